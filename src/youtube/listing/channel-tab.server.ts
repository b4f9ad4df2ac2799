import type { ChannelTab } from '../list-url'
import { parseChannelTab } from '../parse/listing-channel'
import { parseContinuationAnswer } from '../parse/listing-continuation'
import type { ListItem } from '../parse/listing-items'
import { resolveChannelId } from '../resolve-channel.server'
import type { Upstream } from '../upstream.server'
import type { ChannelRef } from '../url'
import type { FlowCall, FlowStep } from './types'

/** The tabs' browse params, as YouTube's own tab links carry them (newpipe/*_videos_tab, *_shorts_tab sidecars). */
export const TAB_PARAMS: Record<ChannelTab, string> = {
	videos: 'EgZ2aWRlb3PyBgQKAjoA',
	shorts: 'EgZzaG9ydHPyBgUKA5oBAA%3D%3D',
}

/**
 * A channel's Videos or Shorts tab: a handle or custom URL resolved to its id first (resolve-channel.server.ts), then
 * `browse` with the tab's params, then continuation pages. A video seen on an earlier page is not listed again
 * (the grid shifts when the channel uploads meanwhile). Unknown channels throw channelNotFound, removed ones
 * channelTerminated; a channel without the tab lists nothing.
 */
export async function* channelTabFlow(
	channel: ChannelRef,
	tab: ChannelTab,
	call: FlowCall,
	resolve: (ref: ChannelRef) => Promise<string>,
): AsyncGenerator<FlowStep> {
	const channelId = await resolve(channel)
	const answer = parseChannelTab(await call('browse', { browseId: channelId, params: TAB_PARAMS[tab] }))
	yield {
		type: 'meta',
		meta: {
			kind: 'channel',
			id: answer.channel.channelId ?? channelId,
			title: answer.channel.title,
			owner: answer.channel.title,
			ownerChannelId: answer.channel.channelId ?? channelId,
			total: null,
			infinite: false,
			tab,
		},
	}
	// Another tab selected: YouTube answered the channel's home, so this channel has no such tab.
	const params = answer.selectedTab?.params
	if (params && decodeURIComponent(params) !== decodeURIComponent(TAB_PARAMS[tab])) return
	const seen = new Set<string>()
	const fresh = (items: ListItem[]) => items.filter((item) => !seen.has(item.videoId) && seen.add(item.videoId))
	let token = answer.continuation
	yield { type: 'items', items: fresh(answer.videos), more: token !== null }
	const used = new Set<string>()
	while (token && !used.has(token)) {
		used.add(token)
		const page = parseContinuationAnswer(await call('browse', { continuation: token }), 'channelNotFound')
		const items = fresh(page.videos)
		token = page.continuation
		yield { type: 'items', items, more: token !== null && !used.has(token) }
		if (items.length === 0) return
	}
}

/** resolveChannelId bound to one upstream and signal, paced like every other call. */
export function channelResolver(upstream: Upstream, signal: AbortSignal | undefined, pace: () => Promise<void>) {
	return async (ref: ChannelRef) => {
		if (ref.kind !== 'id') await pace()
		return resolveChannelId(upstream, ref, signal)
	}
}

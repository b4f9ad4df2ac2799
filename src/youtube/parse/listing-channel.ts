/**
 * A channel tab as `/youtubei/v1/browse` answers `browseId: UC…` with a tab's `params` (tests/fixtures/youtube rows
 * 57 and 59): the channel's name and id (browse.ts), the selected tab, its first grid of videos and the token of the
 * next page. A channel without the tab asked for answers with another tab selected: its list is then empty.
 */
import { YouTubeError } from '../errors'
import { assertChannelAvailable, type ChannelInfo, channelFromBrowse, readBrowseResponse } from './browse'
import { at, jsonObject, list, obj, str, text } from './json-read'
import { continuationOf, entryRenderer, type ListItem, readListItems } from './listing-items'

export interface ChannelTabAnswer {
	channel: ChannelInfo
	/** The selected tab: its title, its `params` and its path (`/@name/videos`). */
	selectedTab: { title: string | null; params: string | null; url: string | null } | null
	/** The renderer of the grid's entries (`lockupViewModel`, `shortsLockupViewModel`), or null. */
	itemsRenderer: string | null
	videos: ListItem[]
	continuation: string | null
}

/**
 * Parses a channel tab; throws channelNotFound (error body) or channelTerminated (removed channel).
 * @example parseChannelTab(json).videos[0]?.videoId // 'BD-LB23rRBE'
 */
export function parseChannelTab(input: unknown): ChannelTabAnswer {
	const json = jsonObject(input, 'browse')
	const browse = readBrowseResponse(json)
	assertChannelAvailable(browse)
	const channel = channelFromBrowse(browse)
	if (!channel.channelId && !channel.title) throw new YouTubeError('upstreamError', 'browse: no channel in the answer')
	let selected: ChannelTabAnswer['selectedTab'] = null
	let entries: unknown[] = []
	for (const tab of list(at(json, 'contents', 'twoColumnBrowseResultsRenderer', 'tabs'))) {
		const renderer = obj(tab, 'tabRenderer')
		if (!renderer?.selected) continue
		selected = {
			title: text(renderer.title),
			params: str(at(renderer, 'endpoint', 'browseEndpoint', 'params')),
			url: str(at(renderer, 'endpoint', 'commandMetadata', 'webCommandMetadata', 'url')),
		}
		entries = list(at(renderer, 'content', 'richGridRenderer', 'contents'))
		break
	}
	const first = entries.find((entry) => obj(entry, 'continuationItemRenderer') === null)
	return {
		channel,
		selectedTab: selected,
		itemsRenderer: first === undefined ? null : entryRenderer(first),
		videos: readListItems(entries),
		continuation: continuationOf(entries),
	}
}

import { innertube } from '../innertube.server'
import type { ListSource } from '../list-url'
import type { ListItem } from '../parse/listing-items'
import { channelResolver, channelTabFlow } from './channel-tab.server'
import { mixFlow } from './mix.server'
import { playlistFlow } from './playlist.server'
import type { FlowCall, FlowStep, ListedVideo, ListingEvent, ListMeta, ListVideosOptions } from './types'

/** The batches' default cap (BATCH_MAX_VIDEOS). */
export const DEFAULT_LIST_CAP = 200

/**
 * The videos of a playlist, a mix or a channel's Videos or Shorts tab, page by page as YouTube
 * answers them, numbered from 1, up to `cap`: `meta` first, then `videos` per page, then `end` (with `capped` when
 * the list went on beyond the cap). Stopping the iteration early (`break`, the signal) sends no further request.
 * Every request goes through the one upstream and `pace`. Failures throw YouTubeError: playlistNotFound,
 * playlistUnviewable, playlistPrivate, mixUnavailable, channelNotFound, channelTerminated, or a refusal.
 * @example
 * for await (const event of listVideos({ kind: 'playlist', playlistId: 'PL…' }, { upstream, cap: 200 }))
 *   if (event.type === 'videos') show(event.videos)
 */
export async function* listVideos(source: ListSource, options: ListVideosOptions): AsyncGenerator<ListingEvent> {
	const cap = Math.max(0, options.cap ?? DEFAULT_LIST_CAP)
	const { upstream, signal } = options
	const pace = () => options.pace?.(signal) ?? Promise.resolve()
	const call: FlowCall = async (endpoint, fields) => {
		signal?.throwIfAborted()
		await pace()
		return innertube(upstream, endpoint, fields, signal ? { signal } : {})
	}
	let count = 0
	for await (const step of flowOf(source, call, options)) {
		if (step.type === 'meta') {
			yield step
			if (cap === 0) {
				yield { type: 'end', capped: step.meta.total !== 0 }
				return
			}
			continue
		}
		const room = cap - count
		const videos = step.items.slice(0, room).map((item, i) => listed(item, count + i + 1))
		count += videos.length
		if (videos.length > 0) yield { type: 'videos', videos }
		if (count >= cap) {
			yield { type: 'end', capped: step.items.length > room || step.more }
			return
		}
	}
	yield { type: 'end', capped: false }
}

function flowOf(source: ListSource, call: FlowCall, options: ListVideosOptions): AsyncGenerator<FlowStep> {
	switch (source.kind) {
		case 'playlist':
			return playlistFlow(source.playlistId, call)
		case 'mix':
			return mixFlow(source.playlistId, source.videoId, call)
		case 'channel': {
			const resolve = channelResolver(options.upstream, options.signal, () =>
				options.pace ? options.pace(options.signal) : Promise.resolve(),
			)
			return channelTabFlow(source.channel, source.tab, call, resolve)
		}
	}
}

function listed(item: ListItem, index: number): ListedVideo {
	return { index, videoId: item.videoId, title: item.title?.trim() || item.videoId }
}

/** A whole listing at once: what a batch needs before its first video. */
export interface Listing {
	meta: ListMeta
	videos: ListedVideo[]
	capped: boolean
	/** Why the listing stopped early: a page after the first failed; `videos` holds what was listed before it. */
	cut: unknown
}

/**
 * Runs {@link listVideos} to its end and collects it. A failure on the first page is the list's failure (it
 * throws); a later page's failure keeps the videos already listed and says so in `cut` (a channel of 300 videos
 * whose third page YouTube refuses is still 200 videos to work on, not "Channel not found").
 * @example const { meta, videos, capped } = await readListing(source, { upstream, cap: config.batch.maxVideos, signal })
 */
export async function readListing(source: ListSource, options: ListVideosOptions): Promise<Listing> {
	let meta: ListMeta | null = null
	const videos: ListedVideo[] = []
	let capped = false
	let cut: unknown = null
	try {
		for await (const event of listVideos(source, options)) {
			if (event.type === 'meta') meta = event.meta
			else if (event.type === 'videos') videos.push(...event.videos)
			else capped = event.capped
		}
	} catch (error) {
		if (videos.length === 0 || options.signal?.aborted) throw error
		cut = error
	}
	// Every flow yields its meta before anything else, or throws.
	if (!meta) throw new Error('listVideos ended without its meta')
	return { meta, videos, capped, cut }
}

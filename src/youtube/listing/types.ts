import type { ChannelTab } from '../list-url'
import type { ListItem } from '../parse/listing-items'
import type { Upstream } from '../upstream.server'

/** What YouTube says about the list, before its videos. */
export interface ListMeta {
	kind: 'playlist' | 'mix' | 'channel'
	/** The playlist or mix id, or the channel's `UC…` id. */
	id: string
	title: string | null
	/** The playlist's owner, "YouTube" for a mix, the channel's name for a channel tab. */
	owner: string | null
	ownerChannelId: string | null
	/** The number of videos YouTube states (playlists); null when it says none (mixes, channel tabs). */
	total: number | null
	/** Mixes never end: a listing of one stops at the cap. */
	infinite: boolean
	/** The channel tab listed. */
	tab?: ChannelTab
}

/** A video of the list, numbered from 1 in the list's order. */
export interface ListedVideo {
	index: number
	videoId: string
	/** The title YouTube shows in the list (the video id when it shows none). */
	title: string
}

/**
 * What listVideos yields, in this order: `meta` once, `videos` per page YouTube answered (never empty), then `end`
 * once; `capped` says that the list held more videos than the cap let through.
 */
export type ListingEvent =
	| { type: 'meta'; meta: ListMeta }
	| { type: 'videos'; videos: ListedVideo[] }
	| { type: 'end'; capped: boolean }

export interface ListVideosOptions {
	upstream: Upstream
	/** Most videos listed (BATCH_MAX_VIDEOS; default 200). */
	cap?: number
	signal?: AbortSignal
	/** Awaited before every request to YouTube, e.g. the batches' global pace (`(s) => pacer.wait(s)`). */
	pace?: (signal?: AbortSignal) => Promise<void>
}

/** What a list's flow hands the driver: the meta first, then each page's videos not listed before. */
export type FlowStep = { type: 'meta'; meta: ListMeta } | { type: 'items'; items: ListItem[]; more: boolean }

/** One innertube call of a flow, paced and cancellable. */
export type FlowCall = (endpoint: string, fields: Record<string, unknown>) => Promise<unknown>

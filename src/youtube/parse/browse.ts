/**
 * `/youtubei/v1/browse` for a channel, or the `ytInitialData` of a channel page (same object):
 * name, handle, avatar sizes and banner (docs/youtube-data.md §3).
 *
 * Two steps: readBrowseResponse keeps what each renderer says (pageHeaderRenderer with its
 * pageHeaderViewModel since 2024, the older c4TabbedHeaderRenderer that removed channels still
 * get, channelAgeGateRenderer, channelMetadataRenderer, the microformat, alerts); channelFromBrowse
 * merges that into one ChannelInfo. parseBrowse does both and throws for removed channels.
 */
import { YouTubeError } from '../errors'
import { innertubeErrorToYouTubeError, readInnertubeError } from './innertube-error'
import {
	at,
	bool,
	findKey,
	isObject,
	type JsonObject,
	jsonObject,
	list,
	obj,
	str,
	type Thumbnail,
	text,
	thumbnails,
} from './json-read'

export interface ChannelAlert {
	/** `ERROR`, `INFO`, … */
	type: string
	text: string | null
}

export interface BrowseResponse {
	/** The renderer under `header` (`pageHeaderRenderer`, `c4TabbedHeaderRenderer`, …), or null (age gate). */
	headerRenderer: string | null
	/** `metadata.channelMetadataRenderer`; its avatar is the 900 px one. */
	metadata: {
		title: string | null
		externalId: string | null
		vanityChannelUrl: string | null
		channelUrl: string | null
		rssUrl: string | null
		avatars: Thumbnail[]
	} | null
	/** `header.pageHeaderRenderer.content.pageHeaderViewModel`: 72/120/160 px avatars, banner sizes. */
	pageHeader: {
		title: string | null
		/** Text parts per row: the handle row first, then subscribers and video count. */
		metadataRows: string[][]
		avatars: Thumbnail[]
		banners: Thumbnail[]
	} | null
	/** `header.c4TabbedHeaderRenderer` (older layout; removed channels). */
	c4Header: { channelId: string | null; title: string | null; avatars: Thumbnail[]; banners: Thumbnail[] } | null
	/** `channelAgeGateRenderer`: an age-gated channel still shows its name and a 144 px avatar. */
	ageGate: { channelTitle: string | null; header: string | null; avatars: Thumbnail[] } | null
	/** `microformat.microformatDataRenderer`; its 200 px thumbnail has a `?days_since_epoch=` suffix. */
	microformat: { urlCanonical: string | null; title: string | null; thumbnails: Thumbnail[] } | null
	alerts: ChannelAlert[]
	/** The title of the selected tab (`Videos` for NewPipe's params), or null. */
	selectedTab: string | null
	/** `browse_id` from the response's tracking params: the only id an age-gated answer carries. */
	trackedBrowseId: string | null
}

export interface ChannelInfo {
	channelId: string | null
	title: string | null
	/** `@handle` as YouTube writes it (its case may differ from what the visitor typed). */
	handle: string | null
	/** Every avatar size found, smallest first, without duplicates. */
	avatars: Thumbnail[]
	/** The widest banner image, or null. */
	bannerUrl: string | null
	vanityChannelUrl: string | null
	ageGated: boolean
}

const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/

function readMetadata(json: JsonObject): BrowseResponse['metadata'] {
	const renderer = obj(json, 'metadata', 'channelMetadataRenderer')
	if (!renderer) return null
	return {
		title: str(renderer.title),
		externalId: str(renderer.externalId),
		vanityChannelUrl: str(renderer.vanityChannelUrl),
		channelUrl: str(renderer.channelUrl),
		rssUrl: str(renderer.rssUrl),
		avatars: thumbnails(renderer.avatar),
	}
}

function readPageHeader(json: JsonObject): BrowseResponse['pageHeader'] {
	const renderer = obj(json, 'header', 'pageHeaderRenderer')
	if (!renderer) return null
	const model = obj(renderer, 'content', 'pageHeaderViewModel')
	const rows = list(at(model, 'metadata', 'contentMetadataViewModel', 'metadataRows')).map((row) =>
		list(at(row, 'metadataParts'))
			.map((part) => text(at(part, 'text')))
			.filter((part) => part !== null),
	)
	return {
		title: text(at(model, 'title', 'dynamicTextViewModel', 'text')) ?? str(renderer.pageTitle),
		metadataRows: rows,
		avatars: thumbnails(at(model, 'image', 'decoratedAvatarViewModel', 'avatar', 'avatarViewModel', 'image')),
		banners: thumbnails(at(model, 'banner', 'imageBannerViewModel', 'image')),
	}
}

function readC4Header(json: JsonObject): BrowseResponse['c4Header'] {
	const renderer = obj(json, 'header', 'c4TabbedHeaderRenderer')
	if (!renderer) return null
	return {
		channelId: str(renderer.channelId),
		title: text(renderer.title),
		avatars: thumbnails(renderer.avatar),
		banners: thumbnails(renderer.banner),
	}
}

function readAgeGate(json: JsonObject): BrowseResponse['ageGate'] {
	const renderer = findKey(json.contents, 'channelAgeGateRenderer')
	if (!isObject(renderer)) return null
	return {
		channelTitle: text(renderer.channelTitle),
		header: text(renderer.header),
		avatars: thumbnails(renderer.avatar),
	}
}

function readMicroformat(json: JsonObject): BrowseResponse['microformat'] {
	const renderer = obj(json, 'microformat', 'microformatDataRenderer')
	if (!renderer) return null
	return {
		urlCanonical: str(renderer.urlCanonical),
		title: str(renderer.title),
		thumbnails: thumbnails(renderer.thumbnail),
	}
}

function readAlerts(json: JsonObject): ChannelAlert[] {
	return list(json.alerts).flatMap((alert) => {
		const renderer = obj(alert, 'alertRenderer') ?? obj(alert, 'alertWithButtonRenderer')
		if (!renderer) return []
		return [{ type: str(renderer.type) ?? 'UNKNOWN', text: text(renderer.text) }]
	})
}

function readSelectedTab(json: JsonObject): string | null {
	for (const tab of list(at(json, 'contents', 'twoColumnBrowseResultsRenderer', 'tabs'))) {
		const renderer = obj(tab, 'tabRenderer')
		if (renderer && bool(renderer.selected)) return str(renderer.title)
	}
	return null
}

function readTrackedBrowseId(json: JsonObject): string | null {
	for (const service of list(at(json, 'responseContext', 'serviceTrackingParams'))) {
		for (const param of list(at(service, 'params'))) {
			if (str(at(param, 'key')) === 'browse_id') return str(at(param, 'value'))
		}
	}
	return null
}

/**
 * Reads every channel renderer of a browse answer (object or JSON text) without judging it.
 * The 400 `INVALID_ARGUMENT` (malformed id) and 404 bodies throw YouTubeError('channelNotFound').
 * @example readBrowseResponse(json).pageHeader?.metadataRows[0] // ['@gronkh']
 */
export function readBrowseResponse(input: unknown): BrowseResponse {
	const json = jsonObject(input, 'browse')
	const error = readInnertubeError(json)
	if (error) {
		throw innertubeErrorToYouTubeError(error, 'browse', 'channelNotFound', [400, 404, 'INVALID_ARGUMENT', 'NOT_FOUND'])
	}
	const header = obj(json, 'header')
	return {
		headerRenderer: header ? (Object.keys(header)[0] ?? null) : null,
		metadata: readMetadata(json),
		pageHeader: readPageHeader(json),
		c4Header: readC4Header(json),
		ageGate: readAgeGate(json),
		microformat: readMicroformat(json),
		alerts: readAlerts(json),
		selectedTab: readSelectedTab(json),
		trackedBrowseId: readTrackedBrowseId(json),
	}
}

function handleFrom(browse: BrowseResponse): string | null {
	for (const row of browse.pageHeader?.metadataRows ?? []) {
		const handle = row.find((part) => /^@\S+$/.test(part))
		if (handle) return handle
	}
	const vanity = browse.metadata?.vanityChannelUrl
	const match = vanity ? /\/(@[^/?#]+)/.exec(vanity) : null
	if (!match?.[1]) return null
	try {
		return decodeURIComponent(match[1])
	} catch {
		return match[1]
	}
}

function channelIdFrom(browse: BrowseResponse): string | null {
	const canonical = /\/channel\/(UC[A-Za-z0-9_-]{22})/.exec(browse.microformat?.urlCanonical ?? '')?.[1]
	const candidates = [browse.metadata?.externalId, browse.c4Header?.channelId, canonical, browse.trackedBrowseId]
	return candidates.find((id): id is string => typeof id === 'string' && CHANNEL_ID.test(id)) ?? null
}

function bySize(a: Thumbnail, b: Thumbnail): number {
	return (a.width ?? Number.POSITIVE_INFINITY) - (b.width ?? Number.POSITIVE_INFINITY)
}

/**
 * Merges the renderers into what the channel tools show. Does not look at alerts (see
 * assertChannelAvailable).
 */
export function channelFromBrowse(browse: BrowseResponse): ChannelInfo {
	const all = [
		...(browse.metadata?.avatars ?? []),
		...(browse.pageHeader?.avatars ?? []),
		...(browse.microformat?.thumbnails ?? []),
		...(browse.c4Header?.avatars ?? []),
		...(browse.ageGate?.avatars ?? []),
	]
	const avatars = [...new Map(all.map((avatar) => [avatar.url, avatar])).values()].sort(bySize)
	const banners = [...(browse.pageHeader?.banners ?? []), ...(browse.c4Header?.banners ?? [])].sort(bySize)
	const titles = [
		browse.metadata?.title,
		browse.pageHeader?.title,
		browse.c4Header?.title,
		browse.ageGate?.channelTitle,
		browse.microformat?.title,
	]
	return {
		channelId: channelIdFrom(browse),
		title: titles.find((title): title is string => typeof title === 'string' && title !== '') ?? null,
		handle: handleFrom(browse),
		avatars,
		bannerUrl: banners.filter((banner) => banner.width !== null).at(-1)?.url ?? banners[0]?.url ?? null,
		vanityChannelUrl: browse.metadata?.vanityChannelUrl ?? null,
		ageGated: browse.ageGate !== null,
	}
}

const TERMINATED = /terminated|removed|suspended|violat/i

/**
 * Throws for an `ERROR` alert: `channelTerminated` when the text says the channel was removed or
 * terminated (NewPipe `defaultAlertsCheck`), `channelNotFound` for any other error alert.
 */
export function assertChannelAvailable(browse: BrowseResponse): void {
	const alert = browse.alerts.find((candidate) => candidate.type === 'ERROR')
	if (!alert) return
	const detail = alert.text ?? 'ERROR alert'
	throw new YouTubeError(TERMINATED.test(detail) ? 'channelTerminated' : 'channelNotFound', detail)
}

/**
 * A channel from a browse answer or a channel page's ytInitialData; throws YouTubeError
 * `channelNotFound` (error body, unknown channel) or `channelTerminated` (removed channel).
 * @example parseBrowse(json) // { channelId: 'UCYJ61XIK64sp6ZFFS8sctxw', title: 'Gronkh', handle: '@gronkh', … }
 */
export function parseBrowse(input: unknown): ChannelInfo {
	const browse = readBrowseResponse(input)
	assertChannelAvailable(browse)
	const channel = channelFromBrowse(browse)
	if (!channel.channelId && !channel.title) throw new YouTubeError('upstreamError', 'browse: no channel in the answer')
	return channel
}

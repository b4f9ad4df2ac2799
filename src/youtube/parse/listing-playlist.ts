/**
 * A playlist as `/youtubei/v1/browse` with `browseId: VL<id>` answers it, or as the playlist page's `ytInitialData`
 * (the same object): title, owner and video count from the sidebar (or the 2024 page header), the first 100 videos
 * with the token of the next page, and the alerts YouTube answers instead for a missing or unviewable playlist.
 * NewPipe's request (`$fields=sidebar,header,microformat,alerts`) gets the same answer without the list
 * (tests/fixtures/youtube rows 48, 51, 52, 63).
 */
import { YouTubeError } from '../errors'
import { extractJsonAssignment } from './brace-match'
import { innertubeErrorToYouTubeError, readInnertubeError } from './innertube-error'
import { detectInterstitial } from './interstitial'
import { at, findKey, isObject, type JsonObject, jsonObject, list, obj, str, text } from './json-read'
import { continuationOf, entriesOf, type ListItem, readListItems } from './listing-items'
import { type PageMeta, parsePageMeta } from './page-meta'

export interface ListAlert {
	/** `alertRenderer`, `alertWithButtonRenderer`. */
	renderer: string
	/** `ERROR`, `INFO`, … */
	type: string
	text: string | null
}

export interface PlaylistAnswer {
	/** `playlistVideoListRenderer.playlistId`, else the `list=` of the canonical URL. */
	playlistId: string | null
	title: string | null
	owner: { name: string; channelId: string | null } | null
	/** The number of videos YouTube states ("150 videos"), or null. */
	total: number | null
	/** `sidebar…playlistSidebarPrimaryInfoRenderer`: its title and stats as text. */
	sidebar: { title: string | null; stats: string[] } | null
	microformat: { urlCanonical: string | null; title: string | null; noindex: boolean | null } | null
	/** `metadata.playlistMetadataRenderer.title`. */
	metadataTitle: string | null
	/** The renderer under `header`, or null. */
	headerRenderer: string | null
	alerts: ListAlert[]
	/** The videos in the answer; null when it holds no list (NewPipe's `$fields` answer). */
	videos: ListItem[] | null
	/** The token of the next page, or null. */
	continuation: string | null
}

/** What a list's answers say in `alerts[]`. */
export function readAlerts(json: JsonObject): ListAlert[] {
	return list(json.alerts).flatMap((alert) => {
		if (!isObject(alert)) return []
		const renderer = Object.keys(alert)[0]
		const body = renderer ? obj(alert, renderer) : null
		if (!renderer || !body) return []
		return [{ renderer, type: str(body.type) ?? 'UNKNOWN', text: text(body.text) }]
	})
}

function sidebarPrimary(json: JsonObject): JsonObject | null {
	for (const item of list(at(json, 'sidebar', 'playlistSidebarRenderer', 'items'))) {
		const primary = obj(item, 'playlistSidebarPrimaryInfoRenderer')
		if (primary) return primary
	}
	return null
}

function sidebarOwner(json: JsonObject): PlaylistAnswer['owner'] {
	for (const item of list(at(json, 'sidebar', 'playlistSidebarRenderer', 'items'))) {
		const owner = obj(item, 'playlistSidebarSecondaryInfoRenderer', 'videoOwner', 'videoOwnerRenderer')
		const name = text(owner?.title)
		if (owner && name) {
			const channelId =
				str(at(owner, 'navigationEndpoint', 'browseEndpoint', 'browseId')) ??
				str(at(owner, 'title', 'runs', 0, 'navigationEndpoint', 'browseEndpoint', 'browseId'))
			return { name, channelId }
		}
	}
	return null
}

/** The 2024 page header: "by <owner>" in its avatar stack, "N videos" among its metadata parts. */
function headerParts(json: JsonObject): { owner: PlaylistAnswer['owner']; parts: string[] } {
	const model = obj(
		json,
		'header',
		'pageHeaderRenderer',
		'content',
		'pageHeaderViewModel',
		'metadata',
		'contentMetadataViewModel',
	)
	let owner: PlaylistAnswer['owner'] = null
	const parts: string[] = []
	for (const row of list(model?.metadataRows)) {
		for (const part of list(at(row, 'metadataParts'))) {
			const stack = obj(part, 'avatarStack', 'avatarStackViewModel')
			const byline = text(stack?.text)
			if (stack && byline && !owner) {
				const channelId = str(at(findKey(stack, 'browseEndpoint', 10), 'browseId'))
				owner = { name: byline.replace(/^by\s+/i, ''), channelId }
			}
			const plain = text(at(part, 'text'))
			if (plain) parts.push(plain)
		}
	}
	return { owner, parts }
}

/** "150 videos", "1 video", "1,234 videos" → the number; anything else → null. */
export function videoCount(stat: string | null | undefined): number | null {
	if (!stat || !/\bvideos?\b/i.test(stat)) return null
	const digits = stat.replace(/[^\d]/g, '')
	return digits ? Number(digits) : /^no\b/i.test(stat.trim()) ? 0 : null
}

function playlistIdFromUrl(url: string | null): string | null {
	const match = url ? /[?&]list=([A-Za-z0-9_-]+)/.exec(url) : null
	return match?.[1] ?? null
}

/**
 * Reads a playlist answer without judging its alerts (see {@link assertPlaylistAvailable}); the 400/404 error body
 * of a malformed id throws playlistNotFound.
 * @example readPlaylistAnswer(json).total // 150
 */
export function readPlaylistAnswer(input: unknown): PlaylistAnswer {
	const json = jsonObject(input, 'playlist')
	const error = readInnertubeError(json)
	if (error) {
		throw innertubeErrorToYouTubeError(error, 'browse', 'playlistNotFound', [400, 404, 'INVALID_ARGUMENT', 'NOT_FOUND'])
	}
	const primary = sidebarPrimary(json)
	const stats = list(primary?.stats)
		.map((stat) => text(stat))
		.filter((stat) => stat !== null)
	const header = headerParts(json)
	const micro = obj(json, 'microformat', 'microformatDataRenderer')
	const microformat = micro
		? {
				urlCanonical: str(micro.urlCanonical),
				title: str(micro.title),
				noindex: typeof micro.noindex === 'boolean' ? micro.noindex : null,
			}
		: null
	const listRenderer = findKey(json.contents, 'playlistVideoListRenderer', 14)
	const entries = isObject(listRenderer) ? entriesOf(listRenderer) : null
	const headerTitle =
		text(at(json, 'header', 'pageHeaderRenderer', 'content', 'pageHeaderViewModel', 'title')) ??
		str(at(json, 'header', 'pageHeaderRenderer', 'pageTitle'))
	const metadataTitle = str(at(json, 'metadata', 'playlistMetadataRenderer', 'title'))
	const sidebarTitle = text(primary?.title)
	return {
		playlistId:
			(isObject(listRenderer) ? str(listRenderer.playlistId) : null) ??
			playlistIdFromUrl(microformat?.urlCanonical ?? null),
		title: sidebarTitle ?? headerTitle ?? metadataTitle ?? microformat?.title ?? null,
		owner: sidebarOwner(json) ?? header.owner,
		total: videoCount(stats[0]) ?? header.parts.map(videoCount).find((count) => count !== null) ?? null,
		sidebar: primary ? { title: sidebarTitle, stats } : null,
		microformat,
		metadataTitle,
		headerRenderer: Object.keys(obj(json, 'header') ?? {})[0] ?? null,
		alerts: readAlerts(json),
		videos: entries ? readListItems(entries) : null,
		continuation: entries ? continuationOf(entries) : null,
	}
}

/**
 * Throws for an `ERROR` alert: "does not exist" → playlistNotFound, "unviewable" → playlistUnviewable, "private" →
 * playlistPrivate; any other error alert → playlistNotFound with YouTube's text as detail.
 */
export function assertPlaylistAvailable(answer: Pick<PlaylistAnswer, 'alerts'>): void {
	const alert = answer.alerts.find((candidate) => candidate.type === 'ERROR')
	if (!alert) return
	const detail = alert.text ?? 'ERROR alert'
	if (/unviewable/i.test(detail)) throw new YouTubeError('playlistUnviewable', detail)
	if (/private/i.test(detail)) throw new YouTubeError('playlistPrivate', detail)
	throw new YouTubeError('playlistNotFound', detail)
}

/**
 * A playlist answer that must be a playlist: alerts judged, and something of a playlist present.
 * @example parsePlaylistAnswer(json).videos?.length // 100
 */
export function parsePlaylistAnswer(input: unknown): PlaylistAnswer {
	const answer = readPlaylistAnswer(input)
	assertPlaylistAvailable(answer)
	if (!answer.title && !answer.videos) throw new YouTubeError('upstreamError', 'browse: no playlist in the answer')
	return answer
}

export interface PlaylistPage extends PageMeta {
	answer: PlaylistAnswer
}

/**
 * The playlist page (`GET /playlist?list=…`): its head and `ytInitialData` read as a playlist answer (alerts not
 * judged). Throws consentWall, rateLimited (captcha) or upstreamError (no ytInitialData).
 */
export function parsePlaylistPage(html: string): PlaylistPage {
	const interstitial = detectInterstitial(html)
	if (interstitial?.kind === 'consent') throw new YouTubeError('consentWall', interstitial.continueUrl ?? undefined)
	if (interstitial?.kind === 'captcha') throw new YouTubeError('rateLimited', 'captcha page')
	const data = extractJsonAssignment(html, 'ytInitialData')
	if (data === null) throw new YouTubeError('upstreamError', 'not a playlist page: no ytInitialData')
	return { ...parsePageMeta(html), answer: readPlaylistAnswer(data) }
}

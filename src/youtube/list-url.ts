/**
 * Parses a pasted link that names a list of videos: a playlist, a mix, or a channel's Videos or
 * Shorts tab. Browser-safe like url.ts, whose paste cleaning, redirect unwrapping and channel parser it reuses
 * unchanged: a list link is read here only, so `watch?v=ID&list=PL…` stays a video for the single tools
 * (parseVideoUrl) and names its playlist only for callers that ask for a list.
 */
import {
	type ChannelRef,
	cleanPaste,
	decodeSegments,
	hostKind,
	parseChannelUrl,
	toHttpUrl,
	unwrapRedirect,
	VIDEO_ID_PATTERN,
} from './url'

export type ChannelTab = 'videos' | 'shorts'

/** What a list link names. */
export type ListSource =
	| { kind: 'playlist'; playlistId: string }
	/** A mix (`RD…`) exists only around a video: YouTube's `next` answers it, one stretch at a time. */
	| { kind: 'mix'; playlistId: string; videoId: string }
	| { kind: 'channel'; channel: ChannelRef; tab: ChannelTab }

/**
 * `notList`: YouTube, but neither a playlist nor a channel (a plain video link, say). `privateList`: a list only its
 * signed-in owner sees (Liked videos `LL`, Watch later `WL`, liked music `LM`, the personal mix `RDMM`).
 */
export type ListUrlFailure = 'empty' | 'notYouTube' | 'notList' | 'privateList'

export type ListUrlResult = ({ ok: true } & ListSource) | { ok: false; reason: ListUrlFailure }

// Playlist ids as yt-dlp's `_PLAYLIST_ID_RE` knows them: a prefix, then at least 10 characters of the id alphabet.
// PL (user playlists), OLAK5uy_ (albums), UU/UULF/UUSH… (a channel's uploads), FL (old favourites), RD (mixes) …
const PLAYLIST_ID = /^(?:PL|EC|UU|FL|UL|TL|PU|SP|OLAK5uy_|RD|LL)[0-9A-Za-z_-]{10,}$/
// A pasted bare id is taken only for the common public prefixes (a bare word is far more often something else).
const BARE_PLAYLIST_ID = /^(?:PL|UU|FL|OLAK5uy_|RD)[0-9A-Za-z_-]{10,}$/
const PRIVATE_LISTS = new Set(['LL', 'WL', 'LM', 'RDMM'])
// Mixes whose id carries the video they grow from: RD<id> (a video's mix), RDAMVM<id> (YouTube Music's).
const MIX_OF_VIDEO = /^RD(?:AMVM)?([A-Za-z0-9_-]{11})$/
// YouTube Music's album radios are plain playlists that browse answers like any other.
const BROWSABLE_RD = /^RDCLAK5uy_/

/**
 * @example
 * parseListUrl('https://www.youtube.com/watch?v=FAqYW76GLPA&list=RDFAqYW76GLPA')
 * // { ok: true, kind: 'mix', playlistId: 'RDFAqYW76GLPA', videoId: 'FAqYW76GLPA' }
 * parseListUrl('https://www.youtube.com/@Doobydobap/shorts')
 * // { ok: true, kind: 'channel', channel: { ok: true, kind: 'handle', handle: '@Doobydobap' }, tab: 'shorts' }
 */
export function parseListUrl(input: string): ListUrlResult {
	const text = cleanPaste(input)
	if (!text) return failure('empty')
	if (PRIVATE_LISTS.has(text)) return failure('privateList')
	if (BARE_PLAYLIST_ID.test(text)) return fromListId(text, null)

	const pasted = toHttpUrl(text)
	// A link to another host is refused by the channel parser below, which also reads a bare `@handle`.
	const followed = pasted ? unwrapRedirect(pasted) : null
	const url = followed === 'notYouTube' ? null : followed
	if (url) {
		const list = url.searchParams.get('list')
		if (list !== null) return fromListId(list, url.searchParams.get('v') ?? videoInPath(url))
	}

	const channel = parseChannelUrl(input)
	if (channel.ok) return { ok: true, kind: 'channel', channel, tab: tabOf(url, text) }
	if (channel.reason === 'empty' || channel.reason === 'notYouTube') return failure(channel.reason)
	return failure('notList')
}

function failure(reason: ListUrlFailure): ListUrlResult {
	return { ok: false, reason }
}

/** The list a `list=` value names; `videoId` is the link's own video, which a mix needs to start from. */
function fromListId(raw: string, videoId: string | null): ListUrlResult {
	const id = raw.trim()
	if (PRIVATE_LISTS.has(id) || /^LL/.test(id)) return failure('privateList')
	if (!PLAYLIST_ID.test(id)) return failure('notList')
	if (!id.startsWith('RD') || BROWSABLE_RD.test(id)) return { ok: true, kind: 'playlist', playlistId: id }
	const start = videoId && VIDEO_ID_PATTERN.test(videoId) ? videoId : MIX_OF_VIDEO.exec(id)?.[1]
	return start ? { ok: true, kind: 'mix', playlistId: id, videoId: start } : failure('notList')
}

/** The video of `youtu.be/ID?list=…` and `/embed/ID?list=…`, whose id is in the path. */
function videoInPath(url: URL): string | null {
	const segments = decodeSegments(url.pathname) ?? []
	const host = hostKind(url)
	if (host === 'short' || host === 'nocookie') return segments.at(-1) ?? null
	if (segments[0]?.toLowerCase() === 'embed' && segments[1] && segments[1].toLowerCase() !== 'videoseries')
		return segments[1]
	return null
}

/**
 * The tab a channel link shows: `/shorts` after the channel part means the Shorts tab, anything else (no tab, `/videos`,
 * `/featured`, `/streams`…) the Videos tab, the list most creators mean.
 */
function tabOf(url: URL | null, text: string): ChannelTab {
	const segments = url ? (decodeSegments(url.pathname) ?? []) : (decodeSegments(text.split(/[?#]/, 1)[0] ?? '') ?? [])
	const first = segments[0]?.toLowerCase() ?? ''
	const at = first.startsWith('@') ? 1 : first === 'channel' || first === 'c' || first === 'user' ? 2 : 1
	return segments[at]?.toLowerCase() === 'shorts' ? 'shorts' : 'videos'
}

/**
 * A mix (`RD…`) as `/youtubei/v1/next` answers it for a playlistId and a video (tests/fixtures/youtube rows 53–55):
 * a window of about 25 videos beside the player. There is no continuation token: the next stretch is another `next`
 * call with the window's last video and its `playlistIndex` (NewPipe's YoutubeMixPlaylistExtractor), whose window
 * starts at that video again and overlaps the ones before, so callers dedupe.
 */
import { YouTubeError } from '../errors'
import { at, bool, jsonObject, list, num, obj, str, text } from './json-read'
import { type ListItem, readListItems } from './listing-items'

export interface MixAnswer {
	playlistId: string | null
	title: string | null
	ownerName: string | null
	isInfinite: boolean
	currentIndex: number | null
	/** The window's videos; `position` is `watchEndpoint.index`, counted from the window's start. */
	videos: ListItem[]
	/** `currentVideoEndpoint.watchEndpoint`: the video the window was asked for. */
	current: { videoId: string | null; playlistId: string | null; index: number | null } | null
	/** The fields of the `next` call for the following stretch, or null when the window is empty. */
	next: { videoId: string; playlistIndex: number; params: string | null } | null
}

/**
 * Parses a mix window. An answer without a playlist (the mix of a video that does not exist) throws mixUnavailable,
 * with the page's message as detail.
 * @example parseMixAnswer(json).next // { videoId: 'bY0357VJE2U', playlistIndex: 24, params: 'OAE%3D' }
 */
export function parseMixAnswer(input: unknown): MixAnswer {
	const json = jsonObject(input, 'next')
	const playlist = obj(json, 'contents', 'twoColumnWatchNextResults', 'playlist', 'playlist')
	if (!playlist) {
		const promo = text(at(findPromo(json), 'title'))
		throw new YouTubeError('mixUnavailable', promo ?? 'next: no playlist in the answer')
	}
	const entries = list(playlist.contents)
	const videos = readListItems(entries)
	const lastEntry = [...entries].reverse().find((entry) => obj(entry, 'playlistPanelVideoRenderer') !== null)
	const endpoint = obj(lastEntry, 'playlistPanelVideoRenderer', 'navigationEndpoint', 'watchEndpoint')
	const last = videos.at(-1)
	const current = obj(json, 'currentVideoEndpoint', 'watchEndpoint')
	return {
		playlistId: str(playlist.playlistId),
		title: text(playlist.title) ?? text(playlist.titleText),
		ownerName: text(playlist.ownerName) ?? text(playlist.longBylineText),
		isInfinite: bool(playlist.isInfinite) ?? false,
		currentIndex: num(playlist.currentIndex),
		videos,
		current: current
			? { videoId: str(current.videoId), playlistId: str(current.playlistId), index: num(current.index) }
			: null,
		next: last
			? {
					videoId: last.videoId,
					playlistIndex: num(endpoint?.index) ?? videos.length - 1,
					params: str(endpoint?.params),
				}
			: null,
	}
}

/** The "This video isn't available any more" card of a `next` answer without a video. */
function findPromo(json: Record<string, unknown>): unknown {
	for (const content of list(at(json, 'contents', 'twoColumnWatchNextResults', 'results', 'results', 'contents'))) {
		const promo = obj(content, 'itemSectionRenderer', 'contents', 0, 'backgroundPromoRenderer')
		if (promo) return promo
	}
	return null
}

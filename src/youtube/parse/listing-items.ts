/**
 * The video entries of YouTube's lists (docs/youtube-data.md; recordings in tests/fixtures/youtube, rows 48–64) and
 * the continuation token that ends a page. One reader per renderer YouTube uses for a list entry:
 * playlistVideoRenderer (playlists), lockupViewModel (a channel's Videos tab since 2025), shortsLockupViewModel
 * (its Shorts tab), playlistPanelVideoRenderer (a mix beside the player), and the older gridVideoRenderer /
 * videoRenderer / reelItemRenderer that some answers still carry.
 */
import { at, findKey, isObject, list, num, obj, str, text } from './json-read'

export interface ListItem {
	videoId: string
	title: string | null
	/** YouTube's own position: `index` of a playlist entry (from 1), `watchEndpoint.index` of a mix entry (from 0). */
	position: number | null
	lengthSeconds: number | null
	/** `LOCKUP_CONTENT_TYPE_VIDEO` for lockups; null for the other renderers. */
	contentType: string | null
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

/** The renderer name of a list entry (`playlistVideoRenderer`, `richItemRenderer` → its content's, …). */
export function entryRenderer(entry: unknown): string | null {
	const content = obj(entry, 'richItemRenderer', 'content') ?? (isObject(entry) ? entry : null)
	return content ? (Object.keys(content)[0] ?? null) : null
}

/** One entry as a video, or null when it is not one (a continuation, a playlist lockup, a shelf). */
export function readListItem(entry: unknown): ListItem | null {
	const content = obj(entry, 'richItemRenderer', 'content') ?? entry
	const playlistVideo = obj(content, 'playlistVideoRenderer')
	if (playlistVideo) return classic(playlistVideo, num(text(playlistVideo.index)))
	const panel = obj(content, 'playlistPanelVideoRenderer')
	if (panel) return classic(panel, num(at(panel, 'navigationEndpoint', 'watchEndpoint', 'index')))
	const lockup = obj(content, 'lockupViewModel')
	if (lockup) {
		const contentType = str(lockup.contentType)
		// Lockups also stand for playlists and podcasts on a channel's pages: only videos are list entries.
		if (contentType !== null && contentType !== 'LOCKUP_CONTENT_TYPE_VIDEO') return null
		const title = text(at(lockup, 'metadata', 'lockupMetadataViewModel', 'title'))
		return item(str(lockup.contentId), title, null, null, contentType)
	}
	const short = obj(content, 'shortsLockupViewModel')
	if (short) {
		const videoId =
			str(at(short, 'onTap', 'innertubeCommand', 'reelWatchEndpoint', 'videoId')) ??
			str(short.entityId)?.replace(/^shorts-shelf-item-/, '') ??
			null
		return item(videoId, text(at(short, 'overlayMetadata', 'primaryText')), null, null, null)
	}
	const older = obj(content, 'gridVideoRenderer') ?? obj(content, 'videoRenderer') ?? obj(content, 'reelItemRenderer')
	if (older) return classic(older, null)
	return null
}

function classic(renderer: Record<string, unknown>, position: number | null): ListItem | null {
	const title = text(renderer.title) ?? text(renderer.headline)
	return item(str(renderer.videoId), title, position, num(renderer.lengthSeconds), null)
}

function item(
	videoId: string | null,
	title: string | null,
	position: number | null,
	lengthSeconds: number | null,
	contentType: string | null,
): ListItem | null {
	if (!videoId || !VIDEO_ID.test(videoId)) return null
	return { videoId, title, position, lengthSeconds, contentType }
}

/** Every video among `entries`, in order. */
export function readListItems(entries: unknown[]): ListItem[] {
	return entries.map(readListItem).filter((entry) => entry !== null)
}

/**
 * The token of the page after these entries: the last `continuationItemRenderer`'s continuationCommand, directly
 * under `continuationEndpoint` or inside a `commandExecutorCommand` (playlist pages since 2025).
 */
export function continuationOf(entries: unknown[]): string | null {
	for (const entry of [...entries].reverse()) {
		const renderer = obj(entry, 'continuationItemRenderer')
		if (!renderer) continue
		const command = findKey(renderer, 'continuationCommand', 8)
		const token = str(at(command, 'token'))
		if (token) return token
	}
	return null
}

/** The entries below a list renderer's `contents`, or [] when absent. */
export function entriesOf(renderer: unknown): unknown[] {
	return list(at(renderer, 'contents'))
}

import { isClipLink, parseVideoLink, parseVideoUrl } from '../../youtube/url'
import type { ToolKey } from '../registry'

/** A link a tool refuses because another tool takes it: its message (an `errors.*` code) and that tool. */
export interface WrongLink {
	code: 'channelLinkNotVideo' | 'playlistLinkNotChannel' | 'clipLinkNotChannel'
	tool: ToolKey
}

/**
 * Why a video tool (thumbnails, transcript) cannot use `value`, when the reason is that it names a channel: the
 * profile tool takes it. Other refusals stay `invalidVideoUrl`. Browser-safe, like the parsers it reads.
 * @example videoToolWrongLink('https://www.youtube.com/@Gronkh') // { code: 'channelLinkNotVideo', tool: 'profile' }
 */
export function videoToolWrongLink(value: string): WrongLink | null {
	const video = parseVideoUrl(value)
	return !video.ok && video.reason === 'channel' ? { code: 'channelLinkNotVideo', tool: 'profile' } : null
}

/**
 * Why the profile tool cannot use `value` when another tool takes it: a playlist (the thumbnail tool lists whole
 * playlists) or a clip (the transcript tool cuts its transcript to it).
 */
export function profileToolWrongLink(value: string): WrongLink | null {
	if (isClipLink(parseVideoLink(value))) return { code: 'clipLinkNotChannel', tool: 'transcript' }
	const video = parseVideoUrl(value)
	return !video.ok && video.reason === 'playlistOnly' ? { code: 'playlistLinkNotChannel', tool: 'thumbnail' } : null
}

import {
	type ChannelRef,
	channelUrlFor,
	cleanPaste,
	parseChannelUrl,
	parseVideoUrl,
	VIDEO_ID_PATTERN,
} from '../../youtube/url'

/** What the profile tool looks up: a channel, or a video whose channel is wanted. */
export type ProfileTarget = ChannelRef | { ok: true; kind: 'video'; videoId: string }

/**
 * The channel, or the video, a pasted link names; null when it names neither. Shared by the page
 * (validation as the visitor types) and the API, so both accept the same links. A video link stands
 * for its uploader's channel, but a bare 11-character word does not: it is far likelier a mistyped
 * name than a video id.
 * @example profileTargetOf('https://youtu.be/GJLlxj_dtq8') // { ok: true, kind: 'video', videoId: 'GJLlxj_dtq8' }
 */
export function profileTargetOf(value: string): ProfileTarget | null {
	const channel = parseChannelUrl(value)
	if (channel.ok) return channel
	if (VIDEO_ID_PATTERN.test(cleanPaste(value))) return null
	const video = parseVideoUrl(value)
	return video.ok ? { ok: true, kind: 'video', videoId: video.videoId } : null
}

/** The key answers are cached under in the page (a video's channel is known only once asked). */
export function profileKeyOf(target: ProfileTarget): string {
	return target.kind === 'video' ? `video:${target.videoId}` : channelUrlFor(target).toLowerCase()
}

/**
 * A clip link's part of a transcript (docs/youtube-data.md §5.1): the cues overlapping the clip,
 * still timed in the video, so a timestamp or subtitle points at the same moment on YouTube. Pure, like format.ts.
 */
import type { TranscriptClip, TranscriptCue } from './format'
import type { ClipRange, TranscriptPageResult } from './schema'

/**
 * The cues shown at some moment of [start, end) seconds: a cue that began before the clip but still runs in it
 * counts, as in the player (a line without a duration counts where it starts).
 * @example cuesInClip(cues, 29, 39.7)
 */
export function cuesInClip(cues: readonly TranscriptCue[], start: number, end: number): TranscriptCue[] {
	return cues.filter((cue) => cue.start < end && (cue.start >= start || cue.start + cue.duration > start))
}

/**
 * A video's transcript answered for a clip link: marked with the clip, and with range `clip` cut to its cues
 * (a full answer's readable text is made from those alone, under the headings of the chapters they fall in).
 * @example withClip(result, 'UgytZKpehg-hEMBSn3F4AaABCQ', { startMs: 29000, endMs: 39700 }, 'clip')
 */
export function withClip(
	result: TranscriptPageResult,
	clipId: string,
	{ startMs, endMs }: { startMs: number; endMs: number },
	range: ClipRange,
): TranscriptPageResult {
	const clip: TranscriptClip = { id: clipId, start: startMs / 1000, end: endMs / 1000, range }
	if (range === 'video') return { ...result, clip }
	const cues = cuesInClip(result.cues, clip.start, clip.end)
	return { ...result, cues, clip }
}

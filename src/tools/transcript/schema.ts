import { z } from 'zod'
import { TRANSCRIPT_FORMATS, type TranscriptCue } from './format'

/** POST /api/tools/transcript (docs/product-spec.md §7; `language` omitted, empty or 'auto' = the main track). */
export const transcriptRequest = z.object({
	video_url: z.string().max(2048),
	language: z.string().max(80).optional(),
})

/** GET /api/tools/transcript/download: the same lookup, answered as a file. */
export const transcriptDownloadQuery = z.object({
	video: z.string().max(2048),
	language: z.string().max(80).optional(),
	format: z.enum(TRANSCRIPT_FORMATS).default('txt'),
})

/** A caption track of the video, for the language select. */
export interface TranscriptTrack {
	/** YouTube's language code (`en`, `pt-BR`, `zh-Hans`). */
	code: string
	/** YouTube's name of the track ("English (auto-generated)"). */
	name: string
	kind: 'uploaded' | 'generated'
	/** The track's vssId: a `language` value that picks exactly this track. */
	id: string
}

export interface TranscriptResult {
	/** The video's title (spec: "Transcript result: title, text"). */
	title: string
	/** The readable text: paragraphs separated by a blank line, as `transcript.txt` holds it (readable.ts). */
	text: string
	videoId: string
	/** The language of `text`: the track's code, or the translation target. */
	language: string
	isGenerated: boolean
	/** True when YouTube translated the track into `language`. */
	isTranslated: boolean
	/** The vssId of the track the text comes from (translated from, when isTranslated). */
	trackId: string
	tracks: TranscriptTrack[]
	/** The cues as YouTube times them, each with its own line breaks (`\n`). */
	cues: TranscriptCue[]
}

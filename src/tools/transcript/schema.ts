import { z } from 'zod'
import type { Chapter } from '../../youtube/parse/chapters'
import { TRANSCRIPT_FORMATS, type TranscriptClip, type TranscriptCue } from './format'

/**
 * What a clip link (youtube.com/clip/…) gives: `clip`, the clip's part of the video (the default), or `video`, the
 * whole video it is cut from. The form sends `''` when it has no choice to offer.
 */
export const CLIP_RANGES = ['clip', 'video'] as const
export type ClipRange = (typeof CLIP_RANGES)[number]
const range = z
	.enum([...CLIP_RANGES, ''])
	.optional()
	.describe(
		'For a clip link: `clip` (default; also empty or omitted) for the cues of the clip’s part only, `video` for the whole video. Other links ignore it',
	)

/** The video the API and the download take (the same link, whichever door). */
const videoLink = z
	.string()
	.max(2048)
	.describe(
		'A YouTube video link (watch, youtu.be, Shorts, live, embed), a clip link (youtube.com/clip/…) or an 11-character video id',
	)

/** The track asked for (select.ts reads it). */
const language = z
	.string()
	.max(80)
	.optional()
	.describe(
		"Empty, omitted or `auto`: the main track; a language code (`de`, `pt-BR`): that track or YouTube's translation; a track id from `tracks`",
	)

/**
 * What the answer holds: `full` (the spec's answer), or `page`, without `text`: the page lays its text out
 * from `cues`, so `text` was a third of the bytes it waited for and never read.
 */
export const TRANSCRIPT_VIEWS = ['full', 'page'] as const
export type TranscriptView = (typeof TRANSCRIPT_VIEWS)[number]

/** POST /api/tools/transcript (docs/product-spec.md §7; `language` omitted, empty or 'auto' = the main track). */
export const transcriptRequest = z.object({
	video_url: videoLink,
	language,
	range,
	view: z
		.enum(TRANSCRIPT_VIEWS)
		.optional()
		.describe(
			'`full` (default; also omitted): the whole answer; `page`: the answer without `text`, which can be built from `cues` and `chapters`',
		),
})

/** GET /api/tools/transcript/download: the same lookup, answered as a file. */
export const transcriptDownloadQuery = z.object({
	video: videoLink,
	language,
	range,
	format: z
		.enum(TRANSCRIPT_FORMATS)
		.default('txt')
		.describe(
			'The file: plain text, text with timestamps (both under chapter headings), SRT, WebVTT, JSON, or Markdown (title, chapter headings, a link to the moment of each paragraph)',
		),
})

/** A timed line as YouTube times it, with its own line breaks (`\n`); format.ts's TranscriptCue. */
export const transcriptCue = z.object({
	start: z.number().describe('Seconds from the start'),
	duration: z.number().describe('Seconds'),
	text: z.string(),
}) satisfies z.ZodType<TranscriptCue>

/** The clip a clip link named: where it lies in the video, and which part the answer holds (format.ts's TranscriptClip). */
export const transcriptClip = z.object({
	id: z.string().describe('The clip id of the link (youtube.com/clip/ID)'),
	start: z.number().describe('Where the clip starts in the video, seconds'),
	end: z.number().describe('Where the clip ends in the video, seconds'),
	range: z.enum(CLIP_RANGES).describe('`clip`: the cues hold only the clip’s part; `video`: the whole video'),
}) satisfies z.ZodType<TranscriptClip>

/** A chapter of the video (parse/chapters.ts's Chapter), as YouTube shows it on the progress bar. */
export const transcriptChapter = z.object({
	start: z.number().describe('Where the chapter starts, seconds from the start of the video'),
	title: z.string(),
}) satisfies z.ZodType<Chapter>

/** A caption track of the video, for the language select. */
export const transcriptTrack = z.object({
	code: z.string().describe("YouTube's language code (en, pt-BR, zh-Hans)"),
	name: z.string().describe('YouTube\'s name of the track ("English (auto-generated)")'),
	kind: z.enum(['uploaded', 'generated']),
	id: z.string().describe("The track's vssId: a `language` value that picks exactly this track"),
})
export type TranscriptTrack = z.infer<typeof transcriptTrack>

/** The answer of POST /api/tools/transcript; also its OpenAPI description (src/api-docs/). */
export const transcriptResult = z.object({
	title: z.string().describe("The video's title"),
	text: z
		.string()
		.describe(
			'The readable text: paragraphs separated by a blank line, under chapter headings (the title underlined with dashes) when the video has chapters, as transcript.txt holds it',
		),
	videoId: z.string(),
	language: z.string().describe("The language of `text`: the track's code, or the translation target"),
	isGenerated: z.boolean(),
	isTranslated: z.boolean().describe('True when YouTube translated the track into `language`'),
	trackId: z.string().describe('The vssId of the track the text comes from (translated from, when isTranslated)'),
	tracks: z.array(transcriptTrack),
	cues: z.array(transcriptCue),
	chapters: z
		.array(transcriptChapter)
		.describe(
			"The video's chapters in time order (from YouTube's chapter markers, else the description's timestamps); empty when it has none",
		),
	clip: transcriptClip
		.optional()
		.describe(
			'Only for a clip link. With range `clip`, `cues` and `text` hold the cues overlapping the clip, timed in the video',
		),
})
export type TranscriptResult = z.infer<typeof transcriptResult>

/** What POST /api/tools/transcript answers: the result, without `text` when asked for `view: page`. */
export const transcriptAnswer = transcriptResult.extend({
	text: transcriptResult.shape.text
		.optional()
		.describe(`${transcriptResult.shape.text.description}. Left out with \`view: page\``),
})
export type TranscriptAnswer = z.infer<typeof transcriptAnswer>
/** The page's answer (`view: page`): what the page reads. */
export type TranscriptPageResult = Omit<TranscriptResult, 'text'>

/** The `json` download (format.ts toJson): the result without the readable text and the track list. */
export const transcriptFile = transcriptResult
	.pick({
		videoId: true,
		title: true,
		language: true,
		isGenerated: true,
		isTranslated: true,
		clip: true,
		cues: true,
	})
	.extend({
		chapters: transcriptResult.shape.chapters.optional().describe("The video's chapters; only when it has some"),
	})

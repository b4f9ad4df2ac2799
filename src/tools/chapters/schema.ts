import { z } from 'zod'
import type { Chapter } from '../../youtube/parse/chapters'

/** POST /api/tools/chapters: a video and, optionally, the language of the titles. */
export const chaptersRequest = z.object({
	video_url: z
		.string()
		.max(2048)
		.describe('A YouTube video link (watch, youtu.be, Shorts, live, embed) or an 11-character video id'),
	language: z
		.string()
		.max(80)
		.optional()
		.describe(
			"The titles' language: empty, omitted or `auto` for the transcript's own; a language code (`de`) for that track or YouTube's translation into it",
		),
	remake: z
		.enum(['', '1'])
		.optional()
		.describe('`1`: make a new list even when the video has chapters of its own (else those are answered)'),
})
export type ChaptersRequest = z.infer<typeof chaptersRequest>

/** Who made the list: the video's own chapters, the local model, or the built-in method. */
export const CHAPTER_SOURCES = ['youtube', 'model', 'builtin'] as const
export type ChapterSource = (typeof CHAPTER_SOURCES)[number]

export const chaptersResult = z.object({
	title: z.string().describe("The video's title"),
	videoId: z.string(),
	chapters: z
		.array(
			z.object({
				start: z.number().int().describe('Seconds from the start of the video'),
				title: z.string(),
			}) satisfies z.ZodType<Chapter>,
		)
		.describe("In time order, within YouTube's rules: the first at 0, at least three, each at least 10 s long"),
	description: z
		.string()
		.describe(
			"A description draft: the model's two or three sentences, or the video's title, then the chapter lines (`0:00 Intro`)",
		),
	source: z.enum(CHAPTER_SOURCES).describe("`youtube`: the video's own chapters; `model` or `builtin`: made here"),
	language: z.string().describe("The language of the titles: the transcript's"),
})
export type ChaptersResult = z.infer<typeof chaptersResult>

/** What the model answers (Ollama's `format`): chapter starts chosen among the numbered paragraphs, and a summary. */
export const modelChapters = z.object({
	chapters: z
		.array(z.object({ paragraph: z.number().int().min(0), title: z.string().min(1).max(120) }))
		.min(1)
		.max(40),
	summary: z.string().max(1200),
})
export type ModelChapters = z.infer<typeof modelChapters>

/**
 * The conversation that asks the model for chapters of one part of a transcript. The paragraphs are numbered; the
 * model picks where chapters start by number (it cannot invent times) and writes the titles. The JSON Schema is
 * Ollama's `format` too; repeating it in the prompt helps small models keep to it.
 */
import type { Message } from 'ollama'
import { z } from 'zod'
import type { Paragraph } from '../transcript/readable'
import { shortTimestamp } from '../transcript/timestamp'
import { MAX_TITLE_CHARS } from './rules'
import { modelChapters } from './schema'

/** Characters of one paragraph the model sees: its start says what it turns to. */
export const PARAGRAPH_CHARS = 160
/**
 * Characters of paragraphs per request: with the instructions about 2,500 tokens, inside Ollama's default
 * context of 4,096 with room for the answer. A longer transcript is asked for part by part.
 */
export const PART_CHARS = 7000

/** The paragraphs cut into parts that fit one request, as index ranges [from, to). */
export function partsOf(paragraphs: readonly Paragraph[]): [number, number][] {
	const parts: [number, number][] = []
	let from = 0
	let chars = 0
	paragraphs.forEach((p, i) => {
		const line = Math.min(p.text.length, PARAGRAPH_CHARS) + 12
		if (chars + line > PART_CHARS && i > from) {
			parts.push([from, i])
			from = i
			chars = 0
		}
		chars += line
	})
	if (from < paragraphs.length) parts.push([from, paragraphs.length])
	return parts
}

export interface ChapterPromptInput {
	title: string
	/** The transcript's language name or code: the titles are written in it. */
	language: string
	paragraphs: readonly Paragraph[]
	/** The part's paragraphs, [from, to), numbered by their index in the whole transcript. */
	part: [number, number]
	/** Chapters wanted from this part at most. */
	most: number
	/** Whether this part is the video's start (its first chapter starts at its first paragraph). */
	first: boolean
}

export function chapterPrompt(input: ChapterPromptInput): Message[] {
	const [from, to] = input.part
	const system = [
		'You split a YouTube video into chapters from its transcript. Answer with one JSON object only, no prose.',
		`JSON Schema of the answer: ${JSON.stringify(z.toJSONSchema(modelChapters))}`,
		'"chapters": where each chapter starts, as the number of the paragraph it starts with, in order, and its title.',
		`Choose at most ${input.most} chapters, each where the video turns to a new topic.`,
		input.first ? `The first chapter starts at paragraph ${from}.` : 'Start chapters only where a new topic begins.',
		`Titles: 2 to 5 words, at most ${MAX_TITLE_CHARS} characters, no numbering, no timestamps, in the transcript's language (${input.language}).`,
		'"summary": two or three sentences saying what this part of the video is about, in the same language.',
	].join('\n')
	const lines = input.paragraphs
		.slice(from, to)
		.map((p, i) => `[${from + i}] ${shortTimestamp(p.start)} ${p.text.slice(0, PARAGRAPH_CHARS)}`)
	return [
		{ role: 'system', content: system },
		{ role: 'user', content: `Video title: ${input.title}\nTranscript paragraphs:\n${lines.join('\n')}` },
	]
}

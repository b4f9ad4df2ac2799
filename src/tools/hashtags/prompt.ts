/**
 * The conversation that asks the model for hashtags. The JSON Schema is also passed as
 * Ollama's `format` (the server constrains the output to it); repeating it in the prompt
 * helps small models keep the meaning of each group.
 */
import type { Message } from 'ollama'
import { z } from 'zod'
import type { Locale } from '../../i18n/locales'
import { GROUP_SIZES, modelAnswer } from './schema'
import type { HashtagCategory } from './seeds/types'

const LANGUAGE_NAMES: Record<Locale, string> = {
	en: 'English',
	de: 'German',
	es: 'Spanish',
	tr: 'Turkish',
	nl: 'Dutch',
}

export interface PromptInput {
	/** The visitor's words ('' for a video link alone). */
	keywords: string
	category: HashtagCategory | undefined
	locale: Locale
	/**
	 * When the keywords had a video link: its title and the start of its transcript, or, when
	 * YouTube kept the transcript back, its tags and the start of its description.
	 */
	video?: { title: string; transcript: string | null; tags?: string[]; description?: string | null }
	/** What YouTube shows for the words, as rules grouped it: the model chooses and orders from these. */
	evidence?: { trending: string[]; hashtags: string[]; longTail: string[] }
}

export function hashtagPrompt(input: PromptInput): Message[] {
	const language = LANGUAGE_NAMES[input.locale]
	const sizes = (g: keyof typeof GROUP_SIZES) => `${GROUP_SIZES[g].min} to ${GROUP_SIZES[g].max}`
	const system = [
		'You suggest YouTube hashtags for a video. Answer with one JSON object only, no prose.',
		`JSON Schema of the answer: ${JSON.stringify(z.toJSONSchema(modelAnswer))}`,
		`"trending": ${sizes('trending')} broad, popular hashtags of the topic.`,
		`"hashtags": ${sizes('hashtags')} specific, relevant hashtags (the ones to use).`,
		`"longTail": ${sizes('longTail')} specific multi-word hashtags with less competition.`,
		'Every hashtag starts with # and has no spaces or punctuation. No hashtag twice.',
		`Write the hashtags in ${language}, unless the keywords are clearly in another language: then use the keywords' language.`,
		...(input.evidence
			? [
					"Choose and order hashtags from YouTube's evidence below, best first; add at most 3 of your own, and only words of the keywords.",
				]
			: []),
	].join('\n')
	const lines = input.keywords ? [`Keywords: ${input.keywords}`] : []
	if (input.category) lines.push(`Category: ${input.category}`)
	if (input.video) {
		lines.push(`Video title: ${input.video.title}`)
		if (input.video.tags?.length) lines.push(`Video tags: ${input.video.tags.join(', ')}`)
		if (input.video.description) lines.push(`Start of the video's description: ${input.video.description}`)
		if (input.video.transcript) lines.push(`Start of the video's transcript: ${input.video.transcript}`)
	}
	if (input.evidence) {
		lines.push(`Used by recent ranking videos: ${input.evidence.trending.join(' ') || '-'}`)
		lines.push(`Used by ranking videos: ${input.evidence.hashtags.join(' ') || '-'}`)
		lines.push(`YouTube search suggestions: ${input.evidence.longTail.join(' ') || '-'}`)
	}
	return [
		{ role: 'system', content: system },
		{ role: 'user', content: lines.join('\n') },
	]
}

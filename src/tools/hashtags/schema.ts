import { z } from 'zod'
import type { ErrorCode } from '../../core/errors'
import { HASHTAG_CATEGORIES } from './seeds/types'

/** Longest keywords field accepted (a video URL fits easily). */
export const MAX_KEYWORDS = 300

/** POST /api/tools/hashtags (docs/product-spec.md §7; `category` omitted when empty). */
export const hashtagsRequest = z.object({
	keywords: z.string().max(MAX_KEYWORDS * 4),
	category: z.string().max(40).optional(),
})

/** How many tags each group holds (decision 17 and issue 5). */
export const GROUP_SIZES = {
	trending: { min: 5, max: 8 },
	hashtags: { min: 8, max: 12 },
	longTail: { min: 5, max: 8 },
} as const

/**
 * What the model must answer: the spec's three groups. It becomes the JSON Schema of Ollama's
 * `format`, is repeated in the prompt, and validates the answer; the lengths leave room for
 * tags that normalisation drops.
 */
export const modelAnswer = z.object({
	trending: z.array(z.string().max(80)).min(3).max(15),
	hashtags: z.array(z.string().max(80)).min(5).max(20),
	longTail: z.array(z.string().max(80)).min(3).max(15),
})

export type HashtagGroups = { trending: string[]; hashtags: string[]; longTail: string[] }

/**
 * What hashtags are made from (issue 15, item 5): `transcript` the video's title and the start
 * of its transcript; `title` the video's title, with its tags and the start of its description
 * when it has them (its transcript could not be had); `keywords` the visitor's own words.
 */
export const HASHTAG_BASES = ['transcript', 'title', 'keywords'] as const
export type HashtagBasis = (typeof HASHTAG_BASES)[number]

export interface HashtagsResult extends HashtagGroups {
	/** Who wrote them: the local model, or the built-in generator (decision 3). */
	source: 'ollama' | 'builtin'
	/** What they were made from, in HASHTAG_BASES' order: the video's part first, then the visitor's words. */
	basis: HashtagBasis[]
	/**
	 * Keywords with a video link whose transcript could not be had: why (the errors key,
	 * `noCaptions`, `tokenRequired`, `youtubeBlocked`…). Absent otherwise.
	 */
	noTranscript?: ErrorCode
}

export const isCategory = (value: string): value is (typeof HASHTAG_CATEGORIES)[number] =>
	(HASHTAG_CATEGORIES as readonly string[]).includes(value)

import { z } from 'zod'
import type { ErrorCode } from '../../core/errors'
import { isYouTubeRegion, YOUTUBE_REGIONS } from '../../youtube/search-regions'
import { MAX_KEYWORDS } from './limits'
import { HASHTAG_CATEGORIES } from './seeds/types'

export { MAX_KEYWORDS }

/** POST /api/tools/hashtags (docs/product-spec.md §7; `category` and `region` omitted when empty). */
export const hashtagsRequest = z.object({
	// The gate is looser than the limit because the runner counts the words after collapsing runs of
	// white space (api.ts); the document states the limit itself, so a client that follows it is
	// never refused (docs/decisions.md, "Documented limits are the server's").
	keywords: z
		.string()
		.refine((value) => value.length <= MAX_KEYWORDS * 4, { params: { code: 'keywordsTooLong', max: MAX_KEYWORDS } })
		.meta({ maxLength: MAX_KEYWORDS })
		.describe(
			`Topic words, at most ${MAX_KEYWORDS} characters; a YouTube video link brings the video's title and transcript`,
		),
	category: z
		.string()
		.max(40)
		.optional()
		.describe(`One of ${HASHTAG_CATEGORIES.join(', ')}; omitted or empty: none`),
	// Checked here, so a region YouTube does not offer is the visitor's own error, in their language
	// (core/validation.ts), never a request YouTube refuses.
	region: z
		.string()
		.refine((value) => value.trim() === '' || isYouTubeRegion(value.trim().toUpperCase()), {
			params: { code: 'unknownRegion' },
		})
		.optional()
		.meta({ enum: [...YOUTUBE_REGIONS] })
		.describe(
			"The YouTube region whose search and suggestions the tags come from (ISO 3166-1 alpha-2, e.g. AT, MX, GB); omitted or empty: the request language's main region (en US, de DE, es ES, tr TR, nl NL)",
		),
})

/**
 * How many tags each group holds (decision 17): at most 10, best first; the least a model's
 * answer is topped up to from the rules. Fewer real tags beat filler.
 */
export const GROUP_SIZES = {
	trending: { min: 3, max: 10 },
	hashtags: { min: 5, max: 10 },
	longTail: { min: 3, max: 10 },
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
 * What hashtags are made from: `transcript` the video's title and the start
 * of its transcript; `title` the video's title, with its tags and the start of its description
 * when it has them (its transcript could not be had); `keywords` the visitor's own words.
 */
export const HASHTAG_BASES = ['transcript', 'title', 'keywords'] as const
export type HashtagBasis = (typeof HASHTAG_BASES)[number]

/** The answer of POST /api/tools/hashtags; also its OpenAPI description (src/api-docs/). */
export const hashtagsResult = z.object({
	trending: z.array(z.string()).describe(`${GROUP_SIZES.trending.min}-${GROUP_SIZES.trending.max} broad tags`),
	hashtags: z.array(z.string()).describe(`${GROUP_SIZES.hashtags.min}-${GROUP_SIZES.hashtags.max} tags of the topic`),
	longTail: z.array(z.string()).describe(`${GROUP_SIZES.longTail.min}-${GROUP_SIZES.longTail.max} specific tags`),
	/**
	 * Who made them: `youtube` rules from what YouTube shows for the words, `ollama` the local
	 * model choosing from that evidence (or from the words when there is none), `builtin` the
	 * words-only generator when YouTube refused or found nothing (decision 3).
	 */
	source: z
		.enum(['youtube', 'ollama', 'builtin'])
		.describe("Who made them: rules from YouTube's evidence, the local model, or the words-only generator"),
	/**
	 * What YouTube showed for the words, when it showed anything: the query, the region it
	 * answered for, how many ranking videos (and how many of the last 30 days) and suggestions
	 * there were, the suggestions, and for each tag of the answer that videos use, how many
	 * (recent ones for trending tags). Absent on the words-only path.
	 */
	evidence: z
		.object({
			query: z.string().describe('The words searched on YouTube'),
			region: z.string().describe('Language and region YouTube answered for, e.g. de-DE'),
			videos: z.number().int().describe('Ranking videos read (first page of results)'),
			recentVideos: z.number().int().describe('Of those, published in the last 30 days'),
			suggestions: z.array(z.string()).describe("YouTube's search suggestions for the words"),
			uses: z
				.record(z.string(), z.number().int())
				.describe('Per tag of the answer: how many ranking videos use it (recent ones for trending tags)'),
		})
		.optional()
		.describe('What YouTube showed for the words; absent when the tags come from the words alone'),
	/** What they were made from, in HASHTAG_BASES' order: the video's part first, then the visitor's words. */
	basis: z.array(z.enum(HASHTAG_BASES)).describe('What they were made from'),
	/**
	 * Keywords with a video link whose transcript could not be had: why (the errors key,
	 * `noCaptions`, `tokenRequired`, `youtubeBlocked`…). Absent otherwise.
	 */
	noTranscript: z
		.string()
		.optional()
		.describe('Why the linked video gave no transcript (an error code); absent otherwise'),
	/**
	 * Keywords with a video link whose details YouTube gave: the video's title
	 * and its own tags (`videoDetails.keywords`, the uploader's, in their order; empty when it
	 * has none). Absent otherwise.
	 */
	videoTitle: z.string().optional().describe("The linked video's title, when YouTube gave its details"),
	videoTags: z
		.array(z.string())
		.optional()
		.describe("The linked video's own tags as its uploader set them (empty: none); absent when unknown"),
})
/** The answer, with `noTranscript` typed as the errors key it is. */
export type HashtagsResult = Omit<z.infer<typeof hashtagsResult>, 'noTranscript'> & { noTranscript?: ErrorCode }

export const isCategory = (value: string): value is (typeof HASHTAG_CATEGORIES)[number] =>
	(HASHTAG_CATEGORIES as readonly string[]).includes(value)

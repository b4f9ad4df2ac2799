import { AppError } from '../../core/errors'
import type { YouTubeRegion } from '../../youtube/search-regions'
import type { ToolRunner } from '../shared/runner.server'
import { type HashtagsResult, hashtagsRequest, isCategory, MAX_KEYWORDS } from './schema'
import type { HashtagService } from './service.server'

/**
 * { keywords, category?, region? } -> { trending, hashtags, longTail, source }: POST /api/tools/hashtags
 * and the page's no-JavaScript form run this same code.
 */
export function hashtagsRunner(service: HashtagService): ToolRunner<typeof hashtagsRequest, HashtagsResult> {
	return {
		schema: hashtagsRequest,
		async run(input, { signal, locale }) {
			const keywords = input.keywords.replace(/\s+/g, ' ').trim()
			if (!keywords) throw new AppError(400, 'keywordsRequired')
			if ([...keywords].length > MAX_KEYWORDS) throw new AppError(400, 'keywordsTooLong', { max: MAX_KEYWORDS })
			// Emoji and punctuation alone: no word to search YouTube for or to make a tag of.
			if (!/[\p{L}\p{N}]/u.test(keywords)) throw new AppError(400, 'keywordsNoWords')
			const category = input.category?.trim() || undefined
			if (category !== undefined && !isCategory(category)) throw new AppError(400, 'unknownCategory')
			// The schema let only YouTube's regions through; none chosen: the service asks for the page language's main one.
			const region = (input.region?.trim().toUpperCase() || undefined) as YouTubeRegion | undefined
			return service.generate({ keywords, category, locale, region }, signal)
		},
	}
}

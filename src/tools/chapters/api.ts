import { AppError } from '../../core/errors'
import { parseVideoUrl } from '../../youtube/url'
import { refusedLink } from '../shared/refused-link.server'
import type { ToolRunner } from '../shared/runner.server'
import { readLanguageRequest } from '../transcript/languages'
import { type ChaptersResult, chaptersRequest } from './schema'
import type { ChapterService } from './service.server'

/**
 * { video_url, language?, remake? } -> { title, chapters, description, source }: POST /api/tools/chapters and the
 * page's no-JavaScript form run this same code.
 */
export function chaptersRunner(service: ChapterService): ToolRunner<typeof chaptersRequest, ChaptersResult> {
	return {
		schema: chaptersRequest,
		async run(input, { signal, locale }) {
			const parsed = parseVideoUrl(input.video_url)
			if (!parsed.ok) throw refusedLink(input.video_url)
			if (readLanguageRequest(input.language) === null) throw new AppError(400, 'invalidLanguage')
			const language = input.language?.trim() || undefined
			return service.generate({ videoId: parsed.videoId, language, remake: input.remake === '1', locale }, signal)
		},
	}
}

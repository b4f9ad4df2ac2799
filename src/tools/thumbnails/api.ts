import { AppError } from '../../core/errors'
import { toAppError } from '../../youtube/app-error'
import { parseVideoUrl } from '../../youtube/url'
import type { ToolRunner } from '../shared/runner.server'
import { type ThumbnailsResult, thumbnailsRequest } from './schema'
import type { ThumbnailService } from './service.server'

/**
 * { video_url } -> { videoId, qualities }: POST /api/tools/thumbnails and the page's
 * no-JavaScript form run this same code.
 */
export function thumbnailsRunner(service: ThumbnailService): ToolRunner<typeof thumbnailsRequest, ThumbnailsResult> {
	return {
		schema: thumbnailsRequest,
		async run(input, { signal }) {
			const parsed = parseVideoUrl(input.video_url)
			if (!parsed.ok) throw new AppError(400, 'invalidVideoUrl')
			try {
				return await service.forVideo(parsed.videoId, signal)
			} catch (error) {
				throw toAppError(error)
			}
		},
	}
}

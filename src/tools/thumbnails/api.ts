import { toAppError } from '../../youtube/app-error'
import type { ClipResolver } from '../../youtube/clip.server'
import { isClipLink, parseVideoLink } from '../../youtube/url'
import { refusedLink } from '../shared/refused-link.server'
import type { ToolRunner } from '../shared/runner.server'
import { type ThumbnailsResult, thumbnailsRequest } from './schema'
import type { ThumbnailService } from './service.server'

/**
 * { video_url } -> { videoId, qualities, clip? }: POST /api/tools/thumbnails and the page's
 * no-JavaScript form run this same code. A clip link shows its video's thumbnails.
 */
export function thumbnailsRunner(
	service: ThumbnailService,
	clips: ClipResolver,
): ToolRunner<typeof thumbnailsRequest, ThumbnailsResult> {
	return {
		schema: thumbnailsRequest,
		async run(input, { signal }) {
			const parsed = parseVideoLink(input.video_url)
			if (!parsed.ok) throw refusedLink(input.video_url)
			try {
				if (!isClipLink(parsed)) return await service.forVideo(parsed.videoId)
				const { videoId, startMs, endMs } = await clips.resolve(parsed.clipId, signal)
				const clip = { id: parsed.clipId, start: startMs / 1000, end: endMs / 1000 }
				return { ...(await service.forVideo(videoId)), clip }
			} catch (error) {
				throw toAppError(error)
			}
		},
	}
}

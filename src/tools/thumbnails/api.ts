import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { AppEnv } from '../../server/app-env'
import { AppError } from '../../server/errors'
import { validationHook } from '../../server/validation'
import { toAppError } from '../../youtube/app-error'
import { parseVideoUrl } from '../../youtube/url'
import { thumbnailsRequest } from './schema'
import type { ThumbnailService } from './service.server'

/** POST /api/tools/thumbnails { video_url } -> { videoId, qualities } */
export function thumbnailsApi(service: ThumbnailService) {
	return new Hono<AppEnv>().post('/', zValidator('json', thumbnailsRequest, validationHook), async (c) => {
		const parsed = parseVideoUrl(c.req.valid('json').video_url)
		if (!parsed.ok) throw new AppError(400, 'invalidVideoUrl')
		try {
			return c.json(await service.forVideo(parsed.videoId, c.req.raw.signal))
		} catch (error) {
			throw toAppError(error)
		}
	})
}

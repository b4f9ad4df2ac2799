import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { AppEnv } from '../../server/app-env'
import { AppError } from '../../server/errors'
import { validationHook } from '../../server/validation'
import { toAppError } from '../../youtube/app-error'
import { parseChannelUrl } from '../../youtube/url'
import { profileRequest } from './schema'
import type { ProfileService } from './service.server'

/** POST /api/tools/profile { channel_url } -> { url, channelName, channelId, handle, avatars, originalUrl, bannerUrl } */
export function profileApi(service: ProfileService) {
	return new Hono<AppEnv>().post('/', zValidator('json', profileRequest, validationHook), async (c) => {
		const parsed = parseChannelUrl(c.req.valid('json').channel_url)
		if (!parsed.ok) throw new AppError(400, 'invalidChannelUrl')
		try {
			return c.json(await service.forChannel(parsed, c.req.raw.signal))
		} catch (error) {
			throw toAppError(error)
		}
	})
}

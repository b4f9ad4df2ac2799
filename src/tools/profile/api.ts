import { AppError } from '../../core/errors'
import { toAppError } from '../../youtube/app-error'
import { parseChannelUrl } from '../../youtube/url'
import type { ToolRunner } from '../shared/runner.server'
import { type ProfileResult, profileRequest } from './schema'
import type { ProfileService } from './service.server'

/**
 * { channel_url } -> { url, channelName, channelId, handle, avatars, originalUrl, bannerUrl }:
 * POST /api/tools/profile and the page's no-JavaScript form run this same code.
 */
export function profileRunner(service: ProfileService): ToolRunner<typeof profileRequest, ProfileResult> {
	return {
		schema: profileRequest,
		async run(input, { signal }) {
			const parsed = parseChannelUrl(input.channel_url)
			if (!parsed.ok) throw new AppError(400, 'invalidChannelUrl')
			try {
				return await service.forChannel(parsed, signal)
			} catch (error) {
				throw toAppError(error)
			}
		},
	}
}

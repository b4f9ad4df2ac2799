import { AppError } from '../../core/errors'
import { toAppError } from '../../youtube/app-error'
import type { ToolRunner } from '../shared/runner.server'
import { profileToolWrongLink } from '../shared/wrong-link'
import { profileTargetOf } from './channel-input'
import { type ProfileResult, profileRequest } from './schema'
import type { ProfileService } from './service.server'

/**
 * { channel_url } (a channel link, or a video link for its channel) -> { url, channelName, channelId, handle, avatars, originalUrl, bannerUrl }:
 * POST /api/tools/profile and the page's no-JavaScript form run this same code.
 */
export function profileRunner(service: ProfileService): ToolRunner<typeof profileRequest, ProfileResult> {
	return {
		schema: profileRequest,
		async run(input, { signal }) {
			const target = profileTargetOf(input.channel_url)
			if (!target) {
				const wrong = profileToolWrongLink(input.channel_url)
				throw wrong ? new AppError(400, wrong.code, { tool: wrong.tool }) : new AppError(400, 'invalidChannelUrl')
			}
			try {
				// A video link stands for its uploader's channel.
				if (target.kind === 'video') return await service.forVideo(target.videoId, signal)
				return await service.forChannel(target, signal)
			} catch (error) {
				const known = toAppError(error)
				// "Channel not found" would say the video link was read as a channel link and was wrong: it is the
				// video's channel that YouTube did not show.
				if (target.kind === 'video' && known instanceof AppError && known.code === 'channelNotFound')
					throw new AppError(404, 'videoChannelNotFound')
				throw known
			}
		},
	}
}

import { AppError, type ErrorCode } from '../core/errors'
import { YOUTUBE_ERRORS, YouTubeError, type YouTubeErrorCode } from './errors'

/** The i18n key of each YouTube error (both kinds of refusal read the same to a visitor). */
const KEY: Record<YouTubeErrorCode, ErrorCode> = {
	invalidUrl: 'invalidVideoUrl',
	videoUnavailable: 'videoUnavailable',
	videoPrivate: 'videoPrivate',
	ageRestricted: 'ageRestricted',
	geoBlocked: 'geoBlocked',
	membersOnly: 'membersOnly',
	paymentRequired: 'paymentRequired',
	liveNotStarted: 'liveNotStarted',
	unplayable: 'unplayable',
	noCaptions: 'noCaptions',
	languageUnavailable: 'languageUnavailable',
	tokenRequired: 'tokenRequired',
	botCheck: 'youtubeBlocked',
	rateLimited: 'youtubeBlocked',
	consentWall: 'consentWall',
	channelNotFound: 'channelNotFound',
	channelTerminated: 'channelTerminated',
	upstreamError: 'upstreamError',
	upstreamUnreachable: 'upstreamUnreachable',
	upstreamTimeout: 'upstreamTimeout',
}

/**
 * The API error for anything thrown while asking YouTube: a YouTubeError becomes its
 * localized AppError with its status; anything else is passed on unchanged.
 * @example catch (e) { throw toAppError(e) }
 */
export function toAppError(error: unknown): unknown {
	if (!(error instanceof YouTubeError)) return error
	return new AppError(YOUTUBE_ERRORS[error.code] as 400, KEY[error.code], error.params)
}

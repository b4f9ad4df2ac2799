import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { AppError, type ErrorCode } from '../core/errors'
import { YouTubeError, type YouTubeErrorCode } from './errors'

/**
 * The edge between the YouTube layer and the tool APIs (decision 8): the one place where a
 * YouTube failure gets an HTTP status. The rest of src/youtube speaks in codes only
 * (errors.ts), so the parsers and the worker never decide how the site answers.
 */
export const YOUTUBE_ERROR_STATUS = {
	invalidUrl: 400,
	videoUnavailable: 404,
	videoPrivate: 403,
	ageRestricted: 403,
	geoBlocked: 403,
	membersOnly: 403,
	paymentRequired: 403,
	liveNotStarted: 409,
	unplayable: 422,
	clipNotFound: 404,
	noCaptions: 422,
	languageUnavailable: 422,
	tokenRequired: 503,
	botCheck: 503,
	rateLimited: 503,
	consentWall: 503,
	channelNotFound: 404,
	channelTerminated: 410,
	playlistNotFound: 404,
	playlistPrivate: 403,
	playlistUnviewable: 422,
	mixUnavailable: 404,
	upstreamError: 502,
	/** A bad gateway that could not connect: 502 like upstreamError, with its own message. */
	upstreamUnreachable: 502,
	upstreamTimeout: 504,
} as const satisfies Record<YouTubeErrorCode, ContentfulStatusCode>

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
	clipNotFound: 'clipNotFound',
	unplayable: 'unplayable',
	noCaptions: 'noCaptions',
	languageUnavailable: 'languageUnavailable',
	tokenRequired: 'tokenRequired',
	botCheck: 'youtubeBlocked',
	rateLimited: 'youtubeBlocked',
	consentWall: 'consentWall',
	channelNotFound: 'channelNotFound',
	channelTerminated: 'channelTerminated',
	playlistNotFound: 'playlistNotFound',
	playlistPrivate: 'playlistPrivate',
	playlistUnviewable: 'playlistUnviewable',
	mixUnavailable: 'mixUnavailable',
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
	return new AppError(YOUTUBE_ERROR_STATUS[error.code], KEY[error.code], error.params)
}

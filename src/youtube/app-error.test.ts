import { describe, expect, test } from 'bun:test'
import { AppError } from '../core/errors'
import { toAppError, YOUTUBE_ERROR_STATUS } from './app-error'
import { YOUTUBE_ERROR_CODES, YouTubeError, youtubeFailures } from './errors'

describe('YouTube errors at the edge (decision 8)', () => {
	test('the YouTube layer carries a code, no HTTP status', () => {
		const error = new YouTubeError('videoPrivate', 'This video is private')
		expect(error.code).toBe('videoPrivate')
		expect(error).not.toHaveProperty('status')
	})

	test('each code answers with the status decision 8 gives it', () => {
		expect(YOUTUBE_ERROR_STATUS).toEqual({
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
			upstreamUnreachable: 502,
			upstreamTimeout: 504,
		})
		expect(Object.keys(YOUTUBE_ERROR_STATUS)).toEqual([...YOUTUBE_ERROR_CODES])
	})

	test('toAppError: the status, the i18n key and the params; anything else passes unchanged', () => {
		const languages = { languages: 'English, Deutsch' }
		const error = toAppError(new YouTubeError('languageUnavailable', 'fr not in en, de', languages))
		expect(error).toBeInstanceOf(AppError)
		expect(error).toMatchObject({ status: 422, code: 'languageUnavailable', params: languages })
		expect(toAppError(new YouTubeError('botCheck'))).toMatchObject({ status: 503, code: 'youtubeBlocked' })
		const other = new TypeError('a bug of ours')
		expect(toAppError(other)).toBe(other)
	})

	test('a failure shared between replicas comes back as the same code; an unknown one as upstreamError', () => {
		const back = youtubeFailures.decode(youtubeFailures.encode(new YouTubeError('geoBlocked', 'not in DE')))
		expect(back).toMatchObject({ code: 'geoBlocked', detail: 'not in DE' })
		expect(youtubeFailures.decode({ code: 'toString' })).toMatchObject({ code: 'upstreamError' })
		expect(youtubeFailures.decode({ code: 'teapot' })).toMatchObject({ code: 'upstreamError' })
	})
})

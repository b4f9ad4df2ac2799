import { describe, expect, test } from 'bun:test'
import { YOUTUBE_ERROR_STATUS } from '../app-error'
import { YouTubeError } from '../errors'
import { assertPlayable, type Playability, PlayabilityError, playabilityError, readPlayability } from './playability'
import { parsePlayerResponse, requireCaptions, trackNeedsPoToken } from './player'
import { fixtureJson, fixtureText, thrownBy } from './test-fixtures'
import { parseWatchPage } from './watch-page'

const watchPages = new Map<string, ReturnType<typeof parseWatchPage>>()
function watchPlayer(file: string) {
	let page = watchPages.get(file)
	if (!page) {
		page = parseWatchPage(fixtureText(file))
		watchPages.set(file, page)
	}
	return page.playerResponse
}

function player(file: string) {
	return file.endsWith('.html') ? watchPlayer(file) : parsePlayerResponse(fixtureJson(file))
}

function playability(status: string, reason: string | null, subreason: string | null = null): Playability {
	return { status, reason, subreason, messages: [] }
}

describe('playability of the section 6 fixtures', () => {
	const cases: [string, string, boolean][] = [
		['ytta/player_android_bot_check.json', 'botCheck', false],
		['ytta/watch_bot_check_2025-02.html', 'botCheck', false],
		// ANDROID: reason "This video may be inappropriate for some users."
		['ytta/player_android_Njp5uhTorCo_age_restricted.json', 'ageRestricted', false],
		// WEB: reason "Sign in to confirm your age", the inappropriate text as subreason
		['ytta/watch_Njp5uhTorCo_age_restricted_2025-02.html', 'ageRestricted', false],
		['newpipe/reel_android_8VajtrESJzA_private.json', 'videoPrivate', false],
		// "This video is unavailable" (ANDROID) and "Video unavailable" (WEB), and reel's `{}`
		['ytta/player_android_video_unavailable.json', 'videoUnavailable', false],
		['ytta/watch_video_unavailable_2025-02.html', 'videoUnavailable', false],
		['newpipe/reel_android_dont-exist_empty.json', 'videoUnavailable', false],
		['ivmocks/player_web_N-yVic7BbY0_scheduled_live.json', 'liveNotStarted', false],
		// VISIONOS says UNPLAYABLE "This video is not available" while ANDROID plays it
		['newpipe/player_visionos_it3OtbTxQk0_unplayable.json', 'unplayable', true],
	]
	for (const [file, code, retry] of cases) {
		test(`${file} → ${code}${retry ? ' (retry with another client)' : ''}`, () => {
			const found = playabilityError(player(file).playability)
			expect(found?.code).toBe(code as never)
			expect(found?.retryWithOtherClient).toBe(retry)
			const thrown = thrownBy(() => assertPlayable(player(file).playability))
			expect(thrown).toBeInstanceOf(YouTubeError)
			expect(thrown).toBeInstanceOf(PlayabilityError)
			expect((thrown as PlayabilityError).code).toBe(code as never)
			expect((thrown as PlayabilityError).retryWithOtherClient).toBe(retry)
		})
	}

	test('it3OtbTxQk0 plays as ANDROID (reel_item_watch) and has captions there', () => {
		const android = player('newpipe/reel_android_it3OtbTxQk0_ok.json')
		expect(playabilityError(android.playability)).toBeNull()
		expect(requireCaptions(android).tracks.map((track) => track.vssId)).toEqual(['a.en'])
	})

	test('the unplayable detail carries YouTube’s reason', () => {
		const found = playabilityError(player('newpipe/player_visionos_it3OtbTxQk0_unplayable.json').playability)
		expect(found?.detail).toBe('UNPLAYABLE: This video is not available')
		const bot = playabilityError(player('ytta/player_android_bot_check.json').playability)
		expect(bot?.detail).toBe(
			'LOGIN_REQUIRED: Sign in to confirm you’re not a bot / This helps protect our community. Learn more',
		)
	})

	for (const file of [
		'ytta/player_android_dsMFmonKDD4_no_captions.json',
		'newpipe/player_visionos_X4VbdwhkE10_live_no_captions.json',
	]) {
		test(`${file}: playable, no captions → noCaptions`, () => {
			const answer = player(file)
			expect(playabilityError(answer.playability)).toBeNull()
			expect(() => assertPlayable(answer.playability)).not.toThrow()
			expect(answer.captions).toBeNull()
			const thrown = thrownBy(() => requireCaptions(answer))
			expect((thrown as YouTubeError).code).toBe('noCaptions')
			expect(YOUTUBE_ERROR_STATUS[(thrown as YouTubeError).code]).toBe(422)
		})
	}

	test('requireCaptions throws the playability error first', () => {
		const thrown = thrownBy(() => requireCaptions(player('ytta/player_android_bot_check.json')))
		expect((thrown as YouTubeError).code).toBe('botCheck')
	})

	test('every OK fixture is playable', () => {
		for (const file of [
			'ytta/player_android_GJLlxj_dtq8.json',
			'ytta/watch_GJLlxj_dtq8_2025-06.html',
			'newpipe/player_visionos_3sbYbckT1VY_36tracks.json',
			'newpipe/reel_android_M4gD1WSo5mA.json',
		]) {
			expect(playabilityError(player(file).playability)).toBeNull()
		}
	})
})

describe('PO-token markers (section 2)', () => {
	test('WEB 2025-06 watch page tracks carry exp=xpe, the same-day ANDROID ones do not', () => {
		const web = requireCaptions(player('ytta/watch_GJLlxj_dtq8_2025-06.html')).tracks
		const android = requireCaptions(player('ytta/player_android_GJLlxj_dtq8.json')).tracks
		expect(web.every(trackNeedsPoToken)).toBe(true)
		expect(android.some(trackNeedsPoToken)).toBe(false)
		expect(android.every((track) => track.fmt === 'srv3')).toBe(true)
	})

	test('exp=xbt (2024 experiment) is not treated as token-gated', () => {
		const tracks = requireCaptions(player('ivmocks/player_web_2isYuQZMbdU.json')).tracks
		expect(tracks.every((track) => track.exp.includes('xbt'))).toBe(true)
		expect(tracks.some(trackNeedsPoToken)).toBe(false)
	})
})

describe('playabilityError on reasons without a recorded fixture', () => {
	const cases: [Playability, string, boolean][] = [
		[playability('UNPLAYABLE', 'The uploader has not made this video available in your country'), 'geoBlocked', false],
		[playability('UNPLAYABLE', 'This video is not available in your country.'), 'geoBlocked', false],
		[
			playability(
				'UNPLAYABLE',
				'Join this channel to get access to members-only content like this video, and other exclusive perks.',
			),
			'membersOnly',
			false,
		],
		[
			playability('UNPLAYABLE', "This video is available to this channel's members on level: Fan"),
			'membersOnly',
			false,
		],
		[
			playability('UNPLAYABLE', 'This video can only be played on YouTube Music Premium members'),
			'paymentRequired',
			false,
		],
		[playability('UNPLAYABLE', 'This video requires payment to watch.'), 'paymentRequired', false],
		[playability('LOGIN_REQUIRED', "Sign in to confirm you're not a bot"), 'botCheck', false],
		[playability('LOGIN_REQUIRED', 'Private video'), 'videoPrivate', false],
		[playability('LOGIN_REQUIRED', 'Sign in to confirm your age'), 'ageRestricted', false],
		[playability('AGE_CHECK_REQUIRED', null), 'ageRestricted', false],
		[playability('LOGIN_REQUIRED', 'Sign in'), 'unplayable', true],
		[playability('ERROR', 'Something went wrong'), 'unplayable', true],
		[playability('ERROR', null), 'unplayable', true],
		[playability('UNPLAYABLE', null), 'unplayable', true],
		[
			playability('CONTENT_CHECK_REQUIRED', 'The following content may contain suicide or self-harm topics.'),
			'unplayable',
			true,
		],
		[playability('SOMETHING_NEW', 'Whatever'), 'unplayable', true],
	]
	for (const [input, code, retry] of cases) {
		test(`${input.status} "${input.reason}" → ${code}`, () => {
			expect(playabilityError(input)).toEqual({
				code: code as never,
				detail: expect.any(String) as never,
				retryWithOtherClient: retry,
			})
		})
	}

	test('OK is no error; a missing playabilityStatus is an upstream error worth retrying', () => {
		expect(playabilityError(playability('OK', null))).toBeNull()
		expect(playabilityError(null)).toMatchObject({ code: 'upstreamError', retryWithOtherClient: true })
		expect(() => assertPlayable(null)).toThrow(YouTubeError)
	})

	test('readPlayability takes reasons from the error screen and tolerates junk', () => {
		expect(
			readPlayability({
				status: 'ERROR',
				errorScreen: {
					playerErrorMessageRenderer: { reason: { runs: [{ text: 'Video ' }, { text: 'unavailable' }] } },
				},
			}),
		).toEqual({ status: 'ERROR', reason: 'Video unavailable', subreason: null, messages: [] })
		expect(readPlayability(undefined)).toBeNull()
		expect(readPlayability('OK')).toBeNull()
		expect(readPlayability({ status: 5, reason: [], messages: 'x' })).toEqual({
			status: 'UNKNOWN',
			reason: null,
			subreason: null,
			messages: [],
		})
	})
})

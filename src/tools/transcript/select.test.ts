import { describe, expect, test } from 'bun:test'
import { YouTubeError } from '../../youtube/errors'
import { extractJsonAssignment } from '../../youtube/parse/brace-match'
import { type Captions, parsePlayerResponse } from '../../youtube/parse/player'
import { fixtureJson, fixtureText, thrownBy } from '../../youtube/parse/test-fixtures'
import { readLanguageRequest, sameLanguage } from './languages'
import { mainTrack, selectTrack } from './select'

/** The caption list of a recorded player answer (JSON or a watch page). */
function captionsOf(file: string): Captions {
	const raw = file.endsWith('.html')
		? extractJsonAssignment(fixtureText(file), 'ytInitialPlayerResponse')
		: fixtureJson(file)
	const captions = parsePlayerResponse(raw).captions
	if (!captions) throw new Error(`${file} has no captions`)
	return captions
}

const NINE = captionsOf('ytta/player_android_GJLlxj_dtq8.json')
const MANY = captionsOf('newpipe/player_visionos_3sbYbckT1VY_36tracks.json')
const ARABIC_ASR_NO_TARGETS = captionsOf('ytta/watch_P3pFkriw10Q_2023-12.html')
const GERMAN_MANUAL = captionsOf('newpipe/player_visionos_ud9d5cMDP_0_de_manual_only.json')
const WEB_15 = captionsOf('ivmocks/player_web_2isYuQZMbdU.json')
// Hand-made from GJLlxj_dtq8 (MANIFEST.md): YouTube's automatic captions say Spanish for an English video.
const WRONG_ASR = captionsOf('handmade/player_android_GJLlxj_dtq8_asr_es.json')

const pick = (captions: Captions, language: string | undefined, page = 'en') => {
	const s = selectTrack(captions, language, page)
	return { id: s.track.vssId, tlang: s.tlang, language: s.language }
}

function refusal(fn: () => unknown) {
	const error = thrownBy(fn)
	expect(error).toBeInstanceOf(YouTubeError)
	return { code: (error as YouTubeError).code, params: (error as YouTubeError).params }
}

describe('auto picks the main track, the page language when the video has it', () => {
	test('uploaded English before the auto-generated English track', () => {
		expect(pick(NINE, undefined)).toEqual({ id: '.en', tlang: null, language: 'en' })
		expect(pick(NINE, 'auto')).toEqual(pick(NINE, ''))
	})

	test('a German page gets the German track of the same video', () => {
		expect(pick(NINE, 'auto', 'de')).toEqual({ id: '.de', tlang: null, language: 'de' })
	})

	test('a page language the video lacks falls back to the main track (uploaded in the spoken language)', () => {
		expect(pick(NINE, 'auto', 'tr')).toEqual({ id: '.en', tlang: null, language: 'en' })
		expect(mainTrack(MANY.tracks)?.vssId).toBe('.en-US.zsweiKMxjbg')
	})

	test('an auto-generated track only, or an uploaded one only', () => {
		expect(pick(ARABIC_ASR_NO_TARGETS, undefined)).toEqual({ id: 'a.ar', tlang: null, language: 'ar' })
		expect(pick(GERMAN_MANUAL, undefined)).toEqual({ id: '.de.CcQ45jRV4-E', tlang: null, language: 'de' })
	})
})

describe('a language code', () => {
	test('picks that track, uploaded first, a regional track when the exact code is missing', () => {
		expect(pick(NINE, 'es')).toEqual({ id: '.es', tlang: null, language: 'es' })
		expect(pick(MANY, 'en')).toEqual({ id: '.en-US.zsweiKMxjbg', tlang: null, language: 'en-US' })
		expect(pick(WEB_15, 'zh')).toEqual({ id: '.zh-Hant', tlang: null, language: 'zh-Hant' })
	})

	test('a language the video lacks is YouTube’s translation of the main track', () => {
		expect(pick(NINE, 'fr')).toEqual({ id: '.en', tlang: 'fr', language: 'fr' })
		expect(pick(ARABIC_ASR_NO_TARGETS, 'de')).toEqual({ id: 'a.ar', tlang: 'de', language: 'de' })
	})

	test('the translation target is spelled as YouTube lists it (he → iw)', () => {
		expect(pick(WEB_15, 'he')).toEqual({ id: '.en', tlang: 'iw', language: 'iw' })
	})

	test('a language neither present nor translatable lists the languages the video has', () => {
		expect(refusal(() => selectTrack(ARABIC_ASR_NO_TARGETS, 'tlh', 'en'))).toEqual({
			code: 'languageUnavailable',
			params: { languages: 'ar' },
		})
		const untranslatable = { ...NINE, tracks: NINE.tracks.map((t) => ({ ...t, isTranslatable: false })) }
		expect(refusal(() => selectTrack(untranslatable, 'fr', 'en'))).toEqual({
			code: 'languageUnavailable',
			params: { languages: 'zh, cs, en, de, hi, ja, ko, es' },
		})
	})
})

describe('a track id (vssId)', () => {
	test('picks exactly that track, also the auto-generated one', () => {
		expect(pick(NINE, 'a.en')).toEqual({ id: 'a.en', tlang: null, language: 'en' })
		expect(pick(GERMAN_MANUAL, '.de.CcQ45jRV4-E')).toEqual({ id: '.de.CcQ45jRV4-E', tlang: null, language: 'de' })
		expect(refusal(() => selectTrack(NINE, 'a.de', 'en')).code).toBe('languageUnavailable')
	})
})

describe('reading the language field', () => {
	test('auto, codes, track ids, and anything else', () => {
		expect(readLanguageRequest(undefined)).toEqual({ kind: 'auto' })
		expect(readLanguageRequest(' AUTO ')).toEqual({ kind: 'auto' })
		expect(readLanguageRequest('pt-BR')).toEqual({ kind: 'language', code: 'pt-BR' })
		expect(readLanguageRequest('a.en')).toEqual({ kind: 'track', id: 'a.en' })
		expect(readLanguageRequest('.de.CcQ45jRV4-E')).toEqual({ kind: 'track', id: '.de.CcQ45jRV4-E' })
		for (const bad of ['e', 'english!', '<script>', 'en_US', '..en']) expect(readLanguageRequest(bad)).toBeNull()
	})

	test('YouTube’s withdrawn codes and scripts name the same language', () => {
		expect(sameLanguage('iw', 'he')).toBe(true)
		expect(sameLanguage('zh-Hans', 'zh-Hant')).toBe(true)
		expect(sameLanguage('pt-BR', 'pt')).toBe(true)
		expect(sameLanguage('en', 'es')).toBe(false)
	})
})

describe("YouTube's own default track comes before a guess from the automatic captions", () => {
	test('the recordings name the default track of their default audio track', () => {
		const named = (captions: Captions) => captions.tracks[captions.defaultTrackIndex ?? -1]?.vssId
		expect(named(NINE)).toBe('.en')
		expect(named(WEB_15)).toBe('.en')
		expect(named(MANY)).toBe('.en-US.zsweiKMxjbg')
		expect(named(WRONG_ASR)).toBe('.en')
		// An answer without audioTracks names none: the guess from the automatic track stays.
		expect(GERMAN_MANUAL.defaultTrackIndex).toBeUndefined()
	})

	test('a page language the video lacks gets the default, not the track in the automatic captions’ language', () => {
		expect(pick(WRONG_ASR, undefined, 'fr')).toEqual({ id: '.en', tlang: null, language: 'en' })
		expect(pick(MANY, 'auto', 'sw')).toEqual({ id: '.en-US.zsweiKMxjbg', tlang: null, language: 'en-US' })
		expect(pick(WEB_15, undefined, 'sw')).toEqual({ id: '.en', tlang: null, language: 'en' })
	})

	test('the page language still comes first', () => {
		expect(pick(WRONG_ASR, undefined, 'de')).toEqual({ id: '.de', tlang: null, language: 'de' })
	})

	test('a translation starts from the default track', () => {
		expect(pick(WRONG_ASR, 'fr', 'en')).toEqual({ id: '.en', tlang: 'fr', language: 'fr' })
	})
})

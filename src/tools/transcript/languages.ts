/**
 * The transcript languages the select offers (docs/product-spec.md §9: "auto plus about 60 codes,
 * en, es, fr, de, it, pt, ru, tr, ar, zh, ja, ko, hi and many more through af"), and how a
 * requested code meets YouTube's codes. Shared by the page and the server.
 */
export const TRANSCRIPT_LANGUAGES = [
	'en',
	'es',
	'fr',
	'de',
	'it',
	'pt',
	'ru',
	'tr',
	'ar',
	'zh',
	'ja',
	'ko',
	'hi',
	'nl',
	'pl',
	'sv',
	'da',
	'no',
	'fi',
	'el',
	'cs',
	'hu',
	'ro',
	'uk',
	'he',
	'id',
	'ms',
	'th',
	'vi',
	'fa',
	'bn',
	'ur',
	'ta',
	'te',
	'mr',
	'gu',
	'kn',
	'ml',
	'pa',
	'sw',
	'fil',
	'bg',
	'hr',
	'sr',
	'sk',
	'sl',
	'lt',
	'lv',
	'et',
	'is',
	'ga',
	'cy',
	'eu',
	'ca',
	'gl',
	'sq',
	'mk',
	'az',
	'ka',
	'af',
] as const

export type TranscriptLanguage = (typeof TRANSCRIPT_LANGUAGES)[number]

/**
 * YouTube still uses some withdrawn ISO 639 codes (`iw` for Hebrew in every translation list,
 * `in`, `ji`, `jw`, `tl`) and script subtags for Chinese (`zh-Hans`, `zh-Hant`).
 */
const LEGACY: Record<string, string> = { iw: 'he', in: 'id', ji: 'yi', jw: 'jv', tl: 'fil', mo: 'ro' }

/** The translation target YouTube expects for one of our codes, where it differs. */
const YOUTUBE_TARGET: Partial<Record<TranscriptLanguage, string>> = { he: 'iw', zh: 'zh-Hans' }

/**
 * A code's language without region or script, in our spelling: `pt-BR` → `pt`, `iw` → `he`,
 * `zh-Hant` → `zh`.
 */
export function baseLanguage(code: string): string {
	const primary = code.toLowerCase().split('-')[0] ?? ''
	// Own keys only: a visitor's `constructor` is a code we don't know, not Object's constructor.
	return Object.hasOwn(LEGACY, primary) ? (LEGACY[primary] as string) : primary
}

/** True when `a` and `b` name the same language (region and script ignored). */
export function sameLanguage(a: string, b: string): boolean {
	return baseLanguage(a) === baseLanguage(b)
}

/** The `tlang=` value for a language of ours that YouTube spells differently. */
export function youtubeTarget(code: string): string {
	return YOUTUBE_TARGET[code as TranscriptLanguage] ?? code
}

export function isTranscriptLanguage(code: string): code is TranscriptLanguage {
	return (TRANSCRIPT_LANGUAGES as readonly string[]).includes(code)
}

/** A BCP 47-like code (`en`, `pt-BR`, `zh-Hant`, `fil`). */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i
/** One track by its vssId: `.en`, `a.en`, `.de.CcQ45jRV4-E`. */
const TRACK_ID = /^a?\.[a-z]{2,3}(?:-[a-z0-9]{2,8})*(?:\.[\w-]{1,64})?$/i

/**
 * What a `language` field asks for: nothing (auto), a language, or one track by vssId; null
 * when the value is neither.
 * @example readLanguageRequest('auto') // { kind: 'auto' }
 */
export function readLanguageRequest(
	value: string | undefined,
): { kind: 'auto' } | { kind: 'language'; code: string } | { kind: 'track'; id: string } | null {
	const trimmed = (value ?? '').trim()
	if (trimmed === '' || trimmed.toLowerCase() === 'auto') return { kind: 'auto' }
	if (TRACK_ID.test(trimmed)) return { kind: 'track', id: trimmed }
	if (LANGUAGE_CODE.test(trimmed)) return { kind: 'language', code: trimmed }
	return null
}

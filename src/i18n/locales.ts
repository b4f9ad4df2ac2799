import type { Locales } from '../../i18n/i18n-types'

export type Locale = Locales

/** Display order of the switcher and the footer list; English first, as the default. */
export const LOCALES = ['en', 'de', 'es', 'tr', 'nl'] as const satisfies readonly Locale[]
export const DEFAULT_LOCALE: Locale = 'en'

/** Each language's own name, so a reader finds it whatever the page's language, and its og:locale (decision 9). */
export const LOCALE_INFO: Record<Locale, { code: Locale; name: string; ogLocale: string }> = {
	en: { code: 'en', name: 'English', ogLocale: 'en_US' },
	de: { code: 'de', name: 'Deutsch', ogLocale: 'de_DE' },
	es: { code: 'es', name: 'Español', ogLocale: 'es_LA' },
	tr: { code: 'tr', name: 'Türkçe', ogLocale: 'tr_TR' },
	nl: { code: 'nl', name: 'Nederlands', ogLocale: 'nl_NL' },
}
export type LocaleInfo = (typeof LOCALE_INFO)[Locale]

export const isLocale = (value: unknown): value is Locale =>
	typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** Name of the cookie that mirrors localStorage `language` so the server renders the right language. */
export const LANGUAGE_COOKIE = 'language'
export const LANGUAGE_STORAGE_KEY = 'language'

/** `/de/help` -> { locale: 'de', path: '/help' }; `/help` -> { locale: 'en', path: '/help' }. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
	const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
	if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
		return { locale: match[1], path: match[2] || '/', prefixed: true }
	}
	return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false }
}

/** The URL of `path` (an unprefixed page path) in `locale` (decision 10). `/` in German is `/de/`. */
export function localizePath(path: string, locale: Locale): string {
	const clean = path.startsWith('/') ? path : `/${path}`
	if (locale === DEFAULT_LOCALE) return clean
	return clean === '/' ? `/${locale}/` : `/${locale}${clean}`
}

/** The supported language an Accept-Language header ranks first, or null (the caller then keeps English). */
export function pickFromAcceptLanguage(header: string | null | undefined): Locale | null {
	const ranked = (header ?? '').split(',').map((part, index) => {
		const [tag = '', ...params] = part.trim().split(';')
		const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
		const quality = q ? Number.parseFloat(q.slice(2)) : 1
		return { primary: tag.toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index }
	})
	const supported = ranked.filter((entry) => entry.quality > 0 && isLocale(entry.primary))
	return (supported.sort((a, b) => b.quality - a.quality || a.index - b.index)[0]?.primary as Locale) ?? null
}

import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import {
	DEFAULT_LOCALE,
	isLocale,
	LANGUAGE_COOKIE,
	type Locale,
	pickFromAcceptLanguage,
	splitLocale,
} from '../i18n/locales'

/**
 * The language of an API answer: an explicit `lang` query or header, then the page it
 * came from (Referer), then the saved choice (cookie), then Accept-Language.
 */
export function requestLocale(c: Context): Locale {
	const explicit = c.req.query('lang') ?? c.req.header('x-tubekit-lang')
	if (isLocale(explicit)) return explicit
	const referer = c.req.header('referer')
	if (referer) {
		try {
			const { locale, prefixed } = splitLocale(new URL(referer).pathname)
			if (prefixed) return locale
		} catch {
			// not a URL: ignore
		}
	}
	const cookie = getCookie(c, LANGUAGE_COOKIE)
	if (isLocale(cookie)) return cookie
	return pickFromAcceptLanguage(c.req.header('accept-language')) ?? DEFAULT_LOCALE
}

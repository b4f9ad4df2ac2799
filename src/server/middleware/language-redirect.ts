import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import {
	DEFAULT_LOCALE,
	isLocale,
	LANGUAGE_COOKIE,
	localizePath,
	pickFromAcceptLanguage,
	splitLocale,
} from '../../i18n/locales'

/**
 * Decision 10: an unprefixed page visited by someone whose saved choice (cookie) or, on a
 * first visit, browser language is another supported language is redirected to that
 * language's URL. A saved "en" keeps English. Prefixed URLs are never redirected.
 */
export function languageRedirect(): MiddlewareHandler {
	return async (c, next) => {
		if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
		const url = new URL(c.req.url)
		const { prefixed, path } = splitLocale(url.pathname)
		if (prefixed) return next()
		const saved = getCookie(c, LANGUAGE_COOKIE)
		const target = isLocale(saved) ? saved : pickFromAcceptLanguage(c.req.header('accept-language'))
		c.header('Vary', 'Cookie, Accept-Language', { append: true })
		if (!target || target === DEFAULT_LOCALE) return next()
		c.header('Cache-Control', 'private, no-store')
		return c.redirect(localizePath(path, target) + url.search, 302)
	}
}

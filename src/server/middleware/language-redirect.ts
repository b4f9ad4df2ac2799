import type { MiddlewareHandler } from 'hono'
import { parse } from 'hono/utils/cookie'
import {
	DEFAULT_LOCALE,
	isLocale,
	LANGUAGE_COOKIE,
	localizePath,
	pickFromAcceptLanguage,
	splitLocale,
} from '../../i18n/locales'

/**
 * Decision 10: where an unprefixed page must go. The saved choice (cookie) or, on a first
 * visit, the browser language, when it is another supported language; null to stay.
 * A saved "en" keeps English. Prefixed URLs are never redirected.
 */
export function languageRedirectTarget(
	pathname: string,
	cookieHeader: string | null | undefined,
	acceptLanguage: string | null | undefined,
): string | null {
	const { prefixed, path } = splitLocale(pathname)
	if (prefixed) return null
	const saved = cookieHeader ? parse(cookieHeader, LANGUAGE_COOKIE)[LANGUAGE_COOKIE] : undefined
	const target = isLocale(saved) ? saved : pickFromAcceptLanguage(acceptLanguage)
	return !target || target === DEFAULT_LOCALE ? null : localizePath(path, target)
}

/**
 * Whether an unprefixed page asked with these headers is redirected, remembered per pair of header
 * values: browsers send the same few, and parsing both on every cached hit cost a visible share of
 * its time (server/fast-pages.ts). Cleared whole when full, so odd values cost
 * no memory.
 */
export function redirectsMemo(limit = 1024): (cookieHeader: string | null, acceptLanguage: string | null) => boolean {
	const known = new Map<string, boolean>()
	return (cookieHeader, acceptLanguage) => {
		const key = `${cookieHeader ?? ''}\u0000${acceptLanguage ?? ''}`
		let redirects = known.get(key)
		if (redirects === undefined) {
			redirects = languageRedirectTarget('/', cookieHeader, acceptLanguage) !== null
			if (known.size >= limit) known.clear()
			known.set(key, redirects)
		}
		return redirects
	}
}

/** Answers the redirect of an unprefixed page; every unprefixed page varies on both inputs. */
export function languageRedirect(): MiddlewareHandler {
	return async (c, next) => {
		if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
		const url = new URL(c.req.url)
		if (splitLocale(url.pathname).prefixed) return next()
		c.header('Vary', 'Cookie, Accept-Language', { append: true })
		const target = languageRedirectTarget(url.pathname, c.req.header('cookie'), c.req.header('accept-language'))
		if (!target) return next()
		c.header('Cache-Control', 'private, no-store')
		return c.redirect(target + url.search, 302)
	}
}

import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { translate } from '../i18n/lists'
import {
	DEFAULT_LOCALE,
	isLocale,
	LANGUAGE_COOKIE,
	type Locale,
	pickFromAcceptLanguage,
	splitLocale,
} from '../i18n/locales'
import { translatorFor } from '../i18n/translator'
import { AppError, type ErrorCode } from './errors'

// An error as the API answers it and as a page posted without JavaScript shows it; a page request meets none of it.

export interface ErrorBody {
	/** `params` (when the message has placeholders) let a page show the message in its own language. */
	error: { code: ErrorCode; message: string; params?: Record<string, unknown> }
}

export function errorBody(locale: Locale, code: ErrorCode, params: Record<string, unknown> = {}): ErrorBody {
	const message = translate(translatorFor(locale), `errors.${code}`, params)
	return { error: { code, message, ...(Object.keys(params).length ? { params } : {}) } }
}

/** Renders an AppError as the JSON error shape in the request's language. */
export function errorResponse(c: Context, err: AppError): Response {
	for (const [name, value] of Object.entries(err.headers)) c.header(name, value)
	return c.json(errorBody(requestLocale(c), err.code, err.params), err.status)
}

/**
 * A failure as a page shows it (no-JavaScript form posts): an AppError keeps its status,
 * code and params; anything else is logged by the caller and becomes `internal`.
 */
export function errorInfo(error: unknown): { status: number; code: string; params: Record<string, string | number> } {
	if (error instanceof AppError) return { status: error.status, code: error.code, params: error.params }
	return { status: 500, code: 'internal', params: {} }
}

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

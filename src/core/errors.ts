import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { NamespaceErrorsTranslation } from '../../i18n/i18n-types'
import {
	DEFAULT_LOCALE,
	isLocale,
	LANGUAGE_COOKIE,
	type Locale,
	pickFromAcceptLanguage,
	splitLocale,
} from '../i18n/locales'
import { translate, translatorFor } from '../i18n/translator'

/** Stable error codes. Each is a key of the `errors` dictionary, so the UI can localize it. */
export type ErrorCode = keyof NamespaceErrorsTranslation

/**
 * The one error type of the API. `code` is stable and is also the i18n key `errors.<code>`;
 * `params` fill its placeholders. `onError` turns it into
 * `{ "error": { "code", "message" } }` with `status` (decision 8).
 * @example throw new AppError(429, 'rateLimited', { seconds: 30 })
 */
export class AppError extends Error {
	constructor(
		readonly status: ContentfulStatusCode,
		readonly code: ErrorCode,
		readonly params: Record<string, string | number> = {},
		readonly headers: Record<string, string> = {},
	) {
		super(code)
		this.name = 'AppError'
	}
}

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

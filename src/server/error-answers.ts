import type { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../core/app-env'
import { errorResponse } from '../core/error-answer'
import { AppError } from '../core/errors'
import type { Logger } from '../core/logger'
import { type Locale, localizePath } from '../i18n/locales'
import { translatorFor } from '../i18n/translator'
import { escapeHtml } from '../seo/head'

/** nginx's status for a request the client closed before the answer (no standard one exists). */
const CLIENT_CLOSED_REQUEST = 499

// What a failed request is answered with: the JSON error shape (decision 8), and the 500 page of a render that failed.

/** When a request fails or no route takes it. A page's errors are pages (render-page.tsx), not these. */
export function installErrorAnswers(app: Hono<AppEnv>, logger: Logger): void {
	app.onError((err, c) => {
		if (err instanceof AppError) return errorResponse(c, err)
		if (err instanceof HTTPException && err.status < 500) {
			return errorResponse(c, new AppError(err.status as 400, err.status === 413 ? 'payloadTooLarge' : 'badRequest'))
		}
		// A client that left is no server error: logged as what it is, answered with a status nobody reads.
		if (c.req.raw.signal.aborted) {
			logger.info('client closed the request', { requestId: c.get('requestId'), path: c.req.path })
			return c.body(null, CLIENT_CLOSED_REQUEST as 200)
		}
		logger.error('unhandled error', { requestId: c.get('requestId'), error: String(err), stack: err.stack })
		return errorResponse(c, new AppError(500, 'internal'))
	})
	app.notFound((c) => errorResponse(c, new AppError(404, 'notFound')))
}

/**
 * The 500 page for a render that failed before any byte was sent: plain HTML without React, so it works whatever
 * broke, styled by the app's stylesheet.
 */
export function errorDocument(locale: Locale, css: string): string {
	const LL = translatorFor(locale)
	return (
		`<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
		'<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
		`<title>${escapeHtml(LL.meta.error.title())}</title><style>${css}</style></head>` +
		'<body><main style="max-width:40rem;margin:0 auto;padding:6rem 1rem;text-align:center;font-family:system-ui,sans-serif">' +
		`<h1>${escapeHtml(LL.errorPage.title())}</h1><p>${escapeHtml(LL.errorPage.message())}</p>` +
		`<p><a href="${localizePath('/', locale)}">${escapeHtml(LL.errorPage.home())}</a></p>` +
		'</main></body></html>'
	)
}

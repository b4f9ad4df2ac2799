import type { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../core/app-env'
import { errorResponse } from '../core/error-answer'
import { AppError } from '../core/errors'
import type { Logger } from '../core/logger'

/** nginx's status for a request the client closed before the answer (no standard one exists). */
const CLIENT_CLOSED_REQUEST = 499

/**
 * What the app answers when a request fails or no route takes it: the JSON error shape (decision 8). A page's
 * errors are pages (render-page.tsx), so a page request meets none of this.
 */
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

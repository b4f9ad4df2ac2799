import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger'

/** One JSON line per request: id, method, path (no query), status, time, hashed client. */
export function accessLog(logger: Logger): MiddlewareHandler {
	return async (c, next) => {
		const start = performance.now()
		await next()
		logger.info('request', {
			requestId: c.get('requestId'),
			method: c.req.method,
			path: new URL(c.req.url).pathname,
			status: c.res.status,
			ms: Math.round((performance.now() - start) * 100) / 100,
			client: c.get('clientKey'),
		})
	}
}

import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../../core/logger'

export interface RequestLine {
	requestId: string
	method: string
	path: string
	status: number
	ms: number
	client: string
}

/** One JSON line per request: id, method, path (no query), status, time, hashed client. */
export function logRequest(logger: Logger, line: RequestLine): void {
	logger.info('request', { ...line, ms: Math.round(line.ms * 100) / 100 })
}

export function accessLog(logger: Logger): MiddlewareHandler {
	return async (c, next) => {
		if (!logger.enabled('info')) return next()
		const start = performance.now()
		await next()
		logRequest(logger, {
			requestId: c.get('requestId'),
			method: c.req.method,
			path: c.req.path,
			status: c.res.status,
			ms: performance.now() - start,
			client: c.get('clientKey'),
		})
	}
}

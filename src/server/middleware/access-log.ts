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

/**
 * One JSON line per request: id, method, path (no query), status, time, hashed client. Built as a
 * string: at the default level every request writes one, and a generic JSON.stringify of the
 * fields cost a visible share of a cached page's throughput (issue 18, item 2; bench/ssr.ts).
 * The request id (request-id.ts: our own, or one of [A-Za-z0-9._-]) and the client hash (base64url) are made
 * of safe characters and written as they are; the path is escaped.
 */
export function logRequest(logger: Logger, line: RequestLine): void {
	logger.prebuilt(
		'info',
		'request',
		`"requestId":"${line.requestId}","method":"${line.method}","path":${JSON.stringify(line.path)},"status":${line.status},"ms":${Math.round(line.ms * 100) / 100},"client":"${line.client}"`,
	)
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

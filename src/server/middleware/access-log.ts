import type { MiddlewareHandler } from 'hono'
import { isoTime, type LaterLine, type Logger } from '../../core/logger'

export interface RequestLine {
	requestId: string
	method: string
	path: string
	status: number
	ms: number
	client: string
	/** `debug` for health probes: a load balancer's probe every few seconds would drown the log at `info`. */
	level?: 'debug' | 'info'
}

/**
 * One JSON line per request: time, id, method, path (no query), status, time taken, hashed client. The line is
 * kept as its fields and built when the logger writes its batch (core/logger.ts, LaterLine): at the default level
 * every request writes one, and building it on the request's path cost a visible share of a cached page's
 * throughput (bench/ssr.ts). Built as a string, not by a generic JSON.stringify of the fields:
 * the request id (request-id.ts: our own, or one of [A-Za-z0-9._-]) and the client hash (base64url) are made of
 * safe characters and written as they are; the path is escaped.
 */
class RequestEntry implements LaterLine {
	/** When the request was answered, not when its batch is written. */
	readonly at = Date.now()
	constructor(readonly fields: RequestLine) {}

	text(): string {
		const f = this.fields
		return `{"time":"${isoTime(this.at)}","level":"${f.level ?? 'info'}","msg":"request","requestId":"${f.requestId}","method":"${f.method}","path":${JSON.stringify(f.path)},"status":${f.status},"ms":${Math.round(f.ms * 100) / 100},"client":"${f.client}"}\n`
	}
}

export function logRequest(logger: Logger, line: RequestLine): void {
	logger.later(line.level ?? 'info', new RequestEntry(line))
}

const HEALTH_PROBES = new Set(['/healthz', '/readyz'])

export function accessLog(logger: Logger): MiddlewareHandler {
	return async (c, next) => {
		const level = HEALTH_PROBES.has(c.req.path) ? 'debug' : 'info'
		if (!logger.enabled(level)) return next()
		const start = performance.now()
		await next()
		logRequest(logger, {
			level,
			requestId: c.get('requestId'),
			method: c.req.method,
			path: c.req.path,
			status: c.res.status,
			ms: performance.now() - start,
			client: c.get('clientKey'),
		})
	}
}

import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

/**
 * Hono's compression, entered only when the client accepts gzip or deflate: a request
 * that does not (load testers, health probes) pays nothing for it.
 */
export function compression(): MiddlewareHandler {
	const gzip = compress()
	return (c, next) => (/\b(gzip|deflate)\b/.test(c.req.header('accept-encoding') ?? '') ? gzip(c, next) : next())
}

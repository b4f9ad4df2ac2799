import type { Context, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

/** Whether the client takes a compressed answer, so the compression below may encode a GET's body as it streams. */
export const acceptsCompression = (c: Context): boolean =>
	/\b(gzip|deflate)\b/.test(c.req.header('accept-encoding') ?? '')

/** Statuses that carry no body, whose answers must claim neither a length nor a transfer coding. */
const NO_BODY = new Set([204, 304])

/**
 * Hono's compression, entered only when the client accepts gzip or deflate: a request
 * that does not (load testers, health probes) pays nothing for it.
 *
 * HEAD: Hono runs the GET handler and sends its headers without the body, and compresses nothing;
 * Bun.serve then writes `Content-Length: 0` for an answer that names no length, so link checkers
 * and caches that trust HEAD saw an empty page. A handler that knows the length GET sends says so
 * (render/respond.ts; the kept pages in fast-pages.ts). Otherwise GET's length is not known here
 * (compressed as it streams, or a stream itself), and the answer says `Transfer-Encoding: chunked`,
 * which is how Bun.serve sends a HEAD with no length (RFC 9110, section 9.3.2, allows leaving it out).
 */
export function compression(): MiddlewareHandler {
	const gzip = compress()
	return async (c, next) => {
		if (c.req.method !== 'HEAD') return acceptsCompression(c) ? gzip(c, next) : next()
		await next()
		const { body, headers, status } = c.res
		if (body === null || headers.has('Content-Length') || NO_BODY.has(status)) return
		c.header('Transfer-Encoding', 'chunked')
	}
}

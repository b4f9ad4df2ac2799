import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { acceptsCompression } from '../middleware/compression'

/**
 * A page's answer, through c.body, so the headers the middleware prepared (CSP, request id…) are kept.
 * HEAD gets GET's status and headers (Hono drops the body) and, when GET sends these bytes as they are,
 * their length; a client that takes compression would get them compressed as they stream, a length
 * not known here (middleware/compression.ts answers that case).
 */
export function respond(c: Context, status: number, body: string | Blob, error = false): Response {
	c.header('Content-Type', 'text/html; charset=utf-8')
	// Private: an unprefixed page answers in the visitor's language (cookie, Accept-Language) and
	// counts views unless Do Not Track is on, so a shared cache must not hand it to someone else.
	c.header('Cache-Control', error ? 'no-store' : 'private, no-cache')
	c.header('Vary', 'Accept-Encoding', { append: true })
	if (c.req.method === 'HEAD' && !acceptsCompression(c)) {
		c.header('Content-Length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.size))
	}
	return c.body(body as unknown as ReadableStream, status as ContentfulStatusCode)
}

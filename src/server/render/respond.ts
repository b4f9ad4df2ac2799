import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Through c.body, so the headers the middleware prepared (CSP, request id…) are kept. */
export function respond(c: Context, status: number, body: BodyInit | null, error = false): Response {
	c.header('Content-Type', 'text/html; charset=utf-8')
	// Private: an unprefixed page answers in the visitor's language (cookie, Accept-Language) and
	// counts views unless Do Not Track is on, so a shared cache must not hand it to someone else.
	c.header('Cache-Control', error ? 'no-store' : 'private, no-cache')
	c.header('Vary', 'Accept-Encoding', { append: true })
	const code = status as ContentfulStatusCode
	return body === null ? c.body(null, code) : c.body(body as ReadableStream, code)
}

/**
 * HEAD: GET's status and headers, no body, and the length GET would send (issue 15: it said 0).
 * A client that accepts gzip would get a compressed GET of another length: none is claimed then.
 */
export function respondHead(c: Context, status: number, bytes: number): Response {
	if (!/\b(gzip|deflate)\b/.test(c.req.header('accept-encoding') ?? '')) c.header('Content-Length', String(bytes))
	return respond(c, status, null)
}

/** A page's answer: the body for GET, or for HEAD only its length (a stream is read to count it). */
export async function respondPage(
	c: Context,
	status: number,
	body: string | Blob | ReadableStream<Uint8Array>,
): Promise<Response> {
	if (c.req.method !== 'HEAD') return respond(c, status, body)
	if (typeof body === 'string') return respondHead(c, status, Buffer.byteLength(body))
	if (body instanceof Blob) return respondHead(c, status, body.size)
	return respondHead(c, status, (await new Response(body).arrayBuffer()).byteLength)
}

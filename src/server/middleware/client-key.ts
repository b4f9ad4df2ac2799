import type { Server } from 'bun'
import type { MiddlewareHandler } from 'hono'

export type ClientHasher = (request: Request, server: Server<undefined> | undefined) => string

/**
 * Replaces the client address with a keyed hash (HMAC-SHA-256, truncated) before anything
 * else sees it: the rate limiter keys on it and the request log prints it, so no raw IP
 * address is ever stored or logged. Behind a proxy (TRUST_PROXY) the first X-Forwarded-For
 * hop is the client.
 */
export function clientHasher(secret: string, trustProxy: boolean): ClientHasher {
	const hmac = new Bun.CryptoHasher('sha256', secret)
	return (request, server) => {
		const h = hmac.copy()
		h.update(clientAddress(request, server, trustProxy))
		return h.digest('base64url').slice(0, 22)
	}
}

function clientAddress(request: Request, server: Server<undefined> | undefined, trustProxy: boolean): string {
	if (trustProxy) {
		const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
		if (forwarded) return forwarded
	}
	// app.request() in tests has no socket; tests name their client with a header.
	return server?.requestIP(request)?.address ?? request.headers.get('x-test-client') ?? 'unknown'
}

/** Sets `c.get('clientKey')` for the rate limiter and the access log. */
export function clientKey(hash: ClientHasher): MiddlewareHandler {
	return async (c, next) => {
		c.set('clientKey', hash(c.req.raw, (c.env as { server?: Server<undefined> } | undefined)?.server))
		await next()
	}
}

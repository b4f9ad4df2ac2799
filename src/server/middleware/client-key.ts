import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from 'hono/bun'

/**
 * Replaces the client address with a keyed hash (HMAC-SHA-256, truncated) before anything
 * else sees it: the rate limiter keys on it and the request log prints it, so no raw IP
 * address is ever stored or logged. Behind a proxy (TRUST_PROXY) the first X-Forwarded-For
 * hop is the client.
 */
export function clientKey(secret: string, trustProxy: boolean): MiddlewareHandler {
	const hasher = new Bun.CryptoHasher('sha256', secret)
	return async (c, next) => {
		const address = clientAddress(c, trustProxy)
		const h = hasher.copy()
		h.update(address)
		c.set('clientKey', h.digest('base64url').slice(0, 22))
		await next()
	}
}

function clientAddress(c: Context, trustProxy: boolean): string {
	if (trustProxy) {
		const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
		if (forwarded) return forwarded
	}
	try {
		return getConnInfo(c).remote.address ?? 'unknown'
	} catch {
		// app.request() in tests has no socket
		return c.req.header('x-test-client') ?? 'unknown'
	}
}

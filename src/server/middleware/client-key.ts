import type { Server } from 'bun'
import type { MiddlewareHandler } from 'hono'
import { clientNetwork } from '../../core/client-network'
import type { ProxyTrust } from '../../core/trust-proxy'

export type ClientHasher = (request: Request, server: Server<undefined> | undefined) => string

/**
 * Replaces the client address with a keyed hash (HMAC-SHA-256, truncated) before anything
 * else sees it: the rate limiter keys on it and the request log prints it, so no raw IP
 * address is ever stored or logged. Behind proxies (TRUST_PROXY) the address is the one the
 * trusted proxies vouch for (forwarded.ts), never a hop the client wrote itself.
 * What is hashed is the client's network (client-network.ts): an IPv6 client's /64 by default
 * (`ipv6Prefix`, RATE_LIMIT_IPV6_PREFIX), so every per-client budget is one per IPv6 customer.
 */
export function clientHasher(secret: string, proxies: ProxyTrust, ipv6Prefix = 64): ClientHasher {
	const hmac = new Bun.CryptoHasher('sha256', secret)
	// The last few thousand addresses' hashes, in memory only (never stored or logged): a visitor
	// makes many requests, and an HMAC per request cost a visible share of a cached page's
	// throughput (requests per CPU-second at the page cache) at the default log level. Cleared whole when full.
	const memo = new Map<string, string>()
	return (request, server) => {
		const address = proxies.fromRequest(request, server).client
		const known = memo.get(address)
		if (known !== undefined) return known
		// The network is worked out only for an address not seen lately, like the HMAC it feeds.
		const h = hmac.copy()
		h.update(clientNetwork(address, ipv6Prefix))
		const key = h.digest('base64url').slice(0, 22)
		if (memo.size >= MEMO_SIZE) memo.clear()
		memo.set(address, key)
		return key
	}
}

const MEMO_SIZE = 4096

/** Sets `c.get('clientKey')` for the rate limiter and the access log. */
export function clientKey(hash: ClientHasher): MiddlewareHandler {
	return async (c, next) => {
		c.set('clientKey', hash(c.req.raw, (c.env as { server?: Server<undefined> } | undefined)?.server))
		await next()
	}
}

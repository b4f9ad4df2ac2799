import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Server } from 'bun'
import type { Context, MiddlewareHandler } from 'hono'
import { serveStatic } from 'hono/bun'
import { compress } from 'hono/compress'
import { parse } from 'hono/utils/cookie'
import ipaddr from 'ipaddr.js'
import { AppError } from '../../core/errors'
import { isoTime, type LaterLine, type Logger } from '../../core/logger'
import type { ProxyTrust } from '../../core/trust-proxy'
import {
	DEFAULT_LOCALE,
	isLocale,
	LANGUAGE_COOKIE,
	localizePath,
	pickFromAcceptLanguage,
	splitLocale,
} from '../../i18n/locales'

// The middleware every request meets, in the order of middleware-order.ts; the cached-page path (render-cache.ts, fastPages)
// does the same with the same helpers.

/** What the server's fetch tells the app about a request's Host (core/request-host.ts). */
export interface HostBinding {
	/** The Host header named no host: the request was put at PUBLIC_URL only to be answered 400. */
	unusableHost?: boolean
}

/**
 * RFC 9112, section 3.2: a request whose Host names no host is answered 400, as the client's mistake (logged like
 * any request). One without Host reaches here already served as PUBLIC_URL's (app.ts).
 */
export function refuseUnusableHost(): MiddlewareHandler {
	return (c, next) => {
		if ((c.env as HostBinding | undefined)?.unusableHost) throw new AppError(400, 'badRequest')
		return next()
	}
}

const VALID_ID = /^[A-Za-z0-9._-]{8,64}$/

/**
 * Request ids: a well-formed incoming X-Request-Id is kept, otherwise a random per-process prefix and a counter
 * (unique, and far cheaper than a UUID per request).
 */
export function requestIds(): (incoming: string | null | undefined) => string {
	const prefix = crypto.randomUUID().slice(0, 8)
	let counter = 0
	return (incoming) =>
		incoming && VALID_ID.test(incoming) ? incoming : `${prefix}-${(++counter).toString(36).padStart(6, '0')}`
}

/** Gives every request an id, echoed in the X-Request-Id answer header. */
export function requestId(ids: ReturnType<typeof requestIds>): MiddlewareHandler {
	return async (c, next) => {
		const id = ids(c.req.header('x-request-id'))
		c.set('requestId', id)
		c.header('X-Request-Id', id)
		await next()
	}
}

export type ClientHasher = (request: Request, server: Server<undefined> | undefined) => string

/**
 * The network a client address is budgeted as: an IPv4 address is itself, an IPv6 address its first `ipv6Prefix`
 * bits (RATE_LIMIT_IPV6_PREFIX): an IPv6 customer holds a whole /64 and may pick any address of it per request
 * (docs/decisions.md, "Budgets per network"). Anything that is not an IPv6 address (tests name clients) is itself.
 * @example clientNetwork('2001:db8:1:2:aaaa::1', 64) // '2001:db8:1:2::/64'
 */
export function clientNetwork(address: string, ipv6Prefix: number): string {
	if (ipv6Prefix >= 128 || !ipaddr.IPv6.isValid(address)) return address
	const network = ipaddr.IPv6.networkAddressFromCIDR(`${address}/${ipv6Prefix}`)
	return `${network.toRFC5952String()}/${ipv6Prefix}`
}

/**
 * Replaces the client address with a keyed hash (HMAC-SHA-256, truncated) of its network before anything else sees
 * it: the rate limiter keys on it and the request log prints it, so no raw address is stored or logged. Behind
 * proxies (TRUST_PROXY) the address is the one the trusted proxies vouch for (forwarded.ts).
 */
export function clientHasher(secret: string, proxies: ProxyTrust, ipv6Prefix = 64): ClientHasher {
	const hmac = new Bun.CryptoHasher('sha256', secret)
	// The last few thousand addresses' hashes, in memory only: an HMAC per request cost a visible share of requests
	// per CPU-second at the page cache at the default log level. Cleared whole when full.
	const memo = new Map<string, string>()
	return (request, server) => {
		const address = proxies.fromRequest(request, server).client
		const known = memo.get(address)
		if (known !== undefined) return known
		const h = hmac.copy()
		h.update(clientNetwork(address, ipv6Prefix))
		const key = h.digest('base64url').slice(0, 22)
		if (memo.size >= 4096) memo.clear()
		memo.set(address, key)
		return key
	}
}

/** Sets `c.get('clientKey')` for the rate limiter and the access log. */
export function clientKey(hash: ClientHasher): MiddlewareHandler {
	return async (c, next) => {
		c.set('clientKey', hash(c.req.raw, (c.env as { server?: Server<undefined> } | undefined)?.server))
		await next()
	}
}

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
 * One JSON line per request, kept as its fields and built when the logger writes its batch (core/logger.ts,
 * LaterLine): built on the request's path it cost a visible share of requests per CPU-second at the page cache.
 * Written as a string: the request id (ours, or one of [A-Za-z0-9._-]) and the client hash (base64url) are safe as
 * they are; the path is escaped.
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

export interface SecurityPolicy {
	/** Every security header, the CSP (the same for every response of this build) first. */
	headers: [string, string][]
}

/**
 * A strict, hash-based Content-Security-Policy (docs/ARCHITECTURE.md, "Content security"): scripts run only when
 * their sha256 is listed (`scriptSources`: the entry loader, the one inline script of every page) or when an allowed
 * script added them ('strict-dynamic'). Nothing in it changes per response, so a cached page's headers and bytes
 * are built once. 'self' and the analytics origin are the fallback for browsers without 'strict-dynamic'.
 */
export function securityPolicy(opts: {
	scriptSources: string[]
	analyticsScriptUrl: string | null
	https: boolean
}): SecurityPolicy {
	const analytics = opts.analyticsScriptUrl ? ` ${new URL(opts.analyticsScriptUrl).origin}` : ''
	const csp = [
		"default-src 'self'",
		`script-src ${opts.scriptSources.join(' ')} 'strict-dynamic' 'self'${analytics}`,
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self'",
		`connect-src 'self'${analytics}`,
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'self'",
		"frame-ancestors 'none'",
		...(opts.https ? ['upgrade-insecure-requests'] : []),
	].join('; ')
	return {
		headers: [
			['Content-Security-Policy', csp],
			['X-Content-Type-Options', 'nosniff'],
			['X-Frame-Options', 'DENY'],
			['Referrer-Policy', 'strict-origin-when-cross-origin'],
			['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=(), browsing-topics=()'],
			['Cross-Origin-Opener-Policy', 'same-origin'],
			['Cross-Origin-Resource-Policy', 'same-origin'],
			...(opts.https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
		],
	}
}

/** Sets the policy's headers before the handler runs: Hono folds them into the response it builds. */
export function securityHeaders(policy: SecurityPolicy): MiddlewareHandler {
	return async (c, next) => {
		for (const [name, value] of policy.headers) c.header(name, value)
		await next()
	}
}

/** Whether an Accept-Encoding takes gzip: read where a body is kept already compressed (cached pages, tool answers). */
export const acceptsGzip = (header: string | undefined | null): boolean => /\bgzip\b/.test(header ?? '')

/** Whether the client takes a compressed answer, so `compression` may encode a GET's body as it streams. */
export const acceptsCompression = (c: Context): boolean =>
	/\b(gzip|deflate)\b/.test(c.req.header('accept-encoding') ?? '')

/** Statuses that carry no body, whose answers must claim neither a length nor a transfer coding. */
const NO_BODY = new Set([204, 304])

/**
 * Hono's compression, entered only when the client accepts gzip or deflate. HEAD: Hono sends the GET handler's
 * headers without its body, and Bun.serve writes `Content-Length: 0` for an answer that names no length, so link
 * checkers saw an empty page. A handler that knows GET's length says so (render-page.tsx, render-cache.ts); otherwise
 * the answer says `Transfer-Encoding: chunked` (RFC 9110, section 9.3.2, allows leaving the length out).
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

/**
 * Serves the files under `root` that exist at start (all, or those in its folder `under`), with `cacheControl`.
 * No path a visitor makes up reaches the file system: a name too long (ENAMETOOLONG), more after a file's name
 * (ENOTDIR) or a NUL byte is the not-found page like any other (found by tests/fuzz).
 * @example app.use(knownFiles(CLIENT_DIR, 'public, max-age=31536000, immutable', 'assets'))
 */
export function knownFiles(root: string, cacheControl: string, under = ''): MiddlewareHandler {
	const walk = (dir: string): string[] =>
		readdirSync(dir).flatMap((name) => {
			const full = join(dir, name)
			return statSync(full).isDirectory() ? walk(full) : [full]
		})
	const files = new Set(walk(join(root, under)).map((f) => `/${relative(root, f)}`))
	const serve = serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', cacheControl) })
	return (c, next) => (files.has(c.req.path) ? serve(c, next) : next())
}

/**
 * Decision 10: where an unprefixed page must go. The saved choice (cookie) or, on a first visit, the browser
 * language, when it is another supported language; null to stay. Prefixed URLs are never redirected.
 */
export function languageRedirectTarget(
	pathname: string,
	cookieHeader: string | null | undefined,
	acceptLanguage: string | null | undefined,
): string | null {
	const { prefixed, path } = splitLocale(pathname)
	if (prefixed) return null
	const saved = cookieHeader ? parse(cookieHeader, LANGUAGE_COOKIE)[LANGUAGE_COOKIE] : undefined
	const target = isLocale(saved) ? saved : pickFromAcceptLanguage(acceptLanguage)
	return !target || target === DEFAULT_LOCALE ? null : localizePath(path, target)
}

/**
 * Whether an unprefixed page asked with these headers is redirected, remembered per pair of header values: browsers
 * send the same few, and parsing both on every cached hit cost a visible share of its time (render-cache.ts, fastPages).
 */
export function redirectsMemo(limit = 1024): (cookieHeader: string | null, acceptLanguage: string | null) => boolean {
	const known = new Map<string, boolean>()
	return (cookieHeader, acceptLanguage) => {
		const key = `${cookieHeader ?? ''}\u0000${acceptLanguage ?? ''}`
		let redirects = known.get(key)
		if (redirects === undefined) {
			redirects = languageRedirectTarget('/', cookieHeader, acceptLanguage) !== null
			if (known.size >= limit) known.clear()
			known.set(key, redirects)
		}
		return redirects
	}
}

/** Answers the redirect of an unprefixed page; every unprefixed page varies on both inputs. */
export function languageRedirect(): MiddlewareHandler {
	return async (c, next) => {
		if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
		const url = new URL(c.req.url)
		if (splitLocale(url.pathname).prefixed) return next()
		c.header('Vary', 'Cookie, Accept-Language', { append: true })
		const target = languageRedirectTarget(url.pathname, c.req.header('cookie'), c.req.header('accept-language'))
		if (!target) return next()
		c.header('Cache-Control', 'private, no-store')
		return c.redirect(target + url.search, 302)
	}
}

import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Server } from 'bun'
import type { Context, MiddlewareHandler } from 'hono'
import { serveStatic } from 'hono/bun'
import { compress } from 'hono/compress'
import { parse } from 'hono/utils/cookie'
import ipaddr from 'ipaddr.js'
import { AppError } from '../../core/errors'
import type { Logger } from '../../core/logger'
import type { ProxyTrust } from '../../core/trust-proxy'
import {
	DEFAULT_LOCALE,
	isLocale,
	LANGUAGE_COOKIE,
	localizePath,
	pickFromAcceptLanguage,
	splitLocale,
} from '../../i18n/locales'
import type { SecurityPolicy } from './security-policy'

// The middleware every request meets (middleware-order.ts); fastPages (render-cache.ts) uses the same helpers.

/** RFC 9112, section 3.2: a Host that names no host (app.ts binds `unusableHost`) is the client's mistake, a 400. */
export function refuseUnusableHost(): MiddlewareHandler {
	return (c, next) => {
		if ((c.env as { unusableHost?: boolean } | undefined)?.unusableHost) throw new AppError(400, 'badRequest')
		return next()
	}
}

const VALID_ID = /^[A-Za-z0-9._-]{8,64}$/

/** A well-formed incoming X-Request-Id, else a per-process prefix and a counter (unique, cheaper than a UUID). */
export function requestIds(): (incoming: string | null | undefined) => string {
	const prefix = crypto.randomUUID().slice(0, 8)
	let counter = 0
	return (incoming) =>
		incoming && VALID_ID.test(incoming) ? incoming : `${prefix}-${(++counter).toString(36).padStart(6, '0')}`
}

export function requestId(ids: ReturnType<typeof requestIds>): MiddlewareHandler {
	return async (c, next) => {
		const id = ids(c.req.header('x-request-id'))
		c.set('requestId', id)
		c.header('X-Request-Id', id)
		await next()
	}
}

export type ClientHasher = (request: Request, server: Server<undefined> | undefined) => string

/** IPv4 itself, IPv6 its first `ipv6Prefix` bits: a customer picks any address of its /64 (docs/decisions.md). */
export function clientNetwork(address: string, ipv6Prefix: number): string {
	if (ipv6Prefix >= 128 || !ipaddr.IPv6.isValid(address)) return address
	const network = ipaddr.IPv6.networkAddressFromCIDR(`${address}/${ipv6Prefix}`)
	return `${network.toRFC5952String()}/${ipv6Prefix}`
}

/** A keyed hash of the network of the address TRUST_PROXY vouches for: no raw address is stored or logged. */
export function clientHasher(secret: string, proxies: ProxyTrust, ipv6Prefix: number): ClientHasher {
	const hmac = new Bun.CryptoHasher('sha256', secret)
	return (request, server) =>
		hmac
			.copy()
			.update(clientNetwork(proxies.fromRequest(request, server).client, ipv6Prefix))
			.digest('base64url')
			.slice(0, 22)
}

export function clientKey(hash: ClientHasher): MiddlewareHandler {
	return async (c, next) => {
		c.set('clientKey', hash(c.req.raw, (c.env as { server?: Server<undefined> } | undefined)?.server))
		await next()
	}
}

/** An access-log line, built when its batch is written (logger.ts, `later`); only the path needs escaping (ids: [\w.-]). */
export function logRequest(
	logger: Logger,
	f: { requestId: string; method: string; path: string; status: number; ms: number; client: string },
	level: 'debug' | 'info' = 'info',
): void {
	const at = Date.now() // answered now, written later
	logger.later(level, {
		text: () =>
			`{"time":"${new Date(at).toISOString()}","level":"${level}","msg":"request","requestId":"${f.requestId}","method":"${f.method}","path":${JSON.stringify(f.path)},"status":${f.status},"ms":${Math.round(f.ms * 100) / 100},"client":"${f.client}"}\n`,
	})
}

const HEALTH_PROBES = new Set(['/healthz', '/readyz'])

export function accessLog(logger: Logger): MiddlewareHandler {
	return async (c, next) => {
		const level = HEALTH_PROBES.has(c.req.path) ? 'debug' : 'info'
		if (!logger.enabled(level)) return next()
		const start = performance.now()
		await next()
		const { method, path } = c.req
		const ms = performance.now() - start
		logRequest(
			logger,
			{ requestId: c.get('requestId'), method, path, status: c.res.status, ms, client: c.get('clientKey') },
			level,
		)
	}
}

/** Set before the handler runs: Hono folds them into the response it builds. */
export function securityHeaders(policy: SecurityPolicy): MiddlewareHandler {
	return async (c, next) => {
		for (const [name, value] of policy.headers) c.header(name, value)
		await next()
	}
}

/** For bodies kept already gzipped (kept pages, tool answers). */
export const acceptsGzip = (header: string | undefined | null): boolean => /\bgzip\b/.test(header ?? '')

export const acceptsCompression = (c: Context): boolean =>
	/\b(gzip|deflate)\b/.test(c.req.header('accept-encoding') ?? '')

/** Gzip or deflate when taken; a HEAD of unknown length says chunked, not Bun's 0 (docs/ARCHITECTURE.md, step 6). */
export function compression(): MiddlewareHandler {
	const gzip = compress()
	return async (c, next) => {
		if (c.req.method !== 'HEAD') return acceptsCompression(c) ? gzip(c, next) : next()
		await next()
		const { body, headers, status } = c.res
		if (body === null || headers.has('Content-Length') || status === 204 || status === 304) return
		c.header('Transfer-Encoding', 'chunked')
	}
}

/** ROBOTS=noindex: on every answer of the steps after this one. */
export function robotsTag(noindex: boolean): MiddlewareHandler {
	return async (c, next) => {
		await next()
		if (noindex) c.header('X-Robots-Tag', 'noindex, nofollow')
	}
}

/** Only files that exist at start: no path a visitor makes up reaches the file system (tests/fuzz). */
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

/** Decision 10: where an unprefixed page goes, the saved language (cookie) else the browser's; null to stay. */
export function redirectLanguage(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined) {
	const saved = cookieHeader ? parse(cookieHeader, LANGUAGE_COOKIE)[LANGUAGE_COOKIE] : undefined
	const target = isLocale(saved) ? saved : pickFromAcceptLanguage(acceptLanguage)
	return target === DEFAULT_LOCALE ? null : target
}

export function languageRedirect(): MiddlewareHandler {
	return async (c, next) => {
		if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
		const url = new URL(c.req.url)
		const { prefixed, path } = splitLocale(url.pathname)
		if (prefixed) return next()
		c.header('Vary', 'Cookie, Accept-Language', { append: true }) // every unprefixed page varies on both
		const target = redirectLanguage(c.req.header('cookie'), c.req.header('accept-language'))
		if (!target) return next()
		c.header('Cache-Control', 'private, no-store')
		return c.redirect(localizePath(path, target) + url.search, 302)
	}
}

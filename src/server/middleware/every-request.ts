import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Server } from 'bun'
import type { Context, MiddlewareHandler } from 'hono'
import { serveStatic } from 'hono/bun'
import { compress } from 'hono/compress'
import { parse } from 'hono/utils/cookie'
import ipaddr from 'ipaddr.js'
import { AppError } from '../../core/errors'
import type { LaterLine, Logger } from '../../core/logger'
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

/** Set by the server's fetch (core/request-host.ts): the Host named no host, so the request is answered 400. */
export interface HostBinding {
	unusableHost?: boolean
}

/** RFC 9112, section 3.2: a Host that names no host is the client's mistake (400, logged like any request). */
export function refuseUnusableHost(): MiddlewareHandler {
	return (c, next) => {
		if ((c.env as HostBinding | undefined)?.unusableHost) throw new AppError(400, 'badRequest')
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
export function clientHasher(secret: string, proxies: ProxyTrust, ipv6Prefix = 64): ClientHasher {
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

export interface RequestLine {
	requestId: string
	method: string
	path: string
	status: number
	ms: number
	client: string
	/** `debug` for health probes, which would drown the log at `info`. */
	level?: 'debug' | 'info'
}

/** Built when its batch is written (logger.ts, LaterLine); only the path needs escaping (ids are [\w.-]). */
class RequestEntry implements LaterLine {
	readonly at = Date.now() // answered now, written later
	constructor(readonly fields: RequestLine) {}

	text(): string {
		const f = this.fields
		return `{"time":"${new Date(this.at).toISOString()}","level":"${f.level ?? 'info'}","msg":"request","requestId":"${f.requestId}","method":"${f.method}","path":${JSON.stringify(f.path)},"status":${f.status},"ms":${Math.round(f.ms * 100) / 100},"client":"${f.client}"}\n`
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

const NO_BODY = new Set([204, 304])

/** Gzip or deflate when taken; a HEAD of unknown length says chunked, not Bun's 0 (docs/ARCHITECTURE.md, step 6). */
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

/** Decision 10: an unprefixed page goes to the saved language (cookie), else the browser's; null to stay. */
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

/** Every unprefixed page varies on both inputs. */
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

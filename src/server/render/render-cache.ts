import { gzipSync } from 'node:zlib'
import type { Server } from 'bun'
import { hasControlEscape, ignoresQuery, PAGE_URL_PATHS } from '../../app/page-paths'
import type { Logger } from '../../core/logger'
import { type Locale, localizePath, splitLocale } from '../../i18n/locales'
import {
	acceptsGzip,
	type ClientHasher,
	logRequest,
	redirectsMemo,
	type requestIds,
	type SecurityPolicy,
} from '../middleware/every-request'

/** Do Not Track or Global Privacy Control: such a page counts no view, so it is kept apart. */
export const wantsPrivacy = (headers: Headers) => headers.get('dnt') === '1' || headers.get('sec-gpc') === '1'

const keyOf = (pathname: string, headers: Headers) => `${pathname}|${wantsPrivacy(headers) ? 1 : 0}`

/**
 * A kept page: its bytes and their gzip, built once. Blobs, because Bun sends a Blob's bytes as they are while a
 * Response made from a Uint8Array copies it first: for a 46 KB page that copy was 10.6 µs of a hit's 22 µs
 * (requests per CPU-second at the cache, bench/ssr.ts).
 */
export interface CachedPage {
	status: number
	plain: Blob
	gzipped: Blob
}

/**
 * The not-found page of a language is the same for every unknown path but for that path (in `og:url` and the
 * language links). So it is rendered once per language for a made-up path, `SLOT`, and each unknown path is written
 * where `SLOT` stands: a flood of made-up URLs costs no render and takes no entry of the page cache (memory).
 */
const SLOT = 'tk-not-found-slot'
export const shellPath = (locale: Locale): string => localizePath(`/${SLOT}`, locale)

/**
 * Path segments that every part of the page writes as they are: no character React, the head tags or the router
 * would escape or resolve (`"&'<>`, `.`/`..`, an empty segment), and no encoded control character.
 */
const SEGMENT = String.raw`(?:[A-Za-z0-9\-._~!$()*+,;=:@]|%[0-9A-Fa-f]{2})+`
const AS_WRITTEN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*/?$`)
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/

/**
 * The render cache (docs/ARCHITECTURE.md, "Rendering"): real pages (`pagePaths`) that answered 200, per path and
 * privacy state, at most `entries` of them (RENDER_CACHE_ENTRIES). The real pages are a known, finite set (every
 * page path in every language, twice: 218 entries), so the first `entries` kept stay; no eviction order is needed
 * and no made-up path can take an entry. A not-found page is filled in from its language's shell, kept apart.
 */
export function createRenderCache(entries: number, pagePaths: ReadonlySet<string> = PAGE_URL_PATHS) {
	const pages = new Map<string, CachedPage>()
	const shells = new Map<string, { status: number; parts: string[] }>()
	return {
		store(pathname: string, headers: Headers, status: number, html: string): void {
			if (status !== 200 || !pagePaths.has(pathname) || pages.size >= entries) return
			const plain = Buffer.from(html)
			pages.set(keyOf(pathname, headers), {
				status,
				plain: new Blob([plain]),
				gzipped: new Blob([gzipSync(plain, { level: 9 })]),
			})
		},
		/** The kept page of `pathname` (its gzip when asked), or null. */
		hit(pathname: string, headers: Headers, gzip: boolean): { status: number; body: Blob } | null {
			const page = pages.get(keyOf(pathname, headers))
			return page ? { status: page.status, body: gzip ? page.gzipped : page.plain } : null
		},
		/**
		 * Where a shell can answer `pathname`: its language and the text that replaces `SLOT`; null when the cache is
		 * off, the path is a real page's, or it must be rendered on its own (it is then not kept either).
		 * @example shellTarget('/de/nope/x') // { locale: 'de', rest: 'nope/x' }
		 */
		shellTarget(pathname: string): { locale: Locale; rest: string } | null {
			if (entries <= 0 || pagePaths.has(pathname)) return null
			const { locale, path } = splitLocale(pathname)
			const rest = path.slice(1)
			if (!AS_WRITTEN.test(rest) || DOT_SEGMENT.test(rest) || hasControlEscape(rest)) return null
			return { locale, rest }
		},
		/** Keep the not-found page of `locale`, rendered for its shell path (shellPath). */
		storeShell(locale: Locale, headers: Headers, status: number, html: string): void {
			if (entries > 0) shells.set(keyOf(locale, headers), { status, parts: html.split(SLOT) })
		},
		/** The not-found page of `locale` with the path's `rest` in every slot, or null before its shell is kept. */
		fromShell(locale: Locale, rest: string, headers: Headers): { status: number; html: string } | null {
			const shell = shells.get(keyOf(locale, headers))
			return shell ? { status: shell.status, html: shell.parts.join(rest) } : null
		},
		get size(): number {
			return pages.size
		},
		get shells(): number {
			return shells.size
		},
	}
}

export interface FastPagesDeps {
	/** The render cache's hits (render-page.tsx, `cached`). */
	renderer: { cached: ReturnType<typeof createRenderCache>['hit'] }
	policy: SecurityPolicy
	ids: ReturnType<typeof requestIds>
	hash: ClientHasher
	logger: Logger
	noindex: boolean
}

/**
 * The answer of a kept page, in front of the Hono app: what the middleware would do for it (request id, security
 * headers, language redirect check, gzip, access log; pages are not rate limited), with the same helpers, without
 * the framework's per-request cost: about 2x the requests per CPU-second of Hono's path (bench/page-query.ts).
 * The CSP is hash-based, so a kept page's bytes, gzip and headers are built once; a hit adds its request id.
 * Anything else (a query the page reads, a page not yet kept, a redirect to answer) returns null: the app answers.
 */
export function fastPages({ renderer, policy, ids, hash, logger, noindex }: FastPagesDeps) {
	const common: Record<string, string> = {
		...Object.fromEntries(policy.headers),
		'Content-Type': 'text/html; charset=utf-8',
		'Cache-Control': 'private, no-cache',
		...(noindex ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
	}
	// The four header sets a hit can send; a Response copies a ready Headers faster than it builds one (Bun 1.4).
	const prefixed = new Headers({ ...common, Vary: 'Accept-Encoding' })
	const unprefixed = new Headers({ ...common, Vary: 'Cookie, Accept-Language, Accept-Encoding' })
	const gzipped = (base: Headers) => new Headers([...base, ['Content-Encoding', 'gzip']])
	const sets = { prefixed, unprefixed, prefixedGzip: gzipped(prefixed), unprefixedGzip: gzipped(unprefixed) }
	const logs = logger.enabled('info')
	const redirects = redirectsMemo()
	return (request: Request, server?: Server<undefined>): Response | null => {
		const method = request.method
		if (method !== 'GET' && method !== 'HEAD') return null
		const url = request.url
		const start = logs ? performance.now() : 0
		const from = url.indexOf('/', url.indexOf('//') + 2)
		const q = url.indexOf('?', from)
		const pathname = q < 0 ? url.slice(from) : url.slice(from, q)
		// A query string no page reads (utm_*, fbclid…) is the page without it (app/page-paths.ts).
		if (q >= 0 && !ignoresQuery(pathname, url.slice(q))) return null
		const headers = request.headers
		const isUnprefixed = !splitLocale(pathname).prefixed
		if (isUnprefixed && redirects(headers.get('cookie'), headers.get('accept-language'))) return null
		const gzip = acceptsGzip(headers.get('accept-encoding'))
		const page = renderer.cached(pathname, headers, gzip)
		if (!page) return null
		const requestId = ids(headers.get('x-request-id'))
		const set = isUnprefixed ? (gzip ? sets.unprefixedGzip : sets.unprefixed) : gzip ? sets.prefixedGzip : sets.prefixed
		if (logs) {
			logRequest(logger, {
				requestId,
				method,
				path: pathname,
				status: page.status,
				ms: performance.now() - start,
				client: hash(request, server),
			})
		}
		// The Response copies the ready set once, and the request id goes into its copy: copying the set into a
		// Headers of our own first cost one copy more (0.5–1 µs a hit, Bun 1.4).
		const response = new Response(method === 'HEAD' ? null : page.body, { status: page.status, headers: set })
		response.headers.set('X-Request-Id', requestId)
		// HEAD: the length GET sends, which is these bytes, gzip-encoded or not (Bun.serve would write 0).
		if (method === 'HEAD') response.headers.set('Content-Length', String(page.body.size))
		return response
	}
}

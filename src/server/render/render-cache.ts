import { gzipSync } from 'node:zlib'
import type { Server } from 'bun'
import { hasControlEscape, PAGE_URL_PATHS } from '../../app/page-paths'
import { type Locale, localizePath, splitLocale } from '../../i18n/locales'
import { acceptsGzip, logRequest, redirectLanguage } from '../middleware/every-request'
import type { AppParts } from '../wiring'

/** Do Not Track or Global Privacy Control: such a page counts no view, so it is kept apart. */
export const wantsPrivacy = (headers: Headers) => headers.get('dnt') === '1' || headers.get('sec-gpc') === '1'

const keyOf = (pathname: string, headers: Headers) => `${pathname}|${wantsPrivacy(headers) ? 1 : 0}`

/** A not-found page, rendered once per language for `SLOT`, gets each made-up path written in its place. */
const SLOT = 'tk-not-found-slot'
export const shellPath = (locale: Locale): string => localizePath(`/${SLOT}`, locale)

/** Segments every part of the page writes as they are (nothing escaped or resolved: `"&'<>`, `.`, empty). */
const SEGMENT = String.raw`(?:[A-Za-z0-9\-._~!$()*+,;=:@]|%[0-9A-Fa-f]{2})+`
const AS_WRITTEN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*/?$`)
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/

/**
 * Real pages that answered 200, per path and privacy state: a known set of 218, so no eviction is needed. As Blobs:
 * Bun sends their bytes as they are; a Uint8Array was copied, 10.6 µs of a hit's 22 µs (bench/ssr.ts).
 */
export function createRenderCache(entries: number) {
	const pages = new Map<string, { plain: Blob; gzipped: Blob }>()
	const shells = new Map<string, string[]>()
	return {
		store(pathname: string, headers: Headers, status: number, html: string): void {
			if (status !== 200 || !PAGE_URL_PATHS.has(pathname) || pages.size >= entries) return
			const plain = Buffer.from(html)
			pages.set(keyOf(pathname, headers), {
				plain: new Blob([plain]),
				gzipped: new Blob([gzipSync(plain, { level: 9 })]),
			})
		},
		/** The kept 200 page of `pathname` (its gzip when asked), or null. */
		hit(pathname: string, headers: Headers, gzip: boolean): Blob | null {
			const page = pages.get(keyOf(pathname, headers))
			return page ? (gzip ? page.gzipped : page.plain) : null
		},
		/** The shell's language and the text for `SLOT`, or null (cache off, a real page, rendered on its own). */
		shellTarget(pathname: string): { locale: Locale; rest: string } | null {
			if (entries <= 0 || PAGE_URL_PATHS.has(pathname)) return null
			const { locale, path } = splitLocale(pathname)
			const rest = path.slice(1)
			if (!AS_WRITTEN.test(rest) || DOT_SEGMENT.test(rest) || hasControlEscape(rest)) return null
			return { locale, rest }
		},
		/** Keep the 404 page of `locale`, rendered for its shell path (shellPath). */
		storeShell(locale: Locale, headers: Headers, html: string): void {
			if (entries > 0) shells.set(keyOf(locale, headers), html.split(SLOT))
		},
		/** The 404 page of `locale` with the path's `rest` in every slot, or null before its shell is kept. */
		fromShell(locale: Locale, rest: string, headers: Headers): string | null {
			return shells.get(keyOf(locale, headers))?.join(rest) ?? null
		},
	}
}

/** A kept page's answer before Hono, as the middleware would give it: 2x the requests per CPU-second; else null. */
export function fastPages({ renderer, policy, ids, hash, logger, config }: AppParts) {
	const common: Record<string, string> = {
		...Object.fromEntries(policy.headers),
		'Content-Type': 'text/html; charset=utf-8',
		'Cache-Control': 'private, no-cache',
		...(config.robots === 'noindex' ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
	}
	// The four header sets a hit sends, ready: a Response copies a Headers faster than it builds one (Bun 1.4).
	const prefixed = new Headers({ ...common, Vary: 'Accept-Encoding' })
	const unprefixed = new Headers({ ...common, Vary: 'Cookie, Accept-Language, Accept-Encoding' })
	const gzipped = (base: Headers) => new Headers([...base, ['Content-Encoding', 'gzip']])
	const sets = { prefixed, unprefixed, prefixedGzip: gzipped(prefixed), unprefixedGzip: gzipped(unprefixed) }
	const logs = logger.enabled('info')
	return (request: Request, server?: Server<undefined>): Response | null => {
		const method = request.method
		if (method !== 'GET' && method !== 'HEAD') return null
		const url = request.url
		const start = logs ? performance.now() : 0
		const from = url.indexOf('/', url.indexOf('//') + 2)
		const q = url.indexOf('?', from)
		const pathname = q < 0 ? url.slice(from) : url.slice(from, q)
		const headers = request.headers
		const isUnprefixed = !splitLocale(pathname).prefixed
		if (isUnprefixed && redirectLanguage(headers.get('cookie'), headers.get('accept-language'))) return null
		const gzip = acceptsGzip(headers.get('accept-encoding'))
		const body = renderer.cached(pathname, headers, gzip)
		if (!body) return null
		const requestId = ids(headers.get('x-request-id'))
		const set = isUnprefixed ? (gzip ? sets.unprefixedGzip : sets.unprefixed) : gzip ? sets.prefixedGzip : sets.prefixed
		if (logs) {
			logRequest(logger, {
				requestId,
				method,
				path: pathname,
				status: 200,
				ms: performance.now() - start,
				client: hash(request, server),
			})
		}
		// The request id goes into the Response's own copy: one copy fewer (0.5–1 µs a hit, Bun 1.4).
		const response = new Response(method === 'HEAD' ? null : body, { headers: set })
		response.headers.set('X-Request-Id', requestId)
		// HEAD: the length GET sends, which is these bytes, gzip-encoded or not (Bun.serve would write 0).
		if (method === 'HEAD') response.headers.set('Content-Length', String(body.size))
		return response
	}
}

import type { Server } from 'bun'
import { ignoresQuery } from '../app/page-paths'
import type { Logger } from '../core/logger'
import { splitLocale } from '../i18n/locales'
import {
	acceptsGzip,
	type ClientHasher,
	logRequest,
	redirectsMemo,
	type requestIds,
	type SecurityPolicy,
} from './middleware/every-request'
import type { createRenderer } from './render/render-page'

export interface FastPagesDeps {
	renderer: ReturnType<typeof createRenderer>
	policy: SecurityPolicy
	ids: ReturnType<typeof requestIds>
	hash: ClientHasher
	logger: Logger
	noindex: boolean
}

/**
 * The fast path for pages already in the render cache, in front of the Hono app. It does
 * exactly what the middleware chain would do for such a request (request id, security
 * headers, language redirect check, gzip, access log; pages are not rate limited) with the
 * same shared helpers, minus the framework's per-request cost. The CSP is hash-based, so a
 * kept page's bytes, its gzip and its headers are built once; a hit adds only its request id.
 * A query string the page does not read is ignored, as the render cache ignores it. Anything else —
 * a query the page reads, a page not yet rendered, a redirect to answer — returns null and goes
 * through the app.
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

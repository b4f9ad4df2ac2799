import { type CachedBody, type CachedPage, cachedBody } from './cached-body'
import { deflatePrefix } from './gzip-splice'
import { PageCache } from './page-cache'

/** Do Not Track or Global Privacy Control: such a page counts no view, so it is kept apart. */
export const wantsPrivacy = (headers: Headers) => headers.get('dnt') === '1' || headers.get('sec-gpc') === '1'

const keyOf = (pathname: string, headers: Headers) => `${pathname}|${wantsPrivacy(headers) ? 1 : 0}`
const encoder = new TextEncoder()

/**
 * The render cache: pages without a query string, per path and privacy state, in an LRU of
 * `entries` (RENDER_CACHE_ENTRIES; docs/ARCHITECTURE.md, "Rendering"). A page is kept cut at its
 * nonce, so every response gets its own nonce without a render.
 */
export function createRenderCache(entries: number) {
	const pages = new PageCache<CachedPage>(entries)
	return {
		/** Keep `html`, rendered with `nonce`, for the page of `pathname` these headers ask for. */
		store(pathname: string, headers: Headers, status: number, html: string, nonce: string): void {
			const segments = html.split(nonce).map((part) => encoder.encode(part))
			pages.set(keyOf(pathname, headers), {
				status,
				segments,
				deflated: deflatePrefix(segments[0] ?? new Uint8Array()),
			})
		},
		/**
		 * The cached page of `pathname` with `nonce` filled in (gzipped when asked), or null when
		 * it is not cached. For the fast path in front of the app (server/fast-pages.ts) and renders.
		 */
		hit(pathname: string, headers: Headers, nonce: string, gzip: boolean): CachedBody | null {
			const page = pages.get(keyOf(pathname, headers))
			return page ? cachedBody(page, nonce, gzip) : null
		},
		get size(): number {
			return pages.size
		},
	}
}

import { PAGE_URL_PATHS } from '../../app/page-paths'
import type { Locale } from '../../i18n/locales'
import { TtlCache } from '../../youtube/cache'
import { type CachedBody, type CachedPage, cachedBody, cachedPage } from './cached-body'
import { cutShell, fillShell, type NotFoundShell, shellTarget } from './not-found-shell'

/** Do Not Track or Global Privacy Control: such a page counts no view, so it is kept apart. */
export const wantsPrivacy = (headers: Headers) => headers.get('dnt') === '1' || headers.get('sec-gpc') === '1'

const keyOf = (pathname: string, headers: Headers) => `${pathname}|${wantsPrivacy(headers) ? 1 : 0}`

/**
 * The render cache: pages without a query string, per path and privacy state, in an LRU of
 * `entries` (RENDER_CACHE_ENTRIES; docs/ARCHITECTURE.md, "Rendering"). A page is kept as its bytes
 * and their gzip, the same for every response (the CSP is hash-based: entry-loader.ts). Only a real page that answered
 * 200 takes an entry (`pagePaths`), so no flood of made-up paths can evict one; a not-found page
 * is filled in from its language's shell (not-found-shell.ts), kept apart from the LRU.
 */
export function createRenderCache(entries: number, pagePaths: ReadonlySet<string> = PAGE_URL_PATHS) {
	// The app's one LRU (youtube/cache.ts), without expiry: a page changes only with a new build, hence a new process.
	const pages = new TtlCache<string, CachedPage>({ max: entries, ttlMs: Number.POSITIVE_INFINITY })
	// At most one per language and privacy state.
	const shells = new Map<string, NotFoundShell>()
	return {
		/** Keep `html` for the page of `pathname` these headers ask for. */
		store(pathname: string, headers: Headers, status: number, html: string): void {
			if (status !== 200 || !pagePaths.has(pathname)) return
			pages.set(keyOf(pathname, headers), cachedPage(status, html))
		},
		/**
		 * The cached page of `pathname` (gzipped when asked), or null when it is not cached. For the
		 * fast path in front of the app (server/fast-pages.ts) and renders.
		 */
		hit(pathname: string, headers: Headers, gzip: boolean): CachedBody | null {
			const page = pages.get(keyOf(pathname, headers))
			return page ? cachedBody(page, gzip) : null
		},
		/**
		 * Where a not-found shell can answer `pathname` (see shellTarget); null when the cache is off,
		 * the path is a real page's, or it must be rendered on its own.
		 */
		shellTarget(pathname: string): { locale: Locale; rest: string } | null {
			return entries > 0 && !pagePaths.has(pathname) ? shellTarget(pathname) : null
		},
		/** Keep the not-found page of `locale`, rendered for its shell path (shellPath). */
		storeShell(locale: Locale, headers: Headers, status: number, html: string): void {
			if (entries > 0) shells.set(keyOf(locale, headers), cutShell(status, html))
		},
		/** The not-found page of `locale` for the path's `rest`, or null before its shell is kept. */
		fromShell(locale: Locale, rest: string, headers: Headers): { status: number; html: string } | null {
			const shell = shells.get(keyOf(locale, headers))
			return shell ? { status: shell.status, html: fillShell(shell, rest) } : null
		},
		/** Real pages kept (the not-found shells are not counted). */
		get size(): number {
			return pages.size
		},
		/** Not-found shells kept: at most one per language and privacy state. */
		get shells(): number {
			return shells.size
		},
	}
}

import { gzipSync } from 'node:zlib'
import { hasControlEscape, PAGE_URL_PATHS } from '../../app/page-paths'
import { type Locale, localizePath, splitLocale } from '../../i18n/locales'

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

import type { RouteObject } from 'react-router'
import { Root } from './app/Root'
import { ensureLocale } from './i18n/load'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales'
import { ErrorPage } from './pages/error/ErrorPage'

/**
 * The one route tree of server and client. Every page exists once per language
 * (decision 10): English at `/`, the others under `/de`, `/es`, `/tr`, `/nl`.
 * Page modules are lazy, so each route's code is its own chunk.
 */
/**
 * Page modules by page id. `file` lets the server preload the page's chunks
 * (manifest.pages) in the first byte of the response.
 */
export const PAGE_MODULES = {
	home: { file: 'src/pages/home/page.tsx', load: () => import('./pages/home/page'), sitemap: '/' },
	'not-found': { file: 'src/pages/not-found/page.tsx', load: () => import('./pages/not-found/page'), sitemap: null },
} as const satisfies Record<string, { file: string; load: () => Promise<unknown>; sitemap: string | null }>

/** Unprefixed canonical paths of every indexable page, for sitemap.xml. */
export const SITEMAP_PATHS: string[] = Object.values(PAGE_MODULES).flatMap((p): string[] =>
	p.sitemap === null ? [] : [p.sitemap],
)
export type PageId = keyof typeof PAGE_MODULES

/** `de:home` -> `home` */
export const pageIdOf = (routeId: string): PageId | undefined => {
	const id = routeId.split(':')[1]
	return id && id in PAGE_MODULES ? (id as PageId) : undefined
}

function pages(locale: Locale): RouteObject[] {
	return [
		{ id: `${locale}:home`, index: true, lazy: PAGE_MODULES.home.load },
		{ id: `${locale}:not-found`, path: '*', lazy: PAGE_MODULES['not-found'].load },
	]
}

export function createRoutes(): RouteObject[] {
	return LOCALES.map((locale) => ({
		id: locale,
		path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
		// Loads the language's dictionary before the first render of a navigation (client);
		// on the server every dictionary is loaded at start-up, so this resolves at once.
		loader: async () => {
			await ensureLocale(locale)
			return null
		},
		element: <Root locale={locale} />,
		handle: { locale },
		children: [{ id: `${locale}:pages`, errorElement: <ErrorPage />, children: pages(locale) }],
	}))
}

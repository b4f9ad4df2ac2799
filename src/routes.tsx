import type { ComponentType } from 'react'
import { type LazyRouteFunction, type RouteObject, useActionData } from 'react-router'
import type { Namespaces } from '../i18n/i18n-types'
import { Root } from './app/Root'
import { ensureLocale, ensureNamespace } from './i18n/load'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales'
import { ErrorPage } from './pages/error/ErrorPage'
import { TOOL_KEYS, TOOLS, type ToolKey, toolNamespaces } from './tools/registry'
import { type ToolOutcome, toolAction } from './tools/shared/form-action'
import { PostedContext } from './tools/shared/posted'

/**
 * The one route tree of server and client. Every page exists once per language
 * (decision 10): English at `/`, the others under `/de`, `/es`, `/tr`, `/nl`.
 * Page modules are lazy, so each route's code is its own chunk.
 */

export interface PageModule {
	/** Lets the server preload the page's chunks (manifest.pages) in the first byte. */
	file: string
	load: LazyRouteFunction<RouteObject>
	/** The page's own texts (i18n/<locale>/<namespace>/), loaded together with its code. */
	namespaces?: readonly Namespaces[]
	/**
	 * Unprefixed paths that show this page; the first is canonical (sitemap, canonical
	 * link, page-view counts), the others are the spec's aliases. Empty: the catch-all.
	 */
	paths: readonly string[]
	/** Its form posts to the page itself without JavaScript (decision 12). */
	form?: boolean
	/**
	 * The query parameters its server render reads. The render cache ignores every other one
	 * (`utm_*`, `fbclid`…: no page reads them), so such a URL is served the page's kept bytes;
	 * a request with one of these is rendered for itself. No page reads one today.
	 */
	query?: readonly string[]
	/**
	 * `false`: a page whose server HTML is the whole page (no form, no widget of its own but tabs).
	 * Loaded from its URL it gets the small entry src/client-lite.ts instead of the app, which
	 * restores the language, counts the view and drives the header menus and tabs without React
	 *; reached by a link inside the app it renders as any page.
	 * `'island'`: a tool page. Loaded from its URL it gets src/client-tool.tsx, which does what the small entry does
	 * and hydrates only the page's `<main>` with React, without the router: its links are plain page loads.
	 */
	hydrate?: false | 'island'
	/**
	 * `'imprint'`: the page exists only when the operator wrote one (OPERATOR_IMPRINT); without it
	 * its paths are not found and it is left out of the sitemap.
	 */
	requires?: 'imprint'
}

/** A tool page given what its form posted without JavaScript (the route action's data), as it reads it. */
function PostedPage({ page: Page }: { page: ComponentType }) {
	return (
		<PostedContext.Provider value={useActionData() as ToolOutcome | undefined}>
			<Page />
		</PostedContext.Provider>
	)
}

/**
 * A tool page as a route: its module's page, given the posted outcome through the context the page reads
 * (tools/shared/posted.ts), and the action that runs the tool.
 */
function toolRoute(key: ToolKey): LazyRouteFunction<RouteObject> {
	return async () => {
		const [{ Component }, { handle }] = await Promise.all([TOOLS[key].load(), TOOLS[key].meta()])
		return { element: <PostedPage page={Component} />, handle, action: toolAction(key) }
	}
}

/** The tool pages, from the tool registry: each is its tool's key, with its own namespace. */
function toolPages(): Record<ToolKey, PageModule> {
	const page = (key: ToolKey): PageModule => ({
		file: TOOLS[key].file,
		load: toolRoute(key),
		paths: TOOLS[key].paths,
		namespaces: toolNamespaces(key),
		form: true,
		hydrate: 'island',
	})
	return Object.fromEntries(TOOL_KEYS.map((key) => [key, page(key)])) as Record<ToolKey, PageModule>
}

/** Page modules by page id; add a page here and it is routed in every language. */
export const PAGE_MODULES = {
	home: {
		file: 'src/pages/home/page.tsx',
		load: () => import('./pages/home/page'),
		paths: ['/'],
		namespaces: ['home'],
		hydrate: false,
	},
	...toolPages(),
	contact: {
		file: 'src/contact/page.tsx',
		load: () => import('./contact/page'),
		paths: ['/contact'],
		namespaces: ['contact', 'errors'],
		form: true,
	},
	help: {
		file: 'src/pages/help/page.tsx',
		load: () => import('./pages/help/page'),
		paths: ['/help'],
		namespaces: ['help'],
		hydrate: false,
	},
	guides: {
		file: 'src/pages/guides/page.tsx',
		load: () => import('./pages/guides/page'),
		paths: ['/guides'],
		namespaces: ['guideIndex'],
		hydrate: false,
	},
	'guide-seo': {
		file: 'src/pages/guides/seo.tsx',
		load: () => import('./pages/guides/seo'),
		paths: ['/guides/youtube-seo-guide'],
		namespaces: ['guideIndex', 'guideSeo'],
		hydrate: false,
	},
	'guide-thumbnails': {
		file: 'src/pages/guides/thumbnails.tsx',
		load: () => import('./pages/guides/thumbnails'),
		paths: ['/guides/thumbnail-design'],
		namespaces: ['guideIndex', 'guideThumbnails'],
		hydrate: false,
	},
	'guide-transcription': {
		file: 'src/pages/guides/transcription.tsx',
		load: () => import('./pages/guides/transcription'),
		paths: ['/guides/video-transcription'],
		namespaces: ['guideIndex', 'guideTranscription'],
		hydrate: false,
	},
	'guide-workflow': {
		file: 'src/pages/guides/workflow.tsx',
		load: () => import('./pages/guides/workflow'),
		paths: ['/guides/content-workflow'],
		namespaces: ['guideIndex', 'guideWorkflow'],
		hydrate: false,
	},
	'guide-hashtags': {
		file: 'src/pages/guides/hashtags.tsx',
		load: () => import('./pages/guides/hashtags'),
		paths: ['/guides/youtube-hashtags'],
		namespaces: ['guideIndex', 'guideHashtags'],
		hydrate: false,
	},
	privacy: {
		file: 'src/pages/legal/privacy.tsx',
		load: () => import('./pages/legal/privacy'),
		paths: ['/privacy-policy', '/privacy'],
		namespaces: ['legal'],
		hydrate: false,
	},
	terms: {
		file: 'src/pages/legal/terms.tsx',
		load: () => import('./pages/legal/terms'),
		paths: ['/terms-of-service', '/terms'],
		namespaces: ['legal'],
		hydrate: false,
	},
	imprint: {
		file: 'src/pages/legal/imprint.tsx',
		load: () => import('./pages/legal/imprint'),
		paths: ['/imprint', '/impressum'],
		namespaces: ['legal'],
		hydrate: false,
		requires: 'imprint',
	},
	'not-found': {
		file: 'src/pages/not-found/page.tsx',
		load: () => import('./pages/not-found/page'),
		paths: [],
		hydrate: false,
	},
} as const satisfies Record<string, PageModule>

export type PageId = keyof typeof PAGE_MODULES

/** PAGE_MODULES as typed [id, module] pairs (the server derives its page paths from them too). */
export const PAGE_ENTRIES = Object.entries(PAGE_MODULES) as [PageId, PageModule][]

/** A page's code and its texts in `locale`, fetched in parallel. */
function lazyPage(page: PageModule, locale: Locale): LazyRouteFunction<RouteObject> {
	const { namespaces = [] } = page
	if (!namespaces.length) return page.load
	return async () => (await Promise.all([page.load(), ...namespaces.map((n) => ensureNamespace(locale, n))]))[0]
}

/** What decides which pages exist: an imprint only when the operator wrote one. */
export interface RouteOptions {
	imprint: boolean
}

function pages(locale: Locale, options: RouteOptions): RouteObject[] {
	return [
		...PAGE_ENTRIES.filter(([, page]) => !page.requires || options[page.requires]).flatMap(([id, page]) => {
			const lazy = lazyPage(page, locale)
			return page.paths.map(
				(path, i): RouteObject =>
					path === '/'
						? { id: `${locale}:${id}`, index: true, lazy }
						: { id: `${locale}:${id}${i ? `~${i}` : ''}`, path: path.slice(1), lazy },
			)
		}),
		{ id: `${locale}:not-found`, path: '*', lazy: PAGE_MODULES['not-found'].load },
	]
}

export function createRoutes(options: RouteOptions): RouteObject[] {
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
		children: [{ id: `${locale}:pages`, errorElement: <ErrorPage />, children: pages(locale, options) }],
	}))
}

import type { Context } from 'hono'
import { createStore, Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import {
	createStaticHandler,
	createStaticRouter,
	matchRoutes,
	type RouteObject,
	type RouterContextProvider,
	StaticRouterProvider,
} from 'react-router'
import { AppConfigProvider } from '../../app/app-config'
import { ignoresQuery } from '../../app/page-paths'
import { routerPath } from '../../app/router-path'
import type { Config } from '../../core/config'
import type { Logger } from '../../core/logger'
import { createRoutes } from '../../routes'
import type { EntryLoader } from './entry-loader'
import { errorDocument } from './error-document'
import type { AssetManifest } from './manifest'
import { shellPath } from './not-found-shell'
import { type PageHeads, pageDocument } from './page-document'
import { createRenderCache, wantsPrivacy } from './render-cache'
import { respond } from './respond'
import { staticRequest } from './static-request'

const RENDER_TIMEOUT_MS = 10_000

export interface RendererDeps {
	config: Config
	manifest: AssetManifest
	/** The one inline script of every page (entry-loader.ts). */
	loader: EntryLoader
	logger: Logger
	/** Tests may pass their own route tree (e.g. one that throws). */
	routes?: RouteObject[]
}

/**
 * Server rendering of every page, after React Router's server entry: the static handler runs the
 * loaders, React renders the markup between a string
 * head and tail (page-document.ts), sent once complete, a shell error answers 500, and real pages
 * (without a query string the page reads: page-paths.ts, ignoresQuery) are kept in the render cache, while a made-up path's 404 is filled in
 * from one shell per language (render-cache.ts, not-found-shell.ts; docs/ARCHITECTURE.md, "Rendering").
 */
export function createRenderer({
	config,
	manifest,
	loader,
	logger,
	routes = createRoutes({ imprint: config.operator.imprint !== null }),
}: RendererDeps) {
	const handler = createStaticHandler(routes)
	const cache = createRenderCache(config.renderCacheEntries)

	/** `requestContext` reaches the route actions: a tool form posted without JavaScript runs through it. */
	async function render(c: Context, requestContext?: RouterContextProvider): Promise<Response> {
		let url = new URL(c.req.url)
		let raw = c.req.raw
		const headers = raw.headers
		const isHead = c.req.method === 'HEAD'
		// Only plain GETs are kept: a form post's page holds that visitor's result. A query string the page
		// does not read (utm_*, fbclid…) changes nothing: the page is the one without it, kept or rendered.
		const cacheable = (isHead || c.req.method === 'GET') && ignoresQuery(url.pathname, url.search)
		if (cacheable && url.search) {
			url = new URL(url)
			url.search = ''
			raw = new Request(url, { method: raw.method, headers })
		}
		// Usually the fast path has answered a hit already; app.request() and tests come here.
		const hit = cacheable ? cache.hit(url.pathname, headers, false) : null
		if (hit) return respond(c, hit.status, hit.body)
		const shell = cacheable ? await notFoundFromShell(url, headers) : null
		if (shell) return respond(c, shell.status, shell.html)

		const rendered = await renderDocument(staticRequest(raw, url), url, requestContext)
		if (rendered instanceof Response) return rendered
		if (!rendered.ok) return respond(c, 500, errorDocument(rendered.locale, manifest.inlineCss), true)
		const { status, html } = rendered
		if (cacheable && !rendered.failed()) cache.store(url.pathname, headers, status, html)
		return respond(c, status, html)
	}

	/**
	 * A made-up path's not-found page, filled in from its language's shell, which the first such
	 * request renders (not-found-shell.ts); null when the path is not one or the shell failed.
	 */
	async function notFoundFromShell(url: URL, headers: Headers) {
		const target = cache.shellTarget(url.pathname)
		// The splat of the path's own language (routes.tsx): `/DE/x` matches German, not English.
		if (
			!target ||
			matchRoutes(handler.dataRoutes, routerPath(url.pathname))?.at(-1)?.route.id !== `${target.locale}:not-found`
		) {
			return null
		}
		const kept = cache.fromShell(target.locale, target.rest, headers)
		if (kept) return kept
		const shellUrl = new URL(shellPath(target.locale), url)
		const rendered = await renderDocument(new Request(shellUrl, { headers }), shellUrl)
		if (rendered instanceof Response || !rendered.ok) return null
		if (rendered.failed() || rendered.status !== 404) return null
		cache.storeShell(target.locale, headers, rendered.status, rendered.html)
		return cache.fromShell(target.locale, target.rest, headers)
	}

	/** Real pages' heads, built once each (page-document.ts). */
	const heads: PageHeads = new Map()

	/**
	 * The matched page's whole document, the static handler's own answer (a redirect), or a shell error.
	 * Every page is sent whole once ready: a page that is not hydrated inlines the styles its markup uses,
	 * which are known only then (critical-css.ts; page-document.ts, pageStyles); React writes no inline
	 * script of its own (a Suspense boundary finished after the first bytes would need one), so the page's
	 * only inline script is the entry loader the CSP lists by hash (entry-loader.ts). Pages wait for no
	 * data while rendering (loaders run first), so streaming the first bytes earlier would gain about
	 * nothing.
	 */
	async function renderDocument(request: Request, url: URL, requestContext?: RouterContextProvider) {
		const context = await handler.query(request, requestContext ? { requestContext } : {})
		if (context instanceof Response) return context
		// A path that does not decode was matched escaped (routerPath): the page names it as it was asked.
		if (context.location.pathname !== url.pathname && context.location.pathname === routerPath(url.pathname)) {
			context.location = { ...context.location, pathname: url.pathname }
		}
		const page = pageDocument({ context, url, privacy: wantsPrivacy(request.headers), config, manifest, loader, heads })

		let failed = false
		let markup: string
		try {
			markup = await reactMarkup(
				() => (
					<AppConfigProvider value={page.appConfig}>
						<JotaiProvider store={createStore()}>
							<StaticRouterProvider
								router={createStaticRouter(handler.dataRoutes, context)}
								context={context}
								hydrate={false}
							/>
						</JotaiProvider>
					</AppConfigProvider>
				),
				{
					timeoutMs: RENDER_TIMEOUT_MS,
					onError(error) {
						failed = true
						logger.error('render error', { path: url.pathname, error: String(error) })
					},
				},
			)
		} catch (error) {
			logger.error('render failed', { path: url.pathname, error: String(error) })
			return { ok: false as const, locale: page.locale }
		}
		const html = page.head(markup) + markup + page.tail
		return { ok: true as const, status: page.status, html, failed: () => failed }
	}

	return { render, cached: cache.hit, cache }
}

export interface MarkupOptions {
	/** How long a render may wait (a Suspense boundary) before it is ended. */
	timeoutMs: number
	/** An error React reports while rendering; the markup is then not to be kept. */
	onError: (error: unknown) => void
}

/**
 * React's whole markup of `render`'s element, once every Suspense boundary is ready: the streaming renderer read to its
 * end, so a page that waits is written whole, never with a fallback (no chunk size: nor set aside for a script).
 */
export async function reactMarkup(render: () => ReactNode, { timeoutMs, onError }: MarkupOptions): Promise<string> {
	const whole = { signal: AbortSignal.timeout(timeoutMs), onError, progressiveChunkSize: Number.POSITIVE_INFINITY }
	const body = await renderToReadableStream(render(), whole)
	await body.allReady
	return new Response(body).text()
}

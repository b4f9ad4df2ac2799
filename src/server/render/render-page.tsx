import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
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
import { controlEscapes, hasControlEscape, routerPath } from '../../app/page-paths'
import type { Config } from '../../core/config'
import type { Logger } from '../../core/logger'
import { createRoutes } from '../../routes'
import { errorDocument } from '../error-answers'
import { acceptsCompression } from '../middleware/every-request'
import type { EntryLoader } from './entry-loader'
import type { AssetManifest } from './manifest'
import { pageDocument } from './page-document'
import { createRenderCache, shellPath, wantsPrivacy } from './render-cache'

export interface RendererDeps {
	config: Config
	manifest: AssetManifest
	loader: EntryLoader
	logger: Logger
	/** Tests may pass their own route tree (e.g. one that throws). */
	routes?: RouteObject[]
}

/** Every page, after React Router's server entry; kept pages and 404 shells in render-cache.ts ("Rendering"). */
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
		const url = new URL(c.req.url)
		let raw = c.req.raw
		const headers = raw.headers
		// Only GETs are kept (a form post's page holds its visitor's result); no page's server render reads a query
		// string (utm_*, fbclid…), so it is the page without it.
		const cacheable = c.req.method === 'HEAD' || c.req.method === 'GET'
		if (cacheable && url.search) {
			url.search = ''
			raw = new Request(url, { method: raw.method, headers })
		}
		const hit = cacheable ? cache.hit(url.pathname, headers, false) : null
		if (hit) return respond(c, 200, hit)
		const shell = cacheable ? await notFoundFromShell(url, headers) : null
		if (shell) return respond(c, 404, shell)

		const rendered = await renderDocument(staticRequest(raw, url), url, requestContext)
		if (rendered instanceof Response) return rendered
		if (!rendered.ok) return respond(c, 500, errorDocument(rendered.locale, manifest.inlineCss), true)
		const { status, html } = rendered
		if (cacheable && !rendered.failed()) cache.store(url.pathname, headers, status, html)
		return respond(c, status, html)
	}

	/** A made-up path's 404 from its language's shell, rendered by the first such request; null if none applies. */
	async function notFoundFromShell(url: URL, headers: Headers) {
		const target = cache.shellTarget(url.pathname)
		// The splat of the path's own language (routes.tsx): `/DE/x` matches German, not English.
		const matched = target && matchRoutes(handler.dataRoutes, routerPath(url.pathname))?.at(-1)?.route.id
		if (!target || matched !== `${target.locale}:not-found`) return null
		const kept = cache.fromShell(target.locale, target.rest, headers)
		if (kept) return kept
		const shellUrl = new URL(shellPath(target.locale), url)
		const rendered = await renderDocument(new Request(shellUrl, { headers }), shellUrl)
		if (rendered instanceof Response || !rendered.ok || rendered.failed() || rendered.status !== 404) return null
		cache.storeShell(target.locale, headers, rendered.html)
		return cache.fromShell(target.locale, target.rest, headers)
	}

	/** The whole document (not streamed: docs/ARCHITECTURE.md, "Rendering"), the handler's redirect, or a failure. */
	async function renderDocument(request: Request, url: URL, requestContext?: RouterContextProvider) {
		const context = await handler.query(request, requestContext ? { requestContext } : {})
		if (context instanceof Response) return context
		// A path that does not decode was matched escaped (routerPath): the page names it as it was asked.
		if (context.location.pathname !== url.pathname && context.location.pathname === routerPath(url.pathname)) {
			context.location = { ...context.location, pathname: url.pathname }
		}
		const page = pageDocument({ context, url, privacy: wantsPrivacy(request.headers), config, manifest, loader })

		let failed = false
		let markup: string
		try {
			const router = createStaticRouter(handler.dataRoutes, context)
			markup = await reactMarkup(
				<AppConfigProvider value={page.appConfig}>
					<JotaiProvider store={createStore()}>
						<StaticRouterProvider router={router} context={context} hydrate={false} />
					</JotaiProvider>
				</AppConfigProvider>,
				(error) => {
					failed = true
					logger.error('render error', { path: url.pathname, error: String(error) })
				},
			)
		} catch (error) {
			logger.error('render failed', { path: url.pathname, error: String(error) })
			return { ok: false as const, locale: page.locale }
		}
		const html = page.head(markup) + markup + page.tail
		return { ok: true as const, status: page.status, html, failed: () => failed }
	}

	return { render, cached: cache.hit }
}

/** Through c.body, so the middleware's headers stay. HEAD: GET's length, when GET sends these bytes uncompressed. */
function respond(c: Context, status: number, body: string | Blob, error = false): Response {
	c.header('Content-Type', 'text/html; charset=utf-8')
	// Private: an unprefixed page is in the visitor's language, and pages count views unless Do Not Track is on.
	c.header('Cache-Control', error ? 'no-store' : 'private, no-cache')
	c.header('Vary', 'Accept-Encoding', { append: true })
	if (c.req.method === 'HEAD' && !acceptsCompression(c)) {
		c.header('Content-Length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.size))
	}
	return c.body(body as unknown as ReadableStream, status as ContentfulStatusCode)
}

/** A HEAD as a GET; an encoded control character, which no route matches, as a space (the not-found page). */
function staticRequest(request: Request, url: URL): Request {
	const pathname = routerPath(url.pathname)
	if (request.method !== 'HEAD' && pathname === url.pathname && !hasControlEscape(pathname)) return request
	// Set as a pathname, not resolved as a URL: `//%0A` read as a URL names a host.
	const asked = new URL(url)
	asked.pathname = pathname.replace(controlEscapes(), '%20')
	return new Request(asked, { method: 'GET', headers: request.headers })
}

/** React's whole markup once every Suspense boundary is ready: never a fallback, nor a block a script must move in. */
export async function reactMarkup(node: ReactNode, onError: (error: unknown) => void): Promise<string> {
	const whole = { signal: AbortSignal.timeout(10_000), onError, progressiveChunkSize: Infinity }
	const body = await renderToReadableStream(node, whole)
	await body.allReady
	return new Response(body).text()
}

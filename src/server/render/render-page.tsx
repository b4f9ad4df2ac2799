import type { Context } from 'hono'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { type ReactDOMServerReadableStream, renderToReadableStream } from 'react-dom/server'
import {
	createStaticHandler,
	createStaticRouter,
	type RouteObject,
	type RouterContextProvider,
	StaticRouterProvider,
} from 'react-router'
import { AppConfigProvider } from '../../app/app-config'
import type { Config } from '../../core/config'
import type { Logger } from '../../core/logger'
import { createRoutes } from '../../routes'
import { framed } from './document'
import { errorDocument } from './error-document'
import type { AssetManifest } from './manifest'
import { pageDocument } from './page-document'
import { createRenderCache, wantsPrivacy } from './render-cache'
import { respond, respondPage } from './respond'
import { staticRequest } from './static-request'

const BOT = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview|bingpreview|headless/i
const RENDER_TIMEOUT_MS = 10_000

export interface RendererDeps {
	config: Config
	manifest: AssetManifest
	logger: Logger
	/** Tests may pass their own route tree (e.g. one that throws). */
	routes?: RouteObject[]
}

/**
 * Server rendering of every page, after React Router's web-streams entry: the static handler runs
 * the loaders, React streams the markup between a string head and tail (page-document.ts), bots
 * and HEAD get the complete document, a shell error answers 500, and pages without a query
 * string are kept in the render cache (render-cache.ts; docs/ARCHITECTURE.md, "Rendering").
 */
export function createRenderer({ config, manifest, logger, routes = createRoutes() }: RendererDeps) {
	const handler = createStaticHandler(routes)
	const cache = createRenderCache(config.renderCacheEntries)

	/** `requestContext` reaches the route actions: a tool form posted without JavaScript runs through it. */
	async function render(c: Context, requestContext?: RouterContextProvider): Promise<Response> {
		const nonce: string = c.get('nonce')
		const url = new URL(c.req.url)
		const headers = c.req.raw.headers
		const isHead = c.req.method === 'HEAD'
		// Only plain GETs are kept: a form post's page holds that visitor's result.
		const cacheable = url.search === '' && (isHead || c.req.method === 'GET')
		// Usually the fast path has answered a hit already; app.request() and tests come here.
		const hit = cacheable ? cache.hit(url.pathname, headers, nonce, false) : null
		if (hit) return respondPage(c, hit.status, hit.body)

		const context = await handler.query(staticRequest(c.req.raw, url), requestContext ? { requestContext } : {})
		if (context instanceof Response) return context
		const page = pageDocument({ context, url, nonce, privacy: wantsPrivacy(headers), config, manifest })

		let failed = false
		let body: ReactDOMServerReadableStream
		try {
			const router = createStaticRouter(handler.dataRoutes, context)
			body = await renderToReadableStream(
				<AppConfigProvider value={page.appConfig}>
					<JotaiProvider store={createStore()}>
						<StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
					</JotaiProvider>
				</AppConfigProvider>,
				{
					nonce,
					signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
					onError(error) {
						failed = true
						logger.error('render error', { path: url.pathname, error: String(error) })
					},
				},
			)
		} catch (error) {
			logger.error('render failed', { path: url.pathname, error: String(error) })
			return respond(c, 500, isHead ? null : errorDocument(page.locale, manifest.inlineCss), true)
		}

		if (cacheable || isHead || BOT.test(c.req.header('user-agent') ?? '')) await body.allReady
		const document = framed(page.head, body, page.tail)
		if (cacheable) {
			// Read once, keep the bytes cut at the nonce, answer with the real nonce.
			const html = await new Response(document).text()
			if (!failed) cache.store(url.pathname, headers, page.status, html, nonce)
			return respondPage(c, page.status, html)
		}
		return respondPage(c, page.status, document)
	}

	return { render, cached: cache.hit, cache }
}

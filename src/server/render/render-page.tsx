import type { Context } from 'hono'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { type ReactDOMServerReadableStream, renderToReadableStream } from 'react-dom/server'
import {
	createStaticHandler,
	createStaticRouter,
	isRouteErrorResponse,
	type RouteObject,
	StaticRouterProvider,
	type UIMatch,
} from 'react-router'
import { type AppConfig, AppConfigProvider } from '../../app/app-config'
import { pageMatch } from '../../app/route-handle'
import { type Locale, splitLocale } from '../../i18n/locales'
import { translatorFor } from '../../i18n/translator'
import { createRoutes, PAGE_MODULES, pageIdOf } from '../../routes'
import { headTags } from '../../seo/head'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { documentHead, documentTail } from './document'
import { errorDocument } from './error-document'
import type { AssetManifest } from './manifest'
import { PageCache } from './page-cache'

const NONCE_SLOT = '__TK_NONCE_SLOT__'
const BOT = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview|bingpreview|headless/i
const RENDER_TIMEOUT_MS = 10_000

interface CachedPage {
	status: number
	html: string
}

export interface RendererDeps {
	config: Config
	manifest: AssetManifest
	logger: Logger
	/** Tests may pass their own route tree (e.g. one that throws). */
	routes?: RouteObject[]
}

const encoder = new TextEncoder()

/**
 * Server rendering of every page: React Router's static handler runs the loaders, React
 * streams the markup between a string head and tail, bots and HEAD get the complete
 * document, and pages without a query string are kept in an LRU (the nonce is a slot
 * filled per response).
 */
export function createRenderer({ config, manifest, logger, routes = createRoutes() }: RendererDeps) {
	const handler = createStaticHandler(routes)
	const cache = new PageCache<CachedPage>(config.renderCacheEntries)
	const appConfig = (countPageViews: boolean): AppConfig => ({
		publicUrl: config.publicUrl,
		robots: config.robots,
		images: manifest.images,
		countPageViews,
	})

	async function render(c: Context): Promise<Response> {
		const nonce: string = c.get('nonce')
		const url = new URL(c.req.url)
		const { locale, path } = splitLocale(url.pathname)
		const isHead = c.req.method === 'HEAD'
		const privacy = c.req.header('dnt') === '1' || c.req.header('sec-gpc') === '1'
		const cacheKey = url.search === '' ? `${url.pathname}|${privacy ? 1 : 0}` : null

		if (cacheKey) {
			const hit = cache.get(cacheKey)
			if (hit) return respond(hit.status, isHead ? null : hit.html.replaceAll(NONCE_SLOT, nonce))
		}

		// The static handler answers GET semantics; a HEAD is rendered like a GET without a body.
		const request = isHead ? new Request(c.req.url, { method: 'GET', headers: c.req.raw.headers }) : c.req.raw
		const context = await handler.query(request)
		if (context instanceof Response) return context

		const matches: UIMatch[] = context.matches.map((m) => ({
			id: m.route.id,
			pathname: m.pathname,
			params: m.params,
			loaderData: context.loaderData[m.route.id],
			handle: m.route.handle,
		}))
		const page = pageMatch(matches)
		const matchLocale = ((matches[0]?.handle as { locale?: Locale } | undefined)?.locale ?? locale) as Locale
		const cfg = appConfig(!privacy)
		const LL = translatorFor(matchLocale)
		const meta = page
			? page.handle.meta({ LL, locale: matchLocale, path, config: cfg, data: page.loaderData })
			: { title: LL.meta.error.title(), description: LL.meta.error.description(), noindex: true }
		const status = context.errors ? 500 : (page?.handle.status ?? context.statusCode)
		const pageId = page ? pageIdOf(page.id) : undefined
		const preload = pageId ? (manifest.pages[PAGE_MODULES[pageId].file] ?? []) : []

		const head = documentHead({
			locale: matchLocale,
			title: meta.title,
			tags: headTags(meta, { locale: matchLocale, path, publicUrl: config.publicUrl, robots: config.robots }),
			nonce,
			manifest,
			preload,
			analyticsScriptUrl: config.analyticsScriptUrl,
		})
		const tail = documentTail({
			locale: matchLocale,
			config: cfg,
			nonce,
			hydration: {
				loaderData: context.loaderData,
				actionData: context.actionData,
				errors: serializeErrors(context.errors),
			},
		})

		let failed = false
		let body: ReactDOMServerReadableStream
		try {
			const router = createStaticRouter(handler.dataRoutes, context)
			body = await renderToReadableStream(
				<AppConfigProvider value={cfg}>
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
			return respond(500, isHead ? null : errorDocument(matchLocale, manifest.css), true)
		}

		const bot = BOT.test(c.req.header('user-agent') ?? '')
		if (bot || isHead || cacheKey) await body.allReady
		const document = framed(head, body, tail)

		if (cacheKey) {
			// Read once, keep a copy with the nonce slot, answer with the real nonce.
			const html = await new Response(document).text()
			if (!failed) cache.set(cacheKey, { status, html: html.replaceAll(nonce, NONCE_SLOT) })
			return respond(status, isHead ? null : html)
		}
		return respond(status, isHead ? null : document)
	}

	function respond(status: number, body: string | ReadableStream | null, error = false): Response {
		return new Response(body, {
			status,
			headers: {
				'content-type': 'text/html; charset=utf-8',
				// Each response carries its own CSP nonce: shared caches must not reuse it.
				'cache-control': error ? 'no-store' : 'private, no-cache',
			},
		})
	}

	return { render, cache }
}

function framed(head: string, body: ReadableStream<Uint8Array>, tail: string): ReadableStream<Uint8Array> {
	const reader = body.getReader()
	return new ReadableStream<Uint8Array>({
		start(controller) {
			controller.enqueue(encoder.encode(head))
		},
		async pull(controller) {
			const { done, value } = await reader.read()
			if (done) {
				controller.enqueue(encoder.encode(tail))
				controller.close()
			} else controller.enqueue(value)
		},
		cancel(reason) {
			return reader.cancel(reason)
		},
	})
}

/** The router's error serialization for hydration (as StaticRouterProvider writes it). */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
	if (!errors) return null
	const out: Record<string, unknown> = {}
	for (const [key, value] of Object.entries(errors)) {
		if (isRouteErrorResponse(value)) out[key] = { ...value, __type: 'RouteErrorResponse' }
		else if (value instanceof Error) out[key] = { message: value.message, __type: 'Error' }
		else out[key] = value
	}
	return out
}

import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { createStore, Provider as JotaiProvider } from 'jotai'
import { type ReactDOMServerReadableStream, renderToReadableStream } from 'react-dom/server'
import {
	createStaticHandler,
	createStaticRouter,
	isRouteErrorResponse,
	type RouteObject,
	type RouterContextProvider,
	StaticRouterProvider,
	type UIMatch,
} from 'react-router'
import { type AppConfig, AppConfigProvider } from '../../app/app-config'
import { pageMatch } from '../../app/route-handle'
import type { Config } from '../../core/config'
import type { Logger } from '../../core/logger'
import { type Locale, splitLocale } from '../../i18n/locales'
import { translatorFor } from '../../i18n/translator'
import { createRoutes, PAGE_MODULES, type PageModule } from '../../routes'
import { headTags } from '../../seo/head'
import { pageIdOf } from '../page-paths'
import { documentHead, documentTail } from './document'
import { errorDocument } from './error-document'
import { deflatePrefix, gzipSpliced } from './gzip-splice'
import type { AssetManifest } from './manifest'
import { PageCache } from './page-cache'

const BOT = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview|bingpreview|headless/i
const RENDER_TIMEOUT_MS = 10_000

/** A rendered page as UTF-8 bytes cut where the nonce goes, plus its deflated start. */
interface CachedPage {
	status: number
	segments: Uint8Array[]
	/** Raw deflate of segments[0] (everything before the first nonce), see gzip-splice.ts. */
	deflated: Uint8Array
}

/** One response body of a cached page: the bytes, gzip-encoded when asked. */
export interface CachedBody {
	status: number
	body: Uint8Array<ArrayBuffer>
	gzip: boolean
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

	/**
	 * `requestContext` reaches the route actions: a tool form posted without JavaScript is
	 * run through it (tools/shared/form-action.ts).
	 */
	async function render(c: Context, requestContext?: RouterContextProvider): Promise<Response> {
		const nonce: string = c.get('nonce')
		const url = new URL(c.req.url)
		const { locale, path } = splitLocale(url.pathname)
		const isHead = c.req.method === 'HEAD'
		const privacy = wantsPrivacy(c.req.raw.headers)
		// Only plain GETs are kept: a form post's page holds that visitor's result.
		const cacheable = url.search === '' && (isHead || c.req.method === 'GET')
		const cacheKey = cacheable ? keyOf(url.pathname, privacy) : null

		// Usually the fast path has answered a hit already; app.request() and tests come here.
		const hit = cacheKey ? cached(url.pathname, c.req.raw.headers, nonce, false) : null
		if (hit) return isHead ? respondHead(c, hit.status, hit.body.byteLength) : respond(c, hit.status, hit.body)

		// The static handler answers GET semantics; a HEAD is rendered like a GET without a body. A
		// path with an encoded control character (`/%0A`) matches no route at all, not even the
		// not-found splat (React Router's `*` stops at a line break), so it is asked as a space:
		// the visitor gets the not-found page and its 404 (issue 15), never an error page. U+2028 and
		// U+2029 (`%E2%80%A8`, `%E2%80%A9`) end a line for a JavaScript pattern as well.
		const controls = /%(?:[01][0-9a-f]|7f)|%e2%80%a[89]/gi
		const request =
			isHead || controls.test(url.pathname)
				? new Request(new URL(url.pathname.replace(controls, '%20') + url.search, url), {
						method: 'GET',
						headers: c.req.raw.headers,
					})
				: c.req.raw
		const context = await handler.query(request, requestContext ? { requestContext } : {})
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
		const pageModule: PageModule | undefined = pageId ? PAGE_MODULES[pageId] : undefined
		const preload = [
			...(manifest.dictionaries[matchLocale] ?? []),
			...(pageModule ? (manifest.pages[pageModule.file] ?? []) : []),
			...(pageModule?.namespaces ?? []).flatMap((n) => manifest.namespaces[`${matchLocale}:${n}`] ?? []),
		]

		const head = documentHead({
			locale: matchLocale,
			title: meta.title,
			tags: headTags(meta, { locale: matchLocale, path, publicUrl: config.publicUrl, robots: config.robots }),
			manifest,
			preload,
		})
		const tail = documentTail({
			locale: matchLocale,
			config: cfg,
			nonce,
			entry: manifest.entry,
			analyticsScriptUrl: config.analyticsScriptUrl,
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
			return respond(c, 500, isHead ? null : errorDocument(matchLocale, manifest.inlineCss), true)
		}

		const bot = BOT.test(c.req.header('user-agent') ?? '')
		if (bot || isHead || cacheKey) await body.allReady
		const document = framed(head, body, tail)

		if (cacheKey) {
			// Read once, keep the bytes cut at the nonce, answer with the real nonce.
			const html = await new Response(document).text()
			if (!failed) {
				const segments = html.split(nonce).map((part) => encoder.encode(part))
				cache.set(cacheKey, { status, segments, deflated: deflatePrefix(segments[0] ?? new Uint8Array()) })
			}
			if (isHead) return respondHead(c, status, encoder.encode(html).byteLength)
			return respond(c, status, html)
		}
		if (isHead) return respondHead(c, status, (await new Response(document).arrayBuffer()).byteLength)
		return respond(c, status, document)
	}

	/**
	 * HEAD: GET's status and headers, no body, and the length GET would send (issue 15: it said 0).
	 * A client that accepts gzip would get a compressed GET of another length: none is claimed then.
	 */
	function respondHead(c: Context, status: number, bytes: number): Response {
		if (!/\b(gzip|deflate)\b/.test(c.req.header('accept-encoding') ?? '')) c.header('Content-Length', String(bytes))
		return respond(c, status, null)
	}

	/** Through c.body, so the headers the middleware prepared (CSP, request id…) are kept. */
	function respond(c: Context, status: number, body: BodyInit | null, error = false): Response {
		c.header('Content-Type', 'text/html; charset=utf-8')
		// Each response carries its own CSP nonce: shared caches must not reuse it.
		c.header('Cache-Control', error ? 'no-store' : 'private, no-cache')
		c.header('Vary', 'Accept-Encoding', { append: true })
		const code = status as ContentfulStatusCode
		return body === null ? c.body(null, code) : c.body(body as ReadableStream, code)
	}

	/**
	 * The cached page of `pathname` with `nonce` filled in, or null when it is not cached.
	 * For the fast path in front of the app (server/fast-pages.ts).
	 */
	function cached(pathname: string, headers: Headers, nonce: string, gzip: boolean): CachedBody | null {
		const hit = cache.get(keyOf(pathname, wantsPrivacy(headers)))
		if (!hit) return null
		const whole = withNonce(hit.segments, nonce)
		if (!gzip) return { status: hit.status, body: whole, gzip: false }
		return { status: hit.status, body: gzipSpliced(hit.deflated, whole, hit.segments[0]?.length ?? 0), gzip: true }
	}

	return { render, cached, cache }
}

const keyOf = (pathname: string, privacy: boolean) => `${pathname}|${privacy ? 1 : 0}`
const wantsPrivacy = (headers: Headers) => headers.get('dnt') === '1' || headers.get('sec-gpc') === '1'

function withNonce(segments: Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
	const value = encoder.encode(nonce)
	const parts: Uint8Array[] = []
	segments.forEach((segment, i) => {
		if (i > 0) parts.push(value)
		parts.push(segment)
	})
	return Buffer.concat(parts)
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

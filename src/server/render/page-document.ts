import { isRouteErrorResponse, type StaticHandlerContext, type UIMatch } from 'react-router'
import type { AppConfig } from '../../app/app-config'
import { pageIdOf } from '../../app/page-paths'
import { type PageHandle, pageMatch } from '../../app/route-handle'
import type { Config } from '../../core/config'
import { type Locale, splitLocale } from '../../i18n/locales'
import { translatorFor } from '../../i18n/translator'
import { PAGE_MODULES, type PageModule } from '../../routes'
import { headTags, renderHeadTags } from '../../seo/head'
import { criticalCss } from './critical-css'
import { documentHead, documentTail } from './document'
import type { EntryLoader } from './entry-loader'
import type { AssetManifest } from './manifest'

/** What surrounds the React markup of one page, and what the page answers with. */
export interface PageDocument {
	status: number
	locale: Locale
	appConfig: AppConfig
	/** The head, given the page's markup: a page that is not hydrated inlines the styles it uses (`pageStyles`). */
	head: (markup: string) => string
	tail: string
}

/**
 * The head (the page's `handle.meta()`, its chunks to preload) and the tail (boot and hydration
 * data, the entry loader) of the page the static handler matched, and its status: the page's
 * handle (`not-found` answers 404), or 500 when a loader failed.
 */
export function pageDocument(args: {
	context: StaticHandlerContext
	url: URL
	/** Do Not Track or Global Privacy Control: no page views are counted. */
	privacy: boolean
	config: Config
	manifest: AssetManifest
	loader: EntryLoader
	/** The renderer's kept heads (`new Map()` once per renderer). */
	heads: PageHeads
}): PageDocument {
	const { context, config, manifest } = args
	const { locale: pathLocale, path } = splitLocale(args.url.pathname)
	const matches: UIMatch[] = context.matches.map((m) => ({
		id: m.route.id,
		pathname: m.pathname,
		params: m.params,
		loaderData: context.loaderData[m.route.id],
		handle: m.route.handle,
	}))
	const page = pageMatch(matches)
	const locale = ((matches[0]?.handle as { locale?: Locale } | undefined)?.locale ?? pathLocale) as Locale
	const appConfig: AppConfig = {
		publicUrl: config.publicUrl,
		robots: config.robots,
		images: manifest.images,
		countPageViews: !args.privacy,
		batchMaxVideos: config.batch.maxVideos,
		supportResponseHours: config.contact.responseHours,
		supportAvailability: config.contact.availability,
		operator: config.operator,
	}
	const head = pageHead(args.heads, config, page, { locale, path, appConfig })
	const pageId = page ? pageIdOf(page.id) : undefined
	const pageModule: PageModule | undefined = pageId ? PAGE_MODULES[pageId] : undefined
	// A page that is not hydrated loads none of the app's chunks (src/client-lite.ts); a page that
	// failed (500) is hydrated, so the app can show its error boundary.
	const lite = pageModule?.hydrate === false && !context.errors
	// A hydrated page's scripts to preload (entry-loader.ts), its entry first: a tool page's own unless it failed (500).
	const entry = pageModule?.hydrate === 'island' && !context.errors ? [manifest.tool, ...manifest.toolImports] : null
	const preload = (): [string, string][] =>
		[
			...(entry ?? [manifest.entry, ...manifest.entryImports]),
			...(manifest.dictionaries[locale] ?? []),
			...(pageModule ? (manifest.pages[pageModule.file] ?? []) : []),
			...(pageModule?.namespaces ?? []).flatMap((n) => manifest.namespaces[`${locale}:${n}`] ?? []),
		].map((url) => [url, manifest.integrity[url] ?? ''])
	return {
		status: context.errors ? 500 : (page?.handle.status ?? context.statusCode),
		locale,
		appConfig,
		head: (markup) =>
			documentHead({
				locale,
				headTags: head.html,
				manifest,
				lite,
				css: pageStyles(manifest, lite, markup),
			}),
		tail: documentTail({
			locale,
			config: appConfig,
			loader: args.loader,
			...(lite
				? { count: page?.handle.count !== false }
				: {
						preload: preload(),
						hydration: {
							loaderData: context.loaderData,
							actionData: context.actionData,
							errors: serializeErrors(context.errors),
						},
					}),
		}),
	}
}

/**
 * The styles a page's head inlines; no page asks for a stylesheet. A page that is not hydrated never changes, so
 * it gets only the rules its markup uses (critical-css.ts): about half the sheet. A hydrated page can draw what its
 * server markup lacks (results, dialogs, toasts, another page), so it gets the whole sheet, already built once
 * (manifest.ts). It used to get the rules it uses and then load the whole sheet as a file after its first paint;
 * the sheet's arrival restyled the whole page in one task of about 9 ms of CPU and 25–45 ms of wall time on this
 * machine, the longest after the first paint and counted ×4 by Lighthouse's blocking time, for some 15 KB of
 * HTML (3 KB compressed) saved (docs/ARCHITECTURE.md, "CSS").
 */
function pageStyles(manifest: AssetManifest, lite: boolean, markup: string): string {
	return lite ? criticalCss(manifest.cssRules, markup) : manifest.inlineCss
}

/** A page's title and head tags, as HTML. */
type Head = { html: string }
/**
 * The heads of one app's real pages (one renderer's: its config and manifest). A page's `meta` reads only its
 * texts, its language, its path and the app's config (no page has loader data), so its head is the same on every
 * render; building it (the FAQ and HowTo JSON-LD of the help and tool pages) was a few percent of an uncached
 * render, and writing its tags as HTML, escaped, another 1-2 %, so it is kept as that HTML.
 * A page with a status of its own (the 404 of any path) or with loader data is built each time, and the map is
 * bounded anyway.
 */
export type PageHeads = Map<string, Head>
const HEADS_KEPT = 1024

function pageHead(
	heads: PageHeads,
	config: Config,
	page: (UIMatch & { handle: PageHandle }) | undefined,
	{ locale, path, appConfig }: { locale: Locale; path: string; appConfig: AppConfig },
): Head {
	const build = (): Head => {
		const LL = translatorFor(locale)
		const meta = page
			? page.handle.meta({ LL, locale, path, config: appConfig, data: page.loaderData })
			: { title: LL.meta.error.title(), description: LL.meta.error.description(), noindex: true }
		return {
			html: renderHeadTags(
				meta.title,
				headTags(meta, { locale, path, publicUrl: config.publicUrl, robots: config.robots }),
			),
		}
	}
	if (!page || page.handle.status !== undefined || page.loaderData !== undefined) return build()
	// The rest of the app config is the app's own; whether page views are counted is the request's.
	const key = `${page.id}\u0000${locale}\u0000${path}\u0000${appConfig.countPageViews}`
	let head = heads.get(key)
	if (head === undefined) {
		head = build()
		if (heads.size >= HEADS_KEPT) heads.clear()
		heads.set(key, head)
	}
	return head
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

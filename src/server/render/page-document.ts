import { isRouteErrorResponse, type StaticHandlerContext, type UIMatch } from 'react-router'
import type { AppConfig } from '../../app/app-config'
import { pageIdOf } from '../../app/page-paths'
import { pageMatch } from '../../app/route-handle'
import type { Config } from '../../core/config'
import { type Locale, splitLocale } from '../../i18n/locales'
import { translatorFor } from '../../i18n/translator'
import { PAGE_MODULES, type PageModule } from '../../routes'
import { escapeScriptJson, headTags, renderHeadTags } from '../../seo/head'
import { WITHOUT_SCRIPT_CSS } from '../../ui/without-script'
import { criticalCss } from './critical-css'
import type { EntryLoader } from './entry-loader'
import type { AssetManifest } from './manifest'

/** The head and tail of the matched page (JSON data blocks, then the entry loader: its only script), its status. */
export function pageDocument(args: {
	context: StaticHandlerContext
	url: URL
	/** Do Not Track or Global Privacy Control: no page views are counted. */
	privacy: boolean
	config: Config
	manifest: AssetManifest
	loader: EntryLoader
}) {
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
		legal: config.legal,
	}
	const LL = translatorFor(locale)
	const meta = page
		? page.handle.meta({ LL, locale, path, config: appConfig, data: page.loaderData })
		: { title: LL.meta.error.title(), description: LL.meta.error.description(), noindex: true }
	const tags = renderHeadTags(
		meta.title,
		headTags(meta, { locale, path, publicUrl: config.publicUrl, robots: config.robots }),
	)
	const pageId = page && pageIdOf(page.id)
	const pageModule: PageModule | undefined = pageId && PAGE_MODULES[pageId]
	// Not hydrated: none of the app's chunks (client-lite.ts), only the rules its markup uses (docs/ARCHITECTURE.md,
	// "CSS"). A page that failed (500) is hydrated, so the app can show its error boundary.
	const lite = pageModule?.hydrate === false && !context.errors
	const json = (id: string, value: unknown) =>
		`<script type="application/json" id="${id}">${escapeScriptJson(JSON.stringify(value))}</script>`
	let data: string
	if (lite) {
		data = json('tk-boot', { locale, config: appConfig, count: page?.handle.count !== false })
	} else {
		// What entry-loader.ts preloads after the first paint, `[url, integrity]`: a tool page's own entry first.
		const entry = pageModule?.hydrate === 'island' && !context.errors ? [manifest.tool, ...manifest.toolImports] : null
		const preload = [
			...(entry ?? [manifest.entry, ...manifest.entryImports]),
			...(manifest.dictionaries[locale] ?? []),
			...(pageModule ? (manifest.pages[pageModule.file] ?? []) : []),
			...(pageModule?.namespaces ?? []).flatMap((n) => manifest.namespaces[`${locale}:${n}`] ?? []),
		].map((url) => [url, manifest.integrity[url] ?? ''])
		const hydration = {
			loaderData: context.loaderData,
			actionData: context.actionData,
			errors: serializeErrors(context.errors),
		}
		data =
			json('tk-boot', { locale, config: appConfig }) + json('tk-hydration', hydration) + json('tk-preload', preload)
	}
	const integrity = manifest.integrity[manifest.lite]
	const preloadLite = `<link rel="modulepreload" href="${manifest.lite}"${integrity ? ` integrity="${integrity}"` : ''}>`
	return {
		status: context.errors ? 500 : (page?.handle.status ?? context.statusCode),
		locale,
		appConfig,
		/** Given the markup: a page that is not hydrated inlines the rules it uses. */
		head: (markup: string) =>
			`<!doctype html><html lang="${locale}" dir="ltr"${lite ? ' data-lite' : ''}><head><meta charset="utf-8">` +
			'<meta name="viewport" content="width=device-width, initial-scale=1">' +
			'<meta name="color-scheme" content="light dark">' +
			'<meta name="theme-color" content="#c8102e">' +
			tags +
			'<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
			`<style>${(lite ? criticalCss(manifest.cssRules, markup) : manifest.inlineCss).replace(/<\/style/gi, '<\\/style')}</style>` +
			`<noscript><style>${WITHOUT_SCRIPT_CSS}</style></noscript>` +
			(lite ? preloadLite : '') +
			'</head><body><div id="root">',
		tail: `</div>${data}${args.loader.html}</body></html>`,
	}
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

import type { AppConfig } from '../../app/app-config'
import type { Locale } from '../../i18n/locales'
import { escapeScriptJson } from '../../seo/head'
import { WITHOUT_SCRIPT_CSS } from '../../ui/without-script'
import type { EntryLoader } from './entry-loader'
import type { AssetManifest } from './manifest'

export interface DocumentParts {
	locale: Locale
	/** The title and the page's head tags as HTML (seo/head.ts, `renderHeadTags`). */
	headTags: string
	manifest: AssetManifest
	/** A page that is not hydrated: the small entry instead of the app (src/routes.tsx, `hydrate`). */
	lite?: boolean
	/** The styles it inlines (page-document.ts, pageStyles). */
	css: string
}

/**
 * Everything before the React markup. A page that is not hydrated preloads its small entry from the
 * head, with its integrity. A hydrated page's scripts are not named here: the entry loader asks for
 * them after the first paint (entry-loader.ts), from the list documentTail writes.
 */
export function documentHead(p: DocumentParts): string {
	const css = `<style>${p.css.replace(/<\/style/gi, '<\\/style')}</style>`
	const integrity = p.manifest.integrity[p.manifest.lite]
	const preload = p.lite
		? `<link rel="modulepreload" href="${p.manifest.lite}"${integrity ? ` integrity="${integrity}"` : ''}>`
		: ''
	return (
		`<!doctype html><html lang="${p.locale}" dir="ltr"${p.lite ? ' data-lite' : ''}><head><meta charset="utf-8">` +
		'<meta name="viewport" content="width=device-width, initial-scale=1">' +
		'<meta name="color-scheme" content="light dark">' +
		'<meta name="theme-color" content="#c8102e">' +
		p.headTags +
		'<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
		css +
		`<noscript><style>${WITHOUT_SCRIPT_CSS}</style></noscript>` +
		preload +
		'</head><body><div id="root">'
	)
}

/**
 * Everything after the React markup: boot data, router hydration data and the scripts to preload
 * as JSON data blocks (never executed, so the CSP needs no hash of them; src/client.tsx and the
 * entry loader read them), then the entry loader, the page's only inline script (entry-loader.ts).
 */
export function documentTail(args: {
	locale: Locale
	config: AppConfig
	/** The router's state to hydrate from; none on a page that is not hydrated. */
	hydration?: unknown
	/** A hydrated page's scripts (the entry, its imports, the page's chunks), `[url, integrity]`. */
	preload?: [string, string][]
	/** Set on a page that is not hydrated: whether its view is counted (src/client-lite.ts). */
	count?: boolean
	loader: EntryLoader
}): string {
	const { locale, config, count } = args
	const boot = escapeScriptJson(JSON.stringify({ locale, config, count }))
	const hydration =
		args.hydration === undefined
			? ''
			: `<script type="application/json" id="tk-hydration">${escapeScriptJson(JSON.stringify(args.hydration))}</script>`
	const preload = args.preload
		? `<script type="application/json" id="tk-preload">${escapeScriptJson(JSON.stringify(args.preload))}</script>`
		: ''
	return (
		`</div><script type="application/json" id="tk-boot">${boot}</script>` +
		hydration +
		preload +
		args.loader.html +
		'</body></html>'
	)
}

import type { AppConfig } from '../../app/app-config'
import type { Locale } from '../../i18n/locales'
import { escapeScriptJson, type HeadTag, renderHeadTags } from '../../seo/head'
import { WITHOUT_SCRIPT_CSS } from '../../ui/without-script'
import type { EntryLoader } from './entry-loader'
import type { AssetManifest } from './manifest'

export interface DocumentParts {
	locale: Locale
	title: string
	tags: HeadTag[]
	manifest: AssetManifest
	preload: string[]
	/** A page that is not hydrated: the small entry instead of the app (src/routes.tsx, `hydrate`). */
	lite?: boolean
	/** The styles its markup uses (critical-css.ts). */
	css: string
}

/**
 * Everything before the React markup. The entry and its chunks are preloaded from the head, with
 * their integrity, so loading the entry from the end of the body costs no time (module scripts
 * run after parsing anyway).
 */
export function documentHead(p: DocumentParts): string {
	const css = `<style>${p.css.replace(/<\/style/gi, '<\\/style')}</style>`
	const entry = p.lite ? [p.manifest.lite] : [p.manifest.entry, ...p.manifest.entryImports]
	const preload = [...entry, ...p.preload]
		.map((href) => {
			const integrity = p.manifest.integrity[href]
			return `<link rel="modulepreload" href="${href}"${integrity ? ` integrity="${integrity}"` : ''}>`
		})
		.join('')
	return (
		`<!doctype html><html lang="${p.locale}" dir="ltr"${p.lite ? ' data-lite' : ''}><head><meta charset="utf-8">` +
		'<meta name="viewport" content="width=device-width, initial-scale=1">' +
		'<meta name="color-scheme" content="light dark">' +
		'<meta name="theme-color" content="#c8102e">' +
		renderHeadTags(p.title, p.tags) +
		'<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
		css +
		`<noscript><style>${WITHOUT_SCRIPT_CSS}</style></noscript>` +
		preload +
		'</head><body><div id="root">'
	)
}

/**
 * Everything after the React markup: boot data and router hydration data as JSON data blocks
 * (never executed, so the CSP needs no hash of them; src/client.tsx reads them), then the entry
 * loader, the page's only inline script (entry-loader.ts).
 */
export function documentTail(args: {
	locale: Locale
	config: AppConfig
	/** The router's state to hydrate from; none on a page that is not hydrated. */
	hydration?: unknown
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
	return (
		`</div><script type="application/json" id="tk-boot">${boot}</script>` +
		hydration +
		args.loader.html +
		'</body></html>'
	)
}

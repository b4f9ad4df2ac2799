import type { AppConfig } from '../../app/app-config'
import type { Locale } from '../../i18n/locales'
import { escapeScriptJson, type HeadTag, renderHeadTags } from '../../seo/head'
import type { AssetManifest } from './manifest'

export interface DocumentParts {
	locale: Locale
	title: string
	tags: HeadTag[]
	nonce: string
	manifest: AssetManifest
	preload: string[]
	analyticsScriptUrl: string | null
}

/**
 * Everything before the React markup. The entry is a module script in the head (deferred
 * by nature), so the boot data and hydration data written after the markup exist when it runs.
 */
export function documentHead(p: DocumentParts): string {
	const css = p.manifest.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('')
	const preload = [p.manifest.entry, ...p.manifest.entryImports, ...p.preload]
		.map((href) => `<link rel="modulepreload" href="${href}">`)
		.join('')
	const analytics = p.analyticsScriptUrl
		? `<script defer src="${p.analyticsScriptUrl}" nonce="${p.nonce}"></script>`
		: ''
	return (
		`<!doctype html><html lang="${p.locale}" dir="ltr"><head><meta charset="utf-8">` +
		'<meta name="viewport" content="width=device-width, initial-scale=1">' +
		'<meta name="color-scheme" content="light dark">' +
		'<meta name="theme-color" content="#c8102e">' +
		renderHeadTags(p.title, p.tags, p.nonce) +
		'<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
		css +
		preload +
		`<script type="module" src="${p.manifest.entry}" nonce="${p.nonce}"></script>` +
		analytics +
		'</head><body><div id="root">'
	)
}

/** Everything after the React markup: boot data (a JSON data block) and router hydration data. */
export function documentTail(args: { locale: Locale; config: AppConfig; hydration: unknown; nonce: string }): string {
	const boot = escapeScriptJson(JSON.stringify({ locale: args.locale, config: args.config }))
	const hydration = escapeScriptJson(JSON.stringify(JSON.stringify(args.hydration)))
	return (
		`</div><script type="application/json" id="tk-boot">${boot}</script>` +
		`<script nonce="${args.nonce}">window.__staticRouterHydrationData=JSON.parse(${hydration})</script>` +
		'</body></html>'
	)
}

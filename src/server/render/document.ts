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
}

/**
 * Everything before the React markup. The entry and its chunks are preloaded from the head, with
 * their integrity, so loading the entry from the end of the body costs no time (module scripts
 * run after parsing anyway).
 */
export function documentHead(p: DocumentParts): string {
	const css = `<style>${p.manifest.inlineCss}</style>`
	const preload = [p.manifest.entry, ...p.manifest.entryImports, ...p.preload]
		.map((href) => {
			const integrity = p.manifest.integrity[href]
			return `<link rel="modulepreload" href="${href}"${integrity ? ` integrity="${integrity}"` : ''}>`
		})
		.join('')
	return (
		`<!doctype html><html lang="${p.locale}" dir="ltr"><head><meta charset="utf-8">` +
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
	hydration: unknown
	loader: EntryLoader
}): string {
	const boot = escapeScriptJson(JSON.stringify({ locale: args.locale, config: args.config }))
	const hydration = escapeScriptJson(JSON.stringify(args.hydration))
	return (
		`</div><script type="application/json" id="tk-boot">${boot}</script>` +
		`<script type="application/json" id="tk-hydration">${hydration}</script>` +
		args.loader.html +
		'</body></html>'
	)
}

const encoder = new TextEncoder()

/** The whole document as one stream: the head at once, React's markup as it comes, then the tail. */
export function framed(head: string, body: ReadableStream<Uint8Array>, tail: string): ReadableStream<Uint8Array> {
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

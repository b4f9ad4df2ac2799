import type { Locale } from '../../i18n/locales'
import { localizePath } from '../../i18n/locales'
import { translatorFor } from '../../i18n/translator'
import { escapeHtml } from '../../seo/head'

/**
 * The friendly 500 page for a render that failed before any byte was sent. Plain HTML
 * built without React, so it works whatever broke; styled by the app's stylesheet.
 */
export function errorDocument(locale: Locale, css: string): string {
	const LL = translatorFor(locale)
	const links = `<style>${css}</style>`
	return (
		`<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
		'<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
		`<title>${escapeHtml(LL.meta.error.title())}</title>${links}</head>` +
		'<body><main style="max-width:40rem;margin:0 auto;padding:6rem 1rem;text-align:center;font-family:system-ui,sans-serif">' +
		`<h1>${escapeHtml(LL.errorPage.title())}</h1><p>${escapeHtml(LL.errorPage.message())}</p>` +
		`<p><a href="${localizePath('/', locale)}">${escapeHtml(LL.errorPage.home())}</a></p>` +
		'</main></body></html>'
	)
}

import { Hono } from 'hono'
import type { AppEnv } from '../core/app-env'
import { DEFAULT_LOCALE, LOCALES, localizePath } from '../i18n/locales'
import { openApiDocument } from './openapi'
import { apiDocsHtml } from './page.server'

type DocsOptions = { publicUrl: string; inlineCss: string }

/** The page's headers: it is for people, not for search engines (`noindex` here and in its head). */
const PAGE_HEADERS = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'public, max-age=300' }

/**
 * GET /openapi.json and GET /docs (the English page), to mount under /api. Both are built once
 * (they depend on nothing but the public URL and the stylesheet). Neither is in sitemap.xml.
 * @example app.route('/api', apiDocsRoutes({ publicUrl: config.publicUrl, inlineCss: manifest.inlineCss }))
 */
export function apiDocsRoutes(opts: DocsOptions) {
	const document = JSON.stringify(openApiDocument(opts.publicUrl), null, 2)
	const page = apiDocsHtml(opts.publicUrl, opts.inlineCss, DEFAULT_LOCALE)
	return new Hono<AppEnv>()
		.get('/openapi.json', (c) =>
			c.body(document, 200, {
				'Content-Type': 'application/json; charset=utf-8',
				'Cache-Control': 'public, max-age=300',
			}),
		)
		.get('/docs', (c) => c.html(page, 200, PAGE_HEADERS))
}

/**
 * The same page in every other language, at its localized path (/de/api/docs, …), to mount at the
 * root: each language's footer links to its own (src/ui/Footer.tsx). Built once per language.
 */
export function localizedApiDocs(opts: DocsOptions) {
	const app = new Hono<AppEnv>()
	for (const locale of LOCALES) {
		if (locale === DEFAULT_LOCALE) continue
		const page = apiDocsHtml(opts.publicUrl, opts.inlineCss, locale)
		app.get(localizePath('/api/docs', locale), (c) => c.html(page, 200, PAGE_HEADERS))
	}
	return app
}

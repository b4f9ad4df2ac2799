import { Hono } from 'hono'
import type { AppEnv } from '../core/app-env'
import { openApiDocument } from './openapi'
import { apiDocsHtml } from './page.server'

/**
 * GET /openapi.json and GET /docs, to mount under /api. Both are built once (they depend on
 * nothing but the public URL and the stylesheet). The page is for people, not for search
 * engines: `noindex` in its head and in X-Robots-Tag, and it is not in sitemap.xml.
 * @example app.route('/api', apiDocsRoutes({ publicUrl: config.publicUrl, inlineCss: manifest.inlineCss }))
 */
export function apiDocsRoutes(opts: { publicUrl: string; inlineCss: string }) {
	const document = JSON.stringify(openApiDocument(opts.publicUrl), null, 2)
	const page = apiDocsHtml(opts.publicUrl, opts.inlineCss)
	return new Hono<AppEnv>()
		.get('/openapi.json', (c) =>
			c.body(document, 200, {
				'Content-Type': 'application/json; charset=utf-8',
				'Cache-Control': 'public, max-age=300',
			}),
		)
		.get('/docs', (c) =>
			c.html(page, 200, { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'public, max-age=300' }),
		)
}

import type { Hono } from 'hono'
import type { AppEnv } from '../../core/app-env'
import type { Config } from '../../core/config'
import { LOCALES, localizePath } from '../../i18n/locales'
import { PAGE_ENTRIES, type RouteOptions } from '../../routes'

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** sitemap.xml: every page in every language, each with its hreflang alternates and x-default. */
export function sitemapXml(publicUrl: string, paths: string[]): string {
	const urls = paths.flatMap((path) => {
		const alternates = [
			...LOCALES.map(
				(code) =>
					`<xhtml:link rel="alternate" hreflang="${code}" href="${xml(publicUrl + localizePath(path, code))}"/>`,
			),
			`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(publicUrl + localizePath(path, 'en'))}"/>`,
		].join('')
		return LOCALES.map((code) => `<url><loc>${xml(publicUrl + localizePath(path, code))}</loc>${alternates}</url>`)
	})
	return (
		'<?xml version="1.0" encoding="UTF-8"?>\n' +
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
		urls.join('') +
		'</urlset>\n'
	)
}

/** robots.txt follows ROBOTS: a private instance (noindex) disallows everything. */
export function robotsTxt(publicUrl: string, robots: 'index' | 'noindex'): string {
	return robots === 'index'
		? `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`
		: `User-agent: *\nDisallow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`
}

/** Unprefixed canonical paths of every page that always exists (not the imprint: `sitemapPaths`). */
export const SITEMAP_PATHS: string[] = PAGE_ENTRIES.filter(([, p]) => !p.requires).flatMap(([, p]) =>
	p.paths.slice(0, 1),
)

/** Unprefixed canonical paths of every indexable page of this installation, for sitemap.xml. */
export const sitemapPaths = (options: RouteOptions): string[] =>
	PAGE_ENTRIES.filter(([, p]) => !p.requires || options[p.requires]).flatMap(([, p]) => p.paths.slice(0, 1))

/** The sitemap's pages in every language (`/help`, `/de/help` …): what a test or bench means by "every page". */
export const SITEMAP_URL_PATHS: string[] = SITEMAP_PATHS.flatMap((path) =>
	LOCALES.map((locale) => localizePath(path, locale)),
)

/** GET /robots.txt and /sitemap.xml. */
export function installSeoFiles(app: Hono<AppEnv>, config: Config): void {
	app.get('/robots.txt', (c) => c.text(robotsTxt(config.publicUrl, config.robots)))
	const paths = sitemapPaths({ imprint: config.operator.imprint !== null })
	app.get('/sitemap.xml', (c) =>
		c.body(sitemapXml(config.publicUrl, paths), 200, { 'Content-Type': 'application/xml; charset=utf-8' }),
	)
}

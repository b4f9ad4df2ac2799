import { LOCALES, localizePath } from '../../i18n/locales'

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

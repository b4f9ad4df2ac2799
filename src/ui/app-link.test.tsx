import { describe, expect, mock, test } from 'bun:test'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, Link, NavLink, StaticRouterProvider } from 'react-router'
import { appForPages, expectSamePages, renderEveryPage } from '../../tests/support/every-page'
import { SITEMAP_PATHS } from '../app/page-paths'
import { LOCALES } from '../i18n/locales'
import { AppLink, AppNavLink } from './app-link'

// The server writes an app link's <a> itself (app-link.tsx); the browser hydrates it with react-router's <Link>.
// That holds only while both write the same markup, so every page is rendered twice here, once with each.

/** `element` rendered alone at `at` (`/de/help`), in a static router as the server renders pages. */
async function rendered(element: React.ReactNode, at = '/de/help'): Promise<string> {
	const handler = createStaticHandler([{ path: '*', element }])
	const context = await handler.query(new Request(`http://localhost${at}`))
	if (context instanceof Response) throw new Error('the static handler answered a redirect')
	const router = createStaticRouter(handler.dataRoutes, context)
	return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)
}

describe('AppLink writes what <Link> writes', () => {
	// Paths and props the pages do not use today: Link resolves or drops part of the path, or the prop changes
	// what it writes. Each must still come out as Link writes it (AppLink leaves those links to Link).
	test.each([
		['a page', { to: '/de/guides' }],
		[
			'a section of a page, with classes and a test id',
			{ to: '/tools/thumbnail-downloader#faq', className: 'a b', 'data-testid': 'x' },
		],
		['a query and a hash', { to: '/es/help?tab=tools#faq', rel: 'next' }],
		['a trailing slash', { to: '/de/' }],
		['a double slash', { to: '/de//guides' }],
		['a dot segment', { to: '/de/./guides' }],
		['a parent segment', { to: '/de/guides/../help' }],
		['an empty query', { to: '/de/help?' }],
		['an empty hash', { to: '/de/help#' }],
		['a relative path', { to: 'guides' }],
		['a protocol-relative URL', { to: '//example.com/x' }],
		['an absolute URL', { to: 'https://example.com/x' }],
		['a path object', { to: { pathname: '/de/help', hash: '#faq' } }],
		['a language link', { to: '/de/help', hrefLang: 'de', lang: 'de' }],
		[
			'a label, a state and a data attribute',
			{ to: '/', 'aria-label': 'Home', 'aria-current': 'page' as const, 'data-x': '1' },
		],
		['a new tab', { to: '/de/help', target: '_blank' }],
		['a full reload', { to: '/de/help', reloadDocument: true }],
		['prefetching', { to: '/de/help', prefetch: 'render' as const }],
		['discovery off', { to: '/de/help', discover: 'none' as const }],
		['a relative-to-path link', { to: '..', relative: 'path' as const }],
	])('%s', async (_, props) => {
		expect(await rendered(<AppLink {...props}>text</AppLink>)).toBe(await rendered(<Link {...props}>text</Link>))
	})

	// The header's NavLinks at their own page, another page, in other case, below them, with and without `end`.
	test.each([
		['its own page', '/de/help', { to: '/de/help', end: true }],
		['its own page in other case', '/DE/Help', { to: '/de/help', end: true }],
		['another page', '/de/guides', { to: '/de/help', end: true }],
		['a page below it, exact', '/de/guides/youtube-hashtags', { to: '/de/guides', end: true }],
		['a page below it', '/de/guides/youtube-hashtags', { to: '/de/guides' }],
		['a page that only starts like it', '/de/guidesx', { to: '/de/guides' }],
		['a trailing slash', '/de/', { to: '/de/', end: true }],
		['the home page below every page', '/de/help', { to: '/' }],
		['no class', '/de/help', { to: '/de/help', className: '' }],
		['a class with spaces', '/de/help', { to: '/de/help', className: ' a  b ' }],
		[
			'a class function',
			'/de/help',
			{ to: '/de/help', className: ({ isActive }: { isActive: boolean }) => `x${isActive}` },
		],
		['a query', '/de/help', { to: '/de/help?x=1' }],
		['case-sensitive', '/DE/help', { to: '/de/help', caseSensitive: true }],
		['an encoded path', '/de/h%C3%BCfe', { to: '/de/hüfe' }],
		['an empty path', '/de/help', { to: '' }],
		['a double slash', '/de//help', { to: '/de//help' }],
	])('a NavLink to %s', async (_, at, props) => {
		const nav = (Component: typeof NavLink) => (
			<Component className="nav" {...props}>
				text
			</Component>
		)
		expect(await rendered(nav(AppNavLink as typeof NavLink), at)).toBe(await rendered(nav(NavLink), at))
	})

	const app = appForPages()

	test('every page in every language: the same HTML with AppLink as with <Link>', async () => {
		const written = await renderEveryPage(app())
		// The same pages with react-router's own <Link> wherever the app links (mock.module updates the module that
		// every page imported already).
		mock.module('./app-link', () => ({ AppLink: Link, AppNavLink: NavLink }))
		try {
			expectSamePages(written, await renderEveryPage(app()))
			expect(written.size).toBeGreaterThan(SITEMAP_PATHS.length * LOCALES.length)
			let links = 0
			for (const page of written.values()) links += page.match(/data-discover="true"/g)?.length ?? 0
			// Pages do link: a page without one would make the comparison say nothing.
			expect(links).toBeGreaterThan(written.size * 20)
			// And the header marks its current page on the pages it links to.
			const current = [...written.values()].filter((page) => page.includes('aria-current="page"'))
			expect(current.length).toBeGreaterThanOrEqual(LOCALES.length * 3)
		} finally {
			mock.module('./app-link', () => ({ AppLink, AppNavLink }))
		}
	}, 60_000)
})

import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import type { ReactNode } from 'react'
import { LOCALES, localizePath } from '../../i18n/locales'
import { translatorFor } from '../../i18n/translator'
import { createRoutes } from '../../routes'
import { escapeHtml } from '../../seo/head'
import { SITEMAP_URL_PATHS } from '../seo/sitemap'
import { testApp } from '../test-app'

// Only real pages enter the render cache; a 404 comes from one shell per language.

type App = Awaited<ReturnType<typeof testApp>>

/** Counts renders: each language root renders once per page rendered, never for a cache hit. */
let renders = 0
function Counted({ children }: { children: ReactNode }) {
	renders++
	return children
}
const countedRoutes = createRoutes({ imprint: false }).map((root) => ({
	...root,
	element: <Counted>{root.element}</Counted>,
}))

const PUBLIC_URL = 'https://tubekit.example'
let cached: App
/** The same site without a render cache: every answer rendered for its own path. */
let reference: App

beforeAll(async () => {
	cached = await testApp({ PUBLIC_URL, LOG_LEVEL: 'silent', RENDER_CACHE_ENTRIES: '500' }, { routes: countedRoutes })
	reference = await testApp({ PUBLIC_URL, LOG_LEVEL: 'silent', RENDER_CACHE_ENTRIES: '0' })
})
afterAll(async () => {
	await cached.close()
	await reference.close()
})

/** A response's status, headers (but the per-response ones) and body, to compare two answers. */
async function snapshot(res: Response) {
	const headers = [...res.headers]
		.filter(([name]) => !['date', 'x-request-id', 'content-length'].includes(name))
		.map(([name, value]) => `${name}: ${value}`)
		.sort()
	return { status: res.status, headers, body: await res.text() }
}

describe('render cache', () => {
	test('a query string no page reads (utm_*, fbclid, gclid, si, any other) is the kept page: same bytes and headers, no render', async () => {
		for (const path of ['/', '/de/help', '/tools/thumbnail-downloader']) {
			const plain = await snapshot(await cached.request(path))
			expect(plain.status).toBe(200)
			const before = renders
			for (const query of [
				'?utm_source=newsletter&utm_medium=email&utm_campaign=x',
				'?fbclid=IwAR0abc',
				'?gclid=Cj0KCQ',
				'?si=aBcD1234',
				`?${crypto.randomUUID().slice(0, 8)}=${Math.random()}`,
			]) {
				const res = await cached.request(path + query)
				expect(res.headers.get('content-security-policy')).toContain("'strict-dynamic'")
				expect({ query, ...(await snapshot(res)) }).toEqual({ query, ...plain })
				// The canonical link is the page's own, never the query's.
				expect(plain.body).not.toContain(query.slice(1, 6))
			}
			// Served through the app (app.request) and the fast path (fetch): neither rendered.
			const fast = await cached.fetch(new Request(`http://localhost${path}?utm_source=x`))
			expect(await fast.text()).toBe(plain.body)
			expect(renders).toBe(before)
		}
	})

	test('a flood of 2,000 made-up paths evicts no real page and renders once per language', async () => {
		for (const path of SITEMAP_URL_PATHS) expect((await cached.request(path)).status).toBe(200)
		const afterRealPages = renders
		for (let i = 0; i < 2000; i++) {
			const path = localizePath(`/made-up-${i}/page`, LOCALES[i % LOCALES.length] ?? 'en')
			const res = await cached.request(path)
			expect(res.status).toBe(404)
			await res.arrayBuffer()
		}
		const afterFlood = renders
		for (const path of SITEMAP_URL_PATHS) expect((await cached.request(path)).status).toBe(200)
		// Every real page was still kept: none rendered again.
		expect(renders).toBe(afterFlood)
		expect(afterFlood - afterRealPages).toBeLessThanOrEqual(LOCALES.length)
	}, 120_000)

	test('made-up paths in all five languages: each the localized 404 a render of its own path gives, from one shell', async () => {
		const tricky = [
			'/nothing-here',
			'/a/b/c/',
			'/%C3%BCber',
			'/ü-umlaut',
			'/it\'s&x="y"<b>',
			'/a//b',
			'/x%0Ay',
			'/A~B!$()*+,;=:@',
			'/help/',
			'/HELP',
			'/tk-not-found-slot',
			`/${'long-'.repeat(200)}`,
		]
		const paths = [...LOCALES.flatMap((locale) => tricky.map((p) => localizePath(p, locale))), '/DE/x', '/fr/', '/en/x']
		for (const privacy of [{}, { dnt: '1' }] as Record<string, string>[]) {
			for (const path of paths) {
				const mine = await snapshot(await cached.request(path, { headers: privacy }))
				expect(mine).toEqual(await snapshot(await reference.request(path, { headers: privacy })))
			}
		}
		const char = fc.constantFrom(...'abcXYZ019-._~!$()*+,;=:@\'"&<> ü/'.split(''), '%C3%BC', '%20', '%0A')
		await fc.assert(
			fc.asyncProperty(
				fc.constantFrom(...LOCALES),
				fc.array(char, { minLength: 1, maxLength: 24 }),
				async (locale, chars) => {
					const path = localizePath(`/zz${chars.join('')}`, locale)
					expect(await snapshot(await cached.request(path))).toEqual(await snapshot(await reference.request(path)))
				},
			),
			{ numRuns: 60 },
		)
		// Each language's shell is kept now: more made-up paths render nothing.
		const before = renders
		for (const privacy of [{}, { dnt: '1' }] as Record<string, string>[]) {
			for (const locale of LOCALES) {
				for (let i = 0; i < 20; i++) {
					const res = await cached.request(localizePath(`/another-${i}/x.html`, locale), { headers: privacy })
					expect(res.status).toBe(404)
					await res.arrayBuffer()
				}
			}
		}
		expect(renders).toBe(before)
		for (const locale of LOCALES) {
			const res = await cached.request(localizePath('/nothing-here', locale))
			expect(res.status).toBe(404)
			expect(res.headers.get('content-security-policy')).toContain("'strict-dynamic'")
			expect(res.headers.get('cache-control')).toBe('private, no-cache')
			const html = await res.text()
			const LL = translatorFor(locale)
			expect(html).toStartWith(`<!doctype html><html lang="${locale}"`)
			expect(html).toContain(`<title>${escapeHtml(LL.meta.notFound.title())}</title>`)
			expect(html).toContain(escapeHtml(LL.notFound.title()))
			expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
			expect(html).not.toContain('rel="canonical"')
			expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${localizePath('/nothing-here', locale)}"`)
			expect(html).not.toContain('tk-not-found-slot')
			const head = await cached.request(localizePath('/nothing-here', locale), { method: 'HEAD' })
			expect(head.status).toBe(404)
			expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(html)))
		}
	}, 120_000)
})

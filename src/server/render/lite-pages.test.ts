import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PAGE_MODULES } from '../../routes'
import { TOOL_KEYS } from '../../tools/registry'
import { testApp } from '../test-app'
import { CLIENT_DIR, loadManifest } from './manifest'

/**
 * Pages marked `hydrate: false` (src/routes.tsx) load src/client-lite.ts instead of the app
 *: no router state, no app chunk preloaded, the same one loader script.
 */
type App = Awaited<ReturnType<typeof testApp>>
let t: App
beforeAll(async () => {
	t = await testApp({ PUBLIC_URL: 'https://tubekit.example' })
})
afterAll(() => t.close())

const manifest = loadManifest()
const page = async (path: string) => {
	const res = await t.request(path)
	return { status: res.status, html: await res.text() }
}
const preloads = (html: string) =>
	[...html.matchAll(/<link rel="modulepreload" href="([^"]+)" integrity="([^"]+)">/g)].map((m) => m[1])
/** A hydrated page's scripts, which the loader preloads after the first paint (entry-loader.ts). */
const laterPreloads = (html: string) =>
	(
		JSON.parse(/<script type="application\/json" id="tk-preload">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as [
			string,
			string,
		][]
	).map(([url]) => url)
const boot = (html: string) =>
	JSON.parse(/<script type="application\/json" id="tk-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null')
const loaderScript = (html: string) =>
	[...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').filter((s) => s.includes('createElement'))

const LITE = [
	'/',
	'/tr/',
	'/guides',
	'/de/guides/youtube-seo-guide',
	'/es/help',
	'/privacy-policy',
	'/nl/terms-of-service',
]
const HYDRATED = [
	'/tools/thumbnail-downloader',
	'/de/tools/transcript-downloader',
	'/contact',
	'/nl/tools/hashtag-generator',
]

describe('pages that are not hydrated', () => {
	test('home, the guides, the help centre and the legal pages are marked so in the route table; no page with a form is', () => {
		for (const id of [
			'home',
			'help',
			'guides',
			'guide-seo',
			'guide-workflow',
			'privacy',
			'terms',
			'not-found',
		] as const) {
			expect([id, PAGE_MODULES[id].hydrate]).toEqual([id, false])
		}
		for (const [id, mod] of Object.entries(PAGE_MODULES)) {
			if ('form' in mod && mod.form) expect([id, 'hydrate' in mod && mod.hydrate === false]).toEqual([id, false])
		}
		for (const id of TOOL_KEYS) expect([id, PAGE_MODULES[id].hydrate]).toEqual([id, 'island'])
	})

	test('load the small entry: marked data-lite, only its chunks preloaded, no router state, the view counted', async () => {
		for (const path of LITE) {
			const { status, html } = await page(path)
			expect([path, status]).toEqual([path, 200])
			expect(html).toMatch(/^<!doctype html><html lang="[a-z]{2}" dir="ltr" data-lite>/)
			expect([path, preloads(html)]).toEqual([path, [manifest.lite]])
			expect(html).not.toContain('id="tk-preload"')
			expect(html).not.toContain('id="tk-hydration"')
			expect([path, boot(html)?.count]).toEqual([path, true])
		}
	})

	test('the 404 page is not hydrated either, and its view is not counted', async () => {
		const { status, html } = await page('/de/gibt-es-nicht')
		expect(status).toBe(404)
		expect(html).toContain(' data-lite>')
		expect(boot(html)?.count).toBe(false)
	})

	test('pages with a tool or a form hydrate: a tool page with the tool entry, the contact page with the app', async () => {
		for (const path of HYDRATED) {
			const { html } = await page(path)
			expect([path, html.includes(' data-lite>')]).toEqual([path, false])
			expect(html).toContain('id="tk-hydration"')
			expect(preloads(html)).toEqual([])
			const [entry, imports] = path.includes('/tools/')
				? [manifest.tool, manifest.toolImports]
				: [manifest.entry, manifest.entryImports]
			expect(laterPreloads(html).slice(0, 1 + imports.length)).toEqual([entry, ...imports])
			expect(boot(html)).not.toHaveProperty('count')
		}
	})

	// A tool page hydrates its <main> without React Router (src/client-tool.tsx): none of its scripts holds the router,
	// whose browser half reads this global.
	test('a tool page loads no part of React Router', async () => {
		for (const path of HYDRATED.filter((p) => p.includes('/tools/'))) {
			const withRouter = laterPreloads((await page(path)).html).filter((url) =>
				readFileSync(join(CLIENT_DIR, `.${url}`), 'utf8').includes('__staticRouterHydrationData'),
			)
			expect([path, withRouter]).toEqual([path, []])
		}
		const app = laterPreloads((await page('/contact')).html)
		expect(
			app.some((url) => readFileSync(join(CLIENT_DIR, `.${url}`), 'utf8').includes('__staticRouterHydrationData')),
		).toBe(true)
	})

	test("every page has the same loader script, which names the small entry; a hydrated page's list starts with its entry", async () => {
		const scripts = new Set<string>()
		for (const path of [...LITE, ...HYDRATED]) for (const s of loaderScript((await page(path)).html)) scripts.add(s)
		expect(scripts.size).toBe(1)
		const [script = ''] = scripts
		expect(script).toContain(`"${manifest.lite}"`)
		expect(script).toContain(`"${manifest.integrity[manifest.lite]}"`)
		for (const path of HYDRATED) {
			const list = /<script type="application\/json" id="tk-preload">([^<]*)<\/script>/.exec(
				(await page(path)).html,
			)?.[1]
			const [first] = JSON.parse(list ?? '[]') as [string, string][]
			expect(first?.[1]).toBe(manifest.integrity[first?.[0] ?? ''])
			expect([manifest.tool, manifest.entry]).toContain(first?.[0] ?? '')
		}
	})

	test('a page that is not hydrated inlines part of the stylesheet, a hydrated one the whole of it; none asks for it', async () => {
		const sheet = readFileSync(join(CLIENT_DIR, `.${manifest.css[0]}`), 'utf8')
		for (const path of [...LITE, ...HYDRATED]) {
			const { html } = await page(path)
			const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
			if (HYDRATED.includes(path)) expect([path, css]).toEqual([path, sheet])
			else {
				expect([path, css.length > 1000, css.length < sheet.length]).toEqual([path, true, true])
				expect(css.startsWith('@layer reset, base, tokens, recipes, utilities;')).toBe(true)
			}
			expect(html).not.toContain('rel="stylesheet"')
			expect(html).not.toContain(manifest.css[0] as string)
		}
		const [script = ''] = loaderScript((await page(HYDRATED[0] as string)).html)
		expect(script).not.toContain('stylesheet')
		expect(script).not.toContain(manifest.css[0] as string)
	})

	test('the small entry is one file: it imports nothing, and carries no React and no router', () => {
		const code = readFileSync(join(CLIENT_DIR, `.${manifest.lite}`), 'utf8')
		expect(code).not.toMatch(/\bimport\b/)
		expect(code).not.toMatch(/react\.(transitional\.)?element|__reactRouter|createBrowserRouter/)
	})
})

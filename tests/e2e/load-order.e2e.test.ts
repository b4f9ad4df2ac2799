/**
 * A hydrated page is drawn by the server, so the entry loader asks for the app's
 * scripts only after the first paint (src/server/render/entry-loader.ts), and it asks for no stylesheet:
 * its head inlines the whole sheet (page-document.ts, pageStyles). In Chromium: the first contentful paint
 * comes before any of those requests, every script of the page's tk-preload list is asked for once, and
 * the page still hydrates. A page that is not hydrated loads its small entry from the head's preload,
 * without waiting.
 */
import { describe, expect, test } from 'bun:test'
import { waitForHydration } from '../support/browser'
import { expectClean, liveApp, openPage, readManifest } from '../support/e2e'

const live = liveApp()
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

describe('what a page loads, and when', () => {
	const manifest = readManifest()

	for (const path of ['/de/tools/thumbnail-downloader', '/tr/contact']) {
		test(`${path}: the app's scripts are asked for after the first paint, each once, and no stylesheet`, async () => {
			const g = await openPage(live.browser, live.server.url, PHONE)
			const { page } = g
			await page.goto(live.server.url + path)
			await waitForHydration(page)
			const timing = await page.evaluate(() => ({
				paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
				// What came over the network (a preload the script then took over is listed with no bytes).
				assets: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
					.filter((e) => new URL(e.name).pathname.startsWith('/assets/') && e.encodedBodySize > 0)
					.map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
				listed: JSON.parse(document.getElementById('tk-preload')?.textContent ?? '[]') as [string, string][],
			}))
			expect(timing.paint).toBeGreaterThan(0)
			// Asked for in the task after the paint was reported: not before its timestamp.
			const early = timing.assets.filter((a) => a.start < timing.paint)
			expect({ paint: timing.paint, early }).toEqual({ paint: timing.paint, early: [] })
			const requested = timing.assets.map((a) => a.path)
			for (const [url] of timing.listed) expect(requested.filter((p) => p === url)).toEqual([url])
			// The page's entry: a tool page's own (src/client-tool.tsx, no router), the app's elsewhere.
			expect(requested).toContain(path.includes('/tools/') ? manifest.tool : manifest.entry)
			expect(requested.filter((p) => p.endsWith('.css'))).toEqual([])
			expectClean(g)
			await g.close()
		})
	}

	test('a page that is not hydrated loads its small entry without waiting, and no stylesheet', async () => {
		const g = await openPage(live.browser, live.server.url, PHONE)
		const { page } = g
		await page.goto(`${live.server.url}/es/help`)
		await waitForHydration(page)
		const assets = await page.evaluate(() =>
			(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
				.filter((e) => e.encodedBodySize > 0)
				.map((e) => new URL(e.name).pathname)
				.filter((p) => p.startsWith('/assets/') && !p.startsWith('/assets/images/')),
		)
		expect(assets).toEqual([manifest.lite])
		expectClean(g)
		await g.close()
	})
})

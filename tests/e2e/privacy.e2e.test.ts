/**
 * Decisions 1 and 2: the browser talks to this server only, whatever the visitor does, and
 * page views are counted first-party (POST /api/events) unless the visitor opted out (GPC).
 */

import { Database } from 'bun:sqlite'
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import type { Page, Request } from 'playwright-core'
import { waitForHydration } from '../support/browser'
import {
	APP_PAGE,
	eventually,
	expectClean,
	hoverInPlace,
	isLite,
	LANGS,
	liveApp,
	localized,
	openPage,
	pathOf,
	scrollToBottom,
	waitForLanguageMenu,
	waitForMobileMenu,
} from '../support/e2e'

const live = liveApp()

/** Everything a visitor does on a page that could pull in more resources. */
async function exercise(page: Page) {
	await scrollToBottom(page)
	if (await isLite(page)) return exerciseLite(page)
	await waitForLanguageMenu(page)
	await hoverInPlace(page, '[data-testid=language-switcher]')
	await page.locator('[data-scope=tooltip][data-part=content]').waitFor({ state: 'visible', timeout: 3000 })
	await page.click('[data-testid=language-switcher]')
	await page.locator('[data-scope=menu][data-part=content]').waitFor({ state: 'visible', timeout: 3000 })
	await page.keyboard.press('Escape')
	await page.setViewportSize({ width: 390, height: 844 })
	await waitForMobileMenu(page)
	await page.click('[data-testid=mobile-menu-trigger]')
	await page.locator('[data-testid=mobile-menu]').waitFor({ state: 'visible', timeout: 3000 })
	// Escape only closes the panel once its focus trap holds the focus: pressed earlier (a busy
	// machine shows the panel before the trap is set), it is lost and the panel stays.
	await page.waitForFunction(() => !!document.activeElement?.closest('[data-testid=mobile-menu]'), null, {
		timeout: 10_000,
	})
	await page.keyboard.press('Escape')
	await page.locator('[data-testid=mobile-menu]').waitFor({ state: 'detached', timeout: 3000 })
	await page.setViewportSize({ width: 1280, height: 800 })
}

/** The same on a page that is not hydrated: its menus are the server's <details> (src/client-lite.ts). */
async function exerciseLite(page: Page) {
	await page.click('[data-testid=language-switcher]')
	await page.locator('[data-testid=language-fallback]').waitFor({ state: 'visible', timeout: 3000 })
	await page.keyboard.press('Escape')
	await page.locator('[data-testid=language-fallback]').waitFor({ state: 'hidden', timeout: 3000 })
	await page.setViewportSize({ width: 390, height: 844 })
	await page.click('[data-testid=mobile-menu-trigger]')
	await page.locator('[data-testid=mobile-menu-fallback]').waitFor({ state: 'visible', timeout: 3000 })
	await page.keyboard.press('Escape')
	await page.locator('[data-testid=mobile-menu-fallback]').waitFor({ state: 'hidden', timeout: 3000 })
	await page.setViewportSize({ width: 1280, height: 800 })
}

describe('no request to another host', () => {
	for (const lang of LANGS) {
		test(`${lang}: home and 404, scrolled, switcher hovered and opened, mobile menu opened`, async () => {
			const g = await openPage(live.browser, live.server.url, { viewport: { width: 1280, height: 800 } })
			const { page } = g
			for (const path of ['/', '/no-such-page']) {
				await page.goto(live.server.url + localized(path, lang))
				await waitForHydration(page)
				await exercise(page)
				expectClean(g)
			}
			// The check can fail: the page really made requests, all to the app's own host.
			const own = new URL(live.server.url).host
			expect(g.requests.length).toBeGreaterThan(5)
			expect(g.requests.filter((u) => !/^(data|blob):/.test(u) && new URL(u).host !== own)).toEqual([])
			expect(g.foreignRequests).toEqual([])
			await g.close()
		})
	}
})

const DESKTOP_UA =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** The server's page-view counts ("lang path" -> count), read from its SQLite file. */
function pageViewCounts(): Record<string, number> {
	const db = new Database(join(live.server.dataDir, 'tubekit.db'), { readonly: true })
	try {
		const rows = db.query('SELECT lang, path, SUM(count) AS n FROM page_views GROUP BY lang, path').all() as {
			lang: string
			path: string
			n: number
		}[]
		return Object.fromEntries(rows.map((r) => [`${r.lang} ${r.path}`, r.n]))
	} finally {
		db.close()
	}
}

function diff(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
	return Object.fromEntries(
		Object.entries(after)
			.map(([k, n]): [string, number] => [k, n - (before[k] ?? 0)])
			.filter(([, n]) => n !== 0),
	)
}

describe('page-view beacon (decision 2)', () => {
	const isEvent = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/events'
	/**
	 * A desktop visitor (the server ignores "HeadlessChrome" as a bot; an ordinary browser's name is
	 * counted), the counts before it came, and the statuses of its page-view posts as they answer.
	 */
	async function countedVisitor() {
		const g = await openPage(live.browser, live.server.url, {
			viewport: { width: 1280, height: 800 },
			userAgent: DESKTOP_UA,
		})
		const before = pageViewCounts()
		const statuses: number[] = []
		g.page.on('response', (r) => {
			if (isEvent(r.request())) statuses.push(r.status())
		})
		return { g, page: g.page, before, statuses }
	}

	test('a page that is not hydrated (src/client-lite.ts) counts its view once, as the app does', async () => {
		const { g, page, before, statuses } = await countedVisitor()
		await page.goto(`${live.server.url}/de/guides/youtube-seo-guide`)
		await waitForHydration(page)
		expect(await isLite(page)).toBe(true)
		await eventually(() => expect(statuses).toEqual([204]))
		await eventually(() => expect(diff(before, pageViewCounts())).toEqual({ 'de /guides/youtube-seo-guide': 1 }))
		expectClean(g)
		await g.close()
	})

	test('POST /api/events on load and on each client-side path change, not for a 404', async () => {
		const { g, page, before, statuses } = await countedVisitor()
		// A page the app hydrates: its client-side navigations are the app's (APP_PAGE).
		await page.goto(live.server.url + APP_PAGE)
		await waitForHydration(page)
		await eventually(() => expect(statuses).toEqual([204]))

		// Client-side navigation to another page (the footer's German link).
		await page.evaluate(() => {
			;(window as unknown as { __tkMarker: number }).__tkMarker = 9
		})
		await page.click('[data-testid=footer-languages] a[hreflang=de]')
		await page.waitForURL(live.server.url + localized(APP_PAGE, 'de'))
		await eventually(() => expect(statuses).toEqual([204, 204]))
		expect(await page.evaluate(() => (window as unknown as { __tkMarker?: number }).__tkMarker)).toBe(9)

		// The header's Tools link: the home page, rendered inside the app, is another path.
		await page.click('header nav a[href="/de/#tools"]')
		await page.waitForURL(`${live.server.url}/de/#tools`)
		await eventually(() => expect(statuses).toEqual([204, 204, 204]))
		expect(await page.evaluate(() => (window as unknown as { __tkMarker?: number }).__tkMarker)).toBe(9)
		// A hash change is no new page view; an unknown path is never reported.
		await page.click('[data-testid=hero-guides]')
		await eventually(async () => expect(pathOf(page)).toBe('/de/#guides'))
		await scrollToBottom(page)
		await page.click('footer a[href="/de/guides"]')
		await page.waitForURL(`${live.server.url}/de/guides`)
		await eventually(() => expect(statuses).toEqual([204, 204, 204, 204]))
		await page.goto(`${live.server.url}/de/no-such-page`)
		await Bun.sleep(700)
		expect(statuses).toEqual([204, 204, 204, 204])
		// What the server counted, by path and language: never the unknown path.
		expect(diff(before, pageViewCounts())).toEqual({ 'en /contact': 1, 'de /contact': 1, 'de /': 1, 'de /guides': 1 })
		expectClean(g)
		await g.close()
	})

	test('with Global Privacy Control: countPageViews is false and nothing is posted', async () => {
		const before = pageViewCounts()
		const g = await openPage(live.browser, live.server.url, {
			viewport: { width: 1280, height: 800 },
			userAgent: DESKTOP_UA,
			extraHTTPHeaders: { 'Sec-GPC': '1' },
		})
		const { page } = g
		const events: string[] = []
		page.on('request', (r) => {
			if (isEvent(r)) events.push(r.postData() ?? '')
		})
		await page.goto(live.server.url + APP_PAGE)
		await waitForHydration(page)
		const boot = JSON.parse((await page.locator('#tk-boot').textContent()) ?? '{}')
		expect(boot.config.countPageViews).toBe(false)
		await page.click('[data-testid=footer-languages] a[hreflang=es]')
		await page.waitForURL(live.server.url + localized(APP_PAGE, 'es'))
		await waitForLanguageMenu(page)
		await Bun.sleep(700)
		expect(events).toEqual([])
		expect(diff(before, pageViewCounts())).toEqual({})
		expectClean(g)

		// The same page without the header is counted (the check above can fail).
		const plain = await openPage(live.browser, live.server.url, {
			viewport: { width: 1280, height: 800 },
			userAgent: DESKTOP_UA,
		})
		const counted: string[] = []
		plain.page.on('request', (r) => {
			if (isEvent(r)) counted.push(r.postData() ?? '')
		})
		await plain.page.goto(live.server.url + APP_PAGE)
		await waitForHydration(plain.page)
		const plainBoot = JSON.parse((await plain.page.locator('#tk-boot').textContent()) ?? '{}')
		expect(plainBoot.config.countPageViews).toBe(true)
		await eventually(() => expect(counted.length).toBe(1))
		await eventually(() => expect(diff(before, pageViewCounts())).toEqual({ 'en /contact': 1 }))
		expectClean(plain)
		await plain.close()
		await g.close()
	})
})

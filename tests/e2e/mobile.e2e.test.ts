/**
 * Small screens (390 x 844): the header navigation lives in a right-side slide-out panel
 * that closes on a link click (docs/product-spec.md §2) and on Escape, on a page the app
 * hydrates (APP_PAGE; the phone menu of the pages that are not: lite-pages.e2e.test.ts). Without the drawer's
 * code (no JavaScript, or its chunk failed) the menu button still opens the server-rendered
 * menu (tests/e2e/no-js.e2e.test.ts).
 */
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { waitForHydration } from '../support/browser'
import {
	APP_PAGE,
	chunksContaining,
	DICT,
	eventually,
	expectClean,
	focusBeforeWidgetLoads,
	holdChunk,
	type Lang,
	liveApp,
	localized,
	openPage,
	pathOf,
	visibleText,
	waitForMobileMenu,
} from '../support/e2e'

const live = liveApp()

/**
 * Opens APP_PAGE with the drawer's chunk held, presses the mouse on the menu button (its server placeholder:
 * the element pressed is returned) and gives `releaseChunk`, which lets the chunk through and resolves once the
 * page has evaluated it and React has had a few tasks to act on it, the mouse still held.
 */
async function pressBeforeWidgetLoads(page: Page, chunk: string) {
	const release = await holdChunk(page, chunk)
	await page.goto(live.server.url + APP_PAGE)
	await waitForHydration(page)
	const box = await page.locator('[data-testid=mobile-menu-trigger]').boundingBox()
	if (!box) throw new Error('no menu button')
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
	await page.mouse.down()
	const pressed = await page.evaluate(() => document.querySelector('[data-testid=mobile-menu-trigger]')?.tagName)
	const releaseChunk = async () => {
		release()
		// The same module the app imported: resolved once it has been evaluated; then a few tasks for React.
		await page.evaluate(async (url) => {
			await import(url)
			for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 20))
			await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
		}, live.server.url + chunk)
	}
	return { pressed, releaseChunk }
}

/** The path of the chunk that holds the drawer. */
function drawerChunkPath(): string {
	const [chunk] = chunksContaining('"mobile-menu"')
	if (!chunk) throw new Error('no chunk holds the drawer')
	return chunk
}

const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const panel = (page: Page) => page.locator('[data-testid=mobile-menu]')

async function openMenu(page: Page) {
	await page.click('[data-testid=mobile-menu-trigger]')
	await panel(page).waitFor({ state: 'visible', timeout: 5000 })
	// Slid in completely: the panel's right edge is the viewport's.
	await eventually(async () => {
		const box = await panel(page).boundingBox()
		if (!box) throw new Error('panel has no box')
		expect(Math.round(box.x + box.width)).toBe(390)
		expect(box.y).toBe(0)
		expect(box.height).toBeGreaterThanOrEqual(843)
		expect(box.width).toBeLessThan(390)
	})
}

async function expectMenuClosed(page: Page) {
	await eventually(async () => expect(await panel(page).count()).toBe(0))
}

async function panelLinks(page: Page) {
	return panel(page)
		.locator('nav a')
		.evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))
}

describe('mobile menu', () => {
	for (const lang of ['en', 'de'] as const satisfies Lang[]) {
		test(`${lang}: desktop nav hidden, the panel opens on the right with the three links`, async () => {
			const LL = DICT[lang]
			const g = await openPage(live.browser, live.server.url, MOBILE)
			const { page } = g
			await page.goto(live.server.url + localized(APP_PAGE, lang))
			await waitForHydration(page)
			expect(await page.locator(`header nav[aria-label="${LL.nav.mainNavigation}"]`).isVisible()).toBe(false)
			expect(await page.locator('[data-testid=mobile-menu-trigger]').isVisible()).toBe(true)
			expect(await page.getAttribute('[data-testid=mobile-menu-trigger]', 'aria-label')).toBe(LL.nav.openMenu)
			expect(await panel(page).count()).toBe(0)

			await openMenu(page)
			expect(await panelLinks(page)).toEqual([
				[LL.nav.tools, `${localized('/', lang)}#tools`],
				[LL.nav.guides, localized('/guides', lang)],
				[LL.nav.help, localized('/help', lang)],
			])
			expect(await page.locator('[data-testid=mobile-menu-trigger]').getAttribute('aria-expanded')).toBe('true')
			// A modal panel: it has a dialog role and its accessible name.
			expect(await panel(page).getAttribute('role')).toBe('dialog')
			expectClean(g)
			await g.close()
		})
	}

	test('clicking a link closes the panel and navigates; it works again after the navigation', async () => {
		const LL = DICT.en
		const g = await openPage(live.browser, live.server.url, MOBILE)
		const { page } = g
		await page.goto(live.server.url + APP_PAGE)
		await waitForHydration(page)
		await page.evaluate(() => {
			;(window as unknown as { __tkMarker: number }).__tkMarker = 5
		})

		await openMenu(page)
		await panel(page).getByRole('link', { name: LL.nav.guides, exact: true }).click()
		await page.waitForURL(`${live.server.url}/guides`)
		await expectMenuClosed(page)
		// A client-side navigation: the page is not reloaded (the marker survives).
		expect(await page.evaluate(() => (window as unknown as { __tkMarker?: number }).__tkMarker)).toBe(5)
		expect(pathOf(page)).toBe('/guides')

		// Again after the client-side navigation: open, then Tools back to /#tools.
		await openMenu(page)
		await panel(page).getByRole('link', { name: LL.nav.tools, exact: true }).click()
		await page.waitForURL(`${live.server.url}/#tools`)
		await expectMenuClosed(page)
		// The URL changes when the router starts the navigation; React commits the page in a
		// transition after it, so a busy machine may still show the guides for a moment.
		await eventually(async () => expect(await visibleText(page.locator('h1'))).toBe(LL.home.hero.title))
		await eventually(async () =>
			expect(
				await page.evaluate(() => {
					const r = document.getElementById('tools')?.getBoundingClientRect()
					return !!r && r.top < innerHeight && r.bottom > 0
				}),
			).toBe(true),
		)

		// And a third time, closed with Escape.
		await openMenu(page)
		await page.keyboard.press('Escape')
		await expectMenuClosed(page)
		expect(pathOf(page)).toBe('/#tools')
		expectClean(g)
		await g.close()
	})

	test('Escape and the close button close the panel, focus returns to the menu button', async () => {
		const LL = DICT.en
		const g = await openPage(live.browser, live.server.url, MOBILE)
		const { page } = g
		await page.goto(live.server.url + APP_PAGE)
		await waitForHydration(page)
		await waitForMobileMenu(page)

		await openMenu(page)
		// Focus is inside the panel while it is open (modal dialog).
		await eventually(async () =>
			expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=mobile-menu]'))).toBe(true),
		)
		await page.keyboard.press('Escape')
		await expectMenuClosed(page)
		await eventually(async () =>
			expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
				'mobile-menu-trigger',
			),
		)

		await openMenu(page)
		await panel(page).getByRole('button', { name: LL.nav.closeMenu }).click()
		await expectMenuClosed(page)
		expect(pathOf(page)).toBe(APP_PAGE)
		expectClean(g)
		await g.close()
	})

	test('Enter on a menu button focused before the drawer had loaded opens the panel', async () => {
		// As the language switcher's test of the same name: the chunk arrives after the focus.
		const drawerChunk = drawerChunkPath()
		const g = await openPage(live.browser, live.server.url, MOBILE)
		const { page } = g
		await focusBeforeWidgetLoads(page, live.server.url + APP_PAGE, drawerChunk, 'mobile-menu-trigger')
		await page.keyboard.press('Enter')
		await panel(page).waitFor({ state: 'visible', timeout: 5000 })
		await eventually(async () =>
			expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=mobile-menu]'))).toBe(true),
		)
		expectClean(g)
		await g.close()
	})

	test('a tap held on the menu button while the drawer arrives still opens the panel when it ends', async () => {
		// The drawer's chunk arrives between the tap's press and its release (a busy phone, or CI): were
		// the button swapped under the finger, the click would go to what holds both buttons, and open nothing.
		const drawerChunk = drawerChunkPath()
		const g = await openPage(live.browser, live.server.url, MOBILE)
		const { page } = g
		const { pressed, releaseChunk } = await pressBeforeWidgetLoads(page, drawerChunk)
		expect(pressed).toBe('SUMMARY')
		await releaseChunk()
		await page.mouse.up()
		await panel(page).waitFor({ state: 'visible', timeout: 5000 })
		expect(await page.locator('[data-testid=mobile-menu-fallback]').isVisible()).toBe(false)
		expectClean(g)
		await g.close()
	})

	test('a press that leaves the menu button before it ends opens nothing, and the drawer arrives after it', async () => {
		const drawerChunk = drawerChunkPath()
		const g = await openPage(live.browser, live.server.url, MOBILE)
		const { page } = g
		await pressBeforeWidgetLoads(page, drawerChunk).then(({ releaseChunk }) => releaseChunk())
		await page.mouse.move(10, 600)
		await page.mouse.up()
		await page.waitForSelector('[data-testid=mobile-menu-trigger][data-part=trigger]', { state: 'attached' })
		await page.waitForTimeout(300)
		expect(await panel(page).isVisible()).toBe(false)
		expect(await page.locator('[data-testid=mobile-menu-fallback]').isVisible()).toBe(false)
		expectClean(g)
		await g.close()
	})

	test('when the drawer cannot be loaded, the menu button opens the server-rendered menu instead and closes it', async () => {
		const drawerChunk = drawerChunkPath()
		const g = await openPage(live.browser, live.server.url, MOBILE)
		const { page } = g
		await page.route(`**${drawerChunk}`, (route) => route.abort())
		await page.goto(live.server.url + APP_PAGE)
		await waitForHydration(page)
		const fallback = page.locator('[data-testid=mobile-menu-fallback]')
		await page.click('[data-testid=mobile-menu-trigger]')
		await fallback.waitFor({ state: 'visible', timeout: 5000 })
		expect(await fallback.locator('nav a').count()).toBe(3)
		await page.click('[data-testid=mobile-menu-trigger]')
		await fallback.waitFor({ state: 'hidden', timeout: 5000 })
		// The only complaints: the refused chunk, once per attempt.
		expect(new Set(g.problems)).toEqual(new Set(['console.error: Failed to load resource: net::ERR_FAILED']))
		expect(g.foreignRequests).toEqual([])
		await g.close()
	})
})

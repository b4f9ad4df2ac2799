/**
 * Chromium: the help centre, the guides, the legal pages and the 404 load
 * src/client-lite.ts instead of the app. They fetch none of the app's scripts, count their view,
 * restore a saved language, save a language chosen in the header, and render as any page when
 * reached by a link inside the app. (The tabs' behaviour on such a page: content.e2e.test.ts.)
 */
import { describe, expect, test } from 'bun:test'
import { waitForHydration } from '../support/browser'
import { eventually, expectClean, isLite, liveApp, openPage } from '../support/e2e'

const live = liveApp()
const WIDE = { viewport: { width: 1280, height: 800 } }
const scripts = (requests: string[]) => requests.filter((u) => u.endsWith('.js')).map((u) => new URL(u).pathname)

describe('pages that are not hydrated', () => {
	test('a guide loads one script, the small entry (its view counted: privacy.e2e.test.ts)', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page } = g
		await page.goto(`${live.server.url}/de/guides/youtube-seo-guide`)
		await waitForHydration(page)
		expect(await isLite(page)).toBe(true)
		await page.waitForLoadState('networkidle')
		const loaded = scripts(g.requests)
		expect(loaded.some((p) => /^\/assets\/client-lite-[a-z0-9]+\.js$/.test(p))).toBe(true)
		// The app's entry (client-<hash>.js) never comes, nor any page or dictionary chunk.
		expect(loaded.filter((p) => /^\/assets\/client-[a-z0-9]+\.js$/.test(p))).toEqual([])
		expect(loaded).toHaveLength(1)
		expectClean(g)
		await g.close()
	})

	test('a language saved without its cookie is restored: an unprefixed guide moves to it', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page } = g
		await page.goto(`${live.server.url}/guides`)
		await waitForHydration(page)
		await page.evaluate(() => localStorage.setItem('language', 'es'))
		await g.context.clearCookies()
		await page.goto(`${live.server.url}/guides`)
		await page.waitForURL(`${live.server.url}/es/guides`)
		await waitForHydration(page)
		expect((await g.context.cookies()).find((c) => c.name === 'language')?.value).toBe('es')
		expectClean(g)
		await g.close()
	})

	test('a language chosen in the header list is saved; Escape and a click elsewhere close the list', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page } = g
		await page.goto(`${live.server.url}/privacy-policy`)
		await waitForHydration(page)
		const list = page.locator('[data-testid=language-fallback]')
		await page.click('[data-testid=language-switcher]')
		await list.waitFor({ state: 'visible' })
		await page.keyboard.press('Escape')
		await list.waitFor({ state: 'hidden' })
		await eventually(async () =>
			expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('language-switcher'),
		)
		await page.click('[data-testid=language-switcher]')
		await list.waitFor({ state: 'visible' })
		await page.click('main h1')
		await list.waitFor({ state: 'hidden' })
		await page.click('[data-testid=language-switcher]')
		await page.click('[data-testid=language-link-nl]')
		await page.waitForURL(`${live.server.url}/nl/privacy-policy`)
		await waitForHydration(page)
		expect((await g.context.cookies()).find((c) => c.name === 'language')?.value).toBe('nl')
		expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('nl')
		expectClean(g)
		await g.close()
	})

	test('on a phone, a tab opened by a link is in view in its wrapped row, the page not moved sideways', async () => {
		const g = await openPage(live.browser, live.server.url, { viewport: { width: 320, height: 700 }, isMobile: true })
		const { page } = g
		await page.goto(`${live.server.url}/de/help#resources`)
		await waitForHydration(page)
		const boxes = await page.evaluate(() => {
			const list = document.querySelector('[role=tablist]') as HTMLElement
			const tab = document.querySelector('[role=tab][aria-selected=true]') as HTMLElement
			const l = list.getBoundingClientRect()
			const t = tab.getBoundingClientRect()
			return {
				overflows: list.scrollWidth > list.clientWidth,
				tab: tab.dataset.value,
				inView: t.left >= l.left - 1 && t.right <= l.right + 1,
				pageScrollX: window.scrollX,
			}
		})
		// The row wraps instead of scrolling (src/ui/Tabs.tsx): no tab starts out of view, the last one included.
		expect(boxes).toEqual({ overflows: false, tab: 'resources', inView: true, pageScrollX: 0 })
		expectClean(g)
		await g.close()
	})

	test('on a phone, the menu dims the page; a tap on the dimmed page closes it and follows no link', async () => {
		const g = await openPage(live.browser, live.server.url, {
			viewport: { width: 390, height: 844 },
			isMobile: true,
			hasTouch: true,
		})
		const { page } = g
		await page.goto(`${live.server.url}/es/guides`)
		await waitForHydration(page)
		const panel = page.locator('[data-testid=mobile-menu-fallback]')
		await page.tap('[data-testid=mobile-menu-trigger]')
		await panel.waitFor({ state: 'visible' })
		// Left of the panel: the page behind is dimmed, and what is under the tap is the menu's own backdrop.
		const under = await page.evaluate(() => {
			const el = document.elementFromPoint(20, 500)
			return { tag: el?.tagName.toLowerCase(), dim: el ? getComputedStyle(el, '::before').backgroundColor : '' }
		})
		expect(under).toEqual({ tag: 'details', dim: 'rgba(0, 0, 0, 0.45)' })
		await page.touchscreen.tap(20, 500)
		await panel.waitFor({ state: 'hidden' })
		expect(new URL(page.url()).pathname).toBe('/es/guides')
		expectClean(g)
		await g.close()
	})

	// A tool page hydrates without the router (decision 33): from there, a link is a page load like any other.
	test('from a tool page, a link is a full page load: the content page gets its small entry', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page } = g
		await page.goto(`${live.server.url}/tools/thumbnail-downloader`)
		await waitForHydration(page)
		expect(await isLite(page)).toBe(false)
		await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
		await page.click('header nav a[href="/guides"]')
		await page.waitForURL(`${live.server.url}/guides`)
		await waitForHydration(page)
		expect(
			await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
		).toBeUndefined()
		expect(await isLite(page)).toBe(true)
		expectClean(g)
		await g.close()
	})

	test('reached by a link inside the app, a content page renders as any page, without a reload', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page } = g
		await page.goto(`${live.server.url}/contact`)
		await waitForHydration(page)
		expect(await isLite(page)).toBe(false)
		await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
		await page.click('header nav a[href="/guides"]')
		await page.waitForURL(`${live.server.url}/guides`)
		await eventually(async () => expect(await page.locator('main h1').count()).toBe(1))
		expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
		expect(await isLite(page)).toBe(false)
		expectClean(g)
		await g.close()
	})
})

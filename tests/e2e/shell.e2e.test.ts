/**
 * The app shell in a real browser against the production server: home page in every
 * language (header, footer, head tags), hero scrolling, tool and guide cards, the 404
 * page, toasts and the switcher tooltip.
 */

import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { HOME_GUIDES } from '../../src/pages/home/page'
import { TOOL_KEYS, TOOLS } from '../../src/tools/registry'
import { waitForHydration } from '../support/browser'
import {
	APP_PAGE,
	DICT,
	eventually,
	expectClean,
	fill,
	hoverInPlace,
	inViewport,
	LANGS,
	type Lang,
	liveApp,
	localized,
	OG_LOCALE,
	openPage,
	readManifest,
	scrollToBottom,
	visibleText,
	waitForLanguageMenu,
} from '../support/e2e'

const live = liveApp()

const WIDE = { viewport: { width: 1280, height: 800 } }
const NARROW = { viewport: { width: 390, height: 844 } }

describe('home in every language', () => {
	for (const lang of LANGS) {
		test(`${lang}: header, hero, footer and head tags`, async () => {
			const LL = DICT[lang]
			const g = await openPage(live.browser, live.server.url, WIDE)
			const { page } = g
			const response = await page.goto(live.server.url + localized('/', lang))
			expect(response?.status()).toBe(200)
			await waitForHydration(page)
			expect(new URL(page.url()).pathname).toBe(localized('/', lang))
			expect(await page.getAttribute('html', 'lang')).toBe(lang)
			expect(await page.title()).toBe(LL.home.meta.title)

			const h1 = page.locator('h1')
			expect(await h1.count()).toBe(1)
			expect(await h1.isVisible()).toBe(true)
			expect(await visibleText(h1)).toBe(LL.home.hero.title)
			expect(LL.home.hero.title.trim().length).toBeGreaterThan(0)

			// Header navigation: Tools -> /#tools, Guides, Help, localized and visible on desktop.
			const nav = page.locator(`header nav[aria-label="${LL.nav.mainNavigation}"]`)
			expect(await nav.isVisible()).toBe(true)
			const navLinks = await nav
				.locator('a')
				.evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))
			expect(navLinks).toEqual([
				[LL.nav.tools, `${localized('/', lang)}#tools`],
				[LL.nav.guides, localized('/guides', lang)],
				[LL.nav.help, localized('/help', lang)],
			])

			// Footer: Tools, Resources and Legal columns, copyright with this year, 5 languages.
			const footer = page.locator('footer')
			const columns = await footer.locator('nav h2').allInnerTexts()
			expect(columns.map((c) => c.trim())).toEqual([LL.footer.tools, LL.footer.resources, LL.footer.legal])
			const toolLinks = await footer
				.locator(`nav[aria-label="${LL.footer.tools}"] a`)
				.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
			// Every tool of the registry, in its order.
			expect(toolLinks).toEqual(TOOL_KEYS.map((key) => localized(TOOLS[key].paths[0], lang)))
			const resourceLinks = await footer
				.locator(`nav[aria-label="${LL.footer.resources}"] a`)
				.evaluateAll((as) => as.map((a) => a.textContent?.trim()))
			expect(resourceLinks).toEqual([
				LL.footer.helpCenter,
				LL.footer.toolGuides,
				LL.footer.faq,
				LL.footer.guides,
				LL.footer.apiDocs,
			])
			// The developers' page in the page's own language.
			expect(await footer.locator(`a:text-is("${LL.footer.apiDocs}")`).getAttribute('href')).toBe(
				localized('/api/docs', lang),
			)
			const legalLinks = await footer
				.locator(`nav[aria-label="${LL.footer.legal}"] a`)
				.evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))
			expect(legalLinks).toEqual([
				[LL.footer.privacy, localized('/privacy-policy', lang)],
				[LL.footer.terms, localized('/terms-of-service', lang)],
				[LL.footer.contact, localized('/contact', lang)],
			])
			const year = new Date().getUTCFullYear()
			const footerText = await visibleText(footer)
			expect(footerText).toContain(fill(LL.footer.copyright, { year }))
			expect(footerText).toContain(String(year))
			const languageLinks = await footer
				.locator('[data-testid=footer-languages] a')
				.evaluateAll((as) => as.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]))
			expect(languageLinks).toEqual(LANGS.map((l) => [l, localized('/', l)]))

			// Head: canonical, hreflang alternates (5 + x-default), og:locale per decision 9.
			const canonical = await page.$$eval('link[rel=canonical]', (ls) => ls.map((l) => l.getAttribute('href')))
			expect(canonical).toEqual([live.server.url + localized('/', lang)])
			const alternates = await page.$$eval('link[rel=alternate][hreflang]', (ls) =>
				ls.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
			)
			expect(alternates).toEqual([
				...LANGS.map((l) => [l, live.server.url + localized('/', l)]),
				['x-default', `${live.server.url}/`],
			])
			const ogLocale = await page.$$eval('meta[property="og:locale"]', (ms) => ms.map((m) => m.getAttribute('content')))
			expect(ogLocale).toEqual([OG_LOCALE[lang]])
			const ogAlternates = await page.$$eval('meta[property="og:locale:alternate"]', (ms) =>
				ms.map((m) => m.getAttribute('content')),
			)
			expect(ogAlternates.sort()).toEqual(
				LANGS.filter((l) => l !== lang)
					.map((l) => OG_LOCALE[l])
					.sort(),
			)
			expectClean(g)
			await g.close()
		})
	}
})

describe('home sections', () => {
	test('hero buttons scroll to #tools and #guides', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page } = g
		await page.goto(live.server.url)
		await waitForHydration(page)
		expect(await inViewport(page, '#guides')).toBe(false)

		await page.click('[data-testid=hero-tools]')
		await eventually(async () => expect(await inViewport(page, '#tools h2')).toBe(true))
		await eventually(async () => expect(await page.evaluate(() => location.hash)).toBe('#tools'))

		await page.evaluate(() => window.scrollTo(0, 0))
		await eventually(async () => expect(await inViewport(page, '#guides h2')).toBe(false))
		await page.click('[data-testid=hero-guides]')
		await eventually(async () => expect(await inViewport(page, '#guides h2')).toBe(true))
		await eventually(async () => expect(await page.evaluate(() => location.hash)).toBe('#guides'))
		expect(new URL(page.url()).pathname).toBe('/')
		expectClean(g)
		await g.close()
	})

	for (const lang of ['en', 'de', 'nl'] as const satisfies Lang[]) {
		test(`${lang}: tool cards and guide cards link to the page language`, async () => {
			const LL = DICT[lang]
			const g = await openPage(live.browser, live.server.url, WIDE)
			const { page } = g
			await page.goto(live.server.url + localized('/', lang))
			await waitForHydration(page)
			const cards = await page
				.locator('#tools [data-testid^=tool-card-]')
				.evaluateAll((as) => as.map((a) => [a.getAttribute('data-testid'), a.getAttribute('href')]))
			expect(cards).toEqual(TOOL_KEYS.map((key) => [`tool-card-${key}`, localized(TOOLS[key].paths[0], lang)]))

			const guides = page.locator('#guides li')
			expect(await guides.count()).toBe(3)
			for (let i = 0; i < 3; i++) {
				const card = guides.nth(i)
				const img = card.locator('img')
				expect(await img.count()).toBe(1)
				const attrs = await img.evaluate((el) => ({
					width: el.getAttribute('width'),
					height: el.getAttribute('height'),
					alt: el.getAttribute('alt'),
					src: el.getAttribute('src'),
				}))
				expect(Number(attrs.width)).toBeGreaterThan(0)
				expect(Number(attrs.height)).toBeGreaterThan(0)
				expect(attrs.alt?.trim().length ?? 0).toBeGreaterThan(0)
				expect(attrs.src?.startsWith('/')).toBe(true)
				const hrefs = await card.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
				// Each card opens its own guide (the hashtag card the hashtag guide).
				expect(hrefs).toEqual([localized(HOME_GUIDES[i]?.to ?? '', lang)])
			}
			const alts = await guides.locator('img').evaluateAll((is) => is.map((i) => i.getAttribute('alt')))
			expect(alts).toEqual([LL.home.guides.thumbnails.alt, LL.home.guides.hashtags.alt, LL.home.guides.seo.alt])
			// The images really load (same origin, hashed assets).
			await scrollToBottom(page)
			await eventually(async () =>
				expect(
					await guides
						.locator('img')
						.evaluateAll((is) =>
							is.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
						),
				).toEqual([true, true, true]),
			)
			expectClean(g)
			await g.close()
		})
	}
})

describe('unknown paths', () => {
	for (const lang of ['en', 'de'] as const satisfies Lang[]) {
		test(`${lang}: 404 status and the localized Page Not Found page`, async () => {
			const LL = DICT[lang]
			const g = await openPage(live.browser, live.server.url, WIDE)
			const { page } = g
			const response = await page.goto(live.server.url + localized('/no-such-page', lang))
			expect(response?.status()).toBe(404)
			await waitForHydration(page)
			expect(await page.getAttribute('html', 'lang')).toBe(lang)
			const h1 = await visibleText(page.locator('h1'))
			expect(h1).toBe(LL.notFound.title)
			if (lang === 'en') expect(h1).toBe('Page Not Found')
			const text = await visibleText(page.locator('body'))
			expect(text).toContain(LL.notFound.message)
			// decision 6: the spec's leftover developer hint ("Did you forget to add the page to the router?") is gone
			// from the page itself (the footer's "API for developers" link is not that hint).
			expect(await visibleText(page.locator('main'))).not.toMatch(/forget|router|developer|add the page/i)
			const robots = await page.$$eval('meta[name=robots]', (ms) => ms.map((m) => m.getAttribute('content')))
			expect(robots.length).toBe(1)
			expect(robots[0]).toMatch(/^noindex/)
			expect(await page.$$eval('link[rel=canonical]', (ls) => ls.length)).toBe(0)
			expectClean(g)
			await g.close()
		})
	}
})

describe('toasts', () => {
	const notifyUrl = () => live.server.url + readManifest().notify

	async function notify(page: Page, title: string): Promise<void> {
		await page.evaluate(
			async ([url, t]) => {
				const mod = (await import(url as string)) as { notify: (i: { title: string }) => Promise<void> }
				await mod.notify({ title: t as string })
			},
			[notifyUrl(), title],
		)
	}

	const visibleToasts = (page: Page) => page.locator('[data-testid=toast]:visible')

	async function toastBox(page: Page) {
		const box = await visibleToasts(page).first().boundingBox()
		if (!box) throw new Error('no visible toast')
		return box
	}

	async function openWithToasts(options: typeof WIDE) {
		const g = await openPage(live.browser, live.server.url, { ...options, bypassCSP: true })
		await g.page.goto(live.server.url + APP_PAGE)
		await waitForHydration(g.page)
		return g
	}

	test('one at a time, at the top on a small screen', async () => {
		const g = await openWithToasts(NARROW)
		const { page } = g
		await notify(page, 'A')
		await eventually(async () => expect(await visibleToasts(page).allInnerTexts()).toEqual(['A']))
		await notify(page, 'B')
		await eventually(async () => expect(await visibleToasts(page).allInnerTexts()).toEqual(['B']), { timeout: 2000 })
		await Bun.sleep(400)
		expect(await visibleToasts(page).allInnerTexts()).toEqual(['B'])
		expect(await visibleToasts(page).count()).toBe(1)
		expect(await page.locator('[data-testid=toaster-top] [data-testid=toast]:visible').count()).toBe(1)
		await eventually(async () => {
			const box = await toastBox(page)
			expect(box.y).toBeLessThan(100)
			expect(box.y).toBeGreaterThanOrEqual(0)
			// horizontally centred and inside the 390 px viewport
			expect(box.x).toBeGreaterThanOrEqual(0)
			expect(box.x + box.width).toBeLessThanOrEqual(390)
			expect(Math.abs(box.x + box.width / 2 - 195)).toBeLessThan(20)
		})
		expectClean(g)
		await g.close()
	})

	test('one at a time, bottom-right on a wide screen, 420 px at most', async () => {
		const g = await openWithToasts(WIDE)
		const { page } = g
		await notify(page, 'First')
		await eventually(async () => expect(await visibleToasts(page).allInnerTexts()).toEqual(['First']))
		await notify(page, 'Second')
		await eventually(async () => expect(await visibleToasts(page).allInnerTexts()).toEqual(['Second']), {
			timeout: 2000,
		})
		await Bun.sleep(400)
		expect(await visibleToasts(page).allInnerTexts()).toEqual(['Second'])
		expect(await page.locator('[data-testid=toaster-bottom-end] [data-testid=toast]:visible').count()).toBe(1)
		await eventually(async () => {
			const box = await toastBox(page)
			expect(box.width).toBeLessThanOrEqual(420)
			expect(1280 - (box.x + box.width)).toBeLessThan(64)
			expect(1280 - (box.x + box.width)).toBeGreaterThanOrEqual(0)
			expect(800 - (box.y + box.height)).toBeLessThan(64)
			expect(800 - (box.y + box.height)).toBeGreaterThanOrEqual(0)
		})
		expectClean(g)
		await g.close()
	})

	test('two notifications in a row: the second replaces the first at once', async () => {
		const g = await openWithToasts(WIDE)
		const { page } = g
		// Both in the same task, as when a handler reports two things: notify() dismisses any
		// toast before creating its own, so the second must not wait 5 s behind the first.
		await page.evaluate(async (url) => {
			const { notify } = (await import(url)) as { notify: (i: { title: string }) => Promise<void> }
			await Promise.all([notify({ title: 'First' }), notify({ title: 'Second' })])
		}, notifyUrl())
		await eventually(async () => expect(await visibleToasts(page).allInnerTexts()).toEqual(['Second']), {
			timeout: 2000,
		})
		expectClean(g)
		await g.close()
	})

	test('disappears by itself after about 5 s', async () => {
		const g = await openWithToasts(WIDE)
		const { page } = g
		await page.mouse.move(5, 5)
		const shownAt = Date.now()
		await notify(page, 'Timed')
		await eventually(async () => expect(await visibleToasts(page).count()).toBe(1))
		await Bun.sleep(Math.max(0, shownAt + 3500 - Date.now()))
		expect(await visibleToasts(page).allInnerTexts()).toEqual(['Timed'])
		await eventually(async () => expect(await visibleToasts(page).count()).toBe(0), { timeout: 8000 - 3500 })
		expect(Date.now() - shownAt).toBeLessThan(8500)
		expectClean(g)
		await g.close()
	})

	test('F8 moves the focus into the toast region', async () => {
		const g = await openWithToasts(WIDE)
		const { page } = g
		await notify(page, 'Focus me')
		await eventually(async () => expect(await visibleToasts(page).count()).toBe(1))
		const inRegion = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid^=toaster]'))
		expect(await inRegion()).toBe(false)
		await page.keyboard.press('F8')
		await eventually(async () => expect(await inRegion()).toBe(true), { timeout: 2000 })
		expectClean(g)
		await g.close()
	})

	async function drag(page: Page, dx: number): Promise<void> {
		const box = await toastBox(page)
		const x = box.x + box.width / 2
		const y = box.y + box.height / 2
		await page.mouse.move(x, y)
		await page.mouse.down()
		await page.mouse.move(x + dx / 2, y, { steps: 5 })
		await page.mouse.move(x + dx, y, { steps: 5 })
		await page.mouse.up()
	}

	test('a drag to the right by 80 px dismisses the toast, 20 px does not', async () => {
		const g = await openWithToasts(WIDE)
		const { page } = g
		await notify(page, 'Swipe me')
		await eventually(async () => expect(await visibleToasts(page).count()).toBe(1))
		await Bun.sleep(350) // entry transition
		await drag(page, 20)
		await Bun.sleep(800)
		expect(await visibleToasts(page).allInnerTexts()).toEqual(['Swipe me'])
		await drag(page, 80)
		await eventually(async () => expect(await visibleToasts(page).count()).toBe(0), { timeout: 2000 })
		expectClean(g)
		await g.close()
	})
})

test('the language switcher tooltip opens after the 700 ms delay', async () => {
	const LL = DICT.en
	const g = await openPage(live.browser, live.server.url, WIDE)
	const { page } = g
	await page.goto(live.server.url + APP_PAGE)
	await waitForHydration(page)
	await waitForLanguageMenu(page)
	const tooltip = page.locator('[data-scope=tooltip][data-part=content]')
	await hoverInPlace(page, '[data-testid=language-switcher]')
	const hoveredAt = Date.now()
	await Bun.sleep(Math.max(0, hoveredAt + 400 - Date.now()))
	expect(await tooltip.isVisible()).toBe(false)
	await eventually(async () => expect(await tooltip.isVisible()).toBe(true), {
		timeout: Math.max(0, hoveredAt + 1200 - Date.now()),
		interval: 25,
	})
	expect(await visibleText(tooltip)).toBe(LL.language.change)
	expectClean(g)
	await g.close()
})

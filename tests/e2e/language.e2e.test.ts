/**
 * Languages in the browser (docs/product-spec.md §4, decision 10): the header switcher (mouse and
 * keyboard), the saved choice (localStorage + cookie) and the server's redirect of
 * unprefixed URLs, client-side language changes from the footer, and the English fallback
 * when a dictionary cannot be loaded (docs/product-spec.md §8).
 */
import { describe, expect, test } from 'bun:test'
import type { BrowserContext, Page } from 'playwright-core'
import { waitForHydration } from '../support/browser'
import {
	APP_PAGE,
	chunksContaining,
	DICT,
	eventually,
	expectClean,
	focusBeforeWidgetLoads,
	type Lang,
	liveApp,
	localized,
	OG_LOCALE,
	openPage,
	pathOf,
	visibleText,
	waitForLanguageMenu,
} from '../support/e2e'

const live = liveApp()

const WIDE = { viewport: { width: 1280, height: 800 } }

async function savedChoice(page: Page, context: BrowserContext) {
	const storage = await page.evaluate(() => localStorage.getItem('language'))
	const cookie = (await context.cookies(live.server.url)).find((c) => c.name === 'language')
	return { storage, cookie: cookie?.value ?? null }
}

/** The page shows `lang`'s home: URL, <html lang>, h1, title, canonical. */
async function expectHome(page: Page, lang: Lang) {
	expect(pathOf(page)).toBe(localized('/', lang))
	expect(await page.getAttribute('html', 'lang')).toBe(lang)
	expect(await visibleText(page.locator('h1'))).toBe(DICT[lang].home.hero.title)
	expect(await page.title()).toBe(DICT[lang].home.meta.title)
	expect(await page.getAttribute('link[rel=canonical]', 'href')).toBe(live.server.url + localized('/', lang))
}

/**
 * The page shows `lang`'s contact page, the hydrated page these tests switch on (APP_PAGE: the home page is
 * not hydrated): URL, <html lang>, h1, title, canonical.
 */
async function expectAppPage(page: Page, lang: Lang) {
	expect(pathOf(page)).toBe(localized(APP_PAGE, lang))
	expect(await page.getAttribute('html', 'lang')).toBe(lang)
	expect(await visibleText(page.locator('h1'))).toBe(DICT[lang].contact.title)
	expect(await page.title()).toBe(DICT[lang].contact.meta.title)
	expect(await page.getAttribute('link[rel=canonical]', 'href')).toBe(live.server.url + localized(APP_PAGE, lang))
}

async function chooseWithMouse(page: Page, lang: Lang) {
	await page.click('[data-testid=language-switcher]')
	// Short timeout: an item that cannot be clicked within 3 s will not become clickable.
	await page.click(`[data-testid=language-option-${lang}]`, { timeout: 3000 })
}

describe('header language switcher', () => {
	test('switching to German saves the choice; reload and the unprefixed URL stay German', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page, context } = g
		await page.goto(live.server.url + APP_PAGE)
		await waitForHydration(page)
		await expectAppPage(page, 'en')
		expect(await savedChoice(page, context)).toEqual({ storage: null, cookie: null })
		await page.evaluate(() => {
			;(window as unknown as { __tkMarker: number }).__tkMarker = 3
		})

		await chooseWithMouse(page, 'de')
		await page.waitForURL(live.server.url + localized(APP_PAGE, 'de'))
		await eventually(() => expectAppPage(page, 'de'))
		expect(await savedChoice(page, context)).toEqual({ storage: 'de', cookie: 'de' })
		// A client-side navigation: the page was not reloaded.
		expect(await page.evaluate(() => (window as unknown as { __tkMarker?: number }).__tkMarker)).toBe(3)
		// The switcher itself now shows German: visible code, and the language's name in its accessible name.
		const switcher = page.locator('[data-testid=language-switcher]')
		expect(await visibleText(switcher)).toContain('DE')
		expect(await switcher.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '')).toContain('Deutsch')

		await page.reload()
		await waitForHydration(page)
		await expectAppPage(page, 'de')

		// The saved choice sends the unprefixed URL to the German one (server redirect).
		const response = await page.goto(live.server.url + APP_PAGE)
		expect(response?.status()).toBe(200)
		expect(response?.request().redirectedFrom()?.url()).toBe(live.server.url + APP_PAGE)
		await waitForHydration(page)
		await expectAppPage(page, 'de')
		expectClean(g)
		await g.close()
	})

	test('switching back to English from German saves "en" and the unprefixed URL stays English', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page, context } = g
		await page.goto(live.server.url + APP_PAGE)
		await waitForHydration(page)
		await chooseWithMouse(page, 'de')
		await page.waitForURL(live.server.url + localized(APP_PAGE, 'de'))
		await eventually(() => expectAppPage(page, 'de'))

		await chooseWithMouse(page, 'en')
		await page.waitForURL(live.server.url + APP_PAGE)
		await eventually(() => expectAppPage(page, 'en'))
		expect(await savedChoice(page, context)).toEqual({ storage: 'en', cookie: 'en' })
		const again = await page.goto(live.server.url + APP_PAGE)
		expect(again?.request().redirectedFrom()).toBeNull()
		await waitForHydration(page)
		await expectAppPage(page, 'en')
		expectClean(g)
		await g.close()
	})

	test('the menu opens below the switcher and every item can be clicked', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page } = g
		await page.goto(live.server.url + localized(APP_PAGE, 'de'))
		await waitForHydration(page)
		await waitForLanguageMenu(page)
		await page.click('[data-testid=language-switcher]')
		const content = page.locator('[data-scope=menu][data-part=content]')
		await content.waitFor({ state: 'visible' })
		await Bun.sleep(300) // positioning and opening transition
		const trigger = await page.locator('[data-testid=language-switcher]').boundingBox()
		const box = await content.boundingBox()
		if (!trigger || !box) throw new Error('switcher or menu has no box')
		// Anchored to the trigger: starts below it and overlaps it horizontally.
		expect(box.y).toBeGreaterThanOrEqual(trigger.y + trigger.height - 1)
		expect(box.y).toBeLessThan(trigger.y + trigger.height + 40)
		expect(box.x).toBeLessThan(trigger.x + trigger.width)
		expect(box.x + box.width).toBeGreaterThan(trigger.x)
		// Nothing (the sticky header, say) covers an item: the hit target at its centre is the item.
		const covered = await content.locator('[data-testid^=language-option-]').evaluateAll((items) =>
			items
				.filter((item) => {
					const r = item.getBoundingClientRect()
					const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
					return !hit || !item.contains(hit)
				})
				.map((item) => item.getAttribute('data-testid')),
		)
		expect(covered).toEqual([])
		expectClean(g)
		await g.close()
	})

	test('keyboard: focus, Enter, arrow to Deutsch, Enter', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page, context } = g
		await page.goto(live.server.url + APP_PAGE)
		await waitForHydration(page)
		await page.evaluate(() => {
			;(window as unknown as { __tkMarker: number }).__tkMarker = 7
		})
		await page.focus('[data-testid=language-switcher]')
		await page.keyboard.press('Enter')
		const menu = page.locator('[data-scope=menu][data-part=content]')
		await menu.waitFor({ state: 'visible', timeout: 5000 })
		// Focus moved into the menu: the keys below go to it, not to the page.
		await eventually(async () =>
			expect(await page.evaluate(() => !!document.activeElement?.closest('[data-scope=menu]'))).toBe(true),
		)
		const highlighted = () =>
			page.evaluate(() => document.querySelector('[data-scope=menu] [data-highlighted]')?.getAttribute('data-testid'))
		for (let i = 0; i < 5 && (await highlighted()) !== 'language-option-de'; i++) {
			await page.keyboard.press('ArrowDown')
			await Bun.sleep(50)
		}
		expect(await highlighted()).toBe('language-option-de')
		await page.keyboard.press('Enter')
		await page.waitForURL(live.server.url + localized(APP_PAGE, 'de'))
		await waitForHydration(page)
		await eventually(() => expectAppPage(page, 'de'))
		// Same as with the mouse: a client-side navigation (no reload) that saves the choice.
		expect({
			reloaded: (await page.evaluate(() => (window as unknown as { __tkMarker?: number }).__tkMarker)) !== 7,
			saved: await savedChoice(page, context),
		}).toEqual({ reloaded: false, saved: { storage: 'de', cookie: 'de' } })
		await eventually(async () => expect(await menu.count()).toBe(0))
		expectClean(g)
		await g.close()
	})

	test('keyboard: Enter on a switcher focused before its menu had loaded opens the menu', async () => {
		// The menu's chunk is held back until the switcher has focus, as on a busy phone where it is
		// still loading when a visitor tabs to it. It then replaces the placeholder and takes its focus;
		// Enter after that reaches a menu whose machine had not seen that focus, and opened nothing.
		const chunks = chunksContaining('language-option-')
		expect(chunks.length).toBe(1)
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page } = g
		await focusBeforeWidgetLoads(page, live.server.url + APP_PAGE, chunks[0] as string, 'language-switcher')
		await page.keyboard.press('Enter')
		const menu = page.locator('[data-scope=menu][data-part=content]')
		await menu.waitFor({ state: 'visible', timeout: 5000 })
		await eventually(async () =>
			expect(await page.evaluate(() => !!document.activeElement?.closest('[data-scope=menu]'))).toBe(true),
		)
		expectClean(g)
		await g.close()
	})

	test('the menu lists the five languages, each a link to this page in that language', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page } = g
		await page.goto(live.server.url + localized(APP_PAGE, 'nl'))
		await waitForHydration(page)
		await waitForLanguageMenu(page)
		await page.click('[data-testid=language-switcher]')
		const items = page.locator('[data-scope=menu][data-part=content] [data-testid^=language-option-]')
		await items.first().waitFor({ state: 'visible' })
		const links = await items.evaluateAll((as) =>
			as.map((a) => [a.getAttribute('data-testid'), a.getAttribute('href'), a.getAttribute('aria-current')]),
		)
		expect(links).toEqual([
			['language-option-en', '/contact', null],
			['language-option-de', '/de/contact', null],
			['language-option-es', '/es/contact', null],
			['language-option-tr', '/tr/contact', null],
			['language-option-nl', '/nl/contact', 'page'],
		])
		await page.keyboard.press('Escape')
		await eventually(async () => expect(await items.count()).toBe(0))
		expect(pathOf(page)).toBe('/nl/contact')
		expectClean(g)
		await g.close()
	})
})

describe('first visit redirect (decision 10)', () => {
	const cases: [string, Lang][] = [
		['de-DE', 'de'],
		['es-ES', 'es'],
		['fr-FR', 'en'],
		['en-US', 'en'],
	]
	for (const [locale, expected] of cases) {
		test(`browser language ${locale} on / -> ${localized('/', expected)}`, async () => {
			const g = await openPage(live.browser, live.server.url, { ...WIDE, locale })
			const { page, context } = g
			const response = await page.goto(live.server.url)
			expect(response?.status()).toBe(200)
			await waitForHydration(page)
			await expectHome(page, expected)
			// A redirect alone saves nothing: the choice is the visitor's.
			expect(await savedChoice(page, context)).toEqual({ storage: null, cookie: null })
			expectClean(g)
			await g.close()
		})
	}

	test('a saved "en" keeps a German live.browser on /', async () => {
		const g = await openPage(live.browser, live.server.url, { ...WIDE, locale: 'de-DE' })
		const { page, context } = g
		await context.addCookies([{ name: 'language', value: 'en', url: live.server.url }])
		const response = await page.goto(live.server.url)
		expect(response?.request().redirectedFrom()).toBeNull()
		await waitForHydration(page)
		await expectHome(page, 'en')
		expectClean(g)
		await g.close()
	})

	test('a prefixed URL is never redirected, whatever the live.browser language', async () => {
		const g = await openPage(live.browser, live.server.url, { ...WIDE, locale: 'de-DE' })
		const { page } = g
		const response = await page.goto(`${live.server.url}/es/`)
		expect(response?.request().redirectedFrom()).toBeNull()
		await waitForHydration(page)
		await expectHome(page, 'es')
		expectClean(g)
		await g.close()
	})

	test('a choice kept in localStorage without its cookie restores the cookie and the language', async () => {
		const g = await openPage(live.browser, live.server.url, WIDE)
		const { page, context } = g
		await page.goto(live.server.url)
		await waitForHydration(page)
		await page.evaluate(() => localStorage.setItem('language', 'tr'))
		await context.clearCookies()
		await page.goto(live.server.url)
		await page.waitForURL(`${live.server.url}/tr/`)
		await waitForHydration(page)
		await expectHome(page, 'tr')
		expect(await savedChoice(page, context)).toEqual({ storage: 'tr', cookie: 'tr' })
		expectClean(g)
		await g.close()
	})
})

test('footer language links change the language client-side, head and <html lang> follow', async () => {
	const g = await openPage(live.browser, live.server.url, WIDE)
	const { page, context } = g
	await page.goto(live.server.url + localized(APP_PAGE, 'de'))
	await waitForHydration(page)
	await page.evaluate(() => {
		;(window as unknown as { __tkMarker: number }).__tkMarker = 42
	})
	await page.click('[data-testid=footer-languages] a[hreflang=es]')
	await page.waitForURL(live.server.url + localized(APP_PAGE, 'es'))
	await eventually(() => expectAppPage(page, 'es'))
	expect(await page.evaluate(() => (window as unknown as { __tkMarker?: number }).__tkMarker)).toBe(42)
	expect(await page.getAttribute('meta[property="og:locale"]', 'content')).toBe(OG_LOCALE.es)
	const alternates = await page.$$eval('link[rel=alternate][hreflang]', (ls) => ls.length)
	expect(alternates).toBe(6)
	// The description the client wrote is the one the server writes for that page.
	const served = await (await fetch(live.server.url + localized(APP_PAGE, 'es'))).text()
	expect(await page.getAttribute('meta[name=description]', 'content')).toBe(
		(/<meta name="description" content="([^"]*)"/.exec(served)?.[1] ?? 'missing')
			.replaceAll('&quot;', '"')
			.replaceAll('&#x27;', "'")
			.replaceAll('&lt;', '<')
			.replaceAll('&gt;', '>')
			.replaceAll('&amp;', '&'),
	)
	expect(
		await page.$$eval('[data-testid=footer-languages] a[aria-current=true]', (as) =>
			as.map((a) => a.getAttribute('hreflang')),
		),
	).toEqual(['es'])
	expect(await savedChoice(page, context)).toEqual({ storage: 'es', cookie: 'es' })
	// Back in history is German again, still without a reload.
	await page.goBack()
	await page.waitForURL(live.server.url + localized(APP_PAGE, 'de'))
	await eventually(() => expectAppPage(page, 'de'))
	expect(await page.evaluate(() => (window as unknown as { __tkMarker?: number }).__tkMarker)).toBe(42)
	expectClean(g)
	await g.close()
})

test('a dictionary that fails to load: console warning and English text under /tr/', async () => {
	// The Turkish dictionary's chunks: the base (shell texts) and the contact page's namespace.
	const trChunks = chunksContaining(DICT.tr.notFound.title, DICT.tr.site.logoLabel, 'notFound')
	expect(trChunks.length).toBe(1)
	const trChunk = trChunks[0] as string
	expect(chunksContaining(DICT.en.notFound.message)).not.toContain(trChunk)
	const trContact = chunksContaining(DICT.tr.contact.form.title)
	expect(trContact.length).toBe(1)
	const trHomeChunk = trContact[0] as string

	const g = await openPage(live.browser, live.server.url, WIDE)
	const { page } = g
	const warnings: string[] = []
	const failed: string[] = []
	page.on('console', (msg) => {
		if (msg.type() === 'warning') warnings.push(msg.text())
	})
	page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname))
	await page.route(live.server.url + trChunk, (route) => route.abort())
	await page.route(live.server.url + trHomeChunk, (route) => route.abort())

	await page.goto(live.server.url + APP_PAGE)
	await waitForHydration(page)
	await chooseWithMouse(page, 'tr')
	await page.waitForURL(live.server.url + localized(APP_PAGE, 'tr'))
	await eventually(() => expect(warnings).toContain('Failed to load translations for tr, falling back to English'))
	expect(warnings.filter((w) => w.startsWith('Failed to load translations'))).toEqual([
		'Failed to load translations for tr, falling back to English',
	])
	expect(failed.sort()).toEqual([trChunk, trHomeChunk].sort())
	await eventually(async () => {
		expect(await page.getAttribute('html', 'lang')).toBe('tr')
		expect(await visibleText(page.locator('h1'))).toBe(DICT.en.contact.title)
	})
	expect(await visibleText(page.locator('footer'))).toContain(DICT.en.footer.description)
	// The aborted request's own console line is the test's doing; nothing else may appear.
	const aborted = 'console.error: Failed to load resource: net::ERR_FAILED'
	expect(g.problems.filter((p) => p !== aborted)).toEqual([])
	expect(g.problems.filter((p) => p === aborted).length).toBeLessThanOrEqual(2)
	expect(g.foreignRequests).toEqual([])
	await g.close()
})

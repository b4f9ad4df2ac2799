/**
 * Without JavaScript the server-rendered pages are complete and their links work
 * (progressive enhancement, decision 12's premise).
 */
import { expect, test } from 'bun:test'
import { DICT, expectClean, LANGS, LANGUAGE_NAMES, liveApp, localized, openPage, visibleText } from '../support/e2e'

const live = liveApp()

test('home renders fully without JavaScript and the footer link to German works', async () => {
	const g = await openPage(live.browser, live.server.url, {
		viewport: { width: 1280, height: 800 },
		javaScriptEnabled: false,
	})
	const { page } = g
	const response = await page.goto(live.server.url)
	expect(response?.status()).toBe(200)
	// Never hydrated: what is seen is the server's HTML alone.
	expect(await page.getAttribute('html', 'data-hydrated')).toBeNull()
	expect(await page.getAttribute('html', 'lang')).toBe('en')
	expect(await visibleText(page.locator('h1'))).toBe(DICT.en.home.hero.title)
	expect(await page.locator('h1').isVisible()).toBe(true)
	const cards = page.locator('#tools [data-testid^=tool-card-]')
	expect(await cards.count()).toBe(4)
	for (let i = 0; i < 4; i++) expect(await cards.nth(i).isVisible()).toBe(true)
	expect(await page.locator('#guides li img').count()).toBe(3)
	expect(await page.locator('[data-testid=language-switcher]').isVisible()).toBe(true)
	const languages = await page
		.locator('footer [data-testid=footer-languages] a')
		.evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))
	expect(languages.map(([, href]) => href)).toEqual(LANGS.map((l) => localized('/', l)))
	expect(languages.map(([name]) => name)).toEqual(LANGS.map((l) => LANGUAGE_NAMES[l]))
	expectClean(g)

	await page.click('footer [data-testid=footer-languages] a[hreflang=de]')
	await page.waitForURL(`${live.server.url}/de/`)
	expect(await page.getAttribute('html', 'lang')).toBe('de')
	expect(await visibleText(page.locator('h1'))).toBe(DICT.de.home.hero.title)
	expect(await page.title()).toBe(DICT.de.home.meta.title)
	expect(await page.locator('#tools [data-testid^=tool-card-]').count()).toBe(4)
	expect(
		await page.locator('#tools [data-testid^=tool-card-]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
	).toEqual([
		'/de/tools/thumbnail-downloader',
		'/de/tools/profile-downloader',
		'/de/tools/transcript-downloader',
		'/de/tools/hashtag-generator',
	])
	expectClean(g)
	await g.close()
})

test('the 404 page without JavaScript: status, heading and a way home', async () => {
	const g = await openPage(live.browser, live.server.url, {
		viewport: { width: 1280, height: 800 },
		javaScriptEnabled: false,
	})
	const { page } = g
	const response = await page.goto(`${live.server.url}/nl/no-such-page`)
	expect(response?.status()).toBe(404)
	expect(await page.getAttribute('html', 'lang')).toBe('nl')
	expect(await visibleText(page.locator('h1'))).toBe(DICT.nl.notFound.title)
	await page.click(`main a[href="/nl/"]`)
	await page.waitForURL(`${live.server.url}/nl/`)
	expect(await visibleText(page.locator('h1'))).toBe(DICT.nl.home.hero.title)
	expectClean(g)
	await g.close()
})

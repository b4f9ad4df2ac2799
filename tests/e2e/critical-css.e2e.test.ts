/**
 * The head of a page that is not hydrated inlines only the rules its markup
 * uses (src/server/render/critical-css.ts). In Chromium, every such page of the sitemap must look exactly
 * as it would with the whole stylesheet: every element's computed style (and its ::before, ::after and
 * ::placeholder) is read with the inlined rules alone, the whole sheet is then added in the same
 * task, and nothing may change. Variables are not compared: those no inlined rule reads are left
 * out on purpose (critical-css.ts, pruneUnusedCustomProperties), and every one that is read shows in the properties that read it.
 * A hydrated page inlines the whole sheet itself (page-document.ts, pageStyles), which is checked here too.
 */
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { LANGS, liveApp, localized, openPage, readManifest } from '../support/e2e'

const live = liveApp()
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const DESKTOP = { viewport: { width: 1280, height: 800 } }

/** The sitemap's pages (unprefixed), from the server itself, so a new page is checked too. */
async function sitemapPaths(): Promise<string[]> {
	const xml = await (await fetch(`${live.server.url}/sitemap.xml`)).text()
	const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname)
	return paths.filter((p) => !/^\/(de|es|tr|nl)(\/|$)/.test(p))
}

/**
 * Computed styles of every element before and after the whole sheet is added, in one task (no
 * script of the page runs in between). Returns the differences, at most 20.
 */
function changedByWholeSheet(page: Page, sheet: string): Promise<string[]> {
	return page.evaluate((css) => {
		const pseudos = ['', '::before', '::after', '::placeholder'] as const
		const elements = [...document.querySelectorAll('*')]
		// Every property the sheet sets anywhere (variables left out: see above): a rule the head lacks
		// could only change those, on its elements or, inherited, on their children.
		const names = [...new Set([...css.matchAll(/[{;](-?[a-z][a-z-]*):/g)].map((m) => m[1] as string))]
		// A pseudo-element counts where it can exist: generated content, and inputs' placeholders.
		const has = (el: Element, pseudo: string) =>
			pseudo === '' ||
			(pseudo === '::placeholder'
				? el.matches('input, textarea')
				: getComputedStyle(el, pseudo).getPropertyValue('content') !== 'none')
		const read = () =>
			elements.map((el) =>
				pseudos.map((pseudo) => {
					if (!has(el, pseudo)) return ''
					const style = getComputedStyle(el, pseudo || null)
					return names.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';')
				}),
			)
		const before = read()
		const style = document.createElement('style')
		style.textContent = css
		document.head.append(style)
		const after = read()
		const diffs: string[] = []
		elements.forEach((el, i) => {
			pseudos.forEach((pseudo, j) => {
				const a = before[i]?.[j] ?? ''
				const b = after[i]?.[j] ?? ''
				if (a === b || diffs.length >= 20) return
				const left = new Set(a.split(';'))
				const changed = b.split(';').filter((d) => !left.has(d))
				const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.getAttribute('class') ?? ''}${pseudo}`
				diffs.push(`${name}: ${changed.slice(0, 4).join('; ')}`)
			})
		})
		return diffs
	}, sheet)
}

describe('the inlined styles are the whole sheet for the page', () => {
	const manifest = readManifest()
	const sheetUrl = manifest.css[0] as string
	const sheet = async () => (await fetch(live.server.url + sheetUrl)).text()

	/** Each of `paths` in one page of a context with `options`, checked in turn. */
	async function check(paths: string[], options: object, colorScheme: 'light' | 'dark') {
		const g = await openPage(live.browser, live.server.url, { ...options, colorScheme })
		const { page } = g
		const whole = await sheet()
		for (const path of paths) {
			const response = await page.goto(live.server.url + path)
			expect(response?.status()).toBe(path.endsWith('/no-such-page') ? 404 : 200)
			const { inlined, lite } = await page.evaluate(() => ({
				inlined: document.querySelector('head > style')?.textContent ?? '',
				lite: document.documentElement.hasAttribute('data-lite'),
			}))
			if (!lite) {
				expect({ path, whole: inlined === whole }).toEqual({ path, whole: true })
				continue
			}
			// Less than the sheet, or the test would prove nothing.
			expect(inlined.length).toBeGreaterThan(1000)
			expect(inlined.length).toBeLessThan(whole.length)
			const diffs = await changedByWholeSheet(page, whole)
			expect({ path, colorScheme, diffs }).toEqual({ path, colorScheme, diffs: [] })
		}
		await g.close()
	}

	test('every page of the sitemap in every language on a phone, and the 404', async () => {
		const paths = [...(await sitemapPaths()), '/no-such-page']
		await check(
			paths.flatMap((path) => LANGS.map((lang) => localized(path, lang))),
			PHONE,
			'light',
		)
	}, 300_000)

	test('every page in English on a desktop, light and dark', async () => {
		const paths = await sitemapPaths()
		await check(paths, DESKTOP, 'light')
		await check(paths, DESKTOP, 'dark')
	}, 300_000)
})

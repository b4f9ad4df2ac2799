/**
 * In Chromium: after hydration no page in any language shows a dictionary
 * key (text, title/alt/aria-label/placeholder, meta description), and the thumbnail guide's
 * Tools tab, once opened, shows only the buttons its dictionary has. One context for all
 * pages at one viewport keeps it cheap; src/pages/no-raw-keys.test.ts covers every alias on
 * the server render.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { PAGE_ENTRIES } from '../../src/routes'
import { waitForHydration } from '../support/browser'
import { keysAmong, READ_ATTRIBUTES } from '../support/dictionary-keys'
import { DICT, expectClean, LANGS, liveApp, localized, openPage, type TestPage, visibleText } from '../support/e2e'

const live = liveApp()

const PATHS = [...PAGE_ENTRIES.flatMap(([, page]) => page.paths.slice(0, 1)), '/no-such-page']

/**
 * What the hydrated page shows or reads out: every text node outside script, style, noscript
 * and template (closed panels too: one click shows them), the read attributes and the meta
 * descriptions.
 */
function shownStrings(page: Page): Promise<string[]> {
	return page.evaluate(
		(attributes) => {
			const out: string[] = [document.title]
			const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				if (!node.parentElement?.closest('script, style, noscript, template') && node.textContent?.trim()) {
					out.push(node.textContent)
				}
			}
			for (const el of document.querySelectorAll(attributes.map((a) => `[${a}]`).join(', '))) {
				for (const a of attributes) if (el.hasAttribute(a)) out.push(el.getAttribute(a) ?? '')
			}
			for (const meta of document.querySelectorAll(
				'meta[name=description], meta[property="og:description"], meta[name="twitter:description"]',
			)) {
				out.push(meta.getAttribute('content') ?? '')
			}
			return out
		},
		READ_ATTRIBUTES as unknown as string[],
	)
}

// One context and page for every language (a test each, so none nears the suite's 60 s timeout).
let g: TestPage
beforeAll(async () => {
	g = await openPage(live.browser, live.server.url, { viewport: { width: 1280, height: 800 } })
})
afterAll(() => g?.close())

/** expectClean, naming the page it failed on. */
function cleanAt(label: string) {
	try {
		expectClean(g)
	} catch (error) {
		throw new Error(`${label}: ${(error as Error).message}`)
	}
}

describe.each(LANGS)('%s: no dictionary key on screen', (lang) => {
	test('every page, hydrated: text, read attributes and meta description', async () => {
		const shown: Record<string, string[]> = {}
		for (const path of PATHS) {
			await g.page.goto(live.server.url + localized(path, lang))
			await waitForHydration(g.page)
			const keys = keysAmong(await shownStrings(g.page))
			if (keys.length) shown[path] = keys
			cleanAt(path)
		}
		expect(shown).toEqual({})
	})

	test('the thumbnail guide’s Tools tab, opened, shows buttons only for the tools the dictionary links', async () => {
		const { page } = g
		await page.goto(live.server.url + localized('/guides/thumbnail-design', lang))
		await waitForHydration(page)
		await page.click('[data-testid=tab-tools]')
		const panel = page.locator('[data-testid=panel-tools]')
		await panel.waitFor({ state: 'visible' })
		expect(keysAmong([await visibleText(panel)])).toEqual([])
		const linked = Object.values(DICT[lang].guideThumbnails.tools.list).flatMap((t) =>
			'link' in t ? [(t as { link: string }).link] : [],
		)
		expect(await panel.locator('a').allInnerTexts()).toEqual(linked)
		cleanAt('/guides/thumbnail-design#tools')
	})
})

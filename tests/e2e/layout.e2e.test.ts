/**
 * No page in any language is wider than the viewport at 320, 390, 768,
 * 1024 and 1280 px, no heading, button or tab is cut off or breaks a word in the middle (the Dutch home page was 1319 px wide at 1280: long compounds such as
 * "Transcriptiedownloader" did not wrap in the four-column grid). Each page is loaded once per
 * language and the viewport resized through the widths: a reflow is cheap, a load is not
 * (these Chromium checks are to stay within a few minutes of CI).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { PAGE_ENTRIES } from '../../src/routes'
import { TOOL_KEYS } from '../../src/tools/registry'
import { waitForHydration } from '../support/browser'
import { expectClean, LANGS, liveApp, localized, openPage, type TestPage } from '../support/e2e'

const live = liveApp()

const WIDTHS = [320, 390, 768, 1024, 1280] as const
const PATHS = [...PAGE_ENTRIES.flatMap(([, page]) => page.paths.slice(0, 1)), '/no-such-page']

/** What sticks out past the right edge: the document's width and the widest offenders, named. */
function overflow(page: Page): Promise<{ width: number; offenders: string[] }> {
	return page.evaluate(() => {
		const limit = document.documentElement.clientWidth
		const offenders: string[] = []
		for (const el of document.body.querySelectorAll('*')) {
			const box = el.getBoundingClientRect()
			if (box.width === 0 || box.right <= limit + 0.5) continue
			// Only the innermost culprits: an element whose parent already sticks out is listed via the parent.
			if (el.parentElement && el.parentElement.getBoundingClientRect().right > limit + 0.5) continue
			// Something inside a box that scrolls on its own (a code block, a table wrapper) is fine.
			if (el.parentElement?.closest('[data-scroll-x]')) continue
			const label = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(box.right)}`
			offenders.push(label)
		}
		return { width: document.documentElement.scrollWidth, offenders: offenders.slice(0, 5) }
	})
}

/** What a visitor reads as a label or a heading: every one must show whole and keep its words whole. */
const LABELS = 'main h1, main h2, main h3, button, [role=tab], a[data-testid^=tool-card-], a[data-testid^=hero-]'

/**
 * Headings, buttons and tabs whose words the line breaks in the middle ("Nutzungsbedingung|en",
 * "Thumbnaildownloa|der" on a phone): each word (split at spaces, hyphens and soft hyphens, where a break is
 * right) must lie on one line.
 */
function brokenWords(page: Page): Promise<string[]> {
	return page.evaluate((selector) => {
		const broken: string[] = []
		for (const heading of document.querySelectorAll(selector)) {
			const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				// A word's first and last letter on different lines: broken inside. (Chromium counts the hyphen it draws
				// for a soft hyphen, at the end of the line above, into the letter after it: the lowest box is the letter.)
				const lineOf = (at: number) => {
					const range = document.createRange()
					range.setStart(node as Text, at)
					range.setEnd(node as Text, at + 1)
					return Math.max(...[...range.getClientRects()].map((r) => Math.round(r.top)))
				}
				for (const match of (node.textContent ?? '').matchAll(/[^\s\-\u2010\u00ad]+/g)) {
					const start = match.index ?? 0
					if (lineOf(start) !== lineOf(start + match[0].length - 1))
						broken.push(`${heading.tagName.toLowerCase()} "${match[0]}"`)
				}
			}
		}
		return broken
	}, LABELS)
}

/**
 * Labels cut off: a heading, button or tab whose text is wider than its box, or a tab that lies outside its row
 * (a row that scrolls hid the last tab mid-word, "Resou", with nothing to say more was there). Hidden labels
 * (a collapsed menu, the screen-reader-only ones of one pixel) are not seen, so not judged.
 */
function clippedLabels(page: Page): Promise<string[]> {
	return page.evaluate((selector) => {
		const clipped: string[] = []
		const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`
		for (const el of document.querySelectorAll<HTMLElement>(selector)) {
			if (el.offsetParent === null || el.clientWidth <= 1) continue
			if (el.scrollWidth > el.clientWidth + 1) clipped.push(`${name(el)} ${el.scrollWidth}>${el.clientWidth}`)
		}
		for (const row of document.querySelectorAll<HTMLElement>('[role=tablist]')) {
			if (row.offsetParent === null) continue
			const box = row.getBoundingClientRect()
			for (const tab of row.querySelectorAll('[role=tab]')) {
				const r = tab.getBoundingClientRect()
				if (r.left < box.left - 0.5 || r.right > box.right + 0.5) clipped.push(`${name(tab)} outside its row`)
			}
		}
		return clipped
	}, LABELS)
}

let g: TestPage
beforeAll(async () => {
	g = await openPage(live.browser, live.server.url, { viewport: { width: WIDTHS[0], height: 800 } })
})
afterAll(() => g?.close())

describe.each(LANGS)('%s: no page wider than the viewport, no label cut, no word broken', (lang) => {
	test(`every page at ${WIDTHS.join(', ')} px`, async () => {
		const wide: Record<string, string[]> = {}
		for (const path of PATHS) {
			await g.page.setViewportSize({ width: WIDTHS[0], height: 800 })
			await g.page.goto(live.server.url + localized(path, lang))
			await waitForHydration(g.page)
			for (const width of WIDTHS) {
				await g.page.setViewportSize({ width, height: 800 })
				const found = await overflow(g.page)
				if (found.width > width) wide[`${path} @${width}`] = [`${found.width} px`, ...found.offenders]
				const words = await brokenWords(g.page)
				if (words.length) wide[`${path} @${width} words`] = words
				const clipped = await clippedLabels(g.page)
				if (clipped.length) wide[`${path} @${width} cut`] = clipped
			}
			expectClean(g)
		}
		expect(wide).toEqual({})
	})
})

/** Where the home page's buttons, their labels and its last band sit. */
function homeBoxes(page: Page) {
	return page.evaluate(() => {
		const rect = (el: Element | null) => {
			const r = el?.getBoundingClientRect()
			return r ? { top: r.top + scrollY, bottom: r.bottom + scrollY, width: r.width, height: r.height } : null
		}
		/** How far the label's visible text lies from the button's top and bottom border. */
		const inset = (el: Element) => {
			const range = document.createRange()
			range.selectNodeContents(el.firstChild ?? el)
			const text = range.getBoundingClientRect()
			const box = el.getBoundingClientRect()
			return Math.min(text.top - box.top, box.bottom - text.bottom)
		}
		const cards = [...document.querySelectorAll('#tools [data-testid^=tool-card-]')]
		return {
			hero: ['hero-tools', 'hero-guides'].map((id) => rect(document.querySelector(`[data-testid=${id}]`))?.width ?? 0),
			cards: cards.map((a) => ({ ...rect(a), inset: inset(a) })),
			guidesBottom: rect(document.querySelector('#guides'))?.bottom ?? 0,
			footerTop: rect(document.querySelector('footer'))?.top ?? 0,
		}
	})
}

describe.each(LANGS)('%s: the home page’s buttons and bands', (lang) => {
	test.each([390, 1280])('at %i px', async (width) => {
		await g.page.setViewportSize({ width, height: 800 })
		await g.page.goto(live.server.url + localized('/', lang))
		await waitForHydration(g.page)
		const home = await homeBoxes(g.page)
		// The two hero buttons are as wide as each other.
		expect(Math.abs((home.hero[0] ?? 0) - (home.hero[1] ?? 1))).toBeLessThan(1)
		// Every tool card's button keeps its label off its border, and all five are as high as each other;
		// side by side (five columns at 1280) they sit on one line.
		expect(home.cards).toHaveLength(TOOL_KEYS.length)
		for (const card of home.cards) expect(card.inset).toBeGreaterThanOrEqual(6)
		expect(new Set(home.cards.map((c) => Math.round(c.height ?? 0))).size).toBe(1)
		if (width === 1280) expect(new Set(home.cards.map((c) => Math.round(c.top ?? 0))).size).toBe(1)
		// The guides band meets the footer: no white strip between them.
		expect(Math.abs(home.footerTop - home.guidesBottom)).toBeLessThan(1)
		expectClean(g)
	})
})

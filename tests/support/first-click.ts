/**
 * What the first-click test (tests/e2e/first-click.e2e.test.ts) and bench (bench/first-click.ts) share: a phone
 * with its CPU slowed down, the page's scripts held back, and each tool's form filled with something the fake
 * YouTube answers, with the element that shows its result (the same element with JavaScript and without: the
 * page renders the posted outcome through the same view).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { TOOLS, type ToolKey } from '../../src/tools/registry'

/** A phone: 390 × 844, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** The slowdown of a mid-range phone against this machine, as Lighthouse's mobile run assumes. */
export const CPU_SLOWDOWN = 4

/** What each tool's form is given, and the element its result is drawn in. */
export interface ToolCase {
	tool: ToolKey
	/** The main field's value: a link, or the hashtag tool's keywords. */
	value: string
	/** Shown once the result for `value` is on the page. */
	result: string
}

/** One per tool of the registry, in its order; the fake YouTube has each of these recorded. */
export const TOOL_CASES: Record<ToolKey, ToolCase> = {
	thumbnail: {
		tool: 'thumbnail',
		value: 'https://www.youtube.com/watch?v=GJLlxj_dtq8',
		result: '[data-testid=thumbnail-results][data-video-id=GJLlxj_dtq8]',
	},
	profile: {
		tool: 'profile',
		value: 'https://www.youtube.com/@Gronkh/videos',
		result: '[data-testid=profile-result]',
	},
	transcript: {
		tool: 'transcript',
		value: 'https://www.youtube.com/watch?v=eF8Qqp7rjDg',
		result: '[data-testid=transcript-result][data-video-id=eF8Qqp7rjDg]',
	},
	hashtag: {
		tool: 'hashtag',
		value: 'sourdough bread baking',
		result: '[data-testid=hashtag-result]',
	},
	chapter: {
		tool: 'chapter',
		value: 'https://www.youtube.com/watch?v=eF8Qqp7rjDg',
		result: '[data-testid=chapter-result]',
	},
}

/** The tool's canonical page path (English; `localized` in tests/support/e2e.ts for the others). */
export const toolPath = (tool: ToolKey): string => TOOLS[tool].paths[0]

/**
 * A fresh phone context and page with the CPU slowed down (Chromium's DevTools protocol), every script of the
 * client build delayed by `holdMs(url)` on its way to the page. A script still held when the page goes away
 * (a form posted without JavaScript) is dropped quietly.
 */
export async function phonePage(
	browser: Browser,
	holdMs: (url: string) => number,
): Promise<{ context: BrowserContext; page: Page }> {
	const context = await browser.newContext(PHONE)
	await context.route(/\/assets\/[^?#]+\.js(?:[?#]|$)/, async (route) => {
		const ms = holdMs(route.request().url())
		if (ms > 0) await Bun.sleep(ms)
		await route.continue().catch(() => {})
	})
	const page = await context.newPage()
	const cdp = await context.newCDPSession(page)
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
	return { context, page }
}

/** Small seeded generator (mulberry32): the same seed gives the same numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
	let a = seed >>> 0
	return () => {
		a = (a + 0x6d2b79f5) >>> 0
		let t = a
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

/** A number in [0, 1) fixed by `text` and `seed` (FNV-1a), so a script's hold does not depend on request order. */
export function seededFraction(text: string, seed: number): number {
	let h = (2166136261 ^ seed) >>> 0
	for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0
	return h / 4294967296
}

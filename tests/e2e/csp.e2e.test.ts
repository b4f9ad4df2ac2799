/**
 * The hash-based CSP holds in Chromium: every page loads and hydrates
 * with no violation, and a page whose inline script was changed, a script slipped into it, or an
 * entry whose bytes differ from its integrity, does not run. zod 4 probes
 * whether it may compile parsers with `new Function("")` when the first object schema is built;
 * the site's CSP has no 'unsafe-eval', so the probe was a violation on /contact (Lighthouse best
 * practices 96) even though zod swallows the error. guardedPage records every violation.
 */
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { waitForHydration } from '../support/browser'
import { expectClean, liveApp, openPage } from '../support/e2e'

const live = liveApp()

describe('no CSP violation', () => {
	for (const path of [
		'/contact',
		'/de/contact',
		'/tools/thumbnail-downloader',
		'/es/tools/transcript-downloader',
		'/',
	]) {
		test(`${path}: loads and hydrates without a violation or an eval error`, async () => {
			const g = await openPage(live.browser, live.server.url, { viewport: { width: 1280, height: 900 } })
			try {
				const csp = (await g.page.goto(`${live.server.url}${path}`))?.headers()['content-security-policy'] ?? ''
				// The guard means something only while eval stays forbidden.
				expect(csp).toContain('script-src')
				expect(csp).not.toContain('unsafe-eval')
				await waitForHydration(g.page)
				// A violation event is queued as a task: let one more run before reading.
				await g.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
				expect(g.problems.filter((p) => /csp violation|unsafe-eval|EvalError/i.test(p))).toEqual([])
				expectClean(g)
			} finally {
				await g.close()
			}
		})
	}
})

/** Whether the app hydrated within a few seconds (the marker its shell's first effect sets). */
async function hydrates(page: Page): Promise<boolean> {
	return page
		.waitForSelector('html[data-hydrated="true"]', { timeout: 4000 })
		.then(() => true)
		.catch(() => false)
}

describe('what the policy blocks', () => {
	/** Opens `path` with its HTML (or, for the entry, its script) changed on the way. */
	async function tampered(
		change: { html?: (html: string) => string; entry?: (js: string) => string },
		path = '/de/contact',
	): Promise<{ hydrated: boolean; problems: string[]; ran: unknown }> {
		const g = await openPage(live.browser, live.server.url, { viewport: { width: 1280, height: 900 } })
		try {
			await g.page.route(`${live.server.url}/**`, async (route) => {
				const url = route.request().url()
				const isPage = url === `${live.server.url}${path}`
				// The app's entry, the tool pages' (client-tool-….js) or the small one of the pages that are not hydrated.
				const isEntry = /\/assets\/client-(lite-|tool-)?[a-z0-9]+\.js$/.test(url)
				if (!(isPage && change.html) && !(isEntry && change.entry)) return route.continue()
				const response = await route.fetch()
				const text = await response.text()
				await route.fulfill({ response, body: isPage ? change.html?.(text) : change.entry?.(text) })
			})
			await g.page.goto(`${live.server.url}${path}`)
			const hydrated = await hydrates(g.page)
			await g.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
			const ran = await g.page.evaluate(() => (window as unknown as { __tkTampered?: unknown }).__tkTampered)
			return { hydrated, problems: g.problems, ran }
		} finally {
			await g.close()
		}
	}

	test('the untouched page hydrates (the cases below fail for the change alone)', async () => {
		const { hydrated, problems } = await tampered({ html: (html) => html })
		expect(hydrated).toBe(true)
		expect(problems).toEqual([])
	}, 60_000)

	test('an entry loader changed by one character is blocked, so the app never starts', async () => {
		const { hydrated, problems, ran } = await tampered({
			html: (html) => html.replace('<script>(function(', '<script>window.__tkTampered=1;(function('),
		})
		expect(ran).toBeUndefined()
		expect(hydrated).toBe(false)
		expect(problems.some((p) => /csp violation: script-src(-elem)? blocked inline/.test(p))).toBe(true)
	}, 60_000)

	test('an inline script slipped into the page does not run', async () => {
		const { hydrated, problems, ran } = await tampered({
			html: (html) => html.replace('</body>', '<script>window.__tkTampered=1</script></body>'),
		})
		expect(ran).toBeUndefined()
		expect(hydrated).toBe(true)
		expect(problems.some((p) => /csp violation: script-src(-elem)? blocked inline/.test(p))).toBe(true)
	}, 60_000)

	test('an entry whose bytes differ from its integrity does not run', async () => {
		const { hydrated, ran } = await tampered({ entry: (js) => `window.__tkTampered=1;${js}` })
		expect(ran).toBeUndefined()
		expect(hydrated).toBe(false)
	}, 60_000)

	test('the same for the small entry of a page that is not hydrated (the home page)', async () => {
		const untouched = await tampered({ html: (html) => html }, '/de/')
		expect(untouched.hydrated).toBe(true)
		const { hydrated, ran } = await tampered({ entry: (js) => `window.__tkTampered=1;${js}` }, '/de/')
		expect(ran).toBeUndefined()
		expect(hydrated).toBe(false)
	}, 60_000)
})

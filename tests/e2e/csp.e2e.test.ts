/**
 * No page breaks its own Content-Security-Policy in Chromium (issue 18, item 5). zod 4 probes
 * whether it may compile parsers with `new Function("")` when the first object schema is built;
 * the site's CSP has no 'unsafe-eval', so the probe was a violation on /contact (Lighthouse best
 * practices 96) even though zod swallows the error. guardedPage records every violation.
 */
import { describe, expect, test } from 'bun:test'
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

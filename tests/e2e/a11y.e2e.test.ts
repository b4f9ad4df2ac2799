/**
 * WCAG 2.1 A/AA (axe) on every page that exists so far, in all five languages, in a light
 * and a dark colour scheme. Zero violations; a failure lists rule, targets and summary.
 */
import { describe, expect, test } from 'bun:test'
import { violations } from '../support/a11y'
import { waitForHydration } from '../support/browser'
import { expectClean, LANGS, liveApp, localized, openPage, runsWholeApp, waitForLanguageMenu } from '../support/e2e'

const live = liveApp()

const PAGES = [
	{ name: 'home', path: '/', status: 200 },
	{ name: 'thumbnail', path: '/tools/thumbnail-downloader', status: 200 },
	{ name: 'profile', path: '/tools/profile-downloader', status: 200 },
	{ name: 'transcript', path: '/tools/transcript-downloader', status: 200 },
	{ name: 'hashtag', path: '/tools/hashtag-generator', status: 200 },
	{ name: 'contact', path: '/contact', status: 200 },
	{ name: 'help', path: '/help', status: 200 },
	{ name: 'guides', path: '/guides', status: 200 },
	{ name: 'guide-seo', path: '/guides/youtube-seo-guide', status: 200 },
	{ name: 'guide-thumbnails', path: '/guides/thumbnail-design', status: 200 },
	{ name: 'guide-transcription', path: '/guides/video-transcription', status: 200 },
	{ name: 'guide-workflow', path: '/guides/content-workflow', status: 200 },
	{ name: 'guide-hashtags', path: '/guides/youtube-hashtags', status: 200 },
	{ name: 'privacy', path: '/privacy-policy', status: 200 },
	{ name: 'terms', path: '/terms-of-service', status: 200 },
	{ name: '404', path: '/no-such-page', status: 404 },
] as const

describe('axe: WCAG 2.1 AA', () => {
	for (const colorScheme of ['light', 'dark'] as const) {
		for (const lang of LANGS) {
			test(`${lang}, ${colorScheme}: every page has no violations`, async () => {
				const g = await openPage(live.browser, live.server.url, {
					viewport: { width: 1280, height: 800 },
					colorScheme,
					reducedMotion: 'reduce',
				})
				const { page } = g
				const found: Record<string, string[]> = {}
				for (const p of PAGES) {
					const response = await page.goto(live.server.url + localized(p.path, lang))
					expect(response?.status()).toBe(p.status)
					await waitForHydration(page)
					// The scan sees the page as a visitor does once the lazy widgets are in (a page that is not
					// hydrated, or a tool page, keeps its <details> menus, scanned as they are).
					if (await runsWholeApp(page)) await waitForLanguageMenu(page)
					expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
						colorScheme === 'dark',
					)
					found[p.name] = await violations(page)
					expectClean(g)
				}
				expect(found).toEqual(Object.fromEntries(PAGES.map((p) => [p.name, []])))
				await g.close()
				// Seventeen pages loaded, hydrated and scanned: about 20 s on a quiet machine, over a minute when
				// other suites share the two cores. A timeout here would also take the shared browser down with it
				// (bun kills the test's processes), failing every test after it.
			}, 300_000)
		}
	}
})

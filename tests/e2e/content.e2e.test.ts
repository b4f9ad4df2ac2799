/**
 * Chromium: every content page in every language with its title; the tabs'
 * default and switching (mouse, keyboard, a link naming a tab); single-open FAQs that
 * close again (the same on tool pages); and a crawler that follows every internal link from the home page of each
 * language: no 404 anywhere in the site.
 */
import { describe, expect, test } from 'bun:test'
import { TOOL_KEYS, TOOLS } from '../../src/tools/registry'
import { waitForHydration } from '../support/browser'
import { DICT, eventually, expectClean, LANGS, liveApp, localized, openPage } from '../support/e2e'

const live = liveApp()
const { en } = DICT

const CONTENT = [
	['/help', (d: typeof en) => d.help.meta.title],
	['/guides', (d: typeof en) => d.guideIndex.meta.title],
	['/guides/youtube-seo-guide', (d: typeof en) => d.guideSeo.meta.title],
	['/guides/thumbnail-design', (d: typeof en) => d.guideThumbnails.meta.title],
	['/guides/video-transcription', (d: typeof en) => d.guideTranscription.meta.title],
	['/guides/content-workflow', (d: typeof en) => d.guideWorkflow.meta.title],
	['/guides/youtube-hashtags', (d: typeof en) => d.guideHashtags.meta.title],
	['/privacy-policy', (d: typeof en) => d.legal.privacy.meta.title],
	['/privacy', (d: typeof en) => d.legal.privacy.meta.title],
	['/terms-of-service', (d: typeof en) => d.legal.terms.meta.title],
	['/terms', (d: typeof en) => d.legal.terms.meta.title],
	['/contact', (d: typeof en) => d.contact.meta.title],
] as const

describe('content pages', () => {
	for (const lang of LANGS) {
		test(`${lang}: every help, guide and legal page answers 200 with its title, hydrated cleanly`, async () => {
			const g = await openPage(live.browser, live.server.url, { viewport: { width: 1280, height: 800 } })
			const { page } = g
			const seen: Record<string, [number, string]> = {}
			for (const [path] of CONTENT) {
				const response = await page.goto(live.server.url + localized(path, lang))
				await waitForHydration(page)
				seen[path] = [response?.status() ?? 0, await page.title()]
				expectClean(g)
			}
			expect(seen).toEqual(Object.fromEntries(CONTENT.map(([path, title]) => [path, [200, title(DICT[lang])]])))
			await g.close()
			// A dozen pages, each loaded and hydrated: tens of seconds on a busy machine.
		}, 180_000)
	}

	test('help centre tabs: tool guides by default; click, arrow keys and /help#faq switch', async () => {
		const g = await openPage(live.browser, live.server.url, { viewport: { width: 1280, height: 800 } })
		const { page } = g
		await page.goto(`${live.server.url}/help`)
		await waitForHydration(page)
		const selected = () => page.locator('[role=tab][aria-selected=true]').getAttribute('data-testid')
		expect(await selected()).toBe('tab-tools')
		expect(await page.isVisible('[data-testid=panel-tools]')).toBe(true)
		expect(await page.isVisible('[data-testid=panel-general]')).toBe(false)
		await page.click('[data-testid=tab-general]')
		await eventually(async () => expect(await selected()).toBe('tab-general'))
		expect(await page.isVisible('[data-testid=panel-general]')).toBe(true)
		expect(await page.isVisible('[data-testid=panel-tools]')).toBe(false)
		await page.keyboard.press('ArrowRight')
		await eventually(async () => expect(await selected()).toBe('tab-resources'))
		expect(await page.isVisible('[data-testid=contact-support]')).toBe(true)
		await page.keyboard.press('Home')
		await eventually(async () => expect(await selected()).toBe('tab-tools'))
		// The footer's FAQ link names the general tab.
		await page.goto(`${live.server.url}/de/help#faq`)
		await waitForHydration(page)
		await eventually(async () => expect(await selected()).toBe('tab-general'))
		expectClean(g)
		await g.close()
	})

	test('FAQs (help centre and tool page): single-open, close again, Enter and Space, a focus ring, a turning chevron', async () => {
		const g = await openPage(live.browser, live.server.url, { viewport: { width: 1280, height: 800 } })
		const { page } = g
		for (const [path, scope, count] of [
			['/help', '[data-testid=faq-thumbnail]', Object.keys(en.help.tools.thumbnail.faq).length],
			['/tools/profile-downloader', '#faq', Object.keys(en.profile.faq).length],
		] as const) {
			await page.goto(live.server.url + path)
			await waitForHydration(page)
			const questions = page.locator(`${scope} [data-testid=faq-item] > summary`)
			const open = () =>
				page
					.locator(`${scope} [data-testid=faq-item]`)
					.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open))
			const only = (i: number | null) => Array.from({ length: count }, (_, j) => j === i)
			expect(await questions.count()).toBe(count)
			expect(await open()).toEqual(only(null))
			await questions.nth(0).click()
			expect(await open()).toEqual(only(0))
			expect(await page.locator(`${scope} [data-testid=faq-item] > div`).nth(0).isVisible()).toBe(true)
			await questions.nth(2).click()
			expect(await open()).toEqual(only(2))
			expect(await page.locator(`${scope} [data-testid=faq-item] > div`).nth(0).isVisible()).toBe(false)
			await questions.nth(2).click()
			expect(await open()).toEqual(only(null))
			// Keyboard: Tab reaches a question (with a visible focus ring), Enter opens it, Space closes it.
			await questions.nth(0).focus()
			await page.keyboard.press('Tab')
			expect(await questions.nth(1).evaluate((el) => el === document.activeElement)).toBe(true)
			const ring = await questions.nth(1).evaluate((el) => {
				const s = getComputedStyle(el)
				return { focusVisible: el.matches(':focus-visible'), style: s.outlineStyle, width: s.outlineWidth }
			})
			expect(ring).toEqual({ focusVisible: true, style: 'solid', width: '3px' })
			await page.keyboard.press('Enter')
			await eventually(async () => expect(await open()).toEqual(only(1)))
			await page.keyboard.press('Space')
			await eventually(async () => expect(await open()).toEqual(only(null)))
			// No disclosure triangle; the chevron (the question's ::after, an 18 px mask in the text's colour) turns
			// upside down when the question opens.
			const look = (i: number) =>
				questions.nth(i).evaluate((el) => {
					const after = getComputedStyle(el, '::after')
					return {
						display: getComputedStyle(el).display,
						color: getComputedStyle(el).color,
						chevron: { size: `${after.width} ${after.height}`, paint: after.backgroundColor },
						mask: after.maskImage,
						turn: after.transform,
					}
				})
			const last = count - 1
			// On a page with three questions the last one was just closed above: its chevron turns back over
			// {durations.fast}, so it is read once it has come to rest.
			await eventually(async () => expect((await look(last)).turn).toBe('none'))
			const closed = await look(last)
			expect(closed.display).not.toBe('list-item')
			expect(closed.chevron).toEqual({ size: '18px 18px', paint: closed.color })
			expect(closed.mask).toContain('data:image/svg+xml')
			await questions.nth(last).click()
			await eventually(async () => expect((await look(last)).turn).toBe('matrix(-1, 0, 0, -1, 0, 0)'))
		}
		// The help centre's groups are independent of each other.
		await page.goto(`${live.server.url}/help`)
		await waitForHydration(page)
		await page.locator('[data-testid=faq-thumbnail] summary').nth(1).click()
		await page.locator('[data-testid=faq-hashtag] summary').first().click()
		expect(
			await page
				.locator('[data-testid=faq-thumbnail] [data-testid=faq-item]')
				.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open)),
		).toEqual([false, true, false, false, false])
		// The Try links go to the spec's short tool paths, every tool of the registry in its order (decision 29).
		expect(
			await page.locator('[data-testid=try-link]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
		).toEqual(TOOL_KEYS.map((key) => TOOLS[key].paths[1]))
		expectClean(g)
		await g.close()
	})

	test('guide tabs: Process first in the transcription guide, principles first in the thumbnail guide', async () => {
		const g = await openPage(live.browser, live.server.url, { viewport: { width: 1280, height: 800 } })
		const { page } = g
		await page.goto(`${live.server.url}/es/guides/video-transcription`)
		await waitForHydration(page)
		const selected = () => page.locator('[role=tab][aria-selected=true]').getAttribute('data-testid')
		expect(await selected()).toBe('tab-process')
		expect(await page.locator('[data-testid=process-step]').count()).toBe(4)
		await page.click('[data-testid=tab-languages]')
		expect(await page.locator('[data-testid=languages-table] tbody tr').count()).toBe(8)
		await page.click('[data-testid=tab-seo]')
		expect(await page.getAttribute('[data-testid=transcript-cta]', 'href')).toBe('/es/transcript-downloader')
		expect(await page.locator('[data-testid=guide-badges] li').allTextContents()).toEqual([
			DICT.es.guideTranscription.badges.seo,
			DICT.es.guideTranscription.badges.time,
			DICT.es.guideTranscription.badges.a11y,
		])
		expect(await page.getAttribute('[data-testid=guide-previous]', 'href')).toBe('/es/guides/thumbnail-design')
		expect(await page.getAttribute('[data-testid=guide-next]', 'href')).toBe('/es/guides/content-workflow')
		await page.goto(`${live.server.url}/guides/thumbnail-design`)
		await waitForHydration(page)
		expect(await selected()).toBe('tab-principles')
		await page.click('[data-testid=tab-colors]')
		expect(await page.locator('[data-testid=palettes] li').count()).toBe(4)
		expectClean(g)
		await g.close()
	})
})

describe('crawler', () => {
	test('every internal link from the home page of every language resolves: no 404 anywhere', async () => {
		const origin = live.server.url
		const queue = LANGS.map((l) => localized('/', l))
		const seen = new Set(queue)
		const broken: string[] = []
		let pages = 0
		while (queue.length) {
			const path = queue.shift() as string
			const res = await fetch(origin + path, { headers: { 'accept-language': 'en' }, redirect: 'manual' })
			if (res.status >= 400) {
				broken.push(`${res.status} ${path}`)
				await res.arrayBuffer()
				continue
			}
			if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) {
				await res.arrayBuffer()
				continue
			}
			pages++
			const html = await res.text()
			const links: string[] = []
			await new HTMLRewriter()
				.on('a[href], img[src], link[rel=alternate][href], link[rel=canonical][href]', {
					element(el) {
						links.push(el.getAttribute('href') ?? el.getAttribute('src') ?? '')
					},
				})
				.transform(new Response(html))
				.text()
			for (const raw of links) {
				const url = new URL(raw.replaceAll('&amp;', '&'), origin + path)
				if (url.origin !== origin) continue
				const target = url.pathname + url.search
				if (!seen.has(target)) {
					seen.add(target)
					queue.push(target)
				}
			}
		}
		expect(broken).toEqual([])
		// Five languages × (home, four tools, contact, help, guides, five guides, two legal pages) at least.
		expect(pages).toBeGreaterThanOrEqual(5 * 16)
	}, 120_000)
})

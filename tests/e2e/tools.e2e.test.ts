/**
 * The thumbnail and profile-picture pages in Chromium against the fake YouTube:
 * submit, results, the downloaded file name, the error card, the validation toast, the
 * automatic refetch, the page without JavaScript, and no request to any host but the app.
 */
import { describe, expect, test } from 'bun:test'
import type { Page, Route } from 'playwright-core'
import { QUALITIES } from '../../src/tools/thumbnails/schema'
import { violations } from '../support/a11y'
import { waitForHydration } from '../support/browser'
import {
	chunksContaining,
	DICT,
	eventually,
	expectClean,
	expectCleanAfterApiErrors,
	formRow,
	liveToolApp,
	openToolPage,
	type TestPage,
	type ToolTestPage,
	visibleText,
} from '../support/e2e'
import { until } from '../support/until'

const live = liveToolApp({
	youtube: {
		thumbnails: { GJLlxj_dtq8: ['maxresdefault', 'hq720', 'sddefault', 'hqdefault', 'mqdefault', 'default'] },
	},
})

const en = DICT.en
const WIDE = { viewport: { width: 1280, height: 900 }, acceptDownloads: true }

const open = (path: string, options = {}): Promise<ToolTestPage> =>
	openToolPage(live.browser, live.server.url, path, { ...WIDE, ...options })

const toolCalls = (g: TestPage) => g.requests.filter((u) => new URL(u).pathname.startsWith('/api/tools/'))

/** The paths of the scripts `page` asks for from now on. */
function scriptsAskedFor(page: Page): string[] {
	const scripts: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
	})
	return scripts
}

/** Until the page has asked for some scripts and then no new one for a while (what an intent loads is in). */
async function settled(scripts: string[]): Promise<void> {
	let seen = -1
	await until(async () => {
		const still = seen === scripts.length
		seen = scripts.length
		await Bun.sleep(300)
		return still && scripts.length > 0
	}, 'the code the focus asks for')
}

describe('thumbnail downloader', () => {
	test('submit: loading state, every size with its image, and a download named thumbnail-{quality}.jpg', async () => {
		// The probes of one video answer slowly, so the loading state can be seen.
		live.youtube.reset()
		live.youtube.fail('slow', { paths: /\/vi(_webp)?\/GJLlxj_dtq8\//, delayMs: 600 })
		const g = await open('/tools/thumbnail-downloader')
		const { page } = g
		await waitForHydration(page)
		expect(await visibleText(page.locator('h1'))).toBe(en.tools.thumbnail.title)
		await page.fill('[data-testid=tool-input]', 'https://www.youtube.com/watch?v=GJLlxj_dtq8&t=42s')
		const row = await formRow(page)
		await page.click('[data-testid=tool-submit]')
		// Loading: the button is disabled and shows the spinner, in the label's place (the row does not move).
		await page.waitForSelector('[data-testid=tool-submit][disabled] [data-testid=spinner]')
		expect(await formRow(page)).toEqual(row)
		expect(await page.getAttribute('[data-testid=tool-submit]', 'aria-busy')).toBe('true') // measured while busy
		await page.waitForSelector('[data-testid=thumbnail-results][data-video-id=GJLlxj_dtq8]', { timeout: 10_000 })
		expect(await formRow(page)).toEqual(row)
		expect(await page.isDisabled('[data-testid=tool-submit]')).toBe(false)
		expect(await page.locator('[data-testid=spinner]').count()).toBe(0)
		const cards = page.locator('[data-testid=quality]')
		expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual(
			QUALITIES.map((q) => q.name),
		)
		// Every preview really loaded, through the app's own image proxy.
		await eventually(async () => {
			const loaded = await page
				.locator('[data-testid=quality] img')
				.evaluateAll((imgs) =>
					imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
				)
			expect(loaded).toEqual([true, true, true, true, true, true])
		})
		expect(await visibleText(page.locator('[data-name=maxresdefault] h3'))).toBe(en.thumbnail.qualities.hd)
		const download = page.waitForEvent('download')
		await page.click('[data-name=maxresdefault] [data-testid=download-jpg]')
		const file = await download
		// The one naming rule (core/file-name.ts): title, id, size.
		expect(file.suggestedFilename()).toBe('Surface Go Review - It’s Awesome [GJLlxj_dtq8].maxresdefault.jpg')
		const bytes = await Bun.file((await file.path()) as string).bytes()
		expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
		expect(toolCalls(g)).toHaveLength(1)
		expectClean(g)
		await g.close()
	})

	test('a size YouTube lacks is marked, without an image or a download', async () => {
		live.youtube.reset()
		live.youtube.setThumbnails('F1xioXWb8CY', ['default', 'mqdefault', 'hqdefault', 'sddefault'])
		const g = await open('/thumbnail-downloader')
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/F1xioXWb8CY')
		await page.press('[data-testid=tool-input]', 'Enter')
		const missing = page.locator('[data-name=maxresdefault]')
		await missing.waitFor()
		expect(await missing.getAttribute('data-available')).toBe('false')
		expect(await visibleText(missing)).toContain(en.thumbnail.unavailable)
		expect(await missing.locator('img, a').count()).toBe(0)
		// hq720 is not asked before the answer: the page checks it through the proxy, then marks it.
		await page.locator('[data-name=hq720][data-available=false]').waitFor()
		expect(await page.locator('[data-name=hq720]').locator('img, a').count()).toBe(0)
		expect(await page.locator('[data-available=true] [data-testid=download-jpg]').count()).toBe(4)
		expectClean(g)
		await g.close()
	})

	test('invalid input: the validation toast, and nothing is sent', async () => {
		live.youtube.reset()
		const g = await open('/tools/thumbnail-downloader')
		const { page } = g
		await waitForHydration(page)
		await page.click('[data-testid=tool-submit]')
		await page.getByText(en.thumbnail.invalid).waitFor()
		await page.fill('[data-testid=tool-input]', 'https://vimeo.com/123456')
		await page.click('[data-testid=tool-submit]')
		await page.getByText(en.thumbnail.invalid).waitFor()
		await Bun.sleep(700)
		expect(toolCalls(g)).toEqual([])
		expect(await page.locator('[data-testid=tool-error]').count()).toBe(0)
		expectClean(g)
		await g.close()
	})

	test('after a focus on the form, a press sends its request before the page renders its loading state', async () => {
		const g = await open('/tools/thumbnail-downloader')
		const { page } = g
		await waitForHydration(page)
		const scripts = scriptsAskedFor(page)
		await page.fill('[data-testid=tool-input]', 'https://www.youtube.com/watch?v=GJLlxj_dtq8')
		// The focus's code (the API client among it) is in once the page asks for no more scripts.
		await settled(scripts)
		await page.evaluate(() => {
			const w = window as unknown as { __spinnerAtFetch?: boolean; fetch: (...args: unknown[]) => unknown }
			const original = window.fetch.bind(window) as (...args: unknown[]) => unknown
			w.fetch = (...args: unknown[]) => {
				if (String(args[0]).includes('/api/tools/')) {
					w.__spinnerAtFetch = document.querySelector('[data-testid=spinner]') !== null
				}
				return original(...args)
			}
		})
		await page.click('[data-testid=tool-submit]')
		await page.locator('[data-testid=thumbnail-results]').waitFor()
		expect(await page.evaluate(() => (window as unknown as { __spinnerAtFetch?: boolean }).__spinnerAtFetch)).toBe(
			false,
		)
		expectClean(g)
		await g.close()
	})

	test('the validation toast needs no download after the press: its code comes with the focus on the form', async () => {
		const g = await open('/tools/thumbnail-downloader')
		const { page } = g
		await waitForHydration(page)
		const scripts = scriptsAskedFor(page)
		await page.focus('[data-testid=tool-input]')
		await settled(scripts)
		const beforePress = scripts.length
		await page.fill('[data-testid=tool-input]', 'https://vimeo.com/123456')
		await page.click('[data-testid=tool-submit]')
		await page.getByText(en.thumbnail.invalid).waitFor()
		expect(scripts.slice(beforePress)).toEqual([])
		expectClean(g)
		await g.close()
	})

	test('YouTube refusing: the error card headed by the reason; no automatic retry', async () => {
		live.youtube.reset()
		live.youtube.fail('429', { paths: /\/vi(_webp)?\/UaKGb1wU5rM\// })
		const g = await open('/tools/thumbnail-downloader')
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', 'https://www.youtube.com/shorts/UaKGb1wU5rM')
		await page.click('[data-testid=tool-submit]')
		const card = page.locator('[data-testid=tool-error]')
		await card.waitFor()
		expect(await card.getAttribute('role')).toBe('alert')
		expect(await card.getAttribute('data-code')).toBe('youtubeBlocked')
		// YouTube refusing is not what the tool's sentence says: the reason heads the card alone.
		expect(await card.locator('p').allInnerTexts()).toEqual([en.errors.youtubeBlocked])
		await Bun.sleep(1000)
		expect(toolCalls(g)).toHaveLength(1)
		expectCleanAfterApiErrors(g)
		await g.close()
	})

	test('after a first submit, changing the link refetches by itself (debounced, valid input only)', async () => {
		live.youtube.reset()
		const g = await open('/tools/thumbnail-downloader')
		const { page } = g
		await waitForHydration(page)
		// Before any submit, typing sends nothing.
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/GJLlxj_dtq8')
		await Bun.sleep(900)
		expect(toolCalls(g)).toEqual([])
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=thumbnail-results][data-video-id=GJLlxj_dtq8]')
		// Typing an invalid link: no request. Typing, character by character, a valid one:
		// one request once the typing pauses, not one per keystroke.
		await page.fill('[data-testid=tool-input]', 'not a link')
		await Bun.sleep(900)
		expect(toolCalls(g)).toHaveLength(1)
		await page.fill('[data-testid=tool-input]', '')
		await page.locator('[data-testid=tool-input]').pressSequentially('https://youtu.be/F1xioXWb8CY', { delay: 20 })
		await page.waitForSelector('[data-testid=thumbnail-results][data-video-id=F1xioXWb8CY]')
		expect(toolCalls(g)).toHaveLength(2)
		// Back to the first video: answered from the page's cache, no new request.
		await page.fill('[data-testid=tool-input]', 'https://www.youtube.com/watch?v=GJLlxj_dtq8')
		await page.waitForSelector('[data-testid=thumbnail-results][data-video-id=GJLlxj_dtq8]')
		expect(toolCalls(g)).toHaveLength(2)
		expectClean(g)
		await g.close()
	})

	test('German page on the short route: German texts and the German validation toast', async () => {
		live.youtube.reset()
		const g = await open('/de/thumbnail-downloader')
		const { page } = g
		await waitForHydration(page)
		expect(await visibleText(page.locator('[data-testid=tool-submit]'))).toBe(DICT.de.thumbnail.submit)
		await page.click('[data-testid=tool-submit]')
		await page.getByText(DICT.de.thumbnail.invalid).waitFor()
		expectClean(g)
		await g.close()
	})
})

describe('a press before the link parsers are in', () => {
	test('is held until they arrive, then gives the result: one API call, no validation toast', async () => {
		const g = await open('/tools/thumbnail-downloader')
		const { page } = g
		await waitForHydration(page)
		// From now on every script the page asks for waits: the link parsers (loaded on intent, not at first load)
		// and the result view. The parsers are the chunk holding youtube/url.ts's vnd.youtube pattern.
		const held: { path: string; route: Route }[] = []
		let release = false
		await page.route('**/assets/*.js', (route) => {
			if (release) return route.continue()
			held.push({ path: new URL(route.request().url()).pathname, route })
		})
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/GJLlxj_dtq8')
		await page.click('[data-testid=tool-submit]')
		const parsers = chunksContaining('vnd\\.youtube')
		expect(parsers.length).toBeGreaterThan(0)
		await eventually(() => expect(held.some((h) => parsers.includes(h.path))).toBe(true))
		// The press is waiting for them: nothing asked yet, nothing refused.
		expect(toolCalls(g)).toHaveLength(0)
		release = true
		for (const h of held) await h.route.continue()
		await page.waitForSelector('[data-testid=thumbnail-results][data-video-id=GJLlxj_dtq8]', { timeout: 10_000 })
		expect(toolCalls(g)).toHaveLength(1)
		expect(await page.getByText(en.thumbnail.invalid).count()).toBe(0)
		expectClean(g)
		await g.close()
	})
})

describe('profile picture downloader', () => {
	test('submit: round picture, channel name and handle, download saved under the channel name and id', async () => {
		live.youtube.reset()
		const g = await open('/tools/profile-downloader')
		const { page } = g
		await waitForHydration(page)
		expect(await page.getAttribute('[data-testid=tool-input]', 'placeholder')).toBe(en.profile.placeholder)
		await page.fill('[data-testid=tool-input]', 'https://www.youtube.com/@Gronkh/videos')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=profile-result]')
		expect(await visibleText(page.locator('[data-testid=channel-name]'))).toBe('Gronkh')
		expect(await visibleText(page.locator('[data-testid=channel-handle]'))).toBe('@gronkh')
		const avatar = page.locator('[data-testid=profile-avatar]')
		await eventually(async () => expect(await avatar.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(800))
		expect(await avatar.evaluate((i) => getComputedStyle(i).borderRadius)).not.toBe('0px')
		const box = await avatar.boundingBox()
		expect(box?.width).toBe(box?.height as number)
		const download = page.waitForEvent('download')
		await page.click('[data-testid=profile-download]')
		expect((await download).suggestedFilename()).toBe('Gronkh [UCYJ61XIK64sp6ZFFS8sctxw].jpg')
		expect(await page.locator('[data-testid=avatar-size]').count()).toBe(5)
		expectClean(g)
		await g.close()
	})

	test('a bare word gets the channel validation toast; a video link asks for its uploader; an unknown handle gets the error card', async () => {
		live.youtube.reset()
		const g = await open('/profile-downloader')
		const { page } = g
		await waitForHydration(page)
		// An 11-character word is likelier a mistyped name than a video id (src/tools/profile/channel-input.ts).
		await page.fill('[data-testid=tool-input]', 'GJLlxj_dtq8')
		await page.click('[data-testid=tool-submit]')
		await page.getByText(en.profile.invalid).waitFor()
		expect(toolCalls(g)).toEqual([])
		// A video link stands for its uploader's channel: the video is asked about, then its
		// channel, whose answer is not recorded: the card says so of the video, never "Channel not found".
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/GJLlxj_dtq8')
		await page.click('[data-testid=tool-submit]')
		const videoCard = page.locator('[data-testid=tool-error][data-code=videoChannelNotFound]')
		await videoCard.waitFor()
		expect(await videoCard.textContent()).toContain(en.errors.videoChannelNotFound)
		expect(await videoCard.textContent()).not.toContain(en.errors.channelNotFound)
		expect(live.youtube.requests.some((r) => r.route === 'player')).toBe(true)
		await page.fill('[data-testid=tool-input]', 'https://www.youtube.com/@noSuchHandle15464')
		await page.click('[data-testid=tool-submit]')
		await page.waitForFunction(
			() => document.querySelector('[data-testid=tool-error]') !== null && !document.querySelector('[aria-busy=true]'),
		)
		const card = page.locator('[data-testid=tool-error]')
		await card.waitFor()
		expect(await card.getAttribute('data-code')).toBe('channelNotFound')
		expect(await card.locator('p').allInnerTexts()).toEqual([en.profile.failed, en.errors.channelNotFound])
		// The refetch after a first submit also reaches a valid channel after an error.
		await page.fill('[data-testid=tool-input]', 'https://www.youtube.com/user/Vsauce')
		await page.waitForSelector('[data-testid=profile-result][data-channel-id=UC6nSFpj9HTCZ5t-N3Rm3-HA]')
		expect(await page.locator('[data-testid=tool-error]').count()).toBe(0)
		expectCleanAfterApiErrors(g)
		await g.close()
	})
})

describe('without JavaScript', () => {
	test('the thumbnail form posts, the server renders the results, and the download works', async () => {
		live.youtube.reset()
		const g = await open('/tools/thumbnail-downloader', { javaScriptEnabled: false })
		const { page } = g
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/GJLlxj_dtq8')
		const [response] = await Promise.all([
			page.waitForResponse((r) => r.request().method() === 'POST'),
			page.click('[data-testid=tool-submit]'),
		])
		expect(response.status()).toBe(200)
		await page.waitForSelector('[data-testid=thumbnail-results][data-video-id=GJLlxj_dtq8]')
		expect(await page.getAttribute('html', 'data-hydrated')).toBeNull()
		expect(new URL(page.url()).pathname).toBe('/tools/thumbnail-downloader')
		expect(await page.inputValue('[data-testid=tool-input]')).toBe('https://youtu.be/GJLlxj_dtq8')
		const download = page.waitForEvent('download')
		await page.click('[data-name=sddefault] [data-testid=download-jpg]')
		expect((await download).suggestedFilename()).toBe('Surface Go Review - It’s Awesome [GJLlxj_dtq8].sddefault.jpg')
		expectClean(g)
		await g.close()
	})

	test('the profile form in Spanish: an unknown handle renders the error card with a 404', async () => {
		live.youtube.reset()
		const g = await open('/es/tools/profile-downloader', { javaScriptEnabled: false })
		const { page } = g
		await page.fill('[data-testid=tool-input]', '@noSuchHandle15464')
		const [response] = await Promise.all([
			page.waitForResponse((r) => r.request().method() === 'POST'),
			page.click('[data-testid=tool-submit]'),
		])
		expect(response.status()).toBe(404)
		const card = page.locator('[data-testid=tool-error]')
		await card.waitFor()
		expect(await card.locator('p').allInnerTexts()).toEqual([DICT.es.profile.failed, DICT.es.errors.channelNotFound])
		expect(await page.inputValue('[data-testid=tool-input]')).toBe('@noSuchHandle15464')
		expectClean(g)
		await g.close()
	})
})

describe('accessibility of the result and error states (axe, WCAG 2.1 AA)', () => {
	for (const colorScheme of ['light', 'dark'] as const) {
		test(`${colorScheme}: thumbnail results, profile result, error card`, async () => {
			live.youtube.reset()
			const g = await open('/tools/thumbnail-downloader', { colorScheme, reducedMotion: 'reduce' })
			const { page } = g
			await waitForHydration(page)
			await page.fill('[data-testid=tool-input]', 'https://youtu.be/GJLlxj_dtq8')
			await page.click('[data-testid=tool-submit]')
			await page.waitForSelector('[data-testid=thumbnail-results]')
			const found: Record<string, string[]> = { thumbnails: await violations(page) }
			await page.goto(`${live.server.url}/tools/profile-downloader`)
			await waitForHydration(page)
			await page.fill('[data-testid=tool-input]', '@Gronkh')
			await page.click('[data-testid=tool-submit]')
			await page.waitForSelector('[data-testid=profile-result]')
			found.profile = await violations(page)
			await page.fill('[data-testid=tool-input]', '@noSuchHandle15464')
			await page.waitForSelector('[data-testid=tool-error]')
			found.error = await violations(page)
			expect(found).toEqual({ thumbnails: [], profile: [], error: [] })
			expectCleanAfterApiErrors(g)
			await g.close()
		})
	}
})

/**
 * Whole playlists and channels in Chromium: a playlist link in the transcript and
 * thumbnail tools starts a batch with its progress, each video's state, Stop, and a ZIP of what is
 * done; without JavaScript the page lists the videos with their links and a ZIP form.
 */
import { describe, expect, test } from 'bun:test'
import { strFromU8, unzipSync } from 'fflate'
import { waitForHydration } from '../support/browser'
import { DICT, expectClean, fill, liveToolApp, openToolPage, type ToolTestPage } from '../support/e2e'

const PYTHON = 'https://www.youtube.com/playlist?list=PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU'
const TOP150_VIDEO = 'https://www.youtube.com/watch?v=u2ah9tWTkmk&list=PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'

const live = liveToolApp({
	// The playlist's first video answers as a recorded video with captions (no recording has both).
	youtube: { playerAliases: { 'YYXdXT2l-Gg': 'eF8Qqp7rjDg' } },
	env: { BATCH_SPACING_MS: '0', BATCH_CONCURRENCY: '4', RATE_LIMIT_BATCHES_PER_HOUR: '100' },
})

const WIDE = { viewport: { width: 1280, height: 900 }, acceptDownloads: true }
const open = (path: string, options = {}): Promise<ToolTestPage> =>
	openToolPage(live.browser, live.server.url, path, { ...WIDE, ...options })

async function zipOf(g: ToolTestPage, click: () => Promise<void>) {
	const [download] = await Promise.all([g.page.waitForEvent('download'), click()])
	const path = await download.path()
	return { name: download.suggestedFilename(), files: unzipSync(new Uint8Array(await Bun.file(path).arrayBuffer())) }
}

describe('batch with JavaScript', () => {
	test('transcripts of a playlist in German: progress, each state, the finished line, a ZIP in the chosen format', async () => {
		live.youtube.reset()
		const de = DICT.de
		const g = await open('/de/tools/transcript-downloader')
		const { page } = g
		await waitForHydration(page)
		expect(await page.locator('[data-testid=batch-hint]').textContent()).toBe(fill(de.toolPage.batchHint, { max: 200 }))
		await page.fill('[data-testid=tool-input]', PYTHON)
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=batch][data-status=finished]', { timeout: 30_000 })
		expect(await page.locator('#batch-title').textContent()).toBe('Python Tutorials')
		expect(await page.locator('[data-testid=batch-video]').count()).toBe(154)
		expect(await page.locator('[data-testid=batch-video][data-state=done]').count()).toBe(1)
		const failed = page.locator('[data-testid=batch-video][data-state=failed]')
		expect(await failed.count()).toBe(153)
		// A failed video shows its reason, in German.
		expect(await failed.first().textContent()).toContain(de.errors.videoUnavailable)
		expect(await page.locator('[data-testid=batch-finished]').textContent()).toBe(
			fill(de.batch.finished, { done: 1, total: 154, failed: 153 }),
		)
		// Screen readers hear the end once, in the live region.
		expect(await page.locator('[data-testid=batch-announce]').textContent()).toBe(
			fill(de.batch.finished, { done: 1, total: 154, failed: 153 }),
		)
		// Nothing else went to the single tool's API: the batch is one request.
		expect(
			g.requests.filter((u) => new URL(u).pathname.startsWith('/api/tools/')).map((u) => new URL(u).pathname),
		).toEqual(['/api/tools/transcript/batch'])
		await page.selectOption('[data-testid=batch-format]', 'vtt')
		const zip = await zipOf(g, () => page.click('[data-testid=batch-download]'))
		expect(zip.name).toBe('Python Tutorials.zip')
		const names = Object.keys(zip.files)
		expect(names.filter((n) => n.endsWith('.vtt'))).toEqual([
			'001 Python Tutorial for Beginners 1_ Install and Setup for Mac and Windows [YYXdXT2l-Gg].en.vtt',
		])
		expect(strFromU8(zip.files[names[0] as string] as Uint8Array)).toStartWith('WEBVTT')
		const index = strFromU8(zip.files['index.csv'] as Uint8Array)
		expect(index.trim().split('\r\n')).toHaveLength(155)
		expect(index).toContain(de.errors.videoUnavailable)
		expectClean(g)
		await g.close()
	})

	test('thumbnails: Stop ends the batch; what was done downloads as a ZIP of JPEGs', async () => {
		live.youtube.reset()
		live.youtube.fail('slow', { paths: /\/vi(_webp)?\//, delayMs: 150 })
		const g = await open('/tools/thumbnail-downloader')
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', PYTHON)
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=batch-video][data-state=done]')
		await page.click('[data-testid=batch-stop]')
		await page.waitForSelector('[data-testid=batch][data-status=stopped]')
		const done = await page.locator('[data-testid=batch-video][data-state=done]').count()
		expect(done).toBeGreaterThan(0)
		expect(done).toBeLessThan(154)
		const zip = await zipOf(g, () => page.click('[data-testid=batch-download]'))
		const jpegs = Object.keys(zip.files).filter((n) => n.endsWith('.jpg'))
		expect(jpegs).toHaveLength(done)
		expect([zip.files[jpegs[0] as string]?.[0], zip.files[jpegs[0] as string]?.[1]]).toEqual([0xff, 0xd8])
		expectClean(g)
		await g.close()
	})

	test('a video inside a playlist: its own thumbnails, and the offer of the whole list', async () => {
		live.youtube.reset()
		const g = await open('/tools/thumbnail-downloader')
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', TOP150_VIDEO)
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=thumbnail-results][data-video-id=u2ah9tWTkmk]')
		await page.click('[data-testid=batch-whole-list]')
		await page.waitForSelector('[data-testid=batch][data-status=finished]', { timeout: 30_000 })
		expect(await page.locator('[data-testid=batch-video][data-state=done]').count()).toBe(150)
		await g.close()
	})
})

describe('video links pasted at once', () => {
	const THREE = ['https://youtu.be/GJLlxj_dtq8', 'https://www.youtube.com/watch?v=eF8Qqp7rjDg', 'dsMFmonKDD4']

	test('three links pasted into the thumbnail tool run as a batch: its rows, their titles, one ZIP', async () => {
		live.youtube.reset()
		const en = DICT.en
		const g = await open('/tools/thumbnail-downloader')
		const { page } = g
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
		await waitForHydration(page)
		// A real paste of three lines: a one-line field would have joined them.
		await page.evaluate((text) => navigator.clipboard.writeText(text), THREE.join('\n'))
		await page.focus('[data-testid=tool-input]')
		await page.keyboard.press('ControlOrMeta+V')
		expect(await page.inputValue('[data-testid=tool-input]')).toBe(THREE.join('\n'))
		// The field grew to show the three lines.
		const height = (await page.locator('[data-testid=tool-input]').boundingBox())?.height ?? 0
		expect(height).toBeGreaterThan(70)
		await page.keyboard.press('Enter')
		await page.waitForSelector('[data-testid=batch][data-status=finished]', { timeout: 30_000 })
		expect(await page.locator('#batch-title').textContent()).toBe(
			fill(en.batch.pastedTitle, { count: 3 }).replace('{{video|videos}}', 'videos'),
		)
		const rows = page.locator('[data-testid=batch-video]')
		expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-video-id')))).toEqual([
			'GJLlxj_dtq8',
			'eF8Qqp7rjDg',
			'dsMFmonKDD4',
		])
		expect(await page.locator('[data-testid=batch-video][data-state=done]').count()).toBe(3)
		expect(await rows.first().textContent()).toContain('Surface Go Review - It’s Awesome')
		// No single lookup of the first link: the batch is the one request.
		expect(
			g.requests.filter((u) => new URL(u).pathname.startsWith('/api/tools/')).map((u) => new URL(u).pathname),
		).toEqual(['/api/tools/thumbnails/batch'])
		const zip = await zipOf(g, () => page.click('[data-testid=batch-download]'))
		expect(zip.name).toBe('3 pasted videos.zip')
		expect(Object.keys(zip.files).filter((n) => n.endsWith('.jpg'))[0]).toBe(
			'001 Surface Go Review - It’s Awesome [GJLlxj_dtq8].maxresdefault.jpg',
		)
		expectClean(g)
		await g.close()
	})

	test('more videos than a batch takes: the reason in German, before any video', async () => {
		live.youtube.reset()
		const de = DICT.de
		const g = await open('/de/tools/transcript-downloader')
		const { page } = g
		await waitForHydration(page)
		const ids = Array.from({ length: 201 }, (_, i) => `video${String(i).padStart(6, '0')}`)
		await page.fill('[data-testid=tool-input]', ids.join('\n'))
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=batch][data-status=error]')
		expect(await page.locator('[data-testid=batch]').textContent()).toContain(
			fill(de.errors.batchTooManyLinks, { count: 201, max: 200 }),
		)
		expect(live.youtube.requests).toHaveLength(0)
		await g.close()
	})
})

describe('batch without JavaScript', () => {
	test('links pasted one per line: their videos listed, and one ZIP of them by repeated url', async () => {
		live.youtube.reset()
		const g = await open('/tools/thumbnail-downloader', { javaScriptEnabled: false })
		const { page } = g
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/GJLlxj_dtq8\nhttps://youtu.be/eF8Qqp7rjDg\n')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=batch-posted]')
		const rows = page.locator('[data-testid=batch-posted] [data-testid=batch-video]')
		expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-video-id')))).toEqual([
			'GJLlxj_dtq8',
			'eF8Qqp7rjDg',
		])
		const zip = await zipOf(g, () => page.click('[data-testid=batch-zip]'))
		expect(zip.name).toBe('2 pasted videos.zip')
		expect(Object.keys(zip.files).filter((n) => n.endsWith('.jpg'))).toHaveLength(2)
		await g.close()
	})

	test('the videos of the list, each with its own form, and the whole list as one ZIP', async () => {
		live.youtube.reset()
		const g = await open('/tools/thumbnail-downloader', { javaScriptEnabled: false })
		const { page } = g
		await page.fill('[data-testid=tool-input]', PYTHON)
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=batch-posted]')
		expect(await page.locator('[data-testid=batch-posted] [data-testid=batch-video]').count()).toBe(154)
		const zip = await zipOf(g, () => page.click('[data-testid=batch-zip]'))
		expect(Object.keys(zip.files).filter((n) => n.endsWith('.jpg'))).toHaveLength(154)
		// One video's own button posts its link: the page answers with its thumbnails.
		await page.locator('[data-testid=batch-open]').nth(1).click()
		await page.waitForSelector('[data-testid=thumbnail-results][data-video-id=k9TUPpGqYTo]')
		await g.close()
	})
})

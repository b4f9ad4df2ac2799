/**
 * Clip links in Chromium against the fake YouTube. The clip page is hand-made to yt-dlp's
 * structure (tests/fixtures/youtube/MANIFEST.md): eF8Qqp7rjDg from 56 s to 75.5 s. The transcript tool offers the
 * clip's range (chosen) or the whole video, shows which, and its files hold what it shows; the thumbnail tool shows
 * the clip's video's thumbnails.
 */
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { formatTranscript } from '../../src/tools/transcript/format'
import type { TranscriptResult } from '../../src/tools/transcript/schema'
import { readableSections, sectionsText } from '../../src/tools/transcript/sections'
import { violations } from '../support/a11y'
import { waitForHydration } from '../support/browser'
import {
	DICT,
	expectClean,
	expectCleanAfterApiErrors,
	liveToolApp,
	openToolPage,
	type ToolTestPage,
	visibleText,
} from '../support/e2e'

const live = liveToolApp()
const { de, nl } = DICT
const CLIP = 'https://youtube.com/clip/UgkxTubekitHandmadeClipOfeF8Qqp7rjDg?si=chat'
const fill = (text: string, values: Record<string, string>) =>
	Object.entries(values).reduce((out, [name, value]) => out.replace(`{${name}}`, value), text)

const open = (path: string): Promise<ToolTestPage> =>
	openToolPage(live.browser, live.server.url, path, { viewport: { width: 1280, height: 900 }, acceptDownloads: true })
const answers = (g: ToolTestPage, path: string) => g.apiAnswers.filter((a) => a.path === path)

async function downloaded(page: Page, testId: string): Promise<string> {
	const download = page.waitForEvent('download')
	await page.click(`[data-testid=${testId}]`)
	return Bun.file((await (await download).path()) as string).text()
}

describe('a clip link in the transcript downloader', () => {
	test('the clip’s range by default, the whole video when chosen, and files of what is shown', async () => {
		live.youtube.reset()
		const g = await open('/de/tools/transcript-downloader')
		const { page } = g
		await waitForHydration(page)
		// No range to choose for a video link; a clip link brings the choice before anything is sent.
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/eF8Qqp7rjDg')
		expect(await page.locator('[data-testid=range-choice]').count()).toBe(0)
		await page.fill('[data-testid=tool-input]', CLIP)
		await page.waitForSelector('[data-testid=range-choice]')
		expect(await page.locator('[data-testid=range-choice] label').allTextContents()).toEqual([
			de.transcript.clip.onlyClip,
			de.transcript.clip.wholeVideo,
		])
		expect(await page.isChecked('[data-testid=range-clip]')).toBe(true)
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=transcript-result][data-video-id=eF8Qqp7rjDg]', { timeout: 10_000 })

		const clipped = answers(g, '/api/tools/transcript')[0]?.body as TranscriptResult
		expect(clipped.clip).toEqual({ id: 'UgkxTubekitHandmadeClipOfeF8Qqp7rjDg', start: 56, end: 75.5, range: 'clip' })
		expect(await visibleText(page.locator('[data-testid=clip-info]'))).toBe(
			fill(de.transcript.clip.note, { start: '0:56', end: '1:15' }),
		)
		expect(await visibleText(page.locator('[data-testid=track-info]'))).toEndWith(' · 9 Zeilen')
		// The page's answer has no `text` (it never reads it): the view is the readable text of its cues.
		expect(await visibleText(page.locator('[data-testid=transcript-text]'))).toBe(
			sectionsText(readableSections(clipped.cues, clipped.chapters)),
		)
		// Once the clip is known, the choice names its range.
		expect(await page.locator('[data-testid=range-choice] label').first().textContent()).toBe(
			fill(de.transcript.clip.onlyClipRange, { start: '0:56', end: '1:15' }),
		)
		// Files built in the browser hold the clip's cues, as the view does.
		const srt = await downloaded(page, 'download-srt')
		expect(srt).toBe(formatTranscript(clipped, 'srt'))
		expect(srt.match(/ --> /g)).toHaveLength(9)
		expect(JSON.parse(await downloaded(page, 'download-json')).clip).toEqual(clipped.clip)
		// The choice and the note are accessible (axe, WCAG 2.1 AA).
		expect(await violations(page)).toEqual([])

		// The whole video: chosen in the form, fetched by itself, and the view says the link was a clip.
		await page.check('[data-testid=range-video]')
		await page.waitForSelector('[data-testid=clip-info][data-range=video]', { timeout: 10_000 })
		expect(await visibleText(page.locator('[data-testid=clip-info]'))).toBe(
			fill(de.transcript.clip.noteWhole, { start: '0:56', end: '1:15' }),
		)
		expect(await visibleText(page.locator('[data-testid=track-info]'))).toEndWith(' · 133 Zeilen')
		const whole = answers(g, '/api/tools/transcript')[1]?.body as TranscriptResult
		expect(await downloaded(page, 'download-vtt')).toBe(formatTranscript(whole, 'vtt'))
		// The clip's page was read once for both answers.
		expect(live.youtube.requests.filter((r) => r.route === 'clip')).toHaveLength(1)
		expectClean(g)
		await g.close()
	})

	test('an unknown clip: its own message under the spec’s failure text', async () => {
		live.youtube.reset()
		const g = await open('/nl/tools/transcript-downloader')
		await waitForHydration(g.page)
		await g.page.fill('[data-testid=tool-input]', 'https://www.youtube.com/clip/UgkxThisClipWasNeverMadeForAnyVideo0')
		await g.page.click('[data-testid=tool-submit]')
		await g.page.waitForSelector('[data-testid=tool-error]')
		expect(await g.page.locator('[data-testid=tool-error] p').allTextContents()).toEqual([
			nl.transcript.failed,
			nl.errors.clipNotFound,
		])
		expectCleanAfterApiErrors(g)
		await g.close()
	})
})

describe('a clip link in the thumbnail downloader', () => {
	test('the thumbnails of the clip’s video, with a note saying so', async () => {
		live.youtube.reset()
		const g = await open('/de/tools/thumbnail-downloader')
		await waitForHydration(g.page)
		await g.page.fill('[data-testid=tool-input]', 'https://www.youtube.com/clip/UgytZKpehg-hEMBSn3F4AaABCQ')
		await g.page.click('[data-testid=tool-submit]')
		await g.page.waitForSelector('[data-testid=thumbnail-results][data-video-id=ScPX26pdQik]', { timeout: 10_000 })
		expect(await visibleText(g.page.locator('[data-testid=clip-info]'))).toBe(
			fill(de.thumbnail.clipNote, { start: '0:29', end: '0:39' }),
		)
		expectClean(g)
		await g.close()
	})
})

/**
 * A long transcript in Chromium (the largest recording, 3×): the frame that first shows the result paints its first
 * slice of paragraphs, not all of them, and the rest follow until every paragraph is in the page, where the
 * browser's find-in-page reaches the last one's words (laid out or not).
 */
import { describe, expect, test } from 'bun:test'
import type { TranscriptPageResult } from '../../src/tools/transcript/schema'
import { readableSections } from '../../src/tools/transcript/sections'
import { FIRST_SLICE } from '../../src/tools/transcript/slices'
import { fixtureText } from '../../src/youtube/parse/test-fixtures'
import { waitForHydration } from '../support/browser'
import { expectClean, liveToolApp, openToolPage } from '../support/e2e'
import { repeatedJson3 } from '../support/longer-captions'
import { until } from '../support/until'

const VIDEO = 'GJLlxj_dtq8'
const body = repeatedJson3(fixtureText('captions/vanessa-live-y2bcaptions.en.asr.json3'), 3)
// The video's English tracks, uploaded and generated, both give the long body: whichever the page's lookup takes.
const live = liveToolApp({
	youtube: {
		captions: [
			{ videoId: VIDEO, lang: 'en', fmt: 'srv1', body },
			{ videoId: VIDEO, lang: 'en', kind: 'asr', fmt: 'srv1', body },
		],
	},
})

describe('a long transcript', () => {
	test('the first slice is painted before the rest; then all of it is in the page and find-in-page reaches it', async () => {
		const g = await openToolPage(live.browser, live.server.url, '/tools/transcript-downloader', {
			viewport: { width: 390, height: 844 },
			isMobile: true,
		})
		const { page } = g
		await waitForHydration(page)
		// The paragraphs each frame paints: a frame's callbacks run just before it is drawn, and the slices are added
		// in tasks of their own, never inside them.
		await page.evaluate(() => {
			const w = window as unknown as { __frames: number[] }
			w.__frames = []
			const tick = () => {
				const count = document.querySelectorAll('[data-testid=transcript-paragraph]').length
				if (count > 0) w.__frames.push(count)
				requestAnimationFrame(tick)
			}
			requestAnimationFrame(tick)
		})
		await page.fill('[data-testid=tool-input]', `https://www.youtube.com/watch?v=${VIDEO}`)
		await page.click('[data-testid=tool-submit]')
		await until(() => g.apiAnswers.some((a) => a.body !== null), 'the answer')
		const answer = g.apiAnswers[0]?.body as TranscriptPageResult
		const all = readableSections(answer.cues, answer.chapters).flatMap((s) => s.paragraphs)
		expect(all.length).toBeGreaterThan(FIRST_SLICE * 5)

		// Waited for in the frames, not the page: the last slice is in the page a moment before the frame that paints it.
		const painted = () => page.evaluate(() => (window as unknown as { __frames: number[] }).__frames)
		await until(async () => (await painted()).at(-1) === all.length, 'a frame painting every paragraph')
		const frames = await painted()
		// The result's first frame shows the first slice; later frames more, up to all of them.
		expect(frames[0]).toBe(FIRST_SLICE)
		expect(frames.at(-1)).toBe(all.length)
		expect(frames).toEqual([...frames].sort((a, b) => a - b))

		// The last paragraph's words, far below the screen, are found by the browser's own search and are in the
		// page's text, in order after the first one's.
		const last = all.at(-1)?.text.split(' ').slice(-6).join(' ') ?? ''
		expect(
			await page.evaluate((words) => (window as unknown as { find: (s: string) => boolean }).find(words), last),
		).toBe(true)
		const text = (await page.locator('[data-testid=transcript-text]').textContent()) ?? ''
		expect(text.indexOf(last)).toBeGreaterThan(text.indexOf(all[0]?.text ?? 'missing'))
		expectClean(g)
	}, 60_000)
})

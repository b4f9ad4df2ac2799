/**
 * Chapters in Chromium, in German: the transcript of KI7fMGRg0Wk (its `next` answer with 13
 * chapters and its player answer recorded; the recorded srv1 body of eF8Qqp7rjDg stands in for its captions, which
 * were not) under chapter headings, a passage copied from the keyboard with a link to its moment, and the Markdown
 * download built in the browser.
 */
import { describe, expect, test } from 'bun:test'
import type { Page } from 'playwright-core'
import { formatTranscript } from '../../src/tools/transcript/format'
import type { TranscriptResult } from '../../src/tools/transcript/schema'
import { waitForHydration } from '../support/browser'
import { DICT, eventually, expectClean, liveToolApp, openToolPage, visibleText } from '../support/e2e'

const SRV1 = 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'
const live = liveToolApp({
	youtube: { captions: [{ videoId: 'KI7fMGRg0Wk', lang: 'de', kind: 'asr', fmt: 'srv1', file: SRV1 }] },
})
const { de } = DICT

async function downloaded(page: Page, testId: string): Promise<{ name: string; text: string }> {
	const download = page.waitForEvent('download')
	await page.click(`[data-testid=${testId}]`)
	const file = await download
	return { name: file.suggestedFilename(), text: await Bun.file((await file.path()) as string).text() }
}

describe('chapters in the transcript downloader', () => {
	test('headings, a passage copied with its link from the keyboard, the Markdown file (German)', async () => {
		live.youtube.reset()
		const g = await openToolPage(live.browser, live.server.url, '/de/transcript-downloader', {
			viewport: { width: 1280, height: 900 },
			acceptDownloads: true,
		})
		const { page } = g
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', 'https://www.youtube.com/watch?v=KI7fMGRg0Wk')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=transcript-result][data-video-id=KI7fMGRg0Wk]', { timeout: 15_000 })
		const result = g.apiAnswers.find((a) => a.path === '/api/tools/transcript')?.body as TranscriptResult
		expect(result.chapters).toHaveLength(13)

		// The chapters the captions reach, as headings with their start, and their count beside the lines.
		expect(await page.locator('[data-testid=transcript-chapter]').allInnerTexts()).toEqual([
			'0:00 Guten Abend',
			'0:18 Corona-Inzidenzwerte erreichen zum Teil die zwischen Bund und Ländern vereinbarte Notbremse',
			'3:16 Laut WHO überwiegen beim AstraZeneca-Impfstoff die Vorteile',
			'3:44 Pandemie dämpft Konjunkturprognose für 2021',
			'4:14 Regierung beschließt mehr Prämien und Zuschüsse für Ausbildungsbetriebe',
		])
		expect(await visibleText(page.locator('[data-testid=track-info]'))).toEndWith(
			de.transcript.chapters.replace('{count}', '13'),
		)

		// The second paragraph's copy-with-link button, reached with the keyboard.
		const second = page.locator('[data-testid=transcript-paragraph]').nth(1)
		const words = (await second.textContent()) ?? ''
		const button = page.locator('[data-testid=copy-passage]').nth(1)
		const label = (await button.getAttribute('aria-label')) ?? ''
		const time = /(\d+:\d\d)/.exec(label)?.[1] ?? ''
		expect(label).toBe(de.transcript.copyPassageLabel.replace('{time}', time))
		await button.focus()
		await page.keyboard.press('Enter')
		const [m = '0', s = '0'] = time.split(':')
		await eventually(async () =>
			expect(await page.evaluate('navigator.clipboard.readText()')).toBe(
				`${words}\nhttps://youtu.be/KI7fMGRg0Wk?t=${Number(m) * 60 + Number(s)}`,
			),
		)
		await page.getByText(de.transcript.copiedPassage.replace('{time}', time)).waitFor()
		expect(await button.getAttribute('data-copied')).toBe('true')

		// The Markdown download, built in the browser, is what the formatter writes.
		const md = await downloaded(page, 'download-md')
		// Named by the one rule (decision 30): title (its colon made safe) and id, then the language.
		expect(md.name).toBe('tagesschau 20_00 Uhr, 17.03.2021 [KI7fMGRg0Wk].de.md')
		expect(md.text).toBe(formatTranscript(result, 'md'))
		expect(md.text).toStartWith(
			'# tagesschau 20:00 Uhr, 17.03.2021\n\n## Guten Abend\n\n[0:00](https://youtu.be/KI7fMGRg0Wk?t=0) ',
		)
		expectClean(g)
		await g.close()
	})
})

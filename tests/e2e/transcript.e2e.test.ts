/**
 * The transcript page in Chromium against the fake YouTube: submit, the video's
 * tracks in the select, copy, every download's name and content, the timestamps toggle,
 * search, a language change, the error cards, the page without JavaScript, and no request to
 * any host but the app. The text is readable paragraphs, the same in the view,
 * the copy and transcript.txt, and on a phone it takes the height it needs.
 */
import { describe, expect, test } from 'bun:test'
import type { Locator, Page } from 'playwright-core'
import { formatTranscript, type TranscriptFormat } from '../../src/tools/transcript/format'
import { readableParagraphs } from '../../src/tools/transcript/readable'
import type { TranscriptResult } from '../../src/tools/transcript/schema'
import { violations } from '../support/a11y'
import { waitForHydration } from '../support/browser'
import {
	DICT,
	eventually,
	expectClean,
	expectCleanAfterApiErrors,
	formRow,
	liveToolApp,
	openToolPage,
	type ToolTestPage,
	visibleText,
} from '../support/e2e'

const SRV1 = 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'
const live = liveToolApp({
	// A real body standing in for YouTube's German translation (not recorded).
	youtube: { captions: [{ videoId: 'eF8Qqp7rjDg', lang: 'en', kind: 'asr', fmt: 'srv1', tlang: 'de', file: SRV1 }] },
})

const { en, de } = DICT
const WIDE = { viewport: { width: 1280, height: 900 }, acceptDownloads: true }

const open = (path: string, options = {}): Promise<ToolTestPage> =>
	openToolPage(live.browser, live.server.url, path, { ...WIDE, ...options })

/** The JSON answers of the page's transcript calls, in order. */
const answers = (g: ToolTestPage) => g.apiAnswers.filter((a) => a.path === '/api/tools/transcript')

async function submit(page: Page, url: string) {
	await waitForHydration(page)
	await page.fill('[data-testid=tool-input]', url)
	await page.click('[data-testid=tool-submit]')
}

/**
 * The view's text as it reads once every paragraph has been on screen. Paragraphs off screen are not laid out
 * (content-visibility), and innerText leaves out what is not laid out, so the rows are laid out for the reading.
 */
const shownText = (view: Locator) =>
	view.evaluate((element) => {
		const rows = [...element.querySelectorAll<HTMLElement>('[data-testid=transcript-paragraph]')].map(
			(p) => p.parentElement as HTMLElement,
		)
		for (const row of rows) row.style.contentVisibility = 'visible'
		// biome-ignore lint/performance/useDomNodeTextContent: the text as laid out (line breaks between paragraphs), as before
		const text = (element as HTMLElement).innerText.trim()
		for (const row of rows) row.style.contentVisibility = ''
		return text
	})

async function downloaded(page: Page, testId: string): Promise<{ name: string; text: string }> {
	const download = page.waitForEvent('download')
	await page.click(`[data-testid=${testId}]`)
	const file = await download
	return { name: file.suggestedFilename(), text: await Bun.file((await file.path()) as string).text() }
}

describe('transcript downloader', () => {
	test('submit, copy, every download, timestamps and search', async () => {
		live.youtube.reset()
		live.youtube.fail('slow', { paths: /\/api\/timedtext/, delayMs: 500 })
		const g = await open('/tools/transcript-downloader')
		const { page } = g
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
		await waitForHydration(page)
		const row = await formRow(page)
		await submit(page, 'https://www.youtube.com/watch?v=eF8Qqp7rjDg')
		await page.waitForSelector('[data-testid=tool-submit][disabled] [data-testid=spinner]')
		expect(await formRow(page)).toEqual(row)
		expect(await page.getAttribute('[data-testid=tool-submit]', 'aria-busy')).toBe('true') // measured while busy
		await page.waitForSelector('[data-testid=transcript-result][data-video-id=eF8Qqp7rjDg]', { timeout: 10_000 })
		const result = answers(g)[0]?.body as TranscriptResult
		// The page asks for its view, without the text it never reads; the API's default answer has it.
		expect(result).not.toHaveProperty('text')
		const full = (await (
			await fetch(`${live.server.url}/api/tools/transcript`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ video_url: 'https://www.youtube.com/watch?v=eF8Qqp7rjDg' }),
			})
		).json()) as TranscriptResult
		expect(await visibleText(page.locator('#transcript-title'))).toBe(
			'Halloween Infrastructure Update - 27th October 2023',
		)
		expect(await visibleText(page.locator('[data-testid=track-info]'))).toBe(
			`${en.transcript.trackInfo.generated.replace('{language}', en.transcript.languages.en)} · 133 lines`,
		)
		// The readable text: paragraphs, as the API's text and transcript.txt have them.
		const view = page.locator('[data-testid=transcript-text]')
		expect(await shownText(view)).toBe(full.text)
		expect(await page.locator('[data-testid=transcript-paragraph]').count()).toBe(
			readableParagraphs(result.cues).length,
		)
		// The select now lists the video's own track, marked auto-generated.
		expect(await page.locator('[data-testid=video-tracks] option').allTextContents()).toEqual([
			en.transcript.autoGenerated.replace('{language}', en.transcript.languages.en),
		])
		// ...and the form's row stays where it was, as it did while busy: the select's width is not its longest option's
		// (ToolSelect `steady`), and the spinner takes the label's place (ToolForm).
		expect(await formRow(page)).toEqual(row)

		// Copy: the clipboard holds the text as shown, the button says so for 2 seconds, a toast confirms.
		await page.click('[data-testid=copy]')
		await eventually(async () => expect(await page.evaluate('navigator.clipboard.readText()')).toBe(full.text))
		expect(await visibleText(page.locator('[data-testid=copy]'))).toBe(en.transcript.copied)
		await page.getByText(en.transcript.copiedToast).waitFor()
		await page.waitForSelector(`[data-testid=copy][data-copied=false]`, { timeout: 3000 })
		expect(await visibleText(page.locator('[data-testid=copy]'))).toBe(en.transcript.copy)

		// Every download, built in the browser: name and content as the formatter writes them.
		const expected: [string, TranscriptFormat, string][] = [
			['download-txt', 'txt', 'Halloween Infrastructure Update - 27th October 2023 [eF8Qqp7rjDg].en.txt'],
			['download-srt', 'srt', 'Halloween Infrastructure Update - 27th October 2023 [eF8Qqp7rjDg].en.srt'],
			['download-vtt', 'vtt', 'Halloween Infrastructure Update - 27th October 2023 [eF8Qqp7rjDg].en.vtt'],
			['download-json', 'json', 'Halloween Infrastructure Update - 27th October 2023 [eF8Qqp7rjDg].en.json'],
		]
		for (const [testId, format, name] of expected) {
			const file = await downloaded(page, testId)
			expect(file.name).toBe(name)
			expect(file.text).toBe(formatTranscript(result, format))
		}
		expect(answers(g)).toHaveLength(1)

		// Timestamps: one per paragraph, the same in the view, the copy and the .txt download.
		await page.check('[data-testid=timestamps]')
		const stamped = await downloaded(page, 'download-txt')
		expect(stamped.text).toBe(formatTranscript(result, 'txt-timestamps'))
		expect(await shownText(view)).toBe(stamped.text.trimEnd())
		expect((await shownText(view)).split('\n')[0]).toStartWith('[0:00] citizens of the world welcome to this Halloween')
		await page.click('[data-testid=copy]')
		await eventually(async () =>
			expect(await page.evaluate('navigator.clipboard.readText()')).toBe(stamped.text.trimEnd()),
		)
		await page.uncheck('[data-testid=timestamps]')
		expect(await shownText(view)).toBe(full.text)

		// Search: matches counted, highlighted in the list and in the text; a match's time shows it there.
		await page.fill('[data-testid=search]', 'Cloud')
		expect(await visibleText(page.locator('[data-testid=match-count]'))).toBe('2 matches')
		expect(await page.locator('[data-testid=search-results] mark').allTextContents()).toEqual(['cloud', 'cloud'])
		expect(await view.locator('mark').allTextContents()).toEqual(['cloud', 'cloud'])
		await page.locator('[data-testid=search-results] button').first().click()
		const focused = page.locator('[data-testid=transcript-text] mark:focus')
		expect(await focused.textContent()).toBe('cloud')
		expect(await focused.getAttribute('data-current')).toBe('true')
		// A phrase that runs over two caption lines is found in the readable text.
		await page.fill('[data-testid=search]', 'the cloud is your ally')
		expect(await visibleText(page.locator('[data-testid=match-count]'))).toBe('1 match')
		expect(await view.locator('mark').allTextContents()).toEqual(['the cloud is your ally'])
		await page.fill('[data-testid=search]', 'zebra')
		expect(await visibleText(page.locator('[data-testid=match-count]'))).toBe(en.transcript.noMatches)
		expectClean(g)
		await g.close()
	})

	test('choosing another language refetches by itself: YouTube’s translation, marked', async () => {
		live.youtube.reset()
		const g = await open('/tools/transcript-downloader')
		const { page } = g
		await submit(page, 'https://youtu.be/eF8Qqp7rjDg')
		await page.waitForSelector('[data-testid=transcript-result][data-language=en]')
		await page.selectOption('[data-testid=language-select]', 'de')
		await page.waitForSelector('[data-testid=transcript-result][data-language=de]', { timeout: 5000 })
		expect(await visibleText(page.locator('[data-testid=track-info]'))).toStartWith(
			en.transcript.trackInfo.translated.replace('{language}', en.transcript.languages.de),
		)
		// The English text is still in the server's cache from the first test: only the translation is fetched.
		expect(live.youtube.requests.filter((r) => r.route === 'timedtext').map((r) => r.query.tlang ?? null)).toEqual([
			'de',
		])
		expectClean(g)
		await g.close()
	})

	test('each failure has its own message, under the spec’s transcript failure text where that is true', async () => {
		live.youtube.reset()
		const g = await open('/de/transcript-downloader')
		const { page } = g
		const card = page.locator('[data-testid=tool-error]')
		// The spec's sentence heads the card where it is true (no captions, no such video); a private or
		// age-restricted video, or YouTube's token wall, is headed by its own reason alone (ErrorCard).
		const cases: [string, string[]][] = [
			['https://www.youtube.com/watch?v=dsMFmonKDD4', [de.transcript.failed, de.errors.noCaptions]],
			['https://www.youtube.com/watch?v=8VajtrESJzA', [de.errors.videoPrivate]],
			['https://www.youtube.com/watch?v=Njp5uhTorCo', [de.errors.ageRestricted]],
			['https://www.youtube.com/watch?v=aaaaaaaaaaa', [de.transcript.failed, de.errors.videoUnavailable]],
		]
		await waitForHydration(page)
		for (const [url, texts] of cases) {
			await page.fill('[data-testid=tool-input]', url)
			await page.click('[data-testid=tool-submit]')
			await eventually(async () => expect(await card.locator('p').allTextContents()).toEqual(texts))
		}
		// YouTube's token wall, with no worker on this server.
		live.youtube.setTokenWall('marked')
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/it3OtbTxQk0')
		await page.click('[data-testid=tool-submit]')
		await eventually(async () => expect(await card.locator('p').allTextContents()).toEqual([de.errors.tokenRequired]))
		// A language the video can't have: the message lists the languages it has.
		live.youtube.reset()
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/P3pFkriw10Q')
		await page.evaluate(() => {
			const select = document.querySelector('[data-testid=language-select]') as HTMLSelectElement
			select.append(new Option('Klingon', 'tlh'))
		})
		await page.selectOption('[data-testid=language-select]', 'tlh')
		await page.click('[data-testid=tool-submit]')
		await eventually(async () =>
			expect(await card.locator('p').allTextContents()).toEqual([
				de.transcript.failed,
				de.errors.languageUnavailable.replace('{languages}', 'ar'),
			]),
		)
		// Invalid input: the validation toast, and nothing sent.
		const sent = answers(g).length
		await page.fill('[data-testid=tool-input]', 'not a link')
		await page.click('[data-testid=tool-submit]')
		await page.getByText(de.transcript.invalid).waitFor()
		expect(answers(g)).toHaveLength(sent)
		expectCleanAfterApiErrors(g)
		await g.close()
	})

	test('accessible in light and dark (axe, WCAG 2.1 AA) with a result and search matches', async () => {
		for (const colorScheme of ['light', 'dark'] as const) {
			live.youtube.reset()
			const g = await open('/tools/transcript-downloader', { colorScheme, reducedMotion: 'reduce' })
			await submit(g.page, 'eF8Qqp7rjDg')
			await g.page.waitForSelector('[data-testid=transcript-result]')
			await g.page.fill('[data-testid=search]', 'the')
			expect(await violations(g.page)).toEqual([])
			await g.close()
		}
	})
})

describe('on a phone', () => {
	test('390 px wide: the transcript takes the height it needs (no box scrolling inside the page), in paragraphs', async () => {
		live.youtube.reset()
		const g = await open('/tools/transcript-downloader', { viewport: { width: 390, height: 844 }, isMobile: true })
		const { page } = g
		await submit(page, 'https://youtu.be/eF8Qqp7rjDg')
		await page.waitForSelector('[data-testid=transcript-result] [data-testid=transcript-text]')
		const box = await page.locator('[data-testid=transcript-text]').evaluate((el) => ({
			scrollHeight: el.scrollHeight,
			clientHeight: el.clientHeight,
			overflowY: getComputedStyle(el).overflowY,
			pageHeight: document.documentElement.scrollHeight,
			viewport: window.innerHeight,
		}))
		expect(box.scrollHeight).toBe(box.clientHeight)
		expect(['visible', 'clip']).toContain(box.overflowY)
		// The page scrolls instead: the text is far taller than the screen.
		expect(box.pageHeight).toBeGreaterThan(box.viewport * 3)
		const paragraphs = page.locator('[data-testid=transcript-paragraph]')
		expect(await paragraphs.count()).toBeGreaterThan(5)
		expect(await paragraphs.evaluateAll((ps) => ps.every((p) => p.tagName === 'P' && p.textContent !== ''))).toBe(true)
		// Only the paragraphs on screen are laid out, yet every word is in the DOM (find-in-page, screen readers, copy).
		const styles = await paragraphs.evaluateAll((ps) =>
			ps.map((p) => {
				const row = getComputedStyle(p.parentElement as Element)
				return `${row.contentVisibility} ${row.containIntrinsicBlockSize}`
			}),
		)
		expect(new Set(styles)).toEqual(new Set(['auto auto 160px']))
		const result = answers(g)[0]?.body as TranscriptResult
		expect(await paragraphs.allTextContents()).toEqual(readableParagraphs(result.cues).map((p) => p.text))
		expectClean(g)
		await g.close()
	})
})

describe('without JavaScript', () => {
	test('the form posts with its language, the server renders the text, and the downloads are files', async () => {
		live.youtube.reset()
		const g = await open('/es/tools/transcript-downloader', { javaScriptEnabled: false })
		const { page } = g
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/eF8Qqp7rjDg')
		await page.selectOption('[data-testid=language-select]', 'de')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=transcript-result][data-language=de]')
		expect(new URL(page.url()).pathname).toBe('/es/tools/transcript-downloader')
		const paragraphs = page.locator('[data-testid=transcript-paragraph]')
		// Controls that need JavaScript are disabled rather than broken.
		expect(await page.isDisabled('[data-testid=copy]')).toBe(true)
		expect(await page.isDisabled('[data-testid=search]')).toBe(true)
		const srt = await downloaded(page, 'download-srt')
		expect(srt.name).toBe('Halloween Infrastructure Update - 27th October 2023 [eF8Qqp7rjDg].de.srt')
		expect(srt.text).toStartWith('1\n00:00:00,560 --> 00:00:03,520\ncitizens of the world welcome to this\n')
		const json = await downloaded(page, 'download-json')
		expect(json.name).toBe('Halloween Infrastructure Update - 27th October 2023 [eF8Qqp7rjDg].de.json')
		expect(JSON.parse(json.text)).toMatchObject({ videoId: 'eF8Qqp7rjDg', language: 'de', isTranslated: true })
		// The server renders the readable paragraphs.
		expect(await paragraphs.count()).toBe(readableParagraphs(JSON.parse(json.text).cues).length)
		expect(await paragraphs.count()).toBeGreaterThan(5)
		expectClean(g)
		await g.close()
	})
})

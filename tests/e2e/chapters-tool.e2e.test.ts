/**
 * The chapter generator's page in Chromium against the fake YouTube and the fake Ollama: a link pasted and the
 * button pressed, the seconds counted while the model works, the chapter lines and the description draft shown
 * and copied, the maker named (model, built-in, the video's own), new chapters asked for, the form without
 * JavaScript, axe in light and dark, and no request to any host but the app. KI7fMGRg0Wk's `next` answer (13
 * chapters) and player answer are recorded; eF8Qqp7rjDg's srv1 body stands in for its captions.
 */
import { beforeEach, describe, expect, test } from 'bun:test'
import { chapterLines } from '../../src/tools/chapters/rules'
import type { ChaptersResult } from '../../src/tools/chapters/schema'
import { violations } from '../support/a11y'
import { waitForHydration } from '../support/browser'
import { DICT, eventually, expectClean, fill, liveToolApp, openToolPage, type ToolTestPage } from '../support/e2e'

const SRV1 = 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'
const live = liveToolApp({
	ollama: true,
	youtube: {
		captions: [{ videoId: 'KI7fMGRg0Wk', lang: 'de', kind: 'asr', fmt: 'srv1', file: SRV1 }],
		// Two more videos answering as eF8Qqp7rjDg: the server keeps a model's list for hours, so a test that needs
		// the model asked (or failing) uses a video no other test made chapters for.
		playerAliases: { 'YYXdXT2l-Gg': 'eF8Qqp7rjDg', k9TUPpGqYTo: 'eF8Qqp7rjDg' },
	},
	env: { OLLAMA_COOLDOWN_MS: '0' },
})
beforeEach(() => {
	live.ollama.reset()
	live.youtube.reset()
})

const { en, de, es, tr } = DICT
const VIDEO = 'https://www.youtube.com/watch?v=eF8Qqp7rjDg'
const WITH_CHAPTERS = 'https://www.youtube.com/watch?v=KI7fMGRg0Wk'
const open = (path: string, options = {}): Promise<ToolTestPage> =>
	openToolPage(live.browser, live.server.url, path, { viewport: { width: 1280, height: 900 }, ...options })
const answerOf = (g: ToolTestPage) =>
	g.apiAnswers.filter((a) => a.path === '/api/tools/chapters').at(-1)?.body as ChaptersResult
const clipboard = (g: ToolTestPage) => g.page.evaluate<string>('navigator.clipboard.readText()')

describe('chapter generator', () => {
	test('paste a link and press: the seconds meanwhile, the model’s chapters, both copied, the maker named', async () => {
		live.ollama.setMode('slow', { delayMs: 1500 })
		const g = await open('/tools/chapter-generator')
		const { page } = g
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', VIDEO)
		await page.click('[data-testid=tool-submit]')
		// While the model works: the chapter tool's own words, never the hashtag tool's.
		await eventually(async () =>
			expect(await page.locator('[data-testid=elapsed]').textContent()).toBe(fill(en.chapter.waiting, { seconds: 1 })),
		)
		await page.waitForSelector('[data-testid=chapter-result][data-source=model]', { timeout: 15_000 })
		const result = answerOf(g)
		const lines = chapterLines(result.chapters)
		expect(lines).toStartWith('0:00 ')
		expect(await page.locator('[data-testid=chapter-lines]').textContent()).toBe(lines)
		expect(await page.locator('[data-testid=chapter-source]').textContent()).toBe(en.chapter.source.model)
		expect(await page.locator('[data-testid=chapter-description]').textContent()).toBe(result.description)
		expect(result.description).toStartWith('This video walks through its topics one by one.')
		expect(await page.getByText(en.chapter.builtinNote).count()).toBe(0)
		await page.click('[data-testid=copy-chapters]')
		await eventually(async () => expect(await clipboard(g)).toBe(lines))
		expect(await page.locator('[data-testid=copy-chapters]').textContent()).toBe(en.chapter.copied)
		await page.click('[data-testid=copy-description]')
		await eventually(async () => expect(await clipboard(g)).toBe(result.description))
		expectClean(g)
		await g.close()
	})

	test('a model that answers nonsense: the built-in method’s list, and it says so (German)', async () => {
		live.ollama.setMode('invalidJson')
		const g = await open('/de/tools/chapter-generator')
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/YYXdXT2l-Gg')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=chapter-result][data-source=builtin]', { timeout: 15_000 })
		expect(await page.locator('[data-testid=chapter-source]').textContent()).toBe(de.chapter.source.builtin)
		await page.getByText(de.chapter.builtinNote).waitFor()
		const result = answerOf(g)
		expect(result.description).toStartWith(`${result.title}\n\n0:00 `)
		expect(await page.locator('[data-testid=chapter-lines]').textContent()).toBe(chapterLines(result.chapters))
		expectClean(g)
		await g.close()
	})

	test('a video with chapters of its own shows them, says so, and makes new ones on request (Spanish)', async () => {
		const g = await open('/es/tools/chapter-generator')
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', WITH_CHAPTERS)
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=chapter-result][data-source=youtube]', { timeout: 15_000 })
		expect(await page.locator('[data-testid=chapter-source]').textContent()).toBe(es.chapter.source.youtube)
		expect(await page.locator('[data-testid=chapter-lines]').textContent()).toStartWith('0:00 Guten Abend\n')
		expect(live.ollama.chats).toEqual([])
		await page.click(`text=${es.chapter.makeNew}`)
		await page.waitForSelector('[data-testid=chapter-result][data-source=model]', { timeout: 15_000 })
		expect(new URL(page.url()).pathname).toBe('/es/tools/chapter-generator')
		expect(await page.locator('[data-testid=make-new]').count()).toBe(0)
		expect(await page.locator('[data-testid=chapter-lines]').textContent()).not.toContain('Guten Abend')
		expect(live.ollama.chats.length).toBeGreaterThan(0)
		expectClean(g)
		await g.close()
	})

	test('accessible in light and dark (axe, WCAG 2.1 AA) with a result', async () => {
		for (const colorScheme of ['light', 'dark'] as const) {
			const g = await open('/tr/tools/chapter-generator', { colorScheme, reducedMotion: 'reduce' })
			await waitForHydration(g.page)
			await g.page.fill('[data-testid=tool-input]', WITH_CHAPTERS)
			await g.page.click('[data-testid=tool-submit]')
			await g.page.waitForSelector('[data-testid=chapter-result] [data-testid=make-new]', { timeout: 15_000 })
			expect(await violations(g.page)).toEqual([])
			await g.close()
		}
	})
})

describe('without JavaScript', () => {
	test('the form posts the link; the server answers with the chapters and who made them; copy is off', async () => {
		const g = await open('/tr/tools/chapter-generator', { javaScriptEnabled: false })
		const { page } = g
		await page.fill('[data-testid=tool-input]', 'https://www.youtube.com/watch?v=k9TUPpGqYTo')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=chapter-result][data-source=model]', { timeout: 20_000 })
		expect(new URL(page.url()).pathname).toBe('/tr/tools/chapter-generator')
		expect(await page.locator('[data-testid=chapter-source]').textContent()).toBe(tr.chapter.source.model)
		const lines = (await page.locator('[data-testid=chapter-lines]').textContent()) ?? ''
		expect(lines.split('\n').length).toBeGreaterThanOrEqual(3)
		expect(lines.split('\n').every((line) => /^\d+:\d\d \S/.test(line))).toBe(true)
		expect(lines).toStartWith('0:00 ')
		// No clipboard without JavaScript: the buttons say so by being off, the lines can still be selected.
		expect(await page.isDisabled('[data-testid=copy-chapters]')).toBe(true)
		expect(await page.isDisabled('[data-testid=copy-description]')).toBe(true)
		expect(live.ollama.chats.length).toBeGreaterThan(0)
		expectClean(g)
		await g.close()
	})
})

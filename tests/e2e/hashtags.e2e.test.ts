/**
 * The hashtag page in Chromium against the fake Ollama: the elapsed time while the
 * model works, the three groups, copying one tag and all of them, the title preview, the
 * built-in generator's note, what a video link's tags were made from, the
 * video's own tags, the YouTube region, validation and errors, the page without JavaScript, axe,
 * and no request to any host but the app.
 */
import { beforeEach, describe, expect, test } from 'bun:test'
import { advisedTags } from '../../src/tools/hashtags/HashtagView'
import type { HashtagsResult } from '../../src/tools/hashtags/schema'
import { violations } from '../support/a11y'
import { waitForHydration } from '../support/browser'
import {
	DICT,
	eventually,
	expectClean,
	formRow,
	liveToolApp,
	openToolPage,
	type ToolTestPage,
	visibleText,
} from '../support/e2e'

const live = liveToolApp({ ollama: true })
beforeEach(() => live.ollama.reset())

const { en, de, tr } = DICT
const open = (path: string, options = {}): Promise<ToolTestPage> =>
	openToolPage(live.browser, live.server.url, path, { viewport: { width: 1280, height: 900 }, ...options })
const answerOf = (g: ToolTestPage) =>
	g.apiAnswers.filter((a) => a.path === '/api/tools/hashtags').at(-1)?.body as HashtagsResult

describe('hashtag generator', () => {
	test('the model’s groups, the elapsed time meanwhile, copying one tag and all of them', async () => {
		live.ollama.setMode('slow', { delayMs: 1500 })
		const g = await open('/tools/hashtag-generator')
		const { page } = g
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', 'minecraft, redstone')
		await page.selectOption('[data-testid=category-select]', 'gaming')
		const row = await formRow(page)
		await page.click('[data-testid=tool-submit]')
		// While the model works: the button is busy (the form's row stays put) and the seconds count up.
		await page.waitForSelector('[data-testid=tool-submit][disabled] [data-testid=spinner]')
		expect(await formRow(page)).toEqual(row)
		expect(await page.getAttribute('[data-testid=tool-submit]', 'aria-busy')).toBe('true') // measured while busy
		await eventually(async () =>
			expect(await visibleText(page.locator('[data-testid=elapsed]'))).toBe(
				en.hashtag.elapsed.replace('{seconds}', '1'),
			),
		)
		await page.waitForSelector('[data-testid=hashtag-result][data-source=ollama]', { timeout: 10_000 })
		expect(await formRow(page)).toEqual(row)
		expect(await page.locator('[data-testid=elapsed]').count()).toBe(0)
		const result = answerOf(g)
		for (const group of ['trending', 'hashtags', 'longTail'] as const) {
			expect(await page.locator(`[data-testid=group-${group}] [data-testid=hashtag]`).allTextContents()).toEqual(
				result[group],
			)
		}
		expect(await page.locator('[data-testid=builtin-note]').count()).toBe(0)
		// The preview shows the first three of the advised tags, as YouTube shows three above the title.
		const advised = advisedTags(result)
		expect(advised.length).toBeGreaterThanOrEqual(3)
		expect(await visibleText(page.locator('[data-testid=preview-tags]'))).toBe(advised.slice(0, 3).join(' '))
		expect(live.ollama.chats[0]?.messages[1]?.content).toBe('Keywords: minecraft, redstone\nCategory: gaming')

		// One tag: the clipboard holds it and a toast names it.
		const tag = result.trending[0] as string
		await page.locator('[data-testid=group-trending] [data-testid=hashtag]').first().click()
		await eventually(async () => expect(await page.evaluate('navigator.clipboard.readText()')).toBe(tag))
		await page.getByText(en.hashtag.copiedOne.replace('{tag}', tag)).waitFor()
		// The main button: the advised tags, joined with spaces; it says so for 2 seconds.
		await page.click('[data-testid=copy-advised]')
		await eventually(async () => expect(await page.evaluate('navigator.clipboard.readText()')).toBe(advised.join(' ')))
		expect(await visibleText(page.locator('[data-testid=copy-advised]'))).toBe(en.hashtag.copied)
		await page.getByText(en.hashtag.copiedAdvised).waitFor()
		await page.waitForSelector('[data-testid=copy-advised][data-copied=false]', { timeout: 3000 })
		// The second button: every tag of the three groups.
		await page.click('[data-testid=copy-all]')
		const all = [...result.trending, ...result.hashtags, ...result.longTail].join(' ')
		await eventually(async () => expect(await page.evaluate('navigator.clipboard.readText()')).toBe(all))
		await page.getByText(en.hashtag.copiedAll).waitFor()
		expectClean(g)
		await g.close()
	})

	test('the model failing: the built-in generator answers and the page says so politely (German)', async () => {
		live.ollama.setMode('error500')
		const g = await open('/de/hashtag-generator')
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', 'Sauerteigbrot backen')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=hashtag-result][data-source=builtin]')
		expect(await visibleText(page.locator('[data-testid=builtin-note]'))).toBe(de.hashtag.builtinNote)
		// No evidence for these words: the words-only generator's groups, each tag a word or run of the words typed.
		expect(answerOf(g)).toMatchObject({
			source: 'builtin',
			trending: ['#sauerteigbrot', '#backen'],
			hashtags: ['#sauerteigbrotbacken'],
			longTail: [],
		})
		expect(await page.locator('[data-testid=hashtag]').allTextContents()).toEqual([
			'#sauerteigbrot',
			'#backen',
			'#sauerteigbrotbacken',
		])
		expectClean(g)
		await g.close()
	})

	test('a video link and words: tags from its title and the visitor’s words, and the page says so (German)', async () => {
		const g = await open('/de/hashtag-generator')
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/dsMFmonKDD4 akustik')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=hashtag-result][data-basis="title keywords"]')
		// The link costs one player call for its title and tags; no transcript is fetched, so none is missed.
		const answer = answerOf(g)
		expect(answer).toMatchObject({
			basis: ['title', 'keywords'],
			videoTitle: 'Angèle - Eels x Richard Cocciante | A Take Away Show',
		})
		expect(answer.noTranscript).toBeUndefined()
		expect(await visibleText(page.locator('[data-testid=basis-note]'))).toBe(de.hashtag.basisNote.titleKeywords)
		expect(live.ollama.chats[0]?.messages[1]?.content).toStartWith(
			'Keywords: akustik\nVideo title: Angèle - Eels x Richard Cocciante | A Take Away Show',
		)
		expectClean(g)
		await g.close()
	})

	test('a video link: the video’s own tags, each copyable and all at once (Turkish)', async () => {
		const g = await open('/tr/tools/hashtag-generator')
		const { page } = g
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', 'https://youtu.be/eF8Qqp7rjDg')
		await page.click('[data-testid=tool-submit]')
		// A link alone: its title and own tags are the basis (no transcript is fetched any more).
		await page.waitForSelector('[data-testid=hashtag-result][data-basis=title]')
		// The recorded player answer's videoDetails.keywords, also fed to the model.
		const tags = ['azure', 'azure cloud', 'microsoft azure', 'microsoft', 'cloud', "what's new", 'updates']
		expect(answerOf(g)).toMatchObject({ basis: ['title'], videoTags: tags })
		const section = page.locator('[data-testid=video-tags]')
		expect(await visibleText(section.locator('h3'))).toBe(`${tr.hashtag.videoTags.title} (7)`)
		expect(await section.locator('[data-testid=video-tag]').allTextContents()).toEqual(tags)
		expect(live.ollama.chats[0]?.messages[1]?.content).toContain(`Video tags: ${tags.join(', ')}`)
		// One tag, then all of them comma-separated, as YouTube Studio's Etiketler field takes them.
		await section.getByRole('button', { name: tr.hashtag.videoTags.copyOne.replace('{tag}', 'azure cloud') }).click()
		await eventually(async () => expect(await page.evaluate('navigator.clipboard.readText()')).toBe('azure cloud'))
		await page.getByText(tr.hashtag.videoTags.copiedOne.replace('{tag}', 'azure cloud')).waitFor()
		await page.click('[data-testid=copy-video-tags]')
		await eventually(async () => expect(await page.evaluate('navigator.clipboard.readText()')).toBe(tags.join(', ')))
		await page.getByText(tr.hashtag.videoTags.copiedAll).waitFor()
		expect(await visibleText(page.locator('[data-testid=copy-video-tags]'))).toBe(tr.hashtag.copied)
		// The groups' own Copy All still copies hashtags only, and says how many.
		const answer = answerOf(g)
		const count = answer.trending.length + answer.hashtags.length + answer.longTail.length
		expect(await visibleText(page.locator('[data-testid=copy-all]'))).toBe(
			tr.hashtag.copyAllCount.replace('{count}', String(count)),
		)
		expectClean(g)
		await g.close()
	})

	test('the YouTube region: the page language’s main one by default; another one is sent, named, and refetched like the category (German)', async () => {
		const g = await open('/de/hashtag-generator')
		const { page } = g
		await waitForHydration(page)
		const select = page.locator('[data-testid=region-select]')
		expect(await select.inputValue()).toBe('DE')
		expect(await select.locator('option').first().textContent()).toBe('Deutschland')
		const bodies: unknown[] = []
		page.on('request', (r) => {
			if (new URL(r.url()).pathname === '/api/tools/hashtags') bodies.push(r.postDataJSON())
		})
		await page.fill('[data-testid=tool-input]', 'yoga am morgen')
		await select.selectOption('AT')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=maker-note][data-region=de-AT]')
		expect(bodies).toEqual([{ keywords: 'yoga am morgen', region: 'AT' }])
		expect(await visibleText(page.locator('[data-testid=maker-note]'))).toContain('(Region: Österreich)')
		// Austria's own suggestions (the hand-made de-AT answer): a tag Germany's answer has not.
		expect(await page.locator('[data-testid=hashtag]').allTextContents()).toContain('#yogaammorgenwien')
		// As a changed category does, a changed region refetches by itself after a first result.
		await select.selectOption('DE')
		await page.waitForSelector('[data-testid=maker-note][data-region=de-DE]')
		expect(bodies.at(-1)).toEqual({ keywords: 'yoga am morgen', region: 'DE' })
		expect(await visibleText(page.locator('[data-testid=maker-note]'))).toContain('(Region: Deutschland)')
		expect(await page.locator('[data-testid=hashtag]').allTextContents()).not.toContain('#yogaammorgenwien')
		expectClean(g)
		await g.close()
	})

	test('on a 320 px phone the result stays in the page: a long tag breaks inside its chip (German)', async () => {
		const g = await open('/de/hashtag-generator', { viewport: { width: 320, height: 700 }, isMobile: true })
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', 'yoga am morgen')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=hashtag-result]')
		// The evidence's longest tag, wider than a chip's room on this screen in one line.
		expect(await page.locator('[data-testid=hashtag]').allTextContents()).toContain('#yogaammorgenmadymorrison')
		const widths = await page.evaluate(() => ({
			page: document.documentElement.scrollWidth,
			screen: innerWidth,
			rightmost: Math.max(
				...[...document.querySelectorAll('[data-testid=hashtag-result] *')].map((e) => e.getBoundingClientRect().right),
			),
		}))
		expect(widths.screen).toBe(320)
		expect(widths.page).toBe(320)
		expect(widths.rightmost).toBeLessThanOrEqual(320)
		expectClean(g)
		await g.close()
	})

	test('validation: blank keywords toast; the field takes no more than the server’s 300 characters', async () => {
		const g = await open('/tools/hashtag-generator')
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=tool-input]', '   ')
		await page.click('[data-testid=tool-submit]')
		await page.getByText(en.hashtag.invalid).waitFor()
		expect(g.apiAnswers).toEqual([])
		// 400 characters typed: the field keeps the 300 the server takes (src/tools/hashtags/limits.ts), so no press can
		// be refused for its length; the API's own refusal of a longer value is in src/core/validation.test.ts.
		await page.fill('[data-testid=tool-input]', 'word '.repeat(80))
		expect((await page.inputValue('[data-testid=tool-input]')).length).toBe(300)
		expect(live.ollama.chats).toEqual([])
		expectClean(g)
		await g.close()
	})

	test('accessible in light and dark (axe, WCAG 2.1 AA) with a result', async () => {
		for (const colorScheme of ['light', 'dark'] as const) {
			const g = await open('/tr/tools/hashtag-generator', { colorScheme, reducedMotion: 'reduce' })
			await waitForHydration(g.page)
			// A video link, so the video's own tags are checked too.
			await g.page.fill('[data-testid=tool-input]', 'kahve https://youtu.be/eF8Qqp7rjDg')
			await g.page.click('[data-testid=tool-submit]')
			await g.page.waitForSelector('[data-testid=hashtag-result] [data-testid=video-tags]')
			expect(await violations(g.page)).toEqual([])
			await g.close()
		}
	})
})

describe('without JavaScript', () => {
	test('the form posts keywords and category; the server renders the groups from the evidence; copy buttons are disabled', async () => {
		// Words YouTube's search and suggestions answer for in es-ES (a made recording): the model
		// chooses from that evidence, as with JavaScript.
		const g = await open('/es/tools/hashtag-generator', { javaScriptEnabled: false })
		const { page } = g
		await page.fill('[data-testid=tool-input]', 'receta de pan casero')
		await page.selectOption('[data-testid=category-select]', 'food')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=hashtag-result][data-source=ollama]')
		expect(new URL(page.url()).pathname).toBe('/es/tools/hashtag-generator')
		expect(await page.getAttribute('[data-testid=maker-note]', 'data-region')).toBe('es-ES')
		// The same groups the API answers for the same words in Spanish.
		const api = await page.request.post(`${live.server.url}/api/tools/hashtags`, {
			data: { keywords: 'receta de pan casero', category: 'food' },
			headers: { 'X-Tubekit-Lang': 'es' },
		})
		const answer = (await api.json()) as HashtagsResult
		const rendered = [...answer.trending, ...answer.hashtags, ...answer.longTail]
		// The fake model's few real tags (5 of them) topped up from the evidence's groups (9 in all).
		expect(answer.evidence?.query).toBe('receta de pan casero')
		expect(rendered.length).toBeGreaterThanOrEqual(9)
		expect(await page.locator('[data-testid=hashtag]').allTextContents()).toEqual(rendered)
		expect(await page.isDisabled('[data-testid=copy-all]')).toBe(true)
		expect(live.ollama.chats[0]?.messages[0]?.content).toContain('Write the hashtags in Spanish')
		expect(live.ollama.chats[0]?.messages[1]?.content).toStartWith('Keywords: receta de pan casero\nCategory: food')
		expectClean(g)
		await g.close()
	})

	test('the form posts the region; the server renders the answer for it and keeps it chosen (German)', async () => {
		const g = await open('/de/hashtag-generator', { javaScriptEnabled: false })
		const { page } = g
		expect(await page.inputValue('[data-testid=region-select]')).toBe('DE')
		await page.fill('[data-testid=tool-input]', 'yoga am morgen')
		await page.selectOption('[data-testid=region-select]', 'AT')
		await page.click('[data-testid=tool-submit]')
		await page.waitForSelector('[data-testid=maker-note][data-region=de-AT]')
		expect(await page.inputValue('[data-testid=region-select]')).toBe('AT')
		expect(await visibleText(page.locator('[data-testid=maker-note]'))).toContain('(Region: Österreich)')
		expectClean(g)
		await g.close()
	})
})

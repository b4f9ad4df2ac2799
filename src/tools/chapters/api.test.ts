import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { type FakeOllama, startFakeOllama } from '../../../tests/support/fake-ollama'
import { type FakeYouTube, startFakeYouTube } from '../../../tests/support/fake-youtube'
import { decodeAmp as decode, texts } from '../../../tests/support/html'
import { testApp } from '../../server/test-app'
import { checkChapters } from './rules'
import type { ChaptersResult } from './schema'

let ollama: FakeOllama
let youtube: FakeYouTube
let withModel: Awaited<ReturnType<typeof testApp>>
let without: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	;[ollama, youtube] = await Promise.all([
		startFakeOllama(),
		startFakeYouTube({ captions: [{ videoId: 'KI7fMGRg0Wk', lang: 'de', kind: 'asr', fmt: 'srv1', file: SRV1 }] }),
	])
	const common = { UPSTREAM_OVERRIDES: youtube.overrides, RATE_LIMIT_API_PER_MINUTE: '1000', OLLAMA_COOLDOWN_MS: '0' }
	withModel = await testApp({ ...common, OLLAMA_HOST: ollama.host, OLLAMA_TIMEOUT_MS: '1500' })
	without = await testApp({ ...common, OLLAMA_HOST: 'off' })
})
afterAll(async () => {
	await Promise.all([withModel.close(), without.close()])
	await Promise.all([ollama.stop(), youtube.stop()])
})
beforeEach(() => {
	ollama.reset()
	youtube.reset()
})

const VIDEO = 'https://www.youtube.com/watch?v=eF8Qqp7rjDg'
/**
 * A video with chapters of its own: KI7fMGRg0Wk's recorded `next` answer has 13 (a 15-minute news show, more
 * than rules.ts lets a made list have); its captions are not recorded, so eF8Qqp7rjDg's srv1 body stands in.
 */
const WITH_CHAPTERS = 'https://www.youtube.com/watch?v=KI7fMGRg0Wk'
const SRV1 = 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'
/** Where the recorded transcript of eF8Qqp7rjDg ends (its last cue), seconds. */
const LENGTH = 403

/** The chapter lines in a page as they are copied, one per chapter (texts() would join them). */
const linesIn = (html: string) =>
	decode(/data-testid="chapter-lines"[^>]*>(.*?)<\/pre>/s.exec(html)?.[1]?.replace(/<[^>]*>/g, '') ?? '')

const post = (app: typeof without, body: unknown, lang = 'en') =>
	app.app.request('/api/tools/chapters', {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'x-tubekit-lang': lang },
		body: JSON.stringify(body),
	})

describe('POST /api/tools/chapters', () => {
	test('without a model: the built-in list, within YouTube’s rules, and the title with the lines as the draft', async () => {
		const res = await post(without, { video_url: VIDEO })
		expect(res.status).toBe(200)
		const body = (await res.json()) as ChaptersResult
		expect(body.source).toBe('builtin')
		expect(body.title).toBe('Halloween Infrastructure Update - 27th October 2023')
		expect(body.language).toBe('en')
		expect(body.chapters[0]?.start).toBe(0)
		expect(checkChapters(body.chapters, LENGTH)).toEqual([])
		expect(body.description.split('\n\n')[0]).toBe(body.title)
		expect(body.description).toContain('\n0:00 ')
		expect(ollama.chats).toHaveLength(0)
	})

	test('a model answering nonsense, or past the deadline: the built-in list answers', async () => {
		ollama.setMode('invalidJson')
		const nonsense = (await (await post(withModel, { video_url: VIDEO, remake: '1' })).json()) as ChaptersResult
		expect(nonsense.source).toBe('builtin')
		ollama.setMode('hang')
		const started = Date.now()
		const late = await post(withModel, { video_url: VIDEO, remake: '1' })
		expect(late.status).toBe(200)
		expect(((await late.json()) as ChaptersResult).source).toBe('builtin')
		expect(Date.now() - started).toBeLessThan(30_000)
	})

	test('with the model: its list from the paragraphs it was shown, repaired to the rules, and its summary', async () => {
		const res = await post(withModel, { video_url: VIDEO, remake: '1' })
		expect(res.status).toBe(200)
		const body = (await res.json()) as ChaptersResult
		expect(body.source).toBe('model')
		// The fake repeats a start, as small models do: it is gone.
		expect(checkChapters(body.chapters, LENGTH)).toEqual([])
		expect(new Set(body.chapters.map((c) => c.start)).size).toBe(body.chapters.length)
		expect(body.description.startsWith('This video walks through its topics one by one.')).toBe(true)
		const chat = ollama.chats[0]
		expect(JSON.stringify(chat?.format)).toContain('"paragraph"')
		expect(chat?.messages.at(-1)?.content).toContain('[0] 0:00 ')
	})

	test('a video without captions: the transcript tool’s error; a stream on the air: its own, localized', async () => {
		const none = await post(without, { video_url: 'https://youtu.be/dsMFmonKDD4' }, 'de')
		expect(none.status).toBe(422)
		expect(((await none.json()) as { error: { code: string } }).error.code).toBe('noCaptions')
		const live = await post(without, { video_url: 'https://www.youtube.com/watch?v=X4VbdwhkE10' }, 'de')
		expect(live.status).toBe(422)
		const error = ((await live.json()) as { error: { code: string; message: string } }).error
		expect(error.code).toBe('chaptersLive')
		expect(error.message).toStartWith('Das ist ein Livestream')
	})

	test('a video with chapters of its own: those, as YouTube shows them; `remake` makes new ones', async () => {
		const own = (await (await post(withModel, { video_url: WITH_CHAPTERS })).json()) as ChaptersResult
		expect(own.source).toBe('youtube')
		expect(own.chapters).toHaveLength(13)
		expect(own.chapters[0]).toEqual({ start: 0, title: 'Guten Abend' })
		expect(own.chapters[12]).toEqual({ start: 870, title: 'Das Wetter' })
		expect(own.description).toContain('\n14:30 Das Wetter')
		expect(ollama.chats).toHaveLength(0)
		const made = (await (await post(without, { video_url: WITH_CHAPTERS, remake: '1' })).json()) as ChaptersResult
		expect(made.source).toBe('builtin')
		expect(checkChapters(made.chapters, LENGTH)).toEqual([])
		expect(made.chapters.map((c) => c.title)).not.toContain('Das Wetter')
	})

	test('bad input: a clear 400, never a 5xx', async () => {
		const res = await post(without, { video_url: 'https://example.com/x' })
		expect(res.status).toBe(400)
		expect((await post(without, { video_url: VIDEO, language: 'not a language!' })).status).toBe(400)
		expect((await post(without, { video_url: VIDEO, remake: 'yes' })).status).toBe(400)
	})
})

describe('the chapter page without JavaScript', () => {
	test('the form posts to the page and the server renders the lines, who made them and the draft', async () => {
		const res = await without.app.request('/de/chapter-generator', {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ video_url: VIDEO, language: '', remake: '' }).toString(),
		})
		expect(res.status).toBe(200)
		const html = await res.text()
		const lines = linesIn(html)
		expect(lines.split('\n').every((line) => /^\d+:\d\d \S/.test(line))).toBe(true)
		expect(lines.startsWith('0:00 ')).toBe(true)
		expect(lines.split('\n').length).toBeGreaterThanOrEqual(3)
		expect(await texts(html, '[data-testid=chapter-source]')).toEqual([
			'Von der eingebauten Methode gefunden: Themenwechsel in den Wörtern des Transkripts, benannt nach den Schlüsselwörtern jedes Abschnitts.',
		])
		const [draft] = await texts(html, '[data-testid=chapter-description]')
		expect(draft?.startsWith('Halloween Infrastructure Update')).toBe(true)
	})

	test('a video’s own chapters say so, and the form under them posts for new ones', async () => {
		const form = (body: Record<string, string>) =>
			without.app.request('/tools/chapter-generator', {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams(body).toString(),
			})
		const html = await (await form({ video_url: WITH_CHAPTERS, language: '', remake: '' })).text()
		expect(await texts(html, '[data-testid=chapter-source]')).toEqual([
			'These are the chapters the video already has on YouTube.',
		])
		expect(linesIn(html)).toStartWith('0:00 Guten Abend\n0:18 Corona-')
		// The button's own form, with what it posts: the video and remake=1.
		const own = /<form[^>]*>((?:(?!<\/form>).)*data-testid="make-new"(?:(?!<\/form>).)*)<\/form>/s.exec(html)?.[1] ?? ''
		expect(own).toContain('name="remake" value="1"')
		expect(own).toContain('value="https://youtu.be/KI7fMGRg0Wk"')
		const remade = await (await form({ video_url: 'https://youtu.be/KI7fMGRg0Wk', language: '', remake: '1' })).text()
		expect(await texts(remade, '[data-testid=chapter-source]')).toEqual([
			'Found by the built-in method: topic changes in the transcript’s words, titled with each part’s most telling words.',
		])
		expect(remade).not.toContain('data-testid="make-new"')
	})
})

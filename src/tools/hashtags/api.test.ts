import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { z } from 'zod'
import { DICT } from '../../../tests/support/dictionaries'
import { type FakeOllama, startFakeOllama } from '../../../tests/support/fake-ollama'
import { type FakeYouTube, startFakeYouTube } from '../../../tests/support/fake-youtube'
import { attrs, texts } from '../../../tests/support/html'
import { TEMPERATURE } from '../../llm/ollama.server'
import { testApp } from '../../server/test-app'
import { builtinHashtags } from './builtin'
import { GROUP_SIZES, type HashtagsResult, modelAnswer } from './schema'

let ollama: FakeOllama
let youtube: FakeYouTube
let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	;[ollama, youtube] = await Promise.all([startFakeOllama(), startFakeYouTube()])
	t = await testApp({
		OLLAMA_HOST: ollama.host,
		OLLAMA_TIMEOUT_MS: '1500',
		OLLAMA_QUEUE_MAX: '1',
		// The timeout test must not cool the model down for the tests after it (see deadline.test.ts).
		OLLAMA_COOLDOWN_MS: '0',
		UPSTREAM_OVERRIDES: youtube.overrides,
		RATE_LIMIT_API_PER_MINUTE: '1000',
	})
})
afterAll(async () => {
	await t.close()
	await Promise.all([ollama.stop(), youtube.stop()])
})
beforeEach(() => {
	ollama.reset()
	youtube.reset()
})

const post = (body: unknown, lang = 'en', init: RequestInit = {}) =>
	t.app.request('/api/tools/hashtags', {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'x-tubekit-lang': lang },
		body: JSON.stringify(body),
		...init,
	})

type Answer = HashtagsResult

/** Every answer, whoever wrote it, follows YouTube's rules (decision 17). */
function expectYouTubeRules(body: Answer) {
	const all = [...body.trending, ...body.hashtags, ...body.longTail]
	for (const tag of all) expect(tag).toMatch(/^#[\p{L}\p{M}\p{N}]{2,40}$/u)
	expect(new Set(all.map((tag) => tag.toLowerCase())).size).toBe(all.length)
	for (const group of ['trending', 'hashtags', 'longTail'] as const) {
		expect(body[group].length).toBeLessThanOrEqual(GROUP_SIZES[group].max)
	}
	expect(all.length).toBeGreaterThan(0)
	expect(all.length).toBeLessThanOrEqual(60)
}

describe('POST /api/tools/hashtags with the model', () => {
	test('the model’s answer, cleaned up: source ollama, the exact request sent', async () => {
		const res = await post({ keywords: 'minecraft redstone', category: 'gaming' })
		expect(res.status).toBe(200)
		const body = (await res.json()) as Answer
		expect(body.source).toBe('ollama')
		expectYouTubeRules(body)
		expect(body.trending[0]).toBe('#minecraft')
		// '#minecraft' came twice (another case) and '#minecraft tips' had a space.
		expect(body.hashtags).not.toContain('#minecraft')
		// Glued of a word nobody typed: dropped.
		expect(body.hashtags).not.toContain('#minecrafttips')
		expect(ollama.chats).toHaveLength(1)
		const sent = ollama.chats[0]
		expect(sent).toMatchObject({
			model: 'qwen2.5:1.5b',
			stream: false,
			keep_alive: '30m',
			options: { temperature: TEMPERATURE },
		})
		expect(sent?.format).toEqual(z.toJSONSchema(modelAnswer))
		expect(sent?.messages.map((m) => m.role)).toEqual(['system', 'user'])
		expect(sent?.messages[0]?.content).toContain(JSON.stringify(z.toJSONSchema(modelAnswer)))
		expect(sent?.messages[0]?.content).toContain('Write the hashtags in English')
		expect(sent?.messages[1]?.content).toBe('Keywords: minecraft redstone\nCategory: gaming')
	})

	test('the prompt asks for the page’s language', async () => {
		await post({ keywords: 'kochen' }, 'de')
		expect(ollama.chats[0]?.messages[0]?.content).toContain('Write the hashtags in German')
	})

	test('an invalid answer is asked for once more; a good second answer is used', async () => {
		ollama.queueModes('invalidJson', 'good')
		const body = (await (await post({ keywords: 'baking bread' })).json()) as Answer
		expect(body.source).toBe('ollama')
		expect(ollama.chats).toHaveLength(2)
		const retry = ollama.chats[1]?.messages ?? []
		expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
		expect(retry[3]?.content).toContain('not valid (not JSON)')
	})

	test.each([
		['prose instead of JSON, twice', ['invalidJson', 'invalidJson'], 2],
		['JSON of another shape, twice', ['schemaViolation', 'schemaViolation'], 2],
		['HTTP 500', ['error500'], 1],
		['no answer within the timeout', ['hang'], 1],
	] as const)('%s: the built-in generator answers, and says so', async (_name, modes, chats) => {
		ollama.queueModes(...modes)
		const res = await post({ keywords: 'street food, bangkok', category: 'food' }, 'es')
		expect(res.status).toBe(200)
		const body = (await res.json()) as Answer
		expect(body).toEqual({
			...builtinHashtags('street food, bangkok', 'food', 'es'),
			source: 'builtin',
			basis: ['keywords'],
		})
		expectYouTubeRules(body)
		expect(ollama.chats).toHaveLength(chats)
	})

	test('a full queue: 503 with Retry-After and a localized message', async () => {
		// Both admitted ones must finish within one deadline from arrival (1.5 s), queue wait included.
		ollama.setMode('slow', { delayMs: 400 })
		const first = post({ keywords: 'one' })
		const second = post({ keywords: 'two' })
		await Bun.sleep(50)
		const third = await post({ keywords: 'three' }, 'tr')
		expect(third.status).toBe(503)
		expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
		const error = ((await third.json()) as { error: { code: string; message: string } }).error
		expect(error.code).toBe('modelBusy')
		expect(error.message).toMatch(
			/^Şu anda birçok kişi hashtag oluşturuyor\. Lütfen \d+ saniye sonra tekrar deneyin\.$/,
		)
		// Concurrency 1: the two admitted ones ran one after the other.
		expect((await first).status).toBe(200)
		expect((await second).status).toBe(200)
		expect(ollama.chats).toHaveLength(2)
	})

	test('a visitor who leaves while waiting in the queue never reaches the model', async () => {
		ollama.setMode('slow', { delayMs: 400 })
		const first = post({ keywords: 'first' })
		await Bun.sleep(30)
		const controller = new AbortController()
		const leaving = Promise.resolve(post({ keywords: 'leaving' }, 'en', { signal: controller.signal })).catch(
			() => null,
		)
		await Bun.sleep(30)
		controller.abort()
		await leaving
		expect((await first).status).toBe(200)
		await Bun.sleep(50)
		expect(ollama.chats.map((c) => c.messages[1]?.content)).toEqual(['Keywords: first'])
	})

	test('a video link that fails: the video’s own error, localized', async () => {
		const res = await post({ keywords: 'https://www.youtube.com/watch?v=8VajtrESJzA' }, 'nl')
		expect(res.status).toBe(403)
		expect(((await res.json()) as { error: { code: string } }).error.code).toBe('videoPrivate')
		expect(ollama.chats).toEqual([])
	})
})

/** Every request's user message to the model. */
const userMessages = () => ollama.chats.map((c) => c.messages[1]?.content ?? '')
const NO_CAPTIONS = 'https://www.youtube.com/watch?v=dsMFmonKDD4'
const _NO_CAPTIONS_TITLE = 'Angèle - Eels x Richard Cocciante | A Take Away Show'

// Each case has its own video: the app keeps track lists and video details
// for an hour, so a video another test fetched would not meet YouTube's refusal.
describe('a video link whose transcript YouTube keeps back: tags from what is known', () => {
	test('youtubeBlocked everywhere (bot check), with the visitor’s words: tags from their words alone', async () => {
		youtube.fail('botCheck')
		ollama.setMode('error500')
		const res = await post({ keywords: 'copyright law lecture https://www.youtube.com/watch?v=M4gD1WSo5mA' }, 'tr')
		expect(res.status).toBe(200)
		const body = (await res.json()) as Answer
		expect(body).toEqual({
			...builtinHashtags('copyright law lecture', undefined, 'tr'),
			source: 'builtin',
			basis: ['keywords'],
			noTranscript: 'youtubeBlocked',
		})
	})

	test('youtubeBlocked everywhere and nothing else known: the localized error, the model never asked', async () => {
		youtube.fail('botCheck')
		const res = await post({ keywords: 'https://www.youtube.com/watch?v=M4gD1WSo5mA' }, 'de')
		expect(res.status).toBe(503)
		expect(((await res.json()) as { error: { code: string; message: string } }).error).toEqual({
			code: 'youtubeBlocked',
			message: DICT.de.errors.youtubeBlocked,
		})
		expect(ollama.chats).toEqual([])
	})

	test('YouTube unreachable, with the visitor’s words: answered from them, YouTube not asked again', async () => {
		youtube.fail('reset')
		const res = await post({ keywords: 'https://youtu.be/it3OtbTxQk0, doodle' })
		expect(res.status).toBe(200)
		const body = (await res.json()) as Answer
		expect(body).toMatchObject({ source: 'ollama', basis: ['keywords'], noTranscript: 'upstreamUnreachable' })
		expect(userMessages()).toEqual(['Keywords: doodle'])
		// One player request (no second client for a YouTube that does not answer), the words'
		// search and suggestions alongside it (Bun's fetch itself retries a reset GET): no second round.
		const routes = youtube.requests.map((r) => r.route)
		expect([...new Set(routes)].sort()).toEqual(['player', 'search', 'suggest'])
		expect(routes.filter((r) => r !== 'suggest')).toHaveLength(2)
	})

	test('a private video with the visitor’s words: their words; without them, the video’s own error', async () => {
		const res = await post({ keywords: 'https://youtu.be/8VajtrESJzA my trip to lisbon' })
		expect(res.status).toBe(200)
		expect((await res.json()) as Answer).toMatchObject({ basis: ['keywords'], noTranscript: 'videoPrivate' })
		expect(userMessages()).toEqual(['Keywords: my trip to lisbon'])
		// Separators and punctuation alone are no words.
		const alone = await post({ keywords: 'https://youtu.be/8VajtrESJzA , ;' }, 'nl')
		expect(alone.status).toBe(403)
		expect(((await alone.json()) as { error: { message: string } }).error.message).toBe(DICT.nl.errors.videoPrivate)
	})

	test('an age-restricted video: its title is public', async () => {
		const body = (await (await post({ keywords: 'https://youtu.be/Njp5uhTorCo' })).json()) as Answer
		expect(body).toMatchObject({ basis: ['title'] })
		expect(userMessages()[0]).toStartWith('Video title: Laura Branigan - Self Control (Moreno J Remix) Age-restricted')
	})

	test('keywords alone: basis keywords, no reason', async () => {
		const body = (await (await post({ keywords: 'youtube tutorial' })).json()) as Answer
		expect(body.basis).toEqual(['keywords'])
		expect(body.noTranscript).toBeUndefined()
	})

	test('without JavaScript the form post renders the same answer and its note', async () => {
		const form = (fields: Record<string, string>, path: string) =>
			t.app.request(path, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams(fields).toString(),
			})
		const res = await form({ keywords: `${NO_CAPTIONS} acoustic session`, category: '' }, '/es/tools/hashtag-generator')
		expect(res.status).toBe(200)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=hashtag-result]', 'data-basis')).toEqual(['title keywords'])
		expect(await texts(html, '[data-testid=basis-note]')).toEqual([DICT.es.hashtag.basisNote.titleKeywords])
		youtube.fail('botCheck')
		const refused = await form({ keywords: 'https://youtu.be/M4gD1WSo5mA' }, '/tools/hashtag-generator')
		expect(refused.status).toBe(503)
		const card = await refused.text()
		expect(await attrs(card, '[data-testid=tool-error]', 'data-code')).toEqual(['youtubeBlocked'])
		expect(await texts(card, '[data-testid=tool-error] p')).toContain(DICT.en.errors.youtubeBlocked)
	})
})

// EF8Qqp7rjDg has a transcript and 7 tags; dsMFmonKDD4 has no transcript
// and 10 tags; it3OtbTxQk0 has no tags (tests/fixtures/youtube).
describe('a video link: the video’s own tags, in the answer and as a source', () => {
	const _AZURE_TAGS = ['azure', 'azure cloud', 'microsoft azure', 'microsoft', 'cloud', "what's new", 'updates']

	test('a video without tags: an empty list; keywords alone or a private video: none at all', async () => {
		const none = (await (await post({ keywords: 'https://youtu.be/it3OtbTxQk0' })).json()) as Answer
		expect(none).toMatchObject({
			videoTitle: 'Introduction to Doodle for Google 2023',
			videoTags: [],
		})
		const words = (await (await post({ keywords: 'youtube tutorial' })).json()) as Answer
		expect(words.videoTags).toBeUndefined()
		const hidden = (await (await post({ keywords: 'https://youtu.be/8VajtrESJzA lisbon' })).json()) as Answer
		expect(hidden).toMatchObject({ basis: ['keywords'], noTranscript: 'videoPrivate' })
		expect(hidden.videoTags).toBeUndefined()
	})
})

describe('the YouTube region', () => {
	const glOf = (route: 'search' | 'suggest') =>
		youtube.requests
			.filter((r) => r.route === route)
			.map((r) =>
				route === 'search' ? (r.body as { context: { client: { gl: string } } }).context.client.gl : r.query.gl,
			)

	test('chosen: YouTube is asked in the page’s language for that region, and the answer says so', async () => {
		const res = await post({ keywords: 'yoga am morgen', region: 'AT' }, 'de')
		expect(res.status).toBe(200)
		const body = (await res.json()) as Answer
		expect(body.evidence).toMatchObject({ query: 'yoga am morgen', region: 'de-AT' })
		expect([glOf('search'), glOf('suggest')]).toEqual([['AT'], ['AT']])
		expect(youtube.requests.find((r) => r.route === 'suggest')?.query.hl).toBe('de')
	})

	test('omitted, empty or in lower case: the page language’s main region, or the one meant', async () => {
		expect(((await (await post({ keywords: 'yoga am morgen' }, 'de')).json()) as Answer).evidence?.region).toBe('de-DE')
		expect(((await (await post({ keywords: 'lofi beats', region: '' })).json()) as Answer).evidence?.region).toBe(
			'en-US',
		)
		const lower = (await (await post({ keywords: 'yoga am morgen', region: 'at' }, 'de')).json()) as Answer
		expect(lower.evidence?.region).toBe('de-AT')
	})
})

describe('bad input: a clear, localized 400, nothing asked of the model', () => {
	test.each([
		[{ keywords: '   ' }, 'keywordsRequired'],
		[{ keywords: 'x'.repeat(301) }, 'keywordsTooLong'],
		[{ keywords: 'cats', category: 'pets' }, 'unknownCategory'],
		[{ keywords: 'cats', region: 'XX' }, 'unknownRegion'],
		[{ keywords: 'cats', region: 'Austria' }, 'unknownRegion'],
		[{ category: 'gaming' }, 'validation'],
	])('%j → %s', async (body, code) => {
		const res = await post(body, 'de')
		expect(res.status).toBe(400)
		expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code)
		expect(ollama.chats).toEqual([])
	})

	test('a region YouTube does not offer: the German message, nothing asked of YouTube', async () => {
		const res = await post({ keywords: 'yoga am morgen', region: 'XX' }, 'de')
		expect(res.status).toBe(400)
		expect(((await res.json()) as { error: { message: string } }).error.message).toBe(DICT.de.errors.unknownRegion)
		expect(youtube.requests).toEqual([])
	})
})

describe('without a usable model', () => {
	test('model not pulled: built-in answer, /readyz says how to pull it, then the model is left alone for a while', async () => {
		ollama.setMode('modelMissing')
		const body = (await (await post({ keywords: 'yoga' })).json()) as Answer
		expect(body.source).toBe('builtin')
		const ready = (await (await t.app.request('/readyz')).json()) as { services: Record<string, unknown> }
		expect(ready.services.ollama).toEqual({
			available: false,
			detail: 'model qwen2.5:1.5b not pulled: ollama pull qwen2.5:1.5b',
		})
		await post({ keywords: 'pilates' })
		expect(ollama.chats).toHaveLength(1)
	})

	test('nothing listening at OLLAMA_HOST, or OLLAMA_HOST=off: built-in answers', async () => {
		for (const host of ['http://127.0.0.1:9', 'off']) {
			const app = await testApp({ OLLAMA_HOST: host })
			try {
				const res = await app.app.request('/api/tools/hashtags', {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ keywords: 'kedi videoları', category: 'comedy' }),
				})
				expect(res.status).toBe(200)
				const body = (await res.json()) as Answer
				expect(body.source).toBe('builtin')
				expectYouTubeRules(body)
				expect(body.trending[0]).toBe('#kedi')
			} finally {
				await app.close()
			}
		}
	})

	test('/readyz with a ready model', async () => {
		const ready = (await (await t.app.request('/readyz')).json()) as { services: Record<string, unknown> }
		expect(ready.services.ollama).toEqual({ available: true, detail: 'qwen2.5:1.5b ready (Ollama 0.12.6)' })
	})
})

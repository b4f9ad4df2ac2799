import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { z } from 'zod'
import { type FakeOllama, startFakeOllama } from '../../../tests/support/fake-ollama'
import { type FakeYouTube, startFakeYouTube } from '../../../tests/support/fake-youtube'
import { TEMPERATURE } from '../../llm/ollama.server'
import { testApp } from '../../server/test-app'
import { builtinHashtags } from './builtin'
import { GROUP_SIZES, modelAnswer } from './schema'

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

interface Answer {
	trending: string[]
	hashtags: string[]
	longTail: string[]
	source: string
}

/** Every answer, whoever wrote it, follows YouTube's rules (decision 17). */
function expectYouTubeRules(body: Answer) {
	const all = [...body.trending, ...body.hashtags, ...body.longTail]
	for (const tag of all) expect(tag).toMatch(/^#[\p{L}\p{M}\p{N}]{2,40}$/u)
	expect(new Set(all.map((tag) => tag.toLowerCase())).size).toBe(all.length)
	for (const group of ['trending', 'hashtags', 'longTail'] as const) {
		expect(body[group].length).toBeGreaterThanOrEqual(GROUP_SIZES[group].min)
		expect(body[group].length).toBeLessThanOrEqual(GROUP_SIZES[group].max)
	}
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
		expect(body.hashtags).toContain('#minecrafttips')
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
		expect(body).toEqual({ ...builtinHashtags('street food, bangkok', 'food', 'es'), source: 'builtin' })
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

	test('a video link: its title and the start of its transcript feed the model', async () => {
		const body = (await (await post({ keywords: 'https://youtu.be/eF8Qqp7rjDg' })).json()) as Answer
		expect(body.source).toBe('ollama')
		const user = ollama.chats[0]?.messages[1]?.content ?? ''
		expect(user).toContain('Video title: Halloween Infrastructure Update - 27th October 2023')
		expect(user).toContain("Start of the video's transcript: citizens of the world welcome to this")
	})

	test('a video link that fails: the video’s own error, localized', async () => {
		const res = await post({ keywords: 'https://www.youtube.com/watch?v=8VajtrESJzA' }, 'nl')
		expect(res.status).toBe(403)
		expect(((await res.json()) as { error: { code: string } }).error.code).toBe('videoPrivate')
		expect(ollama.chats).toEqual([])
	})
})

describe('bad input: a clear, localized 400, nothing asked of the model', () => {
	test.each([
		[{ keywords: '   ' }, 'keywordsRequired'],
		[{ keywords: 'x'.repeat(301) }, 'keywordsTooLong'],
		[{ keywords: 'cats', category: 'pets' }, 'unknownCategory'],
		[{ category: 'gaming' }, 'validation'],
	])('%j → %s', async (body, code) => {
		const res = await post(body, 'de')
		expect(res.status).toBe(400)
		expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code)
		expect(ollama.chats).toEqual([])
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
				expect(body.trending[0]).toBe('#kedivideoları')
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

/**
 * One deadline per request from its arrival (queue wait and model together),
 * then a cool-down in which the built-in generator answers at once, shared between replicas
 * through Redis.
 */
import { afterAll, afterEach, beforeAll, expect, test } from 'bun:test'
import { type FakeOllama, startFakeOllama } from '../../../tests/support/fake-ollama'
import { type FakeYouTube, startFakeYouTube } from '../../../tests/support/fake-youtube'
import { startRedis, type TestRedis } from '../../../tests/support/redis'
import { testApp } from '../../server/test-app'

const DEADLINE_MS = 1500
/** Room for a busy two-core machine; still far below a second deadline. */
const MARGIN_MS = 2000

type App = Awaited<ReturnType<typeof testApp>>
let ollama: FakeOllama
let redis: TestRedis
/** The words are searched on YouTube before the model is asked: the fake, never the real one. */
let youtube: FakeYouTube
let apps: App[] = []
beforeAll(async () => {
	;[ollama, redis, youtube] = await Promise.all([startFakeOllama(), startRedis(), startFakeYouTube()])
})
afterEach(async () => {
	await Promise.all(apps.map((a) => a.close()))
	apps = []
	ollama.reset()
})
afterAll(async () => {
	await Promise.all([ollama.stop(), redis.stop(), youtube.stop()])
})

async function app(env: Record<string, string> = {}): Promise<App> {
	const made = await testApp({
		OLLAMA_HOST: ollama.host,
		UPSTREAM_OVERRIDES: youtube.overrides,
		OLLAMA_TIMEOUT_MS: String(DEADLINE_MS),
		OLLAMA_QUEUE_MAX: '20',
		RATE_LIMIT_API_PER_MINUTE: '1000',
		...env,
	})
	apps.push(made)
	return made
}

/** The answer's source and how long it took. */
async function timed(t: App, keywords: string): Promise<{ ms: number; source: string }> {
	const started = performance.now()
	const res = await t.app.request('/api/tools/hashtags', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ keywords }),
	})
	expect(res.status).toBe(200)
	const { source } = (await res.json()) as { source: string }
	return { ms: performance.now() - started, source }
}

test('a model needing 5 s: ten concurrent visitors all get the built-in answer within one deadline', async () => {
	const t = await app()
	ollama.setMode('slow', { delayMs: 5000 })
	const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => timed(t, `topic${i}`)))
	for (const { ms, source } of answers) {
		expect(source).toBe('builtin')
		expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS)
	}
	// Not one after the other (1.5, 3, 4.5 … s): the slowest is nowhere near two deadlines.
	expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(2 * DEADLINE_MS + 500)
	// Concurrency 1: only the first reached the model; the rest waited, then gave up together.
	expect(ollama.chats).toHaveLength(1)
})

test('after a timeout the model is left alone until the cool-down ends', async () => {
	const t = await app({ OLLAMA_COOLDOWN_MS: '2500' })
	ollama.setMode('hang')
	expect((await timed(t, 'first')).source).toBe('builtin')
	expect(ollama.chats).toHaveLength(1)
	ollama.setMode('good')
	const during = await timed(t, 'second')
	expect(during.source).toBe('builtin')
	expect(during.ms).toBeLessThan(500)
	expect(ollama.chats).toHaveLength(1)
	await Bun.sleep(2600)
	expect((await timed(t, 'third')).source).toBe('ollama')
	expect(ollama.chats).toHaveLength(2)
})

test('with Redis, one replica’s timeout cools the model down for the other too', async () => {
	const env = { REDIS_URL: redis.url, REDIS_PREFIX: 'deadline:' }
	const [a, b] = [await app(env), await app(env)]
	ollama.setMode('hang')
	expect((await timed(a, 'first')).source).toBe('builtin')
	expect(ollama.chats).toHaveLength(1)
	ollama.setMode('good')
	const other = await timed(b, 'second')
	expect(other.source).toBe('builtin')
	expect(other.ms).toBeLessThan(500)
	expect(ollama.chats).toHaveLength(1)
	// A replica without Redis keeps its own state: the model is asked.
	const alone = await app()
	expect((await timed(alone, 'third')).source).toBe('ollama')
	expect(ollama.chats).toHaveLength(2)
})

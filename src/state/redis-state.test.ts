/**
 * Shared state on a real redis-server (decision 20): counters, sessions and lookup caches seen
 * by two connections, as two replicas would; and what each does while Redis is away.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startRedis, type TestRedis } from '../../tests/support/redis'
import { until } from '../../tests/support/until'
import { createLogger } from '../core/logger'
import { YouTubeError, youtubeFailures } from '../youtube/errors'
import { redisCounters } from './counters'
import { sharedCaches } from './lookup-cache'
import { connectRedis, type SharedRedis } from './redis.server'
import { redisSessions, SessionsUnavailable } from './sessions'

const logger = createLogger('silent')
let server: TestRedis
let a: SharedRedis
let b: SharedRedis
let prefix = 0

beforeAll(async () => {
	server = await startRedis()
})
afterAll(async () => {
	await server.stop()
})

/** Two "replicas" on one Redis, under a prefix of their own so the tests don't share keys. */
async function replicas(): Promise<[SharedRedis, SharedRedis]> {
	const p = `t${++prefix}:`
	a = await connectRedis({ url: server.url, prefix: p, logger })
	b = await connectRedis({ url: server.url, prefix: p, logger })
	return [a, b]
}

describe('counters', () => {
	test('two replicas hitting one window at once count every hit once, and the window expires', async () => {
		const [one, two] = await replicas()
		const [ca, cb] = [redisCounters(one), redisCounters(two)]
		const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? ca : cb).hit('contact:x', 1000)))
		expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
		expect(hits.every((h) => h.resetMs > 0 && h.resetMs <= 1000)).toBe(true)
		await Bun.sleep(1100)
		expect((await ca.hit('contact:x', 1000)).count).toBe(1)
		one.close()
		two.close()
	})
})

describe('sessions', () => {
	test('made on one replica, seen on the other; deleted on one, gone on both; stored under a hash of the id', async () => {
		const [one, two] = await replicas()
		const [sa, sb] = [redisSessions(one), redisSessions(two)]
		await sa.set('cookie-id', { expires: Date.now() + 60_000, csrf: 'tok' }, 60_000)
		expect(await sb.get('cookie-id')).toEqual({ expires: expect.any(Number), csrf: 'tok' })
		const keys = (await one.send('KEYS', [one.key('*')])) as string[]
		expect(keys.some((k) => k.includes('cookie-id'))).toBe(false)
		await sb.delete('cookie-id')
		expect(await sa.get('cookie-id')).toBeNull()
		one.close()
		two.close()
	})
})

describe('lookup caches', () => {
	test('one replica asks YouTube, the other waits for its answer; later calls are answered from memory', async () => {
		const [one, two] = await replicas()
		const [ca, cb] = [
			sharedCaches(one)<string>('thumbs', { max: 10, ttlMs: 60_000 }),
			sharedCaches(two)<string>('thumbs', { max: 10, ttlMs: 60_000 }),
		]
		let calls = 0
		const slow = async () => {
			calls++
			await Bun.sleep(300)
			return 'answer'
		}
		expect(await Promise.all([ca.load('vid', slow), cb.load('vid', slow), cb.load('vid', slow)])).toEqual([
			'answer',
			'answer',
			'answer',
		])
		expect(calls).toBe(1)
		expect(await cb.load('vid', slow)).toBe('answer')
		expect(calls).toBe(1)
		one.close()
		two.close()
	})

	test('the leader keeps and hands out a copy of its answer, the same object on later calls', async () => {
		const [one, two] = await replicas()
		const cache = sharedCaches(one)<{ text: string }[]>('texts', { max: 10, ttlMs: 60_000 })
		// A text cut out of a large body shares that body's memory (lookup-cache.ts, `kept`).
		const answer = [{ text: 'a cue' }]
		const first = await cache.load('vid', async () => answer)
		expect(first).toEqual(answer)
		expect(first).not.toBe(answer)
		expect(await cache.load('vid', async () => [])).toBe(first)
		one.close()
		two.close()
	})

	test("the leader's failure reaches the waiters as the same YouTubeError, and is not cached", async () => {
		const [one, two] = await replicas()
		const shared = { failures: youtubeFailures }
		const ca = sharedCaches(one, shared)<string>('tracks', { max: 10, ttlMs: 60_000 })
		const cb = sharedCaches(two, shared)<string>('tracks', { max: 10, ttlMs: 60_000 })
		let calls = 0
		const refused = async (): Promise<string> => {
			calls++
			await Bun.sleep(300)
			throw new YouTubeError('botCheck', 'sign in to confirm')
		}
		const first = ca.load('vid', refused)
		await Bun.sleep(50)
		const results = await Promise.allSettled([first, cb.load('vid', refused)])
		expect(calls).toBe(1)
		for (const r of results) {
			expect(r.status).toBe('rejected')
			expect((r as PromiseRejectedResult).reason).toBeInstanceOf(YouTubeError)
			expect(((r as PromiseRejectedResult).reason as YouTubeError).code).toBe('botCheck')
		}
		expect(await cb.load('vid', async () => 'now it works')).toBe('now it works')
		one.close()
		two.close()
	})
})

describe('Redis going away', () => {
	test('counters fall back to the process, caches ask on their own, sessions fail closed; all recover', async () => {
		const [one] = await replicas()
		const counters = redisCounters(one)
		const sessions = redisSessions(one)
		const cache = sharedCaches(one)<string>('p', { max: 10, ttlMs: 60_000 })
		await sessions.set('s', { expires: Date.now() + 60_000, csrf: 'c' }, 60_000)
		await server.kill()
		const started = performance.now()
		expect((await counters.hit('api:k', 60_000)).count).toBe(1)
		expect((await counters.hit('api:k', 60_000)).count).toBe(2)
		expect(await cache.load('x', async () => 'asked alone')).toBe('asked alone')
		await expect(sessions.get('s')).rejects.toBeInstanceOf(SessionsUnavailable)
		// Nothing waits for a dead server.
		expect(performance.now() - started).toBeLessThan(2000)
		expect((await one.probe()).available).toBe(false)

		await server.restart()
		await until(() => one.up, 'the reconnect')
		expect((await one.probe()).available).toBe(true)
		expect((await counters.hit('api:k', 60_000)).count).toBe(1)
		expect(await sessions.get('s')).toBeNull()
		one.close()
	}, 30_000)
})

describe('REDIS_URL with a password', () => {
	test('the right password connects; a wrong one leaves the replica on per-process state and says why', async () => {
		const guarded = await startRedis({ password: 's3cret pass/word' })
		try {
			const right = await connectRedis({ url: guarded.url, prefix: 'pw:', logger })
			expect(await right.send('PING', [])).toBe('PONG')
			right.close()
			const lines: string[] = []
			const wrong = await connectRedis({
				url: guarded.url.replace(encodeURIComponent('s3cret pass/word'), 'nope'),
				prefix: 'pw:',
				logger: createLogger('warn', (line) => lines.push(line)),
			})
			expect(wrong.up).toBe(false)
			expect((await redisCounters(wrong).hit('k', 1000)).count).toBe(1)
			expect((await wrong.probe()).detail).toContain('per process')
			expect(lines.join('\n')).toContain('redis unavailable at start')
			expect(lines.join('\n')).not.toContain('nope')
			wrong.close()
		} finally {
			await guarded.stop()
		}
	})
})

describe('a Redis that hangs', () => {
	test('costs a request at most the command limit, then the replica goes on alone until it answers again', async () => {
		const hung = await startRedis()
		const connection = await connectRedis({ url: hung.url, prefix: 'hang:', logger })
		try {
			const counters = redisCounters(connection)
			expect((await counters.hit('k', 60_000)).count).toBe(1)
			hung.pause()
			let started = performance.now()
			expect((await counters.hit('k', 60_000)).count).toBe(1)
			expect(performance.now() - started).toBeLessThan(3000)
			// Marked away: the next ones don't wait at all.
			started = performance.now()
			expect((await counters.hit('k', 60_000)).count).toBe(2)
			expect(performance.now() - started).toBeLessThan(100)
			hung.resume()
			await until(() => connection.up, 'the reconnect')
			// Shared again: 1 before the hang, this one, and the hit sent into the hang, which Redis
			// ran when it woke (a timed-out command may still have happened).
			expect((await counters.hit('k', 60_000)).count).toBe(3)
		} finally {
			hung.resume()
			connection.close()
			await hung.stop()
		}
	}, 30_000)
})

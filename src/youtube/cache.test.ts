import { describe, expect, test } from 'bun:test'
import { TtlCache } from './cache'

describe('TtlCache', () => {
	test('entries expire after their TTL', () => {
		const clock = { t: 0 }
		const cache = new TtlCache<string, number>({ max: 10, ttlMs: 1000, now: () => clock.t })
		cache.set('a', 1)
		clock.t = 999
		expect(cache.get('a')).toBe(1)
		clock.t = 1000
		expect(cache.get('a')).toBeUndefined()
		expect(cache.size).toBe(0)
	})

	test('the size bound evicts the least recently used entry', () => {
		const cache = new TtlCache<string, number>({ max: 2, ttlMs: 60_000 })
		cache.set('a', 1)
		cache.set('b', 2)
		cache.get('a') // a is now more recent than b
		cache.set('c', 3)
		expect(cache.get('b')).toBeUndefined()
		expect(cache.get('a')).toBe(1)
		expect(cache.get('c')).toBe(3)
		expect(cache.size).toBe(2)
	})

	test('a weight bound evicts the least recently used entries until the sum fits, and skips a value over it', () => {
		const cache = new TtlCache<string, string>({ max: 100, ttlMs: 60_000, weigh: (v) => v.length, maxWeight: 10 })
		cache.set('a', 'aaaa')
		cache.set('b', 'bbbb')
		cache.get('a')
		cache.set('c', 'cccc')
		expect(cache.get('b')).toBeUndefined()
		expect([cache.get('a'), cache.get('c'), cache.weight]).toEqual(['aaaa', 'cccc', 8])
		cache.set('a', 'aa')
		expect(cache.weight).toBe(6)
		cache.set('huge', 'x'.repeat(11))
		expect([cache.get('huge'), cache.weight, cache.size]).toEqual([undefined, 6, 2])
	})

	test('concurrent loads of one key share one call; failures are not cached', async () => {
		const cache = new TtlCache<string, string>({ max: 10, ttlMs: 60_000 })
		let calls = 0
		const slow = async () => {
			calls++
			await Bun.sleep(20)
			return 'value'
		}
		expect(await Promise.all([cache.load('k', slow), cache.load('k', slow), cache.load('k', slow)])).toEqual([
			'value',
			'value',
			'value',
		])
		expect(calls).toBe(1)
		expect(await cache.load('k', slow)).toBe('value')
		expect(calls).toBe(1)
		let attempts = 0
		const flaky = async () => {
			attempts++
			if (attempts === 1) throw new Error('upstream down')
			return 'ok'
		}
		expect(cache.load('f', flaky)).rejects.toThrow('upstream down')
		await Bun.sleep(1)
		expect(await cache.load('f', flaky)).toBe('ok')
		expect(attempts).toBe(2)
	})

	test('a per-entry TTL overrides the default', () => {
		const clock = { t: 0 }
		const cache = new TtlCache<string, number>({ max: 10, ttlMs: 10_000, now: () => clock.t })
		cache.set('short', 1, 100)
		clock.t = 150
		expect(cache.get('short')).toBeUndefined()
	})
})

/** The per-process rate-limit windows (counters.ts): counting, and what the store keeps. */
import { describe, expect, test } from 'bun:test'
import { memoryCounters } from './counters'

const MINUTE = 60_000
const HOUR = 3600_000

describe('memoryCounters', () => {
	test('counts per key and window, and starts a new window once one has ended', async () => {
		let t = 0
		const counters = memoryCounters(() => t)
		expect(await counters.hit('api:a', MINUTE)).toEqual({ count: 1, resetMs: MINUTE })
		t = 1000
		expect(await counters.hit('api:a', MINUTE)).toEqual({ count: 2, resetMs: MINUTE - 1000 })
		expect(await counters.hit('api:b', MINUTE)).toEqual({ count: 1, resetMs: MINUTE })
		t = MINUTE
		expect(await counters.hit('api:a', MINUTE)).toEqual({ count: 1, resetMs: MINUTE })
	})

	test('ended minute windows go within a minute, though the store also counts hour windows', async () => {
		let t = 0
		const counters = memoryCounters(() => t)
		// An hour window in the same store (contact, batches): it must not hold back the sweep of the minute ones.
		await counters.hit('contact:someone', HOUR)
		// A new thousand clients every minute for half an hour (addresses an IPv6 block has plenty of).
		for (let minute = 0; minute < 30; minute++) {
			t = minute * MINUTE + 1
			for (let i = 0; i < 1000; i++) await counters.hit(`api:client-${minute}-${i}`, MINUTE)
			// This minute's clients, the last minute's at most, and the hour window.
			expect(counters.size).toBeLessThanOrEqual(2001)
		}
		// The hour window still counts: the sweep takes only windows that ended.
		expect(await counters.hit('contact:someone', HOUR)).toMatchObject({ count: 2 })
	})
})

/**
 * Fixed-window counters for the rate limits (decision 20): in this process, or in Redis so
 * that a limit holds across every replica. `hit` counts one request in the window of `key`.
 */
import type { SharedRedis } from './redis.server'

export interface WindowCount {
	/** Requests counted in the current window, this one included. */
	count: number
	/** Milliseconds until the window ends. */
	resetMs: number
}

export interface Counters {
	hit(key: string, windowMs: number): Promise<WindowCount>
	/** Takes one hit back from the current window of `key` (a request that turned out not to count). */
	unhit(key: string): Promise<void>
}

/** This process's counters; `size` is how many windows it holds. */
export interface MemoryCounters extends Counters {
	readonly size: number
}

/**
 * Per-process windows; ended ones are swept once per shortest window length. The groups share one store
 * (a minute for the APIs, an hour for contact and batches): swept only once per longest window, the minute windows
 * of every client seen in the last hour or two stayed, and a client that can change its address (an IPv6 block)
 * made them grow with each new one. Swept per shortest window, a store holds the windows that still count.
 */
export function memoryCounters(now: () => number = Date.now): MemoryCounters {
	const windows = new Map<string, { start: number; count: number; windowMs: number }>()
	let lastSweep = now()
	let shortest = Number.POSITIVE_INFINITY
	return {
		async hit(key, windowMs) {
			const t = now()
			shortest = Math.min(shortest, windowMs)
			if (t - lastSweep >= shortest) {
				for (const [k, w] of windows) if (t - w.start >= w.windowMs) windows.delete(k)
				lastSweep = t
			}
			let w = windows.get(key)
			if (!w || t - w.start >= windowMs) {
				w = { start: t, count: 0, windowMs }
				windows.set(key, w)
			}
			w.count++
			return { count: w.count, resetMs: w.start + windowMs - t }
		},
		async unhit(key) {
			const w = windows.get(key)
			if (w && w.count > 0 && now() - w.start < w.windowMs) w.count--
		},
		get size() {
			return windows.size
		},
	}
}

/**
 * One round trip per request: the script counts and starts the window's expiry atomically, so
 * replicas counting at once never lose a hit or leave a key without an expiry.
 */
const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`

/** Only a window that still exists, never below zero: a refund after the window ended changes nothing. */
const UNHIT_SCRIPT = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then return redis.call('DECR', KEYS[1]) end
return 0`

/**
 * Counters in Redis, falling back to `fallback` (this process's) while Redis is away: the
 * known price of an outage is N times the budget for N replicas, logged and shown in /readyz.
 */
export function redisCounters(redis: SharedRedis, fallback: Counters = memoryCounters()): Counters {
	return {
		async hit(key, windowMs) {
			try {
				const reply = (await redis.send('EVAL', [HIT_SCRIPT, 1, redis.key('rl', key), windowMs])) as [number, number]
				return { count: Number(reply[0]), resetMs: Number(reply[1]) }
			} catch {
				return fallback.hit(key, windowMs)
			}
		},
		async unhit(key) {
			try {
				await redis.send('EVAL', [UNHIT_SCRIPT, 1, redis.key('rl', key)])
			} catch {
				await fallback.unhit(key)
			}
		},
	}
}

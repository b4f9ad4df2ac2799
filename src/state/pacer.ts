/**
 * A global pace for work that reaches YouTube in bulk (issue 17, item 1: "a global spacing paces all
 * batches together"): each `wait` reserves the next free slot, `spacingMs` after the one before, and
 * sleeps until it. In this process, or in Redis so that every replica draws from the same line (this
 * server's address is what YouTube counts; docs/ARCHITECTURE.md, "Batches").
 */
import type { SharedRedis } from './redis.server'

export interface Pacer {
	/** Resolves at this caller's slot; rejects with the signal's reason when aborted first. */
	wait(signal?: AbortSignal): Promise<void>
}

/** Milliseconds from now to the slot reserved (0: at once). */
type Reserve = () => Promise<number>

/** Per-process line: the next free slot is a number. */
export function memoryPacer(spacingMs: number, now: () => number = Date.now): Pacer {
	let next = 0
	return paced(async () => {
		const t = now()
		const slot = Math.max(t, next)
		next = slot + spacingMs
		return slot - t
	})
}

/**
 * One round trip per slot: the script reads Redis's own clock (replicas' clocks may disagree), takes
 * the later of now and the stored next slot, and moves it on by the spacing, atomically.
 */
const RESERVE_SCRIPT = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local nxt = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, nxt)
redis.call('SET', KEYS[1], slot + tonumber(ARGV[1]), 'PX', tonumber(ARGV[1]) + 60000)
return slot - now`

/** The line in Redis; while Redis is away, this process's own line (the outage's price: one line per replica). */
export function redisPacer(redis: SharedRedis, spacingMs: number, fallback: Pacer = memoryPacer(spacingMs)): Pacer {
	const reserve = paced(async () => Number(await redis.send('EVAL', [RESERVE_SCRIPT, 1, redis.key('pace'), spacingMs])))
	return {
		async wait(signal) {
			try {
				await reserve.wait(signal)
			} catch (error) {
				if (signal?.aborted) throw error
				await fallback.wait(signal)
			}
		},
	}
}

function paced(reserve: Reserve): Pacer {
	return {
		async wait(signal) {
			signal?.throwIfAborted()
			const delay = await reserve()
			if (delay > 0) await sleep(delay, signal)
		},
	}
}

/** setTimeout as a promise that an abort ends early (with the signal's reason). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
	return new Promise((resolve, reject) => {
		if (signal?.aborted) return reject(signal.reason)
		const timer = setTimeout(() => {
			signal?.removeEventListener('abort', onAbort)
			resolve()
		}, ms)
		const onAbort = () => {
			clearTimeout(timer)
			reject(signal?.reason)
		}
		signal?.addEventListener('abort', onAbort, { once: true })
	})
}

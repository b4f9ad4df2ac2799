/**
 * A global pace for work that reaches YouTube in bulk ("a global spacing paces all
 * batches together"): each `wait` reserves the next free slot, `spacingMs` after the one before, and
 * sleeps until it. In this process, or in Redis so that every replica draws from the same line (this
 * server's address is what YouTube counts; docs/ARCHITECTURE.md, "Batches").
 *
 * Fair between clients: a client holds at most one slot ahead. Its next wait reserves only once its
 * reserved slot has come (until then it waits and asks again), so a newcomer's first slot is behind
 * at most two slots of each other client (the one starting now and the one it holds ahead), not
 * behind all the slots one client's batches reserved.
 * A client alone loses nothing: its next reservation is made as its slot starts, for the slot after.
 */
import type { SharedRedis } from './redis.server'

export interface Pacer {
	/**
	 * Resolves at this caller's slot; rejects with the signal's reason when aborted first. `client` (the client
	 * key) holds at most one slot ahead; without it the caller just takes the next free slot.
	 */
	wait(signal?: AbortSignal, client?: string): Promise<void>
}

/**
 * Milliseconds from now to the slot reserved (0: at once); negative: the client's slot reserved before is still
 * ahead, nothing was reserved, ask again in that many milliseconds.
 */
type Reserve = (client?: string) => Promise<number>

/** Per-process line: the next free slot is a number, each client's slot ahead an entry until it has come. */
export function memoryPacer(spacingMs: number, now: () => number = Date.now): Pacer {
	let next = 0
	const ahead = new Map<string, number>()
	return paced(async (client) => {
		const t = now()
		const mine = client === undefined ? undefined : ahead.get(client)
		if (mine !== undefined && mine > t) return t - mine
		for (const [key, slot] of ahead) if (slot <= t) ahead.delete(key)
		const slot = Math.max(t, next)
		next = slot + spacingMs
		if (client !== undefined) ahead.set(client, slot)
		return slot - t
	})
}

/**
 * One round trip per slot: the script reads Redis's own clock (replicas' clocks may disagree), takes
 * the later of now and the stored next slot, and moves it on by the spacing, atomically. With a
 * client's key (KEYS[2]), a slot of that client still ahead answers the time until it instead.
 */
const RESERVE_SCRIPT = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if KEYS[2] then
  local mine = tonumber(redis.call('GET', KEYS[2]) or '0')
  if mine > now then return now - mine end
end
local nxt = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, nxt)
redis.call('SET', KEYS[1], slot + tonumber(ARGV[1]), 'PX', tonumber(ARGV[1]) + 60000)
if KEYS[2] then redis.call('SET', KEYS[2], slot, 'PX', slot - now + 1000) end
return slot - now`

/** The line in Redis; while Redis is away, this process's own line (the outage's price: one line per replica). */
export function redisPacer(redis: SharedRedis, spacingMs: number, fallback: Pacer = memoryPacer(spacingMs)): Pacer {
	const reserve = paced(async (client) => {
		const keys = client === undefined ? [redis.key('pace')] : [redis.key('pace'), redis.key('pace', 'client', client)]
		return Number(await redis.send('EVAL', [RESERVE_SCRIPT, keys.length, ...keys, spacingMs]))
	})
	return {
		async wait(signal, client) {
			try {
				await reserve.wait(signal, client)
			} catch (error) {
				if (signal?.aborted) throw error
				await fallback.wait(signal, client)
			}
		},
	}
}

function paced(reserve: Reserve): Pacer {
	return {
		async wait(signal, client) {
			for (;;) {
				signal?.throwIfAborted()
				const delay = await reserve(client)
				if (delay >= 0) return delay > 0 ? sleep(delay, signal) : undefined
				await sleep(-delay, signal)
			}
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

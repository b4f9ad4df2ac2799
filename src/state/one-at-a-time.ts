/**
 * "One batch at a time per client": a lease per key, held while the work runs and
 * renewed, released when it ends. In this process, or in Redis so that a second replica refuses too.
 * A lease that is not renewed (its replica died) ends by itself after `ttlMs`.
 */
import type { SharedRedis } from './redis.server'

export interface Leases {
	/** The lease's release function, or null when `key` is already held. */
	acquire(key: string): Promise<(() => Promise<void>) | null>
}

export function memoryLeases(): Leases {
	const held = new Set<string>()
	return {
		async acquire(key) {
			if (held.has(key)) return null
			held.add(key)
			return async () => {
				held.delete(key)
			}
		},
	}
}

// Deletes the key only if it still holds this lease's token (a lease that expired and was taken
// by another request must not be ended by the first).
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`
const RENEW_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`

export function redisLeases(redis: SharedRedis, { ttlMs = 60_000, fallback = memoryLeases() } = {}): Leases {
	return {
		async acquire(key) {
			const redisKey = redis.key('lease', key)
			const token = crypto.randomUUID()
			let reply: unknown
			try {
				reply = await redis.send('SET', [redisKey, token, 'NX', 'PX', ttlMs])
			} catch {
				return fallback.acquire(key)
			}
			if (reply !== 'OK') return null
			const renew = setInterval(() => {
				redis.send('EVAL', [RENEW_SCRIPT, 1, redisKey, token, ttlMs]).catch(() => {})
			}, ttlMs / 3)
			renew.unref?.()
			return async () => {
				clearInterval(renew)
				await redis.send('EVAL', [RELEASE_SCRIPT, 1, redisKey, token]).catch(() => {})
			}
		},
	}
}

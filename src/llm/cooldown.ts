/**
 * The model's cool-down: after the model missed a deadline, it is left alone
 * for a while and the built-in generator answers at once, so a slow model costs one visitor
 * one deadline, not every visitor in the queue their own. With Redis the cool-down is one key
 * with a PX expiry, so every replica backs off together (clarification "The model deadline");
 * when Redis is away, or not configured, this process keeps its own.
 */
import type { SharedRedis } from '../state/redis.server'

export interface Cooldown {
	/** Whether the model is being left alone now. Never throws. */
	active(): Promise<boolean>
	/** Starts (or restarts) the cool-down. Never throws. */
	start(): Promise<void>
}

/**
 * @example const cooldown = createCooldown({ ms: 60_000, redis: shared.redis })
 *          if (await cooldown.active()) return builtin()
 */
export function createCooldown({
	ms,
	redis = null,
	now = Date.now,
}: {
	ms: number
	redis?: SharedRedis | null
	now?: () => number
}): Cooldown {
	let until = 0
	const key = redis?.key('ollama', 'cooldown') ?? ''

	return {
		async active() {
			// This process's own cool-down needs no round trip, and holds while Redis is away.
			if (now() < until) return true
			if (!redis || ms <= 0) return false
			try {
				return Number(await redis.send('EXISTS', [key])) > 0
			} catch {
				return false
			}
		},
		async start() {
			if (ms <= 0) return
			until = now() + ms
			if (!redis) return
			try {
				await redis.send('SET', [key, String(until), 'PX', ms])
			} catch {
				// Redis away: the other replicas find out on their own deadline.
			}
		},
	}
}

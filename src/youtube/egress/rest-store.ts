/**
 * Which egresses rest, and for how long. A proxy that YouTube refused or that
 * did not answer rests for a back-off that doubles with each strike up to a cap, and a strike is
 * forgotten once a request through it is served. In this process, or in Redis so that every
 * replica leaves a blocked proxy alone (decision 20; docs/ARCHITECTURE.md, "Where state lives").
 */
import type { SharedRedis } from '../../state/redis.server'

export interface Backoff {
	/** The first rest. */
	baseMs: number
	/** The longest rest, however many strikes. */
	maxMs: number
}

export interface RestStore {
	/** Label -> when its rest ends (this process's clock, ms); absent: not resting. */
	resting(): ReadonlyMap<string, number> | Promise<ReadonlyMap<string, number>>
	/** One more strike: rests `label` and returns for how long (ms). */
	rest(label: string, backoff: Backoff): Promise<number>
	/** A request through `label` was served: its strikes are forgotten. */
	served(label: string): void
}

/** The rest after `strikes` strikes (the first is `baseMs`). */
export const restMs = (strikes: number, { baseMs, maxMs }: Backoff): number =>
	Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(0, strikes - 1), 40))

/** In this process: one replica's view, or the only one. */
export function memoryRestStore(now: () => number = Date.now): RestStore {
	const until = new Map<string, number>()
	const strikes = new Map<string, number>()
	return {
		resting: () => until,
		async rest(label, backoff) {
			const count = (strikes.get(label) ?? 0) + 1
			strikes.set(label, count)
			const ms = restMs(count, backoff)
			until.set(label, now() + ms)
			return ms
		},
		served(label) {
			if (strikes.delete(label)) until.delete(label)
		},
	}
}

/**
 * One strike, atomically: the count goes up (forgotten after a long quiet spell, four cap
 * lengths), the rest key is set to expire when the rest ends. Redis keeps the time, so replicas'
 * clocks never need to agree.
 */
const REST_SCRIPT = `local strikes = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], tonumber(ARGV[2]) * 4)
local ms = math.floor(math.min(tonumber(ARGV[2]), tonumber(ARGV[1]) * 2 ^ math.min(strikes - 1, 40)))
redis.call('SET', KEYS[1], strikes, 'PX', ms)
return ms`

/** What is left of each rest (PTTL: -2 when there is none), in one round trip. */
const READ_SCRIPT = `local left = {}
for i, key in ipairs(KEYS) do left[i] = redis.call('PTTL', key) end
return left`

/**
 * Rests shared through Redis (`egress:rest:<label>`, `egress:strikes:<label>`). Choosing an egress
 * reads a copy in this process, refreshed from Redis at most every `syncMs` (one round trip per
 * second, not one per request: the rotation's cost stays in microseconds, bench/egress.ts); a
 * rest this replica gives is written at once. While Redis is away, this process's own view.
 */
export function redisRestStore(
	redis: SharedRedis,
	labels: readonly string[],
	{ syncMs = 1000, now = Date.now }: { syncMs?: number; now?: () => number } = {},
): RestStore {
	const local = memoryRestStore(now)
	const view = new Map<string, number>()
	/** Labels with a strike this replica knows of: only their `served` costs a write. */
	const struck = new Set<string>()
	const restKeys = labels.map((label) => redis.key('egress', 'rest', label))
	let syncedAt = Number.NEGATIVE_INFINITY
	let syncing: Promise<ReadonlyMap<string, number>> | null = null

	async function sync(): Promise<ReadonlyMap<string, number>> {
		try {
			const left = (await redis.send('EVAL', [READ_SCRIPT, restKeys.length, ...restKeys])) as number[]
			const t = now()
			view.clear()
			labels.forEach((label, i) => {
				const ms = Number(left[i])
				if (ms > 0) {
					view.set(label, t + ms)
					struck.add(label)
				}
			})
			syncedAt = t
			return view
		} catch {
			return local.resting()
		} finally {
			syncing = null
		}
	}

	return {
		resting() {
			if (now() - syncedAt < syncMs) return redis.up ? view : local.resting()
			syncing ??= sync()
			return syncing
		},
		async rest(label, backoff) {
			const ms = await local.rest(label, backoff)
			struck.add(label)
			try {
				const keys = [redis.key('egress', 'rest', label), redis.key('egress', 'strikes', label)]
				const shared = Number(await redis.send('EVAL', [REST_SCRIPT, 2, ...keys, backoff.baseMs, backoff.maxMs]))
				view.set(label, now() + shared)
				return shared
			} catch {
				return ms
			}
		},
		served(label) {
			local.served(label)
			if (!struck.delete(label)) return
			view.delete(label)
			const keys = [redis.key('egress', 'rest', label), redis.key('egress', 'strikes', label)]
			redis.send('DEL', keys).catch(() => {})
		},
	}
}

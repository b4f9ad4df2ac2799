/**
 * Caches of YouTube lookups (decision 20). Without Redis: one in-process TtlCache per kind.
 * With Redis, every replica shares the answers, and a lookup runs on one replica at a time:
 * the first to miss takes a short lock and asks YouTube, the others wait for its answer (or
 * its failure) instead of asking too. YouTube's patience with one egress address is the
 * scarcest resource at scale. A small in-process cache stays in front, so a hot entry costs no
 * round trip, and anything Redis cannot do now falls back to the in-process path.
 */
import { TtlCache } from '../youtube/cache'
import { RedisUnavailable, type SharedRedis } from './redis.server'

export interface LookupCache<V> {
	/** The cached value, or `loader`'s (one call per key at a time), cached for `ttlMs` (or what it says for the value). */
	load(key: string, loader: () => Promise<V>, ttlMs?: number | ((value: V) => number)): Promise<V>
}

export interface CacheOptions {
	/** In-process entries at most. */
	max: number
	ttlMs: number
	now?: () => number
}

/** Makes one cache per kind of lookup (`name` keeps the kinds apart in Redis). */
export type CacheFactory = <V>(name: string, options: CacheOptions) => LookupCache<V>

/**
 * What a cache keeps of a looked-up value, and hands out: the value as JSON gives it back. That is what Redis
 * keeps, so a replica with Redis and one without hold the same thing; and it is a copy that shares no memory with
 * the body the value was read from. The caption parsers cut their texts out of YouTube's bodies, and in
 * JavaScriptCore a regex capture or a slice keeps the whole body's buffer alive: an auto-generated WebVTT
 * transcript, 31 KB of text, held on to its 369 KB body: 337 KB per cached transcript, where its copy takes
 * 96 KB (bench/transcript.ts, section 5). The copy costs about 0.3 ms for the largest
 * recorded transcript, once per miss.
 */
function kept<V>(value: V): V {
	return keptWithJson(value).value
}

/** `kept`, with the JSON it was read back from, for a caller that stores that text too (Redis). */
function keptWithJson<V>(value: V): { value: V; json: string } {
	// JSON.stringify(undefined) is undefined, though typed as a string: nothing to read back.
	const json = JSON.stringify(value) as string | undefined
	return { value: json === undefined ? value : (JSON.parse(json) as V), json: json as string }
}

export const memoryCaches: CacheFactory = <V>(_name: string, options: CacheOptions): LookupCache<V> => {
	const cache = new TtlCache<string, V>(options)
	return { load: (key, loader, ttlMs) => cache.load(key, () => loader().then(kept), ttlMs) }
}

/** How failures travel between replicas: a waiter re-throws the leader's failure as its own. */
export interface FailureCodec {
	encode(error: unknown): unknown | null
	decode(encoded: unknown): Error
}

export interface SharedCacheOptions {
	/** How long a leader may take before the waiters stop waiting and ask themselves. */
	lockMs?: number
	failures?: FailureCodec
}

const FAILURE_TTL_MS = 10_000

/** Compare-and-delete: only the lock's owner frees it. */
const UNLOCK_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`

export function sharedCaches(redis: SharedRedis, shared: SharedCacheOptions = {}): CacheFactory {
	const lockMs = shared.lockMs ?? 30_000
	return <V>(name: string, options: CacheOptions): LookupCache<V> => {
		const local = new TtlCache<string, V>(options)
		const dataKey = (key: string) => redis.key('cache', name, key)
		const lockKey = (key: string) => redis.key('lock', name, key)
		const failKey = (key: string, token: string) => redis.key('fail', name, key, token)

		async function remote(key: string): Promise<{ value: V; ttlMs: number } | null> {
			const reply = (await redis.send('EVAL', [
				"local v = redis.call('GET', KEYS[1]) if not v then return nil end return {v, redis.call('PTTL', KEYS[1])}",
				1,
				dataKey(key),
			])) as [string, number] | null
			if (!reply) return null
			return { value: JSON.parse(reply[0]) as V, ttlMs: Math.max(1, Number(reply[1])) }
		}

		/** Asks YouTube as the leader: shares the answer, or the failure with those waiting on `token`. */
		async function lead(key: string, token: string, loader: () => Promise<V>, ttl: number | ((v: V) => number)) {
			try {
				// Serialised once, for Redis and for the kept copy.
				const { value, json } = keptWithJson(await loader())
				const ms = Math.round(typeof ttl === 'function' ? ttl(value) : ttl)
				if (ms > 0) {
					await redis.send('SET', [dataKey(key), json, 'PX', ms]).catch(() => {})
					local.set(key, value, ms)
				}
				return value
			} catch (error) {
				const encoded = shared.failures?.encode(error)
				if (encoded != null) {
					await redis.send('SET', [failKey(key, token), JSON.stringify(encoded), 'PX', FAILURE_TTL_MS]).catch(() => {})
				}
				throw error
			} finally {
				await redis.send('EVAL', [UNLOCK_SCRIPT, 1, lockKey(key), token]).catch(() => {})
			}
		}

		/** Waits for the leader holding `token`; null when it went away without an answer. */
		async function follow(key: string, token: string): Promise<{ value: V; ttlMs: number } | null> {
			const deadline = Date.now() + lockMs
			for (let wait = 20; Date.now() < deadline; wait = Math.min(250, wait * 1.5)) {
				await Bun.sleep(wait)
				const found = await remote(key)
				if (found) return found
				const failed = await redis.send('GET', [failKey(key, token)])
				if (typeof failed === 'string' && shared.failures) throw shared.failures.decode(JSON.parse(failed))
				if ((await redis.send('GET', [lockKey(key)])) !== token) return remote(key)
			}
			return null
		}

		async function loadShared(key: string, loader: () => Promise<V>, ttl: number | ((v: V) => number)): Promise<V> {
			for (let round = 0; round < 2; round++) {
				const found = await remote(key)
				if (found) {
					local.set(key, found.value, found.ttlMs)
					return found.value
				}
				const token = crypto.randomUUID()
				if ((await redis.send('SET', [lockKey(key), token, 'NX', 'PX', lockMs])) === 'OK') {
					return lead(key, token, loader, ttl)
				}
				const holder = await redis.send('GET', [lockKey(key)])
				if (typeof holder !== 'string') continue
				const answer = await follow(key, holder)
				if (answer) {
					local.set(key, answer.value, answer.ttlMs)
					return answer.value
				}
			}
			// The leader vanished twice: ask ourselves rather than keep the visitor waiting.
			return loader().then(kept)
		}

		return {
			load(key, loader, ttlMs = options.ttlMs) {
				// The in-process cache answers hot entries and joins concurrent calls in this process.
				return local.load(
					key,
					() =>
						loadShared(key, loader, ttlMs).catch((error: unknown) => {
							// Redis went away mid-lookup: this replica asks on its own (decision 20).
							if (error instanceof RedisUnavailable) return loader().then(kept)
							throw error
						}),
					// Whatever the shared path cached locally already has its time; this is only the join.
					0,
				)
			},
		}
	}
}

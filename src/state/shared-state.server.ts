/**
 * Where the state lives that replicas must share (decision 20; docs/ARCHITECTURE.md, "Where
 * state lives"): with REDIS_URL, rate-limit counters, admin sessions and the YouTube lookup
 * caches are in Redis; without it, in this process, and one container needs nothing more.
 */
import type { Logger } from '../core/logger'
import { youtubeFailures } from '../youtube/errors'
import { type Counters, memoryCounters, redisCounters } from './counters'
import { type CacheFactory, memoryCaches, sharedCaches } from './lookup-cache'
import { connectRedis, type SharedRedis } from './redis.server'
import { memorySessions, redisSessions, type SessionStore } from './sessions'

export interface SharedState {
	/** Null without REDIS_URL. */
	redis: SharedRedis | null
	counters: Counters
	sessions: SessionStore
	caches: CacheFactory
	/** For /readyz. */
	probe(): Promise<{ available: boolean; detail: string }>
	close(): void
}

export async function createSharedState(options: {
	redisUrl: string | null
	prefix: string
	logger: Logger
}): Promise<SharedState> {
	if (!options.redisUrl) {
		return {
			redis: null,
			counters: memoryCounters(),
			sessions: memorySessions(),
			caches: memoryCaches,
			probe: async () => ({ available: false, detail: 'off (no REDIS_URL): state kept in this process' }),
			close() {},
		}
	}
	const redis = await connectRedis({ url: options.redisUrl, prefix: options.prefix, logger: options.logger })
	return {
		redis,
		counters: redisCounters(redis),
		sessions: redisSessions(redis),
		caches: sharedCaches(redis, { failures: youtubeFailures }),
		probe: () => redis.probe(),
		close: () => redis.close(),
	}
}

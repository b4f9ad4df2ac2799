import type { EgressConfig } from '../../core/config'
import type { Logger } from '../../core/logger'
import type { SharedRedis } from '../../state/redis.server'
import { memoryRestStore, redisRestStore } from './rest-store'
import { createRotation, type Rotation } from './rotation'

/**
 * The server's rotation from the configuration: rests shared through Redis when REDIS_URL is set
 * (every replica leaves a blocked proxy alone), else kept in this process. Each rest is logged.
 * @example const rotation = createEgressRotation(config.egress, shared.redis, logger)
 */
export function createEgressRotation(config: EgressConfig, redis: SharedRedis | null, logger: Logger): Rotation {
	const labels = config.egresses.map((e) => e.label)
	return createRotation({
		egresses: config.egresses,
		tries: config.tries,
		backoff: { baseMs: config.backoffMs, maxMs: config.maxBackoffMs },
		store: redis ? redisRestStore(redis, labels) : memoryRestStore(),
		onRest: (egress, ms, why) => logger.warn('egress rests', { egress, seconds: Math.round(ms / 1000), why }),
	})
}

import { AppError } from '../core/errors'
import { type Counters, memoryCounters } from './counters'

export interface RateLimitOptions {
	/** Route group name; each group counts separately (e.g. "api", "events"). */
	group: string
	/** Requests allowed per window and client. */
	limit: number
	windowMs: number
	/** Injectable clock for tests (of the per-process counters). */
	now?: () => number
	/** Where the windows are counted: this process (default), or Redis for every replica. */
	counters?: Counters
}

/** One request counted: the RateLimit-* headers to send, and the refusal when over the limit. */
export interface RateLimitVerdict {
	headers: Record<string, string>
	refusal: AppError | null
}

/**
 * Fixed-window counter per client and route group. The key is the keyed hash set by the
 * client-key middleware, never the raw address. `take` counts one request; the middleware
 * and the no-JavaScript tool forms (which answer a refusal inside the page, not as JSON)
 * share one counter per group. With Redis the counters are shared by every replica.
 */
export function createRateLimiter({ group, limit, windowMs, now, counters }: RateLimitOptions) {
	const store = counters ?? memoryCounters(now)
	return {
		async take(clientKey: string | undefined): Promise<RateLimitVerdict> {
			const { count, resetMs } = await store.hit(`${group}:${clientKey ?? 'unknown'}`, windowMs)
			const resetSeconds = Math.max(1, Math.ceil(resetMs / 1000))
			const headers = {
				'RateLimit-Limit': String(limit),
				'RateLimit-Remaining': String(Math.max(0, limit - count)),
				'RateLimit-Reset': String(resetSeconds),
				'RateLimit-Policy': `${limit};w=${Math.round(windowMs / 1000)}`,
			}
			const refusal =
				count > limit
					? new AppError(
							429,
							'rateLimited',
							{ seconds: resetSeconds },
							{ ...headers, 'Retry-After': String(resetSeconds) },
						)
					: null
			return { headers, refusal }
		},
		/** Gives back the unit `take` counted, for a request that turned out not to be what the budget is for. */
		async refund(clientKey: string | undefined): Promise<void> {
			await store.unhit(`${group}:${clientKey ?? 'unknown'}`)
		},
	}
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

import type { MiddlewareHandler } from 'hono'
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from '../../state/rate-limiter'

/**
 * Rate limit middleware: every answer carries the IETF draft RateLimit-* headers; a refusal
 * is 429 with Retry-After and a localized message.
 * @example app.use('/api/*', rateLimit({ group: 'api', limit: 60, windowMs: 60_000 }))
 */
export function rateLimit(options: RateLimitOptions | RateLimiter): MiddlewareHandler {
	const limiter = 'take' in options ? options : createRateLimiter(options)
	return async (c, next) => {
		const { headers, refusal } = await limiter.take(c.get('clientKey'))
		if (refusal) throw refusal
		await next()
		for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
	}
}

import { describe, expect, test } from 'bun:test'
import { Hono } from 'hono'
import type { AppEnv } from '../../core/app-env'
import { errorResponse } from '../../core/error-answer'
import { AppError } from '../../core/errors'
import { rateLimit } from './rate-limit'

function appWith(limit: number, clock: { t: number }) {
	const app = new Hono<AppEnv>()
	app.use(async (c, next) => {
		c.set('clientKey', c.req.header('x-client') ?? 'a')
		await next()
	})
	app.use('/a/*', rateLimit({ group: 'a', limit, windowMs: 60_000, now: () => clock.t }))
	app.use('/b/*', rateLimit({ group: 'b', limit, windowMs: 60_000, now: () => clock.t }))
	app.get('*', (c) => c.text('ok'))
	app.onError((err, c) => (err instanceof AppError ? errorResponse(c, err) : c.text('boom', 500)))
	return app
}

describe('rateLimit', () => {
	test('counts per client and group, and resets after the window', async () => {
		const clock = { t: 1_000_000 }
		const app = appWith(2, clock)
		expect((await app.request('/a/1')).status).toBe(200)
		expect((await app.request('/a/2')).status).toBe(200)
		const refused = await app.request('/a/3')
		expect(refused.status).toBe(429)
		expect(refused.headers.get('retry-after')).toBe('60')
		expect((await app.request('/b/1')).status).toBe(200) // another group
		expect((await app.request('/a/1', { headers: { 'x-client': 'b' } })).status).toBe(200) // another client
		clock.t += 30_000
		const later = await app.request('/a/4')
		expect(later.status).toBe(429)
		expect(later.headers.get('retry-after')).toBe('30')
		clock.t += 30_000
		expect((await app.request('/a/5')).status).toBe(200)
	})
})

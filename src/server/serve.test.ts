import { describe, expect, test } from 'bun:test'
import { startServer } from '../../tests/support/server'
import { createLogger } from '../core/logger'
import { serve } from './app'

describe('graceful shutdown', () => {
	test('finishes in-flight requests, refuses new ones, then closes', async () => {
		const events: string[] = []
		const { server, shutdown } = serve(
			async () => {
				await Bun.sleep(300)
				events.push('request finished')
				return new Response('done')
			},
			{
				port: 0,
				host: '127.0.0.1',
				shutdownTimeoutMs: 5000,
				logger: createLogger('silent'),
				onClosed: () => {
					events.push('closed')
				},
			},
		)
		const url = `http://127.0.0.1:${server.port}/`
		const inFlight = fetch(url)
		await Bun.sleep(50)
		const stopped = shutdown('SIGTERM')
		const response = await inFlight
		expect(response.status).toBe(200)
		expect(await response.text()).toBe('done')
		await stopped
		expect(events).toEqual(['request finished', 'closed'])
		expect(fetch(url)).rejects.toThrow()
	})

	test('a drain that takes too long is cut after the timeout', async () => {
		const { server, shutdown } = serve(() => Bun.sleep(5000).then(() => new Response('late')), {
			port: 0,
			host: '127.0.0.1',
			shutdownTimeoutMs: 200,
			logger: createLogger('silent'),
			onClosed: () => {},
		})
		const pending = fetch(`http://127.0.0.1:${server.port}/`).catch(() => 'cut')
		await Bun.sleep(50)
		const start = performance.now()
		await shutdown('SIGTERM')
		expect(performance.now() - start).toBeLessThan(2000)
		expect(await pending).toBe('cut')
	})

	test('the real server process drains and exits 0 on SIGTERM and SIGINT', async () => {
		for (const signal of ['SIGTERM', 'SIGINT'] as const) {
			const s = await startServer()
			expect((await fetch(`${s.url}/healthz`)).status).toBe(200)
			expect(await s.stop(signal)).toBe(0)
			const logs = s.logs().map((l) => JSON.parse(l))
			expect(logs.some((l) => l.msg === 'stopped' && l.signal === signal)).toBe(true)
		}
	}, 30_000)
})

import { expect, test } from 'bun:test'
import { join } from 'node:path'
import fc from 'fast-check'
import { createLogger } from '../../core/logger'
import { logRequest } from './every-request'

test('the access-log line is valid JSON with every field, whatever the path holds', () => {
	const lines: string[] = []
	const logger = createLogger('info', (line) => lines.push(line))
	fc.assert(
		fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 100, max: 599 }), (path, status) => {
			lines.length = 0
			const line = {
				requestId: 'abc12345-000001',
				method: 'GET',
				path,
				status,
				ms: 1.23456,
				client: 'Xy_-0123456789abcdefgh',
			}
			logRequest(logger, line)
			expect(lines).toHaveLength(1)
			expect(lines[0]?.endsWith('\n')).toBe(true)
			const parsed = JSON.parse(lines[0] ?? '')
			expect(parsed).toEqual({ time: parsed.time, level: 'info', msg: 'request', ...line, ms: 1.23 })
			expect(new Date(parsed.time).toISOString()).toBe(parsed.time)
		}),
		{ numRuns: 100 },
	)
}, 30_000)

test('below its level the access log writes nothing', () => {
	const lines: string[] = []
	logRequest(
		createLogger('warn', (line) => lines.push(line)),
		{
			requestId: 'r',
			method: 'GET',
			path: '/',
			status: 200,
			ms: 1,
			client: 'c',
		},
	)
	expect(lines).toEqual([])
})

test('a request line carries the time of its request, not of the batch it is written in', async () => {
	const script = `
		import { createLogger } from './src/core/logger'
		import { logRequest } from './src/server/middleware/every-request'
		const logger = createLogger('info')
		const before = Date.now()
		logRequest(logger, { requestId: 'abc12345-000001', method: 'GET', path: '/', status: 200, ms: 0.5, client: 'c' })
		const after = Date.now()
		const until = after + 30
		while (Date.now() < until) {}
		console.error(JSON.stringify({ before, after }))
	`
	const proc = Bun.spawn(['bun', '-e', script], {
		cwd: join(import.meta.dir, '../../..'),
		stdout: 'pipe',
		stderr: 'pipe',
	})
	const [out, err] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()])
	expect(await proc.exited).toBe(0)
	const { before, after } = JSON.parse(err) as { before: number; after: number }
	const written = Date.parse(JSON.parse(out).time)
	expect(written).toBeGreaterThanOrEqual(before)
	expect(written).toBeLessThanOrEqual(after)
})

test('health probes are logged at debug: a load balancer probing every few seconds stays out of the info log', async () => {
	const { testApp } = await import('../test-app')
	for (const [level, expected] of [
		['info', ['/']],
		['debug', ['/healthz', '/readyz', '/']],
	] as const) {
		const app = await testApp({ LOG_LEVEL: level })
		try {
			for (const path of ['/healthz', '/readyz', '/']) await app.request(path)
			const requests = app.logLines.filter((l) => l.includes('"msg":"request"')).map((l) => JSON.parse(l))
			expect(requests.map((r) => r.path)).toEqual([...expected])
			for (const r of requests) expect(r.level).toBe(r.path === '/' ? 'info' : 'debug')
		} finally {
			await app.close()
		}
	}
})

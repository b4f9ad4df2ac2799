import { expect, test } from 'bun:test'
import fc from 'fast-check'
import { createLogger } from '../../core/logger'
import { logRequest } from './access-log'

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

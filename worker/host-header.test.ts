/**
 * The worker's HTTP surface without a usable Host header: a health probe over HTTP/1.0 without
 * Host (load balancers send it) is answered, a Host that names no host is 400, neither a 500.
 * No job runs here, so Chromium is never launched.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Server } from 'bun'
import { testWorkerConfig } from '../src/core/config'
import { createLogger } from '../src/core/logger'
import { chromiumPath } from '../tests/support/browser'
import { rawHttp } from '../tests/support/raw-http'
import { createWorker, type Worker } from './app'

const logs: string[] = []
let worker: Worker
let server: Server<undefined>
beforeAll(() => {
	worker = createWorker({
		chromiumPath: chromiumPath(),
		overrides: testWorkerConfig().upstreamOverrides,
		poolSize: 1,
		jobTimeoutMs: 5000,
		secret: 'worker-test-secret-0123456789',
		logger: createLogger('info', (line) => logs.push(line)),
	})
	server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: worker.fetch })
})
afterAll(async () => {
	server.stop(true)
	await worker.close()
})

describe('the worker without a usable Host', () => {
	test('HTTP/1.0 without Host: /healthz answers, and a job path is routed (401 without the secret)', async () => {
		const health = await rawHttp(Number(server.port), 'GET /healthz HTTP/1.0\r\n\r\n')
		expect(health.status).toBe(200)
		expect(JSON.parse(health.body).status).toBe('ok')
		const job = await rawHttp(
			Number(server.port),
			'POST /jobs/watch HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
		)
		expect(job.status).toBe(401)
		expect((await rawHttp(Number(server.port), 'GET /nothing HTTP/1.0\r\n\r\n')).status).toBe(404)
	})

	test('a Host that names no host: 400, not a 500', async () => {
		for (const host of ['a b', '[::1']) {
			const answer = await rawHttp(
				Number(server.port),
				`GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
			)
			expect([host, answer.status]).toEqual([host, 400])
			expect(JSON.parse(answer.body)).toEqual({ error: 'badRequest' })
		}
		expect(logs.filter((l) => !l.includes('"level":"info"'))).toEqual([])
	})
})

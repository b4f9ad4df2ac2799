import { afterAll, beforeAll, setDefaultTimeout } from 'bun:test'
import type { Server } from 'bun'
import { testWorkerConfig } from '../../src/core/config'
import { createLogger } from '../../src/core/logger'
import { testApp } from '../../src/server/test-app'
import { createWorker } from '../../worker/app'
import { chromiumPath } from './browser'
import { type FakeYouTube, type FakeYouTubeOptions, startFakeYouTube } from './fake-youtube'

const SECRET = 'with-worker-secret-0123456789'

/**
 * A fake YouTube, a browser worker in-process with real Chromium (pool of one) on its own
 * port, and an in-process app using both: the paths where the server asks the worker. Started
 * before the file's tests, stopped after; read `env.youtube` and `env.app` inside tests.
 * @example const env = withWorker(); test('x', () => env.app.app.request('/api/...'))
 */
export function withWorker(fake: FakeYouTubeOptions = {}) {
	// Each test drives a real Chromium: seconds on a quiet machine, more on a loaded 2-core one.
	// bun's 5 s default failed these tests while other suites ran (a limit, not an assertion).
	setDefaultTimeout(60_000)
	const env = {} as {
		youtube: FakeYouTube
		worker: ReturnType<typeof createWorker>
		app: Awaited<ReturnType<typeof testApp>>
	}
	let server: Server<undefined>
	beforeAll(async () => {
		env.youtube = await startFakeYouTube(fake)
		env.worker = createWorker({
			chromiumPath: chromiumPath(),
			overrides: testWorkerConfig({ UPSTREAM_OVERRIDES: env.youtube.overrides }).upstreamOverrides,
			poolSize: 1,
			jobTimeoutMs: 15_000,
			secret: SECRET,
			logger: createLogger('silent'),
		})
		await env.worker.warm()
		server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: env.worker.fetch })
		env.app = await testApp({
			LOG_LEVEL: 'silent',
			UPSTREAM_OVERRIDES: env.youtube.overrides,
			WORKER_URL: `http://127.0.0.1:${server.port}`,
			WORKER_SECRET: SECRET,
		})
	}, 30_000)
	afterAll(async () => {
		await env.app.close()
		server.stop(true)
		await env.worker.close()
		await env.youtube.stop()
	})
	return env
}

import { afterAll, beforeAll, beforeEach } from 'bun:test'
import { testApp } from '../../src/server/test-app'
import { type FakeYouTube, type FakeYouTubeOptions, startFakeYouTube } from './fake-youtube'

/**
 * An in-process app whose every YouTube host points at a fresh fake YouTube, for the tool
 * API tests: started before the file's tests, reset before each (fail modes and recorded
 * requests), stopped after. Read `env.youtube` and `env.app` inside tests.
 * @example const env = withFakeYouTube(); test('x', () => env.app.app.request('/api/...'))
 */
export function withFakeYouTube(extra: Record<string, string> = {}, fake: FakeYouTubeOptions = {}) {
	const env = {} as { youtube: FakeYouTube; app: Awaited<ReturnType<typeof testApp>> }
	beforeAll(async () => {
		env.youtube = await startFakeYouTube(fake)
		env.app = await testApp({
			LOG_LEVEL: 'silent',
			UPSTREAM_OVERRIDES: env.youtube.overrides,
			UPSTREAM_TIMEOUT_MS: '1500',
			...extra,
		})
	})
	afterAll(async () => {
		await env.app.close()
		await env.youtube.stop()
	})
	beforeEach(() => env.youtube.reset())
	return env
}

/** POSTs `body` as JSON to `path` of the app. */
export function postJson(
	env: ReturnType<typeof withFakeYouTube>,
	path: string,
	body: unknown,
	headers: Record<string, string> = {},
) {
	return env.app.app.request(path, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: JSON.stringify(body),
	})
}

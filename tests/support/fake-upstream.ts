import { afterAll, beforeAll, beforeEach } from 'bun:test'
import { loadConfig } from '../../src/core/config'
import { createUpstream, type Upstream } from '../../src/youtube/upstream.server'
import { type FakeYouTube, startFakeYouTube } from './fake-youtube'

/**
 * A fake YouTube and the one upstream module pointed at it, for tests of the YouTube layer without an
 * app: started before the file's tests, reset before each, stopped after. Read `env.youtube` and
 * `env.upstream` inside tests.
 * @example const env = withFakeUpstream(); test('x', () => fetchPlayer('id', { upstream: env.upstream }))
 */
export function withFakeUpstream({ timeoutMs = 2000 }: { timeoutMs?: number } = {}) {
	const env = {} as { youtube: FakeYouTube; upstream: Upstream }
	beforeAll(async () => {
		env.youtube = await startFakeYouTube()
		env.upstream = createUpstream({
			overrides: loadConfig({ UPSTREAM_OVERRIDES: env.youtube.overrides }).upstreamOverrides,
			timeoutMs,
		})
	})
	afterAll(() => env.youtube.stop())
	beforeEach(() => env.youtube.reset())
	return env
}

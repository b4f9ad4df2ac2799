import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Server } from 'bun'
import { chromiumPath } from '../../tests/support/browser'
import { type FakeYouTube, startFakeYouTube } from '../../tests/support/fake-youtube'
import { createWorker } from '../../worker/app'
import { loadConfig } from '../server/config'
import { createLogger } from '../server/logger'
import { testApp } from '../server/test-app'
import { fetchPlayer } from './player.server'

// Issue 3: the server asks the worker only when the plain HTTP path is refused, here with
// real Chromium loading the channel page from the fake YouTube.
const SECRET = 'fallback-secret-0123456789'
let youtube: FakeYouTube
let worker: ReturnType<typeof createWorker>
let workerServer: Server<undefined>
let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
	youtube = await startFakeYouTube()
	worker = createWorker({
		chromiumPath: chromiumPath(),
		overrides: loadConfig({ UPSTREAM_OVERRIDES: youtube.overrides }).upstreamOverrides,
		poolSize: 1,
		jobTimeoutMs: 15_000,
		secret: SECRET,
		logger: createLogger('silent'),
	})
	await worker.warm()
	workerServer = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: worker.fetch })
	t = await testApp({
		LOG_LEVEL: 'silent',
		UPSTREAM_OVERRIDES: youtube.overrides,
		WORKER_URL: `http://127.0.0.1:${workerServer.port}`,
		WORKER_SECRET: SECRET,
	})
}, 30_000)
afterAll(async () => {
	await t.close()
	workerServer.stop(true)
	await worker.close()
	await youtube.stop()
})

test('innertube refused (429): the worker loads the channel page in Chromium and the answer is complete', async () => {
	youtube.fail('429', { paths: /^\/youtubei\// })
	const res = await t.app.request('/api/tools/profile', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ channel_url: 'https://www.youtube.com/@hospitalrecords' }),
	})
	expect(res.status).toBe(200)
	const body = await res.json()
	expect(body.channelName).toBe('Hospital Records')
	expect(body.channelId).toBe('UCw49uOTAJjGUdoAeUcp7tOg')
	expect(body.url).toStartWith('/api/image?')
	// The plain path was tried and refused first; then the browser fetched the channel page.
	const paths = youtube.requests.map((r) => `${r.method} ${r.path} ${r.status}`)
	expect(paths.some((p) => p.startsWith('POST /youtubei/v1/navigation/resolve_url 429'))).toBe(true)
	expect(paths.some((p) => p.startsWith('GET /@hospitalrecords'))).toBe(true)
}, 30_000)

test('the player: every innertube client refused, the worker loads the watch page', async () => {
	youtube.reset()
	youtube.fail('429', { paths: /^\/youtubei\// })
	const { player, via, attempts } = await fetchPlayer('GJLlxj_dtq8', { upstream: t.upstream, worker: t.worker })
	expect(via).toBe('worker')
	expect(attempts.map((a) => a.code)).toEqual(['rateLimited', 'rateLimited', 'rateLimited'])
	expect(player.video?.videoId).toBe('GJLlxj_dtq8')
	expect(player.captions?.tracks.length).toBeGreaterThan(0)
	expect(youtube.requests.some((r) => r.method === 'GET' && r.path === '/watch')).toBe(true)
}, 30_000)

test('without a refusal the worker is not asked', async () => {
	youtube.reset()
	const res = await t.app.request('/api/tools/profile', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ channel_url: 'https://www.youtube.com/@gronkh' }),
	})
	expect(res.status).toBe(200)
	expect(youtube.requests.some((r) => r.method === 'GET' && r.path.startsWith('/@'))).toBe(false)
})

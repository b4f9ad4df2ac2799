import { afterAll, beforeAll, beforeEach, expect, test } from 'bun:test'
import type { Server } from 'bun'
import { chromiumPath } from '../../../tests/support/browser'
import { type FakeYouTube, startFakeYouTube } from '../../../tests/support/fake-youtube'
import { createWorker } from '../../../worker/app'
import { loadConfig } from '../../server/config'
import { createLogger } from '../../server/logger'
import { testApp } from '../../server/test-app'
import type { TranscriptResult } from './schema'

// Issue 4: when every innertube client meets YouTube's PO-token wall, the worker's Chromium
// loads the watch page, YouTube's player (here the fake's stand-in, which mints a token the
// way the real one does) fetches the captions, and the worker captures that answer.
const SECRET = 'transcript-secret-0123456789'
const SRV1 = 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'
let youtube: FakeYouTube
let worker: ReturnType<typeof createWorker>
let workerServer: Server<undefined>
let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
	youtube = await startFakeYouTube({
		captions: [
			{ videoId: 'eF8Qqp7rjDg', lang: 'en', kind: 'asr', fmt: 'srv1', tlang: 'de', file: SRV1 },
			// Real bodies standing in for GJLlxj_dtq8's tracks, whose own were not recorded.
			{ videoId: 'GJLlxj_dtq8', lang: 'zh', fmt: 'srv1', file: SRV1 },
			{ videoId: 'GJLlxj_dtq8', lang: 'en', kind: 'asr', fmt: 'srv1', file: SRV1 },
		],
	})
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
beforeEach(() => youtube.reset())

const post = (body: unknown) =>
	t.app.request('/api/tools/transcript', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	})

test('caption URLs marked exp=xpe on every client: the player in Chromium fetches them with its token', async () => {
	youtube.setTokenWall('marked')
	const res = await post({ video_url: 'https://www.youtube.com/watch?v=eF8Qqp7rjDg' })
	expect(res.status).toBe(200)
	const body = (await res.json()) as TranscriptResult
	expect(body).toMatchObject({ videoId: 'eF8Qqp7rjDg', language: 'en', isGenerated: true, isTranslated: false })
	expect(body.cues).toHaveLength(133)
	expect(body.cues[0]?.text).toBe('citizens of the world welcome to this')
	// Every client was asked, none of their gated URLs fetched; then the watch page in Chromium,
	// whose player fetched the track with a token.
	const routes = youtube.requests.map((r) => r.route)
	expect(routes.filter((r) => r === 'player')).toHaveLength(3)
	expect(routes).toContain('watch')
	const captions = youtube.requests.filter((r) => r.route === 'timedtext')
	expect(captions).toHaveLength(1)
	expect(captions[0]?.query).toMatchObject({ v: 'eF8Qqp7rjDg', lang: 'en', kind: 'asr', potc: '1', c: 'WEB' })
	expect(captions[0]?.query.pot).toStartWith('fake-pot-')
})

test('clean URLs that answer an empty 200, for a translation: the player fetches it with its token', async () => {
	youtube.setTokenWall('unmarked')
	const res = await post({ video_url: 'eF8Qqp7rjDg', language: 'de' })
	expect(res.status).toBe(200)
	expect((await res.json()) as TranscriptResult).toMatchObject({ language: 'de', isTranslated: true })
	const captions = youtube.requests.filter((r) => r.route === 'timedtext')
	// The plain path's URLs gave empty 200s (never read as "no captions"); then the player's.
	expect(captions.filter((r) => !r.query.pot).length).toBeGreaterThanOrEqual(1)
	expect(captions.filter((r) => r.query.pot).map((r) => r.query.tlang)).toEqual(['de'])
})

test('a player that fetched its own default track: its token is reused for the wanted text', async () => {
	youtube.setTokenWall('unmarked')
	youtube.setPlayerDefaultTrackOnly(true)
	// GJLlxj_dtq8's first track is Chinese; the wanted text is its auto-generated English track.
	const res = await post({ video_url: 'GJLlxj_dtq8', language: 'a.en' })
	expect(res.status).toBe(200)
	expect((await res.json()) as TranscriptResult).toMatchObject({ language: 'en', trackId: 'a.en', isGenerated: true })
	const withToken = youtube.requests.filter((r) => r.route === 'timedtext' && r.query.pot)
	expect(withToken.map((r) => `${r.query.lang}/${r.query.kind ?? ''}`)).toEqual(['zh/', 'en/asr'])
	expect(new Set(withToken.map((r) => r.query.pot)).size).toBe(1)
})

test('without captions on the page either, the answer is still tokenRequired', async () => {
	youtube.setTokenWall('marked')
	youtube.fail('503', { paths: /^\/api\/timedtext/ })
	const res = await post({ video_url: 'https://youtu.be/it3OtbTxQk0' })
	expect(res.status).toBe(503)
	expect(((await res.json()) as { error: { code: string } }).error.code).toBe('tokenRequired')
})

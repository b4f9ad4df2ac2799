import { beforeEach, expect, test } from 'bun:test'
import { withWorker } from '../../../tests/support/with-worker'
import type { TranscriptResult } from './schema'

// When every innertube client meets YouTube's PO-token wall, the worker's Chromium
// loads the watch page, YouTube's player (here the fake's stand-in, which mints a token the
// way the real one does) fetches the captions, and the worker captures that answer.
const SRV1 = 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'
const env = withWorker({
	captions: [
		{ videoId: 'eF8Qqp7rjDg', lang: 'en', kind: 'asr', fmt: 'srv1', tlang: 'de', file: SRV1 },
		// Real bodies standing in for GJLlxj_dtq8's tracks, whose own were not recorded.
		{ videoId: 'GJLlxj_dtq8', lang: 'zh', fmt: 'srv1', file: SRV1 },
		{ videoId: 'GJLlxj_dtq8', lang: 'en', kind: 'asr', fmt: 'srv1', file: SRV1 },
	],
})
beforeEach(() => env.youtube.reset())

const post = (body: unknown) =>
	env.app.app.request('/api/tools/transcript', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	})

test('caption URLs marked exp=xpe on every client: the player in Chromium fetches them with its token', async () => {
	env.youtube.setTokenWall('marked')
	const res = await post({ video_url: 'https://www.youtube.com/watch?v=eF8Qqp7rjDg' })
	expect(res.status).toBe(200)
	const body = (await res.json()) as TranscriptResult
	expect(body).toMatchObject({ videoId: 'eF8Qqp7rjDg', language: 'en', isGenerated: true, isTranslated: false })
	expect(body.cues).toHaveLength(133)
	expect(body.cues[0]?.text).toBe('citizens of the world welcome to this')
	// Every client was asked, none of their gated URLs fetched; then the watch page in Chromium,
	// whose player fetched the track with a token.
	const routes = env.youtube.requests.map((r) => r.route)
	expect(routes.filter((r) => r === 'player')).toHaveLength(3)
	expect(routes).toContain('watch')
	const captions = env.youtube.requests.filter((r) => r.route === 'timedtext')
	expect(captions).toHaveLength(1)
	expect(captions[0]?.query).toMatchObject({ v: 'eF8Qqp7rjDg', lang: 'en', kind: 'asr', potc: '1', c: 'WEB' })
	expect(captions[0]?.query.pot).toStartWith('fake-pot-')
})

test('clean URLs that answer an empty 200, for a translation: the player fetches it with its token', async () => {
	env.youtube.setTokenWall('unmarked')
	const res = await post({ video_url: 'eF8Qqp7rjDg', language: 'de' })
	expect(res.status).toBe(200)
	expect((await res.json()) as TranscriptResult).toMatchObject({ language: 'de', isTranslated: true })
	const captions = env.youtube.requests.filter((r) => r.route === 'timedtext')
	// The plain path's URLs gave empty 200s (never read as "no captions"); then the player's.
	expect(captions.filter((r) => !r.query.pot).length).toBeGreaterThanOrEqual(1)
	expect(captions.filter((r) => r.query.pot).map((r) => r.query.tlang)).toEqual(['de'])
})

test('a player that fetched its own default track: its token is reused for the wanted text', async () => {
	env.youtube.setTokenWall('unmarked')
	env.youtube.setPlayerDefaultTrackOnly(true)
	// GJLlxj_dtq8's first track is Chinese; the wanted text is its auto-generated English track.
	const res = await post({ video_url: 'GJLlxj_dtq8', language: 'a.en' })
	expect(res.status).toBe(200)
	expect((await res.json()) as TranscriptResult).toMatchObject({ language: 'en', trackId: 'a.en', isGenerated: true })
	const withToken = env.youtube.requests.filter((r) => r.route === 'timedtext' && r.query.pot)
	expect(withToken.map((r) => `${r.query.lang}/${r.query.kind ?? ''}`)).toEqual(['zh/', 'en/asr'])
	expect(new Set(withToken.map((r) => r.query.pot)).size).toBe(1)
})

test('without captions on the page either, the answer is still tokenRequired', async () => {
	env.youtube.setTokenWall('marked')
	env.youtube.fail('503', { paths: /^\/api\/timedtext/ })
	const res = await post({ video_url: 'https://youtu.be/it3OtbTxQk0' })
	expect(res.status).toBe(503)
	expect(((await res.json()) as { error: { code: string } }).error.code).toBe('tokenRequired')
})

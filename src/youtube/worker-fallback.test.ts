import { expect, test } from 'bun:test'
import { withWorker } from '../../tests/support/with-worker'
import { fetchPlayer } from './player.server'

// The server asks the worker only when the plain HTTP path is refused, here with
// real Chromium loading the channel page from the fake YouTube.
const env = withWorker()

test('innertube refused (429): the worker loads the channel page in Chromium and the answer is complete', async () => {
	env.youtube.fail('429', { paths: /^\/youtubei\// })
	const res = await env.app.app.request('/api/tools/profile', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ channel_url: 'https://www.env.youtube.com/@hospitalrecords' }),
	})
	expect(res.status).toBe(200)
	const body = await res.json()
	expect(body.channelName).toBe('Hospital Records')
	expect(body.channelId).toBe('UCw49uOTAJjGUdoAeUcp7tOg')
	expect(body.url).toStartWith('/api/image?')
	// The plain path was tried and refused first; then the browser fetched the channel page.
	const paths = env.youtube.requests.map((r) => `${r.method} ${r.path} ${r.status}`)
	expect(paths.some((p) => p.startsWith('POST /youtubei/v1/navigation/resolve_url 429'))).toBe(true)
	expect(paths.some((p) => p.startsWith('GET /@hospitalrecords'))).toBe(true)
}, 30_000)

test('the player: every innertube client refused, the worker loads the watch page', async () => {
	env.youtube.reset()
	env.youtube.fail('429', { paths: /^\/youtubei\// })
	const { player, via, attempts } = await fetchPlayer('GJLlxj_dtq8', {
		upstream: env.app.upstream,
		worker: env.app.worker,
	})
	expect(via).toBe('worker')
	expect(attempts.map((a) => a.code)).toEqual(['rateLimited', 'rateLimited', 'rateLimited'])
	expect(player.video?.videoId).toBe('GJLlxj_dtq8')
	expect(player.captions?.tracks.length).toBeGreaterThan(0)
	expect(env.youtube.requests.some((r) => r.method === 'GET' && r.path === '/watch')).toBe(true)
}, 30_000)

test('without a refusal the worker is not asked', async () => {
	env.youtube.reset()
	const res = await env.app.app.request('/api/tools/profile', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ channel_url: 'https://www.env.youtube.com/@gronkh' }),
	})
	expect(res.status).toBe(200)
	expect(env.youtube.requests.some((r) => r.method === 'GET' && r.path.startsWith('/@'))).toBe(false)
})

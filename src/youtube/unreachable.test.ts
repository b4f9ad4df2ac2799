/**
 * No route to YouTube: a refused, reset or unresolvable connection answers
 * at once with its own code, `upstreamUnreachable` (502), never "took too long"; a real
 * timeout stays `upstreamTimeout` (504). Through the tool APIs, as a visitor meets it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { YOUTUBE_HOSTS } from '../../tests/support/fake-youtube'
import { postJson, withFakeYouTube } from '../../tests/support/with-fake-youtube'
import { testApp } from '../server/test-app'

/** A port nothing listens on: opened by the system, then closed again. */
function closedPort(): number {
	const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
	const port = server.port as number
	server.stop(true)
	return port
}

const TOOLS = [
	['/api/tools/thumbnails', { video_url: 'https://www.youtube.com/watch?v=GJLlxj_dtq8' }],
	['/api/tools/transcript', { video_url: 'https://www.youtube.com/watch?v=GJLlxj_dtq8' }],
	['/api/tools/profile', { channel_url: 'https://www.youtube.com/@LinusTechTips' }],
] as const

describe('nothing listening where YouTube should be', () => {
	let dead: Awaited<ReturnType<typeof testApp>>
	beforeAll(async () => {
		const origin = `http://127.0.0.1:${closedPort()}`
		dead = await testApp({
			LOG_LEVEL: 'silent',
			UPSTREAM_OVERRIDES: YOUTUBE_HOSTS.map((host) => `${host}=${origin}`).join(','),
			UPSTREAM_TIMEOUT_MS: '5000',
		})
	})
	afterAll(() => dead.close())

	test.each(TOOLS)('%s: 502 upstreamUnreachable in well under the timeout, localized', async (path, body) => {
		const started = performance.now()
		const res = await dead.app.request(path, {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'accept-language': 'de' },
			body: JSON.stringify(body),
		})
		expect(performance.now() - started).toBeLessThan(1500)
		expect(res.status).toBe(502)
		const error = ((await res.json()) as { error: { code: string; message: string } }).error
		expect(error).toEqual({
			code: 'upstreamUnreachable',
			message: 'YouTube ist von diesem Server aus gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
		})
	})
})

describe('the fake YouTube failing', () => {
	const env = withFakeYouTube({ UPSTREAM_TIMEOUT_MS: '800' })

	test('a dropped connection (reset) on every client is upstreamUnreachable', async () => {
		env.youtube.fail('reset')
		const res = await postJson(env, '/api/tools/transcript', { video_url: 'https://youtu.be/GJLlxj_dtq8' })
		expect(res.status).toBe(502)
		expect(((await res.json()) as { error: { code: string } }).error.code).toBe('upstreamUnreachable')
	})

	test('a slow answer is still upstreamTimeout', async () => {
		env.youtube.fail('slow', { delayMs: 3000 })
		const res = await postJson(env, '/api/tools/thumbnails', { video_url: 'https://youtu.be/dsMFmonKDD4' })
		expect(res.status).toBe(504)
		expect(((await res.json()) as { error: { code: string } }).error.code).toBe('upstreamTimeout')
	})
})

/**
 * A test app that names no fake YouTube never leaves the machine: every YouTube host goes to a
 * closed loopback port and the lookup fails at once with upstreamUnreachable, rather than waiting
 * on the real youtube.com (which hangs on an offline machine and eats the test's deadline).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { REFUSING_ORIGIN } from '../core/config'
import { testApp } from './test-app'

const LOOKUPS = [
	['/api/tools/transcript', { video_url: 'https://www.youtube.com/watch?v=GJLlxj_dtq8' }],
	['/api/tools/thumbnails', { video_url: 'https://www.youtube.com/watch?v=GJLlxj_dtq8' }],
	['/api/tools/profile', { channel_url: 'https://www.youtube.com/@LinusTechTips' }],
] as const

describe('a test app without UPSTREAM_OVERRIDES', () => {
	/** Every URL the app fetched; anything off loopback is refused here, so no test run reaches the internet. */
	const fetched: string[] = []
	const realFetch = globalThis.fetch
	let app: Awaited<ReturnType<typeof testApp>>
	beforeAll(async () => {
		globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
			const url = input instanceof Request ? input.url : String(input)
			fetched.push(url)
			if (new URL(url).hostname !== '127.0.0.1') {
				throw Object.assign(new Error(`left the machine for ${url}`), { code: 'ENETUNREACH' })
			}
			return realFetch(input, init)
		}) as typeof fetch
		// The upstream module takes the global fetch when the app is made.
		app = await testApp({ UPSTREAM_TIMEOUT_MS: '20000' })
	})
	afterAll(async () => {
		globalThis.fetch = realFetch
		await app.close()
	})

	test.each(LOOKUPS)('%s asks the refusing loopback port only, and says upstreamUnreachable', async (path, body) => {
		fetched.length = 0
		const res = await app.app.request(path, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
		})
		expect(fetched.length).toBeGreaterThan(0)
		for (const url of fetched) expect(url).toStartWith(`${REFUSING_ORIGIN}/`)
		expect(res.status).toBe(502)
		expect(((await res.json()) as { error: { code: string } }).error.code).toBe('upstreamUnreachable')
	})
})

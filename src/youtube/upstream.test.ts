import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Server } from 'bun'
import { YOUTUBE_FIXTURES } from '../../tests/support/fixtures'
import { YOUTUBE_ERROR_STATUS } from './app-error'
import { YouTubeError } from './errors'
import { assertServed, classify, createUpstream, failureVerdict } from './upstream.server'

const FIXTURES = YOUTUBE_FIXTURES
let youtube: Server<undefined>
let proxy: Server<undefined>
const seen: { url: string; cookie: string | null; host: string | null }[] = []
const proxied: string[] = []

beforeAll(async () => {
	const consent = await Bun.file(`${FIXTURES}/ytta/consent_page_2021.html`).text()
	const captcha = await Bun.file(`${FIXTURES}/ytta/recaptcha_unusual_traffic_2021.html`).text()
	const botCheck = await Bun.file(`${FIXTURES}/ytta/player_android_bot_check.json`).text()
	youtube = Bun.serve({
		port: 0,
		hostname: '127.0.0.1',
		async fetch(request) {
			const url = new URL(request.url)
			const cookie = request.headers.get('cookie')
			seen.push({ url: url.pathname + url.search, cookie, host: request.headers.get('x-forwarded-host') })
			switch (url.pathname) {
				case '/ok':
					return new Response('{"fine":true}', { headers: { 'content-type': 'application/json' } })
				case '/consent':
					// The wall goes away once the CONSENT cookie from the page is sent.
					return cookie?.includes('CONSENT=YES+') ? new Response('watch page') : new Response(consent)
				case '/always-consent':
					return new Response(consent)
				case '/captcha':
					return new Response(captcha)
				case '/429':
					return new Response('slow down', { status: 429 })
				case '/500':
					return new Response('oops', { status: 503 })
				case '/404':
					return new Response('nope', { status: 404 })
				case '/bot':
					return new Response(botCheck, { headers: { 'content-type': 'application/json' } })
				case '/slow':
					await Bun.sleep(1000)
					return new Response('late')
				case '/redirect-consent':
					return new Response(null, { status: 302, headers: { location: 'https://consent.youtube.com/m?continue=x' } })
				default:
					return new Response('?', { status: 400 })
			}
		},
	})
	proxy = Bun.serve({
		port: 0,
		hostname: '127.0.0.1',
		fetch(request) {
			proxied.push(request.url)
			return fetch(request.url, { headers: request.headers })
		},
	})
})
afterAll(() => {
	youtube.stop(true)
	proxy.stop(true)
})

const upstream = (extra: Partial<Parameters<typeof createUpstream>[0]> = {}) =>
	createUpstream({
		overrides: new Map([['www.youtube.com', `http://127.0.0.1:${youtube.port}`]]),
		timeoutMs: 2000,
		...extra,
	})

describe('upstream', () => {
	test('UPSTREAM_OVERRIDES sends a YouTube URL to the override, path and query kept', async () => {
		const answer = await upstream().request('https://www.youtube.com/ok?x=1')
		expect(answer).toMatchObject({ verdict: 'ok', status: 200, url: `http://127.0.0.1:${youtube.port}/ok?x=1` })
		expect(JSON.parse(answer.body)).toEqual({ fine: true })
		expect(seen.at(-1)).toMatchObject({ url: '/ok?x=1', host: 'www.youtube.com' })
	})

	test('hosts without an override are left alone', () => {
		expect(upstream().rewrite('https://i.ytimg.com/vi/x/default.jpg')).toBe('https://i.ytimg.com/vi/x/default.jpg')
	})

	test('every request carries the consent cookie', async () => {
		await upstream().request('https://www.youtube.com/ok')
		expect(seen.at(-1)?.cookie).toContain('SOCS=')
	})

	test('a consent wall is retried once with the page consent value', async () => {
		const answer = await upstream().request('https://www.youtube.com/consent')
		expect(answer).toMatchObject({ verdict: 'ok', body: 'watch page' })
		expect(seen.at(-1)?.cookie).toMatch(/CONSENT=YES\+\S+/)
		const stuck = await upstream().request('https://www.youtube.com/always-consent')
		expect(stuck.verdict).toBe('consentWall')
		expect(() => assertServed(stuck)).toThrow(YouTubeError)
	})

	test.each([
		['/captcha', 'rateLimited'],
		['/429', 'rateLimited'],
		['/500', 'serverError'],
		['/404', 'notFound'],
		['/bot', 'botCheck'],
		['/redirect-consent', 'consentWall'],
	] as const)('%s is classified as %s', async (path, verdict) => {
		expect((await upstream().request(`https://www.youtube.com${path}`)).verdict).toBe(verdict)
	})

	test('a slow answer times out; a refused connection is unreachable, at once', async () => {
		expect((await upstream({ timeoutMs: 200 }).request('https://www.youtube.com/slow')).verdict).toBe('timeout')
		const dead = createUpstream({ overrides: new Map([['www.youtube.com', 'http://127.0.0.1:1']]), timeoutMs: 5000 })
		const started = performance.now()
		const answer = await dead.request('https://www.youtube.com/ok')
		expect(answer.verdict).toBe('unreachable')
		expect(performance.now() - started).toBeLessThan(1000)
		expect(() => assertServed(answer)).toThrow(expect.objectContaining({ code: 'upstreamUnreachable' }))
		expect(YOUTUBE_ERROR_STATUS.upstreamUnreachable).toBe(502)
	})

	test('a host without a DNS answer is unreachable, not slow', async () => {
		const nowhere = createUpstream({
			overrides: new Map([['www.youtube.com', 'http://nonexistent.invalid']]),
			timeoutMs: 10_000,
		})
		expect((await nowhere.request('https://www.youtube.com/ok')).verdict).toBe('unreachable')
	})

	test('raw() rejects with the failure’s own code: unreachable, slow, or the caller’s abort', async () => {
		const dead = createUpstream({ overrides: new Map([['i.ytimg.com', 'http://127.0.0.1:1']]), timeoutMs: 5000 })
		await expect(dead.raw('https://i.ytimg.com/vi/x/default.jpg', { method: 'HEAD' })).rejects.toMatchObject({
			code: 'upstreamUnreachable',
		})
		await expect(upstream({ timeoutMs: 200 }).raw('https://www.youtube.com/slow')).rejects.toMatchObject({
			code: 'upstreamTimeout',
		})
		const controller = new AbortController()
		const pending = upstream().raw('https://www.youtube.com/slow', { signal: controller.signal })
		controller.abort()
		const reason = await pending.catch((error: unknown) => error)
		expect(reason).not.toBeInstanceOf(YouTubeError)
	})

	test('failureVerdict: our timeout first, then the connection codes Bun and Node throw', () => {
		const fired = AbortSignal.abort()
		const running = new AbortController().signal
		const coded = (code: string) => Object.assign(new TypeError(code), { code })
		expect(failureVerdict(coded('ECONNREFUSED'), fired)).toBe('timeout')
		for (const code of [
			'ECONNREFUSED',
			'ECONNRESET',
			'ENOTFOUND',
			'EAI_AGAIN',
			'ConnectionRefused',
			'FailedToOpenSocket',
		]) {
			expect([code, failureVerdict(coded(code), running)]).toEqual([code, 'unreachable'])
		}
		expect(failureVerdict(coded('ZlibError'), running)).toBe('networkError')
		expect(failureVerdict(new Error('what'), running)).toBe('networkError')
		expect(failureVerdict(null, running)).toBe('networkError')
	})

	test('the caller can cancel (the visitor went away)', async () => {
		const controller = new AbortController()
		const pending = upstream().request('https://www.youtube.com/slow', { signal: controller.signal })
		controller.abort()
		expect(pending).rejects.toThrow()
	})

	test('OUTBOUND_PROXY carries every request', async () => {
		const via = upstream({ proxy: `http://127.0.0.1:${proxy.port}` })
		const answer = await via.request('https://www.youtube.com/ok')
		expect(answer.verdict).toBe('ok')
		expect(proxied.at(-1)).toBe(`http://127.0.0.1:${youtube.port}/ok`)
	})

	test('assertServed maps refusals to error codes', () => {
		const base = { status: 0, url: 'u', contentType: '', body: '' }
		for (const [verdict, code] of [
			['rateLimited', 'rateLimited'],
			['botCheck', 'botCheck'],
			['consentWall', 'consentWall'],
			['timeout', 'upstreamTimeout'],
			['serverError', 'upstreamError'],
			['networkError', 'upstreamError'],
			['unreachable', 'upstreamUnreachable'],
		] as const) {
			try {
				assertServed({ ...base, verdict })
				throw new Error('did not throw')
			} catch (error) {
				expect((error as YouTubeError).code).toBe(code)
			}
		}
		expect(() => assertServed({ ...base, verdict: 'ok' })).not.toThrow()
	})

	test('classify reads YouTube pages served with 200', () => {
		expect(classify(200, '<form action="https://consent.youtube.com/s" method="POST">')).toBe('consentWall')
		expect(classify(200, '<div class="g-recaptcha" data-sitekey="x">')).toBe('rateLimited')
		expect(
			classify(200, '{"playabilityStatus":{"status":"LOGIN_REQUIRED","reason":"Sign in to confirm you’re not a bot"}}'),
		).toBe('botCheck')
		expect(classify(200, '{"playabilityStatus":{"status":"OK"}}')).toBe('ok')
	})
})

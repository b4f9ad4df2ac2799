/**
 * Requests without a usable Host header. HTTP/1.0 may leave Host out (load balancers' health checks
 * do): such a request is served as PUBLIC_URL's, on every path. HTTP/1.1 without Host, or a Host that
 * names no host, is answered 400. Neither is a server error: no 5xx, and nothing logged above `info`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { rawHttp } from '../../tests/support/raw-http'
import { type RunningServer, startServer } from '../../tests/support/server'
import { until } from '../../tests/support/until'
import { testApp } from './test-app'

/** A request as Bun.serve hands it on without Host: its url is the bare path (src/core/request-host.test.ts). */
function asBunGivesIt(path: string, init: RequestInit = {}): Request {
	const request = new Request(`http://placeholder${path}`, init)
	Object.defineProperty(request, 'url', { value: path, configurable: true })
	return request
}

interface LogLine {
	level: string
	msg: string
	status?: number
}
const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as LogLine)
const aboveInfo = (lines: LogLine[]) => lines.filter((l) => l.level !== 'info' && l.level !== 'debug')

describe('the real server, over a raw TCP connection', () => {
	let server: RunningServer
	beforeAll(async () => {
		server = await startServer()
	}, 30_000) // a production server's start: over 5 s on a loaded machine
	afterAll(() => server.stop())

	const http10 = (method: string, path: string) => rawHttp(server.port, `${method} ${path} HTTP/1.0\r\n\r\n`)

	test('HTTP/1.0 without Host is served on every path, as PUBLIC_URL', async () => {
		const health = await http10('GET', '/healthz')
		expect(health.status).toBe(200)
		expect(JSON.parse(health.body)).toEqual({ status: 'ok' })
		expect((await http10('HEAD', '/healthz')).status).toBe(200)
		expect((await http10('GET', '/readyz')).status).toBe(200)
		expect((await http10('GET', '/api/openapi.json')).status).toBe(200)
		expect((await http10('GET', '/robots.txt')).status).toBe(200)
		// Twice: the first renders, the second comes from the render cache (the fast path).
		for (const path of ['/', '/', '/de/', '/de/', '/guides']) {
			const page = await http10('GET', path)
			expect([path, page.status]).toEqual([path, 200])
			expect(page.body).toContain(`<link rel="canonical" href="${server.url}${path === '/' ? '' : path}`)
		}
		const contact = await rawHttp(
			server.port,
			'POST /api/contact HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
		)
		expect(contact.status).toBe(400) // the form's own validation: the request got there
		// A path that starts with // is a path of this site, not another host.
		expect((await http10('GET', '//evil.example/x')).status).toBe(404)
	})

	test('HTTP/1.1 without Host, or with a Host that names no host, is answered 400', async () => {
		const noHost = await rawHttp(server.port, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n')
		expect(noHost.status).toBe(400)
		for (const host of ['a b', '[::1', 'example.org:99999']) {
			for (const path of ['/healthz', '/', '/de/', '/api/openapi.json']) {
				const answer = await rawHttp(server.port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
				expect([host, path, answer.status]).toEqual([host, path, 400])
				expect(JSON.parse(answer.body).error.code).toBe('badRequest')
				expect(answer.headers.get('x-request-id')).toBeTruthy()
			}
		}
	})

	test('none of it is logged above info, and nothing goes to stderr', async () => {
		// What the start logged (a warning that no operator details are set) is not these requests'.
		const before = server.logs().length
		await http10('GET', '/healthz')
		await rawHttp(server.port, 'GET /healthz HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n')
		// The request lines come through the server's stdout pipe after the answers.
		await until(
			() => parsed(server.logs().slice(before)).some((l) => l.msg === 'request' && l.status === 400),
			'the 400 request line',
		)
		const lines = parsed(server.logs().slice(before))
		expect(aboveInfo(lines)).toEqual([])
		expect(lines.filter((l) => (l.status ?? 0) >= 500)).toEqual([])
		expect(lines.some((l) => l.msg === 'request' && l.status === 400)).toBe(true)
		expect(server.stderr()).toEqual([])
	})
})

describe("the app's fetch, given what Bun.serve gives", () => {
	let t: Awaited<ReturnType<typeof testApp>>
	beforeAll(async () => {
		t = await testApp({ LOG_LEVEL: 'info' })
	})
	afterAll(() => t.close())

	test('without Host: served as PUBLIC_URL', async () => {
		const health = await t.fetch(asBunGivesIt('/healthz'))
		expect(health.status).toBe(200)
		for (const path of ['/', '/', '/de/help']) {
			const page = await t.fetch(asBunGivesIt(path))
			expect([path, page.status]).toEqual([path, 200])
		}
		expect((await t.fetch(asBunGivesIt('/api/openapi.json', { method: 'HEAD' }))).status).toBe(200)
	})

	test('a Host that names no host: 400 with the localized error, logged at info', async () => {
		const logged = t.logLines.length
		const res = await t.fetch(asBunGivesIt('/de/', { headers: { host: 'a b', 'x-tubekit-lang': 'de' } }))
		expect(res.status).toBe(400)
		const body = (await res.json()) as { error: { code: string; message: string } }
		expect(body.error.code).toBe('badRequest')
		expect(body.error.message).toContain('Anfrage')
		const lines = parsed(t.logLines.slice(logged))
		expect(aboveInfo(lines)).toEqual([])
		expect(lines.filter((l) => l.msg === 'request').map((l) => l.status)).toEqual([400])
	})
})

/**
 * What Bun.serve gives as `request.url` when the Host header is missing or names no host, and how
 * requestHost and atOrigin read it (the server's fetch and the worker use both).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Server } from 'bun'
import { rawHttp } from '../../tests/support/raw-http'
import { atOrigin, requestHost } from './request-host'

interface Seen {
	url: string
	host: string
	fixed: string
	peer: string | null
}

let server: Server<undefined>
beforeAll(() => {
	server = Bun.serve({
		port: 0,
		hostname: '127.0.0.1',
		fetch(request, srv) {
			const url = request.url
			const host = requestHost(request)
			if (host !== 'named') atOrigin(request, 'https://tubekit.example')
			// requestIP after atOrigin: the request keeps the socket's identity.
			const seen: Seen = { url, host, fixed: request.url, peer: srv.requestIP(request)?.address ?? null }
			return Response.json(seen)
		},
	})
})
afterAll(() => server.stop(true))

const ask = async (text: string) => {
	const answer = await rawHttp(Number(server.port), text)
	return { status: answer.status, seen: answer.status === 200 ? (JSON.parse(answer.body) as Seen) : null }
}

describe('what Bun.serve gives without a usable Host', () => {
	test('HTTP/1.0 without Host: request.url is the bare path; it is put at the origin, its path and query kept', async () => {
		const { status, seen } = await ask('GET /healthz?x=1 HTTP/1.0\r\n\r\n')
		expect(status).toBe(200)
		expect(seen).toEqual({
			url: '/healthz?x=1',
			host: 'none',
			fixed: 'https://tubekit.example/healthz?x=1',
			peer: expect.stringContaining('127.0.0.1'),
		})
	})

	test('a path that starts with // stays a path at the origin, never a host', async () => {
		const { seen } = await ask('GET //evil.example/x HTTP/1.0\r\n\r\n')
		expect(seen?.url).toBe('//evil.example/x')
		expect(new URL(seen?.fixed ?? '').host).toBe('tubekit.example')
		expect(new URL(seen?.fixed ?? '').pathname).toBe('//evil.example/x')
	})

	test('an empty Host is no Host', async () => {
		const { seen } = await ask('GET /healthz HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n')
		expect(seen?.host).toBe('none')
	})

	test('HTTP/1.1 without Host: Bun answers 400 itself, before the app', async () => {
		expect((await ask('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n')).status).toBe(400)
	})

	test.each([
		['a b', '/a'],
		['[::1', 'http://[::1/a'],
		['example.org:99999', 'http://example.org:99999/a'],
	])('Host %p names no host: Bun passes %p on, which does not parse; it is unusable', async (host, url) => {
		const { seen } = await ask(`GET /a HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
		expect(seen?.url).toBe(url)
		expect(seen?.host).toBe('unusable')
		expect(seen?.fixed).toBe('https://tubekit.example/a')
	})

	test('a named Host: the request is left as it is', async () => {
		const { seen } = await ask('GET /a HTTP/1.0\r\nHost: example.org\r\n\r\n')
		expect(seen).toMatchObject({ url: 'http://example.org/a', host: 'named', fixed: 'http://example.org/a' })
	})
})

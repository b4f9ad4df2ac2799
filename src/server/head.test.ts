/**
 * HEAD tells the length GET sends, or no length at all, never a wrong one: with and without
 * `Accept-Encoding: gzip`, on the kept pages (render/render-cache.ts), on pages rendered through the app
 * (render/render-page.tsx) and on the other routes (middleware/every-request.ts, compression). Bun.serve writes
 * `Content-Length: 0` for a HEAD answer that names no length, so the wire is checked too.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { type RawAnswer, rawHttp } from '../../tests/support/raw-http'
import { type RunningServer, startServer } from '../../tests/support/server'
import { testApp } from './test-app'

const PATHS = ['/', '/de/', '/guides', '/api/openapi.json', '/healthz', '/robots.txt', '/no-such-page', '/?x=1']
const ENCODINGS = ['gzip', 'identity']

/** The bytes of a chunked body, its framing taken off. */
function unchunked(body: string): number {
	let size = 0
	let at = 0
	for (;;) {
		const end = body.indexOf('\r\n', at)
		const chunk = Number.parseInt(body.slice(at, end), 16)
		if (!chunk) return size
		size += chunk
		at = end + 2 + chunk + 2
	}
}

/** What GET put on the wire: its Content-Length, checked against the bytes that came. */
function sentBytes(get: RawAnswer): number {
	const length = get.headers.get('content-length')
	if (length === undefined) return unchunked(get.body)
	expect(Buffer.byteLength(get.body, 'latin1')).toBe(Number(length))
	return Number(length)
}

describe('HEAD through the real server, on the wire', () => {
	let server: RunningServer
	beforeAll(async () => {
		server = await startServer()
	}, 30_000) // a production server's start: over 5 s on a loaded machine
	afterAll(() => server.stop())

	const ask = (method: string, path: string, encoding: string) =>
		rawHttp(
			Number(server.port),
			`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
		)

	for (const encoding of ENCODINGS) {
		test.each(PATHS)(`HEAD %s with Accept-Encoding: ${encoding} claims GET's length or none`, async (path) => {
			// Twice: the first answer may render, the second comes from the render cache (the fast path).
			for (let round = 0; round < 2; round++) {
				const head = await ask('HEAD', path, encoding)
				const get = await ask('GET', path, encoding)
				const bytes = sentBytes(get)
				expect(bytes).toBeGreaterThan(10)
				expect(head.status).toBe(get.status)
				expect(head.body).toBe('')
				const claimed = head.headers.get('content-length')
				if (claimed === undefined) expect(head.headers.get('transfer-encoding')).toBe('chunked')
				else {
					expect([path, encoding, Number(claimed)]).toEqual([path, encoding, bytes])
					expect(get.headers.get('content-length')).toBe(claimed)
				}
			}
		})
	}

	test('the kept pages claim their exact length, gzip-encoded or not', async () => {
		for (const path of ['/', '/de/', '/guides']) {
			await ask('GET', path, 'identity') // kept now
			for (const encoding of ENCODINGS) {
				const head = await ask('HEAD', path, encoding)
				const get = await ask('GET', path, encoding)
				expect([path, encoding, head.headers.get('content-length')]).toEqual([
					path,
					encoding,
					get.headers.get('content-length'),
				])
				expect(head.headers.get('content-encoding')).toBe(get.headers.get('content-encoding'))
			}
		}
	})

	test('a fetch client reads a HEAD without a length and goes on', async () => {
		const head = await fetch(`${server.url}/api/openapi.json`, {
			method: 'HEAD',
			headers: { 'accept-encoding': 'gzip' },
		})
		expect(head.status).toBe(200)
		expect((await head.arrayBuffer()).byteLength).toBe(0)
		expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
	})
})

describe('HEAD through the app (app.request)', () => {
	let t: Awaited<ReturnType<typeof testApp>>
	beforeAll(async () => {
		t = await testApp()
	})
	afterAll(() => t.close())

	for (const encoding of ENCODINGS) {
		test.each(PATHS)(`HEAD %s with Accept-Encoding: ${encoding} claims GET's length or none`, async (path) => {
			for (let round = 0; round < 2; round++) {
				const headers = { 'accept-encoding': encoding }
				// HEAD first, then the GET it speaks for (a GET before it may have rendered what HEAD finds kept).
				const head = await t.request(path, { method: 'HEAD', headers })
				const get = await t.request(path, { headers })
				// The bytes as they would go out: app.request does not decode a gzip body.
				const bytes = (await get.arrayBuffer()).byteLength
				expect(head.status).toBe(get.status)
				expect(await head.text()).toBe('')
				const claimed = head.headers.get('content-length')
				if (claimed === null) expect(head.headers.get('transfer-encoding')).toBe('chunked')
				else expect([path, encoding, Number(claimed)]).toEqual([path, encoding, bytes])
			}
		})
	}
})

/**
 * Attacks the random parts do not make, run by `bun run fuzz` after them against the same server: each is a
 * sequence of requests with an expectation across them (a budget that must run out, two answers that must
 * agree), or a request fetch() cannot send (HTTP/1.0 without a Host header). Every one of them was a live
 * defect once; each returns what it found wrong (nothing: it held). The seed picks the addresses and paths, so a
 * failure replays with `bun run fuzz --seed N`.
 */
import { connect } from 'node:net'
import fc from 'fast-check'
import type { Harness } from './harness'

export interface Attack {
	name: string
	run(harness: Harness, seed: number): Promise<string[]>
}

/** Paths of every kind: cached pages, a page in each language, the API's document, a health probe, a 404. */
const PATHS = ['/', '/de/', '/guides', '/es/guides', '/help', '/tr/contact', '/api/openapi.json', '/healthz', '/nope']

/** Random values drawn from the run's seed (the same seed, the same attack). */
function draw<T>(arbitrary: fc.Arbitrary<T>, seed: number, count = 1): T[] {
	return fc.sample(arbitrary, { seed, numRuns: count })
}

const hex16 = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16))

/** One raw HTTP request over a socket; the status line's code, or what went wrong. */
function rawRequest(url: string, text: string): Promise<{ status: number; head: string } | { failure: string }> {
	const { hostname, port } = new URL(url)
	return new Promise((resolve) => {
		const socket = connect({ host: hostname, port: Number(port) })
		let received = ''
		const timer = setTimeout(() => {
			socket.destroy()
			resolve({ failure: 'no answer within 15 s' })
		}, 15_000)
		socket.on('connect', () => socket.write(text))
		socket.on('data', (chunk) => {
			received += chunk.toString('latin1')
			const end = received.indexOf('\r\n\r\n')
			if (end < 0) return
			clearTimeout(timer)
			socket.destroy()
			const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0)
			resolve(status ? { status, head: received.slice(0, end) } : { failure: `not HTTP: ${received.slice(0, 80)}` })
		})
		socket.on('error', (error) => {
			clearTimeout(timer)
			resolve({ failure: String(error) })
		})
		socket.on('end', () => {
			clearTimeout(timer)
			if (!received.includes('\r\n\r\n')) resolve({ failure: 'closed without an answer' })
		})
	})
}

export const ATTACKS: Attack[] = [
	{
		// One IPv6 customer holds a /64: twelve of its addresses share the admin sign-in's budget of ten.
		name: 'ipv6-one-network',
		async run(harness, seed) {
			const [prefix] = draw(
				fc.tuple(hex16, hex16).map((g) => `2001:db8:${g.join(':')}`),
				seed,
			)
			const statuses: number[] = []
			for (const i of draw(fc.tuple(hex16, hex16), seed + 1, 12).entries()) {
				const [n, [a, b]] = i
				const res = await fetch(`${harness.url}/admin/login`, {
					method: 'POST',
					headers: {
						'content-type': 'application/x-www-form-urlencoded',
						'x-forwarded-for': `${prefix}:${a}:${b}:${n.toString(16)}:1`,
					},
					body: new URLSearchParams({ password: `guess ${n}` }).toString(),
					redirect: 'manual',
				})
				await res.arrayBuffer()
				statuses.push(res.status)
			}
			return statuses.slice(10).every((s) => s === 429)
				? []
				: [`12 sign-ins from one /64 (${prefix}::/64) were never refused: ${statuses.join(' ')}`]
		},
	},
	{
		// Load balancers' health checks speak HTTP/1.0 without Host; HTTP/1.1 without Host is a bad request.
		name: 'no-host-header',
		async run(harness, seed) {
			const problems: string[] = []
			for (const path of draw(fc.constantFrom(...PATHS), seed, 6)) {
				const old = await rawRequest(harness.url, `GET ${path} HTTP/1.0\r\n\r\n`)
				if ('failure' in old) problems.push(`HTTP/1.0 GET ${path} without Host: ${old.failure}`)
				else if (old.status >= 500) problems.push(`HTTP/1.0 GET ${path} without Host answered ${old.status}`)
				const bad = await rawRequest(harness.url, `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`)
				if ('failure' in bad) problems.push(`HTTP/1.1 GET ${path} without Host: ${bad.failure}`)
				else if (bad.status !== 400) problems.push(`HTTP/1.1 GET ${path} without Host answered ${bad.status}, not 400`)
			}
			return problems
		},
	},
	{
		// Link checkers, monitors and caches trust HEAD: its Content-Length is GET's, or absent.
		name: 'head-length',
		async run(harness, seed) {
			const problems: string[] = []
			const encodings = fc.constantFrom('gzip', 'gzip, deflate, br', 'identity', '')
			for (const [path, encoding] of draw(fc.tuple(fc.constantFrom(...PATHS), encodings), seed, 8)) {
				const headers = encoding ? { 'accept-encoding': encoding } : ({} as Record<string, string>)
				const get = await fetch(`${harness.url}${path}`, { headers, decompress: false } as RequestInit)
				const getLength = (await get.arrayBuffer()).byteLength
				const head = await fetch(`${harness.url}${path}`, { method: 'HEAD', headers })
				const said = head.headers.get('content-length')
				if (said !== null && Number(said) !== getLength) {
					problems.push(
						`HEAD ${path} (Accept-Encoding: ${encoding || 'none'}) says ${said} bytes, GET sends ${getLength}`,
					)
				}
			}
			return problems
		},
	},
]

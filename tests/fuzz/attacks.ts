/**
 * Attacks the random parts do not make, run by `bun run fuzz` after them against the same server: each is a
 * sequence of requests with an expectation across them (a budget that must run out, two answers that must
 * agree), or a request fetch() cannot send (HTTP/1.0 without a Host header). Every one of them was a live
 * defect once; each returns what it found wrong (nothing: it held). The seed picks the addresses and paths, so a
 * failure replays with `bun run fuzz --seed N`.
 */
import fc from 'fast-check'
import { type RawAnswer, rawHttp } from '../support/raw-http'
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

/** The port of the harness's server. */
const portOf = (url: string) => Number(new URL(url).port)

/** The bytes of a raw answer's body, its chunked framing (if any) taken off. */
function bodyBytes(answer: RawAnswer): number {
	if (!/chunked/i.test(answer.headers.get('transfer-encoding') ?? '')) return answer.body.length
	let total = 0
	let at = 0
	for (;;) {
		const lineEnd = answer.body.indexOf('\r\n', at)
		const size = Number.parseInt(answer.body.slice(at, lineEnd), 16)
		if (!(size > 0)) return total
		total += size
		at = lineEnd + 2 + size + 2
	}
}

/** A request on its own connection, as written: the answer, or what went wrong. */
async function raw(url: string, text: string): Promise<RawAnswer | { failure: string }> {
	try {
		return await rawHttp(portOf(url), text)
	} catch (error) {
		return { failure: String(error) }
	}
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
				const old = await raw(harness.url, `GET ${path} HTTP/1.0\r\n\r\n`)
				if ('failure' in old) problems.push(`HTTP/1.0 GET ${path} without Host: ${old.failure}`)
				else if (old.status >= 500) problems.push(`HTTP/1.0 GET ${path} without Host answered ${old.status}`)
				const bad = await raw(harness.url, `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`)
				if ('failure' in bad) problems.push(`HTTP/1.1 GET ${path} without Host: ${bad.failure}`)
				else if (bad.status !== 400) problems.push(`HTTP/1.1 GET ${path} without Host answered ${bad.status}, not 400`)
			}
			return problems
		},
	},
	{
		// Link checkers, monitors and caches trust HEAD: its Content-Length is what the same GET sends, or absent.
		// Both are read on the wire (a fetch client adds Accept-Encoding and decompresses), after a first GET,
		// so that both meet the same kept page.
		name: 'head-length',
		async run(harness, seed) {
			const problems: string[] = []
			const encodings = fc.constantFrom('gzip', 'gzip, deflate, br', 'identity', '')
			for (const [path, encoding] of draw(fc.tuple(fc.constantFrom(...PATHS), encodings), seed, 8)) {
				const request = (method: string) =>
					`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 192.0.2.77\r\n${encoding ? `Accept-Encoding: ${encoding}\r\n` : ''}Connection: close\r\n\r\n`
				await raw(harness.url, request('GET'))
				const get = await raw(harness.url, request('GET'))
				const head = await raw(harness.url, request('HEAD'))
				if ('failure' in get || 'failure' in head) {
					problems.push(`${path}: ${'failure' in get ? get.failure : ''} ${'failure' in head ? head.failure : ''}`)
					continue
				}
				const sent = bodyBytes(get)
				const said = head.headers.get('content-length')
				if (said !== undefined && Number(said) !== sent) {
					problems.push(`HEAD ${path} (Accept-Encoding: ${encoding || 'none'}) says ${said} bytes, GET sends ${sent}`)
				}
			}
			return problems
		},
	},
]

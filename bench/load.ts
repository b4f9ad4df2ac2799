/**
 * Load: 200 connections × 60 s of what visitors do at once, against the
 * production server on 127.0.0.1 with the fake YouTube: pages in five languages (as browsers
 * ask: gzip), the tool APIs, page-view reports and contact posts. Every request comes from
 * another of 20,000 client addresses (the bench stands in for a reverse proxy, TRUST_PROXY=1),
 * so the rate limits keep their real values and a 429 means a limit a crowd would meet.
 *
 * Prints the count of each status (all, and per kind of request), p50/p99 latency, and the
 * server's resident memory (RSS) before the load, at its peak and after it.
 *
 * Run alone: `bun bench/load.ts` (needs `bun run build`). Shorter or lighter:
 * `bun bench/load.ts --connections 50 --duration 10` (or BENCH_CONNECTIONS / BENCH_DURATION).
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startFakeYouTube, UNMAPPED_CAPTION_FILES } from '../tests/support/fake-youtube'
import { assertBuilt, benchHeader, fmt, startBenchServer } from './support/server'

const { values: flags } = parseArgs({
	options: { connections: { type: 'string' }, duration: { type: 'string' } },
})
const CONNECTIONS = Number(flags.connections ?? process.env.BENCH_CONNECTIONS ?? 200)
const DURATION = Number(flags.duration ?? process.env.BENCH_DURATION ?? 60)
const CLIENTS = 20_000
if (!(CONNECTIONS >= 1 && DURATION >= 1)) {
	console.error('usage: bun bench/load.ts [--connections N] [--duration SECONDS]')
	process.exit(2)
}

await assertBuilt()
benchHeader('load')

const youtube = await startFakeYouTube({
	// The transcript API's video gets a caption body for its own track (as in bench/transcript.ts).
	captions: [{ videoId: 'GJLlxj_dtq8', lang: 'en', fmt: 'srv1', file: UNMAPPED_CAPTION_FILES.json3Asr2025 }],
})
const server = await startBenchServer({ LOG_LEVEL: 'warn', UPSTREAM_OVERRIDES: youtube.overrides, TRUST_PROXY: '1' })

/** Resident memory of the server process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
	const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
	return Number(kb) / 1024
}

type Kind = 'page' | 'tool API' | 'page view' | 'contact'
const gzip = { 'accept-encoding': 'gzip' }
const json = { 'content-type': 'application/json' }
const PAGES = [
	'/',
	'/de/',
	'/es/',
	'/tr/',
	'/nl/',
	'/tools/thumbnail-downloader',
	'/de/tools/transcript-downloader',
	'/es/help',
	'/tr/guides/youtube-seo-guide',
	'/nl/contact',
]
const TOOLS: [string, unknown][] = [
	['/api/tools/thumbnails', { video_url: 'https://youtu.be/GJLlxj_dtq8' }],
	['/api/tools/thumbnails', { video_url: 'https://www.youtube.com/shorts/M4gD1WSo5mA' }],
	['/api/tools/profile', { channel_url: 'https://www.youtube.com/@Gronkh' }],
	['/api/tools/transcript', { video_url: 'https://www.youtube.com/watch?v=GJLlxj_dtq8' }],
	['/api/tools/hashtags', { keywords: 'minecraft survival', category: 'gaming' }],
]
/** One round of every connection: 10 pages, 5 tool calls, 4 page views, 1 contact post. */
const MIX: { kind: Kind; method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }[] = [
	...PAGES.map((path) => ({ kind: 'page' as const, method: 'GET' as const, path, headers: gzip })),
	...TOOLS.map(([path, body]) => ({
		kind: 'tool API' as const,
		method: 'POST' as const,
		path,
		headers: json,
		body: JSON.stringify(body),
	})),
	...['/', '/de/help', '/es/tools/profile-downloader', '/nl/guides'].map((path) => ({
		kind: 'page view' as const,
		method: 'POST' as const,
		path: '/api/events',
		headers: json,
		body: JSON.stringify({ path, referrer: 'https://www.google.com/' }),
	})),
	{
		kind: 'contact',
		method: 'POST',
		path: '/api/contact',
		headers: json,
		body: JSON.stringify({
			from_name: 'Ann Load',
			from_email: 'ann@example.org',
			subject: 'Load test',
			category: 'general',
			message: 'A message sent while the server is under load, to be stored like any other.',
			form_started: 0,
		}),
	},
]

const clientAddress = () => {
	const i = Math.floor(Math.random() * CLIENTS)
	return `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`
}
const perKind = new Map<Kind, Map<number, number>>()
const requests: autocannon.Request[] = MIX.map(({ kind, ...request }) => ({
	...request,
	setupRequest: (req: autocannon.Request) => ({
		...req,
		headers: { ...req.headers, 'x-forwarded-for': clientAddress() },
	}),
	onResponse: (status: number) => {
		const counts = perKind.get(kind) ?? new Map<number, number>()
		counts.set(status, (counts.get(status) ?? 0) + 1)
		perKind.set(kind, counts)
	},
}))

// Warm: each request once (render cache, lookup caches), then the memory the load starts from.
for (const r of MIX) {
	await (
		await fetch(`${server.url}${r.path}`, {
			method: r.method,
			headers: { ...r.headers, 'x-forwarded-for': clientAddress() },
			body: r.body,
		})
	).arrayBuffer()
}
await Bun.sleep(1000)
const before = rssMb(server.pid)
let peak = before
const sampler = setInterval(() => {
	peak = Math.max(peak, rssMb(server.pid))
}, 200)

console.log(
	`\n${CONNECTIONS} connections × ${DURATION} s on ${server.url}: per round ${PAGES.length} pages (five languages, gzip), ` +
		`${TOOLS.length} tool API calls (fake YouTube), 4 page views, 1 contact post; ${fmt(CLIENTS)} client addresses`,
)
const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: DURATION, requests })
clearInterval(sampler)
peak = Math.max(peak, rssMb(server.pid))
await Bun.sleep(5000)
const after = rssMb(server.pid)

const statuses = Object.entries(result.statusCodeStats ?? {})
	.map(([status, s]) => `${status}: ${fmt(s.count ?? 0)}`)
	.join(', ')
console.log(
	`\nrequests ${fmt(result.requests.total)} (${fmt(result.requests.average)}/s) · errors ${result.errors} · timeouts ${result.timeouts}`,
)
console.log(`statuses ${statuses}`)
for (const [kind, counts] of perKind) {
	const line = [...counts]
		.sort(([a], [b]) => a - b)
		.map(([status, n]) => `${status}: ${fmt(n)}`)
		.join(', ')
	console.log(`  ${kind.padEnd(10)} ${line}`)
}
console.log(`latency p50 ${fmt(result.latency.p50, 1)} ms · p99 ${fmt(result.latency.p99, 1)} ms`)
console.log(`server RSS before ${fmt(before, 1)} MB · peak ${fmt(peak, 1)} MB · after ${fmt(after, 1)} MB (5 s later)`)

await server.stop()
await youtube.stop()

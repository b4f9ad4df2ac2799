/**
 * Several replicas, measured on this machine:
 *
 *  1. Requests per second of one replica against two, each behind Debian's Caddy with the
 *     deploy/scaled/Caddyfile and Redis on (the scaled setup), on a mixed load as browsers send
 *     it (gzip): cached pages in five languages, the thumbnails API (rate limit and lookup cache)
 *     and page-view reports; one replica direct, with and without Redis, is printed beside them,
 *     so the cost of Redis and the cost of the load balancer each show on their own. On 2 cores,
 *     two replicas, Caddy, Redis and the load generator share the same CPU: a ratio near 1 is
 *     what this machine can show, not a ceiling of the design.
 *  2. What Redis costs one request: 2,000 sequential API calls to a replica with REDIS_URL and to
 *     one without (p50, p99 and the difference), plus the rate-limit counter alone, in process.
 *
 * Run alone: `bun bench/scale.ts` (needs `bun run build`, redis-server and caddy from apt).
 */
import { tmpdir } from 'node:os'
import autocannon from 'autocannon'
import { createLogger } from '../src/core/logger'
import { memoryCounters, redisCounters } from '../src/state/counters'
import { connectRedis } from '../src/state/redis.server'
import { startCaddy } from '../tests/support/caddy'
import { startFakeYouTube } from '../tests/support/fake-youtube'
import { startRedis } from '../tests/support/redis'
import { assertBuilt, benchHeader, fmt, percentile, startBenchServer } from './support/server'

const DURATION = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = 32
const SEQUENTIAL = 2000

await assertBuilt()
benchHeader('scale')

const redis = await startRedis()
const youtube = await startFakeYouTube()
const env = {
	LOG_LEVEL: 'warn',
	UPSTREAM_OVERRIDES: youtube.overrides,
	TRUST_PROXY: '1',
	RATE_LIMIT_API_PER_MINUTE: '100000000',
	RATE_LIMIT_EVENTS_PER_MINUTE: '100000000',
}
const shared = {
	...env,
	REDIS_URL: redis.url,
	DATABASE_URL: `file:${tmpdir()}/tubekit-scale-bench-${Date.now()}.db`,
}
const single = await startBenchServer(env)
const replicas = [await startBenchServer(shared), await startBenchServer(shared)]
const one = await startCaddy([`127.0.0.1:${replicas[0]?.port}`])
const two = await startCaddy(replicas.map((r) => `127.0.0.1:${r.port}`))

const VIDEO = JSON.stringify({ video_url: 'https://youtu.be/GJLlxj_dtq8' })
const json = { 'content-type': 'application/json' }
/** As a browser asks: compressed answers. */
const gzip = { 'accept-encoding': 'gzip' }
const requests = [
	{ method: 'GET', path: '/', headers: gzip },
	{ method: 'GET', path: '/de/', headers: gzip },
	{ method: 'POST', path: '/api/tools/thumbnails', headers: json, body: VIDEO },
	{ method: 'GET', path: '/es/', headers: gzip },
	{ method: 'POST', path: '/api/events', headers: json, body: JSON.stringify({ path: '/tr/' }) },
	{ method: 'GET', path: '/nl/', headers: gzip },
	{ method: 'POST', path: '/api/tools/thumbnails', headers: json, body: VIDEO },
	{ method: 'GET', path: '/tr/', headers: gzip },
] as const

interface Run {
	name: string
	rps: number
	p50: number
	p99: number
	non2xx: number
	errors: number
}

async function load(name: string, url: string): Promise<Run> {
	// Warm: render caches and the lookup cache, on every replica behind the balancer.
	for (let i = 0; i < 40; i++) {
		const r = requests[i % requests.length] as (typeof requests)[number]
		await (
			await fetch(`${url}${r.path}`, {
				method: r.method,
				headers: 'headers' in r ? r.headers : {},
				body: 'body' in r ? r.body : undefined,
			})
		).arrayBuffer()
	}
	const result = await autocannon({
		url,
		connections: CONNECTIONS,
		duration: DURATION,
		requests: [...requests] as autocannon.Request[],
	})
	return {
		name,
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		non2xx: result.non2xx,
		errors: result.errors,
	}
}

const runs = [
	await load('1 replica, direct, in-process state', single.url),
	await load('1 replica, direct, Redis', (replicas[0] as { url: string }).url),
	await load('1 replica behind Caddy, Redis', one.url),
	await load('2 replicas behind Caddy, Redis', two.url),
]
console.log(`\n1. Mixed load, ${CONNECTIONS} connections × ${DURATION} s (autocannon)`)
console.log('   setup                                    req/s    p50 ms   p99 ms   non-2xx  errors')
for (const r of runs) {
	console.log(
		`   ${r.name.padEnd(40)} ${fmt(r.rps).padStart(7)} ${fmt(r.p50, 1).padStart(8)} ${fmt(r.p99, 1).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(7)}`,
	)
}
const [direct, directRedis, oneLb, twoLb] = runs as [Run, Run, Run, Run]
console.log(`   ratio 2 replicas / 1 replica (both behind Caddy, Redis on): ${(twoLb.rps / oneLb.rps).toFixed(2)}`)
console.log(`   ratio Redis / in-process state (1 replica, direct): ${(directRedis.rps / direct.rps).toFixed(2)}`)
console.log(`   ratio behind Caddy / direct (1 replica, Redis on): ${(oneLb.rps / directRedis.rps).toFixed(2)}`)

/** Sequential calls, one at a time, in microseconds. */
async function sequential(url: string, path: string, body: string | null): Promise<number[]> {
	const times: number[] = []
	for (let i = 0; i < SEQUENTIAL + 200; i++) {
		const t = performance.now()
		const res = await fetch(`${url}${path}`, { method: body ? 'POST' : 'GET', headers: json, body })
		await res.arrayBuffer()
		if (i >= 200) times.push((performance.now() - t) * 1000)
	}
	return times.sort((a, b) => a - b)
}

console.log(`\n2. What Redis adds to one request (${SEQUENTIAL} sequential calls after 200 warm-up, µs)`)
console.log('   call                                        in-process p50/p99    Redis p50/p99    added p50/p99')
for (const [label, path, body] of [
	['POST /api/tools/thumbnails (cached answer)', '/api/tools/thumbnails', VIDEO],
	['GET /api/unknown (rate limit, then 404)', '/api/unknown', null],
] as const) {
	const local = await sequential(single.url, path, body)
	const withRedis = await sequential((replicas[0] as { url: string }).url, path, body)
	const [l50, l99, r50, r99] = [
		percentile(local, 50),
		percentile(local, 99),
		percentile(withRedis, 50),
		percentile(withRedis, 99),
	]
	console.log(
		`   ${label.padEnd(44)} ${`${fmt(l50)}/${fmt(l99)}`.padStart(16)} ${`${fmt(r50)}/${fmt(r99)}`.padStart(16)} ${`${fmt(r50 - l50)}/${fmt(r99 - l99)}`.padStart(16)}`,
	)
}

const logger = createLogger('silent')
const connection = await connectRedis({ url: redis.url, prefix: 'bench:', logger })
for (const [label, counters] of [
	['rate-limit counter, in process', memoryCounters()],
	['rate-limit counter, Redis (one EVAL)', redisCounters(connection)],
] as const) {
	const times: number[] = []
	for (let i = 0; i < 5000; i++) {
		const t = performance.now()
		await counters.hit(`k${i % 50}`, 60_000)
		times.push((performance.now() - t) * 1000)
	}
	times.sort((a, b) => a - b)
	console.log(
		`   ${label.padEnd(44)} p50 ${fmt(percentile(times, 50), 1)} µs · p99 ${fmt(percentile(times, 99), 1)} µs`,
	)
}
connection.close()

await Promise.all([one.stop(), two.stop(), single.stop(), ...replicas.map((r) => r.stop())])
await youtube.stop()
await redis.stop()

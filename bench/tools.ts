/**
 * Tool API latency as a visitor waits for it, measured in one run on this machine: YouTube is the fake
 * (tests/support/fake-youtube.ts) holding every answer back LATENCY_MS, as a request to the real YouTube takes, and
 * the app logs at the production level, `info`, into /dev/null.
 *
 *  1. POST /api/tools/thumbnails and POST /api/tools/profile over HTTP: the app from testApp()
 *     (in-memory database, access log at info) served by `Bun.serve({ port: 0, fetch: app.fetch })`,
 *     YouTube answered by the fake in the same process. Each API
 *     - cold: a cache miss every time. Thumbnails: a distinct 11-character id per request (the
 *       fake has default..sddefault for every id). Profile: the recorded channels in turn, and a
 *       new testApp (empty cache) swapped into the server with `server.reload()` before each round
 *       (the new app is built outside the timed part);
 *     - warm: the same input repeated (answered from the service's cache).
 *  2. The browser worker path: a worker in-process (worker/app.ts, real Chromium, poolSize 1,
 *     launched with warm() and given warm-up jobs first) on its own Bun.serve, the app pointed at it
 *     with WORKER_URL. The fake refuses every innertube call (429 on /youtubei/), so
 *     POST /api/tools/profile for @hospitalrecords (the one channel page the fake serves) goes
 *     through the worker; a new testApp per request keeps the profile cache out of the way. For
 *     comparison, the same job straight through the worker client (createWorkerClient).
 *
 * No goal: the app runs inside this process (testApp), so these are parts of a lookup, printed to find where its
 * time goes. The goals are set on whole journeys in Chromium against the production server (bench/tool-journeys.ts).
 *
 * Run alone: `bun run build && bun bench/tools.ts` (testApp reads the client build's manifest).
 */
import { openSync, writeSync } from 'node:fs'
import { loadavg } from 'node:os'
import type { Server } from 'bun'
import { loadConfig } from '../src/core/config'
import { createLogger } from '../src/core/logger'
import { testApp } from '../src/server/test-app'
import { createWorkerClient } from '../src/youtube/worker-client.server'
import { type FakeYouTube, startFakeYouTube } from '../tests/support/fake-youtube'
import { createWorker } from '../worker/app'
import { assertBuilt, percentile } from './support/server'

const WARMUP = 20
const WARM_SAMPLES = 200
const COLD_SAMPLES = 60
const WORKER_WARMUP_JOBS = 2
const WORKER_SAMPLES = 15
const WORKER_SECRET = 'bench-worker-secret-0123456789'
const WORKER_JOB_TIMEOUT_MS = 15_000
/** A request to YouTube from a server in Europe or the US: 60-100 ms here, 80 the middle. */
const LATENCY_MS = 80

/** Recorded channels the fake answers with a complete profile: [input, what the plain path asks]. */
const CHANNELS: readonly (readonly [string, 'resolve + browse' | 'browse'])[] = [
	['https://www.youtube.com/@Gronkh', 'resolve + browse'],
	['https://www.youtube.com/user/Vsauce', 'resolve + browse'],
	['https://www.youtube.com/c/gronkh', 'resolve + browse'],
	['https://www.youtube.com/channel/UCsXVk37bltHxD1rDPwtNM8Q', 'browse'],
	['https://www.youtube.com/channel/UC6nSFpj9HTCZ5t-N3Rm3-HA', 'browse'],
	['https://www.youtube.com/channel/UCYJ61XIK64sp6ZFFS8sctxw', 'browse'],
	['https://www.youtube.com/channel/UCUaQMQS9lY5lit3vurpXQ6w', 'browse'],
	['https://www.youtube.com/channel/UCbfnHqxXs_K3kvaH-WlNlig', 'browse'],
	['https://www.youtube.com/channel/UCw49uOTAJjGUdoAeUcp7tOg', 'browse'],
]
const WARM_VIDEO = 'https://www.youtube.com/watch?v=GJLlxj_dtq8'
const WARM_CHANNEL = 'https://www.youtube.com/@Gronkh'
const WORKER_CHANNEL = 'https://www.youtube.com/@hospitalrecords'

interface Stats {
	n: number
	p50: number
	p99: number
	max: number
}

function stats(samples: number[]): Stats {
	const sorted = [...samples].sort((a, b) => a - b)
	return {
		n: sorted.length,
		p50: percentile(sorted, 50),
		p99: percentile(sorted, 99),
		max: sorted.at(-1) ?? Number.NaN,
	}
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(2))
const line = (label: string, s: Stats) =>
	`  ${label.padEnd(58)} n=${String(s.n).padStart(3)}   p50 ${ms(s.p50).padStart(7)} ms   p99 ${ms(s.p99).padStart(7)} ms`
const loadAvg = () =>
	loadavg()
		.map((l) => l.toFixed(2))
		.join(' ')

let chromium: string | null
try {
	chromium = loadConfig().chromiumPath
} catch {
	chromium = null
}
if (!chromium || !(await Bun.file(chromium).exists())) {
	console.error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH')
	process.exit(1)
}
const chromiumPath = chromium
await assertBuilt()

const started = performance.now()
console.log(`\n=== Tool API latency (${navigator.hardwareConcurrency} CPUs; bun ${Bun.version}) ===`)
console.log(
	`App, fake YouTube and client share this process (sequential requests over loopback HTTP); YouTube answers after ${LATENCY_MS} ms; the app logs at info (to /dev/null); the worker drives Chromium.`,
)
console.log(
	`Load average at start (1/5/15 min): ${loadAvg()} — anything near or above the CPU count means the figures are depressed by other work.\n`,
)

type App = Awaited<ReturnType<typeof testApp>>

const youtube: FakeYouTube = await startFakeYouTube({ latencyMs: LATENCY_MS })
/** The production log level, its lines written where the bench does not keep them. */
const devNull = openSync('/dev/null', 'w')
const logger = createLogger('info', (line) => writeSync(devNull, line))
const appEnv = (extra: Record<string, string> = {}) => ({
	UPSTREAM_OVERRIDES: youtube.overrides,
	// One client sends every request here: the per-minute API budget (60) would answer 429.
	RATE_LIMIT_API_PER_MINUTE: '1000000',
	...extra,
})

let app: App = await testApp(appEnv(), { logger })
const server: Server<undefined> = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: app.fetch })
const base = `http://127.0.0.1:${server.port}`

/** Serves a new app (empty caches) on the same port and closes the old one (requests are sequential). */
async function freshApp(extra: Record<string, string> = {}): Promise<void> {
	const old = app
	app = await testApp(appEnv(extra), { logger })
	server.reload({ fetch: app.fetch })
	await old.close()
	// A new Hono app builds its router on the first request: pay that here, with a 400 that reaches no cache.
	const primed = await fetch(`${base}/api/tools/profile`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ channel_url: '' }),
	})
	await primed.arrayBuffer()
	if (primed.status !== 400) throw new Error(`priming request answered ${primed.status}`)
}

/** One POST, body read to the end; the time in ms and the parsed answer. Any status but 200 stops the run. */
async function post(path: string, body: unknown): Promise<{ ms: number; json: Record<string, unknown> }> {
	const t0 = performance.now()
	const res = await fetch(base + path, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	})
	const text = await res.text()
	const elapsed = performance.now() - t0
	if (res.status !== 200) throw new Error(`POST ${path} ${JSON.stringify(body)} answered ${res.status}: ${text}`)
	return { ms: elapsed, json: JSON.parse(text) }
}

const thumbnails = (videoUrl: string) => post('/api/tools/thumbnails', { video_url: videoUrl })
const profile = (channelUrl: string) => post('/api/tools/profile', { channel_url: channelUrl })

let videoCounter = 0
/** A distinct valid video id per call: `bench000001`, `bench000002`, … */
const nextVideoUrl = () => `https://www.youtube.com/watch?v=bench${String(++videoCounter).padStart(6, '0')}`

const results: Record<string, Stats> = {}
let workerLaunchMs = Number.NaN
const workerFirstJobs: number[] = []
let worker: ReturnType<typeof createWorker> | null = null
let workerServer: Server<undefined> | null = null

try {
	// 1a. Thumbnails: warm-up (distinct ids, not counted), cold, then warm.
	for (let i = 0; i < WARMUP; i++) await thumbnails(nextVideoUrl())
	const thumbCold: number[] = []
	for (let i = 0; i < COLD_SAMPLES; i++) thumbCold.push((await thumbnails(nextVideoUrl())).ms)
	youtube.reset()
	await thumbnails(WARM_VIDEO)
	const probes = youtube.requests.length
	const thumbWarm: number[] = []
	for (let i = 0; i < WARM_SAMPLES; i++) thumbWarm.push((await thumbnails(WARM_VIDEO)).ms)
	if (youtube.requests.length !== probes) throw new Error('warm thumbnails requests reached YouTube: not cached')
	results.thumbCold = stats(thumbCold)
	results.thumbWarm = stats(thumbWarm)

	// 1b. Profile: one untimed round (warm-up), then rounds on fresh apps (cold), then warm.
	for (const [url] of CHANNELS) await profile(url)
	const profileCold: number[] = []
	const coldByKind: Record<string, number[]> = { 'resolve + browse': [], browse: [] }
	while (profileCold.length < COLD_SAMPLES) {
		await freshApp()
		for (const [url, kind] of CHANNELS) {
			if (profileCold.length >= COLD_SAMPLES) break
			const { ms: elapsed } = await profile(url)
			profileCold.push(elapsed)
			coldByKind[kind]?.push(elapsed)
		}
	}
	youtube.reset()
	await profile(WARM_CHANNEL)
	const lookups = youtube.requests.length
	const profileWarm: number[] = []
	for (let i = 0; i < WARM_SAMPLES; i++) profileWarm.push((await profile(WARM_CHANNEL)).ms)
	if (youtube.requests.length !== lookups) throw new Error('warm profile requests reached YouTube: not cached')
	results.profileCold = stats(profileCold)
	results.profileColdResolve = stats(coldByKind['resolve + browse'] ?? [])
	results.profileColdBrowse = stats(coldByKind.browse ?? [])
	results.profileWarm = stats(profileWarm)

	// 2. The worker path with a warm browser.
	const w = createWorker({
		chromiumPath,
		overrides: loadConfig({ UPSTREAM_OVERRIDES: youtube.overrides }).upstreamOverrides,
		poolSize: 1,
		jobTimeoutMs: WORKER_JOB_TIMEOUT_MS,
		secret: WORKER_SECRET,
		logger,
	})
	worker = w
	const launch0 = performance.now()
	await w.warm()
	workerLaunchMs = performance.now() - launch0
	const ws = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: w.fetch })
	workerServer = ws
	const workerUrl = `http://127.0.0.1:${ws.port}`
	const client = createWorkerClient({ url: workerUrl, secret: WORKER_SECRET, timeoutMs: WORKER_JOB_TIMEOUT_MS + 1000 })
	const workerEnv = { WORKER_URL: workerUrl, WORKER_SECRET, WORKER_JOB_TIMEOUT_MS: String(WORKER_JOB_TIMEOUT_MS) }

	youtube.reset()
	youtube.fail('429', { paths: /^\/youtubei\// })
	for (let i = 0; i < WORKER_WARMUP_JOBS; i++) {
		const t0 = performance.now()
		await client.channel(WORKER_CHANNEL)
		workerFirstJobs.push(performance.now() - t0)
	}
	// Interleaved, so both series see the same machine; a fresh app (empty profile cache) per request.
	const viaProfile: number[] = []
	const viaClient: number[] = []
	for (let i = 0; i < WORKER_SAMPLES; i++) {
		const t0 = performance.now()
		const page = await client.channel(WORKER_CHANNEL)
		viaClient.push(performance.now() - t0)
		if (page.meta.title === null) throw new Error('worker channel job: no page title')
		await freshApp(workerEnv)
		const pagesBefore = youtube.requests.filter((r) => r.route === 'channel').length
		const { ms: elapsed, json } = await profile(WORKER_CHANNEL)
		viaProfile.push(elapsed)
		if (json.channelName !== 'Hospital Records') throw new Error(`worker path answered ${JSON.stringify(json)}`)
		if (youtube.requests.filter((r) => r.route === 'channel').length === pagesBefore) {
			throw new Error('profile request did not go through the worker')
		}
	}
	const refused = youtube.requests.filter((r) => r.path.startsWith('/youtubei/') && r.status === 429).length
	if (refused < WORKER_SAMPLES) throw new Error(`only ${refused} innertube calls were refused: plain path not forced`)
	results.workerProfile = stats(viaProfile)
	results.workerClient = stats(viaClient)
} finally {
	workerServer?.stop(true)
	await worker?.close()
	server.stop(true)
	await app.close()
	await youtube.stop()
}

const r = results as Record<
	| 'thumbCold'
	| 'thumbWarm'
	| 'profileCold'
	| 'profileColdResolve'
	| 'profileColdBrowse'
	| 'profileWarm'
	| 'workerProfile'
	| 'workerClient',
	Stats
>
console.log(
	`POST /api/tools/thumbnails (per miss, in parallel: the player call and sddefault, or with no WEB answer hqdefault and maxresdefault too; ${WARMUP} untimed warm-up requests first)`,
)
console.log(line('cold: a distinct video id per request', r.thumbCold))
console.log(line(`warm: ${WARM_VIDEO.split('=')[1]} repeated`, r.thumbWarm))
console.log(`  cold p50 / warm p50 = ${(r.thumbCold.p50 / r.thumbWarm.p50).toFixed(1)}x`)
console.log(`\nPOST /api/tools/profile (${CHANNELS.length} recorded channels in turn, a new app per round for cold)`)
console.log(line('cold: all', r.profileCold))
console.log(line('cold: handle / user / custom URL (resolve_url + browse)', r.profileColdResolve))
console.log(line('cold: channel id (browse)', r.profileColdBrowse))
console.log(line('warm: @Gronkh repeated', r.profileWarm))
console.log(`  cold p50 / warm p50 = ${(r.profileCold.p50 / r.profileWarm.p50).toFixed(1)}x`)
console.log(`\nBrowser worker (Chromium ${chromiumPath}, poolSize 1; innertube refused with 429)`)
console.log(`  ${'Chromium launch (warm())'.padEnd(58)}            ${ms(workerLaunchMs).padStart(7)} ms`)
console.log(
	`  ${'warm-up jobs (not counted)'.padEnd(58)}            ${workerFirstJobs.map((t) => `${ms(t)} ms`).join(', ')}`,
)
console.log(line('profile @hospitalrecords (innertube 429 -> worker)', r.workerProfile))
console.log(line('worker client channel(@hospitalrecords), the job alone', r.workerClient))
console.log(
	`  p50 of the profile over the worker - p50 of the job alone = ${ms(r.workerProfile.p50 - r.workerClient.p50)} ms (the refused plain path, the app and one more HTTP hop, plus noise); with ${WORKER_SAMPLES} samples p99 is the slowest one`,
)

console.log(`\nLoad average at end (1/5/15 min): ${loadAvg()}`)
console.log(`tools.ts finished in ${((performance.now() - started) / 1000).toFixed(1)} s`)

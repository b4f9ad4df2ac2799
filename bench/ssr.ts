/**
 * SSR throughput and latency, measured in one run on this machine.
 *
 *  1. Baselines: a bare Bun.serve hello world (bench/support/hello-server.ts, child process), and
 *     the same sending a static body the size of the home page (the ceiling for a cached page).
 *  2. The production server (`bun src/server/main.ts`, NODE_ENV=production) at LOG_LEVEL=warn:
 *     wrk on GET / and GET /de/ (served from the render cache), GET / again with
 *     `Accept-Encoding: gzip` (what browsers send), then the uncached render over HTTP:
 *     sequential GET / on a second server without a render cache (RENDER_CACHE_ENTRIES=0; a query
 *     string no page reads is served from the cache, bench/page-query.ts).
 *  3. The same server at the default LOG_LEVEL=info (access log on, stdout to /dev/null). Then the
 *     paired rounds the targets are judged on: hello, the static body from a handler and from a
 *     native static route, and GET / plain and gzip at warn and at info, all running at once and
 *     loaded in turn, BENCH_ROUNDS (5) rounds with the order turned each round; every ratio is taken
 *     within its round and the median judged (single runs minutes apart swing on this machine by
 *     more than the differences judged).
 *  4. Memory: the server's RSS after warm-up (100 sequential requests, then a 2 s burst at the load's
 *     concurrency and 100 made-up paths), after the load runs and after a flood of made-up paths; the RSS after the sequential requests alone is printed too.
 *
 * Targets (printed as TARGET MET / TARGET MISSED, never a failing exit code):
 *  - a cached page reaches >= 60% of the bare hello world's requests per second, at warn and at the
 *    default info, plain and gzip (its share of the same-size static ceilings is printed);
 *  - the access log at the default level costs <= 10% of cached-page throughput (info vs warn);
 *  - an uncached page over HTTP (what the first visitor of a page after a restart waits for) takes <= 5 ms at the
 *    median;
 *  - RSS after the load and the 404 flood <= 1.5x its value after warm-up.
 *
 * No goal is set on a part: the render in one process without HTTP, and each page's render alone, are not
 * what a visitor waits for (a page is rendered once per process and then served from the render cache).
 *
 * Run alone: `bun run build && bun bench/ssr.ts`. BENCH_DURATION=<s> changes the wrk run length (8 s).
 */
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { assertBuilt, fmt, percentile, processCpuSeconds, ROOT, startBenchServer, verdict } from './support/server'

const DURATION = Number(process.env.BENCH_DURATION ?? 8)
const THREADS = 2
const CONNECTIONS = 64
const UNCACHED_WARMUP = 100
const UNCACHED_SAMPLES = 300
const CACHED_RATIO_TARGET = 0.6
const LOG_COST_TARGET = 0.1
const UNCACHED_MEDIAN_TARGET_MS = 5
const RSS_RATIO_TARGET = 1.5
/** The paired rounds: how many, and each server's wrk run in a round (seconds). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const ROUND_SECONDS = 3
/** The warm-up's burst and made-up paths (RSS after warm-up is read after them). */
const WARM_BURST_SECONDS = 2
const WARM_FLOOD_PATHS = 100
const FLOOD_PATHS = Number(process.env.BENCH_FLOOD ?? 9000)

/** The resident set of a process in MB, from /proc. */
function rssMb(pid: number): number {
	try {
		const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
		return kb / 1024
	} catch {
		return Number.NaN
	}
}

/** `count` GETs of made-up paths in all five languages, 32 at a time (a crawler of made-up URLs). */
async function flood(base: string, count: number): Promise<void> {
	const langs = ['', '/de', '/es', '/tr', '/nl']
	let next = 0
	const one = async (): Promise<void> => {
		while (next < count) {
			const i = next++
			const res = await fetch(`${base}${langs[i % 5]}/made-up-${i}/page-${i * 7}`)
			await res.arrayBuffer()
		}
	}
	await Promise.all(Array.from({ length: 32 }, one))
}

interface LoadResult {
	tool: 'wrk' | 'hey'
	rps: number
	p50: number
	p90: number
	p99: number
	requests: number
	errors: string
	/** Server CPU (user + system) per request in ms, and as % of one core, when the pid is known. */
	cpuMsPerRequest?: number
	cpuPercent?: number
}

const hasWrk = Bun.which('wrk') !== null
const hasHey = Bun.which('hey') !== null
if (!hasWrk && !hasHey) {
	console.error('Neither wrk nor hey is installed: apt-get install -y wrk')
	process.exit(1)
}

/** wrk prints latencies as 812.00us / 1.23ms / 1.02s; returns milliseconds. */
function wrkMs(value: string): number {
	const m = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim())
	if (!m) return Number.NaN
	const n = Number(m[1])
	return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000
}

/** load() plus the server process's CPU time over the run (from /proc). */
async function loadWithCpu(pid: number, url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
	const cpu0 = processCpuSeconds(pid)
	const t0 = performance.now()
	const r = await load(url, headers)
	const cpu = processCpuSeconds(pid) - cpu0
	const wall = (performance.now() - t0) / 1000
	if (Number.isFinite(cpu) && r.requests > 0) {
		r.cpuMsPerRequest = (cpu * 1000) / r.requests
		r.cpuPercent = (cpu / wall) * 100
	}
	return r
}

async function load(url: string, headers: Record<string, string> = {}, seconds = DURATION): Promise<LoadResult> {
	const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`])
	if (hasWrk) {
		const cmd = ['wrk', `-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...headerArgs, url]
		const proc = Bun.spawn(cmd, { stdout: 'pipe', stderr: 'pipe' })
		const out = await new Response(proc.stdout).text()
		await proc.exited
		const pct = (p: string) => wrkMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '')
		const errors = [/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[0], /Socket errors: .*/.exec(out)?.[0]].filter(
			Boolean,
		)
		return {
			tool: 'wrk',
			rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
			p50: pct('50'),
			p90: pct('90'),
			p99: pct('99'),
			requests: Number(/(\d+) requests in/.exec(out)?.[1]),
			errors: errors.join('; '),
		}
	}
	// hey (Go) asks for gzip by itself unless told not to; mirror wrk's plain requests.
	const compression = headers['Accept-Encoding'] ? [] : ['-disable-compression']
	const cmd = ['hey', '-z', `${seconds}s`, '-c', String(CONNECTIONS), ...compression, ...headerArgs, url]
	const proc = Bun.spawn(cmd, { stdout: 'pipe', stderr: 'pipe' })
	const out = await new Response(proc.stdout).text()
	await proc.exited
	const pct = (p: string) => Number(new RegExp(`${p}% in ([\\d.]+) secs`).exec(out)?.[1]) * 1000
	const statuses = [...out.matchAll(/\[(\d+)\]\s+(\d+) responses/g)]
	const non2xx = statuses.filter(([, code]) => !code?.startsWith('2')).reduce((s, [, , n]) => s + Number(n), 0)
	return {
		tool: 'hey',
		rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
		p50: pct('50'),
		p90: pct('90'),
		p99: pct('99'),
		requests: statuses.reduce((s, [, , n]) => s + Number(n), 0),
		errors: non2xx ? `non-2xx responses: ${non2xx}` : '',
	}
}

function summary(samples: number[]) {
	const sorted = [...samples].sort((a, b) => a - b)
	return { median: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99) }
}

/** Sequential uncached renders over HTTP (a server without a render cache), body read to the end. */
async function uncachedOverHttp(base: string, path: string) {
	const once = async () => {
		const start = performance.now()
		const res = await fetch(`${base}${path}`)
		await res.arrayBuffer()
		const ms = performance.now() - start
		if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
		return ms
	}
	for (let i = 0; i < UNCACHED_WARMUP; i++) await once()
	const samples: number[] = []
	for (let i = 0; i < UNCACHED_SAMPLES; i++) samples.push(await once())
	return summary(samples)
}

async function warm(base: string, path: string) {
	for (let i = 0; i < 50; i++) {
		const res = await fetch(base + path)
		await res.arrayBuffer()
		if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`)
	}
}

const row = (label: string, r: LoadResult, baseline?: number) =>
	`  ${label.padEnd(44)} ${fmt(r.rps).padStart(9)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p90 ${r.p90
		.toFixed(2)
		.padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms${
		baseline ? `   ${((r.rps / baseline) * 100).toFixed(1).padStart(5)}% of baseline` : ''
	}${
		r.cpuMsPerRequest !== undefined
			? `   server CPU ${(r.cpuMsPerRequest * 1000).toFixed(0)} µs/req (${r.cpuPercent?.toFixed(0)}% of a core)`
			: ''
	}${r.errors ? `   [${r.errors}]` : ''}`

await assertBuilt()
const started = performance.now()
const tool = hasWrk
	? `wrk -t${THREADS} -c${CONNECTIONS} -d${DURATION}s --latency`
	: `hey -z ${DURATION}s -c ${CONNECTIONS}`
console.log(`\n=== SSR throughput and latency (${tool}; ${navigator.hardwareConcurrency} CPUs; bun ${Bun.version}) ===`)
console.log('The load generator runs on the same machine; compare figures with the baseline measured in this run.')
const loadAvg = () =>
	loadavg()
		.map((l) => l.toFixed(2))
		.join(' ')
console.log(
	`Load average at start (1/5/15 min): ${loadAvg()} — anything near or above the CPU count means the figures are depressed by other work.\n`,
)

/**
 * A baseline server (hello-server.ts): `bodyBytes` > 0 sends a static body that long from its
 * handler, `staticRoute` from a native static route.
 */
async function startBaseline(bodyBytes: number, staticRoute = false, pageHeaders?: [string, string][]) {
	const hello = Bun.spawn(['bun', join(ROOT, 'bench/support/hello-server.ts')], {
		stdout: 'pipe',
		stderr: 'inherit',
		env: {
			...process.env,
			BODY_BYTES: String(bodyBytes),
			STATIC_ROUTE: staticRoute ? '1' : '0',
			...(pageHeaders ? { PAGE_HEADERS: JSON.stringify(pageHeaders) } : {}),
		},
	})
	const helloReader = (hello.stdout as ReadableStream<Uint8Array>).getReader()
	let helloOut = ''
	while (!/PORT \d+/.test(helloOut)) {
		const { value, done } = await helloReader.read()
		if (done) throw new Error('baseline server did not start')
		helloOut += new TextDecoder().decode(value)
	}
	return {
		url: `http://127.0.0.1:${/PORT (\d+)/.exec(helloOut)?.[1]}/`,
		pid: hello.pid,
		stop: async () => {
			hello.kill()
			await hello.exited
		},
	}
}

/** A baseline server under load once. */
async function baselineRun(bodyBytes: number, staticRoute = false): Promise<LoadResult> {
	const hello = await startBaseline(bodyBytes, staticRoute)
	try {
		return await loadWithCpu(hello.pid, hello.url)
	} finally {
		await hello.stop()
	}
}

// 1. Baseline.
const baseline = await baselineRun(0)
console.log('Baseline')
console.log(row('Bun.serve hello world', baseline))

// 2. Server at LOG_LEVEL=warn.
const pageBytes: Record<string, number> = {}
const warnServer = await startBenchServer({ LOG_LEVEL: 'warn' })
let rssSequential = Number.NaN
let rssWarm = Number.NaN
let rssLoaded = Number.NaN
let rssFlooded = Number.NaN
let warnRoot: LoadResult
let warnDe: LoadResult
let warnRootGzip: LoadResult
let warnHealth: LoadResult
let httpRoot: ReturnType<typeof summary>
let httpDe: ReturnType<typeof summary>
try {
	for (const path of ['/', '/de/']) {
		await warm(warnServer.url, path)
		pageBytes[path] = (await (await fetch(warnServer.url + path)).arrayBuffer()).byteLength
	}
	rssSequential = rssMb(warnServer.pid)
	// Warm-up ends once the server has served each kind of traffic that follows, briefly: a burst at the load's
	// concurrency (Bun sizes its connection buffers, the JIT compiles the fast path) and a few made-up paths (each
	// language's not-found shell is kept). Growth after that is what item 6 bounds: leaks, the cache, the flood.
	await load(`${warnServer.url}/`, {}, WARM_BURST_SECONDS)
	await flood(warnServer.url, WARM_FLOOD_PATHS)
	rssWarm = rssMb(warnServer.pid)
	warnRoot = await loadWithCpu(warnServer.pid, `${warnServer.url}/`)
	warnDe = await loadWithCpu(warnServer.pid, `${warnServer.url}/de/`)
	warnRootGzip = await loadWithCpu(warnServer.pid, `${warnServer.url}/`, { 'Accept-Encoding': 'gzip' })
	warnHealth = await loadWithCpu(warnServer.pid, `${warnServer.url}/healthz`)
	const uncachedServer = await startBenchServer({ LOG_LEVEL: 'warn', RENDER_CACHE_ENTRIES: '0' })
	try {
		httpRoot = await uncachedOverHttp(uncachedServer.url, '/')
		httpDe = await uncachedOverHttp(uncachedServer.url, '/de/')
	} finally {
		await uncachedServer.stop()
	}
	rssLoaded = rssMb(warnServer.pid)
	await flood(warnServer.url, FLOOD_PATHS)
	rssFlooded = rssMb(warnServer.pid)
} finally {
	await warnServer.stop()
}
// The same-size static ceiling, measured after the server (the page's size is known then).
const ceiling = await baselineRun(pageBytes['/'] ?? 0)
console.log(row(`Bun.serve static ${fmt(pageBytes['/'] ?? 0)} B body (ceiling)`, ceiling, baseline.rps))
console.log('\nCached pages, LOG_LEVEL=warn (no access log)')
console.log(row(`GET /     (${fmt(pageBytes['/'] ?? 0)} B html)`, warnRoot, baseline.rps))
console.log(row(`GET /de/  (${fmt(pageBytes['/de/'] ?? 0)} B html)`, warnDe, baseline.rps))
console.log(row('GET /     Accept-Encoding: gzip', warnRootGzip, baseline.rps))
console.log(row('(reference) GET /healthz: middleware, no render', warnHealth, baseline.rps))

// 3. Server at the default LOG_LEVEL=info.
const infoServer = await startBenchServer({ LOG_LEVEL: 'info' })
let infoRoot: LoadResult
let infoDe: LoadResult
try {
	await warm(infoServer.url, '/')
	await warm(infoServer.url, '/de/')
	infoRoot = await loadWithCpu(infoServer.pid, `${infoServer.url}/`)
	infoDe = await loadWithCpu(infoServer.pid, `${infoServer.url}/de/`)
} finally {
	await infoServer.stop()
}
console.log('\nCached pages, LOG_LEVEL=info (default: one JSON access-log line per request, stdout -> /dev/null)')
console.log(row('GET /', infoRoot, baseline.rps))
console.log(row('GET /de/', infoDe, baseline.rps))

// 3a. Paired rounds: every figure the targets judge, side by side. The baselines (hello, the same-size static
// body from a handler and from a native static route) and the production server at warn and at info run at
// once, idle but for the one being loaded; each round loads each in turn (the order turned every round, so a
// drift of the machine's speed falls on all), and each ratio is taken within its round. Single runs minutes
// apart, as above, swing on this 2-core machine by more than the differences judged.
type Target = 'hello' | 'ceiling' | 'headed' | 'route' | 'warn' | 'warnGzip' | 'info' | 'infoGzip'
const rounds: Record<Target, number>[] = []
/** The server's CPU time per request in each round, for the four cached-page targets (from /proc). */
const roundCpu: Partial<Record<Target, number>>[] = []
{
	const size = pageBytes['/'] ?? 0
	const [hello, ceilingB, routeB, warnB, infoB] = await Promise.all([
		startBaseline(0),
		startBaseline(size),
		startBaseline(size, true),
		startBenchServer({ LOG_LEVEL: 'warn' }),
		startBenchServer({ LOG_LEVEL: 'info' }),
	])
	const gzip = { 'Accept-Encoding': 'gzip' }
	// The headers a cached `/` sends but those Bun writes itself or that change per response (its request id).
	const sent = await fetch(`${warnB.url}/`)
	await sent.arrayBuffer()
	const perResponse = new Set(['date', 'content-length', 'x-request-id'])
	const headedB = await startBaseline(
		size,
		false,
		[...sent.headers].filter(([name]) => !perResponse.has(name)),
	)
	const targets: [Target, string, Record<string, string>, number?][] = [
		['hello', hello.url, {}],
		['ceiling', ceilingB.url, {}],
		['headed', headedB.url, {}],
		['route', routeB.url, {}],
		['warn', `${warnB.url}/`, {}, warnB.pid],
		['warnGzip', `${warnB.url}/`, gzip, warnB.pid],
		['info', `${infoB.url}/`, {}, infoB.pid],
		['infoGzip', `${infoB.url}/`, gzip, infoB.pid],
	]
	try {
		await Promise.all([warm(warnB.url, '/'), warm(infoB.url, '/')])
		for (let i = 0; i < ROUNDS; i++) {
			const round = {} as Record<Target, number>
			const cpu: Partial<Record<Target, number>> = {}
			const order = [...targets.slice(i % targets.length), ...targets.slice(0, i % targets.length)]
			for (const [name, url, headers, pid] of i % 2 ? order.reverse() : order) {
				const cpu0 = pid ? processCpuSeconds(pid) : 0
				const result = await load(url, headers, ROUND_SECONDS)
				round[name] = result.rps
				if (pid && result.requests > 0) cpu[name] = ((processCpuSeconds(pid) - cpu0) * 1e6) / result.requests
			}
			rounds.push(round)
			roundCpu.push(cpu)
		}
	} finally {
		await Promise.all([hello.stop(), ceilingB.stop(), headedB.stop(), routeB.stop(), warnB.stop(), infoB.stop()])
	}
}
/** The median over the rounds of `f`, each round's own ratio. */
const pairedMedian = (f: (r: Record<Target, number>) => number) => middle(rounds.map(f))
/** The middle value (the upper one of an even count), as every paired figure is judged. */
function middle(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
console.log(
	`\nPaired rounds (${ROUNDS} rounds; in each, every server loaded ${ROUND_SECONDS} s in turn, the order turned each round; ratios within a round)`,
)
for (const [i, r] of rounds.entries()) {
	console.log(
		`  round ${i + 1}: hello ${fmt(r.hello)}, static body ${fmt(r.ceiling)} (with the page's headers ${fmt(r.headed)}), static route ${fmt(r.route)}, ` +
			`cached / warn ${fmt(r.warn)} (gzip ${fmt(r.warnGzip)}), info ${fmt(r.info)} (gzip ${fmt(r.infoGzip)}) req/s`,
	)
}
const pairedCost = pairedMedian((r) => 1 - r.info / r.warn)
const pairedCostGzip = pairedMedian((r) => 1 - r.infoGzip / r.warnGzip)
/**
 * The same cost from the server's own CPU time per request: the share of a request's CPU time the log adds
 * (1 − warn/info). Throughput on this shared 2-core machine swings by a third between rounds (CPU steal, wrk on the
 * other core); a process's CPU time does not count the time it waited, so this estimate of the same cost is steadier.
 */
const cpuCost = (plain: Target, logged: Target) =>
	middle(roundCpu.map((c) => 1 - (c[plain] ?? Number.NaN) / (c[logged] ?? Number.NaN)).filter(Number.isFinite))
const cpuPerRequest = (target: Target) =>
	middle(roundCpu.map((c) => c[target] ?? Number.NaN).filter(Number.isFinite)).toFixed(1)

// 4. Memory.
console.log('\nMemory (RSS of the LOG_LEVEL=warn server)')
console.log(`  after 100 sequential requests         ${rssSequential.toFixed(1)} MB`)
console.log(
	`  after warm-up (+ ${WARM_BURST_SECONDS} s burst, ${WARM_FLOOD_PATHS} made-up paths) ${rssWarm.toFixed(1)} MB`,
)
console.log(`  after the load runs                   ${rssLoaded.toFixed(1)} MB`)
console.log(`  after ${fmt(FLOOD_PATHS)} made-up paths (404 flood)   ${rssFlooded.toFixed(1)} MB`)

// Targets.
console.log('\nTargets')
// Judged on the paired rounds (3a): each ratio within its round, the median over the rounds.
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`
const ratioLine = (label: string, target: Target) => {
	const ratio = pairedMedian((r) => r[target] / r.hello)
	console.log(
		`  cached ${label.padEnd(28)} ${pct(ratio)} of hello, median of ${ROUNDS} paired rounds (target >= ${pct(CACHED_RATIO_TARGET)})  ${verdict(ratio >= CACHED_RATIO_TARGET)}`,
	)
}
ratioLine('/    LOG_LEVEL=warn', 'warn')
ratioLine('/    LOG_LEVEL=warn gzip', 'warnGzip')
ratioLine('/    LOG_LEVEL=info (default)', 'info')
ratioLine('/    LOG_LEVEL=info gzip', 'infoGzip')
console.log(
	`  the same-size static body (${fmt(pageBytes['/'] ?? 0)} B) from a handler: ${pct(pairedMedian((r) => r.ceiling / r.hello))} of hello; ` +
		`from a native static route (no JavaScript per request): ${pct(pairedMedian((r) => r.route / r.hello))}`,
)
console.log(
	`  cached /    share of the same-size static ceiling (handler): warn ${pct(pairedMedian((r) => r.warn / r.ceiling))}, ` +
		`info ${pct(pairedMedian((r) => r.info / r.ceiling))}`,
)
// The page must send its CSP and security headers (kept as strict as before): a handler
// that sends the same bytes with those headers, and nothing else per request, is the highest a cached page can reach.
const headedRatio = pairedMedian((r) => r.headed / r.hello)
console.log(
	`  the same body with the page's own headers (CSP, security headers, Vary; ${fmt(pageBytes['/'] ?? 0)} B) from a handler: ` +
		`${pct(headedRatio)} of hello, so the page's headers cost ${pct(pairedMedian((r) => 1 - r.headed / r.ceiling))} of the static ceiling; ` +
		`cached / reaches ${pct(pairedMedian((r) => r.warn / r.headed))} of it at warn, ${pct(pairedMedian((r) => r.info / r.headed))} at info` +
		(headedRatio < CACHED_RATIO_TARGET
			? ` (below ${pct(CACHED_RATIO_TARGET)} of hello: no handler that sends these headers reaches the target on this machine)`
			: ''),
)
console.log(
	`  (single runs above, for scale: cached / warn ${pct(warnRoot.rps / baseline.rps)}, /de/ ${pct(warnDe.rps / baseline.rps)}, ` +
		`gzip ${pct(warnRootGzip.rps / baseline.rps)}, info ${pct(infoRoot.rps / baseline.rps)} of the hello measured first; ` +
		`the static body then ${pct(ceiling.rps / baseline.rps)})`,
)
for (const [label, cost, plain, logged] of [
	['/     ', pairedCost, 'warn', 'info'],
	['/ gzip', pairedCostGzip, 'warnGzip', 'infoGzip'],
] as const) {
	console.log(
		`  access log cost ${label} (info vs warn, median of ${ROUNDS} paired rounds)   ${pct(cost)} of throughput (target <= ${pct(
			LOG_COST_TARGET,
		)})  ${verdict(cost <= LOG_COST_TARGET)}`,
	)
	console.log(
		`    by the server's CPU time per request: ${cpuPerRequest(plain)} µs at warn, ${cpuPerRequest(logged)} µs at info, ` +
			`${pct(cpuCost(plain, logged))} of a request's CPU time (median of the rounds; steadier than throughput here)`,
	)
}
const medianLine = (label: string, median: number) =>
	console.log(
		`  uncached ${label.padEnd(26)} median ${median.toFixed(2)} ms (target <= ${UNCACHED_MEDIAN_TARGET_MS} ms, ${(
			median / UNCACHED_MEDIAN_TARGET_MS
		).toFixed(2)}x of budget)  ${verdict(median <= UNCACHED_MEDIAN_TARGET_MS)}`,
	)
medianLine('/    over HTTP', httpRoot.median)
medianLine('/de/ over HTTP', httpDe.median)
const rssRatio = Math.max(rssLoaded, rssFlooded) / rssWarm
console.log(
	`  RSS after load and flood / after warm-up: ${Math.max(rssLoaded, rssFlooded).toFixed(1)} / ${rssWarm.toFixed(
		1,
	)} MB = ${rssRatio.toFixed(2)}x (target <= ${RSS_RATIO_TARGET}x)  ${verdict(rssRatio <= RSS_RATIO_TARGET)}`,
)
console.log(
	`  (against the RSS after the sequential requests alone: ${(Math.max(rssLoaded, rssFlooded) / rssSequential).toFixed(2)}x)`,
)
console.log(`\nLoad average at end (1/5/15 min): ${loadAvg()}`)
console.log(`ssr.ts finished in ${((performance.now() - started) / 1000).toFixed(1)} s`)

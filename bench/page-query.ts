/**
 * The render cache with a query string (`/?utm_source=x`): links shared from newsletters, ads and
 * apps carry tracking parameters no page reads, and each used to skip the cache and render anew.
 *
 * One run, in this order and then again in the opposite order (the figures judged are the means of the two):
 * a bare Bun.serve hello world (bench/support/hello-server.ts, child process) as the reference, and the
 * production server at the production log level (LOG_LEVEL=info: an access-log line per request, to /dev/null) on GET /, on GET /?utm_source=x&utm_medium=y&fbclid=z and on
 * GET /?r=<n> with a new value each request. Each is loaded by CONNECTIONS concurrent fetch loops in this
 * process for DURATION seconds; what is judged is the server's requests per CPU-second (its own user +
 * system time from /proc), which the client's speed does not move, beside hello's.
 *
 * Target: a page with a query string costs no more than 1.5× the CPU of the same page without one
 * (printed as TARGET MET / TARGET MISSED, never a failing exit code).
 *
 * Run alone: `bun run build && bun bench/page-query.ts`. BENCH_DURATION=<s> changes each run's length (4 s).
 */
import { join } from 'node:path'
import { assertBuilt, benchHeader, fmt, processCpuSeconds, ROOT, startBenchServer, verdict } from './support/server'

const DURATION = Number(process.env.BENCH_DURATION ?? 4)
const CONNECTIONS = 16
const RATIO_TARGET = 1.5

interface Run {
	requests: number
	seconds: number
	cpu: number
}

/** CONNECTIONS loops of sequential GETs for DURATION seconds; `path(n)` is the n-th request's path. */
async function load(pid: number, origin: string, path: (n: number) => string): Promise<Run> {
	let n = 0
	for (let i = 0; i < 200; i++) await (await fetch(origin + path(n++))).arrayBuffer()
	const cpu0 = processCpuSeconds(pid)
	const start = performance.now()
	const end = start + DURATION * 1000
	let requests = 0
	await Promise.all(
		Array.from({ length: CONNECTIONS }, async () => {
			while (performance.now() < end) {
				const res = await fetch(origin + path(n++))
				await res.arrayBuffer()
				if (res.status !== 200) throw new Error(`${path(n)} answered ${res.status}`)
				requests++
			}
		}),
	)
	return { requests, seconds: (performance.now() - start) / 1000, cpu: processCpuSeconds(pid) - cpu0 }
}

async function startHello(): Promise<{ origin: string; pid: number; stop: () => Promise<void> }> {
	const hello = Bun.spawn(['bun', join(ROOT, 'bench/support/hello-server.ts')], { stdout: 'pipe', stderr: 'inherit' })
	const reader = (hello.stdout as ReadableStream<Uint8Array>).getReader()
	let out = ''
	while (!/PORT \d+/.test(out)) {
		const { value, done } = await reader.read()
		if (done) throw new Error('hello server did not start')
		out += new TextDecoder().decode(value)
	}
	return {
		origin: `http://127.0.0.1:${/PORT (\d+)/.exec(out)?.[1]}`,
		pid: hello.pid,
		stop: async () => {
			hello.kill()
			await hello.exited
		},
	}
}

await assertBuilt()
benchHeader('page-query')
const hello = await startHello()
const server = await startBenchServer({ LOG_LEVEL: 'info' })
const origin = server.url.replace(/\/$/, '')
const CASES = [
	['Bun.serve hello world', hello.pid, hello.origin, () => '/'],
	['GET / (render cache)', server.pid, origin, () => '/'],
	['GET /?utm_source=x&utm_medium=y&fbclid=z', server.pid, origin, () => '/?utm_source=x&utm_medium=y&fbclid=z'],
	['GET /?r=<n> (a new query each request)', server.pid, origin, (n: number) => `/?r=${n}`],
] as const
const sums = new Map<string, Run>()
try {
	for (const order of [CASES, [...CASES].reverse()]) {
		for (const [label, pid, base, path] of order) {
			const run = await load(pid, base, path)
			const sum = sums.get(label) ?? { requests: 0, seconds: 0, cpu: 0 }
			sums.set(label, {
				requests: sum.requests + run.requests,
				seconds: sum.seconds + run.seconds,
				cpu: sum.cpu + run.cpu,
			})
		}
	}
} finally {
	await hello.stop()
	await server.stop()
}

const perCpu = (r: Run) => r.requests / r.cpu
const helloRun = sums.get(CASES[0][0]) as Run
console.log(`\n${CONNECTIONS} connections, 2 × ${DURATION} s per case (both orders)`)
console.log(
	`${'case'.padEnd(44)}${'req/s'.padStart(9)}${'CPU µs/req'.padStart(12)}${'req/CPU-s'.padStart(11)}  of hello`,
)
for (const [label] of CASES) {
	const r = sums.get(label) as Run
	console.log(
		label.padEnd(44) +
			fmt(r.requests / r.seconds).padStart(9) +
			fmt((r.cpu / r.requests) * 1e6, 1).padStart(12) +
			fmt(perCpu(r)).padStart(11) +
			`  ${fmt((perCpu(r) / perCpu(helloRun)) * 100)} %`,
	)
}
const bare = sums.get(CASES[1][0]) as Run
const withQuery = sums.get(CASES[2][0]) as Run
const ratio = withQuery.cpu / withQuery.requests / (bare.cpu / bare.requests)
console.log(
	`\nCPU per request with tracking parameters / without: ${fmt(ratio, 2)}× (target <= ${RATIO_TARGET}×)  ${verdict(ratio <= RATIO_TARGET)}`,
)

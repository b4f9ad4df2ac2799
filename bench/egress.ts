/**
 * `bun bench/egress.ts`: what the egress rotation adds to a request to YouTube
 * when nothing is blocked, against a local server that answers like a small innertube call, in the same run:
 *  - direct: a bare `fetch` + `text()` to that server (the floor);
 *  - one egress: `createUpstream` as every instance without a proxy list runs it (no rest store read);
 *  - rotated: `createUpstream` over three egresses (direct sockets, distinct labels), round robin
 *    through the rest store, recording every outcome on a bus with one listener.
 * No goal: this is a part of a lookup. What a visitor waits for is the whole lookup with YouTube's latency
 * (bench/transcript.ts, bench/tools.ts), where a request to YouTube takes 60–100 ms; the figures here only show
 * that the rotation's share of it is lost in the noise.
 */
import { createRotation } from '../src/youtube/egress/rotation'
import { createUpstream } from '../src/youtube/upstream.server'
import { createOutcomeBus } from '../src/youtube/upstream-outcomes.server'

const REQUESTS = 3000
const WARMUP = 300

const body = JSON.stringify({ playabilityStatus: { status: 'OK' }, videoDetails: { videoId: 'GJLlxj_dtq8' } })
const server = Bun.serve({
	port: 0,
	hostname: '127.0.0.1',
	fetch: () => new Response(body, { headers: { 'content-type': 'application/json' } }),
})
const origin = `http://127.0.0.1:${server.port}`
const overrides = new Map([['www.youtube.com', origin]])
const url = 'https://www.youtube.com/youtubei/v1/player?prettyPrint=false'

const bus = createOutcomeBus()
let recorded = 0
bus.subscribe(() => {
	recorded++
})
const three = [
	{ label: 'a:1', url: null },
	{ label: 'b:1', url: null },
	{ label: 'c:1', url: null },
]
const single = createUpstream({ overrides, timeoutMs: 8000 })
const rotated = createUpstream({
	overrides,
	timeoutMs: 8000,
	rotation: createRotation({ egresses: three }),
	outcomes: bus,
})

async function measure(name: string, run: () => Promise<unknown>): Promise<number> {
	for (let i = 0; i < WARMUP; i++) await run()
	const times: number[] = []
	for (let i = 0; i < REQUESTS; i++) {
		const t0 = performance.now()
		await run()
		times.push(performance.now() - t0)
	}
	times.sort((a, b) => a - b)
	const p50 = times[Math.floor(times.length / 2)] as number
	const p99 = times[Math.floor(times.length * 0.99)] as number
	console.log(`  ${name.padEnd(26)} p50 ${p50.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms  (${REQUESTS} requests)`)
	return p50
}

console.log('=== egress rotation: cost per request when nothing is blocked ===')
// Interleaved twice, so a burst of load elsewhere on the machine does not favour one side.
const direct: number[] = []
const one: number[] = []
const rot: number[] = []
for (let round = 0; round < 2; round++) {
	direct.push(await measure('direct fetch', () => fetch(`${origin}/youtubei/v1/player`).then((r) => r.text())))
	one.push(await measure('upstream, one egress', () => single.request(url, { method: 'POST', body: '{}' })))
	rot.push(await measure('upstream, three rotating', () => rotated.request(url, { method: 'POST', body: '{}' })))
}
const min = (xs: number[]) => Math.min(...xs)

server.stop(true)
const added = min(rot) - min(one)
console.log(`  median added by rotating over one egress: ${(added * 1000).toFixed(1)} µs (noise of medians included)`)
console.log(
	`  upstream over a bare fetch: ${((min(one) - min(direct)) * 1000).toFixed(1)} µs (headers, overrides, classify: not the rotation)`,
)
console.log(`  ${recorded} outcomes recorded on the bus by the rotated upstream`)

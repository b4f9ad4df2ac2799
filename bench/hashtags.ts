/**
 * Hashtag speed, measured in one run on this machine:
 *
 *  1. Our own overhead around the model call: the hashtag service in-process with the real
 *     Ollama client pointed at the fake Ollama (tests/support/fake-ollama.ts, answering at once).
 *     Each request's time minus the time of its HTTP call to the model (measured in the fetch
 *     the client uses) = prompt building, JSON Schema, client, validation, normalisation,
 *     top-up and queue. Target: p50 under 2 ms.
 *  2. The built-in generator alone (builtinHashtags), over many keyword sets, languages and
 *     categories. Target: p50 under 1 ms.
 *  3. For reference, POST /api/tools/hashtags over HTTP (testApp on Bun.serve) with the fake model.
 *
 * Run alone: `bun bench/hashtags.ts` (3 needs `bun run build`).
 */
import type { Server } from 'bun'
import { createLogger } from '../src/core/logger'
import { LOCALES } from '../src/i18n/locales'
import { createOllama } from '../src/llm/ollama.server'
import { createQueue } from '../src/llm/queue'
import { testApp } from '../src/server/test-app'
import { builtinHashtags } from '../src/tools/hashtags/builtin'
import { HASHTAG_CATEGORIES } from '../src/tools/hashtags/seeds/types'
import { createHashtagService } from '../src/tools/hashtags/service.server'
import { startFakeOllama } from '../tests/support/fake-ollama'
import { assertBuilt, benchHeader, percentile, verdict } from './support/server'

const SAMPLES = 300
const WARMUP = 30
const OVERHEAD_TARGET_MS = 2
const BUILTIN_TARGET_MS = 1
const KEYWORDS = [
	'minecraft, redstone',
	'sourdough bread baking at home',
	'İstanbul gezisi, boğaz',
	'Sauerteigbrot backen',
	'tacos al pastor, comida mexicana',
	'fietsen in nederland',
	'iphone 17 review',
	'yoga',
]

const ms = (v: number) => v.toFixed(3)
const stat = (samples: number[]) => {
	const sorted = [...samples].sort((a, b) => a - b)
	return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length }
}
const row = (label: string, s: { p50: number; p99: number; n: number }) =>
	`  ${label.padEnd(56)} n=${String(s.n).padStart(4)}   p50 ${ms(s.p50).padStart(7)} ms   p99 ${ms(s.p99).padStart(7)} ms`

benchHeader('hashtags')
const ollama = await startFakeOllama()

// 1. Overhead around the model call.
let modelMs = 0
const timedFetch = (async (input: string | URL | Request, init?: RequestInit) => {
	const t0 = performance.now()
	const response = await fetch(input, init)
	const body = await response.arrayBuffer()
	modelMs += performance.now() - t0
	return new Response(body, { status: response.status, headers: response.headers })
}) as typeof fetch
const logger = createLogger('silent')
const model = createOllama({
	host: ollama.host,
	model: 'qwen2.5:1.5b',
	timeoutMs: 10_000,
	keepAlive: '30m',
	logger,
	fetch: timedFetch,
})
const service = createHashtagService({ model, queue: createQueue({ concurrency: 1, maxQueued: 8 }), logger })
const overhead: number[] = []
const totals: number[] = []
const modelTimes: number[] = []
for (let i = 0; i < WARMUP + SAMPLES; i++) {
	modelMs = 0
	const t0 = performance.now()
	const result = await service.generate({
		keywords: KEYWORDS[i % KEYWORDS.length] as string,
		category: HASHTAG_CATEGORIES[i % HASHTAG_CATEGORIES.length],
		locale: LOCALES[i % LOCALES.length] ?? 'en',
	})
	const total = performance.now() - t0
	if (result.source !== 'ollama') throw new Error('the fake model did not answer')
	if (i < WARMUP) continue
	overhead.push(total - modelMs)
	totals.push(total)
	modelTimes.push(modelMs)
}
console.log('\n1. The service around the model call (fake Ollama on loopback, answering at once)')
const o = stat(overhead)
console.log(row('whole request', stat(totals)))
console.log(row('of which the HTTP call to the model', stat(modelTimes)))
console.log(row('our overhead (request - model call)', o))
console.log(
	`  ${verdict(o.p50 < OVERHEAD_TARGET_MS)} (overhead p50 ${ms(o.p50)} ms < ${OVERHEAD_TARGET_MS} ms, ${(o.p50 / OVERHEAD_TARGET_MS).toFixed(2)}× of target)`,
)

// 2. The built-in generator.
const builtin: number[] = []
for (let i = 0; i < WARMUP + SAMPLES * 4; i++) {
	const t0 = performance.now()
	builtinHashtags(
		KEYWORDS[i % KEYWORDS.length] as string,
		HASHTAG_CATEGORIES[i % 10],
		LOCALES[i % LOCALES.length] ?? 'en',
	)
	if (i >= WARMUP) builtin.push(performance.now() - t0)
}
console.log('\n2. The built-in generator')
const b = stat(builtin)
console.log(row('builtinHashtags (8 keyword sets × 5 languages × 10 categories)', b))
console.log(
	`  ${verdict(b.p50 < BUILTIN_TARGET_MS)} (p50 ${ms(b.p50)} ms < ${BUILTIN_TARGET_MS} ms, ${(b.p50 / BUILTIN_TARGET_MS).toFixed(2)}× of target)`,
)

// 3. The API over HTTP, for reference.
assertBuilt()
const app = await testApp({ LOG_LEVEL: 'silent', OLLAMA_HOST: ollama.host, RATE_LIMIT_API_PER_MINUTE: '1000000' })
const server: Server<undefined> = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: app.fetch })
const api: number[] = []
for (let i = 0; i < WARMUP + SAMPLES; i++) {
	const t0 = performance.now()
	const res = await fetch(`http://127.0.0.1:${server.port}/api/tools/hashtags`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ keywords: KEYWORDS[i % KEYWORDS.length], category: 'gaming' }),
	})
	await res.arrayBuffer()
	if (res.status !== 200) throw new Error(`HTTP ${res.status}`)
	if (i >= WARMUP) api.push(performance.now() - t0)
}
console.log('\n3. POST /api/tools/hashtags over HTTP with the fake model (reference)')
console.log(row('whole request', stat(api)))

server.stop(true)
await app.close()
await ollama.stop()

/**
 * Uncached server rendering measured in-process, without HTTP: `app.request('/')` on
 * createApp(testConfig()) without a render cache (a query string no page reads no longer bypasses
 * it), then cached on one with it, body read to the end. bench/ssr.ts runs this file in a child with NODE_ENV=production so React's
 * production build is the one measured (React picks its build from NODE_ENV at import).
 * Prints one JSON line: { "<path>": { uncached: ms[], cached: ms[] } } summaries.
 */

import { testConfig } from '../../src/core/config'
import { createApp } from '../../src/server/app'
import { percentile } from './server'

const WARMUP = 100
const SAMPLES = 300

const uncachedApp = await createApp(testConfig({ RENDER_CACHE_ENTRIES: '0' }))
const cachedApp = await createApp(testConfig())

async function time(app: typeof cachedApp, path: string): Promise<number> {
	const start = performance.now()
	const res = await app.request(path)
	await res.arrayBuffer()
	const ms = performance.now() - start
	if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
	return ms
}

function summary(samples: number[]) {
	const sorted = [...samples].sort((a, b) => a - b)
	return {
		n: sorted.length,
		median: percentile(sorted, 50),
		p90: percentile(sorted, 90),
		p99: percentile(sorted, 99),
		max: sorted[sorted.length - 1],
	}
}

const out: Record<string, { uncached: ReturnType<typeof summary>; cached: ReturnType<typeof summary> }> = {}
for (const base of ['/', '/de/']) {
	for (let i = 0; i < WARMUP; i++) await time(uncachedApp, base)
	const uncached: number[] = []
	for (let i = 0; i < SAMPLES; i++) uncached.push(await time(uncachedApp, base))
	for (let i = 0; i < WARMUP; i++) await time(cachedApp, base)
	const cached: number[] = []
	for (let i = 0; i < SAMPLES; i++) cached.push(await time(cachedApp, base))
	out[base] = { uncached: summary(uncached), cached: summary(cached) }
}
await uncachedApp.close()
await cachedApp.close()
console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, results: out }))

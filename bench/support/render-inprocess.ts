/**
 * Uncached server rendering measured in-process, without HTTP: createApp(testConfig())
 * and `app.request('/?r=<n>')` (a query string bypasses the render cache), body read to the
 * end. bench/ssr.ts runs this file in a child with NODE_ENV=production so React's
 * production build is the one measured (React picks its build from NODE_ENV at import).
 * Prints one JSON line: { "<path>": { uncached: ms[], cached: ms[] } } summaries.
 */

import { testConfig } from '../../src/core/config'
import { createApp } from '../../src/server/app'
import { percentile } from './server'

const WARMUP = 100
const SAMPLES = 300

const { app, close } = await createApp(testConfig())

async function time(path: string): Promise<number> {
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
let n = 0
for (const base of ['/', '/de/']) {
	for (let i = 0; i < WARMUP; i++) await time(`${base}?r=w${n++}`)
	const uncached: number[] = []
	for (let i = 0; i < SAMPLES; i++) uncached.push(await time(`${base}?r=${n++}`))
	for (let i = 0; i < WARMUP; i++) await time(base)
	const cached: number[] = []
	for (let i = 0; i < SAMPLES; i++) cached.push(await time(base))
	out[base] = { uncached: summary(uncached), cached: summary(cached) }
}
await close()
console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, results: out }))

/**
 * The admin dashboard over a year of counts, measured against the production
 * server: a temporary SQLite file seeded by tests/support/dashboard-seed.ts (365 days of page
 * views over 300 paths, 5 languages and 9 referrer hosts, tool calls with their outcomes, and
 * the hourly tables for the last 7 days), then `GET /admin?period=…` with a signed-in session,
 * sequentially over HTTP, body read to the end, for each period.
 *
 * Printed per period: the first request (the sums of past hours and days are read then and kept,
 * src/admin/stats.server.ts), then p50 and p99 of the following ones. Target: p50 ≤ 20 ms for
 * every period. Run alone: `bun bench/dashboard.ts` (needs `bun run build`).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../src/db/client.server'
import { seedDashboard } from '../tests/support/dashboard-seed'
import { assertBuilt, benchHeader, fmt, percentile, startBenchServer, verdict } from './support/server'

const GOAL_MS = 20
const WARMUP = 20
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const PERIODS = ['24h', '7d', '30d', '12m'] as const

await assertBuilt()
benchHeader('dashboard')

const dir = mkdtempSync(join(tmpdir(), 'tubekit-dashboard-bench-'))
const url = `file:${join(dir, 'tubekit.db')}`
const database = await openDatabase(url)
const seedStart = performance.now()
const rows = await seedDashboard(database.db)
database.close()
console.log(
	`\nseeded in ${fmt((performance.now() - seedStart) / 1000, 1)} s: ${fmt(rows.pageViews)} page-view day rows, ${fmt(rows.pageViewsHourly)} hour rows, ${fmt(rows.toolUsage)} tool-call day rows, ${fmt(rows.toolUsageHourly)} hour rows`,
)

const PASSWORD = 'bench admin password'
const server = await startBenchServer({ DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' })
try {
	const login = await fetch(`${server.url}/admin/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ password: PASSWORD }),
		redirect: 'manual',
	})
	const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
	if (login.status !== 303 || !cookie) throw new Error(`sign-in answered ${login.status}`)

	const time = async (period: string) => {
		const start = performance.now()
		const res = await fetch(`${server.url}/admin?period=${period}`, { headers: { cookie } })
		const body = await res.text()
		const ms = performance.now() - start
		if (res.status !== 200 || !body.includes('role="img"'))
			throw new Error(`/admin?period=${period} answered ${res.status}`)
		return { ms, bytes: body.length }
	}

	console.log(`\nGET /admin?period=…, ${SAMPLES} sequential requests each after ${WARMUP} warm-up`)
	const results: { period: string; p50: number }[] = []
	for (const period of PERIODS) {
		const first = await time(period)
		for (let i = 0; i < WARMUP; i++) await time(period)
		const samples: number[] = []
		let bytes = 0
		for (let i = 0; i < SAMPLES; i++) {
			const t = await time(period)
			samples.push(t.ms)
			bytes = t.bytes
		}
		samples.sort((a, b) => a - b)
		const p50 = percentile(samples, 50)
		results.push({ period, p50 })
		console.log(
			`  ${period.padEnd(4)} first ${fmt(first.ms, 1).padStart(7)} ms   p50 ${fmt(p50, 2).padStart(6)} ms   p99 ${fmt(percentile(samples, 99), 2).padStart(6)} ms   ${fmt(bytes / 1024, 0)} KB   p50/goal ${fmt(p50 / GOAL_MS, 2)}×`,
		)
	}
	const worst = results.reduce((a, r) => (r.p50 > a.p50 ? r : a))
	console.log(
		`\n${verdict(worst.p50 <= GOAL_MS)}: dashboard p50 ≤ ${GOAL_MS} ms for every period (slowest ${worst.period}: ${fmt(worst.p50, 2)} ms, ${fmt(worst.p50 / GOAL_MS, 2)}× the goal)`,
	)
} finally {
	await server.stop()
	rmSync(dir, { recursive: true, force: true })
}

import { and, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { pageViews, pageViewsHourly, toolUsage, toolUsageHourly } from '../db/schema'
import { type Period, type PeriodRange, periodRange, type Unit } from './period'
import { REFUSAL_OUTCOMES } from './refusals'

export { REFUSAL_OUTCOMES }

/** Counts of a stretch of rows, summed per bucket and per label. */
interface Totals {
	views: Map<string, number>
	pages: Map<string, number>
	langs: Map<string, number>
	referrers: Map<string, number>
	/** bucket \0 tool \0 outcome -> calls */
	calls: Map<string, number>
}

const emptyTotals = (): Totals => ({
	views: new Map(),
	pages: new Map(),
	langs: new Map(),
	referrers: new Map(),
	calls: new Map(),
})

function addInto(target: Map<string, number>, source: Map<string, number>) {
	for (const [k, n] of source) target.set(k, (target.get(k) ?? 0) + n)
}

const total = (column: SQL | { name: string }) => sql<number>`cast(sum(${column}) as integer)`

/** The rows of one stretch [from, to) (`to` undefined: no end), summed per bucket and label. */
async function readTotals(db: Db, unit: Unit, from: string, to: string | undefined): Promise<Totals> {
	const hourly = unit === 'hour'
	const views = hourly ? pageViewsHourly : pageViews
	const viewKey = hourly ? pageViewsHourly.hour : pageViews.day
	const calls = hourly ? toolUsageHourly : toolUsage
	const callKey = hourly ? toolUsageHourly.hour : toolUsage.day
	// 12 months: the day rows summed per month (YYYY-MM).
	const viewBucket = unit === 'month' ? sql<string>`substr(${viewKey}, 1, 7)` : sql<string>`${viewKey}`
	const callBucket = unit === 'month' ? sql<string>`substr(${callKey}, 1, 7)` : sql<string>`${callKey}`
	const inView = to ? and(gte(viewKey, from), lt(viewKey, to)) : gte(viewKey, from)
	const inCall = to ? and(gte(callKey, from), lt(callKey, to)) : gte(callKey, from)
	const count = total(views.count)
	const [perBucket, perPage, perLang, perReferrer, perCall] = await Promise.all([
		db.select({ key: viewBucket, n: count }).from(views).where(inView).groupBy(viewBucket),
		db.select({ key: views.path, n: count }).from(views).where(inView).groupBy(views.path),
		db.select({ key: views.lang, n: count }).from(views).where(inView).groupBy(views.lang),
		db.select({ key: views.referrerHost, n: count }).from(views).where(inView).groupBy(views.referrerHost),
		db
			.select({ bucket: callBucket, tool: calls.tool, outcome: calls.outcome, n: total(calls.count) })
			.from(calls)
			.where(inCall)
			.groupBy(callBucket, calls.tool, calls.outcome),
	])
	const toMap = (rows: { key: string; n: number }[]) => new Map(rows.map((r) => [r.key, r.n]))
	return {
		views: toMap(perBucket),
		pages: toMap(perPage),
		langs: toMap(perLang),
		referrers: toMap(perReferrer),
		calls: new Map(perCall.map((r) => [`${r.bucket}\u0000${r.tool}\u0000${r.outcome}`, r.n])),
	}
}

const byCount = <K extends string>(map: Map<string, number>, name: K) =>
	[...map]
		.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
		.map(([key, views]) => ({ [name]: key, views }) as { [P in K]: string } & { views: number })

/** What the dashboard draws for one period; also the JSON of /api/admin/stats. */
function shape(period: Period, range: PeriodRange, t: Totals) {
	const outcomes = new Map<string, Map<string, number>>()
	const perTool = new Map<string, number>()
	for (const [key, n] of t.calls) {
		const [bucket, tool, outcome] = key.split('\u0000') as [string, string, string]
		const row = outcomes.get(bucket) ?? new Map<string, number>()
		row.set(outcome, (row.get(outcome) ?? 0) + n)
		outcomes.set(bucket, row)
		perTool.set(`${tool}\u0000${outcome}`, (perTool.get(`${tool}\u0000${outcome}`) ?? 0) + n)
	}
	const calls = range.keys.map((bucket) => {
		const row = outcomes.get(bucket) ?? new Map<string, number>()
		let all = 0
		let refused = 0
		for (const [outcome, n] of row) {
			all += n
			if (REFUSAL_OUTCOMES.includes(outcome)) refused += n
		}
		return { bucket, calls: all, refused, outcomes: Object.fromEntries(row) as Record<string, number> }
	})
	const toolUsage = [...perTool]
		.map(([key, n]) => {
			const [tool, outcome] = key.split('\u0000') as [string, string]
			return { tool, outcome, calls: n }
		})
		.sort((a, b) => a.tool.localeCompare(b.tool) || b.calls - a.calls || a.outcome.localeCompare(b.outcome))
	const views = range.keys.map((bucket) => ({ bucket, views: t.views.get(bucket) ?? 0 }))
	return {
		period,
		unit: range.unit,
		buckets: range.keys,
		views,
		totalViews: views.reduce((a, v) => a + v.views, 0),
		pages: byCount(t.pages, 'path'),
		languages: byCount(t.langs, 'lang'),
		/** `host` '' = no referrer, or this site itself. */
		referrers: byCount(t.referrers, 'host'),
		calls,
		toolUsage,
		refusals: {
			refused: calls.reduce((a, c) => a + c.refused, 0),
			calls: calls.reduce((a, c) => a + c.calls, 0),
		},
	}
}

export type DashboardStats = ReturnType<typeof shape>

/**
 * The rows of hours and days that are over do not change, so their sums are kept for a while: a
 * year of day rows takes a few hundred milliseconds to sum, the day and hour still open take
 * about one (bench/dashboard.ts). Kept no longer than this, so that counts flushed late (a
 * replica whose writes failed for a while, analytics/tool-usage.server.ts) show up soon.
 */
const SETTLED_TTL_MS = 10 * 60_000

/**
 * The dashboard's figures: per period, page views per bucket, page, language and
 * referrer host, and tool calls per bucket and outcome and per tool, with YouTube's refusals.
 * @example const stats = createDashboardStats(db); const day = await stats.get('24h')
 */
export function createDashboardStats(db: Db, { ttlMs = SETTLED_TTL_MS }: { ttlMs?: number } = {}) {
	// One entry per period; a new range (the next hour or day) replaces it. Kept as a promise, so
	// requests arriving together share one read.
	const settled = new Map<Period, { key: string; until: number; totals: Promise<Totals> }>()

	function settledTotals(period: Period, range: PeriodRange): Promise<Totals> {
		const key = `${range.from}|${range.settled}`
		const hit = settled.get(period)
		if (hit && hit.key === key && hit.until > Date.now()) return hit.totals
		const totals = readTotals(db, range.unit, range.from, range.settled)
		settled.set(period, { key, until: Date.now() + ttlMs, totals })
		totals.catch(() => settled.delete(period))
		return totals
	}

	return {
		async get(period: Period, now = new Date()): Promise<DashboardStats> {
			const range = periodRange(period, now)
			const [old, open] = await Promise.all([
				settledTotals(period, range),
				readTotals(db, range.unit, range.settled, undefined),
			])
			const sum = emptyTotals()
			for (const part of [old, open]) {
				addInto(sum.views, part.views)
				addInto(sum.pages, part.pages)
				addInto(sum.langs, part.langs)
				addInto(sum.referrers, part.referrers)
				addInto(sum.calls, part.calls)
			}
			return shape(period, range, sum)
		},
	}
}

export type DashboardStatsSource = ReturnType<typeof createDashboardStats>

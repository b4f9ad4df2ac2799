/**
 * Which way to YouTube works (issue 20, item 2): requests to YouTube per path and egress over
 * the dashboard's period, from `upstream_outcomes` (src/youtube/outcome-counts.server.ts), and
 * for each path whether it is refusing now and since when. Give the result to UpstreamPathsSection.
 */
import { and, gte, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { upstreamOutcomes } from '../db/schema'
import { type Period, periodRange } from './period'

export interface EgressCounts {
	egress: string
	ok: number
	refused: number
	failed: number
}

export interface PathCounts extends Omit<EgressCounts, 'egress'> {
	path: string
	egresses: EgressCounts[]
	/**
	 * The path's latest hour with requests (`YYYY-MM-DDTHH`, UTC), within the 7 days of hour rows;
	 * null when it had none.
	 */
	lastHour: string | null
	/** When its latest hour is all refusals: the first hour of that run of refused hours; else null. */
	refusingSince: string | null
}

export interface UpstreamPathsView {
	period: Period
	/** Busiest path first. */
	paths: PathCounts[]
}

const HOUR_KEY = '____-__-__T__'

/**
 * @example const view = await upstreamPaths(db, '24h') // { paths: [{ path: 'ANDROID', refusingSince: '2026-11-24T14', … }] }
 */
export async function upstreamPaths(db: Db, period: Period, now = new Date()): Promise<UpstreamPathsView> {
	const range = periodRange(period, now)
	const kind =
		range.unit === 'hour'
			? sql`${upstreamOutcomes.bucket} like ${HOUR_KEY}`
			: sql`length(${upstreamOutcomes.bucket}) = 10`
	const rows = await db
		.select({
			path: upstreamOutcomes.path,
			egress: upstreamOutcomes.egress,
			outcome: upstreamOutcomes.outcome,
			count: sql<number>`sum(${upstreamOutcomes.count})`,
		})
		.from(upstreamOutcomes)
		.where(and(kind, gte(upstreamOutcomes.bucket, range.from)))
		.groupBy(upstreamOutcomes.path, upstreamOutcomes.egress, upstreamOutcomes.outcome)
	const hours = await db
		.select({
			bucket: upstreamOutcomes.bucket,
			path: upstreamOutcomes.path,
			outcome: upstreamOutcomes.outcome,
			count: sql<number>`sum(${upstreamOutcomes.count})`,
		})
		.from(upstreamOutcomes)
		.where(sql`${upstreamOutcomes.bucket} like ${HOUR_KEY}`)
		.groupBy(upstreamOutcomes.bucket, upstreamOutcomes.path, upstreamOutcomes.outcome)

	const byPath = new Map<string, PathCounts>()
	const pathOf = (path: string) => {
		let entry = byPath.get(path)
		if (!entry) {
			entry = { path, ok: 0, refused: 0, failed: 0, egresses: [], lastHour: null, refusingSince: null }
			byPath.set(path, entry)
		}
		return entry
	}
	for (const row of rows) {
		const entry = pathOf(row.path)
		let egress = entry.egresses.find((e) => e.egress === row.egress)
		if (!egress) {
			egress = { egress: row.egress, ok: 0, refused: 0, failed: 0 }
			entry.egresses.push(egress)
		}
		const outcome = outcomeKey(row.outcome)
		egress[outcome] += Number(row.count)
		entry[outcome] += Number(row.count)
	}
	for (const [path, state] of refusalRuns(hours)) {
		// A path that refused in the last 7 days but had no request in the period still shows its state.
		Object.assign(pathOf(path), state)
	}
	const total = (c: Omit<EgressCounts, 'egress'>) => c.ok + c.refused + c.failed
	const paths = [...byPath.values()].sort((a, b) => total(b) - total(a) || a.path.localeCompare(b.path))
	for (const entry of paths) entry.egresses.sort((a, b) => total(b) - total(a) || a.egress.localeCompare(b.egress))
	return { period, paths }
}

const outcomeKey = (outcome: string): 'ok' | 'refused' | 'failed' =>
	outcome === 'refused' ? 'refused' : outcome === 'failed' ? 'failed' : 'ok'

/**
 * Per path, its latest hour with requests and, when that hour had refusals and nothing answered,
 * the first hour of the run of such hours before it (hours without requests do not break a run).
 */
function refusalRuns(hours: { bucket: string; path: string; outcome: string; count: number }[]) {
	const perPath = new Map<string, Map<string, { ok: number; refused: number; failed: number }>>()
	for (const row of hours) {
		let buckets = perPath.get(row.path)
		if (!buckets) {
			buckets = new Map()
			perPath.set(row.path, buckets)
		}
		const counts = buckets.get(row.bucket) ?? { ok: 0, refused: 0, failed: 0 }
		counts[outcomeKey(row.outcome)] += Number(row.count)
		buckets.set(row.bucket, counts)
	}
	const states = new Map<string, { lastHour: string | null; refusingSince: string | null }>()
	for (const [path, buckets] of perPath) {
		const newestFirst = [...buckets.entries()].sort(([a], [b]) => (a < b ? 1 : -1))
		const lastHour = newestFirst[0]?.[0] ?? null
		let refusingSince: string | null = null
		for (const [bucket, c] of newestFirst) {
			if (c.ok > 0 || c.refused === 0) break
			refusingSince = bucket
		}
		states.set(path, { lastHour, refusingSince })
	}
	return states
}

/**
 * The state in one line, as the issue puts it: "ANDROID refused since 14:00, worker answering".
 * Paths whose latest hour answered are "answering"; paths without a recent hour are left out.
 */
export function pathsHeadline(view: UpstreamPathsView): string | null {
	const refusing = view.paths.filter((p) => p.refusingSince)
	const answering = view.paths.filter((p) => p.lastHour && !p.refusingSince)
	if (refusing.length === 0) return null
	const since = (hour: string) => `${hour.slice(11, 13)}:00${sameDay(hour, refusing) ? '' : ` on ${hour.slice(0, 10)}`}`
	const parts = refusing.map((p) => `${p.path} refused since ${since(p.refusingSince as string)}`)
	if (answering.length) parts.push(`${answering.map((p) => p.path).join(', ')} answering`)
	else parts.push('no path answering')
	return `${parts.join(', ')} (UTC)`
}

/** Whether `hour` is on the same day as the newest refusing hour (then the date goes unsaid). */
function sameDay(hour: string, refusing: PathCounts[]): boolean {
	const newest =
		refusing
			.map((p) => p.lastHour ?? '')
			.sort()
			.at(-1) ?? ''
	return newest.slice(0, 10) === hour.slice(0, 10)
}

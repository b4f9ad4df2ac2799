/**
 * Which way to YouTube works: requests to YouTube per path and egress over
 * the dashboard's period, from `upstream_outcomes` (src/youtube/outcome-counts.server.ts), and
 * for each path what it is doing now: the refusal alert's own window (refusal-alert.server.ts),
 * so the dashboard and the alert never tell two stories. Give the result to UpstreamPathsSection.
 */
import { and, gte, sql } from 'drizzle-orm'
import type { WindowNow } from '../alerts/refusal-alert.server'
import type { Db } from '../db/client.server'
import { upstreamOutcomes } from '../db/schema'
import { type Period, periodRange } from './period'

export interface EgressCounts {
	egress: string
	ok: number
	refused: number
	failed: number
}

/** A path now, from the alert's window: refused (at or over the alert's share), answering, or not tried in it. */
export type PathNow =
	| { state: 'refused' | 'answering'; calls: number; refusals: number }
	/** `since`: no try since then (ISO): the window's start, or the end of its last hour with requests if earlier. */
	| { state: 'untried'; since: string | null }

export interface PathCounts extends Omit<EgressCounts, 'egress'> {
	path: string
	egresses: EgressCounts[]
	now: PathNow
}

export interface UpstreamPathsView {
	period: Period
	/** Busiest path first. */
	paths: PathCounts[]
	/** The window "now" means. */
	window: { from: string; minutes: number }
}

const HOUR_KEY = '____-__-__T__'
const HOUR_MS = 3_600_000

/**
 * @example const view = await upstreamPaths(db, '24h', await alert.window())
 *          // { paths: [{ path: 'ANDROID', now: { state: 'refused', calls: 41, refusals: 41 }, … }] }
 */
export async function upstreamPaths(
	db: Db,
	period: Period,
	current: WindowNow,
	now = new Date(),
): Promise<UpstreamPathsView> {
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
	// Each path's latest hour with requests (of the 7 days of hour rows): when it was last tried.
	const lastHours = await db
		.select({ path: upstreamOutcomes.path, hour: sql<string>`max(${upstreamOutcomes.bucket})` })
		.from(upstreamOutcomes)
		.where(sql`${upstreamOutcomes.bucket} like ${HOUR_KEY}`)
		.groupBy(upstreamOutcomes.path)

	const byPath = new Map<string, PathCounts>()
	const pathOf = (path: string) => {
		let entry = byPath.get(path)
		if (!entry) {
			entry = { path, ok: 0, refused: 0, failed: 0, egresses: [], now: { state: 'untried', since: null } }
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
	// A path tried in the last 7 days but not in the period still says when it was last tried.
	for (const { path, hour } of lastHours) {
		const hourEnd = Date.parse(`${hour}:00:00Z`) + HOUR_MS
		const since = Math.min(hourEnd, Date.parse(current.from))
		pathOf(path).now = { state: 'untried', since: new Date(since).toISOString() }
	}
	const inWindow = new Map<string, { calls: number; refusals: number }>()
	for (const p of current.paths) {
		const sum = inWindow.get(p.path) ?? { calls: 0, refusals: 0 }
		sum.calls += p.calls
		sum.refusals += p.refusals
		inWindow.set(p.path, sum)
	}
	for (const [path, { calls, refusals }] of inWindow) {
		if (calls === 0) continue
		const state = refusals / calls >= current.threshold ? 'refused' : 'answering'
		pathOf(path).now = { state, calls, refusals }
	}
	const total = (c: Omit<EgressCounts, 'egress'>) => c.ok + c.refused + c.failed
	const paths = [...byPath.values()].sort((a, b) => total(b) - total(a) || a.path.localeCompare(b.path))
	for (const entry of paths) entry.egresses.sort((a, b) => total(b) - total(a) || a.egress.localeCompare(b.egress))
	return { period, paths, window: { from: current.from, minutes: current.minutes } }
}

const outcomeKey = (outcome: string): 'ok' | 'refused' | 'failed' =>
	outcome === 'refused' ? 'refused' : outcome === 'failed' ? 'failed' : 'ok'

/**
 * The state in one line, as the issue puts it: "ANDROID refused, worker answering (last 10
 * minutes)", from the same window as the "Now" column; null when no path is refused now.
 */
export function pathsHeadline(view: UpstreamPathsView): string | null {
	const refusing = view.paths.filter((p) => p.now.state === 'refused')
	const answering = view.paths.filter((p) => p.now.state === 'answering')
	if (refusing.length === 0) return null
	const parts = [`${refusing.map((p) => p.path).join(', ')} refused`]
	parts.push(answering.length ? `${answering.map((p) => p.path).join(', ')} answering` : 'no path answering')
	return `${parts.join(', ')} in ${windowPhrase(view.window.minutes)}`
}

/** `the last 10 minutes`, `the last 1.5 minutes`, `the last minute`. */
export const windowPhrase = (minutes: number) =>
	minutes === 1 ? 'the last minute' : `the last ${Number(minutes.toFixed(2))} minutes`

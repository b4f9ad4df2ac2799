/**
 * Requests to YouTube per path, egress and outcome, by hour and by day, in
 * `upstream_outcomes`: counted in memory from the outcome bus and written every few seconds in
 * one transaction (like analytics/tool-usage.server.ts), so a request never waits for the
 * database. Hour rows (`YYYY-MM-DDTHH`, UTC) are kept 7 days (db/upstream-outcomes-retention.server.ts),
 * day rows (`YYYY-MM-DD`) as long as the page counts.
 */
import { sql } from 'drizzle-orm'
import type { Logger } from '../core/logger'
import type { Db } from '../db/client.server'
import { upstreamOutcomes } from '../db/schema'
import type { OutcomeBus, UpstreamOutcome } from './upstream-outcomes.server'

type Row = { bucket: string; path: string; egress: string; outcome: string; count: number }

/**
 * @example const counts = createOutcomeCounts(db, bus, { logger }) // …later: await counts.close()
 */
export function createOutcomeCounts(
	db: Db,
	bus: OutcomeBus,
	{ logger, flushMs = 5000, now = () => new Date() }: { logger: Logger; flushMs?: number; now?: () => Date },
) {
	let pending = new Map<string, Row>()
	let writing: Promise<void> = Promise.resolve()

	function add(row: Row): void {
		const key = `${row.bucket}\u0000${row.path}\u0000${row.egress}\u0000${row.outcome}`
		const entry = pending.get(key)
		if (entry) entry.count += row.count
		else pending.set(key, { ...row })
	}

	function record({ path, egress, outcome }: UpstreamOutcome): void {
		const hour = now().toISOString().slice(0, 13)
		add({ bucket: hour, path, egress, outcome, count: 1 })
		add({ bucket: hour.slice(0, 10), path, egress, outcome, count: 1 })
	}

	/** Writes what was counted so far; counts that fail to write are kept for the next flush. */
	function flush(): Promise<void> {
		writing = writing.then(async () => {
			if (pending.size === 0) return
			const rows = [...pending.values()]
			pending = new Map()
			try {
				await db.transaction(async (tx) => {
					for (const row of rows) {
						await tx
							.insert(upstreamOutcomes)
							.values(row)
							.onConflictDoUpdate({
								target: [
									upstreamOutcomes.bucket,
									upstreamOutcomes.path,
									upstreamOutcomes.egress,
									upstreamOutcomes.outcome,
								],
								set: { count: sql`${upstreamOutcomes.count} + ${row.count}` },
							})
					}
				})
			} catch (error) {
				logger.warn('upstream outcomes not written, kept for the next flush', { error: String(error) })
				for (const row of rows) add(row)
			}
		})
		return writing
	}

	const unsubscribe = bus.subscribe(record)
	const timer = setInterval(() => void flush(), flushMs)
	timer.unref?.()

	return {
		flush,
		/** Stops listening and writes the rest (the app's close). */
		async close(): Promise<void> {
			unsubscribe()
			clearInterval(timer)
			await flush()
		},
	}
}

export type OutcomeCounts = ReturnType<typeof createOutcomeCounts>

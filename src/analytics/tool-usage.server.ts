import { sql } from 'drizzle-orm'
import type { Logger } from '../core/logger'
import type { Db } from '../db/client.server'
import { toolUsage, toolUsageHourly } from '../db/schema'

/**
 * Tool calls per day, tool and outcome (the admin sees how often YouTube refused
 * this server), and per hour for the dashboard's 24-hour and 7-day charts (hours
 * older than 7 days are deleted by the retention job). Counted in memory per hour and written
 * every few seconds in one transaction, days and hours together, so a tool call never waits
 * for the database and bursts cause one write, not hundreds.
 * @example const usage = createToolUsage(db, { logger }); usage.record('transcript', 'tokenRequired')
 */
export function createToolUsage(
	db: Db,
	{ logger, flushMs = 5000, now = () => new Date() }: { logger: Logger; flushMs?: number; now?: () => Date },
) {
	let pending = new Map<string, Row>()
	let writing: Promise<void> = Promise.resolve()

	/** Adds `row.count` to the pending count of its hour (YYYY-MM-DDTHH, UTC), tool and outcome. */
	function add(row: Row): void {
		const key = `${row.hour}\u0000${row.tool}\u0000${row.outcome}`
		const entry = pending.get(key)
		if (entry) entry.count += row.count
		else pending.set(key, { ...row })
	}

	function record(tool: string, outcome: string): void {
		add({ hour: now().toISOString().slice(0, 13), tool, outcome, count: 1 })
	}

	/** Writes what was counted so far; counts that fail to write are kept for the next flush. */
	function flush(): Promise<void> {
		writing = writing.then(async () => {
			if (pending.size === 0) return
			const rows = [...pending.values()]
			pending = new Map()
			try {
				await db.transaction(async (tx) => {
					for (const row of days(rows)) {
						await tx
							.insert(toolUsage)
							.values(row)
							.onConflictDoUpdate({
								target: [toolUsage.day, toolUsage.tool, toolUsage.outcome],
								set: { count: sql`${toolUsage.count} + ${row.count}` },
							})
					}
					for (const row of rows) {
						await tx
							.insert(toolUsageHourly)
							.values(row)
							.onConflictDoUpdate({
								target: [toolUsageHourly.hour, toolUsageHourly.tool, toolUsageHourly.outcome],
								set: { count: sql`${toolUsageHourly.count} + ${row.count}` },
							})
					}
				})
			} catch (error) {
				logger.warn('tool usage not written, kept for the next flush', { error: String(error) })
				for (const row of rows) add(row)
			}
		})
		return writing
	}

	const timer = setInterval(() => void flush(), flushMs)
	timer.unref?.()

	return {
		record,
		flush,
		/** Stops the timer and writes the rest (the app's close). */
		async close(): Promise<void> {
			clearInterval(timer)
			await flush()
		},
	}
}

export type ToolUsage = ReturnType<typeof createToolUsage>

interface Row {
	hour: string
	tool: string
	outcome: string
	count: number
}

/** The pending hours summed per day, tool and outcome: the day rows of the same flush. */
function days(rows: Row[]): { day: string; tool: string; outcome: string; count: number }[] {
	const byDay = new Map<string, { day: string; tool: string; outcome: string; count: number }>()
	for (const { hour, tool, outcome, count } of rows) {
		const day = hour.slice(0, 10)
		const key = `${day}\u0000${tool}\u0000${outcome}`
		const entry = byDay.get(key)
		if (entry) entry.count += count
		else byDay.set(key, { day, tool, outcome, count })
	}
	return [...byDay.values()]
}

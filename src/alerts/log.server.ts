import { desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { alertEvents, alertState } from '../db/schema'
import type { AlertDetail } from './message'

/** One fired or cleared event as the admin sees it: what happened and what became of each message. */
export interface AlertEventView {
	id: number
	at: Date
	kind: string
	state: 'fired' | 'cleared'
	detail: AlertDetail
	/** sent | failed | not_configured | pending (being sent now) */
	email: string
	webhook: string
}

/** What the dashboard's banner and alert log show (AlertBanner.tsx, AlertLog.tsx). */
export interface AlertOverview {
	/** The event that fired the alert that is on now; null when none is on. */
	active: AlertEventView | null
	/** The latest events, newest first. */
	events: AlertEventView[]
}

const view = (row: typeof alertEvents.$inferSelect): AlertEventView => ({
	...row,
	state: row.state === 'cleared' ? 'cleared' : 'fired',
	detail: JSON.parse(row.detail) as AlertDetail,
})

/**
 * The alert log and whether an alert is on now, from the database every replica shares: the state
 * row says on or off (alert-state.server.ts), the log's latest `fired` event of that kind says why.
 * @example const { active, events } = await alertOverview(db)
 */
export async function alertOverview(db: Db, { limit = 50 }: { limit?: number } = {}): Promise<AlertOverview> {
	const [states, rows] = await Promise.all([
		db.select().from(alertState).where(eq(alertState.active, true)),
		db.select().from(alertEvents).orderBy(desc(alertEvents.id)).limit(limit),
	])
	const events = rows.map(view)
	let active: AlertEventView | null = null
	for (const state of states) {
		const fired =
			events.find((e) => e.kind === state.kind && e.state === 'fired') ??
			(
				await db
					.select()
					.from(alertEvents)
					.where(eq(alertEvents.kind, state.kind))
					.orderBy(desc(alertEvents.id))
					.limit(1)
			).map(view)[0]
		if (fired?.state === 'fired' && (!active || fired.at > active.at)) active = fired
	}
	return { active, events }
}

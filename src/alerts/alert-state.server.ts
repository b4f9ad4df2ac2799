import { and, eq, lte } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { alertState } from '../db/schema'

/**
 * Whether an alert is on, shared by every replica through the database (one alert,
 * not one per replica). The database is the one store every deployment shares (decision 20:
 * replicas need a remote libSQL; Redis is optional and may drop out), so the state lives here
 * with or without Redis, and a state never splits when Redis goes and comes back. Each change is
 * one compare-and-set UPDATE: of replicas that try the same change at once, exactly one gets the
 * row back, and only that one sends.
 *
 * `changed_at` is when the state last changed or was last confirmed: while any replica still sees
 * the incident (its share at or over the clearing level), it touches `changed_at`, and a clear
 * needs `changed_at` to be older than `quietMs`. So a replica that sees a good window cannot clear
 * an alert another replica still sees (without Redis each replica judges its own window).
 */
export function alertStore(db: Db, kind: string) {
	const s = alertState
	let ensured = false
	const ensure = async () => {
		if (ensured) return
		await db.insert(s).values({ kind, active: false }).onConflictDoNothing()
		ensured = true
	}
	return {
		async read(): Promise<{ active: boolean; since: Date | null; changedAt: Date | null }> {
			await ensure()
			const [row] = await db.select().from(s).where(eq(s.kind, kind))
			return { active: row?.active ?? false, since: row?.since ?? null, changedAt: row?.changedAt ?? null }
		},
		/** Off -> on. True for the one replica whose UPDATE took the row. */
		async fire(at: Date): Promise<boolean> {
			await ensure()
			const rows = await db
				.update(s)
				.set({ active: true, since: at, changedAt: at })
				.where(and(eq(s.kind, kind), eq(s.active, false)))
				.returning({ kind: s.kind })
			return rows.length === 1
		},
		/** The incident goes on (this replica still sees it): clearing waits. */
		async confirm(at: Date): Promise<void> {
			await db
				.update(s)
				.set({ changedAt: at })
				.where(and(eq(s.kind, kind), eq(s.active, true)))
		},
		/**
		 * On -> off, if nobody confirmed the incident within `quietMs`. Returns when it began, for
		 * the one replica whose UPDATE took the row; null otherwise.
		 */
		async clear(at: Date, quietMs: number): Promise<Date | null> {
			const [row] = await db
				.update(s)
				.set({ active: false, changedAt: at })
				.where(and(eq(s.kind, kind), eq(s.active, true), lte(s.changedAt, new Date(at.getTime() - quietMs))))
				.returning({ since: s.since })
			return row ? (row.since ?? at) : null
		},
	}
}

export type AlertStore = ReturnType<typeof alertStore>

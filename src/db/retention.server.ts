import { lt } from 'drizzle-orm'
import type { Logger } from '../core/logger'
import type { Database, Db } from './client.server'
import { claimLease } from './leases.server'
import { contactMessages, pageViews } from './schema'

/** Page-view rows are kept this long (issue 6): a year of comparisons plus a month. */
export const PAGE_VIEW_RETENTION_DAYS = 400
const DAY_MS = 86_400_000

/**
 * Deletes contact messages older than `contactDays` (CONTACT_RETENTION_DAYS, 730 by default,
 * as the privacy policy says) and page-view rows older than 400 days.
 * @returns how many rows of each went
 */
export async function applyRetention(db: Db, contactDays: number, now = new Date()) {
	const contactCutoff = new Date(now.getTime() - contactDays * DAY_MS)
	const viewCutoff = new Date(now.getTime() - PAGE_VIEW_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10)
	const messages = await db.delete(contactMessages).where(lt(contactMessages.createdAt, contactCutoff)).returning({
		id: contactMessages.id,
	})
	const views = await db.delete(pageViews).where(lt(pageViews.day, viewCutoff)).returning({ day: pageViews.day })
	return { messages: messages.length, pageViews: views.length }
}

/**
 * Held by the replica that ran the job, so that the others skip it (decision 20); a little
 * under a day, so the next daily run of any replica finds it free.
 */
const RETENTION_LEASE_MS = 20 * 3600_000

/**
 * Runs applyRetention at start and then once a day, on one replica only: each one asks for the
 * day's lease and only its holder deletes. stop() ends it.
 */
export function scheduleRetention(database: Database, contactDays: number, logger: Logger) {
	const owner = crypto.randomUUID()
	const run = () =>
		claimLease(database.client, 'retention', owner, RETENTION_LEASE_MS)
			.then((mine) => (mine ? applyRetention(database.db, contactDays) : null))
			.then(
				(deleted) => {
					if (deleted && (deleted.messages || deleted.pageViews)) logger.info('retention', deleted)
				},
				(error: unknown) => logger.warn('retention failed', { error: String(error) }),
			)
	const first = setTimeout(run, 1000)
	const daily = setInterval(run, DAY_MS)
	first.unref?.()
	daily.unref?.()
	return {
		stop() {
			clearTimeout(first)
			clearInterval(daily)
		},
	}
}

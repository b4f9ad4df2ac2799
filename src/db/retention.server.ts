import { and, eq, lt, sql } from 'drizzle-orm'
import type { Logger } from '../core/logger'
import type { Database, Db } from './client.server'
import { claimLease } from './leases.server'
import { contactMessages, pageViews, pageViewsHourly, toolUsage, toolUsageHourly, upstreamOutcomes } from './schema'

/** Page-view rows are kept this long: a year of comparisons plus a month. */
export const PAGE_VIEW_RETENTION_DAYS = 400
/**
 * Hourly counts are kept this long: the dashboard's 24-hour and 7-day charts; after
 * that only the day rows stay, coarse enough to say nothing about a visit.
 */
export const HOURLY_RETENTION_DAYS = 7
const DAY_MS = 86_400_000

/** How long contact messages are kept, as the privacy policy states it (config.contact). */
export interface ContactRetention {
	/** Every message (CONTACT_RETENTION_DAYS, 730 by default). */
	retentionDays: number
	/** A message held as spam (the honeypot filled) and not released (CONTACT_QUARANTINE_RETENTION_DAYS, 30). */
	quarantineDays: number
}

/**
 * Deletes contact messages older than `contact.retentionDays`, and those still held as spam older
 * than `contact.quarantineDays` (a released message is no longer spam: the first rule keeps it), as the
 * privacy policy says; page views, tool calls and requests to YouTube counted per day
 * older than 400 days; and the same counted per hour older than 7 days.
 * @returns how many rows of each went
 */
export async function applyRetention(db: Db, contact: ContactRetention, now = new Date()) {
	const contactCutoff = new Date(now.getTime() - contact.retentionDays * DAY_MS)
	const quarantineCutoff = new Date(now.getTime() - contact.quarantineDays * DAY_MS)
	const dayCutoff = new Date(now.getTime() - PAGE_VIEW_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10)
	// Hours are YYYY-MM-DDTHH: the hour 7 × 24 hours before this one is the oldest kept.
	const hourCutoff = new Date(now.getTime() - HOURLY_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 13)
	const messages = await db.delete(contactMessages).where(lt(contactMessages.createdAt, contactCutoff)).returning({
		id: contactMessages.id,
	})
	const held = await db
		.delete(contactMessages)
		.where(and(eq(contactMessages.spam, true), lt(contactMessages.createdAt, quarantineCutoff)))
		.returning({ id: contactMessages.id })
	const views = await db.delete(pageViews).where(lt(pageViews.day, dayCutoff)).returning({ day: pageViews.day })
	const viewHours = await db
		.delete(pageViewsHourly)
		.where(lt(pageViewsHourly.hour, hourCutoff))
		.returning({ hour: pageViewsHourly.hour })
	const calls = await db.delete(toolUsage).where(lt(toolUsage.day, dayCutoff)).returning({ day: toolUsage.day })
	const callHours = await db
		.delete(toolUsageHourly)
		.where(lt(toolUsageHourly.hour, hourCutoff))
		.returning({ hour: toolUsageHourly.hour })
	// upstream_outcomes holds both: days (10 characters) and hours (13).
	const upstream = await db
		.delete(upstreamOutcomes)
		.where(
			sql`(length(${upstreamOutcomes.bucket}) = 10 and ${upstreamOutcomes.bucket} < ${dayCutoff}) or (length(${upstreamOutcomes.bucket}) = 13 and ${upstreamOutcomes.bucket} < ${hourCutoff})`,
		)
		.returning({ bucket: upstreamOutcomes.bucket })
	return {
		messages: messages.length,
		quarantined: held.length,
		pageViews: views.length,
		pageViewsHourly: viewHours.length,
		toolUsage: calls.length,
		toolUsageHourly: callHours.length,
		upstreamOutcomes: upstream.length,
	}
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
export function scheduleRetention(database: Database, contact: ContactRetention, logger: Logger) {
	const owner = crypto.randomUUID()
	const run = () =>
		claimLease(database.client, 'retention', owner, RETENTION_LEASE_MS)
			.then((mine) => (mine ? applyRetention(database.db, contact) : null))
			.then(
				(deleted) => {
					if (deleted && Object.values(deleted).some((n) => n > 0)) logger.info('retention', deleted)
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

import { and, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { CONTACT_CATEGORIES } from '../contact/fields'
import type { Db } from '../db/client.server'
import { contactMessages } from '../db/schema'

export const REVIEW_STATES = ['new', 'read', 'archived'] as const
export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'not_configured'] as const
export const PAGE_SIZE = 50

/**
 * The inbox filters, from a query string (HTML inbox, JSON API and CSV export alike). Empty
 * values mean "any"; archived messages and spam are hidden unless asked for. `spam=suspected`:
 * only the messages weak signals marked (mailed, not spam), the ones the dashboard counts.
 */
export const inboxFilters = z.object({
	review: z.union([z.enum(REVIEW_STATES), z.literal('active'), z.literal('all')]).catch('active'),
	category: z.union([z.enum(CONTACT_CATEGORIES), z.literal('')]).catch(''),
	delivery: z.union([z.enum(DELIVERY_STATES), z.literal('')]).catch(''),
	spam: z.enum(['no', 'suspected', 'yes', 'all']).catch('no'),
	q: z
		.string()
		.max(200)
		.catch('')
		.transform((q) => q.trim()),
	page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type InboxFilters = z.infer<typeof inboxFilters>
export const parseFilters = (query: Record<string, string | undefined>) => inboxFilters.parse(query)

export type MessageRow = typeof contactMessages.$inferSelect

/** The inbox filter behind the dashboard's suspected count: suspected and still new. */
export const SUSPECTED_TO_REVIEW = { spam: 'suspected', review: 'new' } as const

/** LIKE with the visitor's % and _ taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function where(f: InboxFilters): SQL | undefined {
	const m = contactMessages
	const parts: (SQL | undefined)[] = [
		f.review === 'active'
			? inArray(m.review, ['new', 'read'])
			: f.review === 'all'
				? undefined
				: eq(m.review, f.review),
		f.category ? eq(m.category, f.category) : undefined,
		f.delivery ? eq(m.delivery, f.delivery) : undefined,
		f.spam === 'all' ? undefined : eq(m.spam, f.spam === 'yes'),
		f.spam === 'suspected' ? isNotNull(m.suspect) : undefined,
	]
	if (f.q) {
		const p = contains(f.q)
		parts.push(
			or(
				sql`${m.name} LIKE ${p} ESCAPE '\\'`,
				sql`${m.email} LIKE ${p} ESCAPE '\\'`,
				sql`${m.subject} LIKE ${p} ESCAPE '\\'`,
				sql`${m.message} LIKE ${p} ESCAPE '\\'`,
			),
		)
	}
	return and(...parts.filter(Boolean))
}

/** One page of the inbox, newest first, with the number of matches. */
export async function listMessages(db: Db, f: InboxFilters): Promise<{ messages: MessageRow[]; total: number }> {
	const [messages, [total]] = await Promise.all([
		db
			.select()
			.from(contactMessages)
			.where(where(f))
			.orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
			.limit(PAGE_SIZE)
			.offset((f.page - 1) * PAGE_SIZE),
		db.select({ n: count() }).from(contactMessages).where(where(f)),
	])
	return { messages, total: total?.n ?? 0 }
}

/** Every match of the filters (the CSV export), newest first. */
export const allMessages = (db: Db, f: InboxFilters) =>
	db.select().from(contactMessages).where(where(f)).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))

export async function getMessage(db: Db, id: number): Promise<MessageRow | null> {
	const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
	return row ?? null
}

/** The changes an admin can make to a message; false when there is no such message. */
export async function changeMessage(
	db: Db,
	id: number,
	change: 'read' | 'unread' | 'archive' | 'unarchive' | 'delete' | 'retry' | 'notSpam',
): Promise<boolean> {
	const m = contactMessages
	const target = eq(m.id, id)
	if (change === 'delete') return (await db.delete(m).where(target).returning({ id: m.id })).length > 0
	const set =
		change === 'read' || change === 'unarchive'
			? { review: 'read' }
			: change === 'unread'
				? { review: 'new' }
				: change === 'archive'
					? { review: 'archived' }
					: change === 'notSpam'
						? { spam: false, delivery: 'pending', nextAttemptAt: null }
						: { delivery: 'pending', nextAttemptAt: null, lastError: null }
	// A sent message is not sent again by "retry"; only one that has not reached the mailbox. And
	// "not spam" releases only what is held as spam (on any other message it would mail it again).
	const guard =
		change === 'retry'
			? and(target, inArray(m.delivery, ['failed', 'not_configured', 'pending']))
			: change === 'notSpam'
				? and(target, eq(m.spam, true))
				: target
	return (await db.update(m).set(set).where(guard).returning({ id: m.id })).length > 0
}

export const MESSAGE_CHANGES = ['read', 'unread', 'archive', 'unarchive', 'delete', 'retry', 'notSpam'] as const
export type MessageChange = (typeof MESSAGE_CHANGES)[number]

/**
 * How many messages are in each review and delivery state (spam apart), and `suspected`: the
 * unread messages weak signals marked (the dashboard's "to review"; the `SUSPECTED_TO_REVIEW` filter).
 */
export async function inboxCounts(db: Db) {
	const m = contactMessages
	const [rows, [suspected]] = await Promise.all([
		db
			.select({ review: m.review, delivery: m.delivery, spam: m.spam, n: count() })
			.from(m)
			.groupBy(m.review, m.delivery, m.spam),
		db
			.select({ n: count() })
			.from(m)
			.where(where(parseFilters(SUSPECTED_TO_REVIEW))),
	])
	const review: Record<string, number> = { new: 0, read: 0, archived: 0 }
	const delivery: Record<string, number> = { pending: 0, sent: 0, failed: 0, not_configured: 0 }
	let spam = 0
	for (const r of rows) {
		if (r.spam) {
			spam += r.n
			continue
		}
		review[r.review] = (review[r.review] ?? 0) + r.n
		delivery[r.delivery] = (delivery[r.delivery] ?? 0) + r.n
	}
	return { review, delivery, spam, suspected: suspected?.n ?? 0 }
}

import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { contactMessages } from '../db/schema'
import type { ContactCategory } from './fields'

export interface NewContactMessage {
	name: string
	email: string
	subject: string
	category: ContactCategory
	message: string
	lang: string
	/** The honeypot was filled: kept apart, never mailed unless released. */
	spam: boolean
	/** Weak spam signals in words, or null (contact/signals.ts): mailed anyway, marked. */
	suspect: string | null
	/** The id the sender gave this submission, or null: a second post with the same id is the same message. */
	submissionId: string | null
}

/**
 * Stores a message and returns its id once the row is committed (decision 5: nothing
 * submitted is lost; the visitor hears "sent" only after this). The Message-ID is fixed now,
 * so every delivery attempt sends the same one (at-least-once, de-duplicated by mail systems).
 * A submission id already stored (a post sent again: the load balancer retrying it on another
 * replica, a visitor whose answer was lost) stores nothing: `stored` is false and `id` the first
 * post's row. The unique index decides, so replicas racing with the same id store one row.
 */
export async function storeContactMessage(
	db: Db,
	input: NewContactMessage,
	now = new Date(),
): Promise<{ id: number; stored: boolean }> {
	const [row] = await db
		.insert(contactMessages)
		.values({
			...input,
			createdAt: now,
			delivery: 'pending',
			messageId: `<${crypto.randomUUID()}@tubekit>`,
		})
		.onConflictDoNothing({ target: contactMessages.submissionId })
		.returning({ id: contactMessages.id })
	if (row) return { id: row.id, stored: true }
	if (input.submissionId !== null) {
		const [first] = await db
			.select({ id: contactMessages.id })
			.from(contactMessages)
			.where(eq(contactMessages.submissionId, input.submissionId))
		if (first) return { id: first.id, stored: false }
	}
	throw new Error('contact message not stored')
}

/**
 * Whether `input` is a message already stored: its submission id is stored, with the same sender,
 * subject, category and text. Such a post (the form sending again after a lost answer or a replica
 * gone under it) stores nothing and so spends no rate-limit budget; an id alone is not enough, or
 * one stored id would let any text past the limit.
 */
export async function isStoredResend(db: Db, input: NewContactMessage): Promise<boolean> {
	if (input.submissionId === null) return false
	const [row] = await db
		.select({
			name: contactMessages.name,
			email: contactMessages.email,
			subject: contactMessages.subject,
			category: contactMessages.category,
			message: contactMessages.message,
		})
		.from(contactMessages)
		.where(eq(contactMessages.submissionId, input.submissionId))
	return (
		row !== undefined &&
		row.name === input.name &&
		row.email === input.email &&
		row.subject === input.subject &&
		row.category === input.category &&
		row.message === input.message
	)
}

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
}

/**
 * Stores a message and returns its id once the row is committed (decision 5: nothing
 * submitted is lost; the visitor hears "sent" only after this). The Message-ID is fixed now,
 * so every delivery attempt sends the same one (at-least-once, de-duplicated by mail systems).
 */
export async function storeContactMessage(db: Db, input: NewContactMessage, now = new Date()): Promise<number> {
	const [row] = await db
		.insert(contactMessages)
		.values({
			...input,
			createdAt: now,
			delivery: 'pending',
			messageId: `<${crypto.randomUUID()}@tubekit>`,
		})
		.returning({ id: contactMessages.id })
	if (!row) throw new Error('contact message not stored')
	return row.id
}

// First: in the browser, zod must be jitless before this module builds a schema (core/zod-jitless.ts).
import '../core/zod-jitless'
import { z } from 'zod'
import { CONTACT_CATEGORIES, DEFAULT_SUBJECT, LIMITS, SUBMISSION_ID } from './fields'

/**
 * POST /api/contact (docs/product-spec.md §7). Loose on purpose: the runner checks each field and
 * answers with a specific, localized code. `to_email` is read and ignored (decision 5);
 * `website` is the hidden honeypot; `form_started` the time (epoch ms) the form was shown;
 * `submission_id` makes a post sent twice one message.
 */
export const contactRequest = z.object({
	from_name: z.string().max(1000).default('').describe(`Required, at most ${LIMITS.name} characters`),
	from_email: z.string().max(1000).default('').describe('Required: where the answer goes'),
	subject: z
		.string()
		.max(1000)
		.optional()
		.describe(`At most ${LIMITS.subject} characters; empty: "${DEFAULT_SUBJECT}"`),
	category: z
		.string()
		.max(100)
		.optional()
		.describe(`One of ${CONTACT_CATEGORIES.join(', ')} (or the spec's English labels); empty: general`),
	message: z.string().max(20_000).default('').describe(`Required, at most ${LIMITS.message} characters`),
	to_email: z
		.string()
		.max(1000)
		.optional()
		.describe("Accepted and ignored: every message goes to the site's support address"),
	website: z
		.string()
		.max(1000)
		.optional()
		.describe('The hidden honeypot: leave it out (a filled one marks the message as spam)'),
	form_started: z
		.union([z.string().max(20), z.number()])
		.optional()
		.describe('When the form was shown (epoch milliseconds), if it was'),
	submission_id: z
		.string()
		.max(1000)
		.optional()
		.describe(
			`A random id for this message (${SUBMISSION_ID.min}-${SUBMISSION_ID.max} letters, digits, - or _; a UUID will do), made once and sent again with every retry of it: a post whose id is already stored is answered as a success and stored no second time. Leave it out and every post is a new message`,
		),
})

/** The answer of POST /api/contact once the message is stored (decision 5). */
export const contactAccepted = z.object({ ok: z.literal(true) })

export type ContactRequest = z.infer<typeof contactRequest>

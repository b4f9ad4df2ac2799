// First: in the browser, zod must be jitless before this module builds a schema (core/zod-jitless.ts).
import '../core/zod-jitless'
import { z } from 'zod'
import { CONTACT_CATEGORIES, DEFAULT_SUBJECT, LIMITS, SUBMISSION_ID } from './fields'

/**
 * A string of at most `max` characters, counted as JSON Schema's maxLength counts them (code
 * points, so an emoji is one), with that maxLength in the OpenAPI document: the route, the form
 * and the document all read the limit from here (docs/decisions.md, "Documented limits are the server's").
 */
const text = (max: number) =>
	z
		.string()
		.refine((value) => [...value].length <= max, { params: { max } })
		.meta({ maxLength: max })

/**
 * POST /api/contact (docs/product-spec.md §7). Name, e-mail and message must be there and every
 * field has its real limit, so a client that follows the OpenAPI document is never refused for a
 * field it was told was fine; the runner (api.ts) still checks what a schema cannot say (blank
 * after trimming, line breaks, the address's form, the category) with a specific, localized code.
 * `to_email` is read and ignored (decision 5); `website` is the hidden honeypot; `form_started`
 * the time (epoch ms) the form was shown; `submission_id` makes a post sent twice one message.
 */
export const contactRequest = z.object({
	from_name: text(LIMITS.name).describe(`Required, at most ${LIMITS.name} characters`),
	from_email: text(LIMITS.email).describe(`Required: where the answer goes; at most ${LIMITS.email} characters`),
	subject: text(LIMITS.subject)
		.optional()
		.describe(`At most ${LIMITS.subject} characters; empty: "${DEFAULT_SUBJECT}"`),
	category: text(100)
		.optional()
		.describe(`One of ${CONTACT_CATEGORIES.join(', ')} (or the spec's English labels); empty: general`),
	message: text(LIMITS.message).describe(`Required, at most ${LIMITS.message} characters`),
	to_email: text(1000).optional().describe("Accepted and ignored: every message goes to the site's support address"),
	website: text(1000).optional().describe('The hidden honeypot: leave it out (a filled one marks the message as spam)'),
	form_started: z
		.union([text(20), z.number()])
		.optional()
		.describe('When the form was shown (epoch milliseconds), if it was'),
	submission_id: text(SUBMISSION_ID.max)
		.optional()
		.describe(
			`A random id for this message (${SUBMISSION_ID.min}-${SUBMISSION_ID.max} letters, digits, - or _; a UUID will do), made once and sent again with every retry of it: a post whose id is already stored is answered as a success and stored no second time. Leave it out and every post is a new message`,
		),
})

/** The answer of POST /api/contact once the message is stored (decision 5). */
export const contactAccepted = z.object({ ok: z.literal(true) })

export type ContactRequest = z.infer<typeof contactRequest>

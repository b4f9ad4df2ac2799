import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../core/app-env'
import { requestLocale } from '../core/error-answer'
import { AppError } from '../core/errors'
import { validationError } from '../core/validation'
import type { Db } from '../db/client.server'
import { contactCategory, DEFAULT_SUBJECT, isSubmissionId } from './fields'
import type { Outbox } from './outbox.server'
import { type ContactRequest, type contactAccepted, contactRequest } from './schema'
import { spamSignals } from './signals'
import { isStoredResend, type NewContactMessage, storeContactMessage } from './store.server'

// The e2e tests pause this long to send like a person.
export { MIN_FILL_MS } from './signals'

const LINE_BREAK = /[\r\n\u2028\u2029]/

/**
 * A post the schema refused, as the contact form's own localized codes: a required field left out
 * is `contactRequired` and one over its limit `contactTooLong` (the limits live in the schema, so
 * the OpenAPI document states them); anything else (a number for a name) is the generic `validation`.
 */
export function contactSchemaError(error: { issues: z.core.$ZodIssue[] }, input: unknown): AppError {
	const sent = typeof input === 'object' && input !== null ? input : {}
	const issues = error.issues
	if (issues.some((i) => i.code === 'invalid_type' && i.path.length === 1 && !Object.hasOwn(sent, i.path[0] as string)))
		return new AppError(400, 'contactRequired')
	const max = issues.map((i) => (i.code === 'custom' ? i.params?.max : undefined)).find((m) => typeof m === 'number')
	if (max !== undefined) return new AppError(400, 'contactTooLong', { max })
	return validationError(issues)
}

/**
 * The checked message, or an AppError naming what is wrong (in the visitor's language via
 * its code). The lengths were checked by the schema (schema.ts). Line breaks in single-line fields are refused: they could only be an attempt to
 * add mail headers.
 */
export function checkContact(input: ContactRequest, lang: string, now = Date.now()): NewContactMessage {
	const name = input.from_name.trim()
	const email = input.from_email.trim()
	const message = input.message.trim()
	if (!name || !email || !message) throw new AppError(400, 'contactRequired')
	if (LINE_BREAK.test(name) || LINE_BREAK.test(email) || LINE_BREAK.test(input.subject ?? '')) {
		throw new AppError(400, 'contactInvalid')
	}
	if (!z.email().safeParse(email).success) throw new AppError(400, 'contactInvalidEmail')
	const category = contactCategory(input.category)
	if (!category) throw new AppError(400, 'contactInvalid')
	// An empty id (a form rendered before its script ran, a client that sends none) is no id.
	const submissionId = input.submission_id?.trim() || null
	if (submissionId !== null && !isSubmissionId(submissionId)) throw new AppError(400, 'contactInvalid')
	return {
		name,
		email,
		subject: input.subject?.trim() || DEFAULT_SUBJECT,
		category,
		message,
		lang,
		submissionId,
		...spamSignals({ website: input.website, form_started: input.form_started, message }, now),
	}
}

/** Checks, stores and queues one message; what the JSON API and the no-JavaScript form share. */
export type ContactSubmitter = (input: ContactRequest, lang: string) => Promise<void>

/**
 * Decision 5: resolves only once the message is stored (or was, by a post with the same
 * submission id); the outbox mails it afterwards. Spam (the honeypot filled) gets the same
 * answer (so bots learn nothing) but is kept apart and never mailed; a suspected message (weak
 * signals only) is mailed like any other, marked.
 */
export function contactSubmitter(db: Db, outbox: Outbox): ContactSubmitter {
	return async (input, lang) => {
		const checked = checkContact(input, lang)
		const { stored } = await storeContactMessage(db, checked)
		// A post sent again is answered like the first: stored once, the outbox already has it.
		if (stored && !checked.spam) outbox.wake()
	}
}

/**
 * Whether a post is a message already stored: same submission id, same sender and text
 * (store.server.ts). A resend spends no contact budget; a post that fails the checks is none.
 */
export type ContactResendCheck = (input: ContactRequest) => Promise<boolean>

export function contactResendCheck(db: Db): ContactResendCheck {
	return async (input) => {
		let checked: NewContactMessage
		try {
			checked = checkContact(input, '')
		} catch {
			return false
		}
		return isStoredResend(db, checked)
	}
}

/** POST /api/contact (docs/product-spec.md §7): 200 `{ ok: true }` only once the message is stored. */
export function contactApi(submit: ContactSubmitter) {
	return new Hono<AppEnv>().post(
		'/',
		zValidator('json', contactRequest, (result) => {
			if (!result.success) throw contactSchemaError(result.error, result.data)
		}),
		async (c) => {
			await submit(c.req.valid('json'), requestLocale(c))
			return c.json({ ok: true } satisfies z.infer<typeof contactAccepted>)
		},
	)
}

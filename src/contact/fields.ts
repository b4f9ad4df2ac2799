/**
 * The contact form's fields as plain values: its categories and length limits. Kept apart from the
 * request's zod schema (schema.ts) so that the browser's form (ContactForm.tsx) reads them without
 * loading zod: importing them from the schema put 88 KB of zod into the contact page's scripts,
 * whose schemas took one task of 20 ms to build.
 */

/** The spec's five categories (section 3); an empty category is 'General' (section 5). */
export const CONTACT_CATEGORIES = ['general', 'bug', 'feature', 'legal', 'business'] as const
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]

/** The spec's English labels, also accepted as values (the original client sends 'General'). */
const LABELS: Record<string, ContactCategory> = {
	'general inquiry': 'general',
	'bug report': 'bug',
	'feature request': 'feature',
	'legal/privacy': 'legal',
	'business/partnership': 'business',
}

/** The category a submitted value means, or null for an unknown one. */
export function contactCategory(value: string | undefined): ContactCategory | null {
	const v = (value ?? '').trim().toLowerCase()
	if (!v) return 'general'
	if ((CONTACT_CATEGORIES as readonly string[]).includes(v)) return v as ContactCategory
	// Own keys only: `__proto__` or `constructor` must be an unknown category, not Object's.
	return Object.hasOwn(LABELS, v) ? (LABELS[v] as ContactCategory) : null
}

export const LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const
export const DEFAULT_SUBJECT = 'Contact Form Submission'

/**
 * A submission id's length: one id names one message across every sender, so a short, guessable
 * one could collide with another sender's; the form's (a UUID) has 36 characters.
 */
export const SUBMISSION_ID = { min: 16, max: 100 } as const
const SUBMISSION_ID_FORM = new RegExp(`^[A-Za-z0-9_-]{${SUBMISSION_ID.min},${SUBMISSION_ID.max}}$`)

/** Whether `value` has a submission id's form: 16-100 letters, digits, - or _. */
export const isSubmissionId = (value: string) => SUBMISSION_ID_FORM.test(value)

/**
 * A fresh submission id: 128 random bits in hex. getRandomValues rather than randomUUID, which
 * browsers offer only on HTTPS and localhost.
 */
export function newSubmissionId(): string {
	return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

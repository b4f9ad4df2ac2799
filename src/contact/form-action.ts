import { type ActionFunctionArgs, createContext, data } from 'react-router'
import { type Locale, splitLocale } from '../i18n/locales'
import type { ToolErrorInfo } from '../tools/shared/form-action'
import { isSubmissionId, newSubmissionId } from './fields'

/** The contact form's fields, named as the JSON API's (docs/product-spec.md §7) plus the spam signals. */
export const CONTACT_FIELDS = [
	'from_name',
	'from_email',
	'subject',
	'category',
	'message',
	'website',
	'form_started',
	'submission_id',
] as const

/** What the contact page receives after a form post without JavaScript. */
export interface ContactOutcome {
	/** The fields as sent: shown again after a failure, so nothing typed is lost. */
	input: Record<string, string>
	ok: boolean
	error?: ToolErrorInfo
	/**
	 * The submission id the form carries next: after a failure the one posted (sending the kept
	 * values again is the same message), after a success a new one for the next message.
	 */
	submissionId: string
}

/** Stores a posted message; the server provides it (app.ts), rate limited like the API. */
export interface ContactForm {
	submit(input: Record<string, string>, locale: Locale): Promise<{ error?: ToolErrorInfo }>
}

export const contactFormContext = createContext<ContactForm>()

/**
 * The contact page's route action (decision 12): without JavaScript the form posts here and
 * the page answers with the outcome, its status the error's (a refused post is a real 4xx).
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
	let form: FormData | null = null
	try {
		form = await request.formData()
	} catch {
		// Not a form body: every field counts as empty, and the check says so.
	}
	const input = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(form?.get(f) ?? '').slice(0, 20_000)]))
	const { locale } = splitLocale(new URL(request.url).pathname)
	const { error } = await context.get(contactFormContext).submit(input, locale)
	// Made here, not in the page: the page without a post is one cached document for everyone. A
	// malformed id is not kept (the post would be refused again and again).
	const posted = input.submission_id ?? ''
	const submissionId = error && isSubmissionId(posted) ? posted : newSubmissionId()
	const outcome: ContactOutcome = { input, ok: !error, ...(error ? { error } : {}), submissionId }
	return data(outcome, { status: error?.status ?? 200 })
}

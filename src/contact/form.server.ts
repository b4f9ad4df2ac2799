import { errorInfo } from '../core/error-answer'
import { AppError } from '../core/errors'
import type { Logger } from '../core/logger'
import type { RateLimiter } from '../state/rate-limiter'
import { type ContactResendCheck, type ContactSubmitter, contactSchemaError } from './api'
import type { ContactForm } from './form-action'
import { contactRequest } from './schema'

/**
 * The server side of the contact page's form post: the same limit and the same submitter as
 * POST /api/contact, every failure an outcome the page shows (nothing thrown to the renderer). A
 * resend of a message already stored is answered as a success without spending budget.
 */
export function contactForm(deps: {
	submit: ContactSubmitter
	isResend: ContactResendCheck
	limiter: RateLimiter
	clientKey: string | undefined
	logger: Logger
}): ContactForm {
	return {
		async submit(input, locale) {
			try {
				const parsed = contactRequest.safeParse(input)
				if (parsed.success && (await deps.isResend(parsed.data))) return {}
				const refusal = (await deps.limiter.take(deps.clientKey)).refusal
				if (refusal) throw refusal
				if (!parsed.success) throw contactSchemaError(parsed.error, input)
				await deps.submit(parsed.data, locale)
				return {}
			} catch (error) {
				if (!(error instanceof AppError)) deps.logger.error('contact form failed', { error: String(error) })
				return { error: errorInfo(error) }
			}
		},
	}
}

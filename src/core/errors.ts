import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { NamespaceErrorsTranslation } from '../../i18n/i18n-types'

/** Stable error codes. Each is a key of the `errors` dictionary, so the UI can localize it. */
export type ErrorCode = keyof NamespaceErrorsTranslation

/**
 * The one error type of the API. `code` is stable and is also the i18n key `errors.<code>`;
 * `params` fill its placeholders. The error answer (error-answer.ts)
 * turns it into `{ "error": { "code", "message" } }` with `status` (decision 8).
 * @example throw new AppError(429, 'rateLimited', { seconds: 30 })
 */
export class AppError extends Error {
	constructor(
		readonly status: ContentfulStatusCode,
		readonly code: ErrorCode,
		readonly params: Record<string, string | number> = {},
		readonly headers: Record<string, string> = {},
	) {
		super(code)
		this.name = 'AppError'
	}
}

import type { Hook } from '@hono/zod-validator'
import { AppError, type ErrorCode } from './errors'

/**
 * A failed validation as the visitor's error, in their language: a schema's own refusal (a custom issue whose
 * `params` name an error code and its values, e.g. `keywordsTooLong` with `max`) as that error, anything else as
 * `validation`. The validator's own text (English, naming schema internals) never reaches a visitor.
 */
export function validationError(issues: readonly { code: string; params?: Record<string, unknown> }[]): AppError {
	for (const issue of issues) {
		if (issue.code !== 'custom' || typeof issue.params?.code !== 'string') continue
		const { code, ...params } = issue.params as { code: ErrorCode } & Record<string, string | number>
		return new AppError(400, code, params)
	}
	return new AppError(400, 'validation')
}

/** zValidator hook: a failed validation becomes the API's error shape (400, validationError) instead of the validator's default answer. */
// biome-ignore lint/suspicious/noExplicitAny: the hook serves every schema and environment
export const validationHook: Hook<any, any, any> = (result) => {
	if (!result.success) throw validationError(result.error.issues)
}

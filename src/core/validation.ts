import type { Hook } from '@hono/zod-validator'
import { AppError } from './errors'

/**
 * zValidator hook: a failed validation becomes the API's error shape (400 `validation`)
 * naming the fields, instead of the validator's default answer.
 */
// biome-ignore lint/suspicious/noExplicitAny: the hook serves every schema and environment
export const validationHook: Hook<any, any, any> = (result) => {
	if (!result.success) {
		const details = result.error.issues
			.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
			.join('; ')
		throw new AppError(400, 'validation', { details })
	}
}

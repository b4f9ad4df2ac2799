import { z } from 'zod'

/** POST /api/events: one page view. Only the path and the referrer are read. */
export const pageViewSchema = z.strictObject({
	path: z.string().min(1).max(512).startsWith('/'),
	referrer: z.string().max(2048).optional(),
})
export type PageViewInput = z.infer<typeof pageViewSchema>

import type { z } from 'zod'
import type { batchEvent } from './schema'

/** One line of the batch's progress stream, as the page reads it (schema.ts `batchEvent`). */
export type BatchStreamEvent = z.infer<typeof batchEvent>
export type BatchVideoEvent = Extract<BatchStreamEvent, { type: 'video' }>
export type BatchListEvent = Extract<BatchStreamEvent, { type: 'list' }>

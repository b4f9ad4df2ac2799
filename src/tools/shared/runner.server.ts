import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../core/app-env'
import { errorInfo, requestLocale } from '../../core/error-answer'
import { AppError } from '../../core/errors'
import type { Logger } from '../../core/logger'
import { validationError, validationHook } from '../../core/validation'
import type { Locale } from '../../i18n/locales'
import type { RateLimiter } from '../../state/rate-limiter'
import { toAppError } from '../../youtube/app-error'
import { inLookup } from '../../youtube/upstream-outcomes.server'
import { batchLinkKind } from '../batch/list-link'
import { isPastedBatch } from '../batch/pasted-links'
import type { Listing } from '../batch/run.server'
import { TOOLS, type ToolKey } from '../registry'
import type { FormRunner, ToolOutcome } from './form-action'
import { keptAnswer } from './kept-body.server'

/**
 * What a tool does with its validated input, shared by its JSON API and its no-JavaScript
 * form (decision 12): both answer exactly the same, including errors (AppError).
 */
export interface ToolRunner<Schema extends z.ZodType = z.ZodType, Result = unknown> {
	schema: Schema
	run(input: z.infer<Schema>, request: ToolRequest): Promise<Result>
}

/** What a tool may know of the request besides its fields. */
export interface ToolRequest {
	signal?: AbortSignal
	/** The language of the page asking (a transcript's "auto" prefers it). */
	locale: Locale
}

/** POST / with a JSON body validated by the runner's schema; answers the result as JSON. */
export function toolApi<S extends z.ZodType, R>(runner: ToolRunner<S, R>) {
	return new Hono<AppEnv>().post('/', zValidator('json', runner.schema, validationHook), async (c) => {
		const result = await runner.run(c.req.valid('json') as z.infer<S>, {
			signal: c.req.raw.signal,
			locale: requestLocale(c),
		})
		// As c.json() answers, with the body serialized (and compressed) once per cached result (kept-body.server.ts).
		const json = () => JSON.stringify(result)
		return keptAnswer(c, result, 'api', json, { 'Content-Type': 'application/json' })
	})
}

/**
 * The server side of the tool forms' route action: counts the request against the API's
 * rate limit (a form post costs what an API call costs), validates the fields with the
 * same schema and runs the tool. Every failure becomes an outcome the page shows in its
 * error card; nothing is thrown to the renderer.
 */
export function formRunner(deps: {
	runners: Record<ToolKey, ToolRunner>
	limiter: RateLimiter
	clientKey: string | undefined
	logger: Logger
	/** A list link's videos (src/tools/batch/): the thumbnail and transcript pages list them without JavaScript. */
	list?: (url: string, signal: AbortSignal, locale: Locale) => Promise<Listing | null>
}): FormRunner {
	return {
		async run(tool, input, request): Promise<Omit<ToolOutcome, 'input'>> {
			try {
				const refusal = (await deps.limiter.take(deps.clientKey)).refusal
				if (refusal) throw refusal
				const link = input[TOOLS[tool].formFields[0]] ?? ''
				if (deps.list && 'batch' in TOOLS[tool] && (isPastedBatch(link) || batchLinkKind(link) === 'list')) {
					const listing = await deps.list(link, request.signal, request.locale)
					if (listing) return { list: listing }
				}
				const runner = deps.runners[tool]
				const parsed = runner.schema.safeParse(input)
				if (!parsed.success) throw validationError(parsed.error.issues)
				return { result: await runner.run(parsed.data, request) }
			} catch (error) {
				const known = toAppError(error)
				if (!(known instanceof AppError)) deps.logger.error('tool form failed', { tool, error: String(error) })
				return { error: errorInfo(known) }
			}
		},
	}
}

/**
 * `runner`, counting each call's outcome (`ok`, or the AppError's code; `internal` for
 * anything else) for the admin's tool-usage figures. Both doors (JSON API and form post) run
 * the counted runner, so every call counts once; and each call is one lookup for the refusal alert.
 */
export function countedRunner<S extends z.ZodType, R>(
	tool: string,
	runner: ToolRunner<S, R>,
	record: (tool: string, outcome: string) => void,
): ToolRunner<S, R> {
	return {
		schema: runner.schema,
		async run(input, request) {
			try {
				// One lookup: the refusal alert weighs each path this call takes once (refusal-window.ts).
				const result = await inLookup(() => runner.run(input, request))
				record(tool, 'ok')
				return result
			} catch (error) {
				if (!request.signal?.aborted) record(tool, error instanceof AppError ? error.code : 'internal')
				throw error
			}
		},
	}
}

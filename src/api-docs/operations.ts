import type { z } from 'zod'
import { LIMITS } from '../contact/fields'
import { contactAccepted, contactRequest } from '../contact/schema'
import { translate } from '../i18n/lists'
import type { LL } from '../i18n/translator'
import { batchEvent, batchQuery, batchRequest } from '../tools/batch/schema'
import { BATCH_TOOL_KEYS, TOOL_KEYS, TOOLS, type ToolKey } from '../tools/registry'
import { TOOL_SERVER, type ToolApiDoc } from '../tools/registry.server'
import { FORMAT_FILES } from '../tools/transcript/format'
import { transcriptDownloadQuery, transcriptFile } from '../tools/transcript/schema'
import {
	BATCH_ERRORS,
	BODY_ERRORS,
	CONTACT_ERRORS,
	type DeclaredError,
	REQUEST_ERRORS,
	TRANSCRIPT_ERRORS,
} from './declared-errors'

/**
 * One public API operation as the OpenAPI document and the /api/docs page describe it. The
 * schemas are the ones the routes validate with and answer by; `example` is a request that
 * works (the conformance test sends it), and the page's curl line is built from it. Its summary
 * and description are the dictionaries' (`operationWords`).
 */
export interface Operation {
	id: string
	method: 'get' | 'post'
	path: string
	/** A JSON body (POST) or the query string (GET). */
	input: { in: 'body' | 'query'; schema: z.ZodObject }
	example: Record<string, string>
	/** The success answer by media type: a schema for JSON, null for a file of text. */
	success: { description: string; content: Record<string, z.ZodType | null> }
	errors: DeclaredError[]
	/** The rate-limit budget it counts against (README, "Configuration"). */
	budget: string
	/** The same budget on the localized page (`apiDocs.budgets.*`, filled with the setting names). */
	budgetText: 'tool' | 'batch' | 'contact'
}

const TOOL_BUDGET = 'RATE_LIMIT_API_PER_MINUTE (60 a minute by default), shared by every tool'
const BATCH_BUDGET =
	'RATE_LIMIT_BATCHES_PER_HOUR (5 an hour by default, either door), one batch at a time per client; BATCH_MAX_VIDEOS videos at most (200)'
const BATCH_LIST = 'https://www.youtube.com/playlist?list=PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'

/** A batch tool's two doors: the progress stream and the streamed ZIP. */
function batchOperations(key: ToolKey): Operation[] {
	const id = TOOLS[key].api
	const { zipExample = {} } = TOOL_SERVER[key].api as ToolApiDoc
	return [
		{
			id: `${id}Batch`,
			method: 'post',
			path: `${tool(key)}/batch`,
			input: { in: 'body', schema: batchRequest },
			example: { list_url: BATCH_LIST },
			success: {
				description: 'One event per line (application/x-ndjson)',
				content: { 'application/x-ndjson': batchEvent },
			},
			errors: [...REQUEST_ERRORS, ...BODY_ERRORS, ...BATCH_ERRORS],
			budget: BATCH_BUDGET,
			budgetText: 'batch',
		},
		{
			id: `${id}BatchZip`,
			method: 'get',
			path: `${tool(key)}/batch.zip`,
			input: { in: 'query', schema: batchQuery },
			example: { list_url: BATCH_LIST, ...zipExample },
			success: { description: 'The ZIP', content: { 'application/zip': null } },
			errors: [...REQUEST_ERRORS, ...BATCH_ERRORS],
			budget: BATCH_BUDGET,
			budgetText: 'batch',
		},
	]
}
const tool = (key: ToolKey) => `/api/tools/${TOOLS[key].api}`
const json = (schema: z.ZodType) => ({ 'application/json': schema })
const mediaType = (type: string) => type.split(';')[0] as string

/** A tool's JSON API, from its entry in the registry's server half. */
function toolOperation(key: ToolKey): Operation {
	const doc: ToolApiDoc = TOOL_SERVER[key].api
	return {
		id: TOOLS[key].api,
		method: 'post',
		path: tool(key),
		input: { in: 'body', schema: doc.request },
		example: doc.example,
		success: { description: doc.resultDescription, content: json(doc.result) },
		errors: [...REQUEST_ERRORS, ...BODY_ERRORS, ...doc.errors],
		budget: TOOL_BUDGET,
		budgetText: 'tool',
	}
}

/** Every operation, in the order the page lists them: each tool's, each batch tool's two, then the rest. */
export const OPERATIONS: Operation[] = [
	...TOOL_KEYS.map(toolOperation),
	...BATCH_TOOL_KEYS.flatMap(batchOperations),
	{
		id: 'transcriptDownload',
		method: 'get',
		path: `${tool('transcript')}/download`,
		input: { in: 'query', schema: transcriptDownloadQuery },
		example: { video: 'eF8Qqp7rjDg', format: 'srt' },
		success: {
			description: 'The file',
			content: Object.fromEntries(
				Object.values(FORMAT_FILES).map(({ type }) => [
					mediaType(type),
					mediaType(type) === 'application/json' ? transcriptFile : null,
				]),
			),
		},
		errors: [...REQUEST_ERRORS, ...TRANSCRIPT_ERRORS],
		budget: TOOL_BUDGET,
		budgetText: 'tool',
	},
	{
		id: 'contact',
		method: 'post',
		path: '/api/contact',
		input: { in: 'body', schema: contactRequest },
		example: {
			from_name: 'Ada Lovelace',
			from_email: 'ada@example.org',
			category: 'feature',
			subject: 'Subtitles in Turkish',
			message: 'Could the transcript tool offer Turkish subtitles? Thank you!',
			submission_id: '7d0c6f0e-3b8a-4d52-9e61-2f4a8c1b5e93',
		},
		success: { description: 'Stored; it will be mailed', content: json(contactAccepted) },
		errors: [...REQUEST_ERRORS, ...BODY_ERRORS, ...CONTACT_ERRORS],
		budget: 'RATE_LIMIT_CONTACT_PER_HOUR (10 an hour by default)',
		budgetText: 'contact',
	},
]

/**
 * An operation's summary and description in the language of `ll`: the dictionaries' `apiDocs.operations.<id>`,
 * the one source of the developers' page in every language and, in English, of the OpenAPI document.
 * @example operationWords(OPERATIONS[0], translatorFor('de')).summary // 'Thumbnails eines Videos'
 */
export function operationWords(op: Operation, ll: LL): { summary: string; description: string } {
	return {
		summary: translate(ll, `apiDocs.operations.${op.id}.summary`),
		description: translate(ll, `apiDocs.operations.${op.id}.description`, { max: LIMITS.message }),
	}
}

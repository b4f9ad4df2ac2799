import { z } from 'zod'
import { loadLocale } from '../../i18n/i18n-util.sync'
import type { ErrorCode } from '../core/errors'
import { LOCALES } from '../i18n/locales'
import { type LL, translatorFor } from '../i18n/translator'
import { byStatus } from './declared-errors'
import { OPERATIONS, type Operation, operationWords } from './operations'

type JsonSchema = Record<string, unknown>

/**
 * A zod schema as the JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of what a client
 * sends (`input`: defaults make a field optional) or receives (`output`: no other properties).
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
	const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' })
	return rest
}

/** The error shape of decision 8, its `code` narrowed to the codes one answer can carry. */
export function errorSchema(codes: ErrorCode[]) {
	return z.object({
		error: z.object({
			code: z.enum(codes as [ErrorCode, ...ErrorCode[]]).describe('Stable: a key of the errors dictionary'),
			message: z.string().describe("The error in the request's language"),
			params: z.record(z.string(), z.unknown()).optional().describe("The message's placeholders, when it has any"),
		}),
	})
}

const REASONS: Record<number, string> = {
	400: 'The request is not valid',
	403: 'YouTube does not show this to the server',
	404: 'Not found on YouTube',
	409: 'Not yet available',
	410: 'Gone from YouTube',
	413: 'The body is larger than BODY_LIMIT_BYTES',
	422: 'No captions to give',
	429: "Over this server's rate limit",
	502: 'YouTube answered badly, or could not be reached',
	503: 'YouTube refused this server, or the model is busy',
	504: 'YouTube took too long',
}

const RETRY_AFTER = { description: 'Seconds to wait before trying again', schema: { type: 'integer' } }
const RATE_LIMIT_HEADERS = {
	'Retry-After': RETRY_AFTER,
	'RateLimit-Limit': { description: 'Requests allowed in the window', schema: { type: 'integer' } },
	'RateLimit-Remaining': { description: 'Requests left in the window', schema: { type: 'integer' } },
	'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
}

const LANG_PARAMETER = {
	name: 'lang',
	in: 'query',
	required: false,
	description:
		'The language of error messages (and of a transcript or hashtags where it matters); else X-Tubekit-Lang, the page in Referer, the language cookie, then Accept-Language.',
	schema: { type: 'string', enum: [...LOCALES] },
}

interface ResponseObject {
	description: string
	headers?: Record<string, { description: string; schema: JsonSchema }>
	content: Record<string, { schema: JsonSchema }>
}

function errorResponses(op: Operation): Record<string, ResponseObject> {
	return Object.fromEntries(
		[...byStatus(op.errors)].map(([status, codes]) => [
			String(status),
			{
				description: `${REASONS[status] ?? 'Error'}: ${codes.join(', ')}`,
				...(status === 429
					? { headers: RATE_LIMIT_HEADERS }
					: status === 503
						? { headers: { 'Retry-After': RETRY_AFTER } }
						: {}),
				content: { 'application/json': { schema: jsonSchema(errorSchema(codes), 'output') } },
			},
		]),
	)
}

function successContent(op: Operation) {
	return Object.fromEntries(
		Object.entries(op.success.content).map(([type, schema]) => [
			type,
			{ schema: schema ? jsonSchema(schema, 'output') : { type: 'string' } },
		]),
	)
}

/** The query schema's fields as OpenAPI parameters. */
function queryParameters(op: Operation) {
	const schema = jsonSchema(op.input.schema, 'input') as { properties: Record<string, JsonSchema>; required?: string[] }
	return Object.entries(schema.properties).map(([name, property]) => {
		const { description, ...rest } = property
		return {
			name,
			in: 'query',
			required: schema.required?.includes(name) ?? false,
			...(description ? { description } : {}),
			schema: rest,
			example: op.example[name],
		}
	})
}

function operationObject(op: Operation, english: LL) {
	const body = op.input.in === 'body'
	const { summary, description } = operationWords(op, english)
	return {
		operationId: op.id,
		summary,
		description: `${description}\n\nRate limit: ${op.budget}.`,
		parameters: [...(body ? [] : queryParameters(op)), LANG_PARAMETER],
		...(body
			? {
					requestBody: {
						required: true,
						content: { 'application/json': { schema: jsonSchema(op.input.schema, 'input'), example: op.example } },
					},
				}
			: {}),
		responses: {
			'200': { description: op.success.description, content: successContent(op) },
			...errorResponses(op),
		} as Record<string, ResponseObject>,
	}
}

/**
 * The OpenAPI 3.1 document of the public API (GET /api/openapi.json), built from the schemas the
 * routes validate with, so it cannot drift from them; `publicUrl` is the server it names.
 * @example openApiDocument('https://tubekit.example').paths['/api/tools/thumbnails'].post
 */
export function openApiDocument(publicUrl: string) {
	// English whoever builds it: the server has loaded every dictionary by now, a test may not have.
	loadLocale('en')
	const english = translatorFor('en')
	const paths: Record<string, Record<string, ReturnType<typeof operationObject>>> = {}
	for (const op of OPERATIONS) paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op, english) }
	return {
		openapi: '3.1.0',
		info: {
			title: 'Tubekit API',
			version: '1',
			description:
				'The JSON APIs behind the tools and the contact form. No key and no account; every error is `{ "error": { "code", "message", "params"? } }` with a stable code and a message in the request\'s language (`params` holds the values filled into it). A readable version: /api/docs.',
		},
		servers: [{ url: publicUrl }],
		paths,
	}
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>

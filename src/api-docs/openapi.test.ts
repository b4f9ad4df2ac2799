import { describe, expect, test } from 'bun:test'
import { Validator } from '@seriousme/openapi-schema-validator'
import { BATCH_MAX_VIDEOS_CEILING } from '../tools/batch/schema'
import { openApiDocument } from './openapi'
import { OPERATIONS } from './operations'

const doc = openApiDocument('https://tubekit.example')

describe('the OpenAPI document', () => {
	test('is a valid OpenAPI 3.1 document', async () => {
		const result = await new Validator().validate(structuredClone(doc))
		expect(result.errors ?? []).toEqual([])
		expect(result.valid).toBe(true)
		expect(doc.openapi).toStartWith('3.1')
	})

	test('the validator is no rubber stamp: a broken copy fails', async () => {
		const broken = structuredClone(doc) as { paths: Record<string, Record<string, { responses: unknown }>> }
		;(broken.paths['/api/contact'] as Record<string, { responses: unknown }>).post = { responses: 'none' }
		expect((await new Validator().validate(broken)).valid).toBe(false)
	})

	test('covers every tool API and the contact API, each with its body or query, its answer and its errors', () => {
		expect(Object.keys(doc.paths).sort()).toEqual([
			'/api/contact',
			'/api/tools/chapters',
			'/api/tools/hashtags',
			'/api/tools/profile',
			'/api/tools/thumbnails',
			'/api/tools/thumbnails/batch',
			'/api/tools/thumbnails/batch.zip',
			'/api/tools/transcript',
			'/api/tools/transcript/batch',
			'/api/tools/transcript/batch.zip',
			'/api/tools/transcript/download',
		])
		for (const op of OPERATIONS) {
			const o = doc.paths[op.path]?.[op.method]
			expect(o?.operationId).toBe(op.id)
			if (op.method === 'post')
				expect(o?.requestBody?.content['application/json'].schema).toMatchObject({ type: 'object' })
			else
				expect(o?.parameters.map((p) => p.name)).toEqual(
					op.id.endsWith('BatchZip')
						? ['list_url', 'format', 'language', 'url', 'lang']
						: ['video', 'language', 'range', 'format', 'lang'],
				)
			expect(Object.keys(o?.responses ?? {})).toContain('200')
			expect(Object.keys(o?.responses ?? {})).toEqual(expect.arrayContaining(['400', '429']))
		}
	})

	test('the schemas are the routes’ own: fields, limits and enums come from zod', () => {
		const transcript = doc.paths['/api/tools/transcript']?.post
		expect(transcript?.requestBody?.content['application/json'].schema).toMatchObject({
			properties: { video_url: { type: 'string', maxLength: 2048 }, language: { type: 'string' } },
			required: ['video_url'],
		})
		// The contact form's required fields and limits are the server's own, not a looser outer gate.
		const contact = doc.paths['/api/contact']?.post?.requestBody?.content['application/json'].schema
		expect(contact).toMatchObject({
			required: ['from_name', 'from_email', 'message'],
			properties: {
				from_name: { maxLength: 100 },
				from_email: { maxLength: 254 },
				subject: { maxLength: 200 },
				message: { maxLength: 5000 },
				submission_id: { maxLength: 100 },
			},
		})
		const thumbnails = doc.paths['/api/tools/thumbnails']?.post?.responses['200']?.content['application/json']
		expect(thumbnails?.schema).toMatchObject({
			required: ['videoId', 'title', 'qualities'],
			additionalProperties: false,
			properties: {
				qualities: { items: { properties: { name: { enum: expect.arrayContaining(['maxresdefault']) } } } },
			},
		})
	})

	test('a batch takes video links: `urls` in the body, repeated `url` in the ZIP’s query, with their limits', () => {
		const body = doc.paths['/api/tools/transcript/batch']?.post?.requestBody?.content['application/json'].schema as {
			properties: Record<string, Record<string, unknown>>
			required?: string[]
		}
		expect(body.properties.urls).toMatchObject({
			type: 'array',
			minItems: 1,
			maxItems: BATCH_MAX_VIDEOS_CEILING,
			items: { type: 'string', maxLength: 2048 },
		})
		// Either source: neither is required on its own.
		expect(body.required ?? []).not.toContain('list_url')
		const url = doc.paths['/api/tools/thumbnails/batch.zip']?.get?.parameters.find(
			(p) => p.name === 'url',
		) as unknown as {
			schema: { anyOf: Record<string, unknown>[] }
		}
		expect(url.schema.anyOf).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ type: 'string' }),
				expect.objectContaining({ type: 'array', maxItems: BATCH_MAX_VIDEOS_CEILING }),
			]),
		)
		const refused = doc.paths['/api/tools/thumbnails/batch']?.post?.responses['400']?.content['application/json']
		const schema = refused?.schema as
			| { properties: { error: { properties: { code: { enum: string[] } } } } }
			| undefined
		const codes = schema?.properties.error.properties.code.enum
		expect(codes).toEqual(expect.arrayContaining(['batchLinkInvalid', 'batchTooManyLinks', 'invalidListUrl']))
	})

	test('each error status lists its codes, with the statuses decision 8 gives them', () => {
		const codesOf = (path: string, status: string) =>
			(
				doc.paths[path]?.post?.responses[status]?.content['application/json']?.schema as {
					properties: { error: { properties: { code: { enum: string[] } } } }
				}
			)?.properties.error.properties.code.enum
		expect(codesOf('/api/tools/transcript', '422')).toEqual(['unplayable', 'noCaptions', 'languageUnavailable'])
		expect(codesOf('/api/tools/transcript', '503')).toEqual(
			expect.arrayContaining(['youtubeBlocked', 'consentWall', 'tokenRequired']),
		)
		expect(codesOf('/api/tools/profile', '410')).toEqual(['channelTerminated'])
		// A clip link's own failure, on both tools that take clips.
		expect(codesOf('/api/tools/transcript', '404')).toContain('clipNotFound')
		expect(codesOf('/api/tools/thumbnails', '404')).toEqual(['videoUnavailable', 'clipNotFound'])
		expect(codesOf('/api/tools/hashtags', '503')).toContain('modelBusy')
		expect(codesOf('/api/contact', '413')).toEqual(['payloadTooLarge'])
		expect(codesOf('/api/contact', '400')).toEqual(
			expect.arrayContaining(['validation', 'contactRequired', 'contactInvalidEmail']),
		)
		expect(doc.paths['/api/tools/thumbnails']?.post?.responses['429']?.headers).toHaveProperty('Retry-After')
	})

	test('names the server it describes', () => {
		expect(doc.servers).toEqual([{ url: 'https://tubekit.example' }])
	})
})

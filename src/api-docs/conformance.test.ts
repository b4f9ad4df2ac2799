import { afterAll, describe, expect, test } from 'bun:test'
import Ajv2020 from 'ajv/dist/2020'
import type { FakeYouTube } from '../../tests/support/fake-youtube'
import { withFakeYouTube } from '../../tests/support/with-fake-youtube'
import { testApp } from '../server/test-app'
import { openApiDocument } from './openapi'
import { OPERATIONS } from './operations'

// The document says what the API really answers. Each operation gets its
// documented example (a 200) and invalid requests through the real app, with the fake
// YouTube; every answer's status must be declared for that operation, and its body must
// validate against the declared schema of its media type.

const env = withFakeYouTube(
	{
		RATE_LIMIT_API_PER_MINUTE: '1000',
		RATE_LIMIT_CONTACT_PER_HOUR: '1000',
		RATE_LIMIT_BATCHES_PER_HOUR: '1000',
		BATCH_SPACING_MS: '0',
		BATCH_CONCURRENCY: '4',
		// No case here is about a timeout: the production default, not withFakeYouTube's 1.5 s, which a
		// busy machine exceeded on the thumbnail example's probes (a 504 instead of its 200).
		UPSTREAM_TIMEOUT_MS: '8000',
	},
	{
		// KI7fMGRg0Wk has chapters; the recorded srv1 body stands in for its unrecorded captions.
		captions: [
			{
				videoId: 'KI7fMGRg0Wk',
				lang: 'de',
				kind: 'asr',
				fmt: 'srv1',
				file: 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml',
			},
		],
	},
)
const doc = openApiDocument('http://localhost')
const ajv = new Ajv2020({ strict: false, allErrors: true })

type Response200 = { content: Record<string, { schema: object }> }
type Responses = Record<string, Response200>

/** `res` checked against what the document declares for `method path`; its body returned. */
async function conforms(method: 'get' | 'post', path: string, res: Response): Promise<unknown> {
	const operation = (doc.paths as Record<string, Record<string, { responses: Responses }>>)[path]?.[method]
	expect(operation, `${method} ${path} is documented`).toBeDefined()
	const text = await res.text()
	const declared = operation?.responses[String(res.status)]
	expect(declared, `${method} ${path}: status ${res.status} is declared (${text.slice(0, 200)})`).toBeDefined()
	const type = (res.headers.get('content-type') ?? '').split(';')[0] as string
	const media = declared?.content[type]
	expect(media, `${method} ${path} ${res.status}: ${type} is declared`).toBeDefined()
	if (type !== 'application/json') return text
	const body = JSON.parse(text)
	const validate = ajv.compile(media?.schema ?? {})
	expect(validate(body) ? [] : validate.errors, `${method} ${path} ${res.status}: ${text.slice(0, 300)}`).toEqual([])
	return body
}

interface Case {
	name: string
	/** The request: a JSON body for POSTs (a string is sent as is), a query string for GETs. */
	input: unknown
	status: number
	code?: string
	/** Sets the fake YouTube up before the request. */
	before?: (youtube: FakeYouTube) => void
}

const PRIVATE_VIDEO = 'https://www.youtube.com/watch?v=8VajtrESJzA'
/** Hand-made clip pages the fake YouTube serves (tests/fixtures/youtube/MANIFEST.md, "Hand-made"), and one it lacks. */
const OUR_CLIP = 'https://www.youtube.com/clip/UgkxTubekitHandmadeClipOfeF8Qqp7rjDg'
const UNKNOWN_CLIP = 'https://www.youtube.com/clip/UgkxThisClipWasNeverMadeForAnyVideo0'

/** Per operation, the invalid requests (the valid one is its documented example). */
/** The failures every batch door shares: its link, and what YouTube says of the list. */
const BATCH_CASES: Case[] = [
	{ name: 'no link', input: {}, status: 400, code: 'validation' },
	{
		name: 'a video, not a list',
		input: { list_url: 'https://youtu.be/eF8Qqp7rjDg' },
		status: 400,
		code: 'invalidListUrl',
	},
	{
		name: 'a missing playlist',
		input: { list_url: 'https://www.youtube.com/playlist?list=PL11111111111111111111111111111111' },
		status: 404,
		code: 'playlistNotFound',
	},
	{
		name: 'Watch later',
		input: { list_url: 'https://www.youtube.com/playlist?list=WL' },
		status: 403,
		code: 'playlistPrivate',
	},
]

const CASES: Record<string, Case[]> = {
	thumbnailsBatch: BATCH_CASES,
	thumbnailsBatchZip: BATCH_CASES,
	transcriptBatch: BATCH_CASES,
	transcriptBatchZip: BATCH_CASES,
	thumbnails: [
		{ name: 'not a video link', input: { video_url: 'https://vimeo.com/12345' }, status: 400, code: 'invalidVideoUrl' },
		{ name: 'wrong type', input: { video_url: 42 }, status: 400, code: 'validation' },
		{ name: 'not JSON', input: '{"video_url":', status: 400, code: 'badRequest' },
		{
			name: 'no image at all',
			input: { video_url: 'aaaaaaaaaaa' },
			status: 404,
			code: 'videoUnavailable',
			before: (yt) => yt.setThumbnails('aaaaaaaaaaa', []),
		},
		{
			name: 'YouTube refusing',
			input: { video_url: 'https://www.youtube.com/watch?v=dsMFmonKDD4' },
			status: 503,
			code: 'youtubeBlocked',
			before: (yt) => yt.fail('429'),
		},
		// A clip link gives its video's thumbnails and the clip, or its own error.
		{ name: 'a clip link', input: { video_url: 'https://youtube.com/clip/UgytZKpehg-hEMBSn3F4AaABCQ' }, status: 200 },
		{ name: 'an unknown clip', input: { video_url: UNKNOWN_CLIP }, status: 404, code: 'clipNotFound' },
	],
	profile: [
		{
			name: 'not a channel link',
			input: { channel_url: 'https://example.com/' },
			status: 400,
			code: 'invalidChannelUrl',
		},
		{ name: 'no field', input: {}, status: 400, code: 'validation' },
		{
			name: 'unknown handle',
			input: { channel_url: 'https://www.youtube.com/@noSuchHandle15464' },
			status: 404,
			code: 'channelNotFound',
		},
		{
			name: 'terminated channel',
			input: { channel_url: 'https://www.youtube.com/channel/UCoaO4U_p7G7AwalqSbGCZOA' },
			status: 410,
			code: 'channelTerminated',
		},
	],
	transcript: [
		{ name: 'private video', input: { video_url: PRIVATE_VIDEO }, status: 403, code: 'videoPrivate' },
		{
			name: 'no captions',
			input: { video_url: 'https://www.youtube.com/watch?v=dsMFmonKDD4' },
			status: 422,
			code: 'noCaptions',
		},
		{
			name: 'language the video lacks',
			input: { video_url: 'P3pFkriw10Q', language: 'tlh' },
			status: 422,
			code: 'languageUnavailable',
		},
		{
			name: 'no language',
			input: { video_url: 'eF8Qqp7rjDg', language: '<script>' },
			status: 400,
			code: 'invalidLanguage',
		},
		{
			name: 'YouTube refusing',
			input: { video_url: 'F1xioXWb8CY' },
			status: 503,
			code: 'youtubeBlocked',
			before: (yt) => yt.fail('429'),
		},
		{ name: 'a video with chapters', input: { video_url: 'KI7fMGRg0Wk' }, status: 200 },
		{ name: 'a clip link', input: { video_url: OUR_CLIP }, status: 200 },
		{ name: 'a clip link, whole video', input: { video_url: OUR_CLIP, range: 'video' }, status: 200 },
		{ name: 'an unknown clip', input: { video_url: UNKNOWN_CLIP }, status: 404, code: 'clipNotFound' },
		{ name: 'an unknown range', input: { video_url: OUR_CLIP, range: 'half' }, status: 400, code: 'validation' },
	],
	transcriptDownload: [
		{ name: 'the JSON file', input: 'video=eF8Qqp7rjDg&format=json', status: 200 },
		{ name: 'the JSON file with chapters', input: 'video=KI7fMGRg0Wk&format=json', status: 200 },
		{ name: 'the Markdown file', input: 'video=KI7fMGRg0Wk&format=md', status: 200 },
		{ name: 'unknown format', input: 'video=eF8Qqp7rjDg&format=docx', status: 400, code: 'validation' },
		{ name: 'no video', input: 'format=srt', status: 400, code: 'validation' },
		{ name: 'not a video', input: 'video=https%3A%2F%2Fexample.com%2F', status: 400, code: 'invalidVideoUrl' },
		{ name: 'private video', input: `video=${encodeURIComponent(PRIVATE_VIDEO)}`, status: 403, code: 'videoPrivate' },
		{ name: 'a clip’s JSON file', input: `video=${encodeURIComponent(OUR_CLIP)}&range=clip&format=json`, status: 200 },
		{ name: 'an unknown clip', input: `video=${encodeURIComponent(UNKNOWN_CLIP)}`, status: 404, code: 'clipNotFound' },
	],
	hashtags: [
		{ name: 'no keywords', input: { keywords: '   ' }, status: 400, code: 'keywordsRequired' },
		{ name: 'too long', input: { keywords: 'x'.repeat(301) }, status: 400, code: 'keywordsTooLong' },
		{ name: 'unknown category', input: { keywords: 'cats', category: 'pets' }, status: 400, code: 'unknownCategory' },
		{ name: 'unknown region', input: { keywords: 'cats', region: 'XX' }, status: 400, code: 'unknownRegion' },
		{ name: 'another region', input: { keywords: 'yoga am morgen', region: 'AT' }, status: 200 },
		{ name: 'a private video alone', input: { keywords: PRIVATE_VIDEO }, status: 403, code: 'videoPrivate' },
		// The video's title and own tags are declared fields of the answer.
		{ name: 'a video link with tags', input: { keywords: 'https://youtu.be/GJLlxj_dtq8 review' }, status: 200 },
	],
	chapters: [
		{ name: 'not a video link', input: { video_url: 'https://example.com/x' }, status: 400, code: 'invalidVideoUrl' },
		{ name: 'no captions', input: { video_url: 'https://youtu.be/dsMFmonKDD4' }, status: 422, code: 'noCaptions' },
		{
			name: 'a stream on the air',
			input: { video_url: 'https://youtu.be/X4VbdwhkE10' },
			status: 422,
			code: 'chaptersLive',
		},
		{ name: 'a private video', input: { video_url: PRIVATE_VIDEO }, status: 403, code: 'videoPrivate' },
	],
	contact: [
		{ name: 'nothing filled', input: {}, status: 400, code: 'contactRequired' },
		{
			name: 'not an e-mail address',
			input: { from_name: 'Ada', from_email: 'ada', message: 'Hello' },
			status: 400,
			code: 'contactInvalidEmail',
		},
		{
			name: 'unknown category',
			input: { from_name: 'Ada', from_email: 'ada@example.org', message: 'Hello', category: 'nope' },
			status: 400,
			code: 'contactInvalid',
		},
		{
			name: 'message too long',
			input: { from_name: 'Ada', from_email: 'ada@example.org', message: 'a'.repeat(5001) },
			status: 400,
			code: 'contactTooLong',
		},
		{
			name: 'over the body limit',
			input: { from_name: 'Ada', from_email: 'ada@example.org', message: 'a'.repeat(70_000) },
			status: 413,
			code: 'payloadTooLarge',
		},
	],
}

function send(
	app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
	op: (typeof OPERATIONS)[number],
	input: unknown,
) {
	if (op.method === 'get') {
		const query = typeof input === 'string' ? input : new URLSearchParams(input as Record<string, string>).toString()
		return app.request(`${op.path}?${query}`)
	}
	return app.request(op.path, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: typeof input === 'string' ? input : JSON.stringify(input),
	})
}

describe('every operation answers as documented', () => {
	test('every operation has invalid requests here', () => {
		expect(Object.keys(CASES).sort()).toEqual(OPERATIONS.map((op) => op.id).sort())
	})

	for (const op of OPERATIONS) {
		describe(`${op.method.toUpperCase()} ${op.path}`, () => {
			test('its documented example answers 200 as declared', async () => {
				const res = await send(env.app.app, op, op.example)
				expect(res.status).toBe(200)
				await conforms(op.method, op.path, res)
			})

			test.each((CASES[op.id] ?? []).map((c) => [c.name, c] as const))('%s', async (_name, c) => {
				c.before?.(env.youtube)
				const res = await send(env.app.app, op, c.input)
				expect(res.status).toBe(c.status)
				const body = (await conforms(op.method, op.path, res)) as { error?: { code: string } }
				if (c.code) expect(body.error?.code).toBe(c.code)
			})
		})
	}
})

type BodySchema = {
	required?: string[]
	properties: Record<string, { maxLength?: number; anyOf?: { maxLength?: number }[] }>
}

/** A documented POST body: its required fields and each string field's maxLength. */
function bodySchema(op: (typeof OPERATIONS)[number]): BodySchema {
	return doc.paths[op.path]?.[op.method]?.requestBody?.content['application/json'].schema as BodySchema
}

/** The codes a too-long or missing field is refused with: the schema's, or the runner's own. */
const REFUSED_FIELD = ['validation', 'contactRequired', 'contactTooLong', 'keywordsTooLong']

/** The answer's status and error code; a 200 stream (a batch) is cancelled unread. */
async function outcome(op: (typeof OPERATIONS)[number], input: unknown) {
	const res = await send(env.app.app, op, input)
	if (res.status !== 400) {
		await res.body?.cancel()
		return { status: res.status, code: undefined }
	}
	return { status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code }
}

// A client that follows the document is never refused for a field it was told was fine, and a
// field the document requires or limits is one the server requires or limits: the document and
// the routes read both from the same zod schemas (docs/decisions.md, "Documented limits are the
// server's").
describe('every POST body: the documented required fields and limits are the server’s', () => {
	const posts = OPERATIONS.filter((op) => op.method === 'post')

	test('the contact form is among them, with its required fields', () => {
		expect(bodySchema(posts.find((op) => op.id === 'contact') as (typeof OPERATIONS)[number]).required).toEqual([
			'from_name',
			'from_email',
			'message',
		])
	})

	for (const op of posts) {
		const schema = bodySchema(op)
		test.each((schema.required ?? []).map((name) => [name]))(`${op.id}: without %s, a 400`, async (name) => {
			const { [name]: _left, ...rest } = op.example
			const { status, code } = await outcome(op, rest)
			expect(status).toBe(400)
			expect(REFUSED_FIELD.concat('keywordsRequired')).toContain(code as string)
		})

		const limits = Object.entries(schema.properties).flatMap(([name, property]) => {
			const max = property.maxLength ?? property.anyOf?.find((branch) => branch.maxLength)?.maxLength
			return max === undefined ? [] : [[name, max] as const]
		})
		test.each(limits)(`${op.id}: %s holds %i characters, not one more`, async (name, max) => {
			const atLimit = await outcome(op, { ...op.example, [name]: 'a'.repeat(max) })
			expect(REFUSED_FIELD, `${name} at its limit: ${atLimit.status} ${atLimit.code}`).not.toContain(atLimit.code)
			const over = await outcome(op, { ...op.example, [name]: 'a'.repeat(max + 1) })
			expect(over.status).toBe(400)
			expect(REFUSED_FIELD).toContain(over.code as string)
		})
	}
})

describe('rate limits', () => {
	let limited: Awaited<ReturnType<typeof testApp>>
	afterAll(() => limited?.close())

	test('a refused request is a declared 429 with its headers, for every operation', async () => {
		limited = await testApp({ LOG_LEVEL: 'silent', RATE_LIMIT_API_PER_MINUTE: '1', RATE_LIMIT_CONTACT_PER_HOUR: '1' })
		// Invalid input is enough: the limit counts before the route reads the body.
		await send(limited.app, OPERATIONS.find((op) => op.id === 'thumbnails') as (typeof OPERATIONS)[number], {})
		await send(limited.app, OPERATIONS.find((op) => op.id === 'contact') as (typeof OPERATIONS)[number], {})
		for (const op of OPERATIONS) {
			const res = await send(limited.app, op, {})
			expect(res.status).toBe(429)
			const body = (await conforms(op.method, op.path, res)) as { error: { code: string } }
			expect(body.error.code).toBe('rateLimited')
			const headers = Object.keys(
				(doc.paths as Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>)[op.path]?.[
					op.method
				]?.responses['429']?.headers ?? {},
			)
			for (const name of headers) expect(res.headers.get(name), `${op.id}: ${name}`).not.toBeNull()
		}
	})
})

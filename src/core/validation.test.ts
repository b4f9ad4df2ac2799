/**
 * Bad input anywhere gets a clear message in the visitor's language, never the validator's own text ("Too big:
 * expected string to have <=1200 characters", "Invalid input: expected string, received number"): every tool's API,
 * the contact API and the tools' forms posted without JavaScript, asked in German.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { DICT } from '../../tests/support/dictionaries'
import { testApp } from '../server/test-app'
import { MAX_KEYWORDS } from '../tools/hashtags/limits'
import { TOOL_KEYS, TOOLS } from '../tools/registry'

const de = DICT.de.errors
let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	t = await testApp({ RATE_LIMIT_API_PER_MINUTE: '100000', RATE_LIMIT_CONTACT_PER_HOUR: '100000', OLLAMA_HOST: 'off' })
})
afterAll(() => t.close())

/** The validator's English words: none may reach a visitor. */
const RAW = /expected|received|Too big|Too small|Invalid input|characters/

const germanMessages = new Set(Object.values(de).filter((v): v is string => typeof v === 'string'))
const isGerman = (message: string) =>
	[...germanMessages].some((text) => message === text || message.startsWith(text.split('{')[0] ?? text))

async function post(path: string, body: unknown) {
	const res = await t.app.request(path, {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'accept-language': 'de' },
		body: JSON.stringify(body),
	})
	return { status: res.status, body: (await res.json()) as { error: { code: string; message: string } } }
}

describe('every tool API refuses bad input in the visitor’s language', () => {
	for (const key of TOOL_KEYS) {
		const field = TOOLS[key].formFields[0] as string
		const path = `/api/tools/${TOOLS[key].api}`
		test.each([
			['too long', { [field]: 'x'.repeat(5000) }],
			['missing', {}],
			['of the wrong type', { [field]: 42 }],
		])(`${key}: a field %s`, async (_, body) => {
			const { status, body: answer } = await post(path, body)
			expect(status).toBe(400)
			expect(answer.error.message).not.toMatch(RAW)
			expect(isGerman(answer.error.message)).toBe(true)
		})
	}
})

test('the hashtag field: 5,000 characters are refused with its own limit, the one the form’s field has', async () => {
	const { status, body } = await post('/api/tools/hashtags', { keywords: 'a '.repeat(2500) })
	expect(status).toBe(400)
	expect(body.error.code).toBe('keywordsTooLong')
	expect(body.error.message).toBe(de.keywordsTooLong.replace('{max}', '300'))
})

test('the hashtag field’s own maxLength is the server’s limit (it cut pastes at 2,048 while the server took 300)', async () => {
	const html = await (await t.app.request('/de/tools/hashtag-generator')).text()
	const field = /<input[^>]*data-testid="tool-input"[^>]*>/.exec(html)?.[0] ?? ''
	expect(field).toContain(`maxLength="${MAX_KEYWORDS}"`)
})

test('hashtags from emoji and punctuation alone: a hint to type words, in German', async () => {
	const { status, body } = await post('/api/tools/hashtags', { keywords: '🎸🔥!!! ... 🎶' })
	expect(status).toBe(400)
	expect(body.error.code).toBe('keywordsNoWords')
	expect(body.error.message).toBe(de.keywordsNoWords)
})

test('the contact API: a field of the wrong type is refused in German', async () => {
	const { status, body } = await post('/api/contact', {
		from_name: ['a'],
		from_email: 'a@example.org',
		message: 'hello there, a message long enough',
	})
	expect(status).toBe(400)
	expect(body.error.message).not.toMatch(RAW)
	expect(isGerman(body.error.message)).toBe(true)
})

describe('a tool form posted without JavaScript shows the refusal in German', () => {
	for (const key of TOOL_KEYS) {
		test(key, async () => {
			const field = TOOLS[key].formFields[0] as string
			const res = await t.app.request(`/de${TOOLS[key].paths[0]}`, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-client': `v-${key}` },
				body: new URLSearchParams({ [field]: 'x'.repeat(5000) }),
			})
			const html = await res.text()
			expect(res.status).toBe(400)
			expect(html).toContain('data-testid="tool-error"')
			expect(html).not.toMatch(/Too big|expected string|Invalid input/)
		})
	}
})

/** The fuzzer's judge (oracle.ts): what it lets through and what it reports. */
import { describe, expect, test } from 'bun:test'
import { type FuzzAnswer, type FuzzRequest, isApiPath, judge } from './oracle'

const get = (path: string, method = 'GET'): FuzzRequest => ({ method, path, headers: {} })

function answer(status: number, body: unknown, headers: Record<string, string> = {}): FuzzAnswer {
	const text = typeof body === 'string' ? body : JSON.stringify(body)
	const type = typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json'
	return { status, headers: new Headers({ 'content-type': type, ...headers }), body: new TextEncoder().encode(text) }
}
const apiError = (code: string, message: string) => ({ error: { code, message } })
const page = (extra = '') => `<!doctype html><html lang="en"><body>${extra}</body></html>`

describe('API answers', () => {
	test('decision 8 shape with a documented status and a dictionary code passes', () => {
		expect(judge(get('/api/tools/x'), answer(404, apiError('notFound', 'Nothing was found.')))).toEqual([])
		expect(
			judge(get('/api/contact'), answer(429, apiError('rateLimited', 'Wait 3 s'), { 'retry-after': '3' })),
		).toEqual([])
	})

	test('a 500, an undocumented status, an unknown code, an unfilled or bare message are reported', () => {
		expect(judge(get('/api/x'), answer(500, apiError('internal', 'Something went wrong')))).not.toEqual([])
		expect(judge(get('/api/x'), answer(418, apiError('notFound', 'Nothing')))).toEqual([
			'status 418 is not a documented API error status',
		])
		expect(judge(get('/api/x'), answer(400, apiError('madeUp', 'Nope')))[0]).toContain('not a key')
		expect(
			judge(get('/api/x'), answer(429, apiError('rateLimited', 'Wait {seconds} s'), { 'retry-after': '3' })),
		).toEqual(['error message has an unfilled placeholder: Wait {seconds} s'])
		const quoted = { error: { code: 'validation', message: 'Not valid: key "{0}"', params: { details: 'key "{0}"' } } }
		expect(judge(get('/api/x'), answer(400, quoted))).toEqual([])
		expect(judge(get('/api/x'), answer(400, apiError('badRequest', 'badRequest')))).toEqual([
			'error message is the bare code badRequest',
		])
	})

	test('an API error as HTML, plain text or without its error object is reported', () => {
		expect(judge(get('/api/x'), answer(404, page()))[0]).toContain('not JSON')
		expect(judge(get('/%61pi/x'), answer(404, page()))[0]).toContain('not JSON')
		expect(judge(get('/api/x'), answer(400, { message: 'Malformed JSON' }))).toEqual([
			'error 400 has no "error" object',
		])
	})

	test('a 429 without Retry-After is reported', () => {
		expect(judge(get('/api/x'), answer(429, apiError('rateLimited', 'Wait 3 s')))).toEqual([
			'429 without a Retry-After in seconds',
		])
	})

	test('the one recorded refusal passes as 503; every other 5xx fails', () => {
		const refused = apiError('tokenRequired', 'YouTube now requires a token')
		expect(judge(get('/api/tools/transcript'), answer(503, refused))).toEqual([])
		expect(judge(get('/api/tools/transcript'), answer(503, apiError('youtubeBlocked', 'Blocked')))).not.toEqual([])
		expect(judge(get('/api/tools/transcript'), answer(502, refused))).not.toEqual([])
	})
})

describe('page answers', () => {
	test('an HTML error page passes; another content type or no document fails', () => {
		expect(judge(get('/de/nope'), answer(404, page()))).toEqual([])
		expect(judge(get('/de/nope'), answer(404, page(), { 'content-type': 'text/plain' }))).toEqual([
			'error page 404 is text/plain',
		])
		expect(judge(get('/de/nope'), answer(404, 'Not Found'))).toEqual(['error page 404 is not an HTML document'])
	})

	test('a tool page shows the recorded refusal as 503; any other 5xx page fails', () => {
		const card = (code: string) => page(`<div data-testid="tool-error" data-code="${code}"></div>`)
		expect(judge(get('/tools/transcript-downloader', 'POST'), answer(503, card('tokenRequired')))).toEqual([])
		expect(judge(get('/tools/transcript-downloader', 'POST'), answer(500, card('internal')))).toEqual([
			'answered 500 (internal)',
		])
		expect(judge(get('/help'), answer(503, page()))).toEqual(['answered 503 (no error card)'])
	})

	test('a redirect needs a Location; Bun’s bare 431 for an oversized request line passes', () => {
		expect(judge(get('/'), answer(302, '', { location: '/de/' }))).toEqual([])
		expect(judge(get('/'), answer(302, ''))).toEqual(['redirect 302 without a Location'])
		expect(judge(get('/x'), { status: 431, headers: new Headers(), body: new Uint8Array() })).toEqual([])
	})
})

test('the API is what Hono routes there: percent-decoded, case-sensitive', () => {
	expect(isApiPath('/api')).toBe(true)
	expect(isApiPath('/api/tools/thumbnails?x=1')).toBe(true)
	expect(isApiPath('/%61pi/x')).toBe(true)
	expect(isApiPath('/API/x')).toBe(false)
	expect(isApiPath('/apis')).toBe(false)
	expect(isApiPath('/de/api')).toBe(false)
	expect(isApiPath('//api/x')).toBe(false)
	expect(isApiPath('//')).toBe(false)
})

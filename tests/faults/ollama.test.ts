/**
 * Fault suite, the local model (decision 3): Ollama answering garbage instead
 * of its JSON. Like every model failure, the built-in generator answers, 200 with its marker
 * (`source: "builtin"`, and the page's note without JavaScript). Ollama down and Ollama slow are
 * tested in src/tools/hashtags/api.test.ts and deadline.test.ts (README.md).
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { testApp } from '../../src/server/test-app'
import { builtinHashtags } from '../../src/tools/hashtags/builtin'
import { DICT } from '../support/dictionaries'
import { type FakeOllama, startFakeOllama } from '../support/fake-ollama'
import { attrs, texts } from '../support/html'

let ollama: FakeOllama
beforeAll(async () => {
	ollama = await startFakeOllama()
})
afterAll(() => ollama.stop())

test('garbage bytes for an answer: the built-in hashtags, 200, marked, as JSON and in the form’s page', async () => {
	ollama.setMode('garbage')
	// A fresh app: after this failure the model is left alone for a while (the answer tells nothing more).
	const app = await testApp({ OLLAMA_HOST: ollama.host, OLLAMA_TIMEOUT_MS: '5000' })
	try {
		const res = await app.request('/api/tools/hashtags', {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'accept-language': 'tr' },
			body: JSON.stringify({ keywords: 'sokak lezzetleri', category: 'food' }),
		})
		expect(res.status).toBe(200)
		expect(await res.json()).toMatchObject({ ...builtinHashtags('sokak lezzetleri', 'food', 'tr'), source: 'builtin' })
		expect(ollama.chats).toHaveLength(1)

		const form = await app.request('/de/tools/hashtag-generator', {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ keywords: 'Streetfood Berlin', category: 'food' }).toString(),
		})
		expect(form.status).toBe(200)
		const html = await form.text()
		expect(await attrs(html, '[data-testid=hashtag-result]', 'data-source')).toEqual(['builtin'])
		expect(await texts(html, '[data-testid=builtin-note]')).toEqual([DICT.de.hashtag.builtinNote])
		expect(await attrs(html, '[data-testid=tool-error]', 'data-code')).toEqual([])
		expect(app.logLines.filter((line) => line.includes('"level":"error"'))).toEqual([])
	} finally {
		await app.close()
	}
}, 30_000)

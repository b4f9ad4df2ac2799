/**
 * What a visitor sends never picks up Object's own properties, a path
 * with an encoded control character is an ordinary 404, and HEAD tells the length GET sends.
 * Found by full fuzz runs: a path with an escape that does not decode writes nothing to the console,
 * and no asset path reaches the file system unless the build holds that file.
 */
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type FakeOllama, startFakeOllama } from '../../tests/support/fake-ollama'
import { type RunningServer, startServer } from '../../tests/support/server'
import { contactCategory } from '../contact/fields'
import { baseLanguage } from '../tools/transcript/languages'
import { CLIENT_DIR, loadManifest } from './render/manifest'
import { testApp } from './test-app'

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	t = await testApp({ RATE_LIMIT_CONTACT_PER_HOUR: '1000', RATE_LIMIT_API_PER_MINUTE: '1000' })
})
afterAll(() => t.close())

describe('lookups keyed by what a visitor sends use own properties only', () => {
	test.each(PROTOTYPE_KEYS)(
		'contact category %p: a clear 400 through the API and the page, never a 5xx',
		async (key) => {
			expect(contactCategory(key)).toBeNull()
			const api = await t.request('/api/contact', {
				method: 'POST',
				headers: { 'content-type': 'application/json', 'x-tubekit-lang': 'de' },
				body: JSON.stringify({
					from_name: 'Ann',
					from_email: 'ann@example.org',
					message: 'Hello there',
					category: key,
				}),
			})
			expect(api.status).toBe(400)
			const body = (await api.json()) as { error: { code: string; message: string } }
			expect(body.error.code).toBe('contactInvalid')
			const page = await t.request('/de/contact', {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({
					from_name: 'Ann',
					from_email: 'ann@example.org',
					message: 'Hallo',
					category: key,
				}).toString(),
			})
			expect(page.status).toBe(400)
			// What the visitor typed is kept in the page.
			expect(await page.text()).toContain('ann@example.org')
		},
	)

	test.each(PROTOTYPE_KEYS)('transcript language %p is a language code like any other', async (key) => {
		expect(typeof baseLanguage(key)).toBe('string')
		const res = await t.request('/api/tools/transcript', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ video_url: 'not a link', language: key }),
		})
		expect(res.status).toBeLessThan(500)
	})
})

describe('an encoded control character in a path', () => {
	test.each([
		['/%0A', 'en'],
		['/es/%0A', 'es'],
		['/de/%0D', 'de'],
		['/tools/%0a', 'en'],
		['/nl/%7F', 'nl'],
		['/tr/%09x', 'tr'],
		// U+2028 and U+2029 end a line for a JavaScript pattern too (found by tests/fuzz).
		['/%E2%80%A8', 'en'],
		['/en/%E2%80%A8', 'en'],
		['/de/%e2%80%a9', 'de'],
		['/nl/help%E2%80%A8x', 'nl'],
		// After a double slash, the rewritten path was read as a URL naming a host: a 500.
		['//%0A', 'en'],
		['//x%0A/y', 'en'],
		['//de/%0A', 'en'],
		['/de//%0A', 'de'],
	])('%s is the not-found page in its language, 404', async (path, lang) => {
		const res = await t.request(path)
		expect(res.status).toBe(404)
		const html = await res.text()
		expect(html).toContain(`<html lang="${lang}"`)
		expect(html).not.toContain('Unexpected Application Error')
	})
})

describe('a path with an escape that does not decode', () => {
	// React Router warned on the console for each such path, the whole path in the message: anyone could write
	// to the server's output past LOG_LEVEL and outside its JSON lines. It is given escaped now
	// (app/page-paths.ts, routerPath), and the page still names the path as it was asked.
	test.each([
		['/%zz', 'en'],
		['/de/%zz', 'de'],
		['/de/help%', 'de'],
		['/es/a%C3/b', 'es'],
		['/%zz/%C3%A4', 'en'],
		['/tr/%E0?x=1', 'tr'],
		['//nl/%', 'en'],
		// With an encoded control character too, and twice: the second answer comes from the kept not-found shell.
		['/de/%0A%zz', 'de'],
		['/de/%C3', 'de'],
		['/de/%C3', 'de'],
	])('%s is the not-found page in its language, 404, and nothing is written to the console', async (path, lang) => {
		const warn = spyOn(console, 'warn')
		const error = spyOn(console, 'error')
		try {
			const res = await t.request(path)
			expect(res.status).toBe(404)
			const html = await res.text()
			expect(html).toContain(`<html lang="${lang}"`)
			const asked = path.replace(/\?.*/, '')
			expect(html).toContain(`aria-current="page" data-testid="language-link-${lang}" href="${asked}"`)
			expect(warn).not.toHaveBeenCalled()
			expect(error).not.toHaveBeenCalled()
		} finally {
			warn.mockRestore()
			error.mockRestore()
		}
	})
})

describe('an asset path the file system cannot take', () => {
	// Found by the fuzzer (tests/fuzz): the router decodes `%00`, and the static file server handed the name to
	// Bun.file(), which throws on a NUL byte; a path past the system's 4,096 bytes threw
	// ENAMETOOLONG. Both were 500s. Only names the build holds reach the disk now (known-files.ts).
	const long = 'a'.repeat(4100)
	const { entry } = loadManifest()
	test.each<[label: string, path: string]>([
		['/assets/%00', '/assets/%00'],
		['/assets/%00/', '/assets/%00/'],
		['/assets/a%00.js', '/assets/a%00.js'],
		['/de/assets/%00', '/de/assets/%00'],
		['/assets/ and 4,100 characters', `/assets/${long}`],
		['/assets/ and 4,100 characters and .js', `/assets/${long}.js`],
		['/assets/images/ and 4,100 characters', `/assets/images/${long}`],
		['/assets/ and a 300-character name', `/assets/${'a'.repeat(300)}.js`],
		['/assets/images', '/assets/images'],
		['/assets/', '/assets/'],
		['the entry script and /x', '<entry>/x'],
		['the entry script and 4,100 characters', `<entry>/${long}`],
		['/favicon.svg/x', '/favicon.svg/x'],
		['/ and 4,100 characters and .svg', `/${long}.svg`],
		['/assets/%2e%2e/manifest.json', '/assets/%2e%2e/manifest.json'],
		['/assets/..%2fmanifest.json', '/assets/..%2fmanifest.json'],
	])('%s is not found, like any missing asset', async (_label, pattern) => {
		const path = pattern.replace('<entry>', entry)
		expect(path).not.toContain('<entry>')
		const missing = await t.request('/assets/no-such-file.js')
		const logged = t.logLines.length
		const res = await t.request(path)
		expect(res.status).toBe(404)
		expect(res.headers.get('content-type')).toBe(missing.headers.get('content-type'))
		expect(t.logLines.slice(logged).filter((l) => l.includes('unhandled error'))).toEqual([])
	})

	test("the build's own files are still served, nested ones included", async () => {
		expect(entry).toMatch(/^\/assets\/client-[a-z0-9]+\.js$/)
		expect((await t.request(entry)).status).toBe(200)
		const [image] = readdirSync(join(CLIENT_DIR, 'assets/images'))
		expect(image).toBeDefined()
		expect((await t.request(`/assets/images/${image}`)).status).toBe(200)
		expect((await t.request('/favicon.svg')).status).toBe(200)
	})
})

describe('HEAD through the real server', () => {
	let server: RunningServer
	beforeAll(async () => {
		server = await startServer()
	})
	afterAll(() => server.stop())

	test.each(['/', '/de/help', '/?r=1', '/no-such-page'])(
		'HEAD %s tells the length GET sends, and sends no body',
		async (path) => {
			// Twice: the first answer may render, the second comes from the render cache (the fast path).
			for (let round = 0; round < 2; round++) {
				const get = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } })
				const bytes = (await get.arrayBuffer()).byteLength
				const head = await fetch(`${server.url}${path}`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } })
				expect(head.status).toBe(get.status)
				expect(Number(head.headers.get('content-length'))).toBe(bytes)
				expect(bytes).toBeGreaterThan(1000)
				expect((await head.arrayBuffer()).byteLength).toBe(0)
			}
		},
	)
})

describe('a client that leaves', () => {
	let ollama: FakeOllama
	let server: RunningServer
	beforeAll(async () => {
		ollama = await startFakeOllama()
		server = await startServer({ OLLAMA_HOST: ollama.host })
	})
	afterAll(async () => {
		await server.stop()
		await ollama.stop()
	})

	test('abandoning a hashtag request while the model works is logged as a closed request, not a 5xx', async () => {
		ollama.setMode('hang')
		const gone = await fetch(`${server.url}/api/tools/hashtags`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ keywords: 'home workout for beginners', category: 'fitness' }),
			signal: AbortSignal.timeout(700),
		}).catch((error: unknown) => error)
		expect(gone).toBeInstanceOf(Error)
		const deadline = Date.now() + 15_000
		const closed = () => server.logs().some((l) => l.includes('client closed the request'))
		while (!closed() && Date.now() < deadline) await Bun.sleep(50)
		const lines = server
			.logs()
			.map((l) => JSON.parse(l) as { msg: string; level: string; status?: number; path?: string })
		expect(lines.filter((l) => l.msg === 'unhandled error')).toEqual([])
		expect(lines.some((l) => l.msg === 'client closed the request' && l.level === 'info')).toBe(true)
		expect(lines.filter((l) => l.msg === 'request' && (l.status ?? 0) >= 500)).toEqual([])
	}, 30_000)
})

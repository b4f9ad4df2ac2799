import { describe, expect, test } from 'bun:test'
import { Hono } from 'hono'
import { DICT } from '../../tests/support/dictionaries'
import { attrs, texts } from '../../tests/support/html'
import { withFakeYouTube } from '../../tests/support/with-fake-youtube'
import type { AppEnv } from '../core/app-env'
import { LOCALES, localizePath } from '../i18n/locales'
import { securityHeaders } from '../server/middleware/every-request'
import { securityPolicy } from '../server/middleware/security-policy'
import { loadManifest } from '../server/render/manifest'
import { OPERATIONS } from './operations'
import { apiDocsRoutes } from './routes.server'

// The real app answers the tool APIs; the docs are mounted as src/server wires them: under
// /api, behind the site's security headers (its CSP).
const env = withFakeYouTube({
	RATE_LIMIT_API_PER_MINUTE: '1000',
	RATE_LIMIT_CONTACT_PER_HOUR: '1000',
	BATCH_SPACING_MS: '0',
})
const PUBLIC_URL = 'http://localhost'
const docsApp = () =>
	new Hono<AppEnv>()
		.use(securityHeaders(securityPolicy({ scriptSources: [], analyticsScriptUrl: null, https: false })))
		.route('/api', apiDocsRoutes({ publicUrl: PUBLIC_URL, inlineCss: loadManifest().inlineCss }))

/** The text of HTML as a browser shows it (React writes quotes as references). */
const shownText = (s: string) =>
	s
		.replaceAll('&quot;', '"')
		.replaceAll('&#x27;', "'")
		.replaceAll('&lt;', '<')
		.replaceAll('&gt;', '>')
		.replaceAll('&amp;', '&')

/** The request a curl line of the page makes (the two shapes curl.ts writes). */
function requestOf(curl: string): { path: string; init: RequestInit } {
	const url = new URL(curl.match(/'(https?:\/\/[^']+)'/)?.[1] ?? '')
	const body = curl.match(/-d '((?:[^']|'\\'')*)'/)?.[1]?.replaceAll(`'\\''`, "'")
	const path = url.pathname + url.search
	if (!curl.includes('-X POST')) return { path, init: {} }
	const type = curl.match(/-H '([^:]+): ([^']+)'/)
	return { path, init: { method: 'POST', headers: { [type?.[1] ?? '']: type?.[2] ?? '' }, body: body ?? '' } }
}

describe('GET /api/openapi.json', () => {
	test('serves the document as JSON', async () => {
		const res = await docsApp().request('/api/openapi.json')
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toStartWith('application/json')
		const doc = await res.json()
		expect(doc.openapi).toBe('3.1.0')
		expect(doc.servers).toEqual([{ url: PUBLIC_URL }])
	})
})

describe('GET /api/docs', () => {
	test('an English page for people, kept out of search engines', async () => {
		const res = await docsApp().request('/api/docs')
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toStartWith('text/html')
		expect(res.headers.get('x-robots-tag')).toContain('noindex')
		expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
		const html = await res.text()
		expect(await attrs(html, 'meta[name="robots"]', 'content')).toEqual(['noindex, nofollow'])
		expect(await attrs(html, 'html', 'lang')).toEqual(['en'])
		expect(await texts(html, 'h1')).toEqual(['Tubekit API'])
		expect(await attrs(html, 'a[href="/api/openapi.json"]', 'href')).toHaveLength(1)
	})

	test('self-hosted: no script at all, and no other host in a stylesheet, link or image', async () => {
		const html = await (await docsApp().request('/api/docs')).text()
		expect(await attrs(html, 'script', 'src')).toEqual([])
		for (const [selector, name] of [
			['link', 'href'],
			['img', 'src'],
			['a', 'href'],
		] as const) {
			for (const value of await attrs(html, selector, name)) expect(value).not.toMatch(/^(https?:)?\/\//)
		}
		for (const style of await texts(html, 'style')) expect(style).not.toMatch(/url\(\s*['"]?(https?:)?\/\/|@import/)
	})

	test('every operation: its fields, its errors with their statuses, and a curl example that works', async () => {
		const html = await (await docsApp().request('/api/docs')).text()
		const examples = await attrs(html, 'pre[data-operation]', 'data-operation')
		expect(examples).toEqual(OPERATIONS.map((op) => op.id))
		const curls = (await texts(html, 'pre[data-operation]')).map(shownText)
		for (const [i, op] of OPERATIONS.entries()) {
			const section = await texts(html, `section#${op.id}`)
			expect(section[0]).toContain(`${op.method.toUpperCase()} ${op.path}`)
			for (const field of Object.keys(op.input.schema.shape)) expect(section[0]).toContain(field)
			const statuses = new Set(await attrs(html, `section#${op.id} tr[data-status]`, 'data-status'))
			for (const error of op.errors) expect(statuses).toContain(String(error.status))
			const curl = curls[i] ?? ''
			expect(curl).toStartWith(`curl -sS `)
			// The line, run against the server, gets the documented answer.
			const { path, init } = requestOf(curl)
			const res = await env.app.app.request(path, init)
			expect(res.status, `${op.id}: ${curl}`).toBe(200)
			// Read to its end, as curl does (a batch holds the client's one lease until then).
			await res.arrayBuffer()
		}
	})

	test('the page says of every operation what the OpenAPI document says, word for word (one source of both)', async () => {
		const app = docsApp()
		const doc = (await (await app.request('/api/openapi.json')).json()) as {
			paths: Record<string, Record<string, { summary: string; description: string }>>
		}
		const html = await (await app.request('/api/docs')).text()
		for (const op of OPERATIONS) {
			const { summary, description } = doc.paths[op.path]?.[op.method] ?? { summary: '', description: '' }
			expect((await texts(html, `#${op.id}-title`)).map(shownText)).toEqual([summary])
			// The page shows a field name in backticks as code; the document adds the budget after a blank line.
			const words = (description.split('\n\n')[0] ?? '').replaceAll('`', '')
			expect((await texts(html, `section#${op.id} > p`)).map(shownText)).toContain(words)
		}
	})

	test('neither the page nor the document is in the sitemap', async () => {
		const sitemap = await (await env.app.app.request('/sitemap.xml')).text()
		expect(sitemap).toContain('<loc>')
		expect(sitemap).not.toContain('/api/')
	})
})

describe('the page in every language', () => {
	test.each(LOCALES)('%s: its own path, headings and labels in the language, no raw key', async (locale) => {
		const t = DICT[locale].apiDocs
		const res = await env.app.request(localizePath('/api/docs', locale))
		expect(res.status).toBe(200)
		expect(res.headers.get('x-robots-tag')).toContain('noindex')
		const html = await res.text()
		expect(await attrs(html, 'html', 'lang')).toEqual([locale])
		expect(await texts(html, 'h1')).toEqual([t.h1])
		expect(await texts(html, 'title')).toEqual([t.meta.title])
		expect((await texts(html, 'section h2')).map(shownText)).toEqual(
			OPERATIONS.map((op) => t.operations[op.id as keyof typeof t.operations].summary),
		)
		expect(new Set(await texts(html, 'section h3'))).toContain(t.section.errors)
		// The machines' document stays one English file, linked from every language.
		expect(await attrs(html, 'a[href="/api/openapi.json"]', 'hreflang')).toEqual(['en'])
		// Every text came from the dictionary: no key path and no unfilled placeholder is left.
		// (The error tables show each message as a template, {seconds} and all, on purpose.)
		const shown = shownText((await texts(html, 'main > p, section > p, h1, h2, h3, nav li, th')).join(' '))
		expect(shown).not.toMatch(
			/apiDocs\.|\{(shape|code|message|lang|header|openapi|home|budget|setting|max|types|path)\}/,
		)
	})

	test('the English page does not answer under another language prefix it lacks', async () => {
		expect((await env.app.request('/fr/api/docs')).status).toBe(404)
	})
})

describe('the footer', () => {
	test.each(LOCALES)('%s: links to the developers’ page in its own language', async (locale) => {
		const html = await (await env.app.request(localizePath('/', locale))).text()
		const href = localizePath('/api/docs', locale)
		expect(await texts(html, `footer a[href="${href}"]`)).toEqual([DICT[locale].footer.apiDocs])
		expect(await attrs(html, 'footer a[href*="/api/docs"]', 'href')).toEqual([href])
	})
})

import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { useStore } from 'jotai'
import { atom } from 'jotai/vanilla'
import type { RouteObject } from 'react-router'
import pkg from '../../package.json'
import { DICT } from '../../tests/support/dictionaries'
import { readBuildInfo } from '../core/build-info'
import { SITEMAP_PATHS } from './seo/sitemap'
import { testApp } from './test-app'

type App = Awaited<ReturnType<typeof testApp>>

function Boom(): never {
	throw new Error('kaboom')
}

const visits = atom(0)
/** Reads and bumps a store value: with a shared store the second render would see 1. */
function Counter() {
	const store = useStore()
	const seen = store.get(visits)
	store.set(visits, seen + 1)
	return <p>visits:{seen}</p>
}
let t: App

beforeAll(async () => {
	t = await testApp({ PUBLIC_URL: 'https://tubekit.example' })
})
afterAll(() => t.close())

// Through `fetch`, as the server does: cached pages take the fast path.
const get = async (path: string, headers: Record<string, string> = {}) => t.request(path, { headers })
/** Every header but the per-response ones (request id, date, length), to compare two answers. */
const fixedHeaders = (r: Response) =>
	[...r.headers]
		.filter(([name]) => !['x-request-id', 'date', 'content-length'].includes(name))
		.map(([name, value]) => `${name}: ${value}`)
		.sort()
/** The script-src sources of a response's CSP. */
const scriptSources = (res: Response) =>
	(res.headers.get('content-security-policy') ?? '')
		.split(';')
		.find((d) => d.trim().startsWith('script-src'))
		?.trim()
		.split(/\s+/)
		.slice(1) ?? []
const sha = (algorithm: 'sha256' | 'sha384', data: string | Uint8Array) =>
	`${algorithm}-${new Bun.CryptoHasher(algorithm).update(data).digest('base64')}`
/** The page's executable scripts: neither a JSON data block nor JSON-LD. */
const executableScripts = (html: string) =>
	[...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
		.map((m) => ({ attrs: m[1] ?? '', text: m[2] ?? '' }))
		.filter((s) => !/type="application\/(ld\+)?json"/.test(s.attrs))

describe('server rendering', () => {
	test('home page: complete English document with head, shell and boot data (not hydrated: no router state)', async () => {
		const res = await get('/')
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toContain('text/html')
		const html = await res.text()
		expect(html.startsWith('<!doctype html><html lang="en"')).toBe(true)
		expect(html).toContain('<title>Tubekit – Free YouTube Creator Tools</title>')
		expect(html).toContain('<h1')
		expect(html).toContain('Free tools for YouTube creators')
		expect(html).toContain('id="tools"')
		expect(html).toContain('<script type="application/json" id="tk-boot">')
		expect(html).not.toContain('id="tk-hydration"')
		expect(html.trimEnd().endsWith('</html>')).toBe(true)
	})

	test('a tool page: complete document with the router state to hydrate from', async () => {
		const html = await (await get('/tools/thumbnail-downloader')).text()
		expect(html).toContain('<script type="application/json" id="tk-hydration">{"loaderData":')
		expect(html).toContain('<script type="application/json" id="tk-boot">')
	})

	test('German page: lang, og:locale, canonical and hreflang alternates with x-default', async () => {
		const html = await (await get('/de/')).text()
		expect(html).toContain('<html lang="de"')
		expect(html).toContain('<meta property="og:locale" content="de_DE"')
		expect(html).toContain('<link rel="canonical" href="https://tubekit.example/de/"')
		for (const [lang, href] of [
			['en', '/'],
			['de', '/de/'],
			['es', '/es/'],
			['tr', '/tr/'],
			['nl', '/nl/'],
			['x-default', '/'],
		]) {
			expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="https://tubekit.example${href}"`)
		}
		expect(html).not.toContain('Free tools for YouTube creators')
	})

	test('og:locale follows the page language (decision 9)', async () => {
		for (const [path, og] of [
			['/', 'en_US'],
			['/es/', 'es_LA'],
			['/tr/', 'tr_TR'],
			['/nl/', 'nl_NL'],
		] as const) {
			expect(await (await get(path)).text()).toContain(`<meta property="og:locale" content="${og}"`)
		}
	})

	test('JSON-LD WebSite on the home page', async () => {
		const html = await (await get('/')).text()
		const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1]
		expect(JSON.parse(json ?? 'null')).toMatchObject({
			'@type': 'WebSite',
			name: 'Tubekit',
			url: 'https://tubekit.example/',
		})
	})

	test('unknown path: HTTP 404 with the localized Page Not Found page and no developer hint', async () => {
		const res = await get('/no/such/page')
		expect(res.status).toBe(404)
		const html = await res.text()
		expect(html).toContain('Page Not Found')
		expect(html).toContain('noindex')
		// The spec's leftover hint line (React Router's "Hey developer" text) must be gone.
		const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? ''
		expect(main).toContain('Page Not Found')
		expect(main).not.toMatch(/developer|ErrorBoundary|errorElement|💿/i)
		const de = await get('/de/gibt-es-nicht')
		expect(de.status).toBe(404)
		expect(await de.text()).toContain('<html lang="de"')
	})

	test('an unsupported language prefix is an unknown page, not a language', async () => {
		expect((await get('/fr/')).status).toBe(404)
	})

	test('HEAD is answered with the status and headers of GET and no body', async () => {
		await get('/')
		const res = await t.request('/', { method: 'HEAD' })
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toContain('text/html')
		expect(await res.text()).toBe('')
		const missing = await t.request('/nope', { method: 'HEAD' })
		expect(missing.status).toBe(404)
		expect(await missing.text()).toBe('')
	})

	test('crawlers get the complete document', async () => {
		const res = await get('/?utm=1', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
		const html = await res.text()
		expect(html).toContain('Free tools for YouTube creators')
		expect(html.trimEnd().endsWith('</html>')).toBe(true)
	})

	test('a cached page (fast path) has the same headers as a freshly rendered one', async () => {
		// A real page is kept and then taken by the fast path; a made-up one comes from its language's shell.
		for (const [path, status] of [
			['/nl/help', 200],
			['/nl/nothing-here-yet', 404],
		] as const) {
			const fresh = await get(path) // first request renders
			const cached = await get(path)
			expect(fresh.status).toBe(status)
			expect(cached.status).toBe(status)
			expect(fixedHeaders(cached)).toEqual(fixedHeaders(fresh))
			expect(cached.headers.get('x-request-id')).not.toBe(fresh.headers.get('x-request-id'))
			expect(await cached.text()).toBe(await fresh.text())
		}
	})

	test('cached pages are gzip-encoded for clients that accept it, and decode to the page', async () => {
		await get('/tr/')
		const res = await get('/tr/', { 'accept-encoding': 'gzip, br' })
		expect(res.headers.get('content-encoding')).toBe('gzip')
		expect(res.headers.get('vary')).toContain('Accept-Encoding')
		const html = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())))
		expect(html).toStartWith('<!doctype html><html lang="tr"')
		expect(html).toBe(await (await get('/tr/')).text())
	})

	test('a cached unprefixed page still redirects a visitor whose language is another', async () => {
		await get('/')
		const res = await get('/', { cookie: 'language=nl' })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/nl/')
	})

	test('behind the fast path, the app itself answers a kept page and a 404 the same each time', async () => {
		for (const [path, status] of [
			['/es/', 200],
			['/es/gibt-es-nicht', 404],
		] as const) {
			const first = await t.app.request(path)
			const second = await t.app.request(path)
			expect(second.status).toBe(status)
			expect(fixedHeaders(second)).toEqual(fixedHeaders(first))
			expect(await second.text()).toBe(await first.text())
		}
	})

	test('a cached page is the same bytes and headers for every request, its request id apart', async () => {
		await get('/es/')
		const first = await get('/es/')
		const second = await get('/es/', { 'x-request-id': 'trace-12345678' })
		expect(second.headers.get('x-request-id')).toBe('trace-12345678')
		expect(fixedHeaders(second)).toEqual(fixedHeaders(first))
		expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()))
	})
})

describe('security headers and CSP', () => {
	test('every response carries the CSP; every inline script is listed by its hash; no unsafe-inline, no nonce', async () => {
		// Rendered, cached (fast path and app), a 404 from its shell, an API answer, a public file.
		for (const path of ['/?nocache=1', '/de/help', '/de/help', '/tr/yok-boyle', '/healthz', '/favicon.svg']) {
			const res = await get(path)
			const sources = scriptSources(res)
			expect([path, sources.length > 0]).toEqual([path, true])
			expect(sources).toContain("'strict-dynamic'")
			expect(sources).not.toContain("'unsafe-inline'")
			expect(sources.filter((s) => s.startsWith("'nonce-"))).toEqual([])
			const csp = res.headers.get('content-security-policy') ?? ''
			expect(csp).toContain("default-src 'self'")
			expect(csp).toContain("object-src 'none'")
			expect(csp).toContain("base-uri 'none'")
			expect(csp).toContain("frame-ancestors 'none'")
			if (!res.headers.get('content-type')?.includes('text/html')) continue
			const scripts = executableScripts(await res.text())
			expect(scripts.length).toBeGreaterThan(0)
			for (const script of scripts) {
				// Inline only (an external script is added by an allowed one), and allowed by its hash.
				expect(script.attrs).not.toContain('src=')
				expect(sources).toContain(`'${sha('sha256', script.text)}'`)
			}
		}
		const res = await get('/?nocache=2')
		expect(res.headers.get('x-content-type-options')).toBe('nosniff')
		expect(res.headers.get('x-frame-options')).toBe('DENY')
		expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
		expect(res.headers.get('strict-transport-security')).toContain('max-age=')
	})

	test('pages request nothing from another host', async () => {
		const html = await (await get('/?x=2')).text()
		const urls = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '')
		for (const url of urls) {
			if (url.startsWith('https://tubekit.example')) continue // canonical and alternates
			expect(url.startsWith('/') || url.startsWith('#')).toBe(true)
		}
	})

	test('every response has a request id; a well-formed incoming one is kept', async () => {
		const res = await get('/healthz')
		expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-z]{6,}$/)
		const kept = await get('/healthz', { 'x-request-id': 'abc12345-trace' })
		expect(kept.headers.get('x-request-id')).toBe('abc12345-trace')
		const replaced = await get('/healthz', { 'x-request-id': 'bad id with spaces' })
		expect(replaced.headers.get('x-request-id')).not.toBe('bad id with spaces')
	})

	test('responses are compressed when the client accepts gzip', async () => {
		const res = await get('/?z=1', { 'accept-encoding': 'gzip' })
		expect(res.headers.get('content-encoding')).toBe('gzip')
		const html = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())))
		expect(html).toContain('</html>')
	})

	test('the entry is preloaded with the integrity of the served file, and so is every preloaded script', async () => {
		const html = await (await get('/de/tools/transcript-downloader')).text()
		// The scripts the loader preloads after the first paint: a JSON list of [url, integrity], the page's entry first
		// (a tool page's own, src/client-tool.tsx), which the loader then runs.
		const list = /<script type="application\/json" id="tk-preload">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]'
		const preloads = JSON.parse(list) as [string, string][]
		expect(preloads[0]?.[0]).toMatch(/^\/assets\/client-tool-[a-z0-9]+\.js$/)
		expect(executableScripts(html)[0]?.text).toContain('l[0][0]')
		expect(preloads.length).toBeGreaterThan(3)
		// None is in the markup: the loader adds them after the first paint (its own text names the rel).
		expect(html).not.toMatch(/<link[^>]*modulepreload/)
		for (const [href, integrity] of preloads) {
			const bytes = new Uint8Array(await (await get(href ?? '')).arrayBuffer())
			expect([href, integrity]).toEqual([href, sha('sha384', bytes)])
		}
	})

	test('hashed assets are immutable; public files are not', async () => {
		const html = await (await get('/')).text()
		// The home page is not hydrated: its loader names the small entry (src/client-lite.ts).
		const entry = /"(\/assets\/client-lite-[a-z0-9]+\.js)"/.exec(executableScripts(html)[0]?.text ?? '')?.[1] ?? ''
		expect(entry).toMatch(/^\/assets\/client-lite-[a-z0-9]+\.js$/)
		const asset = await get(entry)
		expect(asset.status).toBe(200)
		expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		const favicon = await get('/favicon.svg')
		expect(favicon.status).toBe(200)
		expect(favicon.headers.get('cache-control')).not.toContain('immutable')
	})
})

describe('language redirect (decision 10)', () => {
	test('a first visit redirects by the browser language', async () => {
		const res = await get('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/de/')
		expect(res.headers.get('vary')).toContain('Accept-Language')
	})

	test('an unsupported browser language stays English', async () => {
		expect((await get('/', { 'accept-language': 'fr-FR,fr;q=0.9' })).status).toBe(200)
	})

	test('the saved choice wins over the browser language, and English can be saved', async () => {
		const es = await get('/', { cookie: 'language=es', 'accept-language': 'de' })
		expect(es.status).toBe(302)
		expect(es.headers.get('location')).toBe('/es/')
		expect((await get('/', { cookie: 'language=en', 'accept-language': 'de' })).status).toBe(200)
	})

	test('the page path and query are kept; prefixed URLs are never redirected', async () => {
		const res = await get('/help?x=1', { cookie: 'language=tr' })
		expect(res.headers.get('location')).toBe('/tr/help?x=1')
		expect((await get('/nl/', { cookie: 'language=de' })).status).toBe(200)
	})
})

describe('sitemap and robots', () => {
	test('sitemap.xml lists every page in every language with alternates', async () => {
		const res = await get('/sitemap.xml')
		expect(res.headers.get('content-type')).toContain('application/xml')
		const xml = await res.text()
		for (const loc of [
			'/',
			'/de/',
			'/es/',
			'/tr/',
			'/nl/',
			'/tools/thumbnail-downloader',
			'/nl/tools/profile-downloader',
		]) {
			expect(xml).toContain(`<loc>https://tubekit.example${loc}</loc>`)
		}
		// Canonical paths only: the spec's short aliases (/thumbnail-downloader) are not listed.
		expect(xml).not.toContain('<loc>https://tubekit.example/thumbnail-downloader</loc>')
		expect(xml.match(/<url>/g)?.length).toBe(SITEMAP_PATHS.length * 5)
		expect(xml).toContain('hreflang="x-default" href="https://tubekit.example/"')
	})

	test('robots.txt allows indexing by default and points to the sitemap', async () => {
		const txt = await (await get('/robots.txt')).text()
		expect(txt).toContain('Allow: /')
		expect(txt).toContain('Sitemap: https://tubekit.example/sitemap.xml')
	})

	test('ROBOTS=noindex closes the instance to crawlers', async () => {
		const p = await testApp({ ROBOTS: 'noindex', LOG_LEVEL: 'silent' })
		try {
			expect(await (await p.app.request('/robots.txt')).text()).toContain('Disallow: /\n')
			const page = await p.app.request('/')
			expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
			expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow"')
		} finally {
			await p.close()
		}
	})
})

describe('health', () => {
	test('/healthz says the process is alive', async () => {
		const res = await get('/healthz')
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ status: 'ok' })
	})

	test('/readyz proves the database is writable and lists optional services', async () => {
		t.services.set('example', async () => ({ available: false, detail: 'not configured' }))
		const res = await get('/readyz')
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body).toMatchObject({
			status: 'ready',
			database: { writable: true },
			services: { example: { available: false, detail: 'not configured' } },
		})
		expect(body.services.chromium.available).toBe(t.config.chromiumPath !== null)
		t.services.delete('example')
	})

	test('/readyz names the release that runs: package.json version and the build commit', async () => {
		const body = await (await get('/readyz')).json()
		expect(body.version).toBe(pkg.version)
		expect(body.commit).toBe(readBuildInfo().commit)
		expect(body.commit).toMatch(/^([0-9a-f]{7,40}(-dirty)?|unknown)$/)
	})

	test('/readyz says when no Chromium is there (the tools then use plain HTTP only)', async () => {
		const p = await testApp({ LOG_LEVEL: 'silent', CHROMIUM_PATH: '/nonexistent/chromium' })
		try {
			const body = await (await p.app.request('/readyz')).json()
			expect(body.status).toBe('ready')
			expect(body.services.chromium).toEqual({ available: false, detail: 'not found: plain-HTTP extraction only' })
		} finally {
			await p.close()
		}
	})

	test('/readyz answers 503 when the database cannot be written', async () => {
		const p = await testApp({ LOG_LEVEL: 'silent' })
		p.database.close()
		const res = await p.app.request('/readyz')
		expect(res.status).toBe(503)
		expect((await res.json()).status).toBe('unready')
	})
})

describe('API errors', () => {
	test('an unknown API path is a JSON 404 in the error shape', async () => {
		const res = await get('/api/nothing-here')
		expect(res.status).toBe(404)
		expect(await res.json()).toEqual({ error: { code: 'notFound', message: 'Nothing was found at this address.' } })
	})

	test('bodies beyond the limit answer 413, localized', async () => {
		const res = await t.app.request('/api/events', {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'accept-language': 'de' },
			body: JSON.stringify({ path: `/${'x'.repeat(70_000)}` }),
		})
		expect(res.status).toBe(413)
		const body = await res.json()
		expect(body.error.code).toBe('payloadTooLarge')
		expect(body.error.message).not.toBe('What you sent is too large. Please send less and try again.')
	})

	test('invalid input is a 400 with the localized message, never the validator’s text', async () => {
		const res = await t.app.request('/api/events', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ path: 42 }),
		})
		expect(res.status).toBe(400)
		const body = await res.json()
		expect(body.error.code).toBe('validation')
		// In the asker's language, never the validator's own text (core/validation.ts).
		expect(body.error.message).toBe(DICT.en.errors.validation)
	})

	test('malformed JSON is a 400, never a 500', async () => {
		const res = await t.app.request('/api/events', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{not json',
		})
		expect(res.status).toBe(400)
		expect((await res.json()).error.code).toBeString()
	})
})

describe('rate limit on /api', () => {
	test('429 with Retry-After, RateLimit headers and a localized message', async () => {
		const p = await testApp({ RATE_LIMIT_EVENTS_PER_MINUTE: '3', LOG_LEVEL: 'silent' })
		try {
			const send = (client: string) =>
				p.app.request('/api/events', {
					method: 'POST',
					headers: { 'content-type': 'application/json', 'x-test-client': client, 'accept-language': 'es' },
					body: JSON.stringify({ path: '/' }),
				})
			for (let i = 0; i < 3; i++) {
				const ok = await send('10.0.0.1')
				expect(ok.status).toBe(204)
				expect(ok.headers.get('ratelimit-remaining')).toBe(String(2 - i))
			}
			const refused = await send('10.0.0.1')
			expect(refused.status).toBe(429)
			expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
			expect(refused.headers.get('ratelimit-limit')).toBe('3')
			expect(refused.headers.get('ratelimit-remaining')).toBe('0')
			const body = await refused.json()
			expect(body.error.code).toBe('rateLimited')
			expect(body.error.message).toContain(refused.headers.get('retry-after') ?? 'x')
			expect(body.error.message).not.toContain('Too many requests')
			// Another client has its own budget.
			expect((await send('10.0.0.2')).status).toBe(204)
			// Another route group too: the rest of /api counts separately.
			const other = await p.app.request('/api/unknown', { headers: { 'x-test-client': '10.0.0.1' } })
			expect(other.status).toBe(404)
			expect(other.headers.get('ratelimit-limit')).toBe('60')
		} finally {
			await p.close()
		}
	})
})

describe('logs', () => {
	test('JSON lines with request id and a hashed client, never the raw address', async () => {
		const p = await testApp({ TRUST_PROXY: 'true' })
		try {
			await p.app.request('/robots.txt', { headers: { 'x-forwarded-for': '203.0.113.77, 10.0.0.1' } })
			const line = p.logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request' && l.path === '/robots.txt')
			expect(line).toMatchObject({ level: 'info', method: 'GET', status: 200 })
			expect(line.requestId).toBeString()
			expect(line.client).toMatch(/^[A-Za-z0-9_-]{22}$/)
			expect(p.logLines.join('\n')).not.toContain('203.0.113.77')
		} finally {
			await p.close()
		}
	})
})

describe('render failures and per-request state', () => {
	test('a component that throws gives a friendly localized 500 page', async () => {
		const routes: RouteObject[] = [{ id: 'en', path: '/', handle: { locale: 'en' }, element: <Boom /> }]
		const p = await testApp({ LOG_LEVEL: 'silent' }, { routes })
		try {
			const res = await p.app.request('/', { headers: { 'accept-language': 'en' } })
			expect(res.status).toBe(500)
			const html = await res.text()
			expect(html).toContain('Something went wrong')
			expect(html).not.toContain('kaboom')
		} finally {
			await p.close()
		}
	})

	test('each request renders with its own jotai store', async () => {
		const routes: RouteObject[] = [{ id: 'en', path: '/', handle: { locale: 'en' }, element: <Counter /> }]
		const p = await testApp({ LOG_LEVEL: 'silent', RENDER_CACHE_ENTRIES: '0' }, { routes })
		try {
			for (let i = 0; i < 3; i++) expect(await (await p.app.request('/')).text()).toContain('visits:<!-- -->0')
		} finally {
			await p.close()
		}
	})
})

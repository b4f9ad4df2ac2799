import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'bun'
import { openDatabase } from '../db/client.server'
import { testApp } from '../server/test-app'
import { imageProxySecret } from './sign.server'

// A tiny stand-in for YouTube's image hosts (the full fake YouTube lives in tests/support).
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])
let images: Server<undefined>
let t: Awaited<ReturnType<typeof testApp>>
/** Paths the stand-in was asked for, in order. */
const asked: string[] = []
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

beforeAll(async () => {
	images = Bun.serve({
		port: 0,
		hostname: '127.0.0.1',
		fetch(request) {
			const path = new URL(request.url).pathname
			asked.push(path)
			if (path === '/two-types') return new Response(JPEG, { headers: { 'content-type': 'image/jpeg, text/html' } })
			if (path === '/png-said-jpeg') return new Response(PNG, { headers: { 'content-type': 'image/jpeg' } })
			if (path === '/html-said-jpeg')
				return new Response('<html><script>alert(1)</script>', { headers: { 'content-type': 'image/jpeg' } })
			if (path === '/svg') return new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })
			if (path === '/once.jpg') return new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } })
			if (path === '/gone.jpg') return new Response(JPEG, { status: 404, headers: { 'content-type': 'image/jpeg' } })
			if (path === '/vi/abcdefghijk/hqdefault.jpg')
				return new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } })
			if (path === '/vi/abcdefghijk/maxresdefault.jpg')
				return new Response(JPEG, { status: 404, headers: { 'content-type': 'image/jpeg' } })
			if (path === '/html') return new Response('<html>', { headers: { 'content-type': 'text/html' } })
			if (path === '/huge') return new Response(new Uint8Array(5000), { headers: { 'content-type': 'image/jpeg' } })
			if (path === '/away')
				return new Response(null, { status: 302, headers: { location: 'https://evil.example/x.jpg' } })
			if (path === '/hop')
				return new Response(null, {
					status: 302,
					headers: { location: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg' },
				})
			if (path === '/broken') return new Response('', { status: 500 })
			return new Response('?', { status: 404 })
		},
	})
	const origin = `http://127.0.0.1:${images.port}`
	t = await testApp({
		LOG_LEVEL: 'silent',
		IMAGE_MAX_BYTES: '1000',
		UPSTREAM_OVERRIDES: `i.ytimg.com=${origin},yt3.googleusercontent.com=${origin},i4.ytimg.com=http://127.0.0.1:1`,
	})
})
afterAll(async () => {
	images.stop(true)
	await t.close()
})

const get = (path: string) => t.app.request(path)
const THUMB = 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg'

describe('GET /api/image (decision 1)', () => {
	test('a signed URL of an allowed host is served with image headers', async () => {
		const res = await get(t.signer.url(THUMB))
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toBe('image/jpeg')
		expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
		expect(res.headers.get('etag')).toMatch(/^"\w+"$/)
		expect(res.headers.get('content-disposition')).toBeNull()
		expect(new Uint8Array(await res.arrayBuffer())).toEqual(JPEG)
	})

	test('with a download name, the file is saved under it: an ASCII name and the UTF-8 one (RFC 6266)', async () => {
		const res = await get(t.signer.url(THUMB, 'thumbnail-high.jpg'))
		expect(res.headers.get('content-disposition')).toBe(
			`attachment; filename="thumbnail-high.jpg"; filename*=UTF-8''thumbnail-high.jpg`,
		)
		const named = await get(t.signer.url(THUMB, 'Ça va 🎉 [GJLlxj_dtq8].hqdefault.jpg'))
		expect(named.status).toBe(200)
		expect(named.headers.get('content-disposition')).toBe(
			`attachment; filename="Ca va _ [GJLlxj_dtq8].hqdefault.jpg"; filename*=UTF-8''%C3%87a%20va%20%F0%9F%8E%89%20%5BGJLlxj_dtq8%5D.hqdefault.jpg`,
		)
	})

	test('a wrong signature, or a download name added afterwards, is refused (not an open relay)', async () => {
		const good = new URL(t.signer.url(THUMB), 'http://x')
		good.searchParams.set('s', 'A'.repeat(32))
		expect((await get(good.pathname + good.search)).status).toBe(403)
		const renamed = new URL(t.signer.url(THUMB), 'http://x')
		renamed.searchParams.set('dl', 'other.jpg')
		const res = await get(renamed.pathname + renamed.search)
		expect(res.status).toBe(403)
		expect((await res.json()).error.code).toBe('imageSignatureInvalid')
	})

	test('only the allow-listed YouTube image hosts, over https', async () => {
		for (const url of [
			'https://evil.example/x.jpg',
			'http://i.ytimg.com/vi/x/default.jpg',
			'https://i.ytimg.com.evil.example/x.jpg',
			'https://i.ytimg.com:8443/x.jpg',
		]) {
			const res = await get(t.signer.url(url))
			expect([url, res.status]).toEqual([url, 400])
			expect((await res.json()).error.code).toBe('imageHostNotAllowed')
		}
	})

	test('a missing size is a 404 (YouTube sends a grey placeholder with it)', async () => {
		const res = await get(t.signer.url('https://i.ytimg.com/vi/abcdefghijk/maxresdefault.jpg'))
		expect(res.status).toBe(404)
		expect((await res.json()).error.code).toBe('imageNotFound')
	})

	test('non-images, oversized bodies and broken upstreams are refused with 4xx/502, never 500', async () => {
		expect((await get(t.signer.url('https://i.ytimg.com/html'))).status).toBe(415)
		expect((await get(t.signer.url('https://i.ytimg.com/huge'))).status).toBe(413)
		expect((await get(t.signer.url('https://i.ytimg.com/broken'))).status).toBe(502)
		expect((await get(t.signer.url('https://i4.ytimg.com/vi/x/default.jpg'))).status).toBe(502)
	})

	test('the Content-Type is one of a fixed set, read from the bytes, never the upstream header as it is', async () => {
		const twoTypes = await get(t.signer.url('https://i.ytimg.com/two-types'))
		expect([twoTypes.status, twoTypes.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
		const png = await get(t.signer.url('https://i.ytimg.com/png-said-jpeg'))
		expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png'])
		// An image type in the header does not make HTML an image, nor does SVG (a document with scripts) pass.
		for (const path of ['/html-said-jpeg', '/svg']) {
			const res = await get(t.signer.url(`https://i.ytimg.com${path}`))
			expect([path, res.status, (await res.json()).error.code]).toEqual([path, 415, 'imageNotAnImage'])
		}
	})

	test('what was fetched is kept: the same image again, or its 404, asks the upstream nothing', async () => {
		const url = t.signer.url('https://i.ytimg.com/once.jpg')
		const first = await get(url)
		expect(first.status).toBe(200)
		const etag = first.headers.get('etag') ?? ''
		const downloaded = await get(t.signer.url('https://i.ytimg.com/once.jpg', 'thumbnail-once.jpg'))
		expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(JPEG)
		// A browser revalidating what it kept gets a 304 without the bytes.
		const revalidated = await t.app.request(url, { headers: { 'if-none-match': etag } })
		expect(revalidated.status).toBe(304)
		expect((await get(t.signer.url('https://i.ytimg.com/gone.jpg'))).status).toBe(404)
		const missing = await get(t.signer.url('https://i.ytimg.com/gone.jpg'))
		expect(missing.status).toBe(404)
		expect(missing.headers.get('cache-control')).toBe('public, max-age=3600')
		expect(asked.filter((p) => p === '/once.jpg' || p === '/gone.jpg')).toEqual(['/once.jpg', '/gone.jpg'])
	})

	test('check=1 answers whether the image exists, as JSON with a 200, from what is kept', async () => {
		const found = await get(`${t.signer.url(THUMB)}&check=1`)
		expect([found.status, await found.json()]).toEqual([200, { found: true }])
		const missing = await get(`${t.signer.url('https://i.ytimg.com/vi/abcdefghijk/maxresdefault.jpg')}&check=1`)
		expect([missing.status, await missing.json()]).toEqual([200, { found: false }])
		expect((await get(`${t.signer.url('https://i.ytimg.com/html')}&check=1`)).status).toBe(415)
	})

	test('redirects are followed only within the allowed hosts', async () => {
		expect((await get(t.signer.url('https://i.ytimg.com/away'))).status).toBe(400)
		const hop = await get(t.signer.url('https://yt3.googleusercontent.com/hop'))
		expect(hop.status).toBe(200)
		expect(new Uint8Array(await hop.arrayBuffer())).toEqual(JPEG)
	})

	test('missing parameters are a 400 in the error shape', async () => {
		const res = await get('/api/image?u=https://i.ytimg.com/x.jpg')
		expect(res.status).toBe(400)
		expect((await res.json()).error.code).toBe('validation')
	})
})

describe('signing secret', () => {
	// Decision 20: replicas on one database sign with one key, so a link from one opens on all.
	test('generated once, kept in the database, the same for every replica and after a restart', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'tubekit-secret-'))
		const url = `file:${join(dir, 'tubekit.db')}`
		const [a, b] = [await openDatabase(url), await openDatabase(url)]
		try {
			const first = await imageProxySecret(null, join(dir, 'data-a'), a.client)
			expect(first.length).toBeGreaterThanOrEqual(40)
			expect(await imageProxySecret(null, join(dir, 'data-b'), b.client)).toBe(first)
			a.close()
			const restarted = await openDatabase(url)
			expect(await imageProxySecret(null, join(dir, 'data-a'), restarted.client)).toBe(first)
			restarted.close()
			expect(await imageProxySecret('configured-secret-value', dir, b.client)).toBe('configured-secret-value')
		} finally {
			b.close()
			rmSync(dir, { recursive: true, force: true })
		}
	})

	test('a key an older version kept in DATA_DIR/image-proxy.key is adopted, so its links keep working', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'tubekit-secret-'))
		writeFileSync(join(dir, 'image-proxy.key'), 'key-from-an-older-version-0123456789\n')
		const db = await openDatabase(`file:${join(dir, 'tubekit.db')}`)
		try {
			expect(await imageProxySecret(null, dir, db.client)).toBe('key-from-an-older-version-0123456789')
		} finally {
			db.close()
			rmSync(dir, { recursive: true, force: true })
		}
	})
})

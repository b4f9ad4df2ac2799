import { describe, expect, test } from 'bun:test'
import { postJson, withFakeYouTube } from '../../tests/support/with-fake-youtube'
import { testApp } from './test-app'

/**
 * Every per-client budget counts an IPv6 client by its /64 (RATE_LIMIT_IPV6_PREFIX): an ordinary
 * IPv6 customer holds a whole /64, so budgets keyed by full address let one home connection guess
 * the admin password at server speed. Measured before: 12 addresses of one /64 behind a correctly
 * set TRUST_PROXY got 12 × 401 at the sign-in (limit 10), never 429. Here the proxy in front is the
 * socket peer (`x-test-client` stands in for the socket in app.request()) and appends the client.
 */
const PASSWORD = 'correct horse battery'
const PROXY = '10.0.0.1'
type App = Awaited<ReturnType<typeof testApp>>

/** The i-th address of one customer's /64 (each a different interface id). */
const inNetwork = (i: number, network = '2001:db8:4:5') => `${network}:${(i + 1).toString(16)}:0:0:${i.toString(16)}`
const via = (client: string) => ({ 'x-test-client': PROXY, 'x-forwarded-for': client })

async function statuses(n: number, send: (i: number) => Response | Promise<Response>) {
	const out: number[] = []
	for (let i = 0; i < n; i++) out.push((await send(i)).status)
	return out
}

const post = (app: App, path: string, body: unknown, headers: Record<string, string>) =>
	app.request(path, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: JSON.stringify(body),
	})

const signIn = (app: App, password: string, headers: Record<string, string>) =>
	app.request('/admin/login', {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
		body: new URLSearchParams({ password }).toString(),
	})

async function withApp(env: Record<string, string>, run: (app: App) => Promise<void>) {
	const app = await testApp({ TRUST_PROXY: '1', LOG_LEVEL: 'silent', ...env })
	try {
		await run(app)
	} finally {
		await app.close()
	}
}

describe('budgets per IPv6 /64, behind a trusted proxy', () => {
	test('admin sign-in: 12 addresses of one /64 get 10 × 401 then 429, even with the right password', () =>
		withApp({ ADMIN_PASSWORD: PASSWORD }, async (app) => {
			const wrong = await statuses(12, (i) => signIn(app, `wrong ${i}`, via(inNetwork(i))))
			expect(wrong).toEqual([...Array(10).fill(401), 429, 429])
			expect((await signIn(app, PASSWORD, via(inNetwork(12)))).status).toBe(429)
			// The next /64 is another customer with a budget of its own.
			expect((await signIn(app, PASSWORD, via(inNetwork(0, '2001:db8:4:6')))).status).toBe(303)
		}))

	test('contact messages: the hourly budget is one per /64', () =>
		withApp({ RATE_LIMIT_CONTACT_PER_HOUR: '3' }, async (app) => {
			const message = { from_name: 'Ann', from_email: 'ann@example.org', message: 'Hello' }
			const sent = await statuses(5, (i) => post(app, '/api/contact', message, via(inNetwork(i))))
			expect(sent).toEqual([200, 200, 200, 429, 429])
			expect((await post(app, '/api/contact', message, via(inNetwork(0, '2001:db8:4:6')))).status).toBe(200)
		}))

	test('tool API, page views and images: each budget is one per /64', () =>
		withApp(
			{ RATE_LIMIT_API_PER_MINUTE: '3', RATE_LIMIT_EVENTS_PER_MINUTE: '3', RATE_LIMIT_IMAGES_PER_MINUTE: '3' },
			async (app) => {
				// A malformed tool request still costs a unit: the limit comes before the validation.
				const tools = await statuses(5, (i) => post(app, '/api/tools/thumbnails', {}, via(inNetwork(i))))
				expect(tools).toEqual([400, 400, 400, 429, 429])
				const views = await statuses(5, (i) => post(app, '/api/events', { path: '/' }, via(inNetwork(i))))
				expect(views).toEqual([204, 204, 204, 429, 429])
				const image = (i: number) =>
					app.request('/api/image?u=https://i.ytimg.com/vi/x/default.jpg', { headers: via(inNetwork(i)) })
				const images = await statuses(5, image)
				expect(images.slice(3)).toEqual([429, 429])
				expect(images.slice(0, 3)).not.toContain(429)
			},
		))

	test('an IPv4 client, written plain or IPv4-mapped, is one client; its neighbour is another', () =>
		withApp({ RATE_LIMIT_CONTACT_PER_HOUR: '2' }, async (app) => {
			const message = { from_name: 'Ann', from_email: 'ann@example.org', message: 'Hello' }
			const clients = ['203.0.113.9', '::ffff:203.0.113.9', '203.0.113.9']
			expect(await statuses(3, (i) => post(app, '/api/contact', message, via(clients[i] as string)))).toEqual([
				200, 200, 429,
			])
			expect((await post(app, '/api/contact', message, via('203.0.113.10'))).status).toBe(200)
		}))

	test('RATE_LIMIT_IPV6_PREFIX=128 keys each full address; 48 keys a whole site', async () => {
		await withApp({ RATE_LIMIT_CONTACT_PER_HOUR: '1', RATE_LIMIT_IPV6_PREFIX: '128' }, async (app) => {
			const message = { from_name: 'Ann', from_email: 'ann@example.org', message: 'Hello' }
			expect(await statuses(3, (i) => post(app, '/api/contact', message, via(inNetwork(i))))).toEqual([200, 200, 200])
		})
		await withApp({ RATE_LIMIT_CONTACT_PER_HOUR: '1', RATE_LIMIT_IPV6_PREFIX: '48' }, async (app) => {
			const message = { from_name: 'Ann', from_email: 'ann@example.org', message: 'Hello' }
			const sites = ['2001:db8:4:5::1', '2001:db8:4:ffff::1', '2001:db8:5::1']
			expect(await statuses(3, (i) => post(app, '/api/contact', message, via(sites[i] as string)))).toEqual([
				200, 429, 200,
			])
		})
	})
})

const PLAYLIST = 'https://www.youtube.com/playlist?list=PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU'

describe('one batch at a time per IPv6 /64', () => {
	// Slow enough that the first batch is still running when the second asks.
	const env = withFakeYouTube({ TRUST_PROXY: '1', BATCH_CONCURRENCY: '1', BATCH_SPACING_MS: '1000' })

	test('a second address of the same /64 waits for the first batch; the next /64 does not', async () => {
		const batch = (client: string) => postJson(env, '/api/tools/thumbnails/batch', { list_url: PLAYLIST }, via(client))
		const first = await batch(inNetwork(0))
		expect(first.status).toBe(200)
		const second = await batch(inNetwork(1))
		expect(second.status).toBe(409)
		expect(((await second.json()) as { error: { code: string } }).error.code).toBe('batchRunning')
		const other = await batch(inNetwork(0, '2001:db8:4:6'))
		expect(other.status).toBe(200)
		await Promise.all([first.body?.cancel(), other.body?.cancel()])
	}, 30_000)
})

describe('the hourly batch budget per IPv6 /64', () => {
	const env = withFakeYouTube({ TRUST_PROXY: '1', RATE_LIMIT_BATCHES_PER_HOUR: '1', BATCH_SPACING_MS: '0' })

	test('one finished batch spends the whole /64’s hour; the next /64 has its own', async () => {
		const batch = (client: string) => postJson(env, '/api/tools/thumbnails/batch', { list_url: PLAYLIST }, via(client))
		const first = await batch(inNetwork(0))
		expect(first.status).toBe(200)
		await first.text()
		const second = await batch(inNetwork(1))
		expect(second.status).toBe(429)
		await second.body?.cancel()
		const other = await batch(inNetwork(0, '2001:db8:4:6'))
		expect(other.status).toBe(200)
		await other.text()
	})
})

import { describe, expect, test } from 'bun:test'
import { testApp } from './test-app'

// As measured: with TRUST_PROXY the client address was the first
// X-Forwarded-For hop, which the client writes itself, so a new fake first hop per request
// escaped every rate limit. The proxy in front is the socket peer (`x-test-client` stands in
// for the socket in app.request()); it appends the real client, 203.0.113.9.
const PASSWORD = 'correct horse battery'
type App = Awaited<ReturnType<typeof testApp>>

const spoofed = (i: number, real = '203.0.113.9') => `6.6.${i}.6, ${real}`

const signIn = (app: App, password: string, headers: Record<string, string>) =>
	app.request('/admin/login', {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
		body: new URLSearchParams({ password }).toString(),
	})

const contact = (app: App, headers: Record<string, string>) =>
	app.request('/api/contact', {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: JSON.stringify({ from_name: 'Ann', from_email: 'ann@example.org', message: 'Hello' }),
	})

const pageView = (app: App, headers: Record<string, string>) =>
	app.request('/api/events', {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: JSON.stringify({ path: '/' }),
	})

async function statuses(n: number, send: (i: number) => Response | Promise<Response>) {
	const out: number[] = []
	for (let i = 0; i < n; i++) out.push((await send(i)).status)
	return out
}

describe('TRUST_PROXY=1: a spoofed first X-Forwarded-For hop escapes no limit', () => {
	test('40 wrong admin passwords from "new" first hops hit 429 at the limit; the right one after is refused too', async () => {
		const app = await testApp({ TRUST_PROXY: '1', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' })
		try {
			const via = (i: number) => ({ 'x-test-client': '10.0.0.1', 'x-forwarded-for': spoofed(i) })
			const wrong = await statuses(40, (i) => signIn(app, `wrong password ${i}`, via(i)))
			expect(wrong).toEqual([...Array(10).fill(401), ...Array(30).fill(429)])
			const right = await signIn(app, PASSWORD, via(40))
			expect(right.status).toBe(429)
			expect(right.headers.get('set-cookie')).toBeNull()
			// Another real client behind the same proxy still has its own budget.
			const other = await signIn(app, PASSWORD, { 'x-test-client': '10.0.0.1', 'x-forwarded-for': '203.0.113.10' })
			expect(other.status).toBe(303)
		} finally {
			await app.close()
		}
	})

	test('the contact limit and the page-view limit hold the same way', async () => {
		const app = await testApp({
			TRUST_PROXY: '1',
			RATE_LIMIT_CONTACT_PER_HOUR: '3',
			RATE_LIMIT_EVENTS_PER_MINUTE: '3',
			LOG_LEVEL: 'silent',
		})
		try {
			const via = (i: number) => ({ 'x-test-client': '10.0.0.1', 'x-forwarded-for': spoofed(i) })
			expect(await statuses(6, (i) => contact(app, via(i)))).toEqual([200, 200, 200, 429, 429, 429])
			expect(await statuses(6, (i) => pageView(app, via(i)))).toEqual([204, 204, 204, 429, 429, 429])
		} finally {
			await app.close()
		}
	})
})

describe('TRUST_PROXY as CIDRs', () => {
	const env = { TRUST_PROXY: '10.0.0.0/8, fd00::/8', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' }

	test('behind two trusted proxies the client is the first untrusted address from the right', async () => {
		const app = await testApp({ ...env, RATE_LIMIT_ADMIN_LOGIN_PER_15_MIN: '3' })
		try {
			// A dual-stack socket reports the IPv4 proxy as IPv4-mapped IPv6.
			const via = (i: number, real?: string) => ({
				'x-test-client': '::ffff:10.0.0.1',
				'x-forwarded-for': `${spoofed(i, real)}, fd00::2`,
			})
			expect(await statuses(6, (i) => signIn(app, `wrong ${i}`, via(i)))).toEqual([401, 401, 401, 429, 429, 429])
			expect((await signIn(app, PASSWORD, via(6))).status).toBe(429)
			expect((await signIn(app, PASSWORD, via(7, '203.0.113.10'))).status).toBe(303)
		} finally {
			await app.close()
		}
	})

	test('a peer outside the ranges is the client: its X-Forwarded-For counts for nothing', async () => {
		const app = await testApp({ ...env, RATE_LIMIT_CONTACT_PER_HOUR: '2' })
		try {
			const direct = (i: number) => ({ 'x-test-client': '198.51.100.7', 'x-forwarded-for': `203.0.113.${i}` })
			expect(await statuses(4, (i) => contact(app, direct(i)))).toEqual([200, 200, 429, 429])
		} finally {
			await app.close()
		}
	})

	test('X-Forwarded-Proto makes the admin cookie Secure only when a trusted proxy sent it', async () => {
		const app = await testApp(env)
		try {
			const cookie = async (peer: string, proto: string) =>
				(await signIn(app, PASSWORD, { 'x-test-client': peer, 'x-forwarded-proto': proto })).headers.get('set-cookie')
			expect(await cookie('10.0.0.1', 'https')).toContain('Secure')
			expect(await cookie('198.51.100.7', 'https')).not.toContain('Secure')
			// The client's own "https" before the "http" the proxy appended is not believed.
			expect(await cookie('10.0.0.1', 'https, http')).not.toContain('Secure')
		} finally {
			await app.close()
		}
	})
})

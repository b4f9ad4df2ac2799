/**
 * Decision 20 at the app level: two apps on one database file and one real redis-server, as
 * two replicas behind a load balancer; then Redis taken away under them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type FakeYouTube, startFakeYouTube } from '../../tests/support/fake-youtube'
import { startRedis, type TestRedis } from '../../tests/support/redis'
import { testApp } from '../server/test-app'

const PASSWORD = 'correct horse battery'
type App = Awaited<ReturnType<typeof testApp>>

let redis: TestRedis
let dir: string
let replicas: App[] = []
let round = 0

beforeAll(async () => {
	redis = await startRedis()
	dir = mkdtempSync(join(tmpdir(), 'tubekit-replicas-'))
})
/**
 * One after the other: two apps in one process share one thread, so while one holds SQLite's write
 * lock the other's busy wait blocks the thread it needs to finish (5 s, the busy timeout). Real
 * replicas are separate processes and simply queue.
 */
async function closeReplicas() {
	for (const r of replicas) await r.close()
	replicas = []
}

afterAll(async () => {
	await closeReplicas()
	await redis.stop()
	rmSync(dir, { recursive: true, force: true })
})

/** Two replicas with their own Redis prefix per test (one Redis, no shared keys between tests). */
async function twoReplicas(env: Record<string, string> = {}): Promise<[App, App]> {
	await closeReplicas()
	round++
	const shared = {
		DATABASE_URL: `file:${join(dir, `tubekit-${round}.db`)}`,
		REDIS_URL: redis.url,
		REDIS_PREFIX: `r${round}:`,
		ADMIN_PASSWORD: PASSWORD,
		...env,
	}
	replicas = [await testApp(shared), await testApp(shared)]
	return replicas as [App, App]
}

const form = (fields: Record<string, string>, cookie = '') => ({
	method: 'POST',
	headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
	body: new URLSearchParams(fields).toString(),
})

const contact = (app: App, client: string) =>
	app.request('/api/contact', {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'x-test-client': client },
		body: JSON.stringify({ from_name: 'Ann', from_email: 'ann@example.org', message: 'Hello there' }),
	})

describe('two replicas on one Redis', () => {
	test('a sign-in on one works on the other; signing out on the other ends it on both', async () => {
		const [a, b] = await twoReplicas()
		const login = await a.request('/admin/login', form({ password: PASSWORD }))
		expect(login.status).toBe(303)
		const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
		expect((await b.request('/admin', { headers: { cookie } })).status).toBe(200)
		const { csrf } = (await (await b.request('/api/admin/session', { headers: { cookie } })).json()) as { csrf: string }
		expect(csrf).toBeString()
		// The CSRF token a page on A handed out is accepted by B.
		const out = await b.request('/admin/logout', form({ _csrf: csrf }, cookie))
		expect(out.status).toBe(303)
		expect((await a.request('/admin', { headers: { cookie } })).status).toBe(303)
		expect((await a.request('/api/admin/stats', { headers: { cookie } })).status).toBe(401)
	})

	test('a contact limit of 10 an hour holds across both: the 11th is 429, in the visitor’s language', async () => {
		const [a, b] = await twoReplicas({ RATE_LIMIT_CONTACT_PER_HOUR: '10' })
		const statuses: number[] = []
		for (let i = 0; i < 10; i++) statuses.push((await contact(i % 2 ? a : b, 'visitor-1')).status)
		expect(statuses).toEqual(Array(10).fill(200))
		const refused = await a.request('/api/contact?lang=de', {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'x-test-client': 'visitor-1' },
			body: JSON.stringify({ from_name: 'Ann', from_email: 'ann@example.org', message: 'Hello there' }),
		})
		expect(refused.status).toBe(429)
		expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
		expect(refused.headers.get('ratelimit-remaining')).toBe('0')
		const body = (await refused.json()) as { error: { code: string; message: string } }
		expect(body.error.code).toBe('rateLimited')
		expect(body.error.message).toContain('Zu viele Anfragen')
		// Another visitor still gets through on either replica.
		expect((await contact(b, 'visitor-2')).status).toBe(200)
	})

	test('a transcript one replica fetched is answered by the other from Redis, identical, without asking YouTube', async () => {
		const youtube: FakeYouTube = await startFakeYouTube()
		try {
			const [a, b] = await twoReplicas({ UPSTREAM_OVERRIDES: youtube.overrides })
			const ask = (app: App) =>
				app.request('/api/tools/transcript', {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ video_url: 'https://youtu.be/eF8Qqp7rjDg' }),
				})
			const first = await ask(a)
			expect(first.status).toBe(200)
			const asked = youtube.requests.length
			const second = await ask(b)
			expect(second.status).toBe(200)
			// The track list and the text went through JSON in Redis and came back the same.
			expect(await second.json()).toEqual(await first.json())
			expect(youtube.requests.length).toBe(asked)
		} finally {
			await youtube.stop()
		}
	})

	test('the client hash and the image-signing key are the same on both (kept in the database)', async () => {
		const [a, b] = await twoReplicas()
		const url = a.signer.url('https://i.ytimg.com/vi/GJLlxj_dtq8/default.jpg', 'thumbnail-default.jpg')
		expect(b.signer.url('https://i.ytimg.com/vi/GJLlxj_dtq8/default.jpg', 'thumbnail-default.jpg')).toBe(url)
	})

	test('Redis killed: visitors get no 5xx, limits fall back per replica, the admin area answers 503 and says why; /readyz shows it; all recover', async () => {
		const [a, b] = await twoReplicas({ RATE_LIMIT_CONTACT_PER_HOUR: '3' })
		const login = await a.request('/admin/login', form({ password: PASSWORD }))
		const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
		await redis.kill()
		try {
			const statuses: number[] = []
			for (const app of [a, b]) {
				for (const path of ['/', '/de/help', '/api/nothing-here', '/robots.txt', '/readyz']) {
					statuses.push((await app.request(path)).status)
				}
				for (let i = 0; i < 4; i++) statuses.push((await contact(app, 'v')).status)
			}
			expect(statuses.filter((s) => s >= 500)).toEqual([])
			// Per replica now: 3 accepted on each, the 4th refused.
			expect(statuses.filter((s) => s === 429)).toHaveLength(2)

			const page = await b.request('/admin', { headers: { cookie } })
			expect(page.status).toBe(503)
			expect(await page.text()).toContain('shared session store (Redis) cannot be reached')
			const api = await b.request('/api/admin/stats', { headers: { cookie } })
			expect(api.status).toBe(503)
			expect(((await api.json()) as { error: { code: string } }).error.code).toBe('sessionsUnavailable')
			const ready = (await (await a.request('/readyz')).json()) as {
				services: Record<string, { available: boolean; detail: string }>
			}
			expect(ready.services.redis?.available).toBe(false)
			expect(ready.services.redis?.detail).toContain('per process')
			expect(a.logLines.some((l) => l.includes('redis unavailable'))).toBe(true)
		} finally {
			await redis.restart()
		}
		const deadline = Date.now() + 15_000
		type Ready = { services: Record<string, { available: boolean }> }
		let ready: Ready | null = null
		while (Date.now() < deadline) {
			ready = (await (await a.request('/readyz')).json()) as Ready
			if (ready?.services.redis?.available) break
			await Bun.sleep(100)
		}
		expect(ready?.services.redis?.available).toBe(true)
		// The restarted Redis is empty: the old session is gone, a new sign-in works everywhere.
		expect((await a.request('/admin', { headers: { cookie } })).status).toBe(303)
	}, 30_000)
})

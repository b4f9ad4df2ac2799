/**
 * Real parts: three real server processes (src/server/main.ts) on one SQLite
 * file and one redis-server, a real SMTP server, the test standing in for the load balancer
 * and the reverse proxy in front of them (TRUST_PROXY=1: it appends the client's address).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type FakeYouTube, startFakeYouTube } from '../../tests/support/fake-youtube'
import { startRedis, type TestRedis } from '../../tests/support/redis'
import { freePort, type RunningServer, startServer } from '../../tests/support/server'
import { startSmtp, type TestSmtp } from '../../tests/support/smtp'
import { until } from '../../tests/support/until'

const PASSWORD = 'correct horse battery'
let dir: string
let redis: TestRedis
let youtube: FakeYouTube
let smtp: TestSmtp | null = null
let smtpPort: number
let replicas: (RunningServer | null)[] = []
let env: Record<string, string>

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'tubekit-scale-'))
	redis = await startRedis()
	youtube = await startFakeYouTube()
	smtpPort = await freePort()
})
afterAll(async () => {
	await Promise.all(replicas.map((r) => r?.stop('SIGKILL')))
	await smtp?.stop()
	await youtube.stop()
	await redis.stop()
	rmSync(dir, { recursive: true, force: true })
})

async function stopReplicas() {
	await Promise.all(replicas.map((r) => r?.stop('SIGKILL')))
	replicas = []
}

/** Three replicas on a fresh database (they start together: one migrates, the others wait). */
async function startReplicas(name: string, extra: Record<string, string> = {}) {
	await stopReplicas()
	env = {
		DATABASE_URL: `file:${join(dir, `${name}.db`)}`,
		REDIS_URL: redis.url,
		REDIS_PREFIX: `${name}:`,
		SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
		SUPPORT_EMAIL: 'support@tubekit.example',
		TRUST_PROXY: '1',
		ADMIN_PASSWORD: PASSWORD,
		RATE_LIMIT_CONTACT_PER_HOUR: '10',
		OUTBOX_MAX_BACKOFF_S: '2',
		OUTBOX_LEASE_S: '5',
		UPSTREAM_OVERRIDES: youtube.overrides,
		LOG_LEVEL: 'debug',
		...extra,
	}
	replicas = await Promise.all([0, 1, 2].map(() => startServer(env)))
}

const live = () => replicas.filter((r): r is RunningServer => r !== null)

/** Through "the proxy": the client's address appended as the last X-Forwarded-For hop. */
function post(
	server: RunningServer,
	path: string,
	body: unknown,
	client: string,
	headers: Record<string, string> = {},
) {
	return fetch(`${server.url}${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
		body: JSON.stringify(body),
	})
}

const message = (i: number) => ({
	from_name: `Visitor ${i}`,
	from_email: `visitor${i}@example.org`,
	subject: `Message ${i}`,
	message: `Hello from visitor number ${i}.`,
})

describe('three replicas on one database and one Redis', () => {
	test('300 contact messages round-robin with SMTP down, then up: exactly 300 mails, none twice', async () => {
		await startReplicas('outbox')
		const [a] = live()
		const statuses = await Promise.all(
			Array.from({ length: 300 }, (_, i) =>
				post(live()[i % 3] as RunningServer, '/api/contact', message(i), `198.51.100.${i % 250}`).then((r) => r.status),
			),
		)
		expect(statuses.filter((s) => s !== 200)).toEqual([])
		// SMTP is down (nothing listens on its port): every replica tries, fails and backs off.
		await until(
			() => live().some((r) => r.logs().some((l) => l.includes('contact mail failed'))),
			'a failed attempt while SMTP is down',
			20_000,
			100,
		)
		smtp = await startSmtp({ port: smtpPort })
		await smtp.waitFor(300, 90_000)
		// Give every replica a few more passes: nothing may follow.
		await Bun.sleep(4000)
		const ids = smtp.mails.map((m) => m.messageId)
		expect(smtp.mails).toHaveLength(300)
		expect(new Set(ids).size).toBe(300)
		expect(new Set(smtp.mails.map((m) => m.subject))).toEqual(
			new Set(Array.from({ length: 300 }, (_, i) => `[Tubekit] Message ${i}`)),
		)
		// Every replica took part in the sending.
		const claimers = live().filter((r) => r.logs().some((l) => l.includes('contact mail claimed')))
		expect(claimers.length).toBeGreaterThanOrEqual(2)
		expect(a).toBeDefined()
	}, 180_000)

	test('kill -9 of the replica while the SMTP server still takes the message (before its 250): nothing lost, another replica sends it, one mail', async () => {
		// The last test's replicas go first: an SMTP server only stops once its clients have left.
		await stopReplicas()
		await smtp?.stop()
		smtp = await startSmtp({ port: smtpPort })
		await startReplicas('kill')
		smtp.setMode('hang')
		const [a] = live() as [RunningServer]
		expect((await post(a, '/api/contact', message(1000), '198.51.100.7')).status).toBe(200)
		await until(() => smtp?.dataStarted() === 1, 'the send to start', 30_000, 100)
		const sender = live().find((r) => r.logs().some((l) => l.includes('contact mail claimed')))
		expect(sender).toBeDefined()
		const index = replicas.indexOf(sender as RunningServer)
		expect(await (sender as RunningServer).stop('SIGKILL')).not.toBe(0)
		replicas[index] = null
		expect(smtp.mails).toHaveLength(0)
		smtp.setMode('accept')
		// The lease (5 s) runs out, then one of the two others sends it.
		await smtp.waitFor(1, 30_000)
		await Bun.sleep(3000)
		expect(smtp.mails).toHaveLength(1)
		expect(smtp.mails[0]?.subject).toBe('[Tubekit] Message 1000')
		expect(smtp.mails[0]?.messageId).toMatch(/^<[\w-]+@tubekit>$/)
	}, 90_000)

	test('kill -9 right after the SMTP server accepted the message, before the replica recorded it: sent again (at least once), the duplicate with the same Message-ID', async () => {
		await stopReplicas()
		await smtp?.stop()
		smtp = await startSmtp({ port: smtpPort })
		await startReplicas('accepted')
		// The relay takes the message and keeps it, and answers once the test says so.
		smtp.setMode('hold')
		const [a] = live() as [RunningServer]
		expect((await post(a, '/api/contact', message(2000), '198.51.100.8')).status).toBe(200)
		await until(() => smtp?.mails.length === 1, 'the SMTP server to take the message', 30_000, 100)
		const sender = live().find((r) => r.logs().some((l) => l.includes('contact mail claimed'))) as RunningServer
		expect(sender).toBeDefined()
		const index = replicas.indexOf(sender)
		// Frozen first, so nothing it does after the 250 can run: the window between the SMTP
		// acceptance and the row's update is held open, not hit by luck. Whether the 250 reaches
		// its socket before the kill or not, it can no longer record the send.
		process.kill(sender.pid, 'SIGSTOP')
		smtp.release()
		expect(await sender.stop('SIGKILL')).not.toBe(0)
		replicas[index] = null
		smtp.setMode('accept')
		// The lease (5 s) runs out and one of the two others sends the message again: the outbox
		// delivers at least once. Same Message-ID, so a mail client shows the two as one.
		await smtp.waitFor(2, 30_000)
		await Bun.sleep(3000)
		expect(smtp.mails).toHaveLength(2)
		const [first, second] = smtp.mails
		expect(second?.subject).toBe('[Tubekit] Message 2000')
		expect(first?.subject).toBe(second?.subject)
		expect(first?.messageId).toMatch(/^<[\w-]+@tubekit>$/)
		expect(second?.messageId).toBe(first?.messageId as string)
	}, 90_000)

	test('a sign-in on one replica works on the other two; a spoofed X-Forwarded-For does not escape the sign-in limit', async () => {
		await startReplicas('admin', { RATE_LIMIT_ADMIN_LOGIN_PER_15_MIN: '10' })
		const [a, b, c] = live() as [RunningServer, RunningServer, RunningServer]
		const login = (server: RunningServer, password: string, xff: string) =>
			fetch(`${server.url}/admin/login`, {
				method: 'POST',
				redirect: 'manual',
				headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': xff },
				body: new URLSearchParams({ password }).toString(),
			})
		const ok = await login(a, PASSWORD, '203.0.113.50')
		expect(ok.status).toBe(303)
		const cookie = (ok.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
		for (const server of [b, c]) {
			const res = await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: 'manual' })
			expect(res.status).toBe(200)
		}
		// The attacker writes a new first hop each time; the proxy appends the real address.
		const statuses: number[] = []
		for (let i = 0; i < 30; i++) {
			statuses.push((await login(live()[i % 3] as RunningServer, 'wrong password!', `6.6.${i}.6, 203.0.113.9`)).status)
		}
		expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
		expect(statuses.slice(10)).toEqual(Array(20).fill(429))
		expect((await login(b, PASSWORD, '6.6.99.6, 203.0.113.9')).status).toBe(429)
	}, 60_000)

	test('a contact limit of 10 an hour holds across the three: the 11th is 429', async () => {
		await startReplicas('limit')
		const statuses: number[] = []
		for (let i = 0; i < 11; i++) {
			statuses.push((await post(live()[i % 3] as RunningServer, '/api/contact', message(i), '192.0.2.44')).status)
		}
		expect(statuses).toEqual([...Array(10).fill(200), 429])
	}, 60_000)

	test('redis-server killed during a load run: no 5xx, and the replicas say so in /readyz until it is back', async () => {
		await startReplicas('load', { RATE_LIMIT_CONTACT_PER_HOUR: '100000', LOG_LEVEL: 'warn' })
		const paths = ['/', '/de/help', '/es/', '/tr/help', '/nl/contact', '/readyz', '/robots.txt']
		const counts = new Map<number, number>()
		let stop = false
		let n = 0
		let toolAnswers = 0
		async function client(id: number) {
			while (!stop) {
				const server = live()[n++ % 3] as RunningServer
				const kind = n % 4
				const res =
					kind === 0
						? await post(server, '/api/contact', message(n), `198.51.100.${id}`)
						: kind === 1
							? await post(
									server,
									'/api/tools/thumbnails',
									{ video_url: 'https://youtu.be/GJLlxj_dtq8' },
									`198.51.100.${id}`,
								)
							: kind === 2
								? await post(server, '/api/events', { path: '/' }, `198.51.100.${id}`)
								: await fetch(`${server.url}${paths[n % paths.length]}`)
				await res.arrayBuffer()
				counts.set(res.status, (counts.get(res.status) ?? 0) + 1)
				if (kind === 1 && res.status === 200) toolAnswers++
			}
		}
		const clients = Array.from({ length: 12 }, (_, i) => client(i))
		await Bun.sleep(1500)
		await redis.kill()
		await Bun.sleep(2500)
		const during = (await (await fetch(`${(live()[0] as RunningServer).url}/readyz`)).json()) as {
			services: Record<string, { available: boolean }>
		}
		await redis.restart()
		await Bun.sleep(2000)
		stop = true
		await Promise.all(clients)
		const fivexx = [...counts].filter(([s]) => s >= 500)
		expect(fivexx).toEqual([])
		expect(counts.get(200) ?? 0).toBeGreaterThan(100)
		// The thumbnails tool answered throughout (its lookup cache is in Redis, then per process).
		expect(toolAnswers).toBeGreaterThan(20)
		expect([...counts.keys()].filter((s) => s >= 400 && s !== 429)).toEqual([])
		expect(during.services.redis?.available).toBe(false)
		await until(
			async () => {
				const ready = (await (await fetch(`${(live()[1] as RunningServer).url}/readyz`)).json()) as {
					services: Record<string, { available: boolean }>
				}
				return ready.services.redis?.available === true
			},
			'Redis back in /readyz',
			20_000,
			100,
		)
	}, 90_000)
})

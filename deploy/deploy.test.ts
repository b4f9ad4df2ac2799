/**
 * The scaled deployment (deploy/scaled/, README "Running on several machines"): its Caddyfile is
 * one Caddy accepts (compose.test.ts checks the compose files), and that load balancer in front
 * of two real replicas with one Redis does what the README promises: any replica answers, a sign-in holds across them, and a client cannot
 * choose its own address with X-Forwarded-For. No image can be pulled here, so the containers
 * themselves are not started (the README says so). The plain-process set-up (deploy/plain/,
 * the README's commands without containers) runs for real: its Caddyfile in front of three
 * replicas on one SQLite file and one redis-server.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { sendContactMessage } from '../src/contact/send'
import {
	CADDY,
	DEPLOY_CADDYFILE,
	forDebianCaddy,
	PLAIN_CADDYFILE,
	startCaddy,
	type TestCaddy,
} from '../tests/support/caddy'
import { startRedis, type TestRedis } from '../tests/support/redis'
import { type RunningServer, startServer } from '../tests/support/server'
import { until } from '../tests/support/until'

const ROOT = resolve(import.meta.dir, '..')

describe('deployment files', () => {
	// Debian's Caddy (2.6.2) predates request_buffers (the compose file runs a current one): it
	// checks the rest, and the buffer's size must be one the app accepts whole (BODY_LIMIT_BYTES).
	for (const caddyfile of [DEPLOY_CADDYFILE, PLAIN_CADDYFILE]) {
		const name = caddyfile.slice(ROOT.length + 1)
		test(`Caddy accepts ${name}; it buffers whole request bodies up to the app’s limit`, async () => {
			const deployed = await Bun.file(caddyfile).text()
			expect(deployed).toMatch(/^\t+request_buffers 64KiB$/m)
			const dir = mkdtempSync(join(tmpdir(), 'tubekit-caddyfile-'))
			try {
				const file = join(dir, 'Caddyfile')
				writeFileSync(file, forDebianCaddy(deployed))
				const proc = Bun.spawnSync([CADDY, 'validate', '--config', file, '--adapter', 'caddyfile'], {
					env: { ...process.env, SITE_ADDRESS: ':8080' },
					stdout: 'pipe',
					stderr: 'pipe',
				})
				expect(`${proc.stdout}${proc.stderr}`).toContain('Valid configuration')
				expect(proc.exitCode).toBe(0)
			} finally {
				rmSync(dir, { recursive: true, force: true })
			}
		})
	}

	// The plain file differs from the scaled one only in how Caddy finds the replicas (listed, not
	// found by DNS): every load-balancing setting the scaled file's comments argue for is in both.
	test('the plain Caddyfile balances as the scaled one does, over the ports the README starts', async () => {
		/** The directives inside reverse_proxy, without comments and without the discovery block. */
		const settings = (text: string) =>
			(text.match(/reverse_proxy[^{]*\{\n([\s\S]*)\n\t\}/)?.[1] ?? '')
				.replace(/\t*dynamic [^{]*\{[^}]*\}\n/, '')
				.split('\n')
				.map((line) => line.trim())
				.filter((line) => line && !line.startsWith('#'))
		const scaled = settings(await Bun.file(DEPLOY_CADDYFILE).text())
		const plain = await Bun.file(PLAIN_CADDYFILE).text()
		expect(scaled).toContain('health_uri /healthz')
		expect(settings(plain)).toEqual(scaled)
		expect(plain).toContain('reverse_proxy 127.0.0.1:3011 127.0.0.1:3012 127.0.0.1:3013 {')
		// The README's commands build once and start what the file lists (not the whole README on failure).
		const readme = await Bun.file(join(ROOT, 'README.md')).text()
		const commands = [
			'bun install --frozen-lockfile && bun run build',
			'PORT=3011 NODE_ENV=production bun run serve',
			'PORT=3012 NODE_ENV=production bun run serve',
			'PORT=3013 NODE_ENV=production bun run serve',
			'WORKER_AUTOSTART=false',
			'caddy run --config deploy/plain/Caddyfile',
		]
		expect(commands.filter((command) => !readme.includes(command))).toEqual([])
	})
})

describe('the plain-process set-up: deploy/plain/Caddyfile, three replicas on one SQLite file, one Redis', () => {
	let redis: TestRedis
	let replicas: RunningServer[] = []
	let lb: TestCaddy
	const dir = mkdtempSync(join(tmpdir(), 'tubekit-plain-'))
	const database = `file:${join(dir, 'tubekit.db')}`

	beforeAll(async () => {
		redis = await startRedis()
		const env = {
			DATABASE_URL: database,
			REDIS_URL: redis.url,
			TRUST_PROXY: '1',
			// Every post comes from one address (the test's, through Caddy): no limit in the way.
			RATE_LIMIT_CONTACT_PER_HOUR: '1000',
		}
		replicas = await Promise.all([0, 1, 2].map(() => startServer(env)))
		lb = await startCaddy(
			replicas.map((r) => `127.0.0.1:${r.port}`),
			PLAIN_CADDYFILE,
		)
	}, 60_000)
	afterAll(async () => {
		await lb?.stop()
		await Promise.all(replicas.map((r) => r.stop('SIGKILL')))
		await redis?.stop()
		rmSync(dir, { recursive: true, force: true })
	})

	const statusesOf = async (paths: string[]) =>
		Promise.all(
			paths.map(async (path) => {
				const res = await fetch(`${lb.url}${path}`, { redirect: 'manual' })
				await res.arrayBuffer()
				return res.status
			}),
		)
	const pages = ['/', '/contact', '/', '/contact', '/', '/contact']

	test('pages and contact messages go through every replica into the one SQLite file', async () => {
		expect(await statusesOf(pages)).toEqual(Array(pages.length).fill(200))
		// Posted as the contact form posts them, all at once: replicas writing one file together.
		const sent = await Promise.all(
			[0, 1, 2, 3, 4, 5].map((n) =>
				sendContactMessage(
					`${lb.url}/api/contact`,
					{
						from_name: `Visitor ${n}`,
						from_email: `visitor${n}@example.org`,
						subject: `Plain ${n}`,
						message: `Hello from visitor number ${n}, through the plain set-up.`,
						submission_id: `plain-setup-${String(n).padStart(8, '0')}`,
					},
					'en',
					AbortSignal.timeout(60_000),
				).then(
					() => 'sent',
					(error) => String(error),
				),
			),
		)
		expect(sent).toEqual(Array(6).fill('sent'))
		const db = createClient({ url: database })
		try {
			const { rows } = await db.execute("SELECT subject FROM contact_messages WHERE subject LIKE 'Plain %'")
			expect(rows.map((row) => String(row.subject)).sort()).toEqual([0, 1, 2, 3, 4, 5].map((n) => `Plain ${n}`))
		} finally {
			db.close()
		}
		// Round robin: more than one replica took a post (each wrote to the shared file). Their access
		// log lines arrive through a pipe, after the answers: waited for, not read at once.
		const posted = () => replicas.filter((r) => r.logs().some((l) => l.includes('"path":"/api/contact"'))).length
		await until(() => posted() > 1, 'contact posts logged by more than one replica')
	}, 60_000)

	test('with one replica stopped, every page is still served', async () => {
		const [stopped] = replicas as [RunningServer]
		await stopped.stop()
		expect(await statusesOf(pages)).toEqual(Array(pages.length).fill(200))
	}, 30_000)
})

describe('two replicas behind the Caddy load balancer, one Redis', () => {
	const PASSWORD = 'correct horse battery'
	let redis: TestRedis
	let replicas: RunningServer[] = []
	let lb: TestCaddy
	const dir = mkdtempSync(join(tmpdir(), 'tubekit-lb-'))

	beforeAll(async () => {
		redis = await startRedis()
		const env = {
			DATABASE_URL: `file:${join(dir, 'tubekit.db')}`,
			REDIS_URL: redis.url,
			TRUST_PROXY: '1',
			ADMIN_PASSWORD: PASSWORD,
			RATE_LIMIT_ADMIN_LOGIN_PER_15_MIN: '10',
		}
		replicas = await Promise.all([startServer(env), startServer(env)])
		lb = await startCaddy(replicas.map((r) => `127.0.0.1:${r.port}`))
	}, 60_000)
	afterAll(async () => {
		await lb?.stop()
		await Promise.all(replicas.map((r) => r.stop()))
		await redis?.stop()
		rmSync(dir, { recursive: true, force: true })
	})

	test('requests are spread over both replicas, and a sign-in holds on every one of them', async () => {
		const login = await fetch(`${lb.url}/admin/login`, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ password: PASSWORD }).toString(),
		})
		expect(login.status).toBe(303)
		const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
		const statuses: number[] = []
		for (let i = 0; i < 8; i++) {
			statuses.push((await fetch(`${lb.url}/admin`, { headers: { cookie }, redirect: 'manual' })).status)
		}
		expect(statuses).toEqual(Array(8).fill(200))
		// Round robin: both replicas logged requests for /admin.
		for (const replica of replicas) expect(replica.logs().some((l) => l.includes('"path":"/admin"'))).toBe(true)
	})

	test('a client writing its own X-Forwarded-For still hits the sign-in limit', async () => {
		const statuses: number[] = []
		for (let i = 0; i < 14; i++) {
			const res = await fetch(`${lb.url}/admin/login`, {
				method: 'POST',
				redirect: 'manual',
				headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `6.6.${i}.6` },
				body: new URLSearchParams({ password: 'wrong password!' }).toString(),
			})
			statuses.push(res.status)
		}
		// One sign-in above already counted as an attempt of this client (the limit counts every try).
		expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10)
		expect(statuses.slice(-4)).toEqual(Array(4).fill(429))
	})
})

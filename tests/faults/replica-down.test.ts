/**
 * Replicas going away under a stream of contact posts, behind the load balancer as shipped:
 * Debian's Caddy (2.6.2) running deploy/scaled/Caddyfile (tests/support/caddy.ts) in front of
 * three real replicas on one database and one redis-server. One replica is stopped and then
 * killed (SIGTERM: it stops accepting and finishes what it holds; SIGKILL once it no longer
 * listens), then a second one the same way, and the last one serves alone. Round robin keeps
 * picking a dead replica until its first refused connection: that post must go to a live one
 * with its body (buffer_requests), be answered 200 and stored once, and the live one must not be
 * counted as failed for it (with the old Caddyfile: 502, then 503 for 10 s with one replica left).
 *
 * One post at a time, as a visitor sends them: Caddy 2.6.2 hands a buffered body back to its pool
 * when an attempt fails, so with other requests arriving during the retry a retried post can
 * still go out empty (measured here with four posts at once; see the Caddyfile). A replica frozen
 * (SIGSTOP) or killed with a post in hand answers that post 502: Caddy does not send a post twice.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { startCaddy, type TestCaddy } from '../support/caddy'
import { startRedis, type TestRedis } from '../support/redis'
import { type RunningServer, startServer } from '../support/server'
import { until } from '../support/until'

let dir: string
let redis: TestRedis
let replicas: RunningServer[] = []
let lb: TestCaddy

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'tubekit-replica-down-'))
	redis = await startRedis()
	const env = {
		DATABASE_URL: `file:${join(dir, 'tubekit.db')}`,
		REDIS_URL: redis.url,
		TRUST_PROXY: '1',
		// Every post comes from one address (the test's, through Caddy): no limit in the way.
		RATE_LIMIT_CONTACT_PER_HOUR: '100000',
		LOG_LEVEL: 'warn',
	}
	replicas = await Promise.all([0, 1, 2].map(() => startServer(env)))
	lb = await startCaddy(replicas.map((r) => `127.0.0.1:${r.port}`))
}, 90_000)

afterAll(async () => {
	await lb?.stop()
	// SIGKILL: no replica outlives the test, whatever state it is in.
	await Promise.all(replicas.map((r) => r.stop('SIGKILL')))
	await redis?.stop()
	rmSync(dir, { recursive: true, force: true })
})

/** Message `n` as the JSON API (a script) or the contact page without JavaScript (de or en) sends it. */
function postMessage(n: number): Promise<Response> {
	const fields = {
		from_name: `Visitor ${n}`,
		from_email: `visitor${n}@example.org`,
		subject: `Message ${n}`,
		message: `Hello from visitor number ${n}, through the load balancer.`,
		submission_id: `replica-down-${String(n).padStart(8, '0')}`,
	}
	// No answer within a minute counts as a failure (never a hang).
	const signal = AbortSignal.timeout(60_000)
	if (n % 3 === 0) {
		return fetch(`${lb.url}/api/contact`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(fields),
			signal,
		})
	}
	return fetch(`${lb.url}${n % 3 === 1 ? '/de/contact' : '/contact'}`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(fields).toString(),
		signal,
	})
}

/** Whether something listens on `port` (a replica that stopped accepting refuses the connection). */
const listens = (port: number) =>
	Bun.connect({ hostname: '127.0.0.1', port, socket: { data() {} } }).then(
		(socket) => {
			socket.end()
			return true
		},
		() => false,
	)

/**
 * Stopped the way an orchestrator stops a container: SIGTERM (it stops accepting connections and
 * finishes the posts it holds), then SIGKILL once it no longer listens, whatever it was still doing.
 */
async function stopThenKill(replica: RunningServer) {
	replica.process.kill('SIGTERM')
	await until(async () => !(await listens(replica.port)), `replica on ${replica.port} to stop accepting`)
	replica.process.kill('SIGKILL')
	await replica.process.exited
}

test('two of three replicas stopped then killed during a stream of contact posts: no 5xx, each message stored once', async () => {
	const statuses = new Map<number, number>()
	let next = 0
	let stop = false
	async function client() {
		while (!stop) {
			const n = next++
			const status = await postMessage(n)
				.then(async (res) => {
					await res.arrayBuffer()
					return res.status
				})
				.catch(() => 0)
			statuses.set(n, status)
		}
	}
	/** Waits until `more` further posts have been answered (whatever their status). */
	const answered = (more: number, what: string) => {
		const target = statuses.size + more
		return until(() => statuses.size >= target, what, 60_000)
	}
	const sending = client()
	const [survivor, second, first] = replicas as [RunningServer, RunningServer, RunningServer]
	try {
		await answered(15, 'posts through all three replicas')
		await stopThenKill(first)
		// Round robin still picks the dead one: each of those posts must go to another, with its body.
		await answered(30, 'posts after the first replica died')
		await stopThenKill(second)
		// One of three left: a post that found a dead replica first must not get it marked failed too.
		await answered(30, 'posts to the last replica')
	} finally {
		stop = true
		await sending
	}

	const failed = [...statuses].filter(([, status]) => status !== 200)
	expect(failed).toEqual([])
	const db = createClient({ url: `file:${join(dir, 'tubekit.db')}` })
	try {
		const { rows } = await db.execute('SELECT subject, count(*) AS n FROM contact_messages GROUP BY subject')
		const stored = new Map(rows.map((row) => [String(row.subject), Number(row.n)]))
		const sent = [...statuses.keys()].map((n) => `Message ${n}`).sort()
		expect([...stored.keys()].sort()).toEqual(sent)
		expect([...stored].filter(([, n]) => n !== 1)).toEqual([])
	} finally {
		db.close()
	}
	expect(survivor.process.exitCode).toBeNull()
}, 180_000)

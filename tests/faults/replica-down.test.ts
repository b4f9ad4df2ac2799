/**
 * Replicas going away under a stream of contact posts, behind the load balancer as shipped:
 * Debian's Caddy (2.6.2) running deploy/scaled/Caddyfile (tests/support/caddy.ts) in front of
 * four real replicas on one database and one redis-server. One replica is frozen (SIGSTOP) with
 * posts in hand, then killed; one is stopped and then killed (SIGTERM: it stops accepting and
 * finishes what it holds; SIGKILL once it no longer listens), then a second one the same way, and
 * the last one serves alone.
 *
 * Four visitors post at once, each through the contact form's own sending function
 * (src/contact/send.ts), and the test asserts what they see: every message answered as sent
 * (no 5xx reaches a visitor), and stored exactly once. On the wire there are 502s: Caddy 2.6.2
 * runs without body buffering here (its buffer_requests mixed up concurrent posts' bodies; see the
 * Caddyfile), so a post that finds a dead replica before the health check takes it out is answered
 * 502, and the form sends it again with the same submission id, which the server recognises.
 * A post the frozen replica holds gets no answer: the form gives that attempt 10 s, then sends it
 * again, to a live replica once the health check has taken the frozen one out.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { sendContactMessage } from '../../src/contact/send'
import { ToolRequestError } from '../../src/tools/shared/api-client'
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
	replicas = await Promise.all([0, 1, 2, 3].map(() => startServer(env)))
	lb = await startCaddy(replicas.map((r) => `127.0.0.1:${r.port}`))
}, 90_000)

afterAll(async () => {
	await lb?.stop()
	// SIGKILL: no replica outlives the test, whatever state it is in.
	await Promise.all(replicas.map((r) => r.stop('SIGKILL')))
	await redis?.stop()
	rmSync(dir, { recursive: true, force: true })
})

/**
 * Visitor `n`'s message, sent as the contact form sends it: the status the visitor sees, 200 once
 * it is stored (after any resends), or the status of the failure the form shows (0: no answer).
 */
function sendMessage(n: number): Promise<number> {
	const fields = {
		from_name: `Visitor ${n}`,
		from_email: `visitor${n}@example.org`,
		subject: `Message ${n}`,
		message: `Hello from visitor number ${n}, through the load balancer.`,
		submission_id: `replica-down-${String(n).padStart(8, '0')}`,
	}
	// The form's own deadline is 30 s; a minute here is "never a hang", not a stopwatch.
	return sendContactMessage(`${lb.url}/api/contact`, fields, 'en', AbortSignal.timeout(60_000)).then(
		() => 200,
		(error) => (error instanceof ToolRequestError ? error.info.status : 0),
	)
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

test('one replica frozen then killed, two stopped then killed, under four visitors posting at once: none sees a failure, each message stored once', async () => {
	// What went over the wire to the balancer, to show the resends happened (not asserted: how many
	// posts find a dead replica depends on timing).
	const onTheWire = new Map<number, number>()
	const realFetch = globalThis.fetch
	globalThis.fetch = Object.assign(
		async (...args: Parameters<typeof fetch>) => {
			const res = await realFetch(...args).catch((error) => {
				onTheWire.set(0, (onTheWire.get(0) ?? 0) + 1)
				throw error
			})
			onTheWire.set(res.status, (onTheWire.get(res.status) ?? 0) + 1)
			return res
		},
		{ preconnect: realFetch.preconnect },
	)
	const seen = new Map<number, number>()
	let next = 0
	let stop = false
	async function visitor() {
		while (!stop) {
			const n = next++
			seen.set(n, await sendMessage(n))
		}
	}
	/** Waits until `more` further messages have been answered (whatever their status). */
	const answered = (more: number, what: string) => {
		const target = seen.size + more
		return until(() => seen.size >= target, what, 90_000)
	}
	const visitors = Array.from({ length: 4 }, visitor)
	const [survivor, second, first, frozen] = replicas as [RunningServer, RunningServer, RunningServer, RunningServer]
	try {
		await answered(20, 'messages through all four replicas')
		frozen.process.kill('SIGSTOP')
		// Long enough for its posts to run out of time and go again (ATTEMPT_TIMEOUT_MS, 10 s).
		await answered(60, 'messages while one replica is frozen')
		frozen.process.kill('SIGKILL')
		await frozen.process.exited
		await stopThenKill(first)
		await answered(40, 'messages after the first replica died')
		await stopThenKill(second)
		await answered(40, 'messages to the last replica')
	} finally {
		stop = true
		await Promise.all(visitors)
		globalThis.fetch = realFetch
	}
	console.info(
		`replica-down: ${seen.size} messages; statuses on the wire (0: no answer): ${JSON.stringify(Object.fromEntries(onTheWire))}`,
	)

	const failed = [...seen].filter(([, status]) => status !== 200)
	expect(failed).toEqual([])
	const db = createClient({ url: `file:${join(dir, 'tubekit.db')}` })
	try {
		const { rows } = await db.execute('SELECT subject, count(*) AS n FROM contact_messages GROUP BY subject')
		const stored = new Map(rows.map((row) => [String(row.subject), Number(row.n)]))
		const sent = [...seen.keys()].map((n) => `Message ${n}`).sort()
		expect([...stored.keys()].sort()).toEqual(sent)
		expect([...stored].filter(([, n]) => n !== 1)).toEqual([])
	} finally {
		db.close()
	}
	expect(survivor.process.exitCode).toBeNull()
}, 300_000)

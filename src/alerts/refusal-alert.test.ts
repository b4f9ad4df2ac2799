import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startRedis, type TestRedis } from '../../tests/support/redis'
import { startSmtp, type TestSmtp } from '../../tests/support/smtp'
import { createOutbox, type Outbox } from '../contact/outbox.server'
import type { Config } from '../core/config'
import { createLogger } from '../core/logger'
import { type Database, openDatabase } from '../db/client.server'
import { alertEvents } from '../db/schema'
import { connectRedis, type SharedRedis } from '../state/redis.server'
import { createOutcomeBus, type OutcomeBus } from '../youtube/upstream-outcomes.server'
import { alertOverview } from './log.server'
import type { AlertDetail } from './message'
import { createNotifier } from './notify.server'
import { createRefusalAlert, type RefusalAlert } from './refusal-alert.server'

/**
 * "The alert fires once and clears once": real windows made short (1.2 s), a
 * real SMTP server on 127.0.0.1 and a local webhook receiver check what was sent; two replicas
 * on one database (and on one Redis) send one alert, not two.
 */
const logger = createLogger('silent')
let smtp: TestSmtp
let receiver: ReturnType<typeof Bun.serve>
const hooks: AlertDetail[] = []
const dir = mkdtempSync(join(tmpdir(), 'tubekit-alert-'))

beforeAll(async () => {
	smtp = await startSmtp()
	receiver = Bun.serve({
		hostname: '127.0.0.1',
		port: 0,
		async fetch(request) {
			hooks.push((await request.json()) as AlertDetail)
			return new Response('ok')
		},
	})
})
afterAll(async () => {
	receiver.stop(true)
	await smtp.stop()
	rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
	smtp.mails.length = 0
	hooks.length = 0
})

const settings = (): Config['alerts'] => ({
	threshold: 0.5,
	windowMs: 1200,
	minCalls: 5,
	email: 'ops@example.org',
	webhookUrl: `http://127.0.0.1:${receiver.port}/hook`,
})

/** One replica's part: its own bus, database connection, outbox and alert. */
async function replica(url: string, redis: SharedRedis | null = null) {
	const database: Database = await openDatabase(url)
	const outbox: Outbox = createOutbox(database.db, {
		smtpUrl: smtp.url,
		mailFrom: 'Tubekit <tubekit@localhost>',
		supportEmail: null,
		maxBackoffSeconds: 1,
		leaseSeconds: 10,
		logger,
	})
	const bus: OutcomeBus = createOutcomeBus()
	const alert: RefusalAlert = createRefusalAlert({
		settings: settings(),
		dashboardUrl: 'https://tubekit.example/admin',
		db: database.db,
		redis,
		bus,
		notifier: createNotifier({ ...settings(), sendMail: (mail) => outbox.send(mail), logger }),
		logger,
		lookMs: 100,
	})
	return {
		database,
		bus,
		alert,
		record(outcome: 'ok' | 'refused', n: number, path = 'ANDROID', egress = 'direct') {
			for (let i = 0; i < n; i++) bus.record({ path, egress, outcome })
		},
		async close() {
			await alert.stop()
			await outbox.stop()
			database.close()
		},
	}
}

type Replica = Awaited<ReturnType<typeof replica>>

/** YouTube answers again: good calls keep coming and every replica looks, until `deadlineMs`. */
async function recover(replicas: Replica[], until: () => boolean, deadlineMs = 15_000) {
	const results: (string | null)[] = []
	const deadline = Date.now() + deadlineMs
	while (!until() && Date.now() < deadline) {
		for (const r of replicas) r.record('ok', 4, 'WEB')
		results.push(...(await Promise.all(replicas.map((r) => r.alert.check()))))
		await Bun.sleep(100)
	}
	return results
}

describe('the refusal alert (one replica)', () => {
	test('a few refusals under the minimum of calls decide nothing; past the threshold it fires once, then clears once', async () => {
		const one = await replica(':memory:')
		try {
			one.record('refused', 4)
			expect(await one.alert.check()).toBeNull()

			one.record('refused', 6)
			one.record('refused', 3, 'worker', 'proxy-1:8080')
			one.record('ok', 3, 'WEB')
			expect(await one.alert.check()).toBe('fired')
			// The incident goes on: nothing more is sent.
			one.record('refused', 10)
			expect(await one.alert.check()).toBeNull()
			await smtp.waitFor(1)
			expect(hooks).toHaveLength(1)

			const mail = smtp.mails[0]
			expect(mail?.envelopeTo).toEqual(['ops@example.org'])
			expect(mail?.subject).toBe('[Tubekit] YouTube is refusing this server (81% of calls)')
			expect(mail?.text).toContain('YouTube refused 13 of 16 calls from this server in the last 0.02 minutes')
			expect(mail?.text).toContain('ANDROID via direct: 10 of 10 refused')
			expect(mail?.text).toContain('worker via proxy-1:8080: 3 of 3 refused')
			expect(mail?.text).toContain('Dashboard: https://tubekit.example/admin')

			const fired = hooks[0] as AlertDetail
			expect(fired).toMatchObject({
				kind: 'youtubeRefusals',
				state: 'fired',
				calls: 16,
				refusals: 13,
				threshold: 0.5,
				windowMinutes: 0.02,
			})
			expect(fired.share).toBeCloseTo(13 / 16, 3)
			expect(fired.paths.map((p) => `${p.path}/${p.egress}`)).toEqual(['ANDROID/direct', 'worker/proxy-1:8080'])
			expect((await alertOverview(one.database.db)).active?.state).toBe('fired')

			const results = await recover([one], () => hooks.length >= 2)
			expect(results.filter((r) => r === 'cleared')).toHaveLength(1)
			await smtp.waitFor(2)
			expect(smtp.mails[1]?.subject).toBe('[Tubekit] Cleared: YouTube answers this server again')
			expect(hooks[1]).toMatchObject({ state: 'cleared', since: fired.since })
			// Still good: nothing more.
			await recover([one], () => false, 600)
			expect(smtp.mails).toHaveLength(2)
			expect(hooks).toHaveLength(2)

			const { active, events } = await alertOverview(one.database.db)
			expect(active).toBeNull()
			expect(events.map((e) => [e.state, e.email, e.webhook])).toEqual([
				['cleared', 'sent', 'sent'],
				['fired', 'sent', 'sent'],
			])
		} finally {
			await one.close()
		}
	}, 30_000)

	test('a webhook that fails and SMTP that refuses are logged as failed, and the alert still fires once', async () => {
		const one = await replica(':memory:')
		smtp.setMode('reject')
		const down = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response('no', { status: 500 }) })
		try {
			const alert = createRefusalAlert({
				settings: { ...settings(), webhookUrl: `http://127.0.0.1:${down.port}/` },
				dashboardUrl: 'https://tubekit.example/admin',
				db: one.database.db,
				redis: null,
				bus: one.bus,
				notifier: createNotifier({
					...settings(),
					webhookUrl: `http://127.0.0.1:${down.port}/`,
					sendMail: () => Promise.reject(new Error('451 try later')),
					logger,
				}),
				logger,
			})
			one.record('refused', 8)
			expect(await alert.check()).toBe('fired')
			const rows = await one.database.db.select().from(alertEvents)
			expect(rows.map((r) => [r.state, r.email, r.webhook])).toEqual([['fired', 'failed', 'failed']])
			await alert.stop()
		} finally {
			smtp.setMode('accept')
			down.stop(true)
			await one.close()
		}
	})
})

/** Two replicas on one database (and Redis links, when given), closed with their links afterwards. */
async function twoReplicas(
	url: string,
	links: (SharedRedis | null)[],
	run: (a: Replica, b: Replica) => Promise<void>,
): Promise<void> {
	const a = await replica(url, links[0] ?? null)
	const b = await replica(url, links[1] ?? null)
	try {
		await run(a, b)
	} finally {
		await a.close()
		await b.close()
		for (const link of links) link?.close()
	}
}

describe('two replicas send one alert, not two', () => {
	let redis: TestRedis
	beforeAll(async () => {
		redis = await startRedis()
	})
	afterAll(() => redis.stop())

	for (const shared of ['database', 'database and Redis'] as const) {
		test(`on one ${shared}`, async () => {
			const url = `file:${join(dir, `${shared.replace(/\W/g, '-')}.db`)}`
			const prefix = `alert-test-${Date.now()}:`
			const links =
				shared === 'database'
					? [null, null]
					: await Promise.all([0, 1].map(() => connectRedis({ url: redis.url, prefix, logger })))
			await twoReplicas(url, links, async (a, b) => {
				// With Redis the window is shared: 3 refusals each are under the minimum of 5 apiece but
				// not together. Without it each replica judges its own window.
				const each = shared === 'database' ? 6 : 3
				a.record('refused', each)
				b.record('refused', each)
				// Both look at once, twice: exactly one look fires.
				const looks = [
					...(await Promise.all([a.alert.check(), b.alert.check()])),
					...(await Promise.all([a.alert.check(), b.alert.check()])),
				]
				expect(looks.filter((r) => r === 'fired')).toHaveLength(1)
				await smtp.waitFor(1)
				const results = await recover([a, b], () => hooks.length >= 2)
				expect(results.filter((r) => r === 'cleared')).toHaveLength(1)
				await smtp.waitFor(2)
				await recover([a, b], () => false, 500)
				expect(smtp.mails.map((m) => m.subject)).toEqual([
					expect.stringContaining('YouTube is refusing this server'),
					'[Tubekit] Cleared: YouTube answers this server again',
				])
				expect(hooks.map((h) => h.state)).toEqual(['fired', 'cleared'])
				const rows = await a.database.db.select().from(alertEvents)
				expect(rows.map((r) => r.state)).toEqual(['fired', 'cleared'])
			})
		}, 30_000)
	}

	test('without Redis, one replica that still sees refusals keeps the other from clearing', async () => {
		const url = `file:${join(dir, 'held.db')}`
		await twoReplicas(url, [null, null], async (a, b) => {
			a.record('refused', 6)
			expect(await a.alert.check()).toBe('fired')
			// b only sees good calls; a keeps seeing refusals and says so at each look.
			const deadline = Date.now() + 1500
			while (Date.now() < deadline) {
				a.record('refused', 6)
				b.record('ok', 6)
				expect(await Promise.all([a.alert.check(), b.alert.check()])).toEqual([null, null])
				await Bun.sleep(100)
			}
			expect(hooks.map((h) => h.state)).toEqual(['fired'])
		})
	}, 30_000)
})

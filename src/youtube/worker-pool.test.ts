/**
 * The worker pool against small stand-in workers on 127.0.0.1 (Bun.serve answering as
 * worker/app.ts does): one healthy, one that refuses connections, one that hangs, ones that
 * answer a YouTube refusal, 401 or a bare 5xx. Through the real single-worker client.
 */
import { afterEach, describe, expect, test } from 'bun:test'
import { freePort } from '../../tests/support/server'
import { until } from '../../tests/support/until'
import { testApp } from '../server/test-app'
import { YouTubeError } from './errors'
import { createWorkerPool, type PoolMember, type SupervisedStatus } from './worker-pool.server'

const SECRET = 'pool-test-secret-0123456789'
const VIDEO = 'GJLlxj_dtq8'
const HEALTHY = { status: 'ok', browser: 'up', busy: 0, queued: 0 }
const WANT = { vssId: '.en', languageCode: 'en', kind: 'uploaded', tlang: null } as const

interface StandIn {
	url: string
	port: number
	/** Paths asked, in order. */
	hits: string[]
	jobs: () => number
}

const running: { stop: () => Promise<void> }[] = []
afterEach(async () => {
	await Promise.all(running.splice(0).map((s) => s.stop()))
})

/** A stand-in worker: `answer` gets the path of every request but /healthz (which answers `health`, or hangs). */
function standIn(
	answer: (path: string) => Response | Promise<Response>,
	{ port = 0, health = true }: { port?: number; health?: boolean } = {},
): StandIn {
	const hits: string[] = []
	const held: (() => void)[] = []
	const hang = () => new Promise<Response>((resolve) => held.push(() => resolve(new Response('late'))))
	const server = Bun.serve({
		port,
		hostname: '127.0.0.1',
		fetch(request) {
			const path = new URL(request.url).pathname
			hits.push(path)
			if (path === '/healthz') return health ? Response.json(HEALTHY) : hang()
			return answer(path)
		},
	})
	running.push({
		stop: async () => {
			for (const release of held) release()
			await server.stop(true)
		},
	})
	const url = `http://127.0.0.1:${server.port}`
	return { url, port: server.port as number, hits, jobs: () => hits.filter((p) => p.startsWith('/jobs/')).length }
}

/** Answers every job as the named worker: the player response says who answered. */
const healthy = (name: string) =>
	standIn((path) =>
		path === '/jobs/captions'
			? Response.json({ ok: true, playerResponse: { answeredBy: name }, body: '<transcript/>', url: 'https://x' })
			: Response.json({ ok: true, playerResponse: { answeredBy: name }, initialData: null }),
	)

/** Never answers, not even /healthz (a frozen process). */
const hanging = () => standIn(() => new Promise<Response>(() => {}), { health: false })

const pool = (members: PoolMember[], backoffMs = 60_000) =>
	createWorkerPool({ members, secret: SECRET, timeoutMs: 3000, backoffMs })

const answeredBy = async (job: Promise<{ playerResponse: Record<string, unknown> }>) =>
	(await job).playerResponse.answeredBy

/** Polls `check` until it holds (generous: the machine may be busy). */

describe('worker pool', () => {
	test('a job skips a worker that refuses connections and one that hangs; the healthy one answers', async () => {
		const stuck = hanging()
		const good = healthy('good')
		const workers = pool([{ url: `http://127.0.0.1:${await freePort()}` }, { url: stuck.url }, { url: good.url }])
		expect(await answeredBy(workers.watch(VIDEO))).toBe('good')
		expect(workers.states()).toEqual([
			{ index: 0, state: 'down', detail: 'worker unreachable' },
			{ index: 1, state: 'down', detail: 'worker did not answer within 3000 ms' },
			{ index: 2, state: 'healthy' },
		])
		// Set aside: the next jobs go straight to the healthy one, nobody waits for the hanging one again.
		for (let i = 0; i < 3; i++) expect(await answeredBy(workers.watch(VIDEO))).toBe('good')
		expect(stuck.hits).toEqual(['/jobs/watch'])
		expect(good.jobs()).toBe(4)
	})

	test('a set-aside worker is taken back after a successful health probe, then shares the jobs', async () => {
		const port = await freePort()
		const good = healthy('good')
		const workers = pool([{ url: `http://127.0.0.1:${port}` }, { url: good.url }], 100)
		expect(await answeredBy(workers.watch(VIDEO))).toBe('good')
		expect(workers.states()[0]).toEqual({ index: 0, state: 'down', detail: 'worker unreachable' })

		const revived = standIn(
			() => Response.json({ ok: true, playerResponse: { answeredBy: 'revived' }, initialData: null }),
			{ port },
		)
		// Jobs keep going to the healthy worker; once the back-off ran out one of them starts a probe.
		await until(async () => {
			await workers.watch(VIDEO)
			return workers.states()[0]?.state === 'healthy'
		}, 'worker 0 taken back')
		// Taken back by the probe, not by a job sent blindly.
		expect(revived.hits[0]).toBe('/healthz')
		const answers = new Set<unknown>()
		for (let i = 0; i < 4; i++) answers.add(await answeredBy(workers.watch(VIDEO)))
		expect(answers).toEqual(new Set(['good', 'revived']))
	})

	test('with nobody healthy, a set-aside worker is still asked rather than failing unasked', async () => {
		const port = await freePort()
		const workers = pool([{ url: `http://127.0.0.1:${port}` }])
		expect(await workers.watch(VIDEO).catch((e: unknown) => e)).toMatchObject({
			code: 'upstreamError',
			detail: 'worker unreachable',
		})
		const revived = standIn(
			() => Response.json({ ok: true, playerResponse: { answeredBy: 'back' }, initialData: null }),
			{
				port,
			},
		)
		expect(await answeredBy(workers.watch(VIDEO))).toBe('back')
		expect(revived.jobs()).toBe(1)
		expect(workers.states()).toEqual([{ index: 0, state: 'healthy' }])
	})

	test('a refusal a worker answered for YouTube is passed through: no other worker asked, nobody set aside', async () => {
		const refusing = standIn((path) =>
			Response.json(
				path === '/jobs/captions'
					? { ok: false, code: 'tokenRequired', detail: 'no captions came' }
					: { ok: false, code: 'botCheck', detail: "Sign in to confirm you're not a bot" },
				{ status: 502 },
			),
		)
		const good = healthy('good')
		const botCheck = await pool([{ url: refusing.url }, { url: good.url }])
			.watch(VIDEO)
			.catch((e: unknown) => e)
		expect(botCheck).toBeInstanceOf(YouTubeError)
		expect(botCheck).toMatchObject({ code: 'botCheck' })
		const captions = pool([{ url: refusing.url }, { url: good.url }])
		expect(await captions.captions(VIDEO, WANT).catch((e: unknown) => e)).toMatchObject({ code: 'tokenRequired' })
		expect(captions.states().map((w) => w.state)).toEqual(['healthy', 'healthy'])
		expect(good.jobs()).toBe(0)
		expect(refusing.jobs()).toBe(2)
	})

	test('401, a 5xx without JSON and a 5xx without a failure body are worker faults: the job moves on', async () => {
		const wrongSecret = standIn(() => Response.json({ ok: false, error: 'unauthorized' }, { status: 401 }))
		const broken = standIn(() => new Response('Internal Server Error', { status: 500 }))
		const proxy = standIn(() => Response.json({ message: 'bad gateway' }, { status: 502 }))
		const good = healthy('good')
		const workers = pool([{ url: wrongSecret.url }, { url: broken.url }, { url: proxy.url }, { url: good.url }])
		expect(await answeredBy(workers.captions(VIDEO, WANT))).toBe('good')
		expect(workers.states()).toEqual([
			{ index: 0, state: 'down', detail: 'worker refused the secret (401)' },
			{ index: 1, state: 'down', detail: 'worker answered HTTP 500 without JSON' },
			{ index: 2, state: 'down', detail: 'worker answered HTTP 502' },
			{ index: 3, state: 'healthy' },
		])
	})

	test("the caller's abort ends the job without setting the worker aside or asking another", async () => {
		const stuck = standIn(() => new Promise<Response>(() => {}))
		const good = healthy('good')
		const workers = pool([{ url: stuck.url }, { url: good.url }])
		const error = await workers.watch(VIDEO, AbortSignal.timeout(200)).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(DOMException)
		expect(workers.states().map((w) => w.state)).toEqual(['healthy', 'healthy'])
		expect(good.jobs()).toBe(0)
	})

	test('health(): every worker by index and state, never its URL; a probe takes a set-aside worker back', async () => {
		const port = await freePort()
		const good = healthy('good')
		const workers = pool([{ url: `http://127.0.0.1:${port}` }, { url: good.url }])
		const readiness = await workers.health()
		expect(readiness).toEqual({
			available: true,
			detail: '1 of 2 workers healthy',
			workers: [
				{ index: 0, state: 'down', detail: 'worker unreachable' },
				{ index: 1, state: 'healthy', detail: 'browser up, 0 busy, 0 queued' },
			],
		})
		expect(JSON.stringify(readiness)).not.toContain('127.0.0.1')
		expect(JSON.stringify(readiness)).not.toContain(String(port))
		expect(JSON.stringify(readiness)).not.toContain(String(good.port))

		standIn(() => new Response('unused'), { port })
		expect((await workers.health()).workers.map((w) => w.state)).toEqual(['healthy', 'healthy'])
		// One worker: its own words, as before the pool.
		expect(await pool([{ url: good.url }]).health()).toEqual({
			available: true,
			detail: 'browser up, 0 busy, 0 queued',
			workers: [{ index: 0, state: 'healthy', detail: 'browser up, 0 busy, 0 queued' }],
		})
	})

	test('a supervised member: restarting while its process is down (no probe), then followed to its new URL', async () => {
		const before = healthy('before')
		const after = healthy('after')
		let status: SupervisedStatus = { restarting: false, restarts: 0 }
		const member = { url: before.url, status: () => status }
		const workers = pool([member])
		expect(await answeredBy(workers.watch(VIDEO))).toBe('before')

		status = { restarting: true, restarts: 0, detail: 'exited (SIGKILL), restarting' }
		const probesBefore = before.hits.length
		expect(await workers.health()).toEqual({
			available: false,
			detail: 'exited (SIGKILL), restarting',
			workers: [{ index: 0, state: 'restarting', detail: 'exited (SIGKILL), restarting', restarts: 0 }],
		})
		expect(before.hits.length).toBe(probesBefore)

		// Back on another port (WORKER_PORT=0): the pool reads the member's URL before every job.
		member.url = after.url
		status = { restarting: false, restarts: 1 }
		expect(await answeredBy(workers.watch(VIDEO))).toBe('after')
		expect(workers.states()).toEqual([{ index: 0, state: 'healthy', restarts: 1 }])
	})

	test('/readyz lists the WORKER_URL pool by index and state, without an address', async () => {
		const port = await freePort()
		const good = healthy('good')
		const t = await testApp({
			LOG_LEVEL: 'silent',
			WORKER_URL: `http://127.0.0.1:${port},${good.url}`,
			WORKER_SECRET: SECRET,
		})
		try {
			const res = await t.request('/readyz')
			expect(res.status).toBe(200)
			const text = await res.text()
			expect(JSON.parse(text).services.worker).toEqual({
				available: true,
				detail: '1 of 2 workers healthy',
				workers: [
					{ index: 0, state: 'down', detail: 'worker unreachable' },
					{ index: 1, state: 'healthy', detail: 'browser up, 0 busy, 0 queued' },
				],
			})
			expect(text).not.toContain(`:${port}`)
			expect(text).not.toContain(`:${good.port}`)
			expect(text).not.toContain('127.0.0.1')
		} finally {
			await t.close()
		}
	})
})

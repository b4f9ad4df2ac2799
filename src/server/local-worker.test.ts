/**
 * The supervised local worker with the real worker process (`bun worker/main.ts`, real
 * Chromium) against the fake YouTube: SIGKILLed, it comes back on its port, /readyz follows it, the
 * next browser job goes through it, and a server that stops restarts nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { type FakeYouTube, startFakeYouTube } from '../../tests/support/fake-youtube'
import { freePort, type RunningServer, startServer } from '../../tests/support/server'
import { testConfig } from '../core/config'
import { createLogger } from '../core/logger'
import { createWorkerPool } from '../youtube/worker-pool.server'
import { startLocalWorker } from './local-worker'

const SRV1 = 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'

let yt: FakeYouTube
beforeAll(async () => {
	yt = await startFakeYouTube({
		captions: [{ videoId: 'eF8Qqp7rjDg', lang: 'en', kind: 'asr', fmt: 'srv1', file: SRV1 }],
	})
})
afterAll(async () => {
	await yt?.stop()
})

interface LogLine {
	msg: string
	[field: string]: unknown
}

const parse = (lines: string[]): LogLine[] =>
	lines.flatMap((line) => {
		try {
			return [JSON.parse(line) as LogLine]
		} catch {
			return []
		}
	})
const logged = (server: RunningServer, msg: string) => parse(server.logs()).filter((l) => l.msg === msg)

interface WorkerService {
	available: boolean
	detail?: string
	workers: { index: number; state: string; detail?: string; restarts?: number }[]
}

async function workerService(server: RunningServer): Promise<WorkerService> {
	const body = (await (await fetch(`${server.url}/readyz`)).json()) as { services: { worker: WorkerService } }
	return body.services.worker
}

/** Polls until `probe` gives a value (generous deadline: the machine may be busy). */
async function eventually<T>(probe: () => Promise<T | null>, what: string, timeoutMs = 30_000): Promise<T> {
	const deadline = Date.now() + timeoutMs
	for (;;) {
		const value = await probe()
		if (value !== null) return value
		if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`)
		await Bun.sleep(100)
	}
}

const listening = (port: number) =>
	fetch(`http://127.0.0.1:${port}/healthz`).then(
		() => true,
		() => false,
	)

describe('supervised local worker', () => {
	test('kill -9: restarted on the same port within seconds, /readyz follows, the next browser job succeeds; stop() restarts nothing', async () => {
		const workerPort = await freePort()
		const server = await startServer({
			WORKER_AUTOSTART: 'true',
			WORKER_PORT: String(workerPort),
			WORKER_POOL_SIZE: '1',
			UPSTREAM_OVERRIDES: yt.overrides,
		})
		try {
			const [started] = logged(server, 'browser worker started')
			expect(started).toMatchObject({ port: workerPort })
			expect(await workerService(server)).toMatchObject({
				available: true,
				workers: [{ index: 0, state: 'healthy', restarts: 0 }],
			})

			process.kill(started?.pid as number, 'SIGKILL')
			const seen = new Set<string>()
			const back = await eventually(async () => {
				const service = await workerService(server)
				const [worker] = service.workers
				seen.add(worker?.state ?? 'none')
				return worker?.state === 'healthy' && worker.restarts === 1 ? service : null
			}, 'the worker back in /readyz')
			expect(back).toMatchObject({ available: true, workers: [{ index: 0, state: 'healthy', restarts: 1 }] })
			// Between the kill and the restart, /readyz said so (whichever of these a poll caught).
			for (const state of seen) expect(['healthy', 'down', 'restarting']).toContain(state)
			expect(logged(server, 'browser worker exited')[0]).toMatchObject({ level: 'error', signal: 'SIGKILL' })
			const [restarted] = logged(server, 'browser worker restarted')
			expect(restarted).toMatchObject({ level: 'warn', attempt: 1, code: 137, restarts: 1, port: workerPort })
			expect(restarted?.pid).not.toBe(started?.pid)

			// Every innertube client meets the token wall: only the player in the worker's Chromium gets the text.
			yt.setTokenWall('marked')
			const res = await fetch(`${server.url}/api/tools/transcript`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ video_url: 'https://www.youtube.com/watch?v=eF8Qqp7rjDg' }),
			})
			expect(res.status).toBe(200)
			expect(((await res.json()) as { cues: unknown[] }).cues).toHaveLength(133)
			expect(yt.requests.some((r) => r.route === 'timedtext' && r.query.pot?.startsWith('fake-pot-'))).toBe(true)

			// /readyz is public: no address, no pid.
			const readyz = await (await fetch(`${server.url}/readyz`)).text()
			expect(readyz).not.toContain(String(workerPort))
			expect(readyz).not.toContain(String(restarted?.pid))

			// Killed again and the server stopped while the restart waits (or runs): no worker survives.
			process.kill(restarted?.pid as number, 'SIGKILL')
			await eventually(
				async () => (logged(server, 'browser worker exited').length === 2 ? true : null),
				'second exit noticed',
			)
			const restartsBeforeStop = logged(server, 'browser worker restarted').length
			expect(await server.stop()).toBe(0)
			expect(logged(server, 'browser worker restarted')).toHaveLength(restartsBeforeStop)
			expect(await listening(workerPort)).toBe(false)
		} finally {
			if (server.process.exitCode === null) await server.stop('SIGKILL')
		}
	}, 120_000)

	test('status() says restarting while the process is down, the pool shows it, and stop() ends the wait', async () => {
		const lines: string[] = []
		const config = testConfig({ WORKER_AUTOSTART: 'true', WORKER_PORT: '0', UPSTREAM_OVERRIDES: yt.overrides })
		// A long first delay keeps the worker down while the test looks.
		const local = await startLocalWorker(
			config,
			createLogger('info', (line) => lines.push(line)),
			{
				firstDelayMs: 60_000,
				maxDelayMs: 60_000,
				stableMs: 60_000,
			},
		)
		if (!local) throw new Error('the local worker did not start')
		try {
			const pool = createWorkerPool({ members: [local], secret: local.secret, timeoutMs: 10_000 })
			expect(await pool.health()).toMatchObject({
				available: true,
				workers: [{ index: 0, state: 'healthy', restarts: 0 }],
			})
			const [started] = parse(lines).filter((l) => l.msg === 'browser worker started')
			process.kill(started?.pid as number, 'SIGKILL')
			await eventually(async () => (local.status().restarting ? true : null), 'the exit noticed')
			expect(local.status()).toEqual({ restarting: true, restarts: 0, detail: 'exited (SIGKILL), restarting' })
			expect(await pool.health()).toEqual({
				available: false,
				detail: 'exited (SIGKILL), restarting',
				workers: [{ index: 0, state: 'restarting', detail: 'exited (SIGKILL), restarting', restarts: 0 }],
			})
			expect(await pool.watch('GJLlxj_dtq8').catch((e: unknown) => e)).toMatchObject({
				code: 'upstreamError',
				detail: 'worker unreachable',
			})
		} finally {
			expect(await local.stop()).toBe(137)
		}
		expect(parse(lines).map((l) => l.msg)).toEqual(['browser worker started', 'browser worker exited'])
	}, 60_000)
})

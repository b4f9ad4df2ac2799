/**
 * The client against the worker as a real process (`bun worker/main.ts`, real Chromium) pointed
 * at the fake YouTube: jobs, refusals as YouTubeErrors, health, and the SIGTERM drain.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { resolve } from 'node:path'
import type { Subprocess } from 'bun'
import { type FakeYouTube, startFakeYouTube } from '../../tests/support/fake-youtube'
import { freePort } from '../../tests/support/server'
import { testUpstreamOverrides } from '../core/config'
import { YOUTUBE_ERROR_STATUS } from './app-error'
import { YouTubeError } from './errors'
import { parsePlayerResponse } from './parse/player'
import { createWorkerClient } from './worker-client.server'

const ROOT = resolve(import.meta.dir, '../..')
const SECRET = 'client-test-secret-0123456789'

let yt: FakeYouTube
let proc: Subprocess<'ignore', 'pipe', 'pipe'>
let url: string
const lines: string[] = []
/** What the worker sent over the IPC channel (how src/server/main.ts learns the port). */
const messages: unknown[] = []

async function collect(stream: ReadableStream<Uint8Array>): Promise<void> {
	const decoder = new TextDecoder()
	let buffer = ''
	for await (const chunk of stream) {
		buffer += decoder.decode(chunk, { stream: true })
		for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
			lines.push(buffer.slice(0, nl))
			buffer = buffer.slice(nl + 1)
		}
	}
}

/** The port from the worker's first log line, `{"msg":"worker listening","port":N}`. */
async function listeningPort(): Promise<number> {
	const deadline = Date.now() + 15_000
	for (;;) {
		for (const line of lines) {
			const parsed = JSON.parse(line) as { msg?: string; port?: number }
			if (parsed.msg === 'worker listening' && parsed.port) return parsed.port
		}
		if (proc.exitCode !== null) throw new Error(`worker exited with ${proc.exitCode}:\n${lines.join('\n')}`)
		if (Date.now() > deadline) throw new Error('worker did not report its port within 15 s')
		await Bun.sleep(20)
	}
}

beforeAll(async () => {
	yt = await startFakeYouTube()
	proc = Bun.spawn(['bun', 'worker/main.ts'], {
		cwd: ROOT,
		env: {
			...process.env,
			WORKER_PORT: '0',
			WORKER_SECRET: SECRET,
			WORKER_POOL_SIZE: '2',
			UPSTREAM_OVERRIDES: testUpstreamOverrides(yt.overrides),
			LOG_LEVEL: 'info',
		},
		stdin: 'ignore',
		stdout: 'pipe',
		stderr: 'pipe',
		ipc: (message) => messages.push(message),
	})
	void collect(proc.stdout)
	url = `http://127.0.0.1:${await listeningPort()}`
})

afterAll(async () => {
	if (proc && proc.exitCode === null) proc.kill('SIGKILL')
	await yt?.stop()
})

beforeEach(() => yt.reset())

const client = (secret = SECRET, timeoutMs = 15_000) => createWorkerClient({ url, secret, timeoutMs })

describe('worker client', () => {
	test('health(): available once the worker listens', async () => {
		expect((await client().health()).available).toBe(true)
	})

	test('the port is reported on stdout and over IPC', () => {
		const port = Number(new URL(url).port)
		expect(messages).toContainEqual({ msg: 'worker listening', port })
	})

	test('watch(): the player response from the worker browser', async () => {
		const { playerResponse } = await client().watch('GJLlxj_dtq8')
		const player = parsePlayerResponse(playerResponse)
		expect(player.video?.videoId).toBe('GJLlxj_dtq8')
		expect(player.captions?.tracks.length).toBeGreaterThan(0)
		expect(yt.requests.some((r) => r.route === 'watch' && r.query.v === 'GJLlxj_dtq8')).toBe(true)
		// The first job launches Chromium: seconds on a busy machine. A timeout here would also make bun kill
		// the worker process, failing every test after it.
	}, 60_000)

	test('channel(): ytInitialData and meta', async () => {
		const { meta, initialData } = await client().channel('https://www.youtube.com/@hospitalrecords')
		expect(meta.title).toBe('Hospital Records')
		expect(initialData).toHaveProperty('metadata')
	}, 60_000)

	test('a wrong secret is an error, and no job runs', async () => {
		const error = await client('wrong-secret-0123456789')
			.watch('GJLlxj_dtq8')
			.catch((e: unknown) => e)
		expect(error).toBeInstanceOf(YouTubeError)
		expect(error).toMatchObject({ code: 'upstreamError', detail: 'worker refused the secret (401)' })
		expect(yt.requests).toEqual([])
	})

	test("the worker's refusal becomes the YouTubeError with its code", async () => {
		yt.fail('botCheck')
		const error = await client()
			.watch('GJLlxj_dtq8')
			.catch((e: unknown) => e)
		expect(error).toBeInstanceOf(YouTubeError)
		expect(error).toMatchObject({ code: 'botCheck' })
		expect(YOUTUBE_ERROR_STATUS[(error as YouTubeError).code]).toBe(503)
	}, 60_000)

	test('the client timeout reaches the worker: it gives up first and answers upstreamTimeout', async () => {
		yt.fail('slow', { paths: /^\/watch/, delayMs: 10_000 })
		const started = Date.now()
		const error = await client(SECRET, 1500)
			.watch('GJLlxj_dtq8')
			.catch((e: unknown) => e)
		expect(error).toMatchObject({ code: 'upstreamTimeout', detail: 'job took longer than 1000 ms' })
		expect(Date.now() - started).toBeLessThan(1500)
	})

	test('a worker that does not listen: upstreamError "worker unreachable", health false', async () => {
		const gone = createWorkerClient({ url: `http://127.0.0.1:${await freePort()}`, secret: SECRET, timeoutMs: 2000 })
		expect(await gone.watch('GJLlxj_dtq8').catch((e: unknown) => e)).toMatchObject({
			code: 'upstreamError',
			detail: 'worker unreachable',
		})
		expect(await gone.health()).toEqual({ available: false, detail: 'worker unreachable' })
	})

	test('the worker refuses to start without WORKER_SECRET', async () => {
		const bare = Bun.spawn(['bun', 'worker/main.ts'], {
			cwd: ROOT,
			env: { ...process.env, WORKER_SECRET: '', WORKER_PORT: '0' },
			stdout: 'ignore',
			stderr: 'pipe',
		})
		expect(await bare.exited).toBe(1)
		expect(await new Response(bare.stderr).text()).toContain('WORKER_SECRET is required')
	})

	test('SIGTERM: the running job finishes, then the process exits 0', async () => {
		yt.fail('slow', { paths: /^\/watch/, delayMs: 600 })
		const running = client().watch('GJLlxj_dtq8')
		await Bun.sleep(200)
		proc.kill('SIGTERM')
		const { playerResponse } = await running
		expect(parsePlayerResponse(playerResponse).video?.videoId).toBe('GJLlxj_dtq8')
		expect(await proc.exited).toBe(0)
		expect(lines.some((line) => line.includes('"worker stopped"'))).toBe(true)
	}, 15_000)
})

/**
 * Fault suite, the browser path: innertube refuses (429), so the tools ask the
 * browser worker, a real `bun worker/main.ts` process with real Chromium, and then the page
 * Chromium loads fails too (truncated HTML, garbage, consent page, captcha, bot check, slow), or
 * Chromium is killed mid-job, or the worker process is. Every answer is decision 8's shape with
 * a documented status and code, in time, never a hang. The supervised restart of a killed local
 * worker and a Chromium killed between jobs are tested in src/server/local-worker.test.ts and
 * worker/app.test.ts (README.md).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Subprocess } from 'bun'
import { testUpstreamOverrides } from '../../src/core/config'
import type { ErrorCode } from '../../src/core/errors'
import { testApp } from '../../src/server/test-app'
import { DICT } from '../support/dictionaries'
import { type FailMode, type FakeYouTube, startFakeYouTube } from '../support/fake-youtube'
import { attrs, texts } from '../support/html'

const ROOT = resolve(import.meta.dir, '../..')
const SECRET = 'fault-suite-secret-0123456789'
const INNERTUBE = /^\/youtubei\//
const WATCH = /^\/watch/
const CHANNEL = /^\/@hospitalrecords/

const TRANSCRIPT = ['/api/tools/transcript', { video_url: 'https://www.youtube.com/watch?v=GJLlxj_dtq8' }] as const
const PROFILE = ['/api/tools/profile', { channel_url: 'https://www.youtube.com/@hospitalrecords' }] as const

let yt: FakeYouTube
let worker: Subprocess<'ignore', 'pipe', 'inherit'>
let workerUrl: string
const lines: string[] = []
/** Chromium processes seen under the worker, so none outlives the file. */
const chromiumPids = new Set<number>()

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

/** Polls `probe` until it gives a value (generous: the machine may be busy). */
async function eventually<T>(probe: () => T | null | Promise<T | null>, what: string, timeoutMs = 30_000): Promise<T> {
	const deadline = Date.now() + timeoutMs
	for (;;) {
		const value = await probe()
		if (value !== null) return value
		if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`)
		await Bun.sleep(25)
	}
}

/** The Chromium browser process the worker launched (its direct child), read from /proc. */
function chromiumPid(): number | null {
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue
		try {
			const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
			const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
			const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
			if (ppid === worker.pid && /chrom/i.test(cmdline)) return Number(entry)
		} catch {
			// The process ended while we looked.
		}
	}
	return null
}

/** Running (a zombie waiting for its parent counts as gone). */
function alive(pid: number): boolean {
	try {
		return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')
	} catch {
		return false
	}
}

beforeAll(async () => {
	yt = await startFakeYouTube()
	worker = Bun.spawn(['bun', 'worker/main.ts'], {
		cwd: ROOT,
		env: {
			...process.env,
			WORKER_PORT: '0',
			WORKER_SECRET: SECRET,
			WORKER_POOL_SIZE: '1',
			UPSTREAM_OVERRIDES: testUpstreamOverrides(yt.overrides),
			LOG_LEVEL: 'info',
		},
		stdin: 'ignore',
		stdout: 'pipe',
		stderr: 'inherit',
	})
	void collect(worker.stdout)
	const port = await eventually(() => {
		for (const line of lines) {
			const parsed = JSON.parse(line) as { msg?: string; port?: number }
			if (parsed.msg === 'worker listening' && parsed.port) return parsed.port
		}
		if (worker.exitCode !== null) throw new Error(`worker exited with ${worker.exitCode}:\n${lines.join('\n')}`)
		return null
	}, 'the worker listening')
	workerUrl = `http://127.0.0.1:${port}`
	await eventually(async () => {
		const health = (await (await fetch(`${workerUrl}/healthz`)).json()) as { browser: string }
		return health.browser === 'up' ? true : null
	}, 'Chromium launched')
}, 60_000)

afterAll(async () => {
	if (worker && worker.exitCode === null) {
		const browser = chromiumPid()
		if (browser) chromiumPids.add(browser)
		worker.kill('SIGKILL')
		await worker.exited
	}
	// A Chromium whose worker died may take a moment to notice its closed pipe: never leave one behind.
	for (const pid of chromiumPids) {
		try {
			if (alive(pid)) process.kill(pid, 'SIGKILL')
		} catch {
			// It ended meanwhile.
		}
	}
	await yt?.stop()
})

let apps: Awaited<ReturnType<typeof testApp>>[] = []
afterEach(async () => {
	yt.reset()
	for (const app of apps) {
		expect(app.logLines.filter((line) => line.includes('"level":"error"'))).toEqual([])
		await app.close()
	}
	apps = []
})

/** A fresh app (nothing cached) whose YouTube is the fake, refusing every innertube call. */
async function appRefusedByInnertube(jobTimeoutMs = 20_000) {
	const app = await testApp({
		UPSTREAM_OVERRIDES: yt.overrides,
		UPSTREAM_TIMEOUT_MS: '1500',
		WORKER_URL: workerUrl,
		WORKER_SECRET: SECRET,
		WORKER_JOB_TIMEOUT_MS: String(jobTimeoutMs),
		OLLAMA_HOST: 'off',
	})
	apps.push(app)
	yt.fail('429', { paths: INNERTUBE })
	return app
}

function post(app: Awaited<ReturnType<typeof testApp>>, [path, body]: readonly [string, unknown], lang = 'en') {
	return app.request(path, {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'accept-language': lang },
		body: JSON.stringify(body),
	})
}

async function expectApiError(res: Response, status: number, code: ErrorCode, lang: keyof typeof DICT = 'en') {
	expect({ status: res.status, body: await res.json() }).toEqual({
		status,
		body: { error: { code, message: DICT[lang].errors[code] } },
	})
}

describe('the page Chromium loads fails too', () => {
	/** The fault, the tool that meets it, the fake's mode and where, then the expected status and code. */
	const cases: [string, readonly [string, unknown], FailMode, RegExp, number, ErrorCode][] = [
		['truncated HTML, the transcript’s watch page', TRANSCRIPT, 'truncated', WATCH, 502, 'upstreamError'],
		['truncated HTML, the profile’s channel page', PROFILE, 'truncated', CHANNEL, 502, 'upstreamError'],
		['garbage bytes, the watch page', TRANSCRIPT, 'bytes', WATCH, 502, 'upstreamError'],
		['the consent page, the watch page', TRANSCRIPT, 'consent', WATCH, 503, 'consentWall'],
		['the captcha page, the channel page', PROFILE, 'captcha', CHANNEL, 503, 'youtubeBlocked'],
		['the bot check, the watch page', TRANSCRIPT, 'botCheck', WATCH, 503, 'youtubeBlocked'],
	]
	test.each(cases.map((c) => [`${c[0]}: ${c[4]} ${c[5]}`, c] as const))(
		'%s',
		async (_name, [, tool, mode, paths, status, code]) => {
			const app = await appRefusedByInnertube()
			yt.fail(mode, { paths })
			await expectApiError(await post(app, tool), status, code)
			// The plain path was refused, then the worker's Chromium met the fault.
			expect(yt.requests.some((r) => r.failed === '429')).toBe(true)
			expect(yt.requests.some((r) => r.failed === mode)).toBe(true)
		},
		30_000,
	)

	test('a slow page: the job gives up at WORKER_JOB_TIMEOUT_MS: 504 upstreamTimeout, no later than a little after', async () => {
		const app = await appRefusedByInnertube(4000)
		yt.fail('slow', { paths: WATCH, delayMs: 60_000 })
		const started = Date.now()
		await expectApiError(await post(app, TRANSCRIPT, 'de'), 504, 'upstreamTimeout', 'de')
		// Generous: the point is "no hang", not the exact moment.
		expect(Date.now() - started).toBeLessThan(15_000)
	}, 30_000)
})

describe('Chromium and the worker killed (kill -9)', () => {
	test('Chromium killed mid-job: that job answers 502 upstreamError (worker/README.md) at once; the next one relaunches it and succeeds', async () => {
		const app = await appRefusedByInnertube()
		yt.fail('slow', { paths: WATCH, delayMs: 60_000, times: 1 })
		const pending = post(app, TRANSCRIPT)
		await eventually(() => (yt.requests.some((r) => r.failed === 'slow') ? true : null), 'the job loading the page')
		const pid = await eventually(chromiumPid, 'the Chromium process')
		chromiumPids.add(pid)
		process.kill(pid, 'SIGKILL')
		const started = Date.now()
		await expectApiError(await pending, 502, 'upstreamError')
		// Generous: "at once" means well before the 20 s job timeout a hang would run into.
		expect(Date.now() - started).toBeLessThan(15_000)
		// The worker's log reaches this process through a pipe, which may deliver the line after the
		// HTTP answer: wait for it (it must still come).
		await eventually(
			() => (lines.some((line) => line.includes('chromium disconnected')) ? true : null),
			'the worker logging the disconnect',
			10_000,
		)

		// One job (the channel page) is enough to see the browser back.
		const res = await post(app, PROFILE)
		expect(res.status).toBe(200)
		expect(((await res.json()) as { channelName: string }).channelName).toBe('Hospital Records')
		const relaunched = chromiumPid()
		expect(relaunched).not.toBeNull()
		expect(relaunched).not.toBe(pid)
		chromiumPids.add(relaunched as number)
	}, 60_000)

	test('the worker process killed mid-job: YouTube’s refusal is the answer (503 youtubeBlocked), at once, and so while it is gone', async () => {
		const app = await appRefusedByInnertube()
		yt.fail('slow', { paths: WATCH, delayMs: 60_000 })
		const pending = post(app, TRANSCRIPT, 'nl')
		await eventually(() => (yt.requests.some((r) => r.failed === 'slow') ? true : null), 'the job loading the page')
		const browser = chromiumPid()
		if (browser) chromiumPids.add(browser)
		worker.kill('SIGKILL')
		const started = Date.now()
		// Before: 502 upstreamError, "YouTube didn't answer properly", for the worker's own failure.
		await expectApiError(await pending, 503, 'youtubeBlocked', 'nl')
		expect(Date.now() - started).toBeLessThan(15_000)
		expect(await worker.exited).not.toBe(0)

		// With the worker gone: the same answer at once, as JSON and as the profile form's error card.
		const again = Date.now()
		await expectApiError(await post(app, PROFILE, 'es'), 503, 'youtubeBlocked', 'es')
		const form = await app.request('/tr/tools/transcript-downloader', {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ video_url: 'GJLlxj_dtq8', language: '' }).toString(),
		})
		expect(form.status).toBe(503)
		const html = await form.text()
		expect(await attrs(html, '[data-testid=tool-error]', 'data-code')).toEqual(['youtubeBlocked'])
		expect(await texts(html, '[data-testid=tool-error] p')).toEqual([DICT.tr.errors.youtubeBlocked])
		expect(Date.now() - again).toBeLessThan(15_000)
		// Chromium went with its worker (its pipe to Playwright closed).
		if (browser) await eventually(() => (alive(browser) ? null : true), 'Chromium gone with its worker', 15_000)
	}, 60_000)
})

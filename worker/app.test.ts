/**
 * The worker in-process against the fake YouTube, with the real Chromium (one browser for the
 * whole file): jobs, auth, validation, failure codes, routing, the pool bound, a crash.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { testWorkerConfig } from '../src/core/config'
import { createLogger } from '../src/core/logger'
import { chromiumPath } from '../tests/support/browser'
import { type FakeYouTube, startFakeYouTube } from '../tests/support/fake-youtube'
import { createWorker, type Worker } from './app'
import { installRouting, type RouteDecision } from './routing'

// Every job here drives the real Chromium: seconds each when other suites share the two cores. Bun's 5 s
// default would fail a slow job, and its timeout kills the file's processes, failing every test after it.
setDefaultTimeout(60_000)

const SECRET = 'worker-test-secret-0123456789'
const POOL_SIZE = 2

let yt: FakeYouTube
let worker: Worker
let overrides: Map<string, string>
const decisions: RouteDecision[] = []
const logs: string[] = []

beforeAll(async () => {
	yt = await startFakeYouTube()
	overrides = testWorkerConfig({ UPSTREAM_OVERRIDES: yt.overrides }).upstreamOverrides
	worker = createWorker({
		chromiumPath: chromiumPath(),
		overrides,
		poolSize: POOL_SIZE,
		jobTimeoutMs: 15_000,
		secret: SECRET,
		logger: createLogger('info', (line) => logs.push(line)),
		onRouteDecision: (decision) => decisions.push(decision),
	})
	await worker.warm()
})

afterAll(async () => {
	await worker?.close()
	await yt?.stop()
})

beforeEach(() => {
	yt.reset()
	decisions.length = 0
})

interface Answer {
	ok: boolean
	code?: string
	detail?: string
	playerResponse?: {
		videoDetails?: { videoId?: string }
		captions?: { playerCaptionsTracklistRenderer?: { captionTracks?: unknown[] } }
	}
	initialData?: { metadata?: { channelMetadataRenderer?: { title?: string } } }
	meta?: { title: string | null; image: string | null; canonical: string | null }
}

async function job(
	path: string,
	body: unknown,
	headers: Record<string, string> = { Authorization: `Bearer ${SECRET}` },
): Promise<{ status: number; body: Answer }> {
	const response = await worker.fetch(
		new Request(`http://worker${path}`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', ...headers },
			body: JSON.stringify(body),
		}),
	)
	return { status: response.status, body: (await response.json()) as Answer }
}

const watch = (videoId: string, headers?: Record<string, string>) => job('/jobs/watch', { videoId }, headers)

describe('jobs', () => {
	test('watch: the player response of the page, loaded through the fake', async () => {
		const { status, body } = await watch('GJLlxj_dtq8')
		expect(status).toBe(200)
		expect(body.ok).toBe(true)
		expect(body.playerResponse?.videoDetails?.videoId).toBe('GJLlxj_dtq8')
		expect(body.playerResponse?.captions?.playerCaptionsTracklistRenderer?.captionTracks?.length).toBeGreaterThan(0)
		expect(body.initialData).toBeObject()

		// The browser's own request reached the fake, as a browser sends it (consent cookie, no "Headless").
		const page = yt.requests.find((r) => r.route === 'watch')
		expect(page?.query.v).toBe('GJLlxj_dtq8')
		expect(page?.host).toBe('www.youtube.com')
		expect(page?.headers.cookie).toContain('SOCS=CAI')
		expect(page?.headers['user-agent']).toContain('Chrome/')
		expect(page?.headers['user-agent']).not.toContain('Headless')
	})

	test('channel: ytInitialData and the head of the channel page', async () => {
		const { status, body } = await job('/jobs/channel', { url: 'https://www.youtube.com/@hospitalrecords' })
		expect(status).toBe(200)
		expect(body.initialData?.metadata?.channelMetadataRenderer?.title).toBe('Hospital Records')
		expect(body.meta?.title).toBe('Hospital Records')
		expect(body.meta?.image).toContain('=s900')
		expect(body.meta?.canonical).toBe('https://www.youtube.com/channel/UCw49uOTAJjGUdoAeUcp7tOg')
		expect(yt.requests.some((r) => r.route === 'channel' && r.path === '/@hospitalrecords')).toBe(true)
	})

	test('channel: a page that does not exist is channelNotFound', async () => {
		const { status, body } = await job('/jobs/channel', { url: 'https://www.youtube.com/@no-such-channel' })
		expect(status).toBe(502)
		expect(body).toMatchObject({ ok: false, code: 'channelNotFound' })
	})
})

describe('routing', () => {
	test('only overridden hosts are fetched, from loopback; everything else is aborted', async () => {
		await watch('F1xioXWb8CY')
		const fetched = decisions.filter((d) => d.action === 'fetch')
		expect(fetched.length).toBeGreaterThan(0)
		for (const d of fetched) expect(new URL(d.target ?? '').origin).toBe(yt.origin)
		// Nothing went out as the browser would send it.
		expect(decisions.filter((d) => d.action === 'continue')).toEqual([])
		const aborted = decisions.filter((d) => d.action === 'abort')
		// Fonts, images, googlevideo and Google sign-in frames were asked for and refused.
		expect(aborted.some((d) => d.url.startsWith('https://fonts.googleapis.com/'))).toBe(true)
		expect(aborted.some((d) => new URL(d.url).host.endsWith('.googlevideo.com'))).toBe(true)
		expect(aborted.some((d) => d.url.startsWith('https://i.ytimg.com/'))).toBe(true)
		// Every request the fake saw was one the router fetched.
		expect(yt.requests.length).toBe(fetched.length)
	})

	test("the page's own POSTs reach the override with their body", async () => {
		const signal = AbortSignal.timeout(10_000)
		const videoId = await worker.pool.run(signal, async (context) => {
			await installRouting(context, { overrides, signal })
			const page = await context.newPage()
			await page.goto('https://www.youtube.com/watch?v=GJLlxj_dtq8', { waitUntil: 'domcontentloaded' })
			return page.evaluate(`fetch('/youtubei/v1/player', {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ videoId: 'F1xioXWb8CY', context: { client: { clientName: 'ANDROID', clientVersion: '20.10.38' } } }),
			}).then((r) => r.json()).then((j) => j.videoDetails.videoId)`)
		})
		expect(videoId).toBe('F1xioXWb8CY')
		const call = yt.requests.find((r) => r.route === 'player')
		expect(call).toMatchObject({ method: 'POST', host: 'www.youtube.com', body: { videoId: 'F1xioXWb8CY' } })
		expect(call?.headers.cookie).toContain('SOCS=CAI')
	})
})

describe('auth and validation', () => {
	test('/healthz needs no secret', async () => {
		const response = await worker.fetch(new Request('http://worker/healthz'))
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ status: 'ok', browser: 'up', busy: 0, queued: 0 })
	})

	test('401 without the secret or with a wrong one; no job runs', async () => {
		const none = await watch('GJLlxj_dtq8', {})
		const wrong = await watch('GJLlxj_dtq8', { Authorization: `Bearer ${SECRET}x` })
		const basic = await watch('GJLlxj_dtq8', { Authorization: `Basic ${btoa(`user:${SECRET}`)}` })
		for (const answer of [none, wrong, basic]) {
			expect(answer.status).toBe(401)
			expect(answer.body.ok).toBe(false)
		}
		expect(yt.requests).toEqual([])
	})

	test('400 for a URL that is not https://www.youtube.com/…, or a bad video id', async () => {
		for (const url of [
			'https://example.com/@hospitalrecords',
			'http://www.youtube.com/@hospitalrecords',
			'https://www.youtube.com.evil.test/@x',
			'https://user:pw@www.youtube.com/@x',
			'https://www.youtube.com/',
			'not a url',
		]) {
			const { status, body } = await job('/jobs/channel', { url })
			expect({ url, status, code: body.code }).toEqual({ url, status: 400, code: 'invalidUrl' })
		}
		expect((await watch('short')).status).toBe(400)
		expect((await job('/jobs/watch', { videoId: 'GJLlxj_dtq8', extra: 1 })).status).toBe(400)
		const captions = { videoId: 'eF8Qqp7rjDg', vssId: 'a.en', languageCode: 'en', kind: 'asr', tlang: null }
		for (const bad of [
			{ ...captions, kind: 'other' },
			{ ...captions, languageCode: 'en&pot=x' },
			{ ...captions, tlang: '../de' },
			{ ...captions, videoId: 'short' },
			{ ...captions, extra: 1 },
		]) {
			expect((await job('/jobs/captions', bad)).status).toBe(400)
		}
		expect(yt.requests).toEqual([])
	})
})

describe('failures', () => {
	test('bot check page → botCheck', async () => {
		yt.fail('botCheck')
		const { status, body } = await watch('GJLlxj_dtq8')
		expect(status).toBe(502)
		expect(body).toMatchObject({ ok: false, code: 'botCheck' })
	})

	test('captcha → rateLimited', async () => {
		yt.fail('captcha')
		const { status, body } = await watch('GJLlxj_dtq8')
		expect(status).toBe(502)
		expect(body).toMatchObject({ ok: false, code: 'rateLimited' })
	})

	test('consent interstitial → consentWall', async () => {
		yt.fail('consent')
		const { body } = await watch('GJLlxj_dtq8')
		expect(body).toMatchObject({ ok: false, code: 'consentWall' })
	})

	test('a page without a player response → upstreamError', async () => {
		yt.fail('garbage', { paths: /^\/watch/ })
		const { status, body } = await watch('GJLlxj_dtq8')
		expect(status).toBe(502)
		expect(body).toMatchObject({ ok: false, code: 'upstreamError' })
	})

	test('slower than the job timeout → 504 upstreamTimeout, and the upstream fetch is dropped', async () => {
		yt.fail('slow', { paths: /^\/watch/, delayMs: 10_000 })
		const started = Date.now()
		// 3 s: under load Chromium may take over a second to open the context and send the request; with a
		// shorter budget the job could end before its fetch began, and there would be no fetch to drop.
		const { status, body } = await watch('GJLlxj_dtq8', {
			Authorization: `Bearer ${SECRET}`,
			'X-Job-Timeout-Ms': '3000',
		})
		expect(status).toBe(504)
		expect(body).toMatchObject({ ok: false, code: 'upstreamTimeout' })
		// Answered at the job's timeout, long before the page would have come (10 s).
		expect(Date.now() - started).toBeLessThan(9000)
		expect(yt.requests.some((r) => r.route === 'watch')).toBe(true)
		// Behind the answer, the context is closed: the slot comes free and the worker's own fetch
		// of the page is cancelled (reported with status 0). Waited for, not timed: the machine may be busy.
		const dropped = () => decisions.some((d) => d.action === 'fetch' && d.url.includes('/watch?') && d.status === 0)
		for (let i = 0; i < 2000 && (worker.pool.stats().busy > 0 || !dropped()); i++) await Bun.sleep(20)
		expect(worker.pool.stats().busy).toBe(0)
		expect(dropped()).toBe(true)
	}, 90_000)
})

describe('pool', () => {
	test(`at most poolSize (${POOL_SIZE}) jobs hold a context at once; the rest wait`, async () => {
		yt.fail('slow', { paths: /^\/watch/, delayMs: 500 })
		worker.pool.resetPeak()
		let maxQueued = 0
		const sampler = setInterval(() => {
			maxQueued = Math.max(maxQueued, worker.pool.stats().queued)
		}, 20)
		const answers = await Promise.all(Array.from({ length: POOL_SIZE + 2 }, () => watch('GJLlxj_dtq8')))
		clearInterval(sampler)
		expect(answers.map((a) => a.status)).toEqual(Array(POOL_SIZE + 2).fill(200))
		expect(worker.pool.stats().peakBusy).toBe(POOL_SIZE)
		expect(maxQueued).toBe(2)
		expect(worker.pool.stats()).toMatchObject({ busy: 0, queued: 0 })
	}, 60_000)

	test('503 when more than poolSize * 10 jobs wait', async () => {
		yt.fail('slow', { paths: /^\/watch/, delayMs: 10_000 })
		const headers = { Authorization: `Bearer ${SECRET}`, 'X-Job-Timeout-Ms': '1500' }
		const burst = Array.from({ length: POOL_SIZE * 11 }, () => watch('GJLlxj_dtq8', headers))
		await Bun.sleep(50)
		const refused = await watch('GJLlxj_dtq8', headers)
		expect(refused.status).toBe(503)
		expect(refused.body).toMatchObject({ ok: false, code: 'upstreamError' })
		const answers = await Promise.all(burst)
		expect(new Set(answers.map((a) => a.body.code))).toEqual(new Set(['upstreamTimeout']))
		// The answers go out at their deadline; the contexts close behind them and free every slot.
		for (let i = 0; i < 2000 && worker.pool.stats().busy + worker.pool.stats().queued > 0; i++) await Bun.sleep(20)
		expect(worker.pool.stats()).toMatchObject({ busy: 0, queued: 0 })
	}, 90_000)

	test('Chromium killed → the next job relaunches it and succeeds', async () => {
		const launches = worker.pool.stats().launches
		await worker.pool.killBrowserForTests()
		const health = await worker.fetch(new Request('http://worker/healthz'))
		expect(((await health.json()) as { browser: string }).browser).toBe('down')
		const { status, body } = await watch('GJLlxj_dtq8')
		expect(status).toBe(200)
		expect(body.playerResponse?.videoDetails?.videoId).toBe('GJLlxj_dtq8')
		expect(worker.pool.stats()).toMatchObject({ browser: 'up', launches: launches + 1 })
		expect(logs.some((line) => line.includes('chromium disconnected'))).toBe(true)
	}, 60_000)
})

describe('close', () => {
	test('lets the running job finish, then refuses new ones and closes Chromium', async () => {
		yt.fail('slow', { paths: /^\/watch/, delayMs: 400 })
		const running = watch('GJLlxj_dtq8')
		await Bun.sleep(100)
		const closed = worker.close()
		const after = await watch('GJLlxj_dtq8')
		expect(after.status).toBe(503)
		expect((await running).status).toBe(200)
		await closed
		expect(worker.pool.stats().browser).toBe('down')
	})
})

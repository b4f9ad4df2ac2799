/**
 * The worker's Chromium goes out through a proxy per browser context: each
 * job's context takes the next egress of OUTBOUND_PROXY, and its answer names it so the server
 * counts the job under it. Real Chromium, local forward proxies.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { testWorkerConfig } from '../src/core/config'
import { createLogger } from '../src/core/logger'
import { parseEgressList } from '../src/youtube/egress/egress'
import { createOutcomeBus, type UpstreamOutcome } from '../src/youtube/upstream-outcomes.server'
import { createWorkerClient } from '../src/youtube/worker-client.server'
import { chromiumPath } from '../tests/support/browser'
import { type FakeYouTube, startFakeYouTube } from '../tests/support/fake-youtube'
import { type ForwardProxy, startForwardProxy } from '../tests/support/forward-proxy'
import { createWorker, type Worker } from './app'

setDefaultTimeout(120_000)

const SECRET = 'worker-egress-secret-0123456789'
let yt: FakeYouTube
let a: ForwardProxy
let b: ForwardProxy
const workers: Worker[] = []
const servers: ReturnType<typeof Bun.serve>[] = []

beforeAll(async () => {
	yt = await startFakeYouTube()
	a = await startForwardProxy()
	b = await startForwardProxy()
})
afterAll(async () => {
	for (const server of servers) server.stop(true)
	for (const worker of workers) await worker.close()
	await yt.stop()
	await a.stop()
	await b.stop()
})

/** A worker on loopback, through `a` then `b`, and the server's client to it recording outcomes. */
async function start(overrides: ReadonlyMap<string, string>) {
	const worker = createWorker({
		chromiumPath: chromiumPath(),
		overrides,
		poolSize: 1,
		jobTimeoutMs: 40_000,
		secret: SECRET,
		logger: createLogger('silent'),
		egresses: parseEgressList(`${a.url},${b.url}`),
	})
	workers.push(worker)
	await worker.warm()
	const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: worker.fetch })
	servers.push(server)
	const outcomes: UpstreamOutcome[] = []
	const bus = createOutcomeBus()
	bus.subscribe((o) => outcomes.push(o))
	const client = createWorkerClient({
		url: `http://127.0.0.1:${server.port}`,
		secret: SECRET,
		timeoutMs: 45_000,
		outcomes: bus,
	})
	return { client, outcomes }
}

describe('worker egress', () => {
	test('each job context goes through the next proxy; Chromium itself tunnels through it (no overrides)', async () => {
		const { client, outcomes } = await start(new Map())
		// In production mode Chromium asks the context's proxy for a tunnel to YouTube; these refuse it.
		await expect(client.watch('GJLlxj_dtq8')).rejects.toMatchObject({ code: 'upstreamError' })
		await expect(client.watch('GJLlxj_dtq8')).rejects.toMatchObject({ code: 'upstreamError' })
		expect(a.connects).toContain('www.youtube.com:443')
		expect(b.connects).toContain('www.youtube.com:443')
		expect(outcomes).toEqual([
			{ path: 'worker', egress: a.label, outcome: 'failed' },
			{ path: 'worker', egress: b.label, outcome: 'failed' },
		])
	})

	test('with UPSTREAM_OVERRIDES the overridden fetches go through the context’s proxy; a refusal rests it', async () => {
		a.seen.length = 0
		b.seen.length = 0
		a.setMode('429')
		const { client, outcomes } = await start(testWorkerConfig({ UPSTREAM_OVERRIDES: yt.overrides }).upstreamOverrides)
		await expect(client.watch('GJLlxj_dtq8')).rejects.toMatchObject({ code: 'rateLimited' })
		const served = await client.watch('GJLlxj_dtq8')
		expect((served.playerResponse.videoDetails as { videoId: string }).videoId).toBe('GJLlxj_dtq8')
		expect(b.seen.some((url) => url.startsWith(`${yt.origin}/watch?v=GJLlxj_dtq8`))).toBe(true)
		// a rests: the third job goes through b again.
		await client.watch('GJLlxj_dtq8')
		expect(a.seen.filter((url) => url.includes('/watch?'))).toHaveLength(1)
		expect(outcomes).toEqual([
			{ path: 'worker', egress: a.label, outcome: 'refused' },
			{ path: 'worker', egress: b.label, outcome: 'ok' },
			{ path: 'worker', egress: b.label, outcome: 'ok' },
		])
		a.setMode('forward')
	})
})

import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { type FakeYouTube, startFakeYouTube } from '../../../tests/support/fake-youtube'
import { type ForwardProxy, startForwardProxy } from '../../../tests/support/forward-proxy'
import { startRedis, type TestRedis } from '../../../tests/support/redis'
import { freePort } from '../../../tests/support/server'
import { loadConfig } from '../../core/config'
import { createLogger } from '../../core/logger'
import { connectRedis, type SharedRedis } from '../../state/redis.server'
import { fetchPlayerAs } from '../player.server'
import { createUpstream } from '../upstream.server'
import { createOutcomeBus, type UpstreamOutcome } from '../upstream-outcomes.server'
import { parseEgressList } from './egress'
import { memoryRestStore, redisRestStore } from './rest-store'
import { createRotation } from './rotation'

const VIDEO = 'GJLlxj_dtq8'
const MINUTE = { baseMs: 60_000, maxMs: 600_000 }
let youtube: FakeYouTube
let overrides: Map<string, string>
const proxies: ForwardProxy[] = []

beforeAll(async () => {
	youtube = await startFakeYouTube()
	overrides = loadConfig({ UPSTREAM_OVERRIDES: youtube.overrides }).upstreamOverrides
	for (let i = 0; i < 3; i++) proxies.push(await startForwardProxy())
})
afterAll(async () => {
	await youtube.stop()
	for (const proxy of proxies) await proxy.stop()
})
afterEach(() => {
	for (const proxy of proxies) {
		proxy.setMode('forward')
		proxy.seen.length = 0
	}
})

/** An upstream through `list` (OUTBOUND_PROXY as written), recording every outcome. */
function through(list: string, extra: { tries?: number; store?: ReturnType<typeof memoryRestStore> } = {}) {
	const outcomes: UpstreamOutcome[] = []
	const bus = createOutcomeBus()
	bus.subscribe((o) => outcomes.push(o))
	const rotation = createRotation({ egresses: parseEgressList(list), backoff: MINUTE, ...extra })
	const upstream = createUpstream({ overrides, rotation, outcomes: bus, timeoutMs: 3000 })
	return { upstream, rotation, outcomes }
}

describe('egress rotation', () => {
	test('a blocked proxy rests and the request is served through the next; the next request skips it', async () => {
		const [blocked, good] = proxies as [ForwardProxy, ForwardProxy]
		blocked.setMode('botCheck')
		const { upstream, outcomes } = through(`${blocked.url},${good.url}`)
		const player = await fetchPlayerAs(VIDEO, 'ANDROID', { upstream })
		expect(player.video?.videoId).toBe(VIDEO)
		expect(blocked.seen).toHaveLength(1)
		// Overrides apply first, then the proxy carries the rewritten URL (as with one proxy before).
		expect(good.seen[0]).toStartWith(`${youtube.origin}/youtubei/v1/player`)
		expect(outcomes).toEqual([
			{ path: 'ANDROID', egress: blocked.label, outcome: 'refused' },
			{ path: 'ANDROID', egress: good.label, outcome: 'ok' },
		])
		await fetchPlayerAs(VIDEO, 'ANDROID', { upstream })
		await fetchPlayerAs(VIDEO, 'ANDROID', { upstream })
		expect(blocked.seen).toHaveLength(1)
		expect(good.seen).toHaveLength(3)
	})

	test('round robin among the proxies not resting', async () => {
		const [a, b, c] = proxies as [ForwardProxy, ForwardProxy, ForwardProxy]
		const { upstream, outcomes } = through(`${a.url},${b.url},${c.url}`)
		for (let i = 0; i < 6; i++)
			expect((await upstream.request('https://www.youtube.com/watch?v=GJLlxj_dtq8')).verdict).toBe('ok')
		expect([a.seen.length, b.seen.length, c.seen.length]).toEqual([2, 2, 2])
		expect(outcomes.map((o) => o.egress)).toEqual([a.label, b.label, c.label, a.label, b.label, c.label])
		expect(new Set(outcomes.map((o) => o.path))).toEqual(new Set(['page']))
	})

	test('tries are bounded; when every proxy rests, one try through the one resting shortest', async () => {
		const [a, b, c] = proxies as [ForwardProxy, ForwardProxy, ForwardProxy]
		for (const proxy of [a, b, c]) proxy.setMode('captcha')
		const { upstream, outcomes } = through(`${a.url},${b.url},${c.url}`, { tries: 2 })
		const first = await upstream.request('https://www.youtube.com/watch?v=GJLlxj_dtq8')
		expect(first.verdict).toBe('rateLimited')
		expect([a.seen.length, b.seen.length, c.seen.length]).toEqual([1, 1, 0])
		const second = await upstream.request('https://www.youtube.com/watch?v=GJLlxj_dtq8')
		expect(second.verdict).toBe('rateLimited')
		expect([a.seen.length, b.seen.length, c.seen.length]).toEqual([1, 1, 1])
		// Now all three rest: the request still goes out, once, through the one whose rest ends first (a).
		const third = await upstream.request('https://www.youtube.com/watch?v=GJLlxj_dtq8')
		expect(third.verdict).toBe('rateLimited')
		expect([a.seen.length, b.seen.length, c.seen.length]).toEqual([2, 1, 1])
		expect(outcomes.every((o) => o.outcome === 'refused')).toBe(true)
		expect(outcomes).toHaveLength(4)
	})

	test('a proxy that is down is skipped the same way, and counted as refused (no way out through it)', async () => {
		const good = proxies[1] as ForwardProxy
		const down = `http://127.0.0.1:${await freePort()}`
		const { upstream, outcomes } = through(`${down},${good.url}`)
		const answer = await upstream.request('https://www.youtube.com/watch?v=GJLlxj_dtq8')
		expect(answer).toMatchObject({ verdict: 'ok', egress: good.label })
		await upstream.request('https://www.youtube.com/watch?v=GJLlxj_dtq8')
		expect(outcomes).toEqual([
			{ path: 'page', egress: new URL(down).host, outcome: 'refused' },
			{ path: 'page', egress: good.label, outcome: 'ok' },
			{ path: 'page', egress: good.label, outcome: 'ok' },
		])
	})

	test('the image path: a 429 moves the image on to the next proxy, counted under `image`', async () => {
		const [blocked, good] = proxies as [ForwardProxy, ForwardProxy]
		blocked.setMode('429')
		const { upstream, outcomes } = through(`${blocked.url},${good.url}`)
		const response = await upstream.raw(`https://i.ytimg.com/vi/${VIDEO}/hqdefault.jpg`)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toContain('image/jpeg')
		await response.arrayBuffer()
		expect(outcomes).toEqual([
			{ path: 'image', egress: blocked.label, outcome: 'refused' },
			{ path: 'image', egress: good.label, outcome: 'ok' },
		])
	})

	test('direct and no proxy at all: counted as `direct`, one try', async () => {
		const { upstream, outcomes } = through('')
		youtube.fail('429', { times: 1, paths: /\/watch/ })
		expect((await upstream.request('https://www.youtube.com/watch?v=GJLlxj_dtq8')).verdict).toBe('rateLimited')
		expect(outcomes).toEqual([{ path: 'page', egress: 'direct', outcome: 'refused' }])
		youtube.reset()
	})
})

describe('rests', () => {
	test('back-off doubles per strike up to the cap; a served request forgets the strikes', async () => {
		let t = 1_000_000
		const store = memoryRestStore(() => t)
		const backoff = { baseMs: 1000, maxMs: 5000 }
		expect(await store.rest('p', backoff)).toBe(1000)
		expect(await store.rest('p', backoff)).toBe(2000)
		expect(await store.rest('p', backoff)).toBe(4000)
		expect(await store.rest('p', backoff)).toBe(5000)
		expect((store.resting() as Map<string, number>).get('p')).toBe(t + 5000)
		store.served('p')
		expect((store.resting() as Map<string, number>).has('p')).toBe(false)
		t += 10
		expect(await store.rest('p', backoff)).toBe(1000)
	})

	test('a rest ends: the proxy is chosen again after its back-off', async () => {
		let t = 0
		const rotation = createRotation({
			egresses: parseEgressList('http://a:1,http://b:1'),
			backoff: { baseMs: 1000, maxMs: 1000 },
			now: () => t,
		})
		const [a] = rotation.egresses
		await rotation.blocked(a as never, 'rateLimited')
		expect((await rotation.choose(new Set()))?.label).toBe('b:1')
		expect((await rotation.choose(new Set()))?.label).toBe('b:1')
		t = 1001
		expect((await rotation.choose(new Set()))?.label).toBe('a:1')
	})
})

describe('shared rests through Redis (decision 20)', () => {
	let redis: TestRedis
	const connections: SharedRedis[] = []
	beforeAll(async () => {
		redis = await startRedis()
	})
	afterAll(async () => {
		for (const c of connections) c.close()
		await redis.stop()
	})

	test('a proxy one replica found blocked is left alone by the other', async () => {
		const [blocked, good] = proxies as [ForwardProxy, ForwardProxy]
		blocked.setMode('429')
		const list = `${blocked.url},${good.url}`
		const labels = parseEgressList(list).map((e) => e.label)
		const replica = async () => {
			const connection = await connectRedis({ url: redis.url, prefix: 'egress-test:', logger: createLogger('silent') })
			connections.push(connection)
			return through(list, { store: redisRestStore(connection, labels, { syncMs: 0 }) })
		}
		const one = await replica()
		const two = await replica()
		expect((await one.upstream.request('https://www.youtube.com/watch?v=GJLlxj_dtq8')).egress).toBe(good.label)
		expect(blocked.seen).toHaveLength(1)
		// The second replica's round robin also starts at the blocked proxy, yet never asks it.
		for (let i = 0; i < 3; i++) {
			expect((await two.upstream.request('https://www.youtube.com/watch?v=GJLlxj_dtq8')).egress).toBe(good.label)
		}
		expect(blocked.seen).toHaveLength(1)
		expect(two.outcomes.map((o) => o.egress)).toEqual([good.label, good.label, good.label])
		const ttl = Number(await (connections[0] as SharedRedis).send('PTTL', [`egress-test:egress:rest:${blocked.label}`]))
		expect(ttl).toBeGreaterThan(50_000)
		expect(ttl).toBeLessThanOrEqual(60_000)
	})
})

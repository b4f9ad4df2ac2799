/**
 * The batches' global pace: slots `spacingMs` apart for every caller together, in
 * this process and across two connections to a real redis-server (two replicas); an abort ends a wait.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startRedis, type TestRedis } from '../../tests/support/redis'
import { createLogger } from '../core/logger'
import { memoryLeases, redisLeases } from './one-at-a-time'
import { memoryPacer, type Pacer, redisPacer } from './pacer'
import { connectRedis, type SharedRedis } from './redis.server'

const logger = createLogger('silent')
let server: TestRedis
const open: SharedRedis[] = []
let prefix = 0

beforeAll(async () => {
	server = await startRedis()
})
afterAll(async () => {
	for (const r of open) r.close()
	await server.stop()
})

async function replicas(): Promise<[SharedRedis, SharedRedis]> {
	const p = `pace${++prefix}:`
	const pair = await Promise.all([1, 2].map(() => connectRedis({ url: server.url, prefix: p, logger })))
	open.push(...pair)
	return pair as [SharedRedis, SharedRedis]
}

/** When each of `count` waits (started together) ends, relative to the start, sorted. */
async function finishTimes(waits: (() => Promise<void>)[]): Promise<number[]> {
	const start = performance.now()
	const times = await Promise.all(
		waits.map(async (wait) => {
			await wait()
			return performance.now() - start
		}),
	)
	return times.sort((a, b) => a - b)
}

/**
 * The order in which waits end: a busy client asks for eight slots (its batch, or its batches, on `busy`), then a
 * newcomer for one (on `other`; the same pacer or another replica's).
 */
async function arrivals(busy: Pacer, other: Pacer): Promise<string[]> {
	const order: string[] = []
	const waits = Array.from({ length: 8 }, () => busy.wait(undefined, 'busy').then(() => order.push('busy')))
	// The newcomer asks once the busy client's first slot is reserved.
	await Bun.sleep(5)
	waits.push(other.wait(undefined, 'newcomer').then(() => order.push('newcomer')))
	await Promise.all(waits)
	return order
}

describe('pacer', () => {
	test('in one process, waits started together end at least spacingMs apart', async () => {
		const pacer = memoryPacer(120)
		const times = await finishTimes(Array.from({ length: 4 }, () => () => pacer.wait()))
		// The i-th slot is i spacings after the first; a timer may run late, never early (a few ms of clock rounding).
		for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(i * 120 - 5)
	})

	test('two replicas on one Redis share one line', async () => {
		const [one, two] = await replicas()
		const [a, b] = [redisPacer(one, 150), redisPacer(two, 150)]
		const times = await finishTimes([a, b, a, b].map((p) => () => p.wait()))
		// Four slots in one line, whichever replica asked: the i-th no sooner than i spacings after the start.
		for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(i * 150 - 5)
	})

	test('fair between clients: one client’s eight waiting videos hold a newcomer back by two slots at most', async () => {
		const order = await arrivals(memoryPacer(40), memoryPacer(40))
		// Without the rule the newcomer's slot came after all eight (9th); now after at most the busy client's slot
		// starting now and the one it holds ahead.
		expect(order.indexOf('newcomer')).toBeLessThanOrEqual(2)
	})

	test('fair between clients across two replicas on one Redis', async () => {
		const [one, two] = await replicas()
		const order = await arrivals(redisPacer(one, 60), redisPacer(two, 60))
		expect(order.indexOf('newcomer')).toBeLessThanOrEqual(2)
	})

	test('a client alone keeps the whole pace: its waits still end one spacing apart, not two', async () => {
		const pacer = memoryPacer(100)
		const times = await finishTimes(Array.from({ length: 5 }, () => () => pacer.wait(undefined, 'alone')))
		expect(times[4]).toBeGreaterThanOrEqual(4 * 100 - 5)
		// Each next slot is reserved as the one before starts: no gap but timer lateness (generous on a slow machine).
		expect((times[4] as number) - (times[0] as number)).toBeLessThan(4 * 100 + 300)
	})

	test('an abort ends a wait with the signal reason', async () => {
		const pacer = memoryPacer(10_000)
		await pacer.wait()
		const abort = new AbortController()
		const waiting = pacer.wait(abort.signal)
		abort.abort(new Error('stopped'))
		await expect(waiting).rejects.toThrow('stopped')
	})

	test('while Redis is away, the process keeps its own line', async () => {
		const [one] = await replicas()
		server.pause()
		try {
			const pacer = redisPacer(one, 300)
			// The first wait finds Redis away (after its command timeout); the next ones do not wait for it.
			await pacer.wait()
			const times = await finishTimes([() => pacer.wait(), () => pacer.wait()])
			expect(times[1]).toBeGreaterThanOrEqual(300 - 5)
		} finally {
			server.resume()
		}
	})
})

describe('one at a time', () => {
	test('in one process: a held key is refused until released', async () => {
		const leases = memoryLeases()
		const release = await leases.acquire('client-a')
		expect(release).not.toBeNull()
		expect(await leases.acquire('client-a')).toBeNull()
		expect(await leases.acquire('client-b')).not.toBeNull()
		await release?.()
		expect(await leases.acquire('client-a')).not.toBeNull()
	})

	test('across two replicas on one Redis; a lease not renewed ends by itself', async () => {
		const [one, two] = await replicas()
		const release = await redisLeases(one).acquire('client-a')
		expect(release).not.toBeNull()
		expect(await redisLeases(two).acquire('client-a')).toBeNull()
		await release?.()
		const again = await redisLeases(two).acquire('client-a')
		expect(again).not.toBeNull()
		await again?.()
		// A replica that died holding a lease: its key expires after the ttl.
		await one.send('SET', [one.key('lease', 'client-b'), 'dead-replica', 'PX', 200])
		expect(await redisLeases(two).acquire('client-b')).toBeNull()
		await Bun.sleep(300)
		expect(await redisLeases(two).acquire('client-b')).not.toBeNull()
	})
})

import { afterAll, beforeAll, expect, test } from 'bun:test'
import { startRedis, type TestRedis } from '../../tests/support/redis'
import { createLogger } from '../core/logger'
import { connectRedis, type SharedRedis } from '../state/redis.server'
import { createCooldown } from './cooldown'

let redis: TestRedis
const connections: SharedRedis[] = []
beforeAll(async () => {
	redis = await startRedis()
})
afterAll(async () => {
	for (const c of connections) c.close()
	await redis.stop()
})

const connect = async (prefix: string) => {
	const c = await connectRedis({ url: redis.url, prefix, logger: createLogger('silent') })
	connections.push(c)
	return c
}

test('in process: active from start() for `ms`, then not', async () => {
	let clock = 1_000
	const cooldown = createCooldown({ ms: 60_000, now: () => clock })
	expect(await cooldown.active()).toBe(false)
	await cooldown.start()
	clock += 59_999
	expect(await cooldown.active()).toBe(true)
	clock += 1
	expect(await cooldown.active()).toBe(false)
})

test('ms 0: never active', async () => {
	const cooldown = createCooldown({ ms: 0 })
	await cooldown.start()
	expect(await cooldown.active()).toBe(false)
})

test('with Redis: one replica’s cool-down holds for another, and ends with the key’s expiry', async () => {
	const [a, b] = [await connect('cd1:'), await connect('cd1:')]
	const one = createCooldown({ ms: 300, redis: a })
	const other = createCooldown({ ms: 300, redis: b })
	await one.start()
	expect(await other.active()).toBe(true)
	const pttl = Number(await b.send('PTTL', [b.key('ollama', 'cooldown')]))
	expect(pttl).toBeGreaterThan(0)
	expect(pttl).toBeLessThanOrEqual(300)
	await Bun.sleep(350)
	expect(await other.active()).toBe(false)
})

test('Redis away: each process keeps its own cool-down, and nothing throws', async () => {
	const [a, b] = [await connect('cd2:'), await connect('cd2:')]
	a.close()
	b.close()
	const one = createCooldown({ ms: 60_000, redis: a })
	const other = createCooldown({ ms: 60_000, redis: b })
	await one.start()
	expect(await one.active()).toBe(true)
	expect(await other.active()).toBe(false)
})

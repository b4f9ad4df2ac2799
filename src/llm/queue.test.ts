import { expect, test } from 'bun:test'
import { createQueue, QueueFullError } from './queue'

const deferred = () => {
	let resolve!: () => void
	const promise = new Promise<void>((r) => {
		resolve = r
	})
	return { promise, resolve }
}

test('at most `concurrency` run at once; the rest wait in order; beyond maxQueued: QueueFullError', async () => {
	const queue = createQueue({ concurrency: 2, maxQueued: 2 })
	const gates = [deferred(), deferred(), deferred(), deferred()]
	const order: number[] = []
	const runs = gates.map((gate, i) =>
		queue.run(async () => {
			order.push(i)
			await gate.promise
			return i
		}),
	)
	await Bun.sleep(5)
	expect(queue.stats()).toEqual({ running: 2, waiting: 2 })
	const refused = await queue.run(async () => 'never').catch((e: unknown) => e)
	expect(refused).toBeInstanceOf(QueueFullError)
	expect((refused as QueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1)
	gates[0]?.resolve()
	await runs[0]
	await Bun.sleep(1)
	expect(order).toEqual([0, 1, 2])
	expect(queue.stats()).toEqual({ running: 2, waiting: 1 })
	for (const gate of gates) gate.resolve()
	expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
	expect(queue.stats()).toEqual({ running: 0, waiting: 0 })
})

test('a waiting caller that goes away leaves the queue and its job never runs', async () => {
	const queue = createQueue({ concurrency: 1, maxQueued: 5 })
	const gate = deferred()
	const first = queue.run(() => gate.promise)
	const controller = new AbortController()
	let ran = false
	const second = queue.run(async () => {
		ran = true
	}, controller.signal)
	controller.abort(new Error('visitor left'))
	await expect(second).rejects.toThrow('visitor left')
	expect(queue.stats()).toEqual({ running: 1, waiting: 0 })
	gate.resolve()
	await first
	expect(ran).toBe(false)
})

test('a failing job frees its slot', async () => {
	const queue = createQueue({ concurrency: 1, maxQueued: 0 })
	await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
	expect(await queue.run(async () => 'next')).toBe('next')
})

import { describe, expect, test } from 'bun:test'
import { type Loading, loadOnce } from './load-once'

describe('loadOnce', () => {
	test('loads on the first ask only, and reads what it loaded at once after that', async () => {
		let calls = 0
		const seen: string[] = []
		const once = loadOnce(
			async () => {
				calls++
				return 'module'
			},
			(loaded) => seen.push(loaded),
		)
		expect(calls).toBe(0)
		expect(once.now()).toBeNull()
		const first: Loading<string> = once.load()
		expect(once.load()).toBe(first)
		expect(await first).toBe('module')
		expect(once.now()).toBe('module')
		expect(seen).toEqual(['module'])
		// As React's `use` reads it: no suspending for a module that is in.
		expect(first.status).toBe('fulfilled')
		expect(first.value).toBe('module')
		await once.load()
		expect(calls).toBe(1)
	})

	test('a load that failed is started again by the next ask', async () => {
		let calls = 0
		const once = loadOnce(async () => {
			calls++
			if (calls === 1) throw new Error('network')
			return 42
		})
		await expect(once.load()).rejects.toThrow('network')
		expect(once.now()).toBeNull()
		expect(await once.load()).toBe(42)
		expect(once.now()).toBe(42)
		expect(calls).toBe(2)
	})
})

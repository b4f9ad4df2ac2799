/**
 * The in-process lookup cache keeps a copy of each value that shares no memory with the body it was read from
 * (lookup-cache.ts, `kept`). A slice of a large string keeps that string alive in JavaScriptCore, so without the
 * copy the cache below would hold 40 bodies of 1 MB for 40 short texts.
 */
import { heapStats } from 'bun:jsc'
import { expect, test } from 'bun:test'
import { memoryCaches } from './lookup-cache'

/** The heap after a full collection; `heapSize` counts string buffers too (it includes `extraMemorySize`). */
const heap = () => {
	Bun.gc(true)
	return heapStats().heapSize
}

test('a cached value does not keep the body it was cut from alive', async () => {
	const cache = memoryCaches<{ text: string }[]>('texts', { max: 100, ttlMs: 60_000 })
	const fill = async () => {
		for (let i = 0; i < 40; i++) {
			// A body of 1 MB, its own for each key, and a cue text cut out of it, as the caption parsers do.
			const body = `<text start="0">${String(i).padStart(4, '0')}${'x'.repeat(1_000_000)}</text>`
			await cache.load(`video${i}`, async () => [{ text: body.slice(16, 40) }])
		}
	}
	const before = heap()
	await fill()
	await Bun.sleep(0)
	const grown = heap() - before
	// Kept alive, the 40 bodies: 40 MB. The cached texts and the cache's own entries: a few KB (and, at times,
	// the last body still on the stack: 1 MB).
	expect(grown).toBeLessThan(10_000_000)
	expect(await cache.load('video7', async () => [])).toEqual([{ text: `0007${'x'.repeat(20)}` }])
})

test('the value handed out is the kept copy, on the first lookup as on later ones', async () => {
	const cache = memoryCaches<{ cues: number[]; title: string | null }>('tracks', { max: 10, ttlMs: 60_000 })
	const original = { cues: [1, 2], title: null }
	const first = await cache.load('v', async () => original)
	expect(first).toEqual(original)
	expect(first).not.toBe(original)
	// Callers that key their own memo by the value's identity (the transcript service's built answers) see one object.
	expect(await cache.load('v', async () => original)).toBe(first)
})

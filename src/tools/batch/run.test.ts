import { beforeAll, describe, expect, test } from 'bun:test'
import de from '../../../i18n/de/errors'
import { loadAllLocales } from '../../../i18n/i18n-util.sync'
import { AppError } from '../../core/errors'
import { memoryPacer } from '../../state/pacer'
import { YouTubeError } from '../../youtube/errors'
import { type BatchEvent, type ListedVideo, type Listing, type RunOptions, runBatch } from './run.server'

const videos: ListedVideo[] = Array.from({ length: 7 }, (_, i) => ({
	index: i + 1,
	videoId: `video${String(i).padStart(6, '0')}`,
	title: `Video ${i + 1}`,
}))
const listing: Listing = { title: 'A list', videos, capped: false, cut: null }

function options(over: Partial<RunOptions<string>> = {}): RunOptions<string> {
	return {
		list: async () => listing,
		work: async (video) => `file of ${video.videoId}`,
		pacer: memoryPacer(0),
		concurrency: 2,
		locale: 'en',
		signal: new AbortController().signal,
		...over,
	}
}

async function collect(run: AsyncGenerator<BatchEvent<string>>): Promise<BatchEvent<string>[]> {
	const events: BatchEvent<string>[] = []
	for await (const event of run) events.push(event)
	return events
}

// The server loads every dictionary at start (src/server/wiring.ts); so does this file.
beforeAll(() => loadAllLocales())

describe('runBatch', () => {
	test('the list first, then every video once, then the totals; a failing video is its own localized reason', async () => {
		const events = await collect(
			runBatch(
				options({
					locale: 'de',
					work: async (video) => {
						if (video.index === 3) throw new YouTubeError('videoPrivate', video.videoId)
						if (video.index === 5) throw new AppError(422, 'noCaptions')
						return `file of ${video.videoId}`
					},
				}),
			),
		)
		expect(events[0]).toEqual({ type: 'list', title: 'A list', total: 7, capped: false, cut: null, videos })
		const outcomes = events.filter((e) => e.type === 'video')
		expect(outcomes.map((e) => e.index).sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
		const third = outcomes.find((e) => e.index === 3)
		expect(third).toMatchObject({ state: 'failed', error: { code: 'videoPrivate', message: de.videoPrivate } })
		expect(outcomes.find((e) => e.index === 5)).toMatchObject({ state: 'failed', error: { code: 'noCaptions' } })
		expect(outcomes.find((e) => e.index === 1)).toMatchObject({ state: 'done', item: 'file of video000000' })
		expect(events.at(-1)).toEqual({ type: 'end', done: 5, failed: 2, cancelled: false })
	})

	test('never more than `concurrency` videos at once, and each only at its slot of the pace', async () => {
		let running = 0
		let most = 0
		const started: number[] = []
		const t0 = performance.now()
		await collect(
			runBatch(
				options({
					concurrency: 3,
					pacer: memoryPacer(40),
					work: async (video) => {
						started.push(performance.now() - t0)
						most = Math.max(most, ++running)
						await Bun.sleep(150)
						running--
						return video.videoId
					},
				}),
			),
		)
		expect(most).toBe(3)
		started.sort((a, b) => a - b)
		// Seven videos through one line: the i-th starts no sooner than i spacings after the first.
		for (let i = 1; i < started.length; i++) expect(started[i]).toBeGreaterThanOrEqual(i * 40 - 5)
	})

	test('cancelling stops at once: no video starts after it, and the totals say cancelled', async () => {
		const abort = new AbortController()
		const worked: string[] = []
		const events: BatchEvent<string>[] = []
		for await (const event of runBatch(
			options({
				signal: abort.signal,
				concurrency: 1,
				work: async (video, signal) => {
					worked.push(video.videoId)
					await Bun.sleep(20)
					signal.throwIfAborted()
					return video.videoId
				},
			}),
		)) {
			events.push(event)
			if (event.type === 'video' && event.index === 2) abort.abort()
		}
		expect(worked.length).toBeLessThanOrEqual(3)
		expect(events.at(-1)).toMatchObject({ type: 'end', done: 2, cancelled: true })
	})

	test('a list YouTube does not give ends the batch with its error and status, before any video', async () => {
		let worked = 0
		const events = await collect(
			runBatch(
				options({
					locale: 'de',
					list: async () => {
						throw new YouTubeError('channelNotFound', 'UCxxx')
					},
					work: async () => {
						worked++
						return ''
					},
				}),
			),
		)
		expect(events).toEqual([
			{ type: 'error', status: 404, error: { code: 'channelNotFound', message: de.channelNotFound } },
		])
		expect(worked).toBe(0)
	})
})

/**
 * Several video links pasted at once, run as a batch like a playlist: which pastes are batches, the
 * progress stream (`urls`), the ZIP (repeated `url`), and the refusals before any video, in the asker's language.
 */
import { describe, expect, test } from 'bun:test'
import { strFromU8, unzipSync } from 'fflate'
import Papa from 'papaparse'
import { DICT } from '../../../tests/support/dictionaries'
import { postJson, withFakeYouTube } from '../../../tests/support/with-fake-youtube'
import type { BatchStreamEvent } from './events'
import { isPastedBatch, pastedLinks, pastedVideos } from './pasted-links'

const env = withFakeYouTube({ BATCH_SPACING_MS: '0', BATCH_CONCURRENCY: '2', RATE_LIMIT_BATCHES_PER_HOUR: '1000' })

let client = 0
const as = () => ({ 'x-test-client': `10.8.0.${++client}` })
const lines = async (res: Response) =>
	(await res.text())
		.trim()
		.split('\n')
		.map((line) => JSON.parse(line) as BatchStreamEvent)
const fill = (template: string, params: Record<string, string | number>) =>
	template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]))

describe('which pastes are a batch', () => {
	test('two or more different videos, one per line, or separated by spaces or commas', () => {
		expect(isPastedBatch('https://youtu.be/GJLlxj_dtq8\nhttps://www.youtube.com/watch?v=eF8Qqp7rjDg')).toBe(true)
		expect(isPastedBatch('https://youtu.be/GJLlxj_dtq8, https://youtu.be/eF8Qqp7rjDg')).toBe(true)
		expect(isPastedBatch('GJLlxj_dtq8\neF8Qqp7rjDg,\n')).toBe(true)
		expect(isPastedBatch('watch these: https://youtu.be/GJLlxj_dtq8 and (https://youtu.be/eF8Qqp7rjDg)!')).toBe(true)
	})

	test('one video, however often pasted, a playlist, or words that only look like ids, are not', () => {
		expect(isPastedBatch('https://youtu.be/GJLlxj_dtq8')).toBe(false)
		expect(isPastedBatch('https://youtu.be/GJLlxj_dtq8\nhttps://www.youtube.com/watch?v=GJLlxj_dtq8&t=3')).toBe(false)
		expect(isPastedBatch('https://www.youtube.com/playlist?list=PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU')).toBe(false)
		// "programming" and "subscribers" have 11 letters: in a sentence they are words, not ids.
		expect(isPastedBatch('programming subscribers https://youtu.be/GJLlxj_dtq8')).toBe(false)
		expect(isPastedBatch('programming\nsubscribers')).toBe(true)
		expect(isPastedBatch('programming subscribers')).toBe(false)
	})

	test('the links as written; their videos in order, each once; the first link that names no video', () => {
		expect(pastedLinks('look: https://youtu.be/GJLlxj_dtq8 and example.com/x')).toEqual([
			'https://youtu.be/GJLlxj_dtq8',
			'example.com/x',
		])
		expect(pastedVideos(['https://youtu.be/eF8Qqp7rjDg', 'GJLlxj_dtq8', 'https://youtu.be/eF8Qqp7rjDg?t=4'])).toEqual({
			videoIds: ['eF8Qqp7rjDg', 'GJLlxj_dtq8'],
			refused: null,
		})
		expect(pastedVideos(['GJLlxj_dtq8', 'https://example.com/watch?v=eF8Qqp7rjDg']).refused).toBe(
			'https://example.com/watch?v=eF8Qqp7rjDg',
		)
	})
})

describe('POST …/batch with urls', () => {
	test('the pasted videos, in order and each once, go through the batch like a playlist; titles come with results', async () => {
		const urls = [
			'https://www.youtube.com/watch?v=eF8Qqp7rjDg',
			'https://youtu.be/GJLlxj_dtq8?t=3',
			'https://youtu.be/eF8Qqp7rjDg',
			'dsMFmonKDD4',
		]
		const res = await postJson(env, '/api/tools/transcript/batch', { urls }, { ...as(), 'accept-language': 'de' })
		expect(res.status).toBe(200)
		const events = await lines(res)
		const list = events[0]
		if (list?.type !== 'list') throw new Error('the list comes first')
		expect(list.title).toBe(fill(DICT.de.batch.pastedTitle.replace('{{Video|Videos}}', 'Videos'), { count: 3 }))
		expect(list.videos).toEqual([
			{ index: 1, videoId: 'eF8Qqp7rjDg', title: '' },
			{ index: 2, videoId: 'GJLlxj_dtq8', title: '' },
			{ index: 3, videoId: 'dsMFmonKDD4', title: '' },
		])
		const videos = events.filter((e) => e.type === 'video')
		const byId = Object.fromEntries(videos.map((v) => [v.videoId, v]))
		expect(byId.eF8Qqp7rjDg).toMatchObject({
			state: 'done',
			title: 'Halloween Infrastructure Update - 27th October 2023',
			item: { name: '001 Halloween Infrastructure Update - 27th October 2023 [eF8Qqp7rjDg].en' },
		})
		// Videos whose transcript cannot be had fail with their own reasons, in German; the batch goes on.
		expect(byId.GJLlxj_dtq8).toMatchObject({
			state: 'failed',
			error: { code: 'tokenRequired', message: DICT.de.errors.tokenRequired },
		})
		expect(byId.dsMFmonKDD4).toMatchObject({ state: 'failed', error: { code: 'noCaptions' } })
		expect(events.at(-1)).toEqual({ type: 'end', done: 1, failed: 2, cancelled: false })
	})

	test(`more different videos than BATCH_MAX_VIDEOS: a 400 batchTooManyLinks in the asker's language, before any video`, async () => {
		const ids = Array.from({ length: 201 }, (_, i) => `video${String(i).padStart(6, '0')}`)
		env.youtube.reset()
		const res = await postJson(
			env,
			'/api/tools/thumbnails/batch',
			{ urls: ids.map((id) => `https://youtu.be/${id}`) },
			{ ...as(), 'accept-language': 'tr' },
		)
		expect(res.status).toBe(400)
		const { error } = await res.json()
		expect(error.code).toBe('batchTooManyLinks')
		expect(error.message).toBe(fill(DICT.tr.errors.batchTooManyLinks, { count: 201, max: 200 }))
		expect(env.youtube.requests).toHaveLength(0)
	})

	test('a link that names no video: a 400 batchLinkInvalid naming it; list_url and urls together: a 400', async () => {
		const bad = 'https://example.com/watch?v=eF8Qqp7rjDg'
		const res = await postJson(
			env,
			'/api/tools/thumbnails/batch',
			{ urls: ['https://youtu.be/GJLlxj_dtq8', bad] },
			{ ...as(), 'accept-language': 'es' },
		)
		expect(res.status).toBe(400)
		const { error } = await res.json()
		expect(error).toMatchObject({ code: 'batchLinkInvalid', params: { link: bad } })
		expect(error.message).toBe(fill(DICT.es.errors.batchLinkInvalid, { link: bad }))
		const both = await postJson(
			env,
			'/api/tools/thumbnails/batch',
			{ urls: ['https://youtu.be/GJLlxj_dtq8'], list_url: 'https://www.youtube.com/playlist?list=PLx' },
			as(),
		)
		expect(both.status).toBe(400)
		expect((await both.json()).error.code).toBe('validation')
		const neither = await postJson(env, '/api/tools/thumbnails/batch', {}, as())
		expect(neither.status).toBe(400)
	})
})

describe('GET …/batch.zip with repeated url', () => {
	test('a ZIP of the pasted videos, named after them, each file by the one naming rule', async () => {
		const query = new URLSearchParams([
			['url', 'https://youtu.be/GJLlxj_dtq8'],
			['url', 'https://www.youtube.com/watch?v=eF8Qqp7rjDg'],
		])
		const res = await env.app.app.request(`/api/tools/thumbnails/batch.zip?${query}`, { headers: as() })
		expect(res.status).toBe(200)
		expect(res.headers.get('content-disposition')).toContain('filename="2 pasted videos.zip"')
		const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
		expect(Object.keys(files).filter((name) => name.endsWith('.jpg'))).toEqual(
			expect.arrayContaining([
				'001 Surface Go Review - It’s Awesome [GJLlxj_dtq8].maxresdefault.jpg',
				expect.stringMatching(/^002 Halloween Infrastructure Update - 27th October 2023 \[eF8Qqp7rjDg\]\.\w+\.jpg$/),
			]),
		)
		expect(strFromU8(files['README.txt'] as Uint8Array)).toContain('https://youtu.be/GJLlxj_dtq8')
		const csv = strFromU8(files['index.csv'] as Uint8Array).replace(/^\uFEFF/, '')
		const index = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data
		expect(index.map((row) => [row.id, row.title, row.status])).toEqual([
			['GJLlxj_dtq8', 'Surface Go Review - It’s Awesome', 'ok'],
			['eF8Qqp7rjDg', 'Halloween Infrastructure Update - 27th October 2023', 'ok'],
		])
	})

	test('HEAD answers what the ZIP is without running a batch: no lease, no budget, nothing asked of YouTube', async () => {
		env.youtube.reset()
		const who = as()
		const head = (query: string) =>
			env.app.app.request(`/api/tools/thumbnails/batch.zip?${query}`, { method: 'HEAD', headers: who })
		const list = new URLSearchParams({
			list_url: 'https://www.youtube.com/playlist?list=PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU',
		})
		for (let i = 0; i < 3; i++) {
			const res = await head(`${list}`)
			expect(res.status).toBe(200)
			expect(res.headers.get('content-type')).toBe('application/zip')
			expect(await res.text()).toBe('')
		}
		expect(env.youtube.requests).toHaveLength(0)
		expect((await head('list_url=https%3A%2F%2Fexample.com%2Fx')).status).toBe(400)
		expect((await head('url=GJLlxj_dtq8&url=https%3A%2F%2Fexample.com%2Fx')).status).toBe(400)
		// The client's lease was never taken: a batch starts at once.
		const res = await postJson(env, '/api/tools/thumbnails/batch', { urls: ['GJLlxj_dtq8', 'eF8Qqp7rjDg'] }, who)
		expect(res.status).toBe(200)
		await res.text()
	})
})

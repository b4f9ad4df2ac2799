/**
 * Whole playlists and channels through the real app and the fake YouTube: the
 * progress stream, the streamed ZIP with index.csv, the per-client limits, cancelling, and each
 * list failure as its own localized error with its status.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { strFromU8, unzipSync } from 'fflate'
import Papa from 'papaparse'
import { DICT } from '../../../tests/support/dictionaries'
import { until } from '../../../tests/support/until'
import { postJson, withFakeYouTube } from '../../../tests/support/with-fake-youtube'
import type { BatchStreamEvent } from './events'

const env = withFakeYouTube({ BATCH_SPACING_MS: '0', BATCH_CONCURRENCY: '4', RATE_LIMIT_BATCHES_PER_HOUR: '1000' })

const PYTHON = 'https://www.youtube.com/playlist?list=PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU'
const TOP150 = 'https://www.youtube.com/watch?v=u2ah9tWTkmk&list=PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'

/** Each test is another client (the per-client lease and budget are not what most tests look at). */
let client = 0
const as = () => ({ 'x-test-client': `10.9.0.${++client}` })

async function lines(res: Response): Promise<BatchStreamEvent[]> {
	return (await res.text())
		.trim()
		.split('\n')
		.map((line) => JSON.parse(line) as BatchStreamEvent)
}

describe('POST /api/tools/thumbnails/batch', () => {
	test('a playlist: the list first (every page of it), then each video with its best size, then the totals', async () => {
		const res = await postJson(env, '/api/tools/thumbnails/batch', { list_url: PYTHON }, as())
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8')
		const events = await lines(res)
		const list = events[0]
		if (list?.type !== 'list') throw new Error('the list comes first')
		expect(list.title).toBe('Python Tutorials')
		expect(list.total).toBe(154)
		expect(list.videos[0]).toEqual({
			index: 1,
			videoId: 'YYXdXT2l-Gg',
			title: 'Python Tutorial for Beginners 1: Install and Setup for Mac and Windows',
		})
		expect(list.videos.at(-1)?.videoId).toBe('fM4O9bModsE')
		const videos = events.filter((e) => e.type === 'video')
		expect(videos).toHaveLength(154)
		expect(new Set(videos.map((v) => v.index)).size).toBe(154)
		const first = videos.find((v) => v.index === 1)
		expect(first?.item).toMatchObject({
			kind: 'thumbnail',
			name: '001 Python Tutorial for Beginners 1_ Install and Setup for Mac and Windows [YYXdXT2l-Gg].sddefault.jpg',
		})
		expect(first?.item?.kind === 'thumbnail' && first.item.url).toStartWith('/api/image?')
		expect(events.at(-1)).toEqual({ type: 'end', done: 154, failed: 0, cancelled: false })
		// Each video went through the single tool: its sizes were probed on the image host.
		expect(env.youtube.requests.filter((r) => r.route === 'thumbnail').length).toBeGreaterThanOrEqual(154)
	})

	test('a watch link inside a playlist names the playlist here; the list is read through its continuation', async () => {
		const events = await lines(await postJson(env, '/api/tools/thumbnails/batch', { list_url: TOP150 }, as()))
		expect(events[0]).toMatchObject({ type: 'list', total: 150, capped: false })
		expect(events.at(-1)).toMatchObject({ type: 'end', done: 150 })
	})

	test.each([
		['not a list', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 400, 'invalidListUrl'],
		['not YouTube', 'https://example.com/playlist?list=PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU', 400, 'invalidListUrl'],
		['Watch later', 'https://www.youtube.com/playlist?list=WL', 403, 'playlistPrivate'],
		[
			'a missing playlist',
			'https://www.youtube.com/playlist?list=PL11111111111111111111111111111111',
			404,
			'playlistNotFound',
		],
	])('%s: %p is a %p %s, in the asker’s language, before any video', async (_name, url, status, code) => {
		const res = await postJson(
			env,
			'/api/tools/thumbnails/batch',
			{ list_url: url },
			{ ...as(), 'accept-language': 'nl' },
		)
		expect(res.status).toBe(status)
		const body = await res.json()
		expect(body.error.code).toBe(code)
		expect(body.error.message).toBe(DICT.nl.errors[code as keyof typeof DICT.nl.errors])
		expect(env.youtube.requests.some((r) => r.route === 'thumbnail')).toBe(false)
	})

	test('one batch at a time per client: a second one while the first runs is a 409; after it, fine', async () => {
		const who = as()
		const abort = new AbortController()
		const first = await env.app.app.request('/api/tools/thumbnails/batch', {
			method: 'POST',
			headers: { 'content-type': 'application/json', ...who },
			body: JSON.stringify({ list_url: PYTHON }),
			signal: abort.signal,
		})
		expect(first.status).toBe(200)
		const second = await postJson(env, '/api/tools/thumbnails/batch', { list_url: PYTHON }, who)
		expect(second.status).toBe(409)
		expect((await second.json()).error.code).toBe('batchRunning')
		// Another client is not held up.
		expect((await postJson(env, '/api/tools/transcript/batch', { list_url: PYTHON }, as())).status).toBe(200)
		await first.text()
		expect((await postJson(env, '/api/tools/thumbnails/batch', { list_url: TOP150 }, who)).status).toBe(200)
	})

	test('stopping (the request cancelled) stops the batch: no video is asked for after it', async () => {
		env.youtube.fail('slow', { paths: /\/vi(_webp)?\//, delayMs: 200 })
		const who = as()
		const res = await postJson(env, '/api/tools/thumbnails/batch', { list_url: PYTHON }, who)
		const reader = (res.body as ReadableStream<Uint8Array>).getReader()
		await reader.read()
		await reader.cancel()
		await Bun.sleep(500)
		const asked = env.youtube.requests.filter((r) => r.route === 'thumbnail').length
		await Bun.sleep(1000)
		expect(env.youtube.requests.filter((r) => r.route === 'thumbnail').length).toBe(asked)
		expect(asked).toBeLessThan(154 * 2)
		// The lease went with it.
		env.youtube.reset()
		expect((await postJson(env, '/api/tools/thumbnails/batch', { list_url: TOP150 }, who)).status).toBe(200)
	})
})

describe('GET /api/tools/transcript/batch.zip', () => {
	// The playlist's first two videos answer as two recorded videos; the rest are not recorded.
	const recorded = withFakeYouTube(
		{ BATCH_SPACING_MS: '0', BATCH_CONCURRENCY: '4' },
		{
			playerAliases: { 'YYXdXT2l-Gg': 'eF8Qqp7rjDg', k9TUPpGqYTo: 'GJLlxj_dtq8', 'khKv-8q7YmY': 'KI7fMGRg0Wk' },
			// KI7fMGRg0Wk's player answer is recorded, its captions are not: a recorded srv1 body stands in.
			captions: [
				{
					videoId: 'KI7fMGRg0Wk',
					lang: 'de',
					kind: 'asr',
					fmt: 'srv1',
					file: 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml',
				},
			],
		},
	)

	test('a streamed ZIP named after the list: one file per video, and index.csv with each one’s status', async () => {
		const query = new URLSearchParams({ list_url: PYTHON, format: 'srt' })
		const res = await recorded.app.app.request(`/api/tools/transcript/batch.zip?${query}`, {
			headers: { ...as(), 'accept-language': 'de' },
		})
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toBe('application/zip')
		expect(res.headers.get('content-disposition')).toContain('filename="Python Tutorials.zip"')
		const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
		const csv = strFromU8(files['index.csv'] as Uint8Array).replace(/^\uFEFF/, '')
		const index = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data
		expect(index).toHaveLength(154)
		expect(index.map((row) => Number(row.position))).toEqual(Array.from({ length: 154 }, (_, i) => i + 1))
		const [first, second, third] = index
		expect(first).toMatchObject({ id: 'YYXdXT2l-Gg', status: 'ok', language: 'en' })
		// The second answers as a recording whose captions want a PO token: its own reason, the batch goes on.
		expect(second).toMatchObject({ id: 'k9TUPpGqYTo', status: DICT.de.errors.tokenRequired, file: '' })
		// A file per finished video, in the chosen format, under the name index.csv gives.
		const srt = strFromU8(files[first?.file ?? ''] as Uint8Array)
		expect(first?.file).toEndWith('[YYXdXT2l-Gg].en.srt')
		expect(srt).toMatch(/^1\n\d\d:\d\d:\d\d,\d{3} --> /)
		expect(third).toMatchObject({ id: 'khKv-8q7YmY', status: 'ok', language: 'de' })
		// An unrecorded video is listed with its reason, in the asker's language.
		const fourth = index[3]
		expect(fourth?.status).toBe(DICT.de.errors.videoUnavailable)
		expect(fourth?.file).toBe('')
		expect(Object.keys(files).filter((name) => name.endsWith('.srt'))).toHaveLength(2)
	})

	test('in Markdown, a video with chapters keeps its chapter headings', async () => {
		const query = new URLSearchParams({ list_url: PYTHON, format: 'md' })
		const res = await recorded.app.app.request(`/api/tools/transcript/batch.zip?${query}`, { headers: as() })
		const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
		const name = Object.keys(files).find((n) => n.includes('[khKv-8q7YmY]'))
		expect(name).toEndWith('.md')
		const markdown = strFromU8(files[name ?? ''] as Uint8Array)
		// KI7fMGRg0Wk's chapters, from its recorded `next` answer.
		expect(markdown).toContain('## Guten Abend')
		expect(markdown).toContain('## Laut WHO überwiegen beim AstraZeneca-Impfstoff die Vorteile')
	})

	test('a list YouTube does not have answers its error, not an empty ZIP', async () => {
		const query = new URLSearchParams({
			list_url: 'https://www.youtube.com/playlist?list=PL11111111111111111111111111111111',
		})
		const res = await env.app.app.request(`/api/tools/thumbnails/batch.zip?${query}`, { headers: as() })
		expect(res.status).toBe(404)
		expect((await res.json()).error.code).toBe('playlistNotFound')
	})

	test('thumbnails: each video’s best size as JPEG bytes, in list order', async () => {
		const query = new URLSearchParams({ list_url: TOP150 })
		const res = await recorded.app.app.request(`/api/tools/thumbnails/batch.zip?${query}`, { headers: as() })
		const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
		const jpegs = Object.keys(files).filter((name) => name.endsWith('.jpg'))
		expect(jpegs).toHaveLength(150)
		expect(jpegs.sort()[0]).toStartWith('001 ')
		const bytes = files[jpegs[0] as string] as Uint8Array
		expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
	})
})

describe('limits', () => {
	const limited = withFakeYouTube({ BATCH_SPACING_MS: '0', RATE_LIMIT_BATCHES_PER_HOUR: '2' })
	test('a batch is one unit of its own hourly budget, whichever door; the third is a 429', async () => {
		const who = { 'x-test-client': '10.9.1.1' }
		const zip = await limited.app.app.request(
			`/api/tools/thumbnails/batch.zip?${new URLSearchParams({ list_url: TOP150 })}`,
			{ headers: who },
		)
		await zip.arrayBuffer()
		const post = await postJson(limited, '/api/tools/thumbnails/batch', { list_url: TOP150 }, who)
		await post.text()
		const third = await postJson(limited, '/api/tools/thumbnails/batch', { list_url: TOP150 }, who)
		expect(third.status).toBe(429)
		expect(third.headers.get('retry-after')).not.toBeNull()
	})
})

describe('the admin figures', () => {
	const TOKEN = 'batch-admin-token-0123456789abcdef'
	const counted = withFakeYouTube({
		BATCH_SPACING_MS: '0',
		BATCH_CONCURRENCY: '4',
		ADMIN_PASSWORD: 'batch-admin-password',
		ADMIN_TOKEN: TOKEN,
	})
	test('a batch counts once under its own name, and its videos under their tool', async () => {
		await (await postJson(counted, '/api/tools/thumbnails/batch', { list_url: TOP150 })).text()
		await counted.app.usage.flush()
		const res = await counted.app.app.request('/api/admin/stats', { headers: { authorization: `Bearer ${TOKEN}` } })
		expect(res.status).toBe(200)
		const { stats } = (await res.json()) as { stats: { toolUsage: { tool: string; outcome: string; calls: number }[] } }
		expect(stats.toolUsage).toContainEqual({ tool: 'thumbnails-batch', outcome: 'ok', calls: 1 })
		expect(stats.toolUsage).toContainEqual({ tool: 'thumbnails', outcome: 'ok', calls: 150 })
	})
})

describe('streams that finish or fail visibly', () => {
	// Over real HTTP: Bun.serve closes a connection idle for its idleTimeout (30 s in serve.ts; 6 s here, the least
	// its 4-second timer ticks keep apart from "at once"), and a client takes a ZIP cut there for a finished
	// download. The first two videos answer only after 14 s, then fail.
	const slow = withFakeYouTube({
		BATCH_SPACING_MS: '0',
		BATCH_CONCURRENCY: '2',
		BATCH_KEEPALIVE_MS: '500',
		UPSTREAM_TIMEOUT_MS: '20000',
		RATE_LIMIT_BATCHES_PER_HOUR: '1000',
	})
	let server: ReturnType<typeof Bun.serve>
	beforeAll(() => {
		server = Bun.serve({ port: 0, hostname: '127.0.0.1', idleTimeout: 6, fetch: (req) => slow.app.app.fetch(req) })
	})
	afterAll(() => server.stop(true))

	test('a ZIP and a progress stream whose first videos fail slowly come whole, and say which failed', async () => {
		slow.youtube.fail('500', { paths: /\/vi(_webp)?\/(u2ah9tWTkmk|JgDNFQ2RaLQ)\//, delayMs: 14_000 })
		const query = new URLSearchParams({ list_url: TOP150 })
		const [zip, progress] = await Promise.all([
			fetch(`${server.url}api/tools/thumbnails/batch.zip?${query}`, { headers: { ...as(), 'accept-language': 'de' } }),
			fetch(`${server.url}api/tools/thumbnails/batch`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', ...as() },
				body: JSON.stringify({ list_url: TOP150 }),
			}),
		])
		const [bytes, text] = await Promise.all([zip.arrayBuffer(), progress.text()])

		expect(zip.status).toBe(200)
		const files = unzipSync(new Uint8Array(bytes))
		// The file the keep-alives go into until the first video's file.
		expect(Object.keys(files)[0]).toBe('README.txt')
		expect(strFromU8(files['README.txt'] as Uint8Array)).toContain(TOP150)
		const errors = strFromU8(files['errors.txt'] as Uint8Array)
			.trim()
			.split('\r\n')
		expect(errors).toHaveLength(2)
		expect(errors[0]).toStartWith('001 ')
		expect(errors[0]).toContain('[u2ah9tWTkmk]: ')
		expect(errors[1]).toContain('[JgDNFQ2RaLQ]: ')
		expect(Object.keys(files).filter((name) => name.endsWith('.jpg'))).toHaveLength(148)

		// The progress stream's keep-alives are blank lines; it ends with the totals.
		expect(text).toContain('\n\n')
		const events = text
			.split('\n')
			.filter(Boolean)
			.map((line) => JSON.parse(line) as BatchStreamEvent)
		expect(events.at(-1)).toEqual({ type: 'end', done: 148, failed: 2, cancelled: false })
	}, 60_000)
})

describe('a list cut short', () => {
	// TOP150 is three listing requests: the playlist's header, then two pages of videos. The third fails.
	const cutEnv = withFakeYouTube({ BATCH_SPACING_MS: '0', BATCH_CONCURRENCY: '4', RATE_LIMIT_BATCHES_PER_HOUR: '1000' })
	const cutThird = () => cutEnv.youtube.fail('500', { paths: /\/youtubei\/v1\/browse/, skip: 2 })

	test('keeps the videos listed before the failed page, and the list event says it was cut and why', async () => {
		cutThird()
		const res = await postJson(
			cutEnv,
			'/api/tools/thumbnails/batch',
			{ list_url: TOP150 },
			{ ...as(), 'accept-language': 'es' },
		)
		expect(res.status).toBe(200)
		const events = await lines(res)
		const list = events[0]
		if (list?.type !== 'list') throw new Error('the list comes first')
		expect(list.total).toBe(100)
		expect(list.cut?.message).toBe(DICT.es.errors[list.cut?.code as keyof typeof DICT.es.errors])
		expect(events.at(-1)).toMatchObject({ type: 'end', done: 100 })
	})

	test('the ZIP’s errors.txt says so first, in the asker’s language', async () => {
		cutThird()
		const query = new URLSearchParams({ list_url: TOP150 })
		const res = await cutEnv.app.app.request(`/api/tools/thumbnails/batch.zip?${query}`, {
			headers: { ...as(), 'accept-language': 'tr' },
		})
		const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
		const errors = strFromU8(files['errors.txt'] as Uint8Array)
		expect(errors).toStartWith(DICT.tr.batch.listCut.replace('{count}', '100'))
		expect(Object.keys(files).filter((name) => name.endsWith('.jpg'))).toHaveLength(100)
	})
})

describe('failed lookups and the hourly budget', () => {
	const budget = withFakeYouTube({ BATCH_SPACING_MS: '0', RATE_LIMIT_BATCHES_PER_HOUR: '2' })
	test('a list that cannot be read does not count as one of the hour’s batches; a batch while one runs neither', async () => {
		const who = { 'x-test-client': '10.9.2.1' }
		const missing = 'https://www.youtube.com/playlist?list=PL11111111111111111111111111111111'
		for (let i = 0; i < 3; i++)
			expect((await postJson(budget, '/api/tools/thumbnails/batch', { list_url: missing }, who)).status).toBe(404)
		const abort = new AbortController()
		const running = await budget.app.app.request('/api/tools/thumbnails/batch', {
			method: 'POST',
			headers: { 'content-type': 'application/json', ...who },
			body: JSON.stringify({ list_url: TOP150 }),
			signal: abort.signal,
		})
		expect(running.status).toBe(200)
		expect((await postJson(budget, '/api/tools/thumbnails/batch', { list_url: TOP150 }, who)).status).toBe(409)
		await running.text()
		// The second real batch of the hour.
		const second = await postJson(budget, '/api/tools/thumbnails/batch', { list_url: TOP150 }, who)
		expect(second.status).toBe(200)
		await second.text()
		expect((await postJson(budget, '/api/tools/thumbnails/batch', { list_url: TOP150 }, who)).status).toBe(429)
	})
})

describe('a visitor who leaves', () => {
	const logged = withFakeYouTube({ LOG_LEVEL: 'info', BATCH_SPACING_MS: '0', RATE_LIMIT_BATCHES_PER_HOUR: '1000' })
	test('is an info line saying so, never an error line', async () => {
		logged.youtube.fail('slow', { paths: /\/vi(_webp)?\//, delayMs: 200 })
		for (const path of ['/api/tools/thumbnails/batch', '/api/tools/thumbnails/batch.zip']) {
			const res = path.endsWith('.zip')
				? await logged.app.app.request(`${path}?${new URLSearchParams({ list_url: TOP150 })}`, { headers: as() })
				: await postJson(logged, path, { list_url: TOP150 }, as())
			const reader = (res.body as ReadableStream<Uint8Array>).getReader()
			await reader.read()
			await reader.cancel()
		}
		const left = () => logged.app.logLines.filter((line) => line.includes('batch left by its visitor'))
		await until(() => left().length === 2, 'two batches left', 5000)
		await Bun.sleep(1500)
		expect(left().every((line) => JSON.parse(line).level === 'info')).toBe(true)
		expect(logged.app.logLines.filter((line) => JSON.parse(line).level === 'error')).toEqual([])
	})
})

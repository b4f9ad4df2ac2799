import { describe, expect, spyOn, test } from 'bun:test'
import SrtParser from 'srt-parser-2'
import { postJson, withFakeYouTube } from '../../../tests/support/with-fake-youtube'
import { parseCaptions } from '../../youtube/captions/detect'
import { fixtureText } from '../../youtube/parse/test-fixtures'
import { FORMAT_FILES, formatTranscript } from './format'
import { toBody } from './page'
import type { TranscriptResult } from './schema'

/** The one recorded srv1 body (eF8Qqp7rjDg, English, auto-generated; EXPECTED.json facts). */
const SRV1 = 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'

// Real recorded bodies served for tracks whose own body was not recorded: the German track
// of GJLlxj_dtq8 and YouTube's German translation of eF8Qqp7rjDg (what matters there is the
// request the server makes: the right track, `tlang=de`).
const env = withFakeYouTube(
	{},
	{
		captions: [
			{ videoId: 'eF8Qqp7rjDg', lang: 'en', kind: 'asr', fmt: 'srv1', tlang: 'de', file: SRV1 },
			{ videoId: 'GJLlxj_dtq8', lang: 'de', fmt: 'srv1', file: SRV1 },
		],
	},
)

const post = (body: unknown, headers: Record<string, string> = {}) =>
	postJson(env, '/api/tools/transcript', body, headers)
const timedtext = () => env.youtube.requests.filter((r) => r.route === 'timedtext')
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error

/** A gzip answer's body, as text. */
const unzip = async (res: Response) => new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())))

describe('POST /api/tools/transcript', () => {
	test('the video’s own track: title, text, cues, the track list', async () => {
		const res = await post({ video_url: 'https://youtu.be/eF8Qqp7rjDg?t=3' })
		expect(res.status).toBe(200)
		const body = (await res.json()) as TranscriptResult
		const cues = parseCaptions(fixtureText(SRV1))
		expect(body).toMatchObject({
			title: 'Halloween Infrastructure Update - 27th October 2023',
			videoId: 'eF8Qqp7rjDg',
			language: 'en',
			isGenerated: true,
			isTranslated: false,
			trackId: 'a.en',
			tracks: [{ code: 'en', name: 'English (auto-generated)', kind: 'generated', id: 'a.en' }],
		})
		expect(body.cues).toHaveLength(133)
		expect(body.cues[0]).toEqual({ start: 0.56, duration: 5.799, text: 'citizens of the world welcome to this' })
		expect(body.cues.at(-1)).toEqual({ start: 400.24, duration: 3, text: 'I' })
		// The text is the readable one (paragraphs, transcript.txt without its last newline), every word kept.
		expect(`${body.text}\n`).toBe(formatTranscript(body, 'txt'))
		expect(body.text.split('\n\n').length).toBeGreaterThan(5)
		expect(body.text.replace(/\s+/g, ' ')).toBe(cues.map((c) => c.text).join(' '))
		// The ANDROID URL's fmt=srv3 was dropped: the default srv1 body, one line per cue.
		expect(timedtext()).toHaveLength(1)
		expect(timedtext()[0]?.query).toMatchObject({ v: 'eF8Qqp7rjDg', lang: 'en', kind: 'asr' })
		expect(timedtext()[0]?.query.fmt).toBeUndefined()
	})

	test('a language the video lacks: YouTube’s translation, marked as translated', async () => {
		const body = (await (await post({ video_url: 'eF8Qqp7rjDg', language: 'de' })).json()) as TranscriptResult
		expect(body).toMatchObject({ language: 'de', isTranslated: true, isGenerated: true, trackId: 'a.en' })
		expect(body.cues).toHaveLength(133)
		expect(timedtext().at(-1)?.query).toMatchObject({ lang: 'en', kind: 'asr', tlang: 'de' })
	})

	test('auto picks the page language’s track; the answer is cached per track', async () => {
		const url = 'https://www.youtube.com/watch?v=GJLlxj_dtq8'
		const german = (await (await post({ video_url: url }, { 'X-Tubekit-Lang': 'de' })).json()) as TranscriptResult
		expect(german).toMatchObject({ language: 'de', isGenerated: false, isTranslated: false, trackId: '.de' })
		expect(german.tracks.map((t) => `${t.id}:${t.kind}`)).toEqual([
			'.zh:uploaded',
			'.cs:uploaded',
			'.en:uploaded',
			'a.en:generated',
			'.de:uploaded',
			'.hi:uploaded',
			'.ja:uploaded',
			'.ko:uploaded',
			'.es:uploaded',
		])
		const asked = env.youtube.requests.length
		const again = await post({ video_url: 'https://youtu.be/GJLlxj_dtq8', language: 'de' })
		expect(((await again.json()) as TranscriptResult).trackId).toBe('.de')
		expect(env.youtube.requests.length).toBe(asked)
	})

	test('a repeated answer keeps its gzip: the same JSON and headers, compressed once for every later request', async () => {
		const body = { video_url: 'https://youtu.be/eF8Qqp7rjDg' }
		const gzipped = { 'Accept-Encoding': 'gzip, deflate, br' }
		const headersOf = (res: Response) =>
			[...res.headers].filter(([name]) => !/^(x-request-id|content-length|date|ratelimit-.*)$/.test(name)).sort()
		// Once, whether the answer is new here (the middleware compresses the first as it streams, the
		// second keeps its gzip) or kept from an earlier test (the first keeps it).
		const gzipSync = spyOn(Bun, 'gzipSync')
		try {
			const first = await post(body, gzipped)
			const second = await post(body, gzipped)
			const third = await post(body, gzipped)
			const plain = await post(body)
			expect(second.headers.get('content-encoding')).toBe('gzip')
			expect(headersOf(second)).toEqual(headersOf(first))
			expect(second.headers.get('vary')).toContain('Accept-Encoding')
			const json = await unzip(first)
			expect(JSON.parse(json)).toMatchObject({ language: 'en', isGenerated: true })
			expect(await unzip(second)).toBe(json)
			expect(await unzip(third)).toBe(json)
			expect(plain.headers.get('content-encoding')).toBeNull()
			expect(await plain.text()).toBe(json)
			expect(gzipSync).toHaveBeenCalledTimes(1)
		} finally {
			gzipSync.mockRestore()
		}
	})

	test('the same video in another language costs one caption request, no player request', async () => {
		await post({ video_url: 'eF8Qqp7rjDg' })
		env.youtube.reset()
		const res = await post({ video_url: 'eF8Qqp7rjDg', language: 'de' })
		expect(res.status).toBe(200)
		expect(env.youtube.requests.map((r) => r.route)).toEqual([])
	})

	test.each([
		['no captions', 'https://www.youtube.com/watch?v=dsMFmonKDD4', 422, 'noCaptions'],
		['private', 'https://www.youtube.com/watch?v=8VajtrESJzA', 403, 'videoPrivate'],
		['age-restricted', 'https://www.youtube.com/watch?v=Njp5uhTorCo', 403, 'ageRestricted'],
		['unavailable', 'https://www.youtube.com/watch?v=aaaaaaaaaaa', 404, 'videoUnavailable'],
		['not a video link', 'https://example.com/watch?v=eF8Qqp7rjDg', 400, 'invalidVideoUrl'],
		['a channel link', `https://www.youtube.com/channel/UCYJ61XIK64sp6ZFFS8sctxw`, 400, 'channelLinkNotVideo'],
	])('%s → %i %s', async (_name, url, status, code) => {
		const res = await post({ video_url: url })
		expect(res.status).toBe(status)
		expect((await errorOf(res)).code).toBe(code)
	})

	test('YouTube refusing every client (429, bot check) → 503 youtubeBlocked', async () => {
		env.youtube.fail('429')
		const refused = await post({ video_url: 'F1xioXWb8CY' })
		expect(refused.status).toBe(503)
		expect((await errorOf(refused)).code).toBe('youtubeBlocked')
		env.youtube.reset()
		env.youtube.fail('botCheck')
		const bot = await post({ video_url: 'M4gD1WSo5mA' })
		expect(bot.status).toBe(503)
		expect((await errorOf(bot)).code).toBe('youtubeBlocked')
	})

	test('a language neither present nor translatable lists the video’s languages, localized', async () => {
		const res = await post({ video_url: 'P3pFkriw10Q', language: 'tlh' }, { 'X-Tubekit-Lang': 'de' })
		expect(res.status).toBe(422)
		const error = (await res.json()) as { error: { code: string; message: string; params: unknown } }
		expect(error.error.code).toBe('languageUnavailable')
		expect(error.error.params).toEqual({ languages: 'ar' })
		expect(error.error.message).toBe('Dieses Video hat keine Untertitel in dieser Sprache. Vorhandene Sprachen: ar')
	})

	test('a language field that is no language → 400 invalidLanguage, nothing asked of YouTube', async () => {
		const res = await post({ video_url: 'eF8Qqp7rjDg', language: '<script>' })
		expect(res.status).toBe(400)
		expect((await errorOf(res)).code).toBe('invalidLanguage')
		expect(env.youtube.requests).toEqual([])
	})
})

describe('the PO-token wall without a worker', () => {
	test('URLs marked exp=xpe: never fetched, every client tried, then tokenRequired', async () => {
		env.youtube.setTokenWall('marked')
		const res = await post({ video_url: 'it3OtbTxQk0' })
		expect(res.status).toBe(503)
		expect((await errorOf(res)).code).toBe('tokenRequired')
		expect(timedtext()).toEqual([])
		const clients = env.youtube.requests
			.filter((r) => r.route === 'player')
			.map((r) => (r.body as { context: { client: { clientName: string } } }).context.client.clientName)
		expect(clients).toEqual(['ANDROID', 'VISIONOS', 'WEB'])
	})

	test('clean URLs answering an empty 200: each client’s URL tried, then tokenRequired (never "no captions")', async () => {
		env.youtube.setTokenWall('unmarked')
		const res = await post({ video_url: 'https://www.youtube.com/shorts/M4gD1WSo5mA' })
		expect(res.status).toBe(503)
		expect((await errorOf(res)).code).toBe('tokenRequired')
		expect(timedtext().length).toBeGreaterThanOrEqual(2)
		expect(timedtext().every((r) => r.status === 200 && r.query.pot === undefined)).toBe(true)
	})
})

describe('GET /api/tools/transcript/download', () => {
	const download = (query: string) => env.app.app.request(`/api/tools/transcript/download?${query}`)

	test.each([
		['txt', 'txt', 'text/plain; charset=utf-8'],
		['txt-timestamps', 'txt', 'text/plain; charset=utf-8'],
		['srt', 'srt', 'application/x-subrip; charset=utf-8'],
		['vtt', 'vtt', 'text/vtt; charset=utf-8'],
		['json', 'json', 'application/json; charset=utf-8'],
	] as const)(
		'%s: a .%s file named after the video, with the same bytes the page builds',
		async (format, extension, type) => {
			const api = (await (await post({ video_url: 'eF8Qqp7rjDg' })).json()) as TranscriptResult
			const res = await download(
				`video=${encodeURIComponent('https://youtu.be/eF8Qqp7rjDg')}&language=a.en&format=${format}`,
			)
			expect(res.status).toBe(200)
			// The one naming rule (core/file-name.ts): title, id, language; ASCII and UTF-8 names (RFC 6266).
			const name = `Halloween Infrastructure Update - 27th October 2023 [eF8Qqp7rjDg].en.${extension}`
			expect(res.headers.get('content-disposition')).toBe(
				`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
			)
			expect(res.headers.get('content-type')).toBe(type)
			expect(await res.text()).toBe(formatTranscript(api, format))
		},
	)

	test('a repeated download keeps its gzip: compressed once per format, the same bytes and headers', async () => {
		const gzipped = { 'Accept-Encoding': 'gzip' }
		const get = (format: string, headers: Record<string, string> = {}) =>
			env.app.app.request(`/api/tools/transcript/download?video=eF8Qqp7rjDg&format=${format}`, { headers })
		const api = (await (await post({ video_url: 'eF8Qqp7rjDg' })).json()) as TranscriptResult
		const files = { srt: formatTranscript(api, 'srt'), txt: formatTranscript(api, 'txt') }
		const gzipSync = spyOn(Bun, 'gzipSync')
		try {
			for (const format of ['srt', 'txt'] as const) {
				const file = files[format]
				const first = await get(format, gzipped)
				const second = await get(format, gzipped)
				const third = await get(format, gzipped)
				const plain = await get(format)
				for (const res of [first, second, third]) {
					expect(res.headers.get('content-encoding')).toBe('gzip')
					expect(res.headers.get('vary')).toContain('Accept-Encoding')
					expect(res.headers.get('content-disposition')).toContain(
						`[eF8Qqp7rjDg].en.${FORMAT_FILES[format].extension}"`,
					)
					expect(await unzip(res)).toBe(file)
				}
				expect(plain.headers.get('content-encoding')).toBeNull()
				expect(await plain.text()).toBe(file)
			}
			// One compression per format: the first answer was compressed as it streamed, the second kept its gzip.
			expect(gzipSync).toHaveBeenCalledTimes(2)
		} finally {
			gzipSync.mockRestore()
		}
	})

	test('SRT cues never overlap, though the auto-generated cues do', async () => {
		const srt = new SrtParser().fromSrt(await (await download('video=eF8Qqp7rjDg&format=srt')).text())
		expect(srt).toHaveLength(133)
		for (let i = 1; i < srt.length; i++) {
			expect(srt[i - 1]?.endSeconds ?? 0).toBeLessThanOrEqual(srt[i]?.startSeconds ?? 0)
		}
	})

	test('bad input: a clear, localized error, never a 500', async () => {
		const format = await env.app.app.request('/api/tools/transcript/download?video=eF8Qqp7rjDg&format=docx&lang=es')
		expect(format.status).toBe(400)
		expect((await errorOf(format)).code).toBe('validation')
		const video = await download('video=nope&lang=es')
		expect(video.status).toBe(400)
		expect(await errorOf(video)).toEqual({
			code: 'invalidVideoUrl',
			message: 'Eso no parece un enlace a un video de YouTube.',
		})
		expect((await download('format=txt')).status).toBe(400)
	})
})

describe('the page’s view', () => {
	test('the page asks for its view, without the text it never reads; the API default keeps the spec’s title and text', async () => {
		const body = toBody({ video_url: 'https://youtu.be/eF8Qqp7rjDg' })
		expect(body).toMatchObject({ view: 'page' })
		const page = (await (await post(body)).json()) as Record<string, unknown>
		expect(page).not.toHaveProperty('text')
		expect(page).toMatchObject({ videoId: 'eF8Qqp7rjDg', title: 'Halloween Infrastructure Update - 27th October 2023' })
		const full = (await (await post({ video_url: 'https://youtu.be/eF8Qqp7rjDg' })).json()) as TranscriptResult
		expect(full.text.length).toBeGreaterThan(1000)
		expect(full.title).toBe(page.title as string)
		// The rest is the same answer.
		const { text: _text, ...rest } = full
		expect(page).toEqual(rest)
		expect((await post({ video_url: 'eF8Qqp7rjDg', view: 'short' })).status).toBe(400)
	})
})

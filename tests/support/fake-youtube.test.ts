import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { decode } from 'jpeg-js'
import { loadConfig } from '../../src/core/config'
import { createUpstream } from '../../src/youtube/upstream.server'
import {
	BROWSE_FIXTURES,
	BROWSE_TAB_FIXTURES,
	CONTINUATION_FIXTURES,
	type FakeYouTube,
	PLAYER_FIXTURES,
	REEL_FIXTURES,
	startFakeYouTube,
	UNMAPPED_CAPTION_FILES,
	WATCH_FIXTURES,
	YOUTUBE_HOSTS,
} from './fake-youtube'
import { jpegSize, webpSize } from './fake-youtube-images'

let yt: FakeYouTube

beforeAll(async () => {
	yt = await startFakeYouTube({
		captions: [
			{ videoId: 'M4gD1WSo5mA', lang: 'en', kind: 'asr', fmt: 'json3', file: UNMAPPED_CAPTION_FILES.json3Asr2025 },
		],
	})
})
afterAll(() => yt.stop())
beforeEach(() => yt.reset())

function innertube(
	path: string,
	body: Record<string, unknown>,
	clientName = 'ANDROID',
	query = '?prettyPrint=false',
	signal?: AbortSignal,
) {
	return fetch(`${yt.origin}/youtubei/v1/${path}${query}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ context: { client: { clientName, clientVersion: '1' } }, ...body }),
		signal,
	})
}

type Json = Record<string, unknown>

async function json(res: Response): Promise<Json> {
	return (await res.json()) as Json
}

function get(value: unknown, path: string): unknown {
	let current = value
	for (const key of path.split('.')) {
		if (typeof current !== 'object' || current === null) return undefined
		current = (current as Record<string, unknown>)[key]
	}
	return current
}

async function image(path: string, init?: RequestInit) {
	const res = await fetch(`${yt.origin}${path}`, init)
	return { res, bytes: new Uint8Array(await res.arrayBuffer()) }
}

describe('innertube player', () => {
	test('every recorded player response is served for its video and client', async () => {
		for (const f of PLAYER_FIXTURES) {
			const res = await innertube('player', { videoId: f.videoId }, f.client, f.partial ? '?$fields=microformat' : '')
			expect(res.status).toBe(200)
			expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8')
			expect(res.headers.get('x-fake-youtube-fixture')).toStartWith(f.file)
			const body = await json(res)
			expect(get(body, 'videoDetails.videoId') ?? f.videoId).toBe(f.videoId)
			if (!f.partial) expect(get(body, 'playabilityStatus.status')).toBeString()
		}
		expect(yt.requests.every((r) => r.route === 'player' && !r.fallback)).toBe(true)
	})

	test('client decides the recording: it3OtbTxQk0 is OK for ANDROID, UNPLAYABLE for VISIONOS', async () => {
		const android = await json(await innertube('player', { videoId: 'it3OtbTxQk0' }, 'ANDROID'))
		const visionos = await json(await innertube('player', { videoId: 'it3OtbTxQk0' }, 'VISIONOS'))
		expect(get(android, 'playabilityStatus.status')).toBe('OK')
		expect(get(visionos, 'playabilityStatus.status')).toBe('UNPLAYABLE')
	})

	test('WEB gets the watch page player response (exp=xpe caption URLs)', async () => {
		const body = await json(await innertube('player', { videoId: 'GJLlxj_dtq8' }, 'WEB'))
		const tracks = get(body, 'captions.playerCaptionsTracklistRenderer.captionTracks') as { baseUrl: string }[]
		expect(tracks).toHaveLength(9)
		expect(tracks.every((t) => t.baseUrl.includes('exp=xpe'))).toBe(true)
	})

	test('a WEB answer lists maxresdefault only when the video has it (setThumbnails)', async () => {
		const listed = async () =>
			(
				get(
					await json(await innertube('player', { videoId: 'GJLlxj_dtq8' }, 'WEB')),
					'videoDetails.thumbnail.thumbnails',
				) as {
					url: string
				}[]
			).map((t) => new URL(t.url).pathname.split('/').at(-1))
		expect(await listed()).toContain('maxresdefault.jpg')
		yt.setThumbnails('GJLlxj_dtq8', ['default', 'mqdefault', 'hqdefault', 'sddefault'])
		const without = await listed()
		expect(without).not.toContain('maxresdefault.jpg')
		expect(without).toContain('hqdefault.jpg')
	})

	test('an unrecorded client falls back to another recording of the video, marked fallback', async () => {
		const res = await innertube('player', { videoId: '3sbYbckT1VY' }, 'ANDROID')
		expect(res.headers.get('x-fake-youtube-fallback')).toBe('1')
		const body = await json(res)
		expect(get(body, 'playabilityStatus.status')).toBe('OK')
		expect(yt.requests[0]?.fallback).toBe(true)
		expect(yt.requests[0]?.fixture).toBe('newpipe/player_visionos_3sbYbckT1VY_36tracks.json')
	})

	test('an unknown video answers ANDROID "This video is unavailable" with 200', async () => {
		const res = await innertube('player', { videoId: 'zzzzzzzzzzz' })
		expect(res.status).toBe(200)
		const body = await json(res)
		expect(get(body, 'playabilityStatus')).toMatchObject({ status: 'ERROR', reason: 'This video is unavailable' })
	})

	test('a body that is not JSON is a 400 INVALID_ARGUMENT', async () => {
		const res = await fetch(`${yt.origin}/youtubei/v1/player`, { method: 'POST', body: '{nope' })
		expect(res.status).toBe(400)
		expect(get(await json(res), 'error.status')).toBe('INVALID_ARGUMENT')
	})
})

describe('innertube reel_item_watch, resolve_url, browse', () => {
	test('reel: recorded ids, a private video, {} for an unknown id', async () => {
		for (const videoId of Object.keys(REEL_FIXTURES)) {
			const body = await json(await innertube('reel/reel_item_watch', { playerRequest: { videoId } }))
			expect(get(body, 'playerResponse.playabilityStatus.status')).toBeString()
		}
		const priv = await json(await innertube('reel/reel_item_watch', { playerRequest: { videoId: '8VajtrESJzA' } }))
		expect(get(priv, 'playerResponse.playabilityStatus.reason')).toBe('This video is private')
		for (const videoId of ['don-t-exist', 'constructor']) {
			const none = await innertube('reel/reel_item_watch', { playerRequest: { videoId } })
			expect(none.status).toBe(200)
			expect(await none.text()).toBe('{}')
		}
	})

	test('reel: a video with only /player recordings gets one wrapped in playerResponse (fallback)', async () => {
		const body = await json(await innertube('reel/reel_item_watch', { videoId: 'GJLlxj_dtq8' }))
		expect(get(body, 'playerResponse.videoDetails.videoId')).toBe('GJLlxj_dtq8')
		expect(yt.requests[0]?.fallback).toBe(true)
	})

	test('resolve_url: handles are case-insensitive; /user, custom and /c/ forms resolve', async () => {
		const cases: [string, string][] = [
			['https://www.youtube.com/@Gronkh', 'UCYJ61XIK64sp6ZFFS8sctxw'],
			['https://www.youtube.com/@gronkh', 'UCYJ61XIK64sp6ZFFS8sctxw'],
			['https://m.youtube.com/@GRONKH/videos', 'UCYJ61XIK64sp6ZFFS8sctxw'],
			['https://www.youtube.com/gronkh', 'UCYJ61XIK64sp6ZFFS8sctxw'],
			['https://www.youtube.com/user/Vsauce', 'UC6nSFpj9HTCZ5t-N3Rm3-HA'],
			['https://www.youtube.com/@TheDailyShow', 'UCwWhs_6x42TyRM4Wstoq8HA'],
			['https://www.youtube.com/c/TheDailyShow', 'UCwWhs_6x42TyRM4Wstoq8HA'],
		]
		for (const [url, browseId] of cases) {
			const res = await innertube('navigation/resolve_url', { url }, 'WEB')
			expect(res.status).toBe(200)
			expect(get(await json(res), 'endpoint.browseEndpoint.browseId')).toBe(browseId)
		}
	})

	test('resolve_url: an unknown handle is the recorded 404 NOT_FOUND', async () => {
		const res = await innertube('navigation/resolve_url', { url: 'https://www.youtube.com/@nobodyHere' }, 'WEB')
		expect(res.status).toBe(404)
		expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8')
		expect(get(await json(res), 'error.status')).toBe('NOT_FOUND')
	})

	test('browse: every recorded channel; unknown or malformed ids are the 400 INVALID_ARGUMENT', async () => {
		for (const browseId of Object.keys(BROWSE_FIXTURES)) {
			const res = await innertube('browse', { browseId, params: 'EgZ2aWRlb3PyBgQKAjoA' }, 'WEB')
			expect(res.status).toBe(200)
			const body = await json(res)
			// Playlists recorded with NewPipe's $fields have no responseContext, but every answer a microformat or one.
			expect(body.responseContext ?? body.microformat).toBeDefined()
		}
		const kurz = await json(await innertube('browse', { browseId: 'UCsXVk37bltHxD1rDPwtNM8Q' }, 'WEB'))
		expect(get(kurz, 'metadata.channelMetadataRenderer.title')).toBe('Kurzgesagt – In a Nutshell')
		const hospital = await json(await innertube('browse', { browseId: 'UCw49uOTAJjGUdoAeUcp7tOg' }, 'WEB'))
		expect(get(hospital, 'metadata.channelMetadataRenderer.title')).toBe('Hospital Records')
		for (const browseId of ['DOESNT-EXIST', 'UCaaaaaaaaaaaaaaaaaaaaaa', 'constructor']) {
			const res = await innertube('browse', { browseId }, 'WEB')
			expect(res.status).toBe(400)
			expect(get(await json(res), 'error.status')).toBe('INVALID_ARGUMENT')
		}
	})
})

describe('playlists, mixes and channel tabs', () => {
	const fixtureOf = (res: Response) => res.headers.get('x-fake-youtube-fixture')

	test('browse VL<id>: the header-only recording, the playlist page’s data, the missing and unviewable ones', async () => {
		const header = await innertube(
			'browse',
			{ browseId: 'VLPLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr', params: 'wgYCCAA%3D' },
			'WEB',
		)
		expect(fixtureOf(header)).toBe('newpipe/browse_VLPLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr_playlist_header.json')
		const page = await json(await innertube('browse', { browseId: 'VLPL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU' }, 'WEB'))
		expect(get(page, 'metadata.playlistMetadataRenderer.title')).toBe('Python Tutorials')
		const missing = await json(await innertube('browse', { browseId: 'VLPL11111111111111111111111111111111' }, 'WEB'))
		expect(get(missing, 'alerts')).toEqual([
			expect.objectContaining({ alertRenderer: expect.objectContaining({ type: 'ERROR' }) }),
		])
	})

	test('channel tabs by browseId and params; another tab of the channel is its browse recording or 400', async () => {
		for (const [key, file] of Object.entries(BROWSE_TAB_FIXTURES)) {
			const [browseId, params] = key.split(' ')
			const res = await innertube('browse', { browseId, params }, 'WEB')
			expect([res.status, fixtureOf(res)]).toEqual([200, file])
		}
		const other = await innertube('browse', { browseId: 'UCTwECeGqMZee77BjdoYtI2Q', params: 'EgZzaG9ydHM%3D' }, 'WEB')
		expect(other.status).toBe(400)
	})

	test('browse continuations by the token their request carried; an unknown token is the 400', async () => {
		for (const { file, tokenOf } of CONTINUATION_FIXTURES) {
			const token = tokenOf
				? (await Bun.file(`${import.meta.dir}/../fixtures/youtube/EXPECTED.json`).json()).find(
						(e: { file: string }) => e.file === tokenOf,
					).facts.next_continuation
				: (await Bun.file(`${import.meta.dir}/../fixtures/youtube/${file}.meta.json`).json()).request.body.continuation
			const res = await innertube('browse', { continuation: token }, 'WEB')
			expect([res.status, fixtureOf(res)]).toEqual([200, file])
		}
		const unknown = await innertube('browse', { continuation: '4qmFsgJdEiRWTFBMnot-recorded' }, 'WEB')
		expect(unknown.status).toBe(400)
		expect(get(await json(unknown), 'error.status')).toBe('INVALID_ARGUMENT')
	})

	test('next: a mix by playlistId + videoId (+ playlistIndex); anything else is the answer for no video', async () => {
		const first = await innertube('next', { playlistId: 'RDFAqYW76GLPA', videoId: 'FAqYW76GLPA' }, 'WEB')
		expect(fixtureOf(first)).toBe('newpipe/next_mix_RDFAqYW76GLPA_page1.json')
		const body = { videoId: 'bY0357VJE2U', playlistId: 'RDFAqYW76GLPA', playlistIndex: 24, params: 'OAE%3D' }
		expect(fixtureOf(await innertube('next', body, 'WEB'))).toBe('newpipe/next_mix_RDFAqYW76GLPA_page2_index24.json')
		expect(fixtureOf(await innertube('next', { videoId: 'ud9d5cMDP_0' }, 'WEB'))).toBe(
			'newpipe/next_web_ud9d5cMDP_0_chapters.json',
		)
		for (const unknown of [
			{ playlistId: 'RDFAqYW76GLPA', videoId: '1ZKIZsdkVUc', playlistIndex: 24 },
			{ videoId: 'zzzzzzzzzzz' },
		]) {
			const res = await innertube('next', unknown, 'WEB')
			expect([res.status, fixtureOf(res)]).toEqual([200, 'newpipe/next_mix_RDabcde_invalid_video.json'])
		}
		expect(yt.requests.at(-1)?.route).toBe('next')
	})

	test('GET /playlist?list=: the recorded page; any other list is Google’s 404 page', async () => {
		const page = await fetch(`${yt.origin}/playlist?list=PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU`)
		expect(page.status).toBe(200)
		expect(await page.text()).toContain('<meta property="og:title" content="Python Tutorials">')
		expect(yt.requests.at(-1)?.route).toBe('playlist')
		expect((await fetch(`${yt.origin}/playlist?list=PLnothing`)).status).toBe(404)
	})

	test('/user/creativecommons resolves to its channel', async () => {
		const res = await innertube(
			'navigation/resolve_url',
			{ url: 'https://www.youtube.com/user/creativecommons' },
			'WEB',
		)
		expect(get(await json(res), 'endpoint.browseEndpoint.browseId')).toBe('UCTwECeGqMZee77BjdoYtI2Q')
	})
})

describe('HTML pages and feeds', () => {
	test('watch pages by id; an unknown id is "Video unavailable" with 200', async () => {
		for (const id of Object.keys(WATCH_FIXTURES)) {
			const res = await fetch(`${yt.origin}/watch?v=${id}&hl=en`)
			expect(res.status).toBe(200)
			expect(res.headers.get('content-type')).toStartWith('text/html')
			expect(await res.text()).toContain(`"videoId":"${id}"`)
		}
		for (const id of ['zzzzzzzzzzz', 'constructor']) {
			const res = await fetch(`${yt.origin}/watch?v=${id}`)
			expect(res.status).toBe(200)
			expect(await res.text()).toContain('"reason":"Video unavailable"')
		}
	})

	test('channel page for @hospitalrecords (any case, any tab, or its channel id); unknown is 404', async () => {
		for (const path of ['/@hospitalrecords/videos', '/@HospitalRecords', '/channel/UCw49uOTAJjGUdoAeUcp7tOg']) {
			const res = await fetch(`${yt.origin}${path}`)
			expect(res.status).toBe(200)
			expect(await res.text()).toContain('<meta property="og:title" content="Hospital Records">')
		}
		expect((await fetch(`${yt.origin}/@nobodyHere`)).status).toBe(404)
	})

	test('RSS by user or channel_id; a dead channel is the recorded 404 HTML', async () => {
		for (const q of ['user=Kurzgesagt', 'channel_id=UCsXVk37bltHxD1rDPwtNM8Q']) {
			const res = await fetch(`${yt.origin}/feeds/videos.xml?${q}`)
			expect(res.status).toBe(200)
			expect(res.headers.get('content-type')).toBe('text/xml; charset=UTF-8')
			expect(await res.text()).toContain('<yt:channelId>sXVk37bltHxD1rDPwtNM8Q</yt:channelId>')
		}
		const dead = await fetch(`${yt.origin}/feeds/videos.xml?channel_id=UCTGjY2I-ZUGnwVoWAGRd7XQ`)
		expect(dead.status).toBe(404)
		expect(await dead.text()).toContain('Error 404 (Not Found)!!1')
	})
})

describe('timedtext', () => {
	/** The baseUrl of the video's first (or first auto-generated) track, on the fake's origin. */
	async function trackUrl(videoId: string, client: string, asr = false): Promise<string> {
		const body = await json(await innertube('player', { videoId }, client))
		const tracks = get(body, 'captions.playerCaptionsTracklistRenderer.captionTracks') as {
			baseUrl: string
			kind?: string
		}[]
		const url = new URL(tracks.find((t) => !asr || t.kind === 'asr')?.baseUrl ?? '')
		return `${yt.origin}${url.pathname}${url.search}`
	}

	test('the ANDROID baseUrl without fmt=srv3 gives the real srv1 body; srv3 was not recorded (404)', async () => {
		const url = await trackUrl('eF8Qqp7rjDg', 'ANDROID')
		expect(url).toContain('fmt=srv3')
		const srv1 = await fetch(url.replace('&fmt=srv3', ''))
		expect(srv1.status).toBe(200)
		expect(srv1.headers.get('content-type')).toBe('text/xml; charset=UTF-8')
		const text = await srv1.text()
		expect(text).toContain('<transcript><text start="0.56" dur="5.799">citizens of the world')
		expect((await fetch(url)).status).toBe(404)
	})

	test('json3 and vtt bodies by v + lang (+ kind=asr); a wrong kind or language is 404', async () => {
		const la = await fetch(`${yt.origin}/api/timedtext?v=LW9XRA4641E&lang=la&fmt=json3`)
		expect(la.headers.get('content-type')).toBe('application/json; charset=UTF-8')
		expect(get(await json(la), 'wireMagic')).toBe('pb3')
		const vtt = await fetch(`${yt.origin}/api/timedtext?v=VMvdvP02f-Y&lang=en&kind=asr&fmt=vtt`)
		expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=UTF-8')
		expect(await vtt.text()).toStartWith('WEBVTT\nKind: captions')
		expect((await fetch(`${yt.origin}/api/timedtext?v=VMvdvP02f-Y&lang=en&fmt=vtt`)).status).toBe(404)
		expect((await fetch(`${yt.origin}/api/timedtext?v=VMvdvP02f-Y&lang=de&kind=asr&fmt=vtt`)).status).toBe(404)
		expect((await fetch(`${yt.origin}/api/timedtext?v=zzzzzzzzzzz&lang=en`)).status).toBe(404)
	})

	test('the captions option maps an unmapped real body onto a recorded video', async () => {
		const url = await trackUrl('M4gD1WSo5mA', 'VISIONOS', true)
		expect(url).toContain('kind=asr')
		const res = await fetch(`${url}&fmt=json3`)
		expect(res.status).toBe(200)
		expect(get(await json(res), 'wireMagic')).toBe('pb3')
	})

	test('exp=xpe or xpv without pot answers 200 with an empty body (PO token required)', async () => {
		const web = await trackUrl('GJLlxj_dtq8', 'WEB')
		expect(web).toContain('exp=xpe')
		const res = await fetch(web)
		expect(res.status).toBe(200)
		expect(await res.text()).toBe('')
		const xpv = await fetch(`${yt.origin}/api/timedtext?v=eF8Qqp7rjDg&lang=en&kind=asr&exp=xpv`)
		expect([xpv.status, await xpv.text()]).toEqual([200, ''])
		const withPot = await fetch(`${yt.origin}/api/timedtext?v=eF8Qqp7rjDg&lang=en&kind=asr&exp=xpe&pot=abc&potc=1`)
		expect(await withPot.text()).toContain('<transcript>')
	})
})

describe('images', () => {
	function expectJpeg(bytes: Uint8Array, width: number, height: number) {
		expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
		expect([bytes.at(-2), bytes.at(-1)]).toEqual([0xff, 0xd9])
		expect(jpegSize(bytes)).toEqual({ width, height, progressive: false })
	}

	test('thumbnails are real baseline JPEGs of YouTube sizes', async () => {
		const sizes: [string, number, number][] = [
			['default', 120, 90],
			['mqdefault', 320, 180],
			['hqdefault', 480, 360],
			['sddefault', 640, 480],
			['hq720', 1280, 720],
			['maxresdefault', 1280, 720],
		]
		for (const [name, width, height] of sizes) {
			const { res, bytes } = await image(`/vi/GJLlxj_dtq8/${name}.jpg`)
			expect(res.status).toBe(200)
			expect(res.headers.get('content-type')).toBe('image/jpeg')
			expectJpeg(bytes, width, height)
		}
		const decoded = decode((await image('/vi/GJLlxj_dtq8/hqdefault.jpg')).bytes, { useTArray: true })
		expect([decoded.width, decoded.height]).toEqual([480, 360])
	})

	test('any 11-char id has the four default names; maxres only where fixtures list it; else 404 + placeholder', async () => {
		expect((await image('/vi/aaaaaaaaaaa/sddefault.jpg?sqp=x&rs=y')).res.status).toBe(200)
		for (const path of ['/vi/aaaaaaaaaaa/maxresdefault.jpg', '/vi/dsMFmonKDD4/hq720.jpg', '/vi/short/default.jpg']) {
			const { res, bytes } = await image(path)
			expect(res.status).toBe(404)
			expect(res.headers.get('content-type')).toBe('image/jpeg')
			expectJpeg(bytes, 120, 90)
		}
		expect((await image('/vi/KI7fMGRg0Wk/hq720.jpg')).res.status).toBe(200)
		expect((await image('/vi/N-yVic7BbY0/hqdefault_live.jpg')).bytes.length).toBeGreaterThan(1000)
	})

	test('HEAD probes get the status without a body', async () => {
		const ok = await fetch(`${yt.origin}/vi/F1xioXWb8CY/maxresdefault.jpg`, { method: 'HEAD' })
		expect(ok.status).toBe(200)
		expect(Number(ok.headers.get('content-length'))).toBeGreaterThan(1000)
		const missing = await fetch(`${yt.origin}/vi/dsMFmonKDD4/maxresdefault.jpg`, { method: 'HEAD' })
		expect(missing.status).toBe(404)
	})

	test('vi_webp twins are real lossless WebPs of the same size', async () => {
		const { res, bytes } = await image('/vi_webp/3sbYbckT1VY/maxresdefault.webp')
		expect(res.headers.get('content-type')).toBe('image/webp')
		expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF')
		expect(webpSize(bytes)).toEqual({ width: 1280, height: 720 })
		expect((await image('/vi_webp/dsMFmonKDD4/maxresdefault.webp')).res.status).toBe(404)
	})

	test('per-video thumbnail names: start option, setThumbnails, reset', async () => {
		const own = await startFakeYouTube({ thumbnails: { GJLlxj_dtq8: ['default'] }, webp: false })
		try {
			expect((await fetch(`${own.origin}/vi/GJLlxj_dtq8/hqdefault.jpg`)).status).toBe(404)
			expect((await fetch(`${own.origin}/vi/GJLlxj_dtq8/default.jpg`)).status).toBe(200)
			expect((await fetch(`${own.origin}/vi_webp/GJLlxj_dtq8/default.webp`)).status).toBe(404)
			own.setThumbnails('GJLlxj_dtq8', ['hqdefault'])
			expect((await fetch(`${own.origin}/vi/GJLlxj_dtq8/hqdefault.jpg`)).status).toBe(200)
			own.reset()
			expect((await fetch(`${own.origin}/vi/GJLlxj_dtq8/hqdefault.jpg`)).status).toBe(404)
		} finally {
			await own.stop()
		}
	})

	test('yt3 avatars are =sN squares (=s0: the 900 px original); banners follow w + fcrop64', async () => {
		const cases: [string, number, number][] = [
			['/ytc/AIdro_n1Ribd7LwdP_qKtqWL3ZDfIgv9M1d6g78VwpHGXVR2Ir4=s900-c-k-c0x00ffffff-no-rj', 900, 900],
			['/ytc/AIdro_n1Ribd7LwdP_qKtqWL3ZDfIgv9M1d6g78VwpHGXVR2Ir4=s88-c-k-c0x00ffffff-no-rj', 88, 88],
			['/ytc/AIdro_n1Ribd7LwdP_qKtqWL3ZDfIgv9M1d6g78VwpHGXVR2Ir4=s0', 900, 900],
			['/a/default-user=s100-c-k-c0x00ffffff-no-rj', 100, 100],
			[
				'/KSaBQ7S6a3SbV18PcnIY6sa-3TOv0psncwIQpYECUW0v5WrjOQA0NyrWd_y-pgXpnjaXkhOBTg=s144-c-k-c0x00ffffff-no-rj',
				144,
				144,
			],
			['/8sT9BbnbNORM5aSz=w1060-fcrop64=1,00005a57ffffa5a8-k-c0xffffffff-no-nd-rj', 1060, 175],
		]
		for (const [path, width, height] of cases) {
			const { res, bytes } = await image(`${path}?days_since_epoch=20479`)
			expect(res.headers.get('content-type')).toBe('image/jpeg')
			expectJpeg(bytes, width, height)
		}
	})
})

describe('fail modes', () => {
	const player = (signal?: AbortSignal) =>
		innertube('player', { videoId: 'GJLlxj_dtq8' }, 'ANDROID', '?prettyPrint=false', signal)

	test('429 / 500 / 503 with times: that many failures, then normal service', async () => {
		for (const status of ['429', '500', '503'] as const) {
			yt.fail(status, { times: 2 })
			expect((await player()).status).toBe(Number(status))
			expect((await fetch(`${yt.origin}/watch?v=GJLlxj_dtq8`)).status).toBe(Number(status))
			expect((await player()).status).toBe(200)
		}
		expect(yt.requests.map((r) => r.failed)).toEqual(['429', '429', null, '500', '500', null, '503', '503', null])
	})

	test('paths limits a fail mode to matching requests', async () => {
		yt.fail('503', { paths: /\/api\/timedtext/ })
		expect((await player()).status).toBe(200)
		expect((await fetch(`${yt.origin}/api/timedtext?v=LW9XRA4641E&lang=la&fmt=json3`)).status).toBe(503)
	})

	test('skip lets that many matching requests through before the failures start', async () => {
		yt.fail('500', { paths: /\/youtubei\/v1\/player/, skip: 2 })
		for (let i = 0; i < 4; i++) await player()
		expect(yt.requests.map((r) => r.failed)).toEqual([null, null, '500', '500'])
	})

	test('slow delays the answer past a client timeout', async () => {
		// Delays far apart from the timeouts, so a loaded machine cannot blur them.
		yt.fail('slow', { delayMs: 3000, times: 1 })
		const started = Date.now()
		const error = await player(AbortSignal.timeout(100))
			.then(() => null)
			.catch((e: Error) => e)
		expect(error?.name).toBe('TimeoutError')
		expect(Date.now() - started).toBeLessThan(3000)
		// Without a client timeout the answer arrives after the delay.
		yt.fail('slow', { delayMs: 300, times: 1 })
		const slowStart = Date.now()
		expect((await player()).status).toBe(200)
		expect(Date.now() - slowStart).toBeGreaterThanOrEqual(290)
		// The slow request is abandoned, the rule is used up: the next one is not delayed.
		await player().then((r) => r.arrayBuffer())
		expect(yt.requests.map((r) => r.failed)).toEqual(['slow', 'slow', null])
	}, 10_000)

	test('garbage is a 200 that is not JSON', async () => {
		yt.fail('garbage', { times: 1 })
		const res = await player()
		expect(res.status).toBe(200)
		await expect(res.json()).rejects.toThrow()
	})

	test('bytes is a 200 of bytes that are not UTF-8, under the route’s own Content-Type', async () => {
		yt.fail('bytes', { times: 2 })
		const res = await player()
		expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/json; charset=UTF-8'])
		const bytes = new Uint8Array(await res.arrayBuffer())
		expect(bytes).toContain(0xff)
		expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow()
		expect((await fetch(`${yt.origin}/watch?v=GJLlxj_dtq8`)).headers.get('content-type')).toStartWith('text/html')
	})

	test('truncated: JSON cut at half its length, a page inside its data object, with a 200', async () => {
		const whole = await (await player()).text()
		yt.fail('truncated', { times: 2 })
		const cut = await player()
		expect(cut.status).toBe(200)
		const text = await cut.text()
		// (Not equal to the first half: the caption URLs' fresh `expire=` may have moved on a second.)
		expect(text.length).toBe(Math.floor(whole.length / 2))
		expect(whole.startsWith(text.slice(0, 40))).toBe(true)
		expect(() => JSON.parse(text)).toThrow()
		const page = await (await fetch(`${yt.origin}/watch?v=GJLlxj_dtq8`)).text()
		expect(page).toContain('ytInitialPlayerResponse = {')
		expect(page).not.toContain('</html>')
		expect(yt.requests.map((r) => r.fixture)).toEqual([
			'ytta/player_android_GJLlxj_dtq8.json',
			'ytta/player_android_GJLlxj_dtq8.json#truncated',
			'ytta/watch_GJLlxj_dtq8_2025-06.html#truncated',
		])
	})

	test('cut: the status and the first half of the body arrive, then the connection drops', async () => {
		yt.fail('cut', { times: 1 })
		const res = await player()
		expect(res.status).toBe(200)
		const error = await res.arrayBuffer().then(
			() => null,
			(e: Error & { code?: string }) => e,
		)
		expect(error?.code).toBe('ECONNRESET')
		expect((await player()).status).toBe(200)
	})

	test('consent: watch and channel pages are the consent interstitial (200); innertube is untouched', async () => {
		yt.fail('consent')
		const watch = await fetch(`${yt.origin}/watch?v=GJLlxj_dtq8`)
		expect(watch.status).toBe(200)
		expect(await watch.text()).toContain('action="https://consent.youtube.com/s"')
		expect(await (await fetch(`${yt.origin}/@hospitalrecords`)).text()).toContain('consent.youtube.com')
		expect((await player()).status).toBe(200)
	})

	test('captcha: the unusual-traffic page with 429', async () => {
		yt.fail('captcha', { times: 1 })
		const res = await player()
		expect(res.status).toBe(429)
		expect(await res.text()).toContain('g-recaptcha')
	})

	test('botCheck: player, reel and watch say "not a bot"; browse is untouched', async () => {
		yt.fail('botCheck')
		const body = await json(await player())
		expect(get(body, 'playabilityStatus.reason')).toBe('Sign in to confirm you’re not a bot')
		const reel = await json(await innertube('reel/reel_item_watch', { playerRequest: { videoId: 'M4gD1WSo5mA' } }))
		expect(get(reel, 'playerResponse.playabilityStatus.status')).toBe('LOGIN_REQUIRED')
		expect(await (await fetch(`${yt.origin}/watch?v=GJLlxj_dtq8`)).text()).toContain('not a bot')
		expect((await innertube('browse', { browseId: 'UCsXVk37bltHxD1rDPwtNM8Q' }, 'WEB')).status).toBe(200)
		// Without the fail mode the bot-check recording is never served.
		yt.reset()
		expect(get(await json(await player()), 'playabilityStatus.status')).toBe('OK')
	})

	test('reset closes the connection without an answer', async () => {
		yt.fail('reset', { times: 1 })
		const error = await player()
			.then(() => null)
			.catch((e: Error & { code?: string }) => e)
		expect(error?.code).toBe('ECONNRESET')
		expect(yt.requests[0]).toMatchObject({ failed: 'reset', status: 0 })
		expect((await player()).status).toBe(200)
	})

	test('the app upstream classifies each mode as youtube-data.md section 6 says', async () => {
		const config = loadConfig({ UPSTREAM_OVERRIDES: yt.overrides })
		expect([...config.upstreamOverrides.keys()]).toEqual([...YOUTUBE_HOSTS])
		const up = createUpstream({ overrides: config.upstreamOverrides, timeoutMs: 2000 })
		const watchUrl = 'https://www.youtube.com/watch?v=GJLlxj_dtq8'
		expect((await up.request(watchUrl)).verdict).toBe('ok')
		yt.fail('captcha', { times: 1 })
		expect((await up.request(watchUrl)).verdict).toBe('rateLimited')
		yt.fail('botCheck', { times: 1 })
		expect((await up.request(watchUrl)).verdict).toBe('botCheck')
		yt.fail('consent', { times: 1 })
		expect((await up.request(watchUrl)).verdict).toBe('ok')
		const retry = yt.requests.at(-1)
		expect(retry?.headers.cookie).toContain('CONSENT=YES+cb.20210328-17-p0.de+FX+119')
		expect(retry?.host).toBe('www.youtube.com')
	})
})

describe('recording and reset', () => {
	const player = () => innertube('player', { videoId: 'GJLlxj_dtq8' })

	test('method, host, path, query, headers and the parsed JSON body are recorded', async () => {
		await fetch(`${yt.origin}/youtubei/v1/player?key=K&prettyPrint=false`, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				Cookie: 'SOCS=CAI',
				'User-Agent': 'com.google.android.youtube/21.03.36',
				'X-YouTube-Client-Name': '3',
			},
			body: JSON.stringify({ context: { client: { clientName: 'ANDROID' } }, videoId: 'GJLlxj_dtq8' }),
		})
		await fetch(`${yt.origin}/vi/GJLlxj_dtq8/default.jpg`, { headers: { 'X-Forwarded-Host': 'i3.ytimg.com' } })
		const [player, thumb] = yt.requests
		expect(player).toMatchObject({
			method: 'POST',
			host: 'youtubei.googleapis.com',
			path: '/youtubei/v1/player',
			query: { key: 'K', prettyPrint: 'false' },
			route: 'player',
			fixture: 'ytta/player_android_GJLlxj_dtq8.json',
			status: 200,
			fallback: false,
			failed: null,
			body: { videoId: 'GJLlxj_dtq8' },
		})
		expect(player?.headers).toMatchObject({
			cookie: 'SOCS=CAI',
			'user-agent': 'com.google.android.youtube/21.03.36',
			'x-youtube-client-name': '3',
		})
		expect(thumb).toMatchObject({ method: 'GET', host: 'i3.ytimg.com', route: 'thumbnail', status: 200, body: null })
	})

	test('reset() empties the same requests array and lifts every fail mode', async () => {
		const list = yt.requests
		yt.fail('500')
		await player()
		expect(list).toHaveLength(1)
		yt.reset()
		expect(yt.requests).toBe(list)
		expect(list).toHaveLength(0)
		expect((await player()).status).toBe(200)
	})
})

describe('latency', () => {
	test('latencyMs holds every answer back at least that long, and the answer is the usual one', async () => {
		const slow = await startFakeYouTube({ latencyMs: 250 })
		try {
			const t0 = performance.now()
			const res = await fetch(`${slow.origin}/vi/GJLlxj_dtq8/default.jpg`)
			await res.arrayBuffer()
			expect(performance.now() - t0).toBeGreaterThanOrEqual(245)
			expect(res.status).toBe(200)
			expect(slow.requests).toHaveLength(1)
		} finally {
			await slow.stop()
		}
	})
})

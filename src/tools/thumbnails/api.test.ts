import { describe, expect, test } from 'bun:test'
import { until } from '../../../tests/support/until'
import { postJson, withFakeYouTube } from '../../../tests/support/with-fake-youtube'
import type { ThumbnailsResult } from './schema'

const env = withFakeYouTube()

const post = (body: unknown, headers: Record<string, string> = {}) =>
	postJson(env, '/api/tools/thumbnails', body, headers)

describe('POST /api/tools/thumbnails', () => {
	test('every size with its availability, proxied and signed, best first', async () => {
		const res = await post({ video_url: 'https://www.youtube.com/watch?v=GJLlxj_dtq8&t=42s' })
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body.videoId).toBe('GJLlxj_dtq8')
		expect(body.qualities.map((q: { name: string }) => q.name)).toEqual([
			'maxresdefault',
			'hq720',
			'sddefault',
			'hqdefault',
			'mqdefault',
			'default',
		])
		const byName = Object.fromEntries(body.qualities.map((q: { name: string }) => [q.name, q]))
		expect(byName.maxresdefault).toMatchObject({ label: 'hd', width: 1280, height: 720, available: true })
		expect(byName.default).toMatchObject({ label: 'default', width: 120, height: 90, available: true })
		for (const q of body.qualities) expect(q.url).toStartWith('/api/image?')
		// The proxied URL really serves the image, as a download named by the one rule: title, id, size.
		expect(body.title).toBe('Surface Go Review - It’s Awesome')
		const image = await env.app.app.request(byName.sddefault.url)
		expect(image.status).toBe(200)
		expect(image.headers.get('content-type')).toBe('image/jpeg')
		expect(image.headers.get('content-disposition')).toBe(
			`attachment; filename="Surface Go Review - It_s Awesome [GJLlxj_dtq8].sddefault.jpg"; filename*=UTF-8''Surface%20Go%20Review%20-%20It%E2%80%99s%20Awesome%20%5BGJLlxj_dtq8%5D.sddefault.jpg`,
		)
		const webp = byName.sddefault.webpUrl as string
		expect(new URLSearchParams(webp.split('?')[1]).get('dl')).toBe(
			'Surface Go Review - It’s Awesome [GJLlxj_dtq8].sddefault.webp',
		)
		const bytes = new Uint8Array(await image.arrayBuffer())
		expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
	})

	test('a size YouTube does not have is marked unavailable, never served as a placeholder', async () => {
		// Like most older videos: no maxresdefault, no hq720.
		env.youtube.setThumbnails('F1xioXWb8CY', ['default', 'mqdefault', 'hqdefault', 'sddefault'])
		// hq720 is fetched beside the two probes, not waited for: held back, its 404 is not known yet.
		env.youtube.fail('slow', { paths: /\/hq720\./, delayMs: 300 })
		const body = await (await post({ video_url: 'https://youtu.be/F1xioXWb8CY' })).json()
		const byName = Object.fromEntries(body.qualities.map((q: { name: string }) => [q.name, q]))
		expect(byName.hqdefault.available).toBe(true)
		expect(byName.maxresdefault.available).toBe(false)
		expect(byName.maxresdefault.webpUrl).toBeNull()
		// hq720 is not asked before answering: the proxy tells, and says 404 for its image.
		expect(byName.hq720.available).toBeNull()
		expect((await env.app.app.request(byName.maxresdefault.url)).status).toBe(404)
		expect((await env.app.app.request(byName.hq720.url)).status).toBe(404)
	})

	// Everything but the sddefault probe and the player call, held back: the answer must not wait for it.
	const holdPreviews = () =>
		env.youtube.fail('slow', { paths: /\/(maxresdefault|hq720|hqdefault|mqdefault|default)\./, delayMs: 400 })
	const answeredPaths = () =>
		env.youtube.requests
			.filter((r) => r.status !== null)
			.map((r) => r.path)
			.sort()
	const all = ['default', 'hq720', 'hqdefault', 'maxresdefault', 'mqdefault', 'sddefault']

	test('one round trip: the answer waits for the player call and one image probe, none for the same lookup again', async () => {
		env.youtube.setThumbnails('Njp5uhTorCo', all)
		holdPreviews()
		const first = await post({ video_url: 'https://www.youtube.com/shorts/Njp5uhTorCo' })
		expect(first.status).toBe(200)
		expect(answeredPaths()).toEqual(['/vi/Njp5uhTorCo/sddefault.jpg', '/youtubei/v1/player'])
		const { qualities } = (await first.json()) as ThumbnailsResult
		// The WEB player answer lists maxresdefault: known without waiting for its image.
		expect(qualities.find((q) => q.name === 'maxresdefault')?.available).toBe(true)
		// The page's previews and checks go through the proxy, which keeps what it fetched.
		for (const q of qualities) {
			if (q.available === null) expect((await env.app.app.request(`${q.url}&check=1`)).status).toBe(200)
			if (q.available !== false) expect((await env.app.app.request(q.url)).status).toBe(200)
		}
		const afterPreviews = env.youtube.requests.length
		expect(afterPreviews).toBeLessThanOrEqual(7)
		// The same lookup again, under another URL shape, and every preview: nothing reaches YouTube.
		const again = await post({ video_url: 'https://m.youtube.com/watch?v=Njp5uhTorCo' })
		expect(((await again.json()) as ThumbnailsResult).qualities).toEqual(qualities)
		for (const q of qualities) if (q.available !== false) await env.app.app.request(q.url)
		expect(env.youtube.requests.length).toBe(afterPreviews)
	})

	test('a player answer without maxresdefault marks it missing, in the same two requests, and the title names the files', async () => {
		// An older video: no maxresdefault, no hq720, no sddefault; its WEB player answer lists no maxresdefault.
		env.youtube.setThumbnails('P3pFkriw10Q', ['default', 'mqdefault', 'hqdefault'])
		holdPreviews()
		const res = await post({ video_url: 'https://youtu.be/P3pFkriw10Q' })
		expect(res.status).toBe(200)
		expect(answeredPaths()).toEqual(['/vi/P3pFkriw10Q/sddefault.jpg', '/youtubei/v1/player'])
		const body = (await res.json()) as ThumbnailsResult
		const byName = Object.fromEntries(body.qualities.map((q) => [q.name, q]))
		expect(byName.maxresdefault).toMatchObject({ available: false, webpUrl: null })
		expect(byName.sddefault).toMatchObject({ available: false, webpUrl: null })
		expect(byName.hqdefault?.available).toBe(true)
		expect(body.title).toStartWith('اسهل طريقه لفك ضغط العاب الكمبيوتر')
		const dl = new URLSearchParams(byName.hqdefault?.url.split('?')[1]).get('dl')
		expect(dl).toStartWith('اسهل طريقه لفك ضغط العاب الكمبيوتر')
		expect(dl).toEndWith(' [P3pFkriw10Q].hqdefault.jpg')
	})

	test('an answer that does not tell (another client’s, or none) leaves maxresdefault to its probe', async () => {
		// KI7fMGRg0Wk has only a visionOS recording: its list never names maxresdefault, whether or not it exists.
		env.youtube.setThumbnails('KI7fMGRg0Wk', all)
		const told = (await (await post({ video_url: 'KI7fMGRg0Wk' })).json()) as ThumbnailsResult
		expect(told.qualities.find((q) => q.name === 'maxresdefault')?.available).toBe(true)
		expect(told.title).toBeTruthy()
		// The title lookup failing: the probes decide, and the files are named by the id alone.
		env.youtube.reset()
		env.youtube.setThumbnails('noTitleVid1', ['default', 'mqdefault', 'hqdefault'])
		env.youtube.fail('429', { paths: /\/youtubei\/v1\/player/ })
		// Held back, so that only waiting for its 404 (not the proxy learning it later) marks it.
		env.youtube.fail('slow', { paths: /\/sddefault\./, delayMs: 300 })
		const res = await post({ video_url: 'noTitleVid1' })
		expect(res.status).toBe(200)
		const body = (await res.json()) as ThumbnailsResult
		expect(body.title).toBeNull()
		const byName = Object.fromEntries(body.qualities.map((q) => [q.name, q]))
		expect(byName.maxresdefault?.available).toBe(false)
		// sddefault is probed in every case: some videos lack it.
		expect(byName.sddefault).toMatchObject({ available: false, webpUrl: null })
		expect(new URLSearchParams(byName.hqdefault?.url.split('?')[1]).get('dl')).toBe('[noTitleVid1].hqdefault.jpg')
	})

	test("the page's other previews reach YouTube once per lookup, and the page's requests are served from the store", async () => {
		env.youtube.setThumbnails('previewOnce', all)
		const res = await post({ video_url: 'https://youtu.be/previewOnce' })
		expect(res.status).toBe(200)
		const { qualities } = (await res.json()) as ThumbnailsResult
		// Started with the lookup, not by the page: poll until they have come back (slow machines).
		const previewed = ['sddefault', 'mqdefault', 'default', 'hq720'].map((name) => `/vi/previewOnce/${name}.jpg`)
		const answered = () => env.youtube.requests.filter((r) => r.status !== null && previewed.includes(r.path))
		await until(() => answered().length === previewed.length, 'the previews fetched beside the lookup')
		const before = env.youtube.requests.length
		for (const q of qualities) {
			if (q.available === null) expect((await env.app.app.request(`${q.url}&check=1`)).status).toBe(200)
			expect((await env.app.app.request(q.url)).status).toBe(200)
		}
		expect(env.youtube.requests.length).toBe(before)
		// Each JPEG size once, no WebP (only a download, fetched when clicked), and the title once.
		const paths = env.youtube.requests.map((r) => r.path)
		expect(new Set(paths).size).toBe(paths.length)
		expect(paths.sort()).toEqual([...all.map((name) => `/vi/previewOnce/${name}.jpg`), '/youtubei/v1/player'])
	})

	test('a size not asked about is marked missing once the proxy found it missing', async () => {
		env.youtube.setThumbnails('hq720Absent', ['default', 'mqdefault', 'hqdefault', 'sddefault', 'maxresdefault'])
		env.youtube.fail('slow', { paths: /\/hq720\./, delayMs: 300 })
		const body = (await (await post({ video_url: 'hq720Absent' })).json()) as ThumbnailsResult
		const hq720 = body.qualities.find((q) => q.name === 'hq720')
		expect(hq720?.available).toBeNull()
		const check = await env.app.app.request(`${hq720?.url}&check=1`)
		expect(await check.json()).toEqual({ found: false })
		const again = (await (await post({ video_url: 'hq720Absent' })).json()) as ThumbnailsResult
		expect(again.qualities.find((q) => q.name === 'hq720')).toMatchObject({ available: false, webpUrl: null })
		expect(again.qualities.find((q) => q.name === 'maxresdefault')?.available).toBe(true)
	})

	test.each([
		['', 'invalidVideoUrl'],
		['https://vimeo.com/12345', 'invalidVideoUrl'],
		['https://www.youtube.com/playlist?list=PL123', 'invalidVideoUrl'],
	])('%p is a 400 %s', async (url, code) => {
		const res = await post({ video_url: url })
		expect(res.status).toBe(400)
		expect((await res.json()).error.code).toBe(code)
	})

	test('a channel link is a 400 that names the profile tool', async () => {
		const res = await post({ video_url: 'https://www.youtube.com/@Gronkh/videos' })
		expect(res.status).toBe(400)
		expect((await res.json()).error).toMatchObject({ code: 'channelLinkNotVideo', params: { tool: 'profile' } })
	})

	test('a video link inside a sentence is that video', async () => {
		const res = await post({ video_url: 'watch this: https://youtu.be/GJLlxj_dtq8) it is great' })
		expect(res.status).toBe(200)
		expect((await res.json()).videoId).toBe('GJLlxj_dtq8')
	})

	test('a video YouTube has no image of at all does not exist', async () => {
		env.youtube.setThumbnails('aaaaaaaaaaa', [])
		const res = await post({ video_url: 'aaaaaaaaaaa' })
		expect(res.status).toBe(404)
		expect((await res.json()).error.code).toBe('videoUnavailable')
	})

	test('a missing or wrong body is a 400, never a 500', async () => {
		expect((await post({})).status).toBe(400)
		expect((await post({ video_url: 42 })).status).toBe(400)
	})

	test('YouTube refusing (429) is a localized 503, a dead upstream a 504', async () => {
		env.youtube.fail('429')
		const refused = await post(
			{ video_url: 'https://www.youtube.com/watch?v=dsMFmonKDD4' },
			{ 'accept-language': 'de' },
		)
		expect(refused.status).toBe(503)
		const body = await refused.json()
		expect(body.error.code).toBe('youtubeBlocked')
		expect(body.error.message).toContain('YouTube')
		expect(body.error.message).not.toBe('YouTube is temporarily blocking this server. Try again later.')
		env.youtube.reset()
		env.youtube.fail('slow', { delayMs: 3000 })
		const slow = await post({ video_url: 'https://www.youtube.com/watch?v=X4VbdwhkE10' })
		expect(slow.status).toBe(504)
		expect((await slow.json()).error.code).toBe('upstreamTimeout')
	})
})

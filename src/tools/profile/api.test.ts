import { describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { until } from '../../../tests/support/until'
import { postJson, withFakeYouTube } from '../../../tests/support/with-fake-youtube'

const env = withFakeYouTube()
// Answers are cached per channel: each test asks for channels the others do not.

const post = (channel_url: unknown, headers: Record<string, string> = {}) =>
	postJson(env, '/api/tools/profile', { channel_url }, headers)

describe('POST /api/tools/profile', () => {
	test('a handle is resolved, then the channel read: name, id, handle, avatars, banner', async () => {
		const res = await post('https://www.youtube.com/@Gronkh/videos')
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body).toMatchObject({ channelName: 'Gronkh', channelId: 'UCYJ61XIK64sp6ZFFS8sctxw', handle: '@gronkh' })
		expect(body.avatars.map((a: { size: number }) => a.size)).toEqual([88, 176, 240, 480, 800])
		expect(body.url).toStartWith('/api/image?')
		const resolve = env.youtube.requests.find((r) => r.path.endsWith('/navigation/resolve_url'))
		expect((resolve?.body as { url?: string } | undefined)?.url).toBe('https://www.youtube.com/@Gronkh')
		const browse = env.youtube.requests.find((r) => r.path.endsWith('/browse'))
		expect((browse?.body as { browseId?: string } | undefined)?.browseId).toBe('UCYJ61XIK64sp6ZFFS8sctxw')
		// The large avatar downloads named after the channel (core/file-name.ts), 800 px square; the banner tagged.
		const image = await env.app.app.request(body.url)
		expect(image.status).toBe(200)
		expect(image.headers.get('content-disposition')).toBe(
			`attachment; filename="Gronkh [UCYJ61XIK64sp6ZFFS8sctxw].jpg"; filename*=UTF-8''Gronkh%20%5BUCYJ61XIK64sp6ZFFS8sctxw%5D.jpg`,
		)
		expect(new URLSearchParams(body.bannerUrl.split('?')[1]).get('dl')).toBe(
			'Gronkh [UCYJ61XIK64sp6ZFFS8sctxw].banner.jpg',
		)
	})

	test('the pictures the page shows are fetched with the answer: the page asking for them then costs no request', async () => {
		env.youtube.reset()
		const body = await (await post('https://www.youtube.com/channel/UCw49uOTAJjGUdoAeUcp7tOg')).json()
		expect(body.bannerUrl).toStartWith('/api/image?')
		// The two pictures' own requests (another test's prefetch may still reach the fake after the reset).
		const paths = [body.url, body.bannerUrl].map(
			(url) => new URL(new URLSearchParams(url.split('?')[1]).get('u') ?? '').pathname,
		)
		const images = () => env.youtube.requests.filter((r) => paths.includes(r.path))
		await until(() => images().length === 2 && images().every((r) => r.status === 200), 'the avatar and the banner')
		const asked = env.youtube.requests.length
		for (const url of [body.url, body.bannerUrl]) expect((await env.app.app.request(url)).status).toBe(200)
		expect(env.youtube.requests.length).toBe(asked)
	})

	test('/user/ and legacy custom URLs resolve too; a channel id skips resolving', async () => {
		expect((await (await post('https://www.youtube.com/user/Vsauce')).json()).channelId).toBe(
			'UC6nSFpj9HTCZ5t-N3Rm3-HA',
		)
		// A legacy custom URL: resolved to its id (the recordings have no browse answer for it).
		await post('env.youtube.com/thedailyshow')
		const browsed = env.youtube.requests.filter((r) => r.path.endsWith('/browse')).at(-1)
		expect((browsed?.body as { browseId?: string } | undefined)?.browseId).toBe('UCwWhs_6x42TyRM4Wstoq8HA')
		env.youtube.reset()
		const direct = await (await post('https://www.youtube.com/channel/UCsXVk37bltHxD1rDPwtNM8Q')).json()
		expect(direct.channelName).toContain('Kurzgesagt')
		expect(env.youtube.requests.some((r) => r.path.endsWith('/navigation/resolve_url'))).toBe(false)
	})

	test('an age-gated channel still gives its name and avatar', async () => {
		const body = await (await post('https://www.youtube.com/channel/UCbfnHqxXs_K3kvaH-WlNlig')).json()
		expect(body.channelName).toBe('Laphroaig Whisky')
		expect(body.url).toStartWith('/api/image?')
	})

	test('unknown handle 404 channelNotFound; removed channel 410 channelTerminated', async () => {
		const unknown = await post('https://www.youtube.com/@noSuchHandle15464')
		expect(unknown.status).toBe(404)
		expect((await unknown.json()).error.code).toBe('channelNotFound')
		const removed = await post('https://www.youtube.com/channel/UCoaO4U_p7G7AwalqSbGCZOA', { 'accept-language': 'tr' })
		expect(removed.status).toBe(410)
		const body = await removed.json()
		expect(body.error.code).toBe('channelTerminated')
		expect(body.error.message).toBe('Bu kanal YouTube tarafından kapatıldı.')
	})

	test('a video link stands for its uploader: the player answer names the channel, which is then read', async () => {
		// (Newer than the spec's "youtu.be is not accepted"). No recording holds both a
		// video and its channel's browse answer: Dave2D's channel is not recorded, so it ends as a 404 like its
		// /channel/ link; what matters is that the video led to that channel, and that the error never says
		// "Channel not found" of a video link.
		const viaVideo = await post('(https://youtu.be/GJLlxj_dtq8).')
		const player = env.youtube.requests.find((r) => r.route === 'player')
		expect((player?.body as { videoId?: string } | undefined)?.videoId).toBe('GJLlxj_dtq8')
		const browse = env.youtube.requests.filter((r) => r.route === 'browse')
		expect(browse.map((r) => (r.body as { browseId?: string }).browseId)).toEqual(['UCVYamHliCI9rw1tHR1xbkfw'])
		expect(env.youtube.requests.some((r) => r.path.endsWith('/navigation/resolve_url'))).toBe(false)
		const viaChannel = await post('https://www.youtube.com/channel/UCVYamHliCI9rw1tHR1xbkfw')
		expect(viaVideo.status).toBe(viaChannel.status)
		expect((await viaChannel.json()).error.code).toBe('channelNotFound')
		const { error } = await viaVideo.json()
		expect(error.code).toBe('videoChannelNotFound')
		expect(error.message).toBe(DICT.en.errors.videoChannelNotFound)
		expect(error.message).not.toBe(DICT.en.errors.channelNotFound)
	})

	test("a video link to a video YouTube does not have answers that video's error", async () => {
		const res = await post('https://www.youtube.com/watch?v=zzzzzzzzzzz', { 'accept-language': 'de' })
		expect(res.status).toBe(404)
		expect((await res.json()).error.code).toBe('videoUnavailable')
		expect(env.youtube.requests.some((r) => r.route === 'browse')).toBe(false)
	})

	test.each([
		['', 'invalidChannelUrl'],
		// A bare 11-character word is far likelier a mistyped name than a video id.
		['GJLlxj_dtq8', 'invalidChannelUrl'],
		['https://youtu.be.example.com/GJLlxj_dtq8', 'invalidChannelUrl'],
		['https://consent.youtube.com/m?continue=https://evil.example/', 'invalidChannelUrl'],
		['https://example.com/@x', 'invalidChannelUrl'],
	])('%p is a 400 %s', async (url, code) => {
		const res = await post(url)
		expect(res.status).toBe(400)
		expect((await res.json()).error.code).toBe(code)
	})

	test.each([
		['https://www.youtube.com/playlist?list=PLbpi6ZahtOH6Blw3RGYpWkSByi_T7Rygb', 'playlistLinkNotChannel', 'thumbnail'],
		['https://www.youtube.com/clip/UgytZKpehg-hEMBSn3F4AaABCQ', 'clipLinkNotChannel', 'transcript'],
	])('%p is a 400 %s naming the %s tool, which takes it', async (url, code, tool) => {
		const res = await post(url)
		expect(res.status).toBe(400)
		const { error } = await res.json()
		expect(error).toMatchObject({ code, params: { tool } })
		expect(env.youtube.requests).toHaveLength(0)
	})

	test('YouTube refusing and failing become 503 and 502, never 500', async () => {
		env.youtube.fail('429')
		expect((await post('https://www.youtube.com/@TheDailyShow')).status).toBe(503)
		env.youtube.reset()
		env.youtube.fail('500')
		expect((await post('https://www.youtube.com/c/gronkh')).status).toBe(502)
		env.youtube.reset()
		env.youtube.fail('garbage')
		expect((await post('https://www.youtube.com/channel/UCUaQMQS9lY5lit3vurpXQ6w')).status).toBe(502)
	})
})

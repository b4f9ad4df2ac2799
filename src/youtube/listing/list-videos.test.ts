import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { type FakeYouTube, startFakeYouTube } from '../../../tests/support/fake-youtube'
import { loadConfig } from '../../core/config'
import { YouTubeError } from '../errors'
import { type ListSource, parseListUrl } from '../list-url'
import { createUpstream, type Upstream } from '../upstream.server'
import { type ListingEvent, listVideos, readListing } from '.'

let youtube: FakeYouTube
let upstream: Upstream

beforeAll(async () => {
	youtube = await startFakeYouTube()
	upstream = createUpstream({
		overrides: loadConfig({ UPSTREAM_OVERRIDES: youtube.overrides }).upstreamOverrides,
		timeoutMs: 5000,
	})
})
afterAll(() => youtube.stop())
beforeEach(() => youtube.reset())

function source(url: string): ListSource {
	const parsed = parseListUrl(url)
	if (!parsed.ok) throw new Error(`not a list: ${url}`)
	return parsed
}

const calls = () => youtube.requests.filter((r) => r.path.startsWith('/youtubei/v1/'))
const bodyOf = (i: number) => calls()[i]?.body as Record<string, unknown>

/** Every event of a listing, read to its end (or its error). */
async function drain(from: ReturnType<typeof source>): Promise<void> {
	for await (const _ of listVideos(from, { upstream })) {
	}
}

async function codeOf(p: Promise<unknown>): Promise<string> {
	try {
		await p
	} catch (error) {
		if (error instanceof YouTubeError) return error.code
		throw error
	}
	throw new Error('did not throw')
}

describe('listVideos: playlists', () => {
	test("NewPipe's flow: a header without the list, then the first page by NewPipe's token, then page 2 (150)", async () => {
		const { meta, videos, capped } = await readListing(
			source('https://www.youtube.com/playlist?list=PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'),
			{ upstream },
		)
		expect(meta).toEqual({
			kind: 'playlist',
			id: 'PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr',
			title: "TOP 150 Songs 2026 - List of Best Music 2026 (Today's Hits Playlist)",
			owner: 'Redlist - Chart Playlists',
			ownerChannelId: 'UC-7fxYMkY5sTDKmmsC3p5iA',
			total: 150,
			infinite: false,
		})
		expect(videos).toHaveLength(150)
		expect(videos[0]).toEqual({ index: 1, videoId: 'u2ah9tWTkmk', title: 'Alex Warren - Ordinary (Official Video)' })
		expect(videos[149]).toEqual({ index: 150, videoId: 'zUtTpuqV55U', title: 'Halsey - Lucky (Official Video)' })
		expect(capped).toBe(false)
		// browse VL<id>, then the built token (recorded request), then the token page 1 ended with.
		expect(calls()).toHaveLength(3)
		expect(bodyOf(0)).toMatchObject({ browseId: 'VLPLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr', params: 'wgYCCAA%3D' })
		expect(calls().every((r) => r.status === 200)).toBe(true)
	})

	test('an answer with the list (the playlist page’s data): the first 100 from it, then the continuation (154)', async () => {
		const { meta, videos, capped } = await readListing(
			source('https://www.youtube.com/watch?v=YYXdXT2l-Gg&list=PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU'),
			{ upstream },
		)
		expect(meta).toMatchObject({ title: 'Python Tutorials', owner: 'Corey Schafer', total: 154 })
		expect(videos.map((v) => v.index)).toEqual(Array.from({ length: 154 }, (_, i) => i + 1))
		expect(videos[99]?.videoId).toBe('tb8gHvYlCFs')
		expect(videos[100]?.videoId).toBe('yqm6MBt-yfY')
		expect(videos[153]?.videoId).toBe('fM4O9bModsE')
		expect(capped).toBe(false)
		expect(calls()).toHaveLength(2)
	})

	test('the cap stops the listing without asking for pages beyond it, and says so', async () => {
		const events: ListingEvent[] = []
		for await (const event of listVideos(source('PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'), { upstream, cap: 60 }))
			events.push(event)
		expect(events.map((e) => e.type)).toEqual(['meta', 'videos', 'end'])
		const page = events[1] as Extract<ListingEvent, { type: 'videos' }>
		expect(page.videos).toHaveLength(60)
		expect(page.videos.at(-1)?.index).toBe(60)
		expect(events[2]).toEqual({ type: 'end', capped: true })
		expect(calls()).toHaveLength(2)
	})

	test('a cap of exactly the list’s length is not "capped"; one less is', async () => {
		const exact = await readListing(source('PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'), { upstream, cap: 150 })
		expect([exact.videos.length, exact.capped]).toEqual([150, false])
		const short = await readListing(source('PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'), { upstream, cap: 149 })
		expect([short.videos.length, short.capped]).toEqual([149, true])
	})

	test('every request waits for the pace first', async () => {
		let paced = 0
		await readListing(source('PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'), {
			upstream,
			pace: async () => {
				paced++
			},
		})
		expect(paced).toBe(3)
	})

	test('missing, unviewable and malformed playlists throw their codes', async () => {
		expect(await codeOf(readListing(source('PL11111111111111111111111111111111'), { upstream }))).toBe(
			'playlistNotFound',
		)
		const invalid: ListSource = { kind: 'playlist', playlistId: 'INVALID_ID' }
		expect(await codeOf(readListing(invalid, { upstream }))).toBe('playlistUnviewable')
		// Not recorded: the fake answers 400 INVALID_ARGUMENT, as YouTube does for an id it cannot read.
		expect(await codeOf(readListing(source('PLxxxxxxxxxxxxxxxxxxxx'), { upstream }))).toBe('playlistNotFound')
	})

	test('a refusal on a later page surfaces as that refusal', async () => {
		const listing = listVideos(source('PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU'), { upstream })
		expect((await listing.next()).value).toMatchObject({ type: 'meta' })
		expect((await listing.next()).value).toMatchObject({ type: 'videos' })
		youtube.fail('429', { times: 1, paths: /\/browse/ })
		expect(await codeOf(listing.next())).toBe('rateLimited')
	})
})

describe('listVideos: mixes', () => {
	test('two stretches of `next`, overlapping windows deduplicated, then the end when nothing new comes', async () => {
		const { meta, videos, capped } = await readListing(
			source('https://www.youtube.com/watch?v=FAqYW76GLPA&list=RDFAqYW76GLPA'),
			{ upstream },
		)
		expect(meta).toMatchObject({ kind: 'mix', id: 'RDFAqYW76GLPA', owner: 'YouTube', total: null, infinite: true })
		expect(meta.title).toStartWith('Mix – ')
		expect(new Set(videos.map((v) => v.videoId)).size).toBe(videos.length)
		// 25 of the first window and the 12 new ones of the second (13 repeat the first); the third is not recorded.
		expect(videos).toHaveLength(37)
		expect(videos[0]?.videoId).toBe('FAqYW76GLPA')
		expect(videos[24]?.videoId).toBe('bY0357VJE2U')
		// The second window ends with a video the first already had: listed once, where it first came.
		expect(videos[36]?.videoId).toBe('Hfoi76YbnzA')
		expect(videos.findIndex((v) => v.videoId === '1ZKIZsdkVUc')).toBeLessThan(25)
		expect(capped).toBe(false)
		expect(bodyOf(1)).toMatchObject({
			videoId: 'bY0357VJE2U',
			playlistId: 'RDFAqYW76GLPA',
			playlistIndex: 24,
			params: 'OAE%3D',
		})
	})

	test('a mix never ends: at the cap it stops, capped', async () => {
		const { videos, capped } = await readListing(source('RDFAqYW76GLPA'), { upstream, cap: 30 })
		expect(videos).toHaveLength(30)
		expect(capped).toBe(true)
		expect(calls()).toHaveLength(2)
	})

	test('the mix of a video that does not exist throws mixUnavailable', async () => {
		const mix: ListSource = { kind: 'mix', playlistId: 'RDabcde', videoId: 'abcde' }
		expect(await codeOf(readListing(mix, { upstream }))).toBe('mixUnavailable')
	})
})

describe('listVideos: channel tabs', () => {
	test('a /user/ link is resolved first; the Videos tab, then its next page', async () => {
		const { meta, videos, capped } = await readListing(source('https://www.youtube.com/user/creativecommons'), {
			upstream,
			cap: 60,
		})
		expect(meta).toEqual({
			kind: 'channel',
			id: 'UCTwECeGqMZee77BjdoYtI2Q',
			title: 'Creative Commons',
			owner: 'Creative Commons',
			ownerChannelId: 'UCTwECeGqMZee77BjdoYtI2Q',
			total: null,
			infinite: false,
			tab: 'videos',
		})
		expect(videos).toHaveLength(60)
		expect(videos[0]?.videoId).toBe('BD-LB23rRBE')
		expect(videos[30]?.videoId).toBe('CIFHx7_z3Vc')
		expect(videos[59]?.videoId).toBe('9c1Kl8ElHug')
		expect(capped).toBe(true)
		expect(calls().map((r) => r.path)).toEqual([
			'/youtubei/v1/navigation/resolve_url',
			'/youtubei/v1/browse',
			'/youtubei/v1/browse',
		])
		expect(bodyOf(1)).toMatchObject({ browseId: 'UCTwECeGqMZee77BjdoYtI2Q', params: 'EgZ2aWRlb3PyBgQKAjoA' })
	})

	test('a /shorts link lists the Shorts tab', async () => {
		const { meta, videos } = await readListing(
			source('https://www.youtube.com/channel/UCh8gHdtzO2tXd593_bjErWg/shorts'),
			{ upstream, cap: 96 },
		)
		expect(meta).toMatchObject({ title: 'Doobydobap', tab: 'shorts' })
		expect(videos).toHaveLength(96)
		expect(videos[0]).toEqual({ index: 1, videoId: 'l-X5WbDSH2o', title: 'Packing lunch for my special roommate' })
		expect(videos[48]?.videoId).toBe('R8ydpPnC6vI')
		expect(bodyOf(0)).toMatchObject({ params: 'EgZzaG9ydHPyBgUKA5oBAA%3D%3D' })
	})

	test('the end of the recordings: a third page YouTube refuses (400) cuts the list, keeping what was listed', async () => {
		const listing = await readListing(source('https://www.youtube.com/channel/UCh8gHdtzO2tXd593_bjErWg/shorts'), {
			upstream,
		})
		// Both recorded pages were served; the third token is not recorded.
		expect(calls().map((r) => r.status)).toEqual([200, 200, 400])
		expect(listing.videos.length).toBeGreaterThan(0)
		expect(listing.cut).toBeInstanceOf(YouTubeError)
		expect((listing.cut as YouTubeError).code).toBe('channelNotFound')
		// The stream itself still ends in the error: only readListing keeps what came before it.
		expect(await codeOf(drain(source('https://www.youtube.com/channel/UCh8gHdtzO2tXd593_bjErWg/shorts')))).toBe(
			'channelNotFound',
		)
	})

	test('unknown handles and channels throw channelNotFound', async () => {
		expect(await codeOf(readListing(source('https://www.youtube.com/@nobody-here-at-all'), { upstream }))).toBe(
			'channelNotFound',
		)
		const unknown = source('https://www.youtube.com/channel/UCxxxxxxxxxxxxxxxxxxxxxx')
		expect(await codeOf(readListing(unknown, { upstream }))).toBe('channelNotFound')
	})

	test('a removed channel throws channelTerminated', async () => {
		expect(await codeOf(readListing(source('UCoaO4U_p7G7AwalqSbGCZOA'), { upstream }))).toBe('channelTerminated')
	})
})

test('an aborted signal stops before any request', async () => {
	const controller = new AbortController()
	controller.abort()
	await expect(
		readListing(source('PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'), { upstream, signal: controller.signal }),
	).rejects.toThrow()
	expect(calls()).toHaveLength(0)
})

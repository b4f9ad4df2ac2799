import { afterAll, beforeEach, describe, expect, test } from 'bun:test'
import { startFakeYouTube } from '../../../tests/support/fake-youtube'
import { YOUTUBE_FIXTURES } from '../../../tests/support/fixtures'
import { startRedis } from '../../../tests/support/redis'
import { until } from '../../../tests/support/until'
import { createLogger } from '../../core/logger'
import type { OllamaModel } from '../../llm/ollama.server'
import { createQueue } from '../../llm/queue'
import { sharedCaches } from '../../state/lookup-cache'
import { connectRedis } from '../../state/redis.server'
import { createUpstream } from '../../youtube/upstream.server'
import { builtinHashtags } from './builtin'
import { GROUP_SIZES, type HashtagGroups } from './schema'
import { createHashtagService } from './service.server'

/** A model that answers `answer` to every chat. */
function modelAnswering(answer: HashtagGroups): OllamaModel {
	return { chatJson: async () => answer } as unknown as OllamaModel
}

describe('the model’s answer passes the same filters as the built-in one ("Hashtag filters")', () => {
	test('#for, #the and #workoutworkout never reach the visitor; the groups are topped up', async () => {
		const service = createHashtagService({
			model: modelAnswering({
				trending: ['#workout', '#for', '#the', '#fitness', '#workoutworkout', '#gym'],
				hashtags: ['#homeworkout', '#The', '#and', '#forbeginnersforbeginners', '#home workout home', '#fitfam'],
				longTail: ['#workoutforbeginners', '#for the', '#homeworkoutforbeginnersforbeginners', '#noequipmentworkout'],
			}),
			queue: createQueue({ concurrency: 1, maxQueued: 1 }),
		})
		const out = await service.generate({ keywords: 'home workout for beginners', category: 'fitness', locale: 'en' })
		expect(out.source).toBe('ollama')
		const all = [...out.trending, ...out.hashtags, ...out.longTail]
		for (const weak of ['#for', '#the', '#and', '#workoutworkout', '#forbeginnersforbeginners', '#fortheworkout']) {
			expect(all).not.toContain(weak)
		}
		expect(all.filter((t) => /forbeginnersforbeginners|homeworkouthome/.test(t))).toEqual([])
		// What was good is kept, in the model's order; what it glued of words nobody typed is not.
		expect(out.trending[0]).toBe('#workout')
		expect(out.hashtags[0]).toBe('#homeworkout')
		expect(out.longTail[0]).toBe('#workoutforbeginners')
		expect(all).not.toContain('#noequipmentworkout')
		for (const group of ['trending', 'hashtags', 'longTail'] as const) {
			expect(out[group].length).toBeGreaterThan(0)
			expect(out[group].length).toBeLessThanOrEqual(GROUP_SIZES[group].max)
		}
	})

	test('on a German page, English stop words from the model are dropped too', async () => {
		const service = createHashtagService({
			model: modelAnswering({
				trending: ['#for', '#für', '#und', '#sauerteig', '#brot'],
				hashtags: ['#with', '#mit', '#backen', '#sauerteigbrot', '#brotbacken'],
				longTail: ['#the', '#sauerteigbrotbacken', '#brotbackenfüranfänger'],
			}),
			queue: createQueue({ concurrency: 1, maxQueued: 1 }),
		})
		const out = await service.generate({ keywords: 'Sauerteigbrot backen', category: 'food', locale: 'de' })
		const all = [...out.trending, ...out.hashtags, ...out.longTail]
		expect(all.filter((t) => ['#for', '#für', '#und', '#with', '#mit', '#the'].includes(t))).toEqual([])
		// Kept in the model's order; pieces of a compound nobody typed alone (#sauerteig) are not words of the visitor's.
		expect(out.hashtags.slice(0, 2)).toEqual(['#backen', '#sauerteigbrot'])
		expect(all).not.toContain('#brotbacken')
	})
})

// A video's own tags and YouTube's evidence, from the recorded and hand-made answers of the fake YouTube.
describe('a video link and YouTube’s evidence', async () => {
	const fake = await startFakeYouTube()
	afterAll(() => fake.stop())
	beforeEach(() => fake.reset())
	const upstream = createUpstream({
		overrides: new Map(fake.overrides.split(',').map((pair) => pair.split('=') as [string, string])),
		timeoutMs: 30_000,
	})
	const youtube = { upstream, clients: ['ANDROID' as const] }
	const SURFACE_GO = { id: 'GJLlxj_dtq8', file: 'ytta/player_android_GJLlxj_dtq8.json' }
	const GREAT_WAR = { id: 'F1xioXWb8CY', file: 'ytta/player_android_F1xioXWb8CY.json' }
	const NO_TAGS = { id: '3sbYbckT1VY', file: 'newpipe/player_visionos_3sbYbckT1VY_36tracks.json' }

	const recorded = async (file: string) => Bun.file(`${YOUTUBE_FIXTURES}/${file}`).text()
	const detailsOf = async (file: string) =>
		(JSON.parse(await recorded(file)) as { videoDetails: { keywords?: string[]; title: string } }).videoDetails
	const routes = () => fake.requests.map((r) => r.route)

	/** A model that records its prompts and answers `answer`. */
	function recordingModel(answer: HashtagGroups) {
		const prompts: string[] = []
		const model = {
			chatJson: async (_schema: unknown, messages: { content: string }[]) => {
				prompts.push(messages[1]?.content ?? '')
				return answer
			},
		} as unknown as OllamaModel
		return { model, prompts }
	}

	const goodAnswer: HashtagGroups = {
		trending: ['#surfacego', '#laptop', '#review', '#tech', '#microsoft'],
		hashtags: ['#surfacegoreview', '#bestlaptop', '#cheaplaptop', '#dave2d', '#tablet', '#windows', '#2in1', '#xps13'],
		longTail: ['#bestlaptopforstudents', '#surfacegovsipad', '#cheaplaptopreview', '#bestvaluelaptop', '#dave2dreview'],
	}
	const queue = () => createQueue({ concurrency: 1, maxQueued: 1 })

	test('a link: ONE player call, then search and suggestions for its title; the title and tags feed the model', async () => {
		const details = await detailsOf(SURFACE_GO.file)
		const { model, prompts } = recordingModel(goodAnswer)
		const service = createHashtagService({ model, queue: queue(), youtube })
		const out = await service.generate({
			keywords: `https://youtu.be/${SURFACE_GO.id}`,
			category: undefined,
			locale: 'en',
		})
		expect(out).toMatchObject({ source: 'ollama', basis: ['title'], videoTitle: details.title })
		expect(out.videoTags?.slice(0, 3)).toEqual(['Dave2D', 'Review', 'Surface Go'])
		expect(prompts[0]?.split('\n').slice(0, 2)).toEqual([
			`Video title: ${details.title}`,
			`Video tags: ${details.keywords?.join(', ')}`,
		])
		// Two round trips: the player, then the title's search and suggestions together.
		expect(routes()[0]).toBe('player')
		expect(routes().slice(1).sort()).toEqual(['search', 'suggest'])
		expect(fake.requests.find((r) => r.route === 'search')?.body).toMatchObject({ query: details.title })
		// Asked once, and kept: a second visitor costs YouTube nothing.
		await service.generate({ keywords: `https://youtu.be/${SURFACE_GO.id}`, category: undefined, locale: 'en' })
		expect(routes()).toHaveLength(3)
	})

	test('without evidence for the title, the words-only generator takes the title and the tags', async () => {
		const details = await detailsOf(SURFACE_GO.file)
		const service = createHashtagService({ model: null, queue: queue(), youtube })
		const out = await service.generate({
			keywords: `https://youtu.be/${SURFACE_GO.id}`,
			category: 'tech',
			locale: 'en',
		})
		const tags = [...new Set(details.keywords ?? [])]
		const { trending, hashtags, longTail } = builtinHashtags(details.title, 'tech', 'en', tags)
		expect(out).toMatchObject({ source: 'builtin', trending, hashtags, longTail })
		expect(out.evidence).toBeUndefined()
		expect(out.hashtags).toContain('#dave2d')
	})

	test('the prompt stays bounded: 15 of 26 tags go to the model, the answer has all of them', async () => {
		const details = await detailsOf(GREAT_WAR.file)
		const { model, prompts } = recordingModel(goodAnswer)
		const service = createHashtagService({ model, queue: queue(), youtube })
		const out = await service.generate({
			keywords: `https://youtu.be/${GREAT_WAR.id}`,
			category: undefined,
			locale: 'en',
		})
		expect(details.keywords).toHaveLength(26)
		expect(out.videoTags).toEqual(details.keywords ?? [])
		const line = prompts[0]?.split('\n').find((l) => l.startsWith('Video tags: ')) ?? ''
		expect(line.slice('Video tags: '.length).split(', ')).toEqual(details.keywords?.slice(0, 15) ?? [])
	})

	test('a video without tags: an empty list, and no tags line for the model', async () => {
		const { model, prompts } = recordingModel(goodAnswer)
		const service = createHashtagService({ model, queue: queue(), youtube })
		const out = await service.generate({
			keywords: `https://youtu.be/${NO_TAGS.id}`,
			category: undefined,
			locale: 'en',
		})
		expect(out).toMatchObject({ basis: ['title'], videoTitle: 'Engineers vs Pumpkin Carving 2.0', videoTags: [] })
		expect(prompts[0]).not.toContain('Video tags')
	})

	test('words alone: search and suggestions in parallel (2 requests, 1 round trip), rules build the groups', async () => {
		fake.fail('slow', { paths: /\/youtubei\/v1\/search/, delayMs: 300, times: 1 })
		const service = createHashtagService({ model: null, queue: queue(), youtube })
		const pending = service.generate({ keywords: 'sourdough bread baking', category: undefined, locale: 'en' })
		// The suggestions are asked for while the search is still unanswered.
		await until(() => fake.requests.length === 2, 'both requests')
		expect(fake.requests.find((r) => r.route === 'search')?.status).toBeNull()
		const out = await pending
		expect(routes().sort()).toEqual(['search', 'suggest'])
		expect(out.source).toBe('youtube')
		expect(fake.requests.find((r) => r.route === 'search')?.body).toMatchObject({
			query: 'sourdough bread baking',
			context: { client: { clientName: 'WEB', hl: 'en', gl: 'US' } },
		})
		expect(fake.requests.find((r) => r.route === 'suggest')?.query).toMatchObject({
			q: 'sourdough bread baking',
			hl: 'en',
			gl: 'US',
		})
		expect(out.evidence).toMatchObject({ query: 'sourdough bread baking', region: 'en-US', videos: 8 })
		expect(out.longTail[0]).toBe('#sourdoughbreadbakingforbeginners')
		expect(out.hashtags[0]).toMatch(/sourdough/)
	})

	test('a model that keeps little of the evidence: its groups are topped up from the evidence, not the words alone', async () => {
		// What a small model answers: filler and glued tags, all of which the filters drop.
		const { model } = recordingModel({
			trending: ['#viral', '#fyp', '#trending'],
			hashtags: ['#bestsourdough', '#youtube', '#sourdough2026', '#learnsourdough', '#sourdoughlife'],
			longTail: ['#howtosourdough', '#sourdoughforbeginnerstips', '#bestsourdoughideas2026'],
		})
		const service = createHashtagService({ model, queue: queue(), youtube })
		const out = await service.generate({ keywords: 'sourdough bread baking', category: undefined, locale: 'en' })
		const byRules = await createHashtagService({ model: null, queue: queue(), youtube }).generate({
			keywords: 'sourdough bread baking',
			category: undefined,
			locale: 'en',
		})
		expect(out.source).toBe('ollama')
		expect(out.hashtags).toEqual(byRules.hashtags.slice(0, 5))
		expect(out.longTail).toEqual(byRules.longTail.slice(0, 3))
		expect(out.longTail[0]).toBe('#sourdoughbreadbakingforbeginners')
	})

	test('a link with words: the words are searched alongside the player call (3 requests, 2 round trips at most)', async () => {
		const service = createHashtagService({ model: null, queue: queue(), youtube })
		const out = await service.generate({
			keywords: 'https://youtu.be/X4VbdwhkE10 lofi beats',
			category: undefined,
			locale: 'en',
		})
		expect(routes().sort()).toEqual(['player', 'search', 'suggest'])
		expect(out).toMatchObject({ source: 'youtube', basis: ['title', 'keywords'], evidence: { query: 'lofi beats' } })
	})

	test('YouTube refusing both: the words-only generator, and nothing cached', async () => {
		fake.fail('429', { paths: /search/ })
		const service = createHashtagService({ model: null, queue: queue(), youtube })
		const out = await service.generate({ keywords: 'sourdough bread baking', category: undefined, locale: 'en' })
		expect(out.source).toBe('builtin')
		expect(out.evidence).toBeUndefined()
		fake.reset()
		expect(
			(await service.generate({ keywords: 'sourdough bread baking', category: undefined, locale: 'en' })).source,
		).toBe('youtube')
	})

	test('details that fail with words given: the words answer, the video’s error noted; a link alone: the error', async () => {
		fake.fail('500', { paths: /player/ })
		const service = createHashtagService({ model: null, queue: queue(), youtube })
		const out = await service.generate({
			keywords: `https://youtu.be/${SURFACE_GO.id} surface go`,
			category: undefined,
			locale: 'en',
		})
		expect(out).toMatchObject({ basis: ['keywords'], noTranscript: 'upstreamError' })
		expect(out.videoTitle).toBeUndefined()
		expect(out.trending).toContain('#surface')
		await expect(
			service.generate({ keywords: `https://youtu.be/${SURFACE_GO.id}`, category: undefined, locale: 'en' }),
		).rejects.toMatchObject({ code: 'upstreamError' })
	})

	describe('the region YouTube is asked for', () => {
		const yoga = (region?: 'AT' | 'DE') =>
			({ keywords: 'yoga am morgen', category: undefined, locale: 'de', ...(region ? { region } : {}) }) as const
		const sent = () => ({
			search: fake.requests.filter((r) => r.route === 'search').map((r) => r.body),
			suggest: fake.requests.filter((r) => r.route === 'suggest').map((r) => r.query),
		})

		test('another region: its gl with the page’s hl, its own videos and suggestions, named in the evidence', async () => {
			const service = createHashtagService({ model: null, queue: queue(), youtube })
			const out = await service.generate(yoga('AT'))
			expect(sent().search).toEqual([
				expect.objectContaining({
					query: 'yoga am morgen',
					context: expect.objectContaining({ client: expect.objectContaining({ hl: 'de', gl: 'AT' }) }),
				}),
			])
			expect(sent().suggest).toEqual([expect.objectContaining({ q: 'yoga am morgen', hl: 'de', gl: 'AT' })])
			expect(out.source).toBe('youtube')
			expect(out.evidence).toMatchObject({ region: 'de-AT', videos: 5 })
			// Austria's answer (hand-made, rows 93–94 of the fixtures' manifest), not Germany's.
			expect(out.evidence?.suggestions).toContain('yoga am morgen wien')
			expect(out.trending).toContain('#österreich')
			expect(out.longTail).toContain('#yogaammorgenwien')
		})

		test('none chosen: the page language’s main region', async () => {
			const service = createHashtagService({ model: null, queue: queue(), youtube })
			const out = await service.generate(yoga())
			expect(fake.requests.find((r) => r.route === 'search')?.body).toMatchObject({
				context: { client: { hl: 'de', gl: 'DE' } },
			})
			expect(out.evidence).toMatchObject({ region: 'de-DE' })
			expect(out.evidence?.suggestions).not.toContain('yoga am morgen wien')
			expect(out.trending).not.toContain('#österreich')
		})

		test('the cache keeps each region apart: the same words in another region ask YouTube again', async () => {
			const service = createHashtagService({ model: null, queue: queue(), youtube })
			const germany = await service.generate(yoga('DE'))
			const austria = await service.generate(yoga('AT'))
			expect([germany.evidence?.region, austria.evidence?.region]).toEqual(['de-DE', 'de-AT'])
			expect(austria.trending).not.toEqual(germany.trending)
			expect(fake.requests.map((r) => r.route)).toHaveLength(4)
			// Each is kept: asked again, neither costs YouTube a request.
			expect((await service.generate(yoga('AT'))).evidence?.region).toBe('de-AT')
			expect((await service.generate(yoga())).evidence?.region).toBe('de-DE')
			expect(fake.requests).toHaveLength(4)
		})

		test('with Redis, a region’s evidence is shared between replicas, each region under its own key', async () => {
			const redis = await startRedis()
			const connect = () => connectRedis({ url: redis.url, prefix: 'region:', logger: createLogger('silent') })
			const [a, b] = await Promise.all([connect(), connect()])
			try {
				const replica = (shared: typeof a) =>
					createHashtagService({ model: null, queue: queue(), youtube, caches: sharedCaches(shared) })
				const [one, other] = [replica(a), replica(b)]
				expect((await one.generate(yoga('AT'))).evidence?.region).toBe('de-AT')
				expect(fake.requests).toHaveLength(2)
				// The other replica finds Austria's answer in Redis, but asks YouTube for Germany's.
				expect((await other.generate(yoga('AT'))).trending).toContain('#österreich')
				expect(fake.requests).toHaveLength(2)
				expect((await other.generate(yoga('DE'))).evidence?.region).toBe('de-DE')
				expect(fake.requests).toHaveLength(4)
				expect(
					fake.requests
						.slice(2)
						.map((r) =>
							r.route === 'search' ? (r.body as { context: { client: { gl: string } } }).context.client.gl : r.query.gl,
						),
				).toEqual(['DE', 'DE'])
			} finally {
				a.close()
				b.close()
				await redis.stop()
			}
		})
	})
})

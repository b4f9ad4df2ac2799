import { describe, expect, test } from 'bun:test'
import { YOUTUBE_FIXTURES } from '../../../tests/support/fixtures'
import type { OllamaModel } from '../../llm/ollama.server'
import { createQueue } from '../../llm/queue'
import { createUpstream } from '../../youtube/upstream.server'
import type { TranscriptService } from '../transcript/service.server'
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

// A video's own tags, from the recorded player answers (tests/fixtures/youtube).
describe('a video link: the video’s own tags', () => {
	const SURFACE_GO = { id: 'GJLlxj_dtq8', file: 'ytta/player_android_GJLlxj_dtq8.json' }
	const GREAT_WAR = { id: 'F1xioXWb8CY', file: 'ytta/player_android_F1xioXWb8CY.json' }
	const NO_TAGS = { id: '3sbYbckT1VY', file: 'newpipe/player_visionos_3sbYbckT1VY_36tracks.json' }

	const recorded = async (file: string) => Bun.file(`${YOUTUBE_FIXTURES}/${file}`).text()
	const keywordsOf = async (file: string) =>
		(JSON.parse(await recorded(file)) as { videoDetails: { keywords?: string[]; title: string } }).videoDetails

	/** YouTube answering every player request with `answer` (a recording, or a failure). */
	function youtubeAnswering(answer: () => Promise<Response>) {
		const requests: string[] = []
		const upstream = createUpstream({
			overrides: new Map(),
			timeoutMs: 30_000,
			fetch: (async (url: string | URL | Request) => {
				requests.push(String(url))
				return answer()
			}) as typeof fetch,
		})
		return { youtube: { upstream, clients: ['ANDROID' as const] }, requests }
	}

	/** A transcript service that always has the video's transcript. */
	const transcriptsOf = (title: string) =>
		({
			forVideo: async (videoId: string) => ({ videoId, title, text: 'hello and welcome to this review' }),
		}) as unknown as TranscriptService

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

	test('with a transcript: its title and tags come alongside, feed the model, and are in the answer', async () => {
		const details = await keywordsOf(SURFACE_GO.file)
		const { youtube, requests } = youtubeAnswering(async () => new Response(await recorded(SURFACE_GO.file)))
		const { model, prompts } = recordingModel(goodAnswer)
		const service = createHashtagService({
			model,
			queue: createQueue({ concurrency: 1, maxQueued: 1 }),
			transcripts: transcriptsOf(details.title),
			youtube,
		})
		const out = await service.generate({
			keywords: `https://youtu.be/${SURFACE_GO.id}`,
			category: undefined,
			locale: 'en',
		})
		expect(out).toMatchObject({ source: 'ollama', basis: ['transcript'], videoTitle: details.title })
		expect(out.videoTags).toEqual(details.keywords ?? [])
		expect(out.videoTags?.slice(0, 3)).toEqual(['Dave2D', 'Review', 'Surface Go'])
		expect(prompts[0]).toBe(
			[
				`Video title: ${details.title}`,
				`Video tags: ${details.keywords?.join(', ')}`,
				"Start of the video's transcript: hello and welcome to this review",
			].join('\n'),
		)
		// Asked once, and kept: a second visitor costs YouTube nothing.
		await service.generate({ keywords: `https://youtu.be/${SURFACE_GO.id}`, category: undefined, locale: 'de' })
		expect(requests).toHaveLength(1)
	})

	test('the built-in generator takes the tags too, after the title', async () => {
		const details = await keywordsOf(SURFACE_GO.file)
		const { youtube } = youtubeAnswering(async () => new Response(await recorded(SURFACE_GO.file)))
		const service = createHashtagService({
			model: null,
			queue: createQueue({ concurrency: 1, maxQueued: 1 }),
			transcripts: transcriptsOf(details.title),
			youtube,
		})
		const out = await service.generate({
			keywords: `https://youtu.be/${SURFACE_GO.id}`,
			category: 'tech',
			locale: 'en',
		})
		const { trending, hashtags, longTail } = builtinHashtags(
			[details.title, ...(details.keywords ?? [])].join(', '),
			'tech',
			'en',
			[...new Set(details.keywords ?? [])],
		)
		expect(out).toMatchObject({ source: 'builtin', trending, hashtags, longTail })
		expect(out.trending).toContain('#dave2d')
	})

	test('the prompt stays bounded: 15 of 26 tags go to the model, the answer has all of them', async () => {
		const details = await keywordsOf(GREAT_WAR.file)
		const { youtube } = youtubeAnswering(async () => new Response(await recorded(GREAT_WAR.file)))
		const { model, prompts } = recordingModel(goodAnswer)
		const service = createHashtagService({
			model,
			queue: createQueue({ concurrency: 1, maxQueued: 1 }),
			transcripts: transcriptsOf(details.title),
			youtube,
		})
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
		const details = await keywordsOf(NO_TAGS.file)
		const { youtube } = youtubeAnswering(async () => new Response(await recorded(NO_TAGS.file)))
		const { model, prompts } = recordingModel(goodAnswer)
		const service = createHashtagService({
			model,
			queue: createQueue({ concurrency: 1, maxQueued: 1 }),
			transcripts: transcriptsOf(details.title),
			youtube,
		})
		const out = await service.generate({
			keywords: `https://youtu.be/${NO_TAGS.id}`,
			category: undefined,
			locale: 'en',
		})
		expect(out).toMatchObject({ basis: ['transcript'], videoTitle: 'Engineers vs Pumpkin Carving 2.0', videoTags: [] })
		expect(prompts[0]).not.toContain('Video tags')
	})

	test.each([
		['refuse (HTTP 500)', async () => new Response('oops', { status: 500 })],
		['never answer', () => new Promise<Response>(() => {})],
	])('details that %s: the transcript’s answer, without the video’s tags', async (_name, answer) => {
		const { youtube, requests } = youtubeAnswering(answer)
		const service = createHashtagService({
			model: null,
			queue: createQueue({ concurrency: 1, maxQueued: 1 }),
			transcripts: transcriptsOf('Surface Go Review'),
			youtube,
		})
		const out = await service.generate({
			keywords: `https://youtu.be/${SURFACE_GO.id}`,
			category: undefined,
			locale: 'en',
		})
		expect(out).toMatchObject({ source: 'builtin', basis: ['transcript'] })
		expect(out.videoTags).toBeUndefined()
		expect(out.videoTitle).toBeUndefined()
		expect(out.trending).toContain('#surface')
		// They were asked for, alongside the transcript.
		expect(requests).toHaveLength(1)
	})
})

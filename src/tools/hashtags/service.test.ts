import { describe, expect, test } from 'bun:test'
import type { OllamaModel } from '../../llm/ollama.server'
import { createQueue } from '../../llm/queue'
import { GROUP_SIZES, type HashtagGroups } from './schema'
import { createHashtagService } from './service.server'

/** A model that answers `answer` to every chat. */
function modelAnswering(answer: HashtagGroups): OllamaModel {
	return { chatJson: async () => answer } as unknown as OllamaModel
}

describe('the model’s answer passes the same filters as the built-in one (issue 14, "Hashtag filters")', () => {
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
		// What was good is kept, in the model's order.
		expect(out.trending.slice(0, 3)).toEqual(['#workout', '#fitness', '#gym'])
		expect(out.hashtags.slice(0, 2)).toEqual(['#homeworkout', '#fitfam'])
		expect(out.longTail.slice(0, 2)).toEqual(['#workoutforbeginners', '#noequipmentworkout'])
		for (const group of ['trending', 'hashtags', 'longTail'] as const) {
			expect(out[group].length).toBeGreaterThanOrEqual(GROUP_SIZES[group].min)
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
		expect(out.trending.slice(0, 2)).toEqual(['#sauerteig', '#brot'])
	})
})

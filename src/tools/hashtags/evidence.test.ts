import { describe, expect, test } from 'bun:test'
import { type Evidence, evidenceGroups } from './evidence'
import { allowedTags, tagRules } from './filters'

const DAY = 24 * 3600_000
const FETCHED = Date.UTC(2026, 11, 1)

const evidence: Evidence = {
	query: 'sourdough bread',
	region: 'en-US',
	fetchedAt: FETCHED,
	videos: [
		{ title: 'My sourdough bread recipe', ageMs: 2 * DAY, hashtags: ['#sourdough', '#baking'] },
		{ title: 'Sourdough bread for beginners', ageMs: 10 * DAY, hashtags: ['#sourdough', '#baking'] },
		{ title: 'Easy loaf', ageMs: 20 * DAY, hashtags: ['#sourdough', '#homebaking'] },
		{ title: 'Old but gold', ageMs: 400 * DAY, hashtags: ['#baking', '#bread'] },
		{ title: 'Also old', ageMs: 300 * DAY, hashtags: ['#bread', '#vintage'] },
	],
	suggestions: ['sourdough bread', 'sourdough bread recipe', 'sourdough bread for beginners'],
}

function groups(now: number) {
	const base = tagRules('sourdough bread', 'en')
	const whole = [...evidence.videos.flatMap((v) => v.hashtags), ...evidence.suggestions]
	const rules = {
		...base,
		allowed: allowedTags(['sourdough bread', ...evidence.videos.map((v) => v.title)], whole, base),
	}
	return evidenceGroups(evidence, 'sourdough bread', 'en', rules, now)
}

describe('groups from what YouTube shows', () => {
	test('trending: tags many recent ranking videos use, most used first, with the count behind each', () => {
		const out = groups(FETCHED)
		expect(out.groups.trending).toEqual(['#sourdough', '#baking'])
		expect(out.uses.get('sourdough')).toBe(3)
		expect(out.uses.get('baking')).toBe(2)
		// #bread: two videos, but a year old; #homebaking: one recent video.
		expect(out.groups.trending).not.toContain('#bread')
		expect(out.recentVideos).toBe(3)
	})

	test('by the clock: evidence kept 25 days later counts only the then 27-day-old video as recent', () => {
		const out = groups(FETCHED + 25 * DAY)
		expect(out.recentVideos).toBe(1)
		expect(out.groups.trending).toEqual([])
	})

	test('recommended: the tags real videos use closest to the visitor’s words first', () => {
		const out = groups(FETCHED)
		expect(out.groups.hashtags[0]).toBe('#sourdoughbread')
		expect(out.uses.get('sourdoughbread')).toBe(2)
		expect(out.groups.hashtags).not.toContain('#vintage')
	})

	test('long-tail: YouTube’s suggestions as tags, not the query itself', () => {
		expect(groups(FETCHED).groups.longTail).toEqual(['#sourdoughbreadrecipe', '#sourdoughbreadforbeginners'])
	})
})

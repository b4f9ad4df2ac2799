import { describe, expect, test } from 'bun:test'
import { parseAge, parseSearch } from './search'
import { parseSuggestions } from './suggest'
import { fixtureJson, fixtureText } from './test-fixtures'

const DAY = 24 * 3600_000

describe('a publish age, as YouTube words it in each page language', () => {
	test.each([
		['3 days ago', 3 * DAY],
		['Streamed 2 weeks ago', 14 * DAY],
		['1 hour ago', 3600_000],
		['11 months ago', 330 * DAY],
		['vor 5 Tagen', 5 * DAY],
		['vor 1 Monat', 30 * DAY],
		['hace 2 semanas', 14 * DAY],
		['hace 1 año', 365 * DAY],
		['3 gün önce', 3 * DAY],
		['7 ay önce', 210 * DAY],
		['4 dagen geleden', 4 * DAY],
		['6 maanden geleden', 180 * DAY],
	])('%s', (text, ms) => {
		expect(parseAge(text)).toBe(ms)
	})

	test('no number and unit: unknown', () => {
		expect(parseAge('Premieres soon')).toBeNull()
	})
})

describe('the recorded search answers', () => {
	test('"#shorts": the result list only, with the hashtags of titles and snippets, numbers left out', () => {
		const answer = parseSearch(fixtureJson('newpipe/search_web_hashtag-shorts_videos_page1.json'))
		expect(answer.correctedQuery).toBe('shorts')
		expect(answer.videos).toHaveLength(20)
		const first = answer.videos[0]
		expect(first).toMatchObject({
			title: 'LiDiRo reagiert auf Shorts #519 #lidiro #shorts',
			channel: 'LiDiRo Reagiert',
		})
		expect(first?.hashtags).toEqual(['#lidiro', '#shorts'])
		expect(first?.ageMs).toBe(DAY)
		// A description snippet's hashtags count too.
		expect(answer.videos[3]?.hashtags).toEqual(['#hayataku', '#tiktok', '#viral', '#asmr'])
	})

	test('an answer without videos is an empty list', () => {
		expect(parseSearch({}).videos).toEqual([])
	})
})

describe('suggestions', () => {
	test('the recorded JSON answer, in YouTube’s order', () => {
		const list = parseSuggestions(fixtureText('newpipe/suggest_youtube_hello_gl-DE_2026-07.json'))
		expect(list).toHaveLength(14)
		expect(list.at(-1)).toBe("hello i'm your neighbor")
	})

	test('the older JSONP form', () => {
		expect(parseSuggestions('JP(["a",[["a b",0,[512]]],{"k":1}])')).toEqual(['a b'])
	})

	test('anything else is YouTube answering badly', () => {
		expect(() => parseSuggestions('<html>')).toThrow()
	})
})

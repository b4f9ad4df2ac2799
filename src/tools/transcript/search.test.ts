import { describe, expect, test } from 'bun:test'
import { parseCaptions } from '../../youtube/captions/detect'
import { fixtureText } from '../../youtube/parse/test-fixtures'
import { readableParagraphs } from './readable'
import { findMatches, highlightParts, snippet } from './search'

const paragraphs = readableParagraphs(
	parseCaptions(fixtureText('ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml')).map((c) => ({
		start: c.startMs / 1000,
		duration: c.durationMs / 1000,
		text: c.text,
	})),
)
const texts = paragraphs.map((p) => p.text)

describe('search in the readable text', () => {
	test('a phrase that runs over two caption lines is found, case-insensitively, every time', () => {
		// "…you think the cloud is your" / "ally you merely adopted the cloud…" are two cues.
		const phrase = findMatches(texts, 'Cloud Is Your ALLY')
		expect(phrase).toHaveLength(1)
		const [match] = phrase
		expect(match && texts[match.index]?.slice(match.at, match.end)).toBe('cloud is your ally')
		expect(findMatches(texts, 'cloud').map((m) => texts[m.index]?.slice(m.at, m.end))).toEqual(['cloud', 'cloud'])
		expect(findMatches(texts, '   ')).toEqual([])
		expect(findMatches(texts, 'zebra')).toEqual([])
	})

	test('offsets stay right where lower-casing changes the length (İ → i̇)', () => {
		expect(findMatches(['İstanbul ve İzmir'], 'zmir')).toEqual([{ index: 0, at: 13, end: 17 }])
		expect(findMatches(['İstanbul ve İzmir'], 'İzmir')).toEqual([{ index: 0, at: 12, end: 17 }])
		expect(findMatches(['aa aa'], 'aa')).toEqual([
			{ index: 0, at: 0, end: 2 },
			{ index: 0, at: 3, end: 5 },
		])
	})

	test('a paragraph cut into plain and highlighted parts', () => {
		const text = 'the cloud and the Cloud'
		expect(highlightParts(text, findMatches([text], 'cloud'))).toEqual([
			{ text: 'the ', match: false, at: 0 },
			{ text: 'cloud', match: true, at: 4 },
			{ text: ' and the ', match: false, at: 9 },
			{ text: 'Cloud', match: true, at: 18 },
		])
		expect(highlightParts('plain', [])).toEqual([{ text: 'plain', match: false, at: 0 }])
	})

	test('a match in a list: some words around it, cut at spaces, … where the paragraph goes on', () => {
		const text = `${'word '.repeat(30)}the cloud is your ally${' word'.repeat(30)}`
		const [match] = findMatches([text], 'cloud')
		const around = snippet(text, match ?? { at: 0, end: 0 }, 20)
		expect(around).toEqual({ before: '…word word word the ', match: 'cloud', after: ' is your ally word…' })
		expect(snippet('the cloud', { at: 4, end: 9 })).toEqual({ before: 'the ', match: 'cloud', after: '' })
	})
})

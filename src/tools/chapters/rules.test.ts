import { describe, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { YOUTUBE_FIXTURES } from '../../../tests/support/fixtures'
import { parseCaptions } from '../../youtube/captions/detect'
import { builtinChapters } from './builtin'
import { chapterLines, checkChapters, MAX_TITLE_CHARS, maxChapters, repairChapters } from './rules'

describe('YouTube’s rules', () => {
	test('a list that breaks them is named for each break', () => {
		expect(
			checkChapters(
				[
					{ start: 5, title: 'A' },
					{ start: 12, title: '' },
				],
				100,
			),
		).toEqual([
			'fewer than 3 chapters',
			'the first chapter does not start at 0:00',
			'chapter 1 is shorter than 10 s',
			'chapter 2 has no title',
		])
		expect(
			checkChapters(
				[
					{ start: 0, title: 'A' },
					{ start: 30, title: 'B' },
					{ start: 35, title: 'C' },
				],
				60,
			),
		).toEqual(['chapter 2 is shorter than 10 s'])
	})

	test('about ten chapters at most, one per five minutes in a long video', () => {
		expect(maxChapters(60)).toBe(3)
		expect(maxChapters(600)).toBe(10)
		expect(maxChapters(7200)).toBe(24)
	})

	test('repair: in order, first at 0:00, short chapters and long titles cut, too many merged away', () => {
		const repaired = repairChapters(
			[
				{ start: 70.6, title: 'Third' },
				{ start: 4, title: 'First' },
				{ start: 30, title: `Second ${'very '.repeat(20)}long` },
				{ start: 33, title: 'Too close' },
				{ start: 95, title: 'Too near the end' },
			],
			100,
		)
		expect(repaired?.map((c) => c.start)).toEqual([0, 30, 70])
		expect(repaired?.[1]?.title.length).toBeLessThanOrEqual(MAX_TITLE_CHARS)
		const many = Array.from({ length: 60 }, (_, i) => ({ start: i * 60, title: `Part ${i}` }))
		expect(repairChapters(many, 3600)?.length).toBe(maxChapters(3600))
		expect(repairChapters([{ start: 0, title: 'Only' }], 100)).toBeNull()
	})

	test('the lines to paste', () => {
		expect(
			chapterLines([
				{ start: 0, title: 'Intro' },
				{ start: 3725, title: 'End' },
			]),
		).toBe('0:00 Intro\n1:02:05 End')
	})
})

/** Recorded caption bodies (tests/fixtures/youtube/captions/MANIFEST.md) in two languages. */
const RECORDINGS = [
	['captions/dashboards-aivants.en.asr.json3', 'en'],
	['captions/vanessa-live-y2bcaptions.en.asr.json3', 'en'],
	['captions/VMvdvP02f-Y.en.asr.vtt', 'en'],
	['captions/freelancetowin-proposals.en.vtt', 'en'],
	['captions/kids-nursery-ai-tutorial.en.asr.ttml', 'en'],
	['captions/LW9XRA4641E.la.json3', 'la'],
] as const

function recordedCues(file: string) {
	return parseCaptions(readFileSync(join(YOUTUBE_FIXTURES, file), 'utf8')).map((c) => ({
		start: c.startMs / 1000,
		duration: c.durationMs / 1000,
		text: c.text,
	}))
}

describe('the built-in maker on recorded transcripts', () => {
	for (const [file, language] of RECORDINGS) {
		test(`${file}: within the rules, titled, starting where the talk turns`, () => {
			const cues = recordedCues(file)
			const length = Math.floor(Math.max(...cues.map((c) => c.start + c.duration)))
			const chapters = builtinChapters(cues, length, language)
			expect(chapters).not.toBeNull()
			expect(checkChapters(chapters ?? [], length)).toEqual([])
			// Distinct titles, none a stop word or a number alone.
			const titles = (chapters ?? []).map((c) => c.title.toLowerCase())
			expect(new Set(titles).size).toBe(titles.length)
			for (const title of titles) expect(title).not.toMatch(/^(the|and|that|\d+)$/)
		})
	}

	test('the freelancing talk: its chapters start on the topics its speaker names', () => {
		const cues = recordedCues('captions/freelancetowin-proposals.en.vtt')
		const chapters = builtinChapters(cues, 1594, 'en') ?? []
		const titles = chapters.map((c) => c.title.toLowerCase()).join(' | ')
		// The talk's own sections: the job post, the landing page, the call to action.
		expect(titles).toContain('job post')
		expect(titles).toContain('landing page')
	})

	test('a transcript too short for three chapters of 10 s gets none', () => {
		const cues = [
			{ start: 0, duration: 5, text: 'Hello and welcome.' },
			{ start: 6, duration: 5, text: 'Bye.' },
		]
		expect(builtinChapters(cues, 11, 'en')).toBeNull()
	})
})

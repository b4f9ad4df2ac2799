import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { parseCaptions } from '../../youtube/captions/detect'
import { fixtureText } from '../../youtube/parse/test-fixtures'
import type { TranscriptCue } from './format'
import {
	endsSentence as draftEndsSentence,
	HARD_S,
	HARD_WEIGHT,
	joined,
	PAUSE_S,
	type Paragraph,
	readableParagraphs,
	readableText,
	SOFT_S,
	sentenceEnds,
	timeAt,
	weight,
} from './readable'

function realCues(file: string): TranscriptCue[] {
	return parseCaptions(fixtureText(file)).map((c) => ({
		start: c.startMs / 1000,
		duration: c.durationMs / 1000,
		text: c.text,
	}))
}

/** Cues `seconds` apart, each on screen until the next starts. */
function spoken(texts: string[], seconds = 2): TranscriptCue[] {
	return texts.map((text, i) => ({ start: i * seconds, duration: seconds, text }))
}

const texts = (paragraphs: Paragraph[]) => paragraphs.map((p) => p.text)
const endsSentence = (text: string) => /[.!?]["'”’)\]]*$/.test(text)

describe('sentences and paragraphs', () => {
	test('cues are joined into running text; their own line breaks become spaces', () => {
		const cues = spoken(['so what is the latest', 'update on the\nArgentinian CVI? A lot', 'of people are waiting.'])
		expect(texts(readableParagraphs(cues))).toEqual([
			'so what is the latest update on the Argentinian CVI? A lot of people are waiting.',
		])
	})

	test(`a pause of ${PAUSE_S} s or more with no caption on screen starts a paragraph; a shorter one does not`, () => {
		const cues: TranscriptCue[] = [
			{ start: 0, duration: 2, text: 'First thought.' },
			{ start: 3.9, duration: 2, text: 'Still the first.' },
			{ start: 7.9, duration: 2, text: 'A new one.' },
		]
		const paragraphs = readableParagraphs(cues)
		expect(texts(paragraphs)).toEqual(['First thought. Still the first.', 'A new one.'])
		expect(paragraphs.map((p) => p.start)).toEqual([0, 7.9])
	})

	test('overlapping auto-captions: the pause counts from the latest caption still on screen', () => {
		const cues: TranscriptCue[] = [
			{ start: 0, duration: 10, text: 'a long line' },
			{ start: 2, duration: 1, text: 'a short one' },
			{ start: 9, duration: 2, text: 'no pause here' },
		]
		expect(readableParagraphs(cues)).toHaveLength(1)
	})

	test(`once past ${SOFT_S} s a paragraph ends at the first sentence end, inside a cue if need be`, () => {
		const cues = spoken(
			['One. Two three', 'four five six', 'seven eight nine', 'ten eleven twelve', 'more words and', 'more words and'],
			4,
		).concat(spoken(['words. The next', 'paragraph starts here.'], 4).map((c) => ({ ...c, start: c.start + 24 })))
		const paragraphs = readableParagraphs(cues)
		expect(texts(paragraphs)).toEqual([
			'One. Two three four five six seven eight nine ten eleven twelve more words and more words and words.',
			'The next paragraph starts here.',
		])
		// The new paragraph starts with the cue its first words are in.
		expect(paragraphs[1]?.start).toBe(24)
	})

	test(`past ${HARD_S} s a paragraph ends at the next cue, sentence end or not`, () => {
		const paragraphs = readableParagraphs(spoken(['and then', 'we went on'], HARD_S))
		expect(texts(paragraphs)).toEqual(['and then', 'we went on'])
	})

	test('"...", "…", initials and abbreviations end no sentence', () => {
		const cues = spoken(
			Array.from({ length: 7 }, () => 'Mr. Smith and Dr. Jones of the U.S. went on and on...'),
			3,
		).concat([{ start: 21, duration: 3, text: 'Done. After' }])
		const [first, second, ...rest] = texts(readableParagraphs(cues))
		expect(first?.split('Mr. Smith')).toHaveLength(8)
		expect(first).toEndWith('went on and on... Done.')
		expect([second, ...rest]).toEqual(['After'])
	})

	test('captions without punctuation (recorded auto-captions) still come in paragraphs of bounded length', () => {
		for (const file of [
			'captions/vanessa-live-y2bcaptions.en.asr.json3',
			'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml',
		]) {
			const cues = realCues(file)
			const paragraphs = readableParagraphs(cues)
			const longestCue = Math.max(...cues.map((c) => c.text.length))
			expect(paragraphs.length).toBeGreaterThan(cues.length / 12)
			for (const p of paragraphs) {
				expect((p.anchors.at(-1)?.start ?? 0) - p.start).toBeLessThan(HARD_S)
				expect(p.text.replace(/\s/g, '').length).toBeLessThanOrEqual(HARD_WEIGHT + longestCue)
			}
		}
	})

	test('punctuated auto-captions: paragraphs end where sentences end', () => {
		const paragraphs = readableParagraphs(realCues('captions/argentinian-cvi-narrate.en.asr.vtt'))
		const whole = paragraphs.filter((p) => endsSentence(p.text))
		expect(whole.length / paragraphs.length).toBeGreaterThan(0.8)
		expect(paragraphs[0]?.text).toStartWith('So what is the latest update on the Argentinian CVI? A lot of people')
	})
})

describe('speakers and sounds', () => {
	test('YouTube’s >> and a dialogue dash start a new paragraph; the marker goes', () => {
		const cues = spoken(['are you ready >> yes I', 'am ready', '- Then go.\n- Going!', 'now >>', 'Who is this?'])
		expect(texts(readableParagraphs(cues))).toEqual([
			'are you ready',
			'yes I am ready',
			'Then go.',
			'Going! now',
			'Who is this?',
		])
	})

	test('a recorded track: the speaker changes of an interview', () => {
		const text = readableText(readableParagraphs(realCues('captions/argentinian-cvi-narrate.en.asr.vtt')))
		expect(text).not.toContain('>>')
		expect(text).toContain('\n\nYou can apply for citizenship and the')
	})

	test('a sound between sentences is a paragraph of its own, said once however often it repeats', () => {
		const cues = spoken(['We begin.', '[Music]', '[music]', '[Music]', 'And we are back.', '(applause)', '♪♪'])
		const paragraphs = readableParagraphs(cues)
		expect(texts(paragraphs)).toEqual(['We begin.', '[Music]', 'And we are back.', '(applause)', '♪♪'])
		expect(paragraphs.map((p) => p.sound)).toEqual([false, true, false, true, true])
		expect(paragraphs.map((p) => p.start)).toEqual([0, 2, 8, 10, 12])
	})

	test('in the middle of a sentence a sound stays in the text, as does one inside a cue', () => {
		const cues = spoken(['It was a [music] great', '[snorts]', 'day. Then', 'we left.'])
		expect(texts(readableParagraphs(cues))).toEqual(['It was a [music] great [snorts] day. Then we left.'])
		const recorded = readableText(readableParagraphs(realCues('captions/kids-nursery-ai-tutorial.en.asr.ttml')))
		expect(recorded).toContain('become an unstoppable [snorts] creative powerhouse.')
		expect(recorded).toStartWith('The sun [music] is shining, the sky so blue.')
	})

	test('without punctuation there is no sentence to wait for: the sound stands apart', () => {
		const cues = spoken(['and that is why we', '[Music]', 'welcome back everyone'])
		expect(texts(readableParagraphs(cues))).toEqual(['and that is why we', '[Music]', 'welcome back everyone'])
	})

	test('a recorded track that ends with music', () => {
		const paragraphs = readableParagraphs(realCues('captions/dashboards-aivants.en.asr.json3'))
		expect(paragraphs.at(-1)).toMatchObject({ text: '[Music]', sound: true })
		expect(paragraphs.at(-2)?.text).toEndWith("Thanks for watching, and I'll see you in the next one.")
	})
})

describe('languages written without spaces', () => {
	test('Japanese: no space between cues or rows, a space between Latin words only', () => {
		const cues = spoken([
			'今日は',
			'いい天気ですね。\n',
			'Azure の',
			'話を\nします。',
			'Visual Studio',
			'Code を使います。',
		])
		expect(texts(readableParagraphs(cues))).toEqual([
			'今日はいい天気ですね。Azure の話をします。Visual Studio Code を使います。',
		])
	})

	test('Chinese: the same, and a long paragraph ends at 。 with no space after it', () => {
		const sentence = '我们今天讨论云计算的新功能和它们的价格'
		const s = sentence
		const cues = spoken([`${s}，`, `${s}，`, `${s}，`, `${s}。${s}`, `${s}。`], 8)
		expect(texts(readableParagraphs(cues))).toEqual([`${s}，${s}，${s}，${s}。`, `${s}${s}。`])
	})

	test('Korean is written with spaces and keeps them', () => {
		expect(readableText(readableParagraphs(spoken(['안녕하세요', '여러분 반갑습니다'])))).toBe(
			'안녕하세요 여러분 반갑습니다',
		)
	})
})

describe('times and text', () => {
	test('the time of any spot in a paragraph is its cue’s start; timestamps are one per paragraph', () => {
		const cues: TranscriptCue[] = [
			{ start: 61, duration: 2, text: 'Hello and' },
			{ start: 63, duration: 2, text: 'welcome.' },
			{ start: 3725, duration: 2, text: 'An hour later.' },
		]
		const paragraphs = readableParagraphs(cues)
		const first = paragraphs[0] as Paragraph
		expect(first.anchors).toEqual([
			{ at: 0, start: 61 },
			{ at: 10, start: 63 },
		])
		expect([0, 9, 10, 17].map((at) => timeAt(first, at))).toEqual([61, 61, 63, 63])
		expect(readableText(paragraphs, true)).toBe('[1:01] Hello and welcome.\n\n[1:02:05] An hour later.')
		expect(readableText(paragraphs)).toBe('Hello and welcome.\n\nAn hour later.')
		expect(readableText(readableParagraphs([]))).toBe('')
	})

	test('cues out of order are read in time order, and no word is ever lost or added', () => {
		const word = fc.stringMatching(/^[a-z]{1,8}[.?]?$/)
		const cue = fc.record({
			start: fc.integer({ min: 0, max: 600_000 }).map((ms) => ms / 1000),
			duration: fc.integer({ min: 0, max: 8000 }).map((ms) => ms / 1000),
			text: fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => w.join(' ')),
		})
		fc.assert(
			fc.property(fc.array(cue, { maxLength: 60 }), (cues) => {
				const paragraphs = readableParagraphs(cues)
				const inOrder = cues.map((c, i) => ({ c, i })).sort((a, b) => a.c.start - b.c.start || a.i - b.i)
				expect(paragraphs.flatMap((p) => p.text.split(' '))).toEqual(inOrder.flatMap(({ c }) => c.text.split(' ')))
				for (const p of paragraphs) expect(p.text).not.toBe('')
				expect(paragraphs.map((p) => p.start)).toEqual(paragraphs.map((p) => p.start).toSorted((a, b) => a - b))
			}),
			{ numRuns: 200 },
		)
	})
})

/**
 * The shortcuts the readable text takes for speed against the rules as first written: a regex
 * per character, the word before a dot by `(\S*)$`, and every sentence end of a draft to learn whether it ends one.
 * Text drawn from the characters each shortcut is about: spaces of several kinds, every sentence end and closer,
 * Latin, Han, kana and full-width forms, astral Han and an emoji (surrogate pairs), abbreviations and initials.
 */
describe('readable text: the fast paths say what the rules say', () => {
	const NO_SPACE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff9f]/u
	const SENTENCE_END = /[.!?‼⁇⁈⁉؟।۔]["'”’»)\]]*(?=\s|$)|[。！？．][」』】）〕”’]*/gu
	const ABBREVIATIONS = new Set([
		'mr',
		'mrs',
		'ms',
		'dr',
		'prof',
		'st',
		'jr',
		'sr',
		'vs',
		'etc',
		'e.g',
		'i.e',
		'approx',
	])
	const rules = {
		weight: (text: string) => [...text].reduce((total, char) => total + (NO_SPACE.test(char) ? 3 : 1), 0),
		joined(a: string, b: string) {
			if (!a || !b) return a + b
			const last = String.fromCodePoint(a.codePointAt(a.length - 1) ?? 0)
			const pair = a.length > 1 && /[\udc00-\udfff]/.test(last) ? a.slice(-2) : last
			return NO_SPACE.test(pair) || NO_SPACE.test(String.fromCodePoint(b.codePointAt(0) ?? 0)) ? a + b : `${a} ${b}`
		},
		sentenceEnds(text: string) {
			const ends: number[] = []
			for (const match of text.matchAll(SENTENCE_END)) {
				if (match[0][0] === '.') {
					const word = /(\S*)$/.exec(text.slice(0, match.index))?.[1] ?? ''
					if (word.endsWith('.') || /^(?:[a-z]\.)*[a-z]$/i.test(word) || ABBREVIATIONS.has(word.toLowerCase())) continue
				}
				ends.push(match.index + match[0].length)
			}
			return ends
		},
	}
	const pieces = [
		...' \n\t\u00a0\u3000',
		...'.!?‼⁇⁈⁉؟।۔"\'”’»)]。！？．」』】）〕',
		...'aZé字かカーａ',
		'𠀀',
		'😀',
		'Mr',
		'e.g',
		'U.S',
		'J',
		'hello',
		'>>',
		'...',
	]
	const text = fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((parts) => parts.join(''))

	test('weight, joined and sentenceEnds agree with their definitions', () => {
		fc.assert(
			fc.property(text, text, (a, b) => {
				expect(weight(a)).toBe(rules.weight(a))
				expect(joined(a, b)).toBe(rules.joined(a, b))
				expect(sentenceEnds(a)).toEqual(rules.sentenceEnds(a))
			}),
			{ numRuns: 3000 },
		)
	})

	test('a draft ends a sentence (endsSentence) by its last word only and says what all the ends say', () => {
		fc.assert(
			fc.property(text, (a) => {
				expect(draftEndsSentence(a)).toBe(rules.sentenceEnds(a).at(-1) === a.length)
			}),
			{ numRuns: 3000 },
		)
		expect(draftEndsSentence('It ends with Mr.')).toBe(false)
		expect(draftEndsSentence('It ends here.')).toBe(true)
		expect(draftEndsSentence('「終わり。」')).toBe(true)
		expect(draftEndsSentence('no end')).toBe(false)
	})
})

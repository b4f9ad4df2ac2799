import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { fixtureFiles, fixtureText } from '../parse/test-fixtures'
import { type Cue, normaliseCueText } from './cue'
import { parseSrv1 } from './srv1'

/** Decimal seconds as YouTube writes them, and a few it does not ("1.", ".5", "1.2.3", "007"). */
const seconds = fc.oneof(
	fc.integer({ min: 0, max: 4_000_000 }).map((ms) => String(ms / 1000)),
	fc.constantFrom('0', '1.', '.5', '1.2.3', '007', '12.3456'),
)
/** Cue text as srv1 escapes it: words, double-escaped references, whitespace runs, line breaks. */
const text = fc
	.array(
		fc.oneof(
			fc.string({ maxLength: 6, unit: fc.constantFrom('a', 'é', ' ', '\n', '\t', '>', '"', "'") }),
			fc.constantFrom('&amp;#39;', '&amp;quot;', '&amp;amp;', '&amp;lt;i&amp;gt;', '&#39;', '&nbsp;', '&amp;lt;3', '&'),
		),
		{ maxLength: 6 },
	)
	.map((parts) => parts.join(''))
const cue = fc.record({ start: seconds, dur: seconds, text })
const head = fc.constantFrom('', '<?xml version="1.0" encoding="utf-8" ?>', '\ufeff<?xml version="1.0" ?>\n', '  \n')
const gap = fc.constantFrom('', '', '\n', ' ')

const wellFormed = fc.record({
	head,
	cues: fc.array(fc.tuple(cue, gap), { maxLength: 30 }),
	tail: fc.constantFrom('', '\n'),
})
const written = ({
	head,
	cues,
	tail,
}: {
	head: string
	cues: [{ start: string; dur: string; text: string }, string][]
	tail: string
}) =>
	`${head}<transcript>${cues.map(([c, g]) => `<text start="${c.start}" dur="${c.dur}">${c.text}</text>${g}`).join('')}</transcript>${tail}`

/** Decimal seconds to whole milliseconds, a value that is not a number read as 0. */
const ms = (seconds: string) => {
	const value = Number(seconds) * 1000
	return Number.isFinite(value) && value > 0 ? Math.round(value) : 0
}

describe('srv1', () => {
	test('random bodies as YouTube writes them: a cue per non-blank text, its times in milliseconds', () => {
		fc.assert(
			fc.property(wellFormed, (drawn) => {
				const expected: Cue[] = []
				for (const [c] of drawn.cues) {
					const text = normaliseCueText(c.text)
					if (text) expected.push({ startMs: ms(c.start), durationMs: ms(c.dur), text })
				}
				expect(parseSrv1(written(drawn))).toEqual(expected)
			}),
			{ numRuns: 500 },
		)
	})

	test.each([
		['a self-closed element (no text: no cue)', '<text start="1" dur="2"/>', []],
		['attributes the other way round', '<text dur="2" start="1">swapped</text>', [[1000, 2000, 'swapped']]],
		['single quotes', "<text start='1' dur='2'>single</text>", [[1000, 2000, 'single']]],
		['another attribute', '<text start="1" dur="2" extra="x">more</text>', [[1000, 2000, 'more']]],
		['no dur', '<text start="1">no dur</text>', [[1000, 0, 'no dur']]],
		['a line break tag', '<text start="1" dur="2">a<br/>b</text>', [[1000, 2000, 'a\nb']]],
		['a referenced attribute', '<text start="&#49;" dur="2">referenced</text>', [[1000, 2000, 'referenced']]],
		['a comment', '<!-- a comment -->', []],
		['a space in the tags', '<text start="1" dur="2" >space</text >', [[1000, 2000, 'space']]],
		['another element', '<texts start="1" dur="2">not a cue</texts>', []],
		['text outside any element', 'junk', []],
	])('between two cues, %s', (_, odd, middle) => {
		const body = `<transcript><text start="0" dur="1">a</text>${odd}<text start="3" dur="1">b</text></transcript>`
		const rows = parseSrv1(body).map((cue) => [cue.startMs, cue.durationMs, cue.text])
		expect(rows).toEqual([[0, 1000, 'a'], ...middle, [3000, 1000, 'b']])
	})

	test('every recorded srv1 body is read, with a cue per non-blank <text>', () => {
		const recorded = fixtureFiles().filter((file) => /\.srv1(\.xml)?$/.test(file))
		expect(recorded).toContain('ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml')
		for (const file of recorded) {
			const body = fixtureText(file)
			expect(parseSrv1(body).length).toBe(body.match(/<text [^>]*>[^<]*\S[^<]*<\/text>/g)?.length ?? -1)
		}
	})
})

import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { fixtureFiles, fixtureText } from '../parse/test-fixtures'
import { parseSrv1, readSrv1, readSrv1Fast } from './srv1'

// srv1's fast path (issue 18, item 4) must give exactly the general path's cues, and answer null (so the general
// path reads it) for any body it does not read the same way.

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

const wellFormed = fc
	.record({ head, cues: fc.array(fc.tuple(cue, gap), { maxLength: 30 }), tail: fc.constantFrom('', '\n') })
	.map(
		({ head, cues, tail }) =>
			`${head}<transcript>${cues.map(([c, g]) => `<text start="${c.start}" dur="${c.dur}">${c.text}</text>${g}`).join('')}</transcript>${tail}`,
	)

/** What the general path reads and the fast one must not take for its own shape. */
const oddity = fc.constantFrom(
	'<text start="1" dur="2"/>',
	'<text dur="2" start="1">swapped</text>',
	"<text start='1' dur='2'>single</text>",
	'<text start="1" dur="2" extra="x">more</text>',
	'<text start="1">no dur</text>',
	'<text start="1" dur="2">a<br/>b</text>',
	'<text start="&#49;" dur="2">referenced</text>',
	'<!-- a comment -->',
	'<text start="1" dur="2" >space</text>',
	'<text start="1" dur="2">x</text >',
	'<texts start="1" dur="2">not a cue</texts>',
	'</transcript>',
	'<transcript>',
	'<text start="1" dur="2">cut',
	'junk',
)

/** A well-formed body with an oddity spliced in somewhere, or cut short. */
const malformed = fc
	.record({ body: wellFormed, at: fc.nat(), oddity, cut: fc.boolean() })
	.map(({ body, at, oddity, cut }) => {
		const where = at % (body.length + 1)
		return cut ? body.slice(0, where) : body.slice(0, where) + oddity + body.slice(where)
	})

describe('srv1 fast path', () => {
	test('random well-formed bodies: read by the fast path, the same cues as the general path', () => {
		fc.assert(
			fc.property(wellFormed, (body) => {
				const fast = readSrv1Fast(body)
				expect(fast).not.toBeNull()
				expect(fast).toEqual(readSrv1(body))
			}),
			{ numRuns: 500 },
		)
	})

	test('random malformed bodies: the fast path declines or gives the general path’s cues', () => {
		let declined = 0
		fc.assert(
			fc.property(malformed, (body) => {
				const fast = readSrv1Fast(body)
				if (fast === null) declined++
				else expect(fast).toEqual(readSrv1(body))
			}),
			{ numRuns: 1000 },
		)
		// The oddities do reach the fallback (not every splice lands inside the markup).
		expect(declined).toBeGreaterThan(100)
	})

	test('each oddity on its own between two cues sends the body to the general path', () => {
		for (const odd of [
			'<text start="1" dur="2"/>',
			'<text dur="2" start="1">swapped</text>',
			'<text start="1" dur="2">a<br/>b</text>',
			'<!-- a comment -->',
			'junk',
		]) {
			const body = `<transcript><text start="0" dur="1">a</text>${odd}<text start="3" dur="1">b</text></transcript>`
			expect(readSrv1Fast(body)).toBeNull()
			expect(parseSrv1(body)).toEqual(readSrv1(body))
		}
	})

	test('every recorded srv1 body is read by the fast path, cue for cue as the general path', () => {
		const recorded = fixtureFiles().filter((file) => /\.srv1(\.xml)?$/.test(file))
		expect(recorded).toContain('ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml')
		for (const file of recorded) {
			const body = fixtureText(file)
			const fast = readSrv1Fast(body)
			expect(fast).not.toBeNull()
			expect(fast).toEqual(readSrv1(body))
		}
	})
})

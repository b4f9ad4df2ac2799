import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { repeatedJson3 } from '../../../tests/support/longer-captions'
import { YouTubeError } from '../errors'
import { fixtureText } from '../parse/test-fixtures'
import { type Cue, normaliseCueText } from './cue'
import { parseJson3 } from './json3'

const LARGEST = 'captions/vanessa-live-y2bcaptions.en.asr.json3'

/** A body as YouTube's timedtext server writes it (two-space indent), with the recordings' pens and window styles. */
const body = (events: unknown[]) =>
	JSON.stringify(
		{
			wireMagic: 'pb3',
			pens: [{}, { fcForeColor: 15066597 }],
			wsWinStyles: [{}, { mhModeHint: 2, juJustifCode: 0, sdScrollDir: 3 }],
			events,
		},
		null,
		2,
	)

interface DrawnEvent {
	tStartMs?: number
	dDurationMs?: number
	segs?: { utf8?: string }[]
}

/** What a json3 body means, read from the events themselves: a cue per event whose joined segs are not blank. */
function meaning(events: DrawnEvent[]): Cue[] {
	const cues: Cue[] = []
	for (const event of events) {
		if (!event.segs) continue
		const text = normaliseCueText(event.segs.map((seg) => seg.utf8 ?? '').join(''))
		if (text) cues.push({ startMs: event.tStartMs ?? 0, durationMs: event.dDurationMs ?? 0, text })
	}
	return cues
}

describe('json3', () => {
	test('ten times the largest recording: ten copies of its cues, each shifted by the recording’s span', () => {
		const once = parseJson3(fixtureText(LARGEST))
		const tenfold = parseJson3(repeatedJson3(fixtureText(LARGEST), 10))
		expect(once).toHaveLength(1053)
		expect(tenfold).toHaveLength(10_530)
		const span = (tenfold[1053] as Cue).startMs - (once[0] as Cue).startMs
		expect(span).toBeGreaterThan((once.at(-1) as Cue).startMs)
		tenfold.forEach((cue, i) => {
			const original = once[i % 1053] as Cue
			expect(cue).toEqual({ ...original, startMs: original.startMs + Math.floor(i / 1053) * span })
		})
	})

	test('a body whose texts are long and in other scripts, with escapes and astral characters', () => {
		const words = ['é', ' 字', ' 😀', ' a"b', ' tab\there', ' ok', '\n', ' &amp;', ' <i>x</i>']
		const events = Array.from({ length: 9000 }, (_, i) => ({
			tStartMs: i * 1000,
			dDurationMs: 900,
			segs: Array.from({ length: 1 + (i % 5) }, (_, k) => ({ utf8: words[(i + k) % words.length] })),
		}))
		const cues = parseJson3(body(events))
		expect(cues).toEqual(meaning(events))
		expect(cues[0]).toEqual({ startMs: 0, durationMs: 900, text: 'é' })
		expect(cues[4]).toEqual({ startMs: 4000, durationMs: 900, text: 'tab here ok\n& x' })
	})

	// Texts with everything a JSON string can hold: quotes, backslashes, escapes, other scripts, astral characters,
	// line breaks, braces and brackets, and keys of the format itself.
	const text = fc.oneof(
		fc.string({ unit: 'grapheme', maxLength: 12 }),
		fc.string({ unit: 'binary', maxLength: 8 }),
		fc.constantFrom(
			'\n',
			' ',
			'',
			'"',
			'\\',
			'\\n',
			'"utf8": "x',
			'"segs": [ {',
			'"tStartMs": 5,',
			'} ]',
			'&amp;',
			'a<b>',
		),
	)
	const seg = fc.record({ utf8: text, tOffsetMs: fc.nat(100_000), acAsrConf: fc.nat(255) }, { requiredKeys: [] })
	const segless = fc.record(
		{ tStartMs: fc.nat(), dDurationMs: fc.nat(), id: fc.nat(9), wpWinPosId: fc.nat(9), wsWinStyleId: fc.nat(9) },
		{ requiredKeys: [] },
	)
	const withSegs = fc
		.record(
			{ tStartMs: fc.nat(), dDurationMs: fc.nat(), wWinId: fc.nat(9), aAppend: fc.constant(1) },
			{ requiredKeys: [] },
		)
		.chain((fields) => fc.array(seg, { maxLength: 6 }).map((segs) => ({ ...fields, segs })))
	const events = fc.array(fc.oneof({ arbitrary: withSegs, weight: 4 }, { arbitrary: segless, weight: 1 }), {
		maxLength: 25,
	})

	test('generated bodies, indented or compact: a cue per event with text, its segs joined, times as written', () => {
		fc.assert(
			fc.property(events, fc.boolean(), (drawn, compact) => {
				const written = compact ? JSON.stringify({ wireMagic: 'pb3', events: drawn }) : body(drawn)
				expect(parseJson3(written)).toEqual(meaning(drawn))
			}),
			{ numRuns: 400 },
		)
	})

	const event = { tStartMs: 1000, dDurationMs: 2000, segs: [{ utf8: 'hello' }, { utf8: ' world' }] }
	const hello = { startMs: 1000, durationMs: 2000, text: 'hello world' }

	test.each([
		['a string field in an event', body([{ ...event, name: 'x' }]), [hello]],
		['a fractional time, rounded', body([{ ...event, tStartMs: 1000.5 }]), [{ ...hello, startMs: 1001 }]],
		['a time written as a string', body([{ ...event, tStartMs: '1000' }]), [hello]],
		['a time after the segs', body([{ dDurationMs: 2000, segs: event.segs, tStartMs: 1000 }]), [hello]],
		['a text that is not a string', body([{ ...event, segs: [{ utf8: 5 }, ...event.segs] }]), [hello]],
		[
			'a seg whose first field is not its text',
			body([{ ...event, segs: [{ tOffsetMs: 5, utf8: 'hi' }] }]),
			[{ ...hello, text: 'hi' }],
		],
		['an empty seg before the first text', body([{ ...event, segs: [{}, ...event.segs] }]), [hello]],
		[
			'a string field holding a key',
			body([{ ...event, segs: [{ utf8: 'hello', lang: '"utf8": "x' }, { utf8: ' world' }] }]),
			[hello],
		],
	])('%s', (_, written, expected) => {
		expect(parseJson3(written)).toEqual(expected)
	})

	test('a body cut short, or with a raw line break in a text, is an upstream error', () => {
		const whole = body([event])
		for (const broken of [whole.slice(0, -10), whole.replace('hello', 'hel\nlo')]) {
			expect(() => parseJson3(broken)).toThrow(YouTubeError)
		}
	})
})

import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { youtubeJson3 } from '../../../tests/support/json3-layout'
import { repeatedJson3 } from '../../../tests/support/longer-captions'
import { YouTubeError } from '../errors'
import { fixtureFiles, fixtureText } from '../parse/test-fixtures'
import { parseJson3, readJson3 } from './json3'
import { scanJson3 } from './json3-scan'

const RECORDED = fixtureFiles().filter((file) => file.endsWith('.json3'))

/** A body in YouTube's layout from events, with the recordings' header (pens, window styles). */
const layout = (events: unknown[]) =>
	youtubeJson3({
		wireMagic: 'pb3',
		pens: [{}, { fcForeColor: 15066597 }],
		wsWinStyles: [{}, { mhModeHint: 2, juJustifCode: 0, sdScrollDir: 3 }],
		wpWinPositions: [{}, { apPoint: 6, ahHorPos: 20, avVerPos: 100, rcRows: 2, ccCols: 40 }],
		events,
	})

describe('the json3 scan reads what JSON.parse reads', () => {
	test('the layout writer rewrites every recorded json3 body byte for byte', () => {
		expect(RECORDED.length).toBeGreaterThanOrEqual(3)
		for (const file of RECORDED) {
			const body = fixtureText(file)
			expect(youtubeJson3(JSON.parse(body))).toBe(body.trimEnd())
		}
	})

	test('every recorded json3 body is scanned, with the cues of the JSON.parse path', () => {
		for (const file of RECORDED) {
			const body = fixtureText(file)
			const scanned = scanJson3(body)
			expect(scanned).not.toBeNull()
			expect(scanned).toEqual(readJson3(body))
			expect(scanned?.length).toBeGreaterThan(0)
		}
	})

	test('ten times the largest recording, as the bench builds it, is scanned too', () => {
		const body = repeatedJson3(fixtureText('captions/vanessa-live-y2bcaptions.en.asr.json3'), 10)
		const scanned = scanJson3(body)
		expect(scanned).toHaveLength(10_530)
		expect(scanned).toEqual(readJson3(body))
	})

	test('a body whose texts pass 32 KB in other scripts, escapes and astral characters: the same cues', () => {
		// The scan makes its texts strings of about 32 KB each, cut between cues (json3-scan.ts, CHUNK_BYTES).
		const words = ['é', ' 字', ' 😀', ' a\\"b', ' tab\there', ' ok', '\n', ' &amp;', ' <i>x</i>']
		const drawn = Array.from({ length: 9000 }, (_, i) => ({
			tStartMs: i * 1000,
			dDurationMs: 900,
			segs: Array.from({ length: 1 + (i % 5) }, (_, k) => ({ utf8: words[(i + k) % words.length] })),
		}))
		const body = layout(drawn)
		expect(body.length).toBeGreaterThan(600_000)
		const scanned = scanJson3(body)
		expect(scanned).not.toBeNull()
		expect(scanned).toEqual(readJson3(body))
		expect(scanned?.reduce((sum, cue) => sum + new TextEncoder().encode(cue.text).length, 0)).toBeGreaterThan(
			2 * 32_768,
		)
	})

	// Texts with everything a JSON string can hold: quotes, backslashes, escapes, other scripts, astral characters,
	// line breaks, braces and brackets, and the very keys the scan looks for.
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
	const seg = fc.record({ utf8: text, tOffsetMs: fc.nat(100_000), acAsrConf: fc.nat(255) }, { requiredKeys: ['utf8'] })
	const segless = fc.record(
		{ tStartMs: fc.nat(), dDurationMs: fc.nat(), id: fc.nat(9), wpWinPosId: fc.nat(9), wsWinStyleId: fc.nat(9) },
		{ requiredKeys: [] },
	)
	const withSegs = fc
		.record(
			{ tStartMs: fc.nat(), dDurationMs: fc.nat(), wWinId: fc.nat(9), aAppend: fc.constant(1) },
			{ requiredKeys: [] },
		)
		.chain((fields) => fc.array(seg, { minLength: 1, maxLength: 6 }).map((segs) => ({ ...fields, segs })))
	const events = fc.array(fc.oneof({ arbitrary: withSegs, weight: 4 }, { arbitrary: segless, weight: 1 }), {
		maxLength: 25,
	})

	test('generated bodies in YouTube layout: scanned whenever they end in an event with text, and equal', () => {
		fc.assert(
			fc.property(events, (drawn) => {
				const body = layout(drawn)
				const scanned = scanJson3(body)
				const reference = readJson3(body)
				if (scanned !== null) expect(scanned).toEqual(reference)
				// The scan gives up only where the text is JSON.parse's to judge: no event with text, or none last.
				const lastWithSegs = drawn.findLastIndex((event) => 'segs' in event)
				if (lastWithSegs >= 0) expect(scanned).not.toBeNull()
				expect(parseJson3(body)).toEqual(reference)
			}),
			{ numRuns: 400 },
		)
	})
})

describe('what the scan does not know goes to JSON.parse', () => {
	test('generated bodies with empty segs and segs that do not start with their text: the JSON.parse answer', () => {
		const odd = fc.oneof(
			fc.constant({}),
			fc.record({ tOffsetMs: fc.nat(9), utf8: fc.string({ maxLength: 4 }) }),
			fc.record({ utf8: fc.string({ maxLength: 4 }) }),
		)
		const oddEvent = fc.record({
			tStartMs: fc.nat(),
			dDurationMs: fc.nat(),
			segs: fc.array(odd, { maxLength: 4 }),
		})
		fc.assert(
			fc.property(fc.array(oddEvent, { maxLength: 8 }), (drawn) => {
				const body = layout(drawn)
				const reference = readJson3(body)
				const scanned = scanJson3(body)
				if (scanned !== null) expect(scanned).toEqual(reference)
				expect(parseJson3(body)).toEqual(reference)
			}),
			{ numRuns: 600 },
		)
	})

	const event = { tStartMs: 1000, dDurationMs: 2000, segs: [{ utf8: 'hello' }, { utf8: ' world' }] }
	const expected = [{ startMs: 1000, durationMs: 2000, text: 'hello world' }]

	test.each([
		['compact JSON (another writer)', JSON.stringify({ wireMagic: 'pb3', events: [event] })],
		['a string field in an event', layout([{ ...event, name: 'x' }])],
		['a fractional time', layout([{ ...event, tStartMs: 1000.5 }])],
		['a time of more digits than a double holds', layout([{ ...event, tStartMs: 1234567890123456 }])],
		['a time written as a string', layout([{ ...event, tStartMs: '1000' }])],
		['a time after the segs', layout([{ dDurationMs: 2000, segs: event.segs, tStartMs: 1000 }])],
		// Indented like the root's own list, so only the count of open brackets tells them apart.
		[
			'an events list inside the pens',
			layout([event]).replace('"fcForeColor"', '\n  "events": [  ],\n    "fcForeColor"'),
		],
		['a text that is not a string', layout([{ ...event, segs: [{ utf8: 5 }, ...event.segs] }])],
		['a seg whose first field is not its text', layout([{ ...event, segs: [{ tOffsetMs: 5, utf8: 'hello' }] }])],
		// Its next seg looks like the previous event's next one: only the empty seg before it tells them apart.
		['an empty seg before the first text of an event', layout([event, { ...event, segs: [{}, ...event.segs] }])],
	])('%s', (_, body) => {
		expect(scanJson3(body)).toBeNull()
		expect(parseJson3(body)).toEqual(readJson3(body))
	})

	// The keys it jumps to are real keys in any JSON, so a string it jumps over changes nothing.
	test('a string field between two texts it jumps over is read as JSON.parse reads it', () => {
		const body = layout([{ ...event, segs: [{ utf8: 'hello', lang: '"utf8": "x' }, { utf8: ' world' }] }])
		expect(scanJson3(body)).toEqual(expected)
		expect(readJson3(body)).toEqual(expected)
	})

	test('the reference answer of the first cases is the expected one', () => {
		expect(parseJson3(JSON.stringify({ wireMagic: 'pb3', events: [event] }))).toEqual(expected)
		expect(parseJson3(layout([{ dDurationMs: 2000, segs: event.segs, tStartMs: 1000 }]))).toEqual(expected)
	})

	test('a body cut short, or with a raw line break in a text, is refused as JSON.parse refuses it', () => {
		const whole = layout([event])
		for (const body of [whole.slice(0, -10), whole.replace('hello', 'hel\nlo')]) {
			expect(scanJson3(body)).toBeNull()
			expect(() => parseJson3(body)).toThrow(YouTubeError)
		}
	})
})

import { afterEach, beforeEach, describe, expect, spyOn, test } from 'bun:test'
import fc from 'fast-check'
import { repeatedJson3 } from '../../../tests/support/longer-captions'
import { parseCaptions } from '../../youtube/captions/detect'
import { fixtureText } from '../../youtube/parse/test-fixtures'
import { type TranscriptCue, timedLines, toSrt, toVtt } from './format'

// Formatting linear in the number of cues (issue 18, item 4): the one-pass formatter must write exactly what the
// map/sort/join formatter wrote. That formatter is kept here, as it was, as the reference.
const reference = (() => {
	function timedLines(cues: readonly TranscriptCue[]) {
		const sorted = cues
			.map((c, i) => ({ startMs: Math.max(0, Math.round(c.start * 1000)), durMs: Math.round(c.duration * 1000), c, i }))
			.sort((a, b) => a.startMs - b.startMs || a.i - b.i)
		const merged: { startMs: number; durMs: number; text: string }[] = []
		for (const cue of sorted) {
			const last = merged.at(-1)
			if (last && last.startMs === cue.startMs) {
				last.text = `${last.text}\n${cue.c.text}`
				last.durMs = Math.max(last.durMs, cue.durMs)
			} else merged.push({ startMs: cue.startMs, durMs: cue.durMs, text: cue.c.text })
		}
		return merged.map((cue, i) => {
			const next = merged[i + 1]
			const own = cue.startMs + (cue.durMs > 0 ? cue.durMs : 3000)
			return { startMs: cue.startMs, endMs: next ? Math.min(own, next.startMs) : own, text: cue.text }
		})
	}
	const pad = (value: number, width = 2) => String(value).padStart(width, '0')
	function clock(ms: number, separator: ',' | '.'): string {
		const h = Math.floor(ms / 3_600_000)
		const m = Math.floor(ms / 60_000) % 60
		const s = Math.floor(ms / 1000) % 60
		return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`
	}
	function srtText(text: string): string {
		if (!/[\r\n]|-->/.test(text)) return text
		return text
			.split(/\r\n?|\n/)
			.map((line) => line.replaceAll('-->', '->').trim())
			.filter(Boolean)
			.join('\n')
	}
	function vttText(text: string): string {
		const plain = srtText(text)
		return /[&<>]/.test(plain) ? plain.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;') : plain
	}
	return {
		timedLines,
		toSrt: (cues: readonly TranscriptCue[]) =>
			timedLines(cues)
				.map((l, i) => `${i + 1}\n${clock(l.startMs, ',')} --> ${clock(l.endMs, ',')}\n${srtText(l.text)}\n`)
				.join('\n'),
		toVtt: (cues: readonly TranscriptCue[]) =>
			`WEBVTT\n\n${timedLines(cues)
				.map((l) => `${clock(l.startMs, '.')} --> ${clock(l.endMs, '.')}\n${vttText(l.text)}\n`)
				.join('\n')}`,
	}
})()

const LARGEST = 'captions/vanessa-live-y2bcaptions.en.asr.json3'

const cuesOf = (body: string): TranscriptCue[] =>
	parseCaptions(body).map((c) => ({ start: c.startMs / 1000, duration: c.durationMs / 1000, text: c.text }))

describe('linear formatting writes what the reference wrote', () => {
	test('ten times the largest recording (10,530 cues): the same SubRip and WebVTT, byte for byte', () => {
		const cues = cuesOf(repeatedJson3(fixtureText(LARGEST), 10))
		expect(cues).toHaveLength(10_530)
		expect(toSrt(cues)).toBe(reference.toSrt(cues))
		expect(toVtt(cues)).toBe(reference.toVtt(cues))
		// Shuffled, the file is the same: out-of-order cues are still sorted.
		const shuffled = [...cues].reverse()
		expect(toSrt(shuffled)).toBe(reference.toSrt(shuffled))
	})

	// Any start (fractions of a millisecond, before 0, past 100 hours, shared by several cues, out of order), any
	// duration (none, negative, fractional) and text with line breaks, arrows and markup.
	const start = fc.oneof(
		fc.double({ min: -2, max: 400_000, noNaN: true }),
		fc.integer({ min: 0, max: 40 }).map((n) => n / 4),
	)
	const cue = fc.record({
		start,
		duration: fc.oneof(fc.double({ min: -1, max: 20, noNaN: true }), fc.constant(0)),
		text: fc.oneof(
			fc.string({ maxLength: 12 }),
			fc.constantFrom('a\nb', ' x \r\n\r\n y ', 'a --> b', '<i>&</i>', '', '\n'),
		),
	})

	test('random cue sets, in order or not: timed lines, SubRip and WebVTT as the reference', () => {
		fc.assert(
			fc.property(fc.array(cue, { maxLength: 120 }), fc.boolean(), (drawn, inOrder) => {
				const cues = inOrder ? [...drawn].sort((a, b) => a.start - b.start) : drawn
				expect(timedLines(cues)).toEqual(reference.timedLines(cues))
				expect(toSrt(cues)).toBe(reference.toSrt(cues))
				expect(toVtt(cues)).toBe(reference.toVtt(cues))
			}),
			{ numRuns: 400 },
		)
	})
})

describe('sorted only when out of order', () => {
	let sort: ReturnType<typeof spyOn<unknown[], 'sort'>>
	beforeEach(() => {
		sort = spyOn(Array.prototype, 'sort')
	})
	afterEach(() => sort.mockRestore())

	test('cues in time order (with a shared start) are formatted without a sort', () => {
		const cues: TranscriptCue[] = [
			{ start: 0, duration: 2, text: 'one' },
			{ start: 1.5, duration: 2, text: 'two' },
			{ start: 1.5, duration: 1, text: 'also two' },
			{ start: 4, duration: 0, text: 'three' },
		]
		const srt = toSrt(cues)
		toVtt(cues)
		expect(sort).not.toHaveBeenCalled()
		expect(srt).toBe(reference.toSrt(cues))
	})

	test('cues out of order are sorted, same-start cues keeping their order', () => {
		const cues: TranscriptCue[] = [
			{ start: 4, duration: 1, text: 'late' },
			{ start: 1, duration: 1, text: 'first' },
			{ start: 1, duration: 1, text: 'second' },
		]
		expect(timedLines(cues)).toEqual([
			{ startMs: 1000, endMs: 2000, text: 'first\nsecond' },
			{ startMs: 4000, endMs: 5000, text: 'late' },
		])
		expect(sort).toHaveBeenCalled()
	})
})

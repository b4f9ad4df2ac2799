import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { Utf8Writer } from './utf8-writer'

describe('Utf8Writer', () => {
	test('any text comes back as written, past its first capacity; a lone surrogate as U+FFFD', () => {
		fc.assert(
			fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 40 }), (texts) => {
				const file = new Utf8Writer(1)
				for (const text of texts) file.text(text)
				expect(file.toString()).toBe(new TextDecoder().decode(new TextEncoder().encode(texts.join(''))))
			}),
			{ numRuns: 500 },
		)
		expect(new Utf8Writer(4).text('é 字 😀 ’').text('\ud800x').toString()).toBe('é 字 😀 ’\ufffdx')
	})

	test('numbers with zeros in front to their width, and anything else as String() writes it', () => {
		fc.assert(
			fc.property(
				fc.oneof(fc.nat(), fc.double(), fc.integer({ min: 2 ** 31, max: 2 ** 53 })),
				fc.integer({ min: 1, max: 12 }),
				(value, width) => {
					expect(new Utf8Writer(1).number(value, width).toString()).toBe(String(value).padStart(width, '0'))
				},
			),
			{ numRuns: 2000 },
		)
		const file = new Utf8Writer(1).number(7, 2).ascii(58).number(5, 3).ascii(32).number(1234).ascii(32).number(-1, 2)
		expect(file.toString()).toBe('07:005 1234 -1')
		expect(new Utf8Writer(1).number(Number.NaN, 2).number(4_294_967_296, 2).toString()).toBe('NaN4294967296')
	})

	test('a time as subtitle files write it, below 100 hours and past it', () => {
		const reference = (ms: number, separator: string) =>
			`${String(Math.floor(ms / 3_600_000)).padStart(2, '0')}:${String(Math.floor(ms / 60_000) % 60).padStart(2, '0')}:` +
			`${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}${separator}${String(ms % 1000).padStart(3, '0')}`
		fc.assert(
			fc.property(
				fc.oneof(fc.nat(359_999_999), fc.integer({ min: 359_999_000, max: 2 ** 40 })),
				fc.constantFrom(',', '.'),
				(ms, separator) => {
					expect(new Utf8Writer(1).clock(ms, separator.charCodeAt(0)).toString()).toBe(reference(ms, separator))
				},
			),
			{ numRuns: 2000 },
		)
		expect(new Utf8Writer(1).clock(3_723_456, 44).toString()).toBe('01:02:03,456')
		expect(new Utf8Writer(1).clock(360_000_000, 46).toString()).toBe('100:00:00.000')
	})

	test('textWithout writes a text without a stop character, and nothing for one with it', () => {
		const stops = new Uint8Array(128)
		for (const char of '\n-<') stops[char.charCodeAt(0)] = 1
		fc.assert(
			fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 12 }), { maxLength: 12 }), (texts) => {
				const file = new Utf8Writer(1)
				const written: string[] = []
				for (const text of texts) {
					const clean = !/[\n<-]/.test(text)
					expect(file.textWithout(text, stops)).toBe(clean)
					if (clean) written.push(text)
				}
				expect(file.toString()).toBe(new TextDecoder().decode(new TextEncoder().encode(written.join(''))))
			}),
			{ numRuns: 1000 },
		)
		const file = new Utf8Writer(1).text('a')
		expect(file.textWithout('é and-', stops)).toBe(false)
		expect(file.textWithout('é 字 😀', stops)).toBe(true)
		expect(file.toString()).toBe('aé 字 😀')
	})

	test('a writer is read out once; its buffer then serves the next writer, which sees none of its bytes', () => {
		const first = new Utf8Writer(256).text('x'.repeat(200))
		expect(first.toString()).toBe('x'.repeat(200))
		expect(() => first.toString()).toThrow('twice')
		expect(() => first.ascii(32)).toThrow('after toString')
		expect(() => first.text('more')).toThrow('after toString')
		// The next writer of that size gets the spent buffer: what it gives back is only what it wrote.
		const second = new Utf8Writer(100).text('ab')
		expect(second.toString()).toBe('ab')
		const third = new Utf8Writer(100)
		expect(third.toString()).toBe('')
	})
})

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
})

import { expect, test } from 'bun:test'
import fc from 'fast-check'
import Papa from 'papaparse'
import { FORMULA_START, toCsv } from './csv'

// Any text a visitor can type survives the export, and no cell starts a formula.
test('any cells: read back equal, with a quote before exactly the formula-like ones', () => {
	fc.assert(
		fc.property(
			fc.array(fc.record({ a: fc.string({ unit: 'grapheme' }), b: fc.string() }), { maxLength: 8 }),
			(rows) => {
				const csv = toCsv(['a', 'b'], rows)
				const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: 'greedy' })
				const expected = rows.map((r) =>
					Object.fromEntries(Object.entries(r).map(([k, v]) => [k, FORMULA_START.test(v) ? `'${v}` : v])),
				)
				// A row whose every cell is empty reads as an empty line; papaparse skips it.
				expect(parsed.data).toEqual(expected.filter((r) => r.a !== '' || r.b !== ''))
				for (const row of parsed.data) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r\n]/)
			},
		),
		{ numRuns: 300 },
	)
})

test('dates as ISO strings, null as empty', () => {
	expect(toCsv(['d', 'n'], [{ d: new Date(Date.UTC(2026, 0, 2)), n: null }])).toBe(
		'\uFEFF"d","n"\r\n"2026-01-02T00:00:00.000Z",""\r\n',
	)
})

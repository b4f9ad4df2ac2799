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
				// Only a truly empty line (the file's last) is skipped: 'greedy' would also drop a row of
				// whitespace-only cells, which the export writes faithfully (it made this flaky).
				const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true })
				const expected = rows.map((r) =>
					Object.fromEntries(Object.entries(r).map(([k, v]) => [k, FORMULA_START.test(v) ? `'${v}` : v])),
				)
				expect(parsed.data).toEqual(expected)
				for (const row of parsed.data) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r\n]/)
			},
		),
		{ numRuns: 300, examples: [[[{ a: ' ', b: '' }]], [[{ a: '', b: '' }]], [[{ a: '\t', b: ' ' }]]] },
	)
})

test('dates as ISO strings, null as empty', () => {
	expect(toCsv(['d', 'n'], [{ d: new Date(Date.UTC(2026, 0, 2)), n: null }])).toBe(
		'\uFEFF"d","n"\r\n"2026-01-02T00:00:00.000Z",""\r\n',
	)
})

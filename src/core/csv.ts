import Papa from 'papaparse'

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, tab, CR,
 * and their full-width forms, which some spreadsheet apps read the same way. papaparse's own
 * `escapeFormulae: true` misses a formula followed by a line break (its pattern ends in `.*$`
 * without the s flag), so the pattern is given here; papaparse prefixes a matching cell with `'`.
 */
export const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/

/**
 * A CSV file of `rows` under `columns` (RFC 4180: every cell quoted, CRLF line ends), safe to
 * open in a spreadsheet; UTF-8 with a byte-order mark so Excel reads umlauts right.
 */
export function toCsv<Row extends Record<string, unknown>>(
	columns: readonly (keyof Row & string)[],
	rows: Row[],
): string {
	const csv = Papa.unparse(
		{ fields: [...columns], data: rows.map((r) => columns.map((c) => cell(r[c]))) },
		{ quotes: true, newline: '\r\n', escapeFormulae: FORMULA_START },
	)
	return `\uFEFF${csv}\r\n`
}

function cell(value: unknown): string {
	if (value instanceof Date) return value.toISOString()
	if (value === null || value === undefined) return ''
	return String(value)
}

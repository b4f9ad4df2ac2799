import { describe, expect, test } from 'bun:test'
import { formatDate } from './LegalPage'

describe('the legal pages’ “last changed” date', () => {
	test.each([
		['en', 'November 21, 2026'],
		['de', '21. November 2026'],
		['es', '21 de noviembre de 2026'],
		['tr', '21 Kasım 2026'],
		['nl', '21 november 2026'],
	] as const)('%s writes it as its readers do, the same on every render', (locale, written) => {
		expect(formatDate('2026-11-21', locale)).toBe(written)
		// Run in turn, each language checks it writes its own way (formatters are kept per language), any day.
		expect(formatDate('2026-01-02', locale)).not.toBe(formatDate('2026-11-21', locale))
		expect(formatDate('2026-11-21', locale)).toBe(written)
	})
})

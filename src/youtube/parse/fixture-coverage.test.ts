import { describe, expect, test } from 'bun:test'
import { DEFERRED_FILES, DEFERRED_KINDS, expectedEntries, fixtureFiles } from './test-fixtures'

/**
 * Every recorded answer is in EXPECTED.json, hence parsed by expected-facts.test.ts (captions/
 * bodies belong to the caption issue; MANIFEST, EXPECTED and the request sidecars are not answers).
 */
describe('fixture coverage', () => {
	const files = fixtureFiles().filter(
		(file) =>
			!file.startsWith('captions/') &&
			file !== 'MANIFEST.md' &&
			file !== 'EXPECTED.json' &&
			!file.endsWith('.meta.json'),
	)
	const listed = new Set(expectedEntries().map((entry) => entry.file))

	test('the fixture folder is where the tests expect it', () => {
		expect(files.length).toBeGreaterThan(40)
	})

	test('every fixture file has an EXPECTED.json entry', () => {
		expect(files.filter((file) => !listed.has(file))).toEqual([])
	})

	test('every EXPECTED.json entry names an existing file, and its sidecar exists', () => {
		const all = new Set(fixtureFiles())
		for (const entry of expectedEntries()) {
			expect({ file: entry.file, exists: all.has(entry.file) }).toEqual({ file: entry.file, exists: true })
			if (entry.meta_sidecar) expect(all.has(entry.meta_sidecar)).toBe(true)
		}
	})

	test('files left to a later issue are listed explicitly', () => {
		const deferred = expectedEntries()
			.filter((entry) => entry.kind in DEFERRED_KINDS || entry.file in DEFERRED_FILES)
			.map((entry) => entry.file)
			.sort()
		// The chapters were the last ones; they are parsed now.
		expect(deferred).toEqual([])
	})
})

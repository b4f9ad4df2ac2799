import { describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { GLOSSARIES } from '.'

type Dict = { [key: string]: string | Dict }

function leaves(dict: Dict, prefix = ''): [string, string][] {
	return Object.entries(dict).flatMap(([key, value]) => {
		const path = prefix ? `${prefix}.${key}` : key
		return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path)
	})
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Whole words only: "grey" must not match "greyhound", nor "Tool" match "Tooltip". */
const wordPattern = (variant: string, caseSensitive = false) =>
	new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(variant)}(?![\\p{L}\\p{N}])`, caseSensitive ? 'u' : 'iu')

describe.each(GLOSSARIES.map((g) => [g.language, g] as const))('the %s glossary', (language, glossary) => {
	// An argument's name (`{url}`) is never shown: only the words around it are checked.
	const strings = leaves(DICT[language] as unknown as Dict).map(
		([key, text]) => [key, text.replace(/(?<!\{)\{[A-Za-z_]\w*(?::[^{}]*)?\}(?!\})/g, '')] as [string, string],
	)

	test('no banned variant appears in any string of the dictionary', () => {
		const found: string[] = []
		for (const term of glossary.terms)
			for (const variant of term.avoid) {
				const pattern = wordPattern(variant, term.caseSensitive)
				for (const [key, text] of strings)
					if (pattern.test(text) && !term.allowIn?.includes(key))
						found.push(`${key}: "${variant}" (use "${term.term}")`)
			}
		expect(found).toEqual([])
	})

	test('no quotation mark of another style is used', () => {
		const found = strings.filter(([, text]) => glossary.quotes.avoid.some((mark) => text.includes(mark)))
		expect(found.map(([key, text]) => `${key}: ${text.slice(0, 80)}`)).toEqual([])
	})

	test('every exception names a key that exists (a stale exception hides nothing)', () => {
		const keys = new Set(strings.map(([key]) => key))
		const stale = glossary.terms.flatMap((t) => (t.allowIn ?? []).filter((key) => !keys.has(key)))
		expect(stale).toEqual([])
	})
})

test('every language has a glossary', () => {
	expect(GLOSSARIES.map((g) => g.language).sort()).toEqual(['de', 'en', 'es', 'nl', 'tr'])
})

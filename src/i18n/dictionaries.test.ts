import { describe, expect, test } from 'bun:test'
import { DICT } from '../../tests/support/dictionaries'

type Dict = { [key: string]: string | Dict }

function leaves(dict: Dict, prefix = ''): Map<string, string> {
	const out = new Map<string, string>()
	for (const [key, value] of Object.entries(dict)) {
		const path = prefix ? `${prefix}.${key}` : key
		if (typeof value === 'string') out.set(path, value)
		else for (const [k, v] of leaves(value, path)) out.set(k, v)
	}
	return out
}

/** `{name}` and `{name:type}` placeholders; `{{singular|plural}}` plural parts are wording, not placeholders. */
const placeholders = (text: string) =>
	[...text.replace(/\{\{[^}]*\}\}/g, '').matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]).sort()
// Whole dictionaries: the base and every page namespace.
const base = leaves(DICT.en as unknown as Dict)

describe.each([
	['de', DICT.de],
	['es', DICT.es],
	['tr', DICT.tr],
	['nl', DICT.nl],
] as const)('the %s dictionary', (_code, dict) => {
	const mine = leaves(dict as unknown as Dict)

	test('has every English key and no other', () => {
		expect([...mine.keys()].filter((k) => !base.has(k))).toEqual([])
		expect([...base.keys()].filter((k) => !mine.has(k))).toEqual([])
	})

	test('keeps the English key order (lists are numbered keys, shown in this order)', () => {
		expect([...mine.keys()].filter((k) => base.has(k))).toEqual([...base.keys()].filter((k) => mine.has(k)))
	})

	test('keeps every placeholder of each string', () => {
		for (const [key, text] of base) expect([key, placeholders(mine.get(key) ?? '')]).toEqual([key, placeholders(text)])
	})

	test('has no empty string and is really translated', () => {
		for (const [key, text] of mine) expect([key, text.trim().length > 0]).toEqual([key, true])
		// Brand names and a few words that are the same in both languages may match; most must
		// not. Example URLs and strings of placeholders and signs alone have nothing to translate.
		// Placeholders and plural endings (`{count} hashtag{{s}}`) are not words to translate.
		const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '').replace(/\{\w+\}/g, '')
		const prose = (text: string) => !/^https?:\/\//.test(text) && /\p{L}{2}/u.test(words(text))
		const same = [...base].filter(([key, text]) => mine.get(key) === text && words(text).length > 12 && prose(text))
		expect(same.map(([key]) => key)).toEqual([])
	})
})

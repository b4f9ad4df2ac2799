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

	test('every quotation that opens closes, with the closing mark', () => {
		const { open, close } = glossary.quotes
		// Dutch quotes with ‘ ’, and ’ is its apostrophe too: counting says nothing there.
		if (open === close || close === '’') return
		const count = (text: string, mark: string) => text.split(mark).length - 1
		const found = strings.filter(([, text]) => count(text, open) !== count(text, close))
		expect(found.map(([key, text]) => `${key}: ${text.slice(0, 80)}`)).toEqual([])
	})

	test('every exception names a key that exists (a stale exception hides nothing)', () => {
		const keys = new Set(strings.map(([key]) => key))
		const stale = glossary.terms.flatMap((t) => (t.allowIn ?? []).filter((key) => !keys.has(key)))
		expect(stale).toEqual([])
	})
})

/**
 * What a button says, done: a status shown while a form works must not read as the button's own
 * instruction again (Dutch had „Thumbnails ophalen…“ under the button „Thumbnail ophalen“).
 * Words are compared loosely: lower case, ellipsis dropped, a plural -s ignored.
 */
const words = (text: string) =>
	new Set(
		text
			.toLowerCase()
			.replace(/…|\.\.\./g, '')
			.split(/[^\p{L}\p{N}’']+/u)
			.filter(Boolean)
			.map((word) => (word.length > 3 ? word.replace(/s$/, '') : word)),
	)

/** The labels shown on buttons and button-like links, measured as a reader sees them. */
const BUTTON =
	/^(?:(?:thumbnail|profile|transcript|hashtag)\.submit|contact\.form\.submit|toolPage\.batchWholeList|batch\.(?:download|stop|noScript\.(?:zip|open))|help\.tools\.\w+\.tryLink)$/
/** A phone row holds about this many characters of a button label before it wraps twice. */
const BUTTON_MAX = 40
/** `{count}` as a two-digit number and `{{file|files}}` as its longer form, as the page shows them. */
const shown = (text: string) =>
	text
		.replace(/\{\{([^}|]*)\|([^}]*)\}\}/g, (_, one: string, many: string) => (many.length > one.length ? many : one))
		.replace(/\{\w+\}/g, '99')

describe.each(GLOSSARIES.map((g) => g.language))('the %s labels', (language) => {
	const strings = new Map(leaves(DICT[language] as unknown as Dict))

	test('a status message does not repeat its button’s words', () => {
		const repeated: string[] = []
		for (const [key, status] of strings) {
			const match = /^(.*)\.(loading|sending)$/.exec(key)
			const button = match && strings.get(`${match[1]}.submit`)
			if (!button) continue
			const buttonWords = words(button)
			if ([...words(status)].every((word) => buttonWords.has(word))) repeated.push(`${key}: "${status}" ~ "${button}"`)
		}
		expect(repeated).toEqual([])
	})

	test(`no button label is longer than ${BUTTON_MAX} characters`, () => {
		const buttons = [...strings].filter(([key]) => BUTTON.test(key))
		expect(buttons.length).toBeGreaterThan(10)
		const long = buttons.filter(([, text]) => shown(text).length > BUTTON_MAX)
		expect(long.map(([key, text]) => `${key} (${shown(text).length}): ${shown(text)}`)).toEqual([])
	})
})

test('every language has a glossary', () => {
	expect(GLOSSARIES.map((g) => g.language).sort()).toEqual(['de', 'en', 'es', 'nl', 'tr'])
})

import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { balancedText, extractJsonAssignment, findJsonAssignment, jsonCallArguments, matchBrace } from './brace-match'
import { parsePageMeta } from './page-meta'
import { readYtcfg, ytcfgString } from './ytcfg'

function page(script: string): string {
	return `<!DOCTYPE html><html><head><title>t</title></head><body><script nonce="x">${script}</script></body></html>`
}

describe('matchBrace', () => {
	test('skips braces inside strings, with escaped quotes and backslashes', () => {
		const object = String.raw`{"title":"a }; b","q":"say \"};\" now","bs":"ends with \\","n":{"x":[1,{"y":"]"}]}}`
		const source = `var x = ${object};var y = {"other":1};`
		expect(balancedText(source, source.indexOf('{'))).toBe(object)
		expect(JSON.parse(object).bs).toBe('ends with \\')
	})

	test('single-quoted JS strings count as strings', () => {
		const source = `ytcfg.set({"A": 'x}y', "B": "it's"});`
		expect(balancedText(source, source.indexOf('{'))).toBe(`{"A": 'x}y', "B": "it's"}`)
	})

	test('unicode: emoji, RTL text, U+2028 and \\u escapes', () => {
		const object = JSON.stringify({ title: 'اسهل طريقه 🔥 };', sep: 'a\u2028b', esc: '\\u007d' })
		const source = `x = ${object};`
		expect(JSON.parse(balancedText(source, 4) ?? 'null')).toEqual(JSON.parse(object))
	})

	test('arrays, and -1 for unbalanced or non-bracket starts', () => {
		expect(matchBrace('[1,[2],{"a":"]"}] tail', 0)).toBe(17)
		expect(matchBrace('{"a":1', 0)).toBe(-1)
		expect(matchBrace('{"a":"}', 0)).toBe(-1)
		expect(matchBrace('x{}', 0)).toBe(-1)
		expect(matchBrace('', 0)).toBe(-1)
	})

	test('property: any JSON value survives being cut out of a page with junk around it', () => {
		fc.assert(
			fc.property(fc.jsonValue(), fc.string(), (value, junk) => {
				const object = JSON.stringify({ value, junk: `${junk}};` })
				const html = page(`var ytInitialPlayerResponse = ${object};${junk.replace(/<\/script/gi, '')}`)
				expect(findJsonAssignment(html, 'ytInitialPlayerResponse')).toBe(object)
			}),
			{ numRuns: 300 },
		)
	})
})

describe('extractJsonAssignment', () => {
	const player = { videoDetails: { title: 'Brace }; yourself "};" \\ done' } }

	test('the naive regex case: a title containing `};`', () => {
		const html = page(`var ytInitialPlayerResponse = ${JSON.stringify(player)};var meta = {};`)
		expect(extractJsonAssignment(html, 'ytInitialPlayerResponse')).toEqual(player)
	})

	test('all assignment forms', () => {
		for (const form of [
			'var ytInitialData = ',
			'ytInitialData = ',
			'window["ytInitialData"] = ',
			"window['ytInitialData']=",
			'window.ytInitialData = ',
		]) {
			expect(extractJsonAssignment(page(`${form}${JSON.stringify(player)};`), 'ytInitialData')).toEqual(player)
		}
	})

	test('mentions that are not assignments, null assignments and similar names are skipped', () => {
		const html = page(
			`f(a.ytInitialPlayerResponse, b);var ytInitialPlayerResponseX = {"wrong":1};` +
				`var ytInitialPlayerResponse = null;window["ytInitialPlayerResponse"] = ${JSON.stringify(player)};`,
		)
		expect(extractJsonAssignment(html, 'ytInitialPlayerResponse')).toEqual(player)
	})

	test('a JS (non-JSON) object is passed over for the next JSON one', () => {
		const html = page(`ytInitialData = {a: 1};ytInitialData = {"b":2};`)
		expect(extractJsonAssignment(html, 'ytInitialData')).toEqual({ b: 2 })
		expect(findJsonAssignment(html, 'ytInitialData')).toBe('{"b":2}')
	})

	test('absent or unterminated: null', () => {
		expect(extractJsonAssignment(page('var x = 1;'), 'ytInitialPlayerResponse')).toBeNull()
		expect(extractJsonAssignment('var ytInitialPlayerResponse = {"a":"', 'ytInitialPlayerResponse')).toBeNull()
	})
})

describe('ytcfg', () => {
	const html = page(
		`ytcfg.set({"INNERTUBE_API_KEY":"KEY};1","INNERTUBE_CLIENT_VERSION":"2.1","NESTED":{"a":"}"}});` +
			`ytcfg.set({"CSI_SERVICE_NAME": 'youtube', "X": 1});` +
			`ytcfg.set("initialInnerWidth",window.innerWidth);ytcfg.set({"INNERTUBE_CLIENT_VERSION":"2.2"});`,
	)

	test('merges every JSON ytcfg.set object, later ones win, JS ones are skipped', () => {
		expect(jsonCallArguments(html, 'ytcfg.set')).toHaveLength(2)
		const ytcfg = readYtcfg(html)
		expect(ytcfg.INNERTUBE_API_KEY).toBe('KEY};1')
		expect(ytcfg.INNERTUBE_CLIENT_VERSION).toBe('2.2')
		expect(ytcfg.CSI_SERVICE_NAME).toBeUndefined()
		expect(parsePageMeta(html)).toMatchObject({ apiKey: 'KEY};1', clientVersion: '2.2' })
	})

	test('falls back to a plain key search when no ytcfg object is JSON', () => {
		const loose = page(`ytcfg.set({INNERTUBE_API_KEY: "x"}); var c = {"INNERTUBE_API_KEY":"AIzaFallback"};`)
		expect(ytcfgString(loose, 'INNERTUBE_API_KEY')).toBe('AIzaFallback')
		expect(ytcfgString(loose, 'INNERTUBE_CLIENT_VERSION')).toBeNull()
	})
})

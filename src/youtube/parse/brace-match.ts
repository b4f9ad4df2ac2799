/**
 * Cuts JSON objects out of YouTube's HTML by matching brackets, the way youtube-transcript-api's
 * `_JsVarParser` did (docs/youtube-data.md §1). A regex up to `};` breaks as soon as a title or
 * description contains `};`, so the scanner skips everything inside string literals (double or
 * single quoted, with backslash escapes) and counts only structural brackets.
 */

const OPEN_BRACE = 0x7b // {
const CLOSE_BRACE = 0x7d // }
const OPEN_BRACKET = 0x5b // [
const CLOSE_BRACKET = 0x5d // ]
const DOUBLE_QUOTE = 0x22
const SINGLE_QUOTE = 0x27
const BACKSLASH = 0x5c

/**
 * The index just past the bracket that closes the `{` or `[` at `start`, or -1 when `start` is
 * not an opening bracket or the text ends first. Strings in `"…"` and `'…'` are skipped whole.
 * @example matchBrace('x = {"a":"};"};', 4) // 14
 */
export function matchBrace(source: string, start: number): number {
	const first = source.charCodeAt(start)
	if (first !== OPEN_BRACE && first !== OPEN_BRACKET) return -1
	let depth = 0
	let quote = 0
	for (let i = start; i < source.length; i++) {
		const c = source.charCodeAt(i)
		if (quote !== 0) {
			if (c === BACKSLASH) i++
			else if (c === quote) quote = 0
			continue
		}
		if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) quote = c
		else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++
		else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
			depth--
			if (depth === 0) return i + 1
		}
	}
	return -1
}

/** The bracket-balanced text starting at `start`, or null. */
export function balancedText(source: string, start: number): string | null {
	const end = matchBrace(source, start)
	return end === -1 ? null : source.slice(start, end)
}

function escapeRegExp(value: string): string {
	return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Every `{` that `name` is assigned in the page: `var name = {`, `name = {`, `window["name"] = {`,
 * `window['name'] = {`, `window.name = {`. Mentions that are not assignments (`a.name,`) are skipped.
 */
function assignmentStarts(html: string, name: string): number[] {
	const id = escapeRegExp(name)
	const pattern = new RegExp(`(?:\\[\\s*["']${id}["']\\s*\\]|\\b${id}\\b)\\s*=\\s*\\{`, 'g')
	const starts: number[] = []
	for (const match of html.matchAll(pattern)) starts.push(match.index + match[0].length - 1)
	return starts
}

function firstJsonAssignment(html: string, name: string): { text: string; value: unknown } | null {
	for (const start of assignmentStarts(html, name)) {
		const text = balancedText(html, start)
		if (text === null) continue
		try {
			return { text, value: JSON.parse(text) }
		} catch {
			// not JSON (a JS object literal, or a false match): try the next assignment
		}
	}
	return null
}

/**
 * The JSON text of the first object assigned to the JS variable `name` that parses as JSON,
 * or null when there is none.
 * @example findJsonAssignment(html, 'ytInitialPlayerResponse') // '{"responseContext":…}'
 */
export function findJsonAssignment(html: string, name: string): string | null {
	return firstJsonAssignment(html, name)?.text ?? null
}

/**
 * The parsed object assigned to `name` (see findJsonAssignment), or null.
 * @example extractJsonAssignment(html, 'ytInitialData')
 */
export function extractJsonAssignment(html: string, name: string): unknown {
	return firstJsonAssignment(html, name)?.value ?? null
}

/**
 * Each object passed to a call of `callee`, e.g. every `ytcfg.set({…})`, as parsed JSON; calls
 * whose argument is not JSON (ytcfg has some with single-quoted JS strings) are skipped.
 * @example jsonCallArguments(html, 'ytcfg.set')
 */
export function jsonCallArguments(html: string, callee: string): unknown[] {
	const pattern = new RegExp(`${escapeRegExp(callee)}\\s*\\(\\s*\\{`, 'g')
	const found: unknown[] = []
	for (const match of html.matchAll(pattern)) {
		const candidate = balancedText(html, match.index + match[0].length - 1)
		if (candidate === null) continue
		try {
			found.push(JSON.parse(candidate))
		} catch {
			// a JS (not JSON) argument
		}
	}
	return found
}

/**
 * json3 read in one pass without JSON.parse (issue 18, item 4: a single-pass fast path for well-formed json3).
 * JSON.parse of the largest recorded body (813 KB) alone takes longer than the whole json3 → srt answer may
 * (1 ms), and nearly all it builds is thrown away: word timings, confidences, pens, window styles. parseJson3
 * reads only each event's `tStartMs`, `dDurationMs` and `segs[].utf8`, so this scan jumps between those keys with
 * indexOf (a native search) and never looks at the rest.
 *
 * A key found this way is a real key in any valid JSON: inside a string every `"` is escaped, so `"utf8": "`
 * with an unescaped first quote cannot sit in a string's text. What the scan does not read it takes on trust, so
 * it reads only bodies in the layout YouTube's timedtext server writes (two-space indent, `"key": value`, `[ {`,
 * fields in protobuf order; docs/youtube-data.md §2.2) and gives null for anything else it meets: another layout
 * or writer, an events list that is not the root's, a time that is not a whole number, a text it cannot unescape,
 * a body that does not end where the events list does. parseJson3 reads those with JSON.parse as before. On the
 * bodies it reads it answers what the JSON.parse path answers: json3-scan.test.ts holds the two side by side on every
 * recorded body and on generated ones.
 */
import { type Cue, makeCue } from './cue'

/** YouTube's first line and its wire magic: the layout this scan knows. */
const HEAD = '{\n  "wireMagic": "pb3",\n'
/** The root's events list: a top-level key is indented by two spaces. */
const EVENTS = '\n  "events": [ '
/** After the last text: the rest of its seg, its event, window records without segs, and the root's end. */
const FIELD = '"[A-Za-z]+": -?\\d+'
const PLAIN_EVENT = `\\{\\s*(?:${FIELD}(?:,\\s*${FIELD})*)?\\s*\\}`
const TAIL = new RegExp(`^(?:,\\s*${FIELD})*\\s*\\}\\s*\\]\\s*\\}(?:,\\s*${PLAIN_EVENT})*\\s*\\]\\s*\\}\\s*$`)
/** What may come before the events list: integer fields, and objects and lists of them (pens, window styles). */
const PREFIX = /^(?:[\s\d{}[\],:-]|"[A-Za-z]+": )*$/

const BACKSLASH = 92
const QUOTE = 34
const SPACE = 32
const COMMA = 44
const NEWLINE = 10
const OPEN_LIST = 91
const ZERO = 48
const NINE = 57

/**
 * Where the key `"name": ` next starts at or after `from`, or -1. The search is for the bare name and the quote,
 * colon and space are checked after: a needle that starts with `"` stops at every one of the body's quotes and
 * makes the scan three times slower. The key's first quote must follow the layout's indent (a space): after a `\`
 * it would be the end of a longer key.
 */
function keyAt(body: string, name: string, from: number): number {
	for (let at = body.indexOf(name, from + 1); at >= 0; at = body.indexOf(name, at + 1)) {
		if (
			body.charCodeAt(at - 1) === QUOTE &&
			body.charCodeAt(at - 2) === SPACE &&
			body.charCodeAt(at + name.length) === QUOTE &&
			body.charCodeAt(at + name.length + 1) === 58 &&
			body.charCodeAt(at + name.length + 2) === SPACE
		) {
			return at - 1
		}
	}
	return -1
}

/** The index of the quote that ends the string whose text starts at `from`, or -1. */
function stringEnd(body: string, from: number): number {
	let end = body.indexOf('"', from)
	while (end > 0 && body.charCodeAt(end - 1) === BACKSLASH) {
		let slashes = 1
		while (body.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++
		if (slashes % 2 === 0) break
		end = body.indexOf('"', end + 1)
	}
	return end
}

/** A raw control character (a line break inside the quotes) is not JSON: JSON.parse would refuse the body. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
const CONTROL = /[\u0000-\u001f]/

/**
 * The text of JSON string bodies joined: most have no escape, and the auto-generated roll-up appends are all
 * `\n`. Null when it is not valid JSON text.
 */
function jsonText(raw: string): string | null {
	if (CONTROL.test(raw)) return null
	if (!raw.includes('\\')) return raw
	if (raw === '\\n') return '\n'
	try {
		return JSON.parse(`"${raw}"`) as string
	} catch {
		return null
	}
}

/**
 * The whole number in the field `"name": ` between `from` and `to`: 0 when the field is absent (protobuf's
 * default, as parseJson3 reads it), -1 when its value is anything else JSON.parse could read differently: a
 * string, a fraction, a sign, a leading zero, more digits than a double holds exactly.
 */
function wholeField(body: string, name: string, from: number, to: number): number {
	const key = keyAt(body, name, from)
	if (key < 0 || key > to) return 0
	const first = key + name.length + 4
	let i = first
	let value = 0
	for (let char = body.charCodeAt(i); char >= ZERO && char <= NINE; char = body.charCodeAt(++i)) {
		value = value * 10 + char - ZERO
	}
	const digits = i - first
	const after = body.charCodeAt(i)
	if (digits === 0 || digits > 15 || (digits > 1 && body.charCodeAt(first) === ZERO)) return -1
	return after === COMMA || after === NEWLINE ? value : -1
}

/** Whether the events list found is the root's own: only integer structures before it, one object open. */
function rootEvents(body: string, events: number): boolean {
	const prefix = body.slice(HEAD.length, events)
	if (!PREFIX.test(prefix)) return false
	let open = 1
	for (let i = 0; i < prefix.length; i++) {
		const char = prefix.charCodeAt(i)
		if (char === 123 || char === 91) open++
		else if (char === 125 || char === 93) open--
	}
	return open === 1
}

/**
 * The cues of a json3 body as parseJson3 reads them, or null when the body is not in the layout this scan knows.
 * @example scanJson3(body) ?? readJson3(body) // json3.ts: the JSON.parse path for every other body
 */
export function scanJson3(body: string): Cue[] | null {
	if (!body.startsWith(HEAD)) return null
	const events = body.indexOf(EVENTS)
	if (events < 0 || !rootEvents(body, events)) return null
	const cues: Cue[] = []
	/** Past the previous event's last text: where the current event's fields may start. */
	let after = events + EVENTS.length
	let segs = listKeyAt(body, 'segs', after)
	let key = segs < 0 ? -1 : keyAt(body, 'utf8', segs)
	while (segs >= 0) {
		const next = listKeyAt(body, 'segs', segs + 1)
		const limit = next < 0 ? body.length : next
		const open = body.lastIndexOf('{', segs)
		if (open < after) return null
		const startMs = wholeField(body, 'tStartMs', open, segs)
		const durationMs = wholeField(body, 'dDurationMs', open, segs)
		if (startMs < 0 || durationMs < 0) return null
		let raw = ''
		while (key >= 0 && key < limit) {
			// `"utf8": "` is 9 characters: the text starts after them.
			const from = key + 9
			if (body.charCodeAt(from - 1) !== QUOTE) return null
			const end = stringEnd(body, from)
			if (end < 0) return null
			raw += body.slice(from, end)
			after = end + 1
			key = keyAt(body, 'utf8', after)
		}
		const text = jsonText(raw)
		if (text === null) return null
		// Half of an auto-generated body's events are roll-up appends whose only text is a line break: blank cues.
		if (text !== '\n') {
			const cue = makeCue(startMs, durationMs, text)
			if (cue) cues.push(cue)
		}
		segs = next
	}
	return TAIL.test(body.slice(after)) ? cues : null
}

/** A key whose value is a list (`"segs": [ `), or -1. */
function listKeyAt(body: string, name: string, from: number): number {
	for (let at = keyAt(body, name, from); at >= 0; at = keyAt(body, name, at + 1)) {
		if (body.charCodeAt(at + name.length + 4) === OPEN_LIST) return at
	}
	return -1
}

/**
 * json3 read in one pass without JSON.parse (issue 18, item 4: a single-pass fast path for well-formed json3).
 * JSON.parse of the largest recorded body (813 KB) alone takes longer than the whole json3 → srt answer may
 * (1 ms), and nearly all it builds is thrown away: word timings, confidences, pens, window styles. parseJson3
 * reads only each event's `tStartMs`, `dDurationMs` and `segs[].utf8`, so this scan jumps from seg to seg with
 * indexOf (a native search for a seg's `{`, its fields indented by six spaces), reads each seg's text, which
 * YouTube writes first, and reads an event's times where its segs list starts. It never looks at the rest.
 *
 * A seg or key found this way is a real one in any valid JSON: inside a string every `"` is escaped and a line
 * break is `\n`, so neither `"utf8": "` nor `{` and a line break can sit in a string's text. What the scan does not
 * read it takes on trust, so it reads only bodies in the layout YouTube's timedtext server writes (two-space indent,
 * `"key": value`, `[ {`, fields in protobuf order; docs/youtube-data.md §2.2) and gives null for anything else it
 * meets: another layout or writer, an events list that is not the root's, a seg that does not start with its text,
 * an empty seg before a text, a time that is not a whole number, a text it cannot unescape, a body that does not
 * end where the events list does. parseJson3 reads those with JSON.parse as before. On the bodies it reads it
 * answers what the JSON.parse path answers: json3-scan.test.ts holds the two side by side on every recorded body
 * and on generated ones.
 *
 * Measured (bench/transcript.ts §1, §1b): every native call and every character compared counts here. The largest
 * body has 8,630 word segs in 2,106 events, so a search or a startsWith per seg costs about a tenth of the scan;
 * the comparisons that run per seg and per event are spelled out for that reason.
 */
import { type Cue, isOtherSpace, normaliseCueText } from './cue'

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
const LESS = 60
const AMPERSAND = 38
const QUOTE = 34
const SPACE = 32
const COMMA = 44
const NEWLINE = 10
const OPEN_LIST = 91
const CLOSE_OBJECT = 125
/** A seg's `{`: its fields are indented by six spaces (an event's by four), and its text is its first field. */
const SEG = '{\n      "'
/** A seg's first key, after SEG's quote. */
const TEXT_KEY = 'utf8": "'
/** Before the first seg's `{`: the key of the event's segs list. */
const SEGS_KEY = '"segs": [ '
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

/** An escaped text decoded as JSON.parse decodes it, or null when it is not valid JSON string text. */
function unescaped(raw: string): string | null {
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
	const value = wholeAt(body, key + name.length + 4)
	const after = body.charCodeAt(numberEnd)
	return value >= 0 && (after === COMMA || after === NEWLINE) ? value : -1
}

/** An event's first two lines as YouTube writes them, up to each value. */
const START_FIELD = '{\n    "tStartMs": '
const DURATION_FIELD = ',\n    "dDurationMs": '
/** leadingTimes' answer: a pair of numbers without an object per event. */
let leadingStart = 0
let leadingDuration = 0

/**
 * Whether the event whose `{` is at `open` starts with its `tStartMs` and `dDurationMs`, each a whole number as
 * wholeField reads it; then they are in leadingStart and leadingDuration. Two comparisons where the key searches
 * cost about a tenth of the scan.
 */
function leadingTimes(body: string, open: number): boolean {
	if (!body.startsWith(START_FIELD, open)) return false
	leadingStart = wholeAt(body, open + START_FIELD.length)
	if (leadingStart < 0 || !body.startsWith(DURATION_FIELD, numberEnd)) return false
	leadingDuration = wholeAt(body, numberEnd + DURATION_FIELD.length)
	if (leadingDuration < 0) return false
	const after = body.charCodeAt(numberEnd)
	return after === COMMA || after === NEWLINE
}

/** Where wholeAt's number ended. */
let numberEnd = 0

/**
 * The whole number written from `first`, or -1 when JSON.parse could read it differently: no digit, a leading
 * zero, more digits than a double holds exactly. It ends at numberEnd.
 */
function wholeAt(body: string, first: number): number {
	let i = first
	let value = 0
	for (let char = body.charCodeAt(i); char >= ZERO && char <= NINE; char = body.charCodeAt(++i)) {
		value = value * 10 + char - ZERO
	}
	numberEnd = i
	const digits = i - first
	return digits === 0 || digits > 15 || (digits > 1 && body.charCodeAt(first) === ZERO) ? -1 : value
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

/** How a text read by the scan becomes a cue's text (scanJson3's second pass). */
const AS_IS = 0
const NORMALISED = 1
const UNESCAPED = 2

/**
 * The scan's texts as UTF-8, kept between scans: it grows to the longest texts seen, up to KEPT_BYTES; a longer
 * one gets a buffer of its own.
 */
let kept: Uint8Array = new Uint8Array(1 << 16)
const KEPT_BYTES = 1 << 21
/** The texts are made strings of about this many bytes each (a string of many times that cost more per byte). */
const CHUNK_BYTES = 1 << 15
const decoder = new TextDecoder()

/**
 * The cues of a json3 body as parseJson3 reads them, or null when the body is not in the layout this scan knows.
 *
 * It reads in two passes. The first reads each event's texts character by character, once, and its times when it has one:
 * where each ends (its unescaped quote), whether it is valid JSON text, and whether normaliseCueText would leave it
 * as it is (no markup or reference, single inner spaces only), as most auto-generated words are. It writes the
 * texts one after another as UTF-8 into one buffer, made strings of about 32 KB each between cues (one string
 * of ten times that costs more per byte: fresh memory); the second cuts each cue's text out of them. An
 * auto-generated event's text is some eight word segs: cut out of the body and joined, each would be a rope of
 * slices, flattened later by whoever reads it, and would keep the whole body alive (bench §5); a string of the
 * texts alone is read as it is and holds nothing else.
 * @example scanJson3(body) ?? readJson3(body) // json3.ts: the JSON.parse path for every other body
 */
export function scanJson3(body: string): Cue[] | null {
	if (!body.startsWith(HEAD)) return null
	const events = body.indexOf(EVENTS)
	if (events < 0 || !rootEvents(body, events)) return null
	/** The cues, their texts filled in by the second pass. */
	const cues: Cue[] = []
	/** Per cue: where its text ends in the texts (UTF-16 units) × 4, plus how it is finished (AS_IS…). */
	const marks: number[] = []
	let bytes = kept
	/** The texts as strings of about CHUNK_BYTES each, cut at cue boundaries; chunkCues: the cues before each end. */
	const chunks: string[] = []
	const chunkCues: number[] = []
	let chunkStart = 0
	let chunkUnits = 0
	/** Bytes written, and the UTF-16 units they decode to. */
	let written = 0
	let units = 0
	/** Past the previous text: where the next event's fields may start. */
	let after = events + EVENTS.length
	/**
	 * The current event: its segs key and where the text before it ended (-1: none yet), where its text starts, and
	 * what its text holds so far. Its times are read only when it has a text: half of an auto-generated body's
	 * events are roll-up appends whose only text is `\n`, and their times are never needed.
	 */
	let segs = -1
	let previous = 0
	let first = 0
	let firstByte = 0
	let escaped = false
	let plain = true
	/** The text so far is empty or ends in a space. */
	let space = true
	for (let seg = segAt(body, after); ; seg = segAt(body, after)) {
		if (seg < 0 || body.charCodeAt(seg - 2) === OPEN_LIST) {
			// The end, or a new segs list: the current event's text is whole.
			if (segs >= 0) {
				if (escaped && written - firstByte === 2 && bytes[firstByte + 1] === 110) {
					// A roll-up append: blank, no cue.
					written = firstByte
					units = first
				} else if (units > first) {
					// The event's own `{` comes after the text before it. YouTube opens every event with its two
					// times; wholeField finds them anywhere else.
					const open = body.lastIndexOf('{', segs)
					if (open < previous) return null
					const times = leadingTimes(body, open)
					const startMs = times ? leadingStart : wholeField(body, 'tStartMs', open, segs)
					const durationMs = times ? leadingDuration : wholeField(body, 'dDurationMs', open, segs)
					if (startMs < 0 || durationMs < 0) return null
					cues.push({ startMs, durationMs, text: '' })
					marks.push(units * 4 + (escaped ? UNESCAPED : plain && !space ? AS_IS : NORMALISED))
					if (written - chunkStart >= CHUNK_BYTES) {
						const chunk = decoder.decode(bytes.subarray(chunkStart, written))
						if (chunk.length !== units - chunkUnits) return null
						chunks.push(chunk)
						chunkStart = written
						chunkUnits = units
						chunkCues.push(cues.length)
					}
				}
			}
			if (seg < 0) break
			// `"segs": [ {`: the list is the event's segs.
			segs = seg - SEGS_KEY.length
			if (!body.startsWith(SEGS_KEY, segs) || body.charCodeAt(segs - 1) !== SPACE) return null
			previous = after
			first = units
			firstByte = written
			escaped = false
			plain = true
			space = true
		} else if (
			segs < 0 ||
			body.charCodeAt(seg - 2) !== COMMA ||
			body.charCodeAt(seg - 3) !== CLOSE_OBJECT ||
			body.charCodeAt(seg - 8) !== NEWLINE ||
			body.charCodeAt(seg - 9) === SPACE
		) {
			// A seg after another is `<value>\n    }, {`: the one before it ended in a field. The first seg of all
			// opens a list. An empty seg (`{`, a blank line, `}`) is the one object the search does not stop at: a
			// seg after one may be the first text of another event, whose list was not seen, so it is JSON.parse's.
			return null
		}
		// Every seg YouTube writes starts with its text, `"utf8": "`: any other is left to JSON.parse.
		const from = seg + SEG.length + TEXT_KEY.length
		if (!textKeyAt(body, seg + SEG.length)) return null
		let at = from
		for (let char = body.charCodeAt(at); char !== QUOTE; char = body.charCodeAt(++at)) {
			// A raw control character (a line break inside the quotes) is not JSON; NaN is the body's end.
			if (!(char >= SPACE)) return null
			// Room for the longest character: four bytes (a surrogate pair), or an escape's two.
			if (written + 4 > bytes.length) bytes = larger(bytes, written)
			if (char < 0x80) {
				bytes[written++] = char
				if (char === SPACE) {
					if (space) plain = false
					space = true
					continue
				}
				space = false
				if (char === BACKSLASH) {
					// An escape is copied as it is, its second character too (`\\"` does not end the text).
					escaped = true
					const escapedChar = body.charCodeAt(++at)
					if (!(escapedChar >= SPACE && escapedChar < 0x80)) return null
					bytes[written++] = escapedChar
				} else if (char === LESS || char === AMPERSAND) plain = false
				continue
			}
			space = false
			if (isOtherSpace(char)) plain = false
			if (char < 0x800) {
				bytes[written++] = 0xc0 | (char >> 6)
				bytes[written++] = 0x80 | (char & 0x3f)
			} else if (char < 0xd800 || char > 0xdfff) {
				bytes[written++] = 0xe0 | (char >> 12)
				bytes[written++] = 0x80 | ((char >> 6) & 0x3f)
				bytes[written++] = 0x80 | (char & 0x3f)
			} else {
				// A surrogate pair is one character of four bytes; a lone surrogate has no UTF-8 at all, and is
				// left to JSON.parse (a body decoded from UTF-8, as every fetched one is, cannot hold one).
				const low = body.charCodeAt(at + 1)
				if (char > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) return null
				const point = 0x10000 + ((char - 0xd800) << 10) + (low - 0xdc00)
				bytes[written++] = 0xf0 | (point >> 18)
				bytes[written++] = 0x80 | ((point >> 12) & 0x3f)
				bytes[written++] = 0x80 | ((point >> 6) & 0x3f)
				bytes[written++] = 0x80 | (point & 0x3f)
				at++
			}
		}
		// The text decodes to as many UTF-16 units as it has in the body: escapes are copied as they are.
		units += at - from
		after = at + 1
	}
	if (!TAIL.test(body.slice(after))) return null
	if (bytes.length <= KEPT_BYTES) kept = bytes
	const last = decoder.decode(bytes.subarray(chunkStart, written))
	if (last.length !== units - chunkUnits) return null
	chunks.push(last)
	chunkCues.push(cues.length)
	let chunk = 0
	let texts = chunks[0] as string
	let base = 0
	let from = 0
	let blank = false
	for (let i = 0; i < cues.length; i++) {
		while (i === chunkCues[chunk]) {
			base += texts.length
			texts = chunks[++chunk] as string
		}
		const cue = cues[i] as Cue
		const mark = marks[i] as number
		const kind = mark % 4
		const to = (mark - kind) / 4
		const text = texts.slice(from - base, to - base)
		from = to
		if (kind === AS_IS) {
			cue.text = text
			continue
		}
		const read = kind === UNESCAPED ? unescaped(text) : text
		if (read === null) return null
		// makeCue's rule: a cue whose text is blank once tidied (spaces only, say) is no cue.
		cue.text = normaliseCueText(read)
		if (cue.text === '') blank = true
	}
	return blank ? cues.filter((cue) => cue.text !== '') : cues
}

/** A buffer twice as large as `bytes`, holding its first `count` bytes. */
function larger(bytes: Uint8Array, count: number): Uint8Array {
	const grown = new Uint8Array(bytes.length * 2)
	grown.set(bytes.subarray(0, count))
	return grown
}

/**
 * Where the next seg's `{` (SEG) is at or after `from`, or -1: a search for the one character `{`, cheaper here
 * than indexOf(SEG), whose longer needle is slower per call. Two characters tell a seg: outside a string a `{`
 * opens an object, and no string holds a raw line break, so `{`, a line break and a quote eight characters on
 * is an object whose first key starts after six characters of indent (which valid JSON can only fill with
 * whitespace). In the two-space layout the head checked, that is a seg's depth: an event's key starts at +6.
 */
function segAt(body: string, from: number): number {
	for (let at = body.indexOf('{', from); at >= 0; at = body.indexOf('{', at + 1)) {
		if (body.charCodeAt(at + 8) === QUOTE && body.charCodeAt(at + 1) === NEWLINE) {
			return at
		}
	}
	return -1
}

/**
 * Whether `utf8": "` is written at `at`. Spelled out: eight comparisons cost less than a call of startsWith or a
 * loop over the key, and this runs once per word of an auto-generated body.
 */
function textKeyAt(body: string, at: number): boolean {
	return (
		body.charCodeAt(at) === 117 && // u
		body.charCodeAt(at + 1) === 116 && // t
		body.charCodeAt(at + 2) === 102 && // f
		body.charCodeAt(at + 3) === 56 && // 8
		body.charCodeAt(at + 4) === QUOTE &&
		body.charCodeAt(at + 5) === 58 && // :
		body.charCodeAt(at + 6) === SPACE &&
		body.charCodeAt(at + 7) === QUOTE
	)
}

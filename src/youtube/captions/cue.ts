/**
 * The cue every caption parser returns, and the text clean-up they share. The formats escape
 * and mark up text differently (docs/youtube-data.md §2.2): srv1 is HTML-escaped inside XML
 * (`&amp;#39;`), VTT carries `<c>` and `<00:00:01.234>` tags, TTML and srv3 use `<br/>`, `<span>`
 * and `<s>`, json3 has raw text with `\n`. After normaliseCueText they all read the same.
 */
import { decodeEntities } from '../parse/html'

export interface Cue {
	/** Integer milliseconds from the start of the video. */
	startMs: number
	/**
	 * Integer milliseconds; 0 when the body gives none. Auto-generated cues overlap (a cue can
	 * still be on screen when the next one starts), so do not expect start + duration <= next start.
	 */
	durationMs: number
	/**
	 * Plain text, never empty: each line single-spaced and trimmed, lines joined by `\n`, no
	 * blank line. A cue keeps its own line breaks (a two-row uploaded caption stays two rows),
	 * as youtube-transcript-api does; the readable transcript joins them (tools/transcript/readable.ts).
	 */
	text: string
}

/** `<br>`/`<br/>` is a line break inside a cue. */
const LINE_BREAK_TAG = /<br\s*\/?>/gi
/**
 * Start and end tags (`<c.colorE5E5E5>`, `</i>`, `<font color="#fff">`, `<s t="559">`, `<v Bob>`)
 * and VTT inline timestamps (`<00:00:04.170>`, `<00:04.170>`). A tag must start with a letter
 * (or `/`), so text like `a < b` or `<3` survives. Other tags vanish without a space because
 * `<span>` and `<c>` may split a word.
 */
const TAG = /<\/?[a-z][^<>]*>|<\d+(?::\d{2}){1,2}[.,]\d{3}>/gi

function stripMarkup(value: string): string {
	// Both patterns start at a `<`: srv1's escaped words (`what&amp;#39;s`) have none in their first layer.
	return value.includes('<') ? value.replace(LINE_BREAK_TAG, '\n').replace(TAG, '') : value
}

/**
 * Raw cue text as it sits in the body (still escaped, still marked up) to plain text. Two
 * rounds of strip-then-decode, because srv1 is HTML inside XML: decoding the XML layer reveals
 * HTML markup (`&lt;i&gt;` → `<i>`) and HTML references (`&amp;#39;` → `&#39;`), which the
 * second round removes and decodes, as youtube-transcript-api unescapes twice. Nothing is
 * stripped after the last decode, so `&amp;lt;3` stays the text `<3`. Other formats have one
 * layer; for them the second round only matters when the uploader's text itself was escaped.
 * Line breaks (`\n`, `<br/>`) stay, one per gap between two non-blank lines; within a line every
 * whitespace run (tabs, `&nbsp;`) becomes one space. `newlines: 'space'` is for bodies whose raw
 * newlines are only source formatting (TTML is XML: a line break there is `<br/>`).
 * @example normaliseCueText('what&amp;#39;s <c>new</c>\n now') // "what's new\nnow"
 */
export function normaliseCueText(raw: string, newlines: 'break' | 'space' = 'break'): string {
	if (isPlainCueText(raw)) return raw
	let text = newlines === 'space' && RAW_BREAK.test(raw) ? raw.replace(RAW_BREAKS, ' ') : raw
	// Most auto-generated cues are bare words: no markup, no references, nothing to undo.
	if (MARKUP_OR_REFERENCE.test(text)) {
		for (let layer = 0; layer < 2; layer++) text = decodeEntities(stripMarkup(text))
	}
	if (!NEEDS_SPACING.test(text)) return text
	// A blank text (json3's "\n" appends, half of an auto-generated body's events) is '' whichever way it is cut.
	if (BLANK.test(text)) return ''
	if (!LINE_BREAK.test(text)) return text.replace(/\s+/g, ' ').trim()
	return text
		.split(LINE_BREAKS)
		.map((line) => line.replace(/\s+/g, ' ').trim())
		.filter(Boolean)
		.join('\n')
}

/**
 * The whitespace of `\s` (and trim) but the plain space: NEEDS_SPACING's `[^\S ]`, as ranges of UTF-16 units. The
 * one list both isOtherSpace and NOT_PLAIN are made of.
 */
const OTHER_SPACES: readonly (readonly [number, number])[] = [
	[0x09, 0x0d],
	[0xa0, 0xa0],
	[0x1680, 0x1680],
	[0x2000, 0x200a],
	[0x2028, 0x2029],
	[0x202f, 0x202f],
	[0x205f, 0x205f],
	[0x3000, 0x3000],
	[0xfeff, 0xfeff],
]

/**
 * Whether a UTF-16 unit is in OTHER_SPACES. A scan that reads a text character by character (json3-scan.ts) asks
 * this instead of the regular expression, to know that normaliseCueText would leave the text as it is.
 */
export function isOtherSpace(unit: number): boolean {
	return OTHER_SPACE_UNITS[unit] === 1
}

/** OTHER_SPACES as a table of every UTF-16 unit (64 KB): one read per character. */
const OTHER_SPACE_UNITS = new Uint8Array(0x10000)
for (const [from, to] of OTHER_SPACES) OTHER_SPACE_UNITS.fill(1, from, to + 1)

/**
 * Whether normaliseCueText leaves a text as it is: no markup or reference, no whitespace but single inner spaces.
 * Most auto-generated cues are such bare words; one expression and two characters decide it, where
 * MARKUP_OR_REFERENCE and NEEDS_SPACING took twice as long.
 */
export function isPlainCueText(raw: string): boolean {
	return !NOT_PLAIN.test(raw) && raw.charCodeAt(0) !== SPACE && raw.charCodeAt(raw.length - 1) !== SPACE
}

const SPACE = 32
const escapedUnit = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`
/**
 * Markup, a reference, whitespace other than the plain space (OTHER_SPACES), or two spaces. The ranges spelled out
 * in one class: `[<&]|[^\S ]| {2}` takes a third longer on plain cues.
 */
const NOT_PLAIN = new RegExp(
	`[<&${OTHER_SPACES.map(([from, to]) => (from === to ? escapedUnit(from) : `${escapedUnit(from)}-${escapedUnit(to)}`)).join('')}]| {2}`,
)
const MARKUP_OR_REFERENCE = /[<&]/
const BLANK = /^\s*$/
/** Whitespace other than single inner spaces: a run, an edge, or a tab, line break, NBSP… */
const NEEDS_SPACING = /^\s|\s$|\s\s|[^\S ]/
/** Line breaks as text has them, the Unicode line and paragraph separators included. */
const LINE_BREAK = /[\r\n\u2028\u2029]/
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/
const RAW_BREAK = /[\r\n]/
const RAW_BREAKS = /[\r\n]+/g

function wholeMs(value: number): number {
	return Number.isFinite(value) && value > 0 ? Math.round(value) : 0
}

/**
 * A cue from raw text, or null when the text is blank (style/window records, append
 * newlines, roll-up copies): every parser drops those.
 */
export function makeCue(
	startMs: number,
	durationMs: number,
	rawText: string,
	newlines: 'break' | 'space' = 'break',
): Cue | null {
	const text = normaliseCueText(rawText, newlines)
	return text ? { startMs: wholeMs(startMs), durationMs: wholeMs(durationMs), text } : null
}

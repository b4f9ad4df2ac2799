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
	return value.replace(LINE_BREAK_TAG, '\n').replace(TAG, '')
}

/** Line breaks as text has them, the Unicode line and paragraph separators included. */
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/
const RAW_BREAKS = /[\r\n]+/g

/**
 * Raw cue text as it sits in the body (still escaped, still marked up) to plain text. Two
 * rounds of strip-then-decode, because srv1 is HTML inside XML: decoding the XML layer reveals
 * HTML markup (`&lt;i&gt;` → `<i>`) and HTML references (`&amp;#39;` → `&#39;`), which the
 * second round removes and decodes, as youtube-transcript-api unescapes twice. Nothing is
 * stripped after the last decode, so `&amp;lt;3` stays the text `<3`. Other formats have one
 * layer; for them the second round only matters when the uploader's text itself was escaped.
 * Line breaks (`\n`, `<br/>`) stay, one per gap between two non-blank lines; within a line every
 * whitespace run (tabs, `&nbsp;`) becomes one space. `newlines: 'space'` is for bodies whose raw
 * newlines are only source formatting (TTML is XML: a line break there is `<br/>`). A blank text
 * (json3's "\n" appends, half of an auto-generated body's events) comes out as ''.
 * @example normaliseCueText('what&amp;#39;s <c>new</c>\n now') // "what's new\nnow"
 */
export function normaliseCueText(raw: string, newlines: 'break' | 'space' = 'break'): string {
	// Most auto-generated cues are bare words, with nothing to undo or space.
	if (!/[<&]|^\s|\s$|\s\s|[^\S ]/.test(raw)) return raw
	let text = newlines === 'space' ? raw.replace(RAW_BREAKS, ' ') : raw
	for (let layer = 0; layer < 2; layer++) text = decodeEntities(stripMarkup(text))
	return text
		.split(LINE_BREAKS)
		.map((line) => line.replace(/\s+/g, ' ').trim())
		.filter(Boolean)
		.join('\n')
}

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

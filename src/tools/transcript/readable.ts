/**
 * The transcript as people read it: caption cues joined into sentences and the
 * sentences into paragraphs, for the page, the copy button and `transcript.txt` alike (decision 14).
 *
 * A paragraph ends
 * - at a pause: no caption on screen for PAUSE_S or more;
 * - when another speaker starts: YouTube's auto-captions mark that with `>>`, uploaded captions
 *   with a line that starts with a dash (`- Hi`); the marker itself goes, the new paragraph says it;
 * - at the first sentence end once it is long (SOFT_S of speech or SOFT_WEIGHT characters), even
 *   in the middle of a cue: auto-captions break lines anywhere, sentences rarely end with a cue;
 * - at the next cue once it is too long (HARD_S or HARD_WEIGHT), so auto-captions without any
 *   punctuation still come in paragraphs.
 * A cue that is only a sound ([Music], (applause), ♪) is a paragraph of its own between sentences
 * (in captions without punctuation: anywhere), and repeats of it in a row are one; in the middle of
 * a sentence it stays where it is, as does a marker inside a cue.
 *
 * Lines are joined with a space, except next to Chinese or Japanese characters, which are written
 * without spaces between words. Nothing is reworded: no punctuation or capitals are invented.
 */
import type { TranscriptCue } from './format'
import { shortTimestamp } from './timestamp'

/** Seconds without a caption on screen that end a paragraph. */
export const PAUSE_S = 2
/** Seconds of speech (first cue to this one) after which a sentence end closes the paragraph. */
export const SOFT_S = 20
/** Seconds after which the paragraph closes at the next cue, sentence end or not. */
export const HARD_S = 30
/** The same limits in characters, a Chinese or Japanese character counting as WIDE_WEIGHT. */
export const SOFT_WEIGHT = 300
export const HARD_WEIGHT = 450
const WIDE_WEIGHT = 3
/** How long a cue without a duration is taken to stay on screen (as the subtitle files do, format.ts). */
const UNTIMED_S = 3
/** Captions count as punctuated with at least one sentence end per this many cues. */
const PUNCTUATED_EVERY = 8

export interface Paragraph {
	/** Seconds: when the paragraph's first cue starts. */
	start: number
	text: string
	/** Where each cue's text begins in `text`, and when that cue starts: the time of any spot in it. */
	anchors: { at: number; start: number }[]
	/** Only a sound marker such as [Music]. */
	sound: boolean
}

/**
 * Han, kana and the CJK punctuation and full-width forms: scripts written without spaces between
 * words (Korean is written with spaces and is not here).
 */
const NO_SPACE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff9f]/u

/**
 * Below this code unit no character is Han, kana or CJK punctuation, and none is half of a surrogate pair: the
 * common case (Latin, Cyrillic, Arabic, Devanagari…) is told apart by one comparison instead of a Unicode regex
 * (the readable text of the largest recording took 6 ms, mostly in these tests).
 */
const FIRST_WIDE = 0x2e80
/** Any code unit from FIRST_WIDE up: text without one is all narrow and has no surrogate pairs. */
const MAYBE_WIDE = /[\u2e80-\uffff]/

/** `a` and `b` as one run of text: a space between them unless either side is Chinese or Japanese. */
export function joined(a: string, b: string): string {
	if (!a || !b) return a + b
	if (a.charCodeAt(a.length - 1) < FIRST_WIDE && b.charCodeAt(0) < FIRST_WIDE) return `${a} ${b}`
	const last = String.fromCodePoint(a.codePointAt(a.length - 1) ?? 0)
	const pair = a.length > 1 && /[\udc00-\udfff]/.test(last) ? a.slice(-2) : last
	return NO_SPACE.test(pair) || NO_SPACE.test(String.fromCodePoint(b.codePointAt(0) ?? 0)) ? a + b : `${a} ${b}`
}

/** Characters in `text`, a Chinese or Japanese one counting WIDE_WEIGHT. */
export function weight(text: string): number {
	if (!MAYBE_WIDE.test(text)) return text.length
	let total = 0
	for (const char of text) total += NO_SPACE.test(char) ? WIDE_WEIGHT : 1
	return total
}

/** Bracketed sound descriptions and music notes, and nothing else: `[Music]`, `(upbeat music)`, `♪♪`. */
const SOUND = /^(?:\[[^[\]]*\]|\([^()]*\)|[♪♫♬]+|\s)+$/u

/** Full stops and their relatives that need a space (or the end) after them, and what may close after them. */
const STOPS = '.!?‼⁇⁈⁉؟।۔'
const CLOSERS = '"\'”’»)]'
/** The CJK full stops, which need no space after them, and their closing brackets and quotes. */
const WIDE_STOPS = '。！？．'
const WIDE_CLOSERS = '」』】）〕”’'
/** `]` is the one character of these sets that a regex class needs escaped. */
const inClass = (chars: string) => `[${chars.replace(']', '\\]')}]`
/**
 * A sentence end: `.`, `!`, `?` (and their relatives) before a space or the end, with any closing
 * quotes or brackets; the CJK full stops need no space after them.
 */
const SENTENCE_END = new RegExp(
	`${inClass(STOPS)}${inClass(CLOSERS)}*(?=\\s|$)|${inClass(WIDE_STOPS)}${inClass(WIDE_CLOSERS)}*`,
	'gu',
)
/** The characters a sentence end starts with: text without one has none. */
const SENTENCE_END_START = new RegExp(inClass(STOPS + WIDE_STOPS))
/** Every character a sentence end can end with: text ending otherwise ends no sentence. */
const SENTENCE_END_LAST = STOPS + CLOSERS + WIDE_STOPS + WIDE_CLOSERS
/** Words whose dot ends no sentence. */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'vs', 'etc', 'e.g', 'i.e', 'approx'])

const WHITESPACE = /\s/
/** Where the run of non-space characters that ends at `end` begins. */
function wordStart(text: string, end: number): number {
	let start = end
	while (start > 0 && !WHITESPACE.test(text[start - 1] as string)) start--
	return start
}

/** Where sentences end in `text`: the index just after each end. */
export function sentenceEnds(text: string): number[] {
	const ends: number[] = []
	if (!SENTENCE_END_START.test(text)) return ends
	for (const match of text.matchAll(SENTENCE_END)) {
		if (match[0][0] === '.') {
			const word = text.slice(wordStart(text, match.index), match.index)
			// "…" and "..." trail off into the next cue; initials (J. R. R., U.S.) and abbreviations go on.
			if (word.endsWith('.') || /^(?:[a-z]\.)*[a-z]$/i.test(word) || ABBREVIATIONS.has(word.toLowerCase())) continue
		}
		ends.push(match.index + match[0].length)
	}
	return ends
}

/**
 * Whether `text` ends with a sentence: `sentenceEnds(text).at(-1) === text.length`, read from its last word only.
 * No end spans a space, and whether a dot ends a sentence depends only on the word before it, so the ends after
 * the last space are the text's own; a draft paragraph asks this at every cue once it is long.
 */
export function endsSentence(text: string): boolean {
	if (!SENTENCE_END_LAST.includes(text.at(-1) ?? '\n')) return false
	const tail = text.slice(wordStart(text, text.length))
	return sentenceEnds(tail).at(-1) === tail.length
}

/**
 * Whether the captions have a sentence end per PUNCTUATED_EVERY cues at least: captions with hardly one (older
 * auto-captions) give no sentence to wait for. Read only until that many are found: a page shows a long
 * transcript's first paragraphs before the rest is built (slices.ts).
 */
function isPunctuated(cues: readonly TranscriptCue[]): boolean {
	const needed = cues.length / PUNCTUATED_EVERY
	let found = 0
	for (const cue of cues) {
		if (found >= needed) return true
		found += sentenceEnds(cue.text).length
	}
	return found >= needed
}

/** A line that opens with a dialogue dash: another speaker (uploaded captions). */
const DIALOGUE_DASH = /^[-–—]\s+/
/** `>>`, YouTube's speaker change in auto-captions. */
const SPEAKER_CHANGE = /\s*>>\s*/

interface Draft {
	start: number
	text: string
	anchors: { at: number; start: number }[]
	weight: number
}

/**
 * The cues as paragraphs, in time order.
 * @example readableParagraphs([{ start: 0, duration: 2, text: 'Hello and' }, { start: 2, duration: 2, text: 'welcome.' }])
 * // [{ start: 0, text: 'Hello and welcome.', anchors: [{ at: 0, start: 0 }, { at: 10, start: 2 }], sound: false }]
 */
export function readableParagraphs(cues: readonly TranscriptCue[]): Paragraph[] {
	return [...paragraphsOf(cues)]
}

/**
 * The cues as paragraphs, one at a time: each is final when it is yielded, so a page can show a long transcript's
 * first paragraphs without building the rest first (TranscriptView.tsx).
 */
export function* paragraphsOf(cues: readonly TranscriptCue[]): Generator<Paragraph, void, undefined> {
	/** Paragraphs closed by the cue being read, handed out once it is read. */
	const closed: Paragraph[] = []
	/** The paragraph closed last: a sound repeated after it is left out. */
	let last: Paragraph | undefined
	let draft: Draft | null = null
	/** A speaker change seen at the end of a cue: it applies to the next words. */
	let newSpeaker = false

	const push = (paragraph: Paragraph) => {
		closed.push(paragraph)
		last = paragraph
	}
	const close = () => {
		if (draft?.text) push({ start: draft.start, text: draft.text, anchors: draft.anchors, sound: false })
		draft = null
	}
	const isLong = (d: Draft, start: number) => start - d.start >= SOFT_S || d.weight >= SOFT_WEIGHT
	const add = (text: string, start: number) => {
		if (!text) return
		if (!draft) draft = { start, text: '', anchors: [], weight: 0 }
		const before = draft.text
		draft.text = joined(before, text)
		if (draft.anchors.at(-1)?.start !== start) draft.anchors.push({ at: draft.text.length - text.length, start })
		draft.weight += weight(text)
	}
	/** Words of one speaker from a cue starting at `start`, with every rule about where a paragraph ends. */
	const words = (text: string, start: number) => {
		if (!text) return
		const d = draft as Draft | null
		if (d && (start - d.start >= HARD_S || d.weight >= HARD_WEIGHT)) close()
		else if (d && isLong(d, start) && endsSentence(d.text)) close()
		const current = draft as Draft | null
		if (current && isLong(current, start)) {
			const cut = sentenceEnds(text).find((end) => end < text.length)
			if (cut !== undefined) {
				add(text.slice(0, cut), start)
				close()
				add(text.slice(cut).trimStart(), start)
				return
			}
		}
		add(text, start)
	}

	// Array sort is stable: cues starting together keep their order.
	const sorted = [...cues].sort((a, b) => a.start - b.start)
	const punctuated = isPunctuated(cues)
	/** When the last caption so far went off screen (auto-captions overlap: the latest end). */
	let onScreenUntil = Number.POSITIVE_INFINITY
	for (const cue of sorted) {
		yield* closed
		closed.length = 0
		const lines = cue.text.includes('\n') ? cue.text.split('\n').map((line) => line.trim()) : [cue.text.trim()]
		const whole = lines.length === 1 ? (lines[0] as string) : lines.reduce(joined, '')
		if (cue.start - onScreenUntil >= PAUSE_S) close()
		const end = cue.start + (cue.duration > 0 ? cue.duration : UNTIMED_S)
		onScreenUntil = onScreenUntil === Number.POSITIVE_INFINITY ? end : Math.max(onScreenUntil, end)
		if (SOUND.test(whole)) {
			const d = draft as Draft | null
			const same = (text: string | undefined) => text?.toLocaleLowerCase().endsWith(whole.toLocaleLowerCase())
			if (d && punctuated && !endsSentence(d.text)) {
				if (!same(d.text)) add(whole, cue.start)
				continue
			}
			close()
			if (!(last?.sound && same(last.text)))
				push({ start: cue.start, text: whole, anchors: [{ at: 0, start: cue.start }], sound: true })
			continue
		}
		for (const line of lines) {
			const dash = DIALOGUE_DASH.exec(line)
			const rest = dash ? line.slice(dash[0].length) : line
			const parts = rest.includes('>>') ? rest.split(SPEAKER_CHANGE) : [rest]
			if (dash) newSpeaker = true
			parts.forEach((part, i) => {
				if (i > 0) newSpeaker = true
				if (!part) return
				if (newSpeaker) close()
				newSpeaker = false
				words(part, cue.start)
			})
		}
	}
	close()
	yield* closed
}

/** When the words at `offset` in a paragraph were said (the start of their cue). */
export function timeAt(paragraph: Paragraph, offset: number): number {
	let time = paragraph.start
	for (const anchor of paragraph.anchors) {
		if (anchor.at > offset) break
		time = anchor.start
	}
	return time
}

/** A paragraph as the text shows it: `[1:23] text` with timestamps on. */
export function paragraphLine(paragraph: Paragraph, timestamps: boolean): string {
	return timestamps ? `[${shortTimestamp(paragraph.start)}] ${paragraph.text}` : paragraph.text
}

/** The readable transcript: paragraphs separated by a blank line, each with its start time if asked. */
export function readableText(paragraphs: readonly Paragraph[], timestamps = false): string {
	return paragraphs.map((p) => paragraphLine(p, timestamps)).join('\n\n')
}

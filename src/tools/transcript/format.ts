/**
 * The transcript as files (decision 14): readable text (paragraphs, readable.ts, under the video's chapter
 * headings, sections.ts) with or without a timestamp per paragraph, SubRip and WebVTT (one subtitle per cue, its
 * own line breaks kept: players show no headings, so they stay cue-only), JSON, and Markdown (issue 17, item 2:
 * title, chapter headings, a link to the moment of each paragraph). Pure and small, so the page builds the files in the browser (docs/product-spec.md §7:
 * downloads are produced client-side) and the download endpoint serves the same bytes
 * without JavaScript.
 */

import type { Chapter } from '../../youtube/parse/chapters'
import { readableSections, sectionsText } from './sections'
import { shortTimestamp } from './timestamp'
import { Utf8Writer } from './utf8-writer'

/** A cue as the API sends it: seconds, millisecond precision. */
export interface TranscriptCue {
	start: number
	duration: number
	text: string
}

/** A clip link's clip (issue 17, item 3): its place in the video, seconds, and the part the cues cover. */
export interface TranscriptClip {
	id: string
	start: number
	end: number
	range: 'clip' | 'video'
}

export interface TranscriptDocument {
	videoId: string
	title: string
	language: string
	isGenerated: boolean
	isTranslated: boolean
	cues: TranscriptCue[]
	clip?: TranscriptClip
	/** The video's chapters (issue 17, item 2); absent or empty: none. */
	chapters?: Chapter[]
}

export const TRANSCRIPT_FORMATS = ['txt', 'txt-timestamps', 'srt', 'vtt', 'json', 'md'] as const
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number]

/** File name and media type of each format; the readable text keeps the spec's `transcript.txt`. */
export const FORMAT_FILES: Record<TranscriptFormat, { name: string; type: string }> = {
	txt: { name: 'transcript.txt', type: 'text/plain; charset=utf-8' },
	'txt-timestamps': { name: 'transcript.txt', type: 'text/plain; charset=utf-8' },
	srt: { name: 'transcript.srt', type: 'application/x-subrip; charset=utf-8' },
	vtt: { name: 'transcript.vtt', type: 'text/vtt; charset=utf-8' },
	json: { name: 'transcript.json', type: 'application/json; charset=utf-8' },
	md: { name: 'transcript.md', type: 'text/markdown; charset=utf-8' },
}

/** How long a cue without a duration stays on screen when nothing follows it. */
const DEFAULT_CUE_MS = 3000

/** One subtitle on screen: integer milliseconds, `end` > `start`, never past the next start. */
export interface TimedLine {
	startMs: number
	endMs: number
	text: string
}

/**
 * Visits the cues as subtitles that never overlap, in time order, without building anything in between:
 * formatting stays linear in the number of cues (issue 18, item 4). Auto-generated captions overlap (a line
 * stays up while the next one starts); a player shows both, a subtitle file must not, so each cue ends at the
 * latest when the next begins. Cues starting at the same moment become one (their texts on separate lines),
 * so no subtitle has zero length. Cues come in time order from every caption format, so they are sorted only
 * when one pass finds them out of order (a stable sort: same-start cues keep their order).
 */
function eachTimedLine(
	cues: readonly TranscriptCue[],
	visit: (startMs: number, endMs: number, text: string, index: number) => void,
): void {
	const count = cues.length
	const starts = new Float64Array(count)
	let ordered = true
	for (let i = 0; i < count; i++) {
		const startMs = Math.max(0, Math.round((cues[i] as TranscriptCue).start * 1000))
		starts[i] = startMs
		// `!(a <= b)` rather than `a > b`: a NaN start is "out of order" too, and takes the sort as it always did.
		if (i > 0 && !((starts[i - 1] as number) <= startMs)) ordered = false
	}
	let order: number[] | null = null
	if (!ordered) {
		order = Array.from({ length: count }, (_, i) => i)
		order.sort((a, b) => (starts[a] as number) - (starts[b] as number) || a - b)
	}
	let index = 0
	let groupStart = 0
	let groupDur = 0
	let groupText = ''
	const flush = (next: number | null) => {
		const own = groupStart + (groupDur > 0 ? groupDur : DEFAULT_CUE_MS)
		visit(groupStart, next === null ? own : Math.min(own, next), groupText, index++)
	}
	for (let k = 0; k < count; k++) {
		const i = order ? (order[k] as number) : k
		const cue = cues[i] as TranscriptCue
		const startMs = starts[i] as number
		const durMs = Math.round(cue.duration * 1000)
		if (k > 0 && startMs === groupStart) {
			groupText = `${groupText}\n${cue.text}`
			groupDur = Math.max(groupDur, durMs)
			continue
		}
		if (k > 0) flush(startMs)
		groupStart = startMs
		groupDur = durMs
		groupText = cue.text
	}
	if (count > 0) flush(null)
}

/** Cues as subtitles that never overlap (eachTimedLine), as a list. */
export function timedLines(cues: readonly TranscriptCue[]): TimedLine[] {
	const lines: TimedLine[] = []
	eachTimedLine(cues, (startMs, endMs, text) => {
		lines.push({ startMs, endMs, text })
	})
	return lines
}

/** Bytes a subtitle takes besides its text, about: its number, two clocks, the arrow and the line ends. */
const SUBTITLE_BYTES = 48
const NEWLINE = 10
const COMMA = 44
const DOT = 46

/** A new subtitle file with room for `cues` and their texts (utf8-writer.ts: one buffer, no string per field). */
function subtitleFile(cues: readonly TranscriptCue[], header: string): Utf8Writer {
	let size = header.length
	for (const cue of cues) size += SUBTITLE_BYTES + cue.text.length
	return new Utf8Writer(size).text(header)
}

/**
 * A cue's text in a subtitle file: its own line breaks kept (a two-row caption stays two rows), but
 * a blank line would end the cue and `-->` would start a timing line, so neither may appear.
 */
function srtText(text: string): string {
	if (!/[\r\n]|-->/.test(text)) return text
	return text
		.split(/\r\n?|\n/)
		.map((line) => line.replaceAll('-->', '->').trim())
		.filter(Boolean)
		.join('\n')
}

/**
 * Characters that send a text through srtText (a line break, or a `-` that may start `-->`), as a table of
 * ASCII codes.
 */
const SRT_STOPS = asciiSet('\r\n-')
/** The same for WebVTT, plus the characters vttText writes as references. */
const VTT_STOPS = asciiSet('\r\n-&<>')

function asciiSet(chars: string): Uint8Array {
	const set = new Uint8Array(128)
	for (const char of chars) set[char.charCodeAt(0)] = 1
	return set
}

export function toSrt(cues: readonly TranscriptCue[]): string {
	const file = subtitleFile(cues, '')
	eachTimedLine(cues, (startMs, endMs, text, i) => {
		if (i > 0) file.ascii(NEWLINE)
		file
			.number(i + 1)
			.ascii(NEWLINE)
			.clock(startMs, COMMA)
			.text(' --> ')
			.clock(endMs, COMMA)
			.ascii(NEWLINE)
		// Most cues are one plain line, written as they are; the others are mended first.
		if (!file.textWithout(text, SRT_STOPS)) file.text(srtText(text))
		file.ascii(NEWLINE)
	})
	return file.toString()
}

/** WebVTT cue text is markup: `&`, `<` and `>` are written as references. */
function vttText(text: string): string {
	const plain = srtText(text)
	return /[&<>]/.test(plain) ? plain.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;') : plain
}

export function toVtt(cues: readonly TranscriptCue[]): string {
	const file = subtitleFile(cues, 'WEBVTT\n\n')
	eachTimedLine(cues, (startMs, endMs, text, i) => {
		if (i > 0) file.ascii(NEWLINE)
		file.clock(startMs, DOT).text(' --> ').clock(endMs, DOT).ascii(NEWLINE)
		if (!file.textWithout(text, VTT_STOPS)) file.text(vttText(text))
		file.ascii(NEWLINE)
	})
	return file.toString()
}

/** The JSON file; `chapters` only when the video has some, so a file without them is what it always was. */
export function toJson(doc: TranscriptDocument): string {
	const { videoId, title, language, isGenerated, isTranslated, clip, chapters, cues } = doc
	const file = {
		videoId,
		title,
		language,
		isGenerated,
		isTranslated,
		...(clip ? { clip } : {}),
		...(chapters?.length ? { chapters } : {}),
		cues,
	}
	return `${JSON.stringify(file, null, 2)}\n`
}

/** A link to a moment of the video, as YouTube's own Share button writes it (whole seconds). */
export function momentUrl(videoId: string, seconds: number): string {
	return `https://youtu.be/${videoId}?t=${Math.max(0, Math.floor(seconds))}`
}

/**
 * Text that Markdown shows as written, on one line: emphasis, code, link and HTML characters escaped, and a `#`
 * at the end (which would close a heading).
 */
function mdText(text: string): string {
	return text
		.replace(/[\\`*_[\]<>]/g, (char) => `\\${char}`)
		.replace(/\s*\n\s*/g, ' ')
		.replace(/#$/, '\\#')
}

/**
 * Markdown: `# Title`, a `## Chapter` heading per chapter, and each paragraph after a link to its moment
 * (`[12:34](https://youtu.be/ID?t=754)`), so a reader jumps from the text into the video.
 * @example toMarkdown(doc) // "# A title\n\n## Intro\n\n[0:00](https://youtu.be/ID?t=0) Hello …\n"
 */
export function toMarkdown(doc: TranscriptDocument): string {
	const blocks = [`# ${mdText(doc.title)}`]
	for (const section of readableSections(doc.cues, doc.chapters)) {
		if (section.chapter) blocks.push(`## ${mdText(section.chapter.title)}`)
		for (const p of section.paragraphs) {
			blocks.push(`[${shortTimestamp(p.start)}](${momentUrl(doc.videoId, p.start)}) ${mdText(p.text)}`)
		}
	}
	return `${blocks.join('\n\n')}\n`
}

/**
 * A transcript in `format`, ready to save.
 * @example formatTranscript(result, 'srt') // "1\n00:00:00,560 --> 00:00:03,520\n…"
 */
export function formatTranscript(doc: TranscriptDocument, format: TranscriptFormat): string {
	switch (format) {
		case 'txt':
			return `${sectionsText(readableSections(doc.cues, doc.chapters))}\n`
		case 'txt-timestamps':
			return `${sectionsText(readableSections(doc.cues, doc.chapters), true)}\n`
		case 'srt':
			return toSrt(doc.cues)
		case 'vtt':
			return toVtt(doc.cues)
		case 'json':
			return toJson(doc)
		case 'md':
			return toMarkdown(doc)
	}
}

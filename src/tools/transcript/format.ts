/**
 * The transcript as files (decision 14): readable text (paragraphs, readable.ts, under the video's chapter
 * headings, sections.ts) with or without a timestamp per paragraph, SubRip and WebVTT (one subtitle per cue, its
 * own line breaks kept: players show no headings, so they stay cue-only), JSON, and Markdown (its
 * title, chapter headings, a link to the moment of each paragraph). Pure and small, so the page builds the files in the browser (docs/product-spec.md §7:
 * downloads are produced client-side) and the download endpoint serves the same bytes
 * without JavaScript.
 */

import { fileName } from '../../core/file-name'
import type { Chapter } from '../../youtube/parse/chapters'
import { readableSections, sectionsText } from './sections'
import { shortTimestamp } from './timestamp'

/** A cue as the API sends it: seconds, millisecond precision. */
export interface TranscriptCue {
	start: number
	duration: number
	text: string
}

/** A clip link's clip: its place in the video, seconds, and the part the cues cover. */
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
	/** The video's chapters; absent or empty: none. */
	chapters?: Chapter[]
}

export const TRANSCRIPT_FORMATS = ['txt', 'txt-timestamps', 'srt', 'vtt', 'json', 'md'] as const
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number]

/** File extension and media type of each format. */
export const FORMAT_FILES: Record<TranscriptFormat, { extension: string; type: string }> = {
	txt: { extension: 'txt', type: 'text/plain; charset=utf-8' },
	'txt-timestamps': { extension: 'txt', type: 'text/plain; charset=utf-8' },
	srt: { extension: 'srt', type: 'application/x-subrip; charset=utf-8' },
	vtt: { extension: 'vtt', type: 'text/vtt; charset=utf-8' },
	json: { extension: 'json', type: 'application/json; charset=utf-8' },
	md: { extension: 'md', type: 'text/markdown; charset=utf-8' },
}

/**
 * A transcript's download name by the one rule (core/file-name.ts): title, id, language, and a clip's id when
 * the file holds the clip only (docs/decisions.md, "Download names"); the page's button and the download API's.
 * @example transcriptFileName(doc, 'srt') // 'Surface Go Review - It’s Awesome [GJLlxj_dtq8].en.srt'
 */
export function transcriptFileName(
	doc: Pick<TranscriptDocument, 'title' | 'videoId' | 'language' | 'clip'>,
	format: TranscriptFormat,
): string {
	const clip = doc.clip?.range === 'clip' ? `clip-${doc.clip.id}` : null
	return fileName({
		title: doc.title,
		id: doc.videoId,
		tags: [doc.language, clip],
		extension: FORMAT_FILES[format].extension,
	})
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
 * Cues as subtitles that never overlap, in time order. Auto-generated captions overlap (a line stays up while the
 * next one starts); a player shows both, a subtitle file must not, so each cue ends at the latest when the next
 * begins. Cues starting at the same moment become one (their texts on separate lines), so no subtitle has zero
 * length. The sort is stable: same-start cues keep their order.
 */
export function timedLines(cues: readonly TranscriptCue[]): TimedLine[] {
	const sorted = cues
		.map((cue, i) => ({
			startMs: Math.max(0, Math.round(cue.start * 1000)),
			durMs: Math.round(cue.duration * 1000),
			text: cue.text,
			i,
		}))
		.sort((a, b) => a.startMs - b.startMs || a.i - b.i)
	const merged: { startMs: number; durMs: number; text: string }[] = []
	for (const cue of sorted) {
		const last = merged.at(-1)
		if (last && last.startMs === cue.startMs) {
			last.text = `${last.text}\n${cue.text}`
			last.durMs = Math.max(last.durMs, cue.durMs)
		} else merged.push({ startMs: cue.startMs, durMs: cue.durMs, text: cue.text })
	}
	return merged.map((cue, i) => {
		const next = merged[i + 1]
		const own = cue.startMs + (cue.durMs > 0 ? cue.durMs : DEFAULT_CUE_MS)
		return { startMs: cue.startMs, endMs: next ? Math.min(own, next.startMs) : own, text: cue.text }
	})
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** A time as subtitle files write it, `01:02:03,456` (WebVTT's separator is '.'): hours of at least two digits. */
function clock(ms: number, separator: ',' | '.'): string {
	const h = Math.floor(ms / 3_600_000)
	const m = Math.floor(ms / 60_000) % 60
	const s = Math.floor(ms / 1000) % 60
	return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`
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

/** WebVTT cue text is markup: `&`, `<` and `>` are written as references. */
function vttText(text: string): string {
	return srtText(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

export function toSrt(cues: readonly TranscriptCue[]): string {
	return timedLines(cues)
		.map((l, i) => `${i + 1}\n${clock(l.startMs, ',')} --> ${clock(l.endMs, ',')}\n${srtText(l.text)}\n`)
		.join('\n')
}

export function toVtt(cues: readonly TranscriptCue[]): string {
	const body = timedLines(cues)
		.map((l) => `${clock(l.startMs, '.')} --> ${clock(l.endMs, '.')}\n${vttText(l.text)}\n`)
		.join('\n')
	return `WEBVTT\n\n${body}`
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

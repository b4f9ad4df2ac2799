import { FORMAT_FILES, formatTranscript, type TranscriptFormat } from '../transcript/format'
import type { BatchItem } from './schema'

/** Characters no file system takes in a name (Windows is the strictest), and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must not reach a file name
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f]+/g
const MAX_TITLE = 80

/**
 * A file name inside the ZIP: the list position (so the files sort as the list does), the title
 * (readable, cut at 80 characters) and the id (titles repeat; ids do not).
 * @example entryName(7, 'What is 1/2?', 'dQw4w9WgXcQ') // '007 What is 1_2_ [dQw4w9WgXcQ]'
 */
export function entryName(index: number, title: string, videoId: string): string {
	const clean = safeTitle(title)
	const position = String(index).padStart(3, '0')
	return `${position}${clean ? ` ${clean}` : ''} [${videoId}]`
}

/** A title any file system takes: unsafe characters as `_`, one space between words, at most 80 characters, no dot or space at either end. */
function safeTitle(title: string): string {
	return [...title.replace(UNSAFE, '_').replace(/\s+/g, ' ').trim()]
		.slice(0, MAX_TITLE)
		.join('')
		.replace(/^[.\s]+|[.\s]+$/g, '')
}

/** The ZIP's file name, from the list's title: the server's `batch.zip` and the page's ZIP are named alike. */
export function zipName(title: string | null, fallback: string): string {
	return `${safeTitle(title ?? '') || fallback}.zip`
}

/**
 * The ZIP's own name, from the list's title (`Content-Disposition` with an ASCII fallback and the
 * UTF-8 name, RFC 6266), e.g. `attachment; filename="Python Tutorials.zip"; filename*=UTF-8''Python%20Tutorials.zip`.
 */
export function zipDisposition(title: string | null, fallback: string): string {
	const name = zipName(title, fallback)
	const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[%"]/g, '_')
	return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * A transcript of the batch as its file in `format`: the server's ZIP and the page's ZIP make the
 * same bytes from the same item.
 */
export function transcriptEntry(
	item: Extract<BatchItem, { kind: 'transcript' }>,
	format: TranscriptFormat,
): { name: string; data: string } {
	const extension = FORMAT_FILES[format].name.split('.').pop() ?? 'txt'
	return { name: `${item.name}.${extension}`, data: formatTranscript(item.document, format) }
}

/** The `batch` namespace's label key of each transcript format (the batch panel and the page without JavaScript). */
export const FORMAT_LABEL_KEYS = {
	txt: 'txt',
	'txt-timestamps': 'txtTimestamps',
	srt: 'srt',
	vtt: 'vtt',
	json: 'json',
	md: 'md',
} as const satisfies Record<TranscriptFormat, string>

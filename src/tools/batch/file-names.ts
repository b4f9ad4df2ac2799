import { attachment, fileName, safePart } from '../../core/file-name'
import { FORMAT_FILES, formatTranscript, type TranscriptFormat } from '../transcript/format'
import type { BatchItem } from './schema'

/**
 * A file name inside the ZIP, by the one rule of every download (core/file-name.ts) with the list position
 * before it (so the files sort as the list does): `tags` are the language or size; without `extension`, the
 * name its format's extension is added to.
 * @example entryName({ index: 7, title: 'What is 1/2?', videoId: 'dQw4w9WgXcQ' }, ['en']) // '007 What is 1_2_ [dQw4w9WgXcQ].en'
 */
export function entryName(
	video: { index: number; title: string; videoId: string },
	tags: readonly string[] = [],
	extension?: string,
): string {
	const prefix = String(video.index).padStart(3, '0')
	return fileName({ prefix, title: video.title, id: video.videoId, tags, ...(extension ? { extension } : {}) })
}

/** The ZIP's file name, from the list's title: the server's `batch.zip` and the page's ZIP are named alike. */
export function zipName(title: string | null, fallback: string): string {
	return fileName({ title: safePart(title ?? '') || fallback, extension: 'zip' })
}

/**
 * The ZIP's own name, from the list's title (`Content-Disposition` with an ASCII fallback and the
 * UTF-8 name, RFC 6266), e.g. `attachment; filename="Python Tutorials.zip"; filename*=UTF-8''Python%20Tutorials.zip`.
 */
export function zipDisposition(title: string | null, fallback: string): string {
	return attachment(zipName(title, fallback))
}

/**
 * A transcript of the batch as its file in `format`: the server's ZIP and the page's ZIP make the
 * same bytes from the same item.
 */
export function transcriptEntry(
	item: Extract<BatchItem, { kind: 'transcript' }>,
	format: TranscriptFormat,
): { name: string; data: string } {
	return { name: `${item.name}.${FORMAT_FILES[format].extension}`, data: formatTranscript(item.document, format) }
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

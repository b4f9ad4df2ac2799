import { entryName } from './file-names'
import type { BatchItem } from './schema'

/** index.csv: one row per video of the list, in its order (id, title, language, status). */
export const INDEX_COLUMNS = ['position', 'id', 'title', 'language', 'file', 'status'] as const
export type IndexRow = Record<(typeof INDEX_COLUMNS)[number], string | number>

/**
 * A video's row: `ok` with its file, or the localized reason it failed. The server's ZIP and the
 * page's ZIP write the same rows.
 */
export function indexRow(
	video: { index: number; videoId: string; title: string },
	outcome: { file: string; item: BatchItem } | { reason: string },
): IndexRow {
	const base = { position: video.index, id: video.videoId, title: video.title }
	if ('reason' in outcome) return { ...base, language: '', file: '', status: outcome.reason }
	const language = outcome.item.kind === 'transcript' ? outcome.item.document.language : ''
	return { ...base, language, file: outcome.file, status: 'ok' }
}

/** The rows in the list's order (videos finish in any order). */
export function inListOrder(rows: IndexRow[]): IndexRow[] {
	return [...rows].sort((a, b) => Number(a.position) - Number(b.position))
}

/**
 * errors.txt: why the ZIP holds less than the list (`notes`: the list was cut, the batch stopped early), then each
 * video that failed and why, in list order; null when there is nothing to say. The server's ZIP and the page's.
 */
export function errorsText(notes: readonly string[], rows: readonly IndexRow[]): string | null {
	const failed = inListOrder([...rows])
		.filter((row) => row.status !== 'ok')
		.map(
			(row) =>
				`${entryName({ index: Number(row.position), title: String(row.title), videoId: String(row.id) })}: ${row.status}`,
		)
	const lines = [...notes, ...(notes.length > 0 && failed.length > 0 ? [''] : []), ...failed]
	return lines.length > 0 ? `${lines.join('\r\n')}\r\n` : null
}

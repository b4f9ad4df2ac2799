/**
 * The page's ZIP of what a batch has finished so far (a partial result can be
 * downloaded at any time). Loaded only when the visitor asks for it. The bytes are the server's
 * batch.zip's: the same file names, transcript files and index.csv rows; thumbnails come from this
 * server's image proxy, never from YouTube; errors.txt too. Only README.txt is the server's alone (the file its
 * stream starts with, for its keep-alives).
 */
import { toCsv } from '../../core/csv'
import type { TranscriptFormat } from '../transcript/format'
import type { BatchVideoEvent } from './events'
import { transcriptEntry } from './file-names'
import { errorsText, INDEX_COLUMNS, type IndexRow, indexRow, inListOrder } from './index-rows'
import { zipWriter } from './zip-stream'

export async function buildZip(
	outcomes: readonly BatchVideoEvent[],
	format: TranscriptFormat,
	/** Why the list is incomplete (it was cut), errors.txt's first lines. */
	notes: readonly string[] = [],
	signal?: AbortSignal,
): Promise<Blob> {
	const zip = zipWriter()
	const collected = new Response(zip.stream).blob()
	const rows: IndexRow[] = []
	for (const event of [...outcomes].sort((a, b) => a.index - b.index)) {
		const video = { index: event.index, videoId: event.videoId, title: event.title }
		const item = event.item
		if (event.state === 'failed' || !item) {
			rows.push(indexRow(video, { reason: event.error?.message ?? '' }))
			continue
		}
		if (item.kind === 'transcript') {
			const file = transcriptEntry(item, format)
			await zip.add(file.name, file.data, true)
			rows.push(indexRow(video, { file: file.name, item }))
			continue
		}
		const response = await fetch(item.url, { credentials: 'same-origin', ...(signal ? { signal } : {}) })
		if (!response.ok) {
			rows.push(indexRow(video, { reason: `${response.status}` }))
			continue
		}
		await zip.add(item.name, new Uint8Array(await response.arrayBuffer()), false)
		rows.push(indexRow(video, { file: item.name, item }))
	}
	const errors = errorsText(notes, rows)
	if (errors) await zip.add('errors.txt', errors, true)
	await zip.add('index.csv', toCsv(INDEX_COLUMNS, inListOrder(rows)), true)
	zip.end()
	return collected
}

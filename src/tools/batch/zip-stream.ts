import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'

/** A ZIP being written: entries are added one after another, bytes flow out as they are made. */
export interface ZipWriter {
	/** The ZIP's bytes; the reader's pace holds back `add` (no file waits in memory for a slow reader). */
	readonly stream: ReadableStream<Uint8Array>
	/** Adds one file; `compress` false stores it as it is (JPEG, WebP: deflating them gains nothing). */
	add(name: string, data: Uint8Array | string, compress: boolean): Promise<void>
	/** Writes the central directory and ends the stream. */
	end(): void
}

const encoder = new TextEncoder()

/**
 * A streamed ZIP (issue 17, item 1: "the ZIP is streamed too, never built whole in memory"), with
 * fflate's streaming Zip: each file's bytes leave as soon as they are compressed; only the current
 * file and the directory of names stay in memory. Used by the server's ZIP download and by the page,
 * which builds the same archive in the browser from what the batch streamed to it.
 * @example const zip = zipWriter(); await zip.add('a.txt', 'hello', true); zip.end(); return new Response(zip.stream)
 */
export function zipWriter(): ZipWriter {
	let controller!: ReadableStreamDefaultController<Uint8Array>
	let pulled: (() => void) | null = null
	let cancelled = false
	const stream = new ReadableStream<Uint8Array>(
		{
			start(c) {
				controller = c
			},
			pull() {
				pulled?.()
				pulled = null
			},
			cancel() {
				cancelled = true
				pulled?.()
			},
		},
		// Up to 1 MiB queued for the reader before `add` waits.
		{ highWaterMark: 1 << 20, size: (chunk) => chunk?.byteLength ?? 0 },
	)
	const zip = new Zip((error, chunk, final) => {
		if (cancelled) return
		if (error) return controller.error(error)
		if (chunk) controller.enqueue(chunk)
		if (final) controller.close()
	})
	return {
		stream,
		async add(name, data, compress) {
			while (!cancelled && (controller.desiredSize ?? 1) <= 0)
				await new Promise<void>((resolve) => {
					pulled = resolve
				})
			if (cancelled) return
			const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name)
			file.mtime = new Date()
			zip.add(file)
			file.push(typeof data === 'string' ? encoder.encode(data) : data, true)
		},
		end() {
			if (!cancelled) zip.end()
		},
	}
}

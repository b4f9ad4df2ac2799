import { Deflate, type FlateError, Zip, ZipPassThrough } from 'fflate'

/** A ZIP being written: entries are added one after another, bytes flow out as they are made. */
export interface ZipWriter {
	/** The ZIP's bytes; the reader's pace holds back `add` (no file waits in memory for a slow reader). */
	readonly stream: ReadableStream<Uint8Array>
	/** Aborted when the reader went away (the visitor left): the caller stops making files. */
	readonly gone: AbortSignal
	/** Adds one file; `compress` false stores its bytes as they are (JPEG, WebP: deflating them gains nothing). */
	add(name: string, data: Uint8Array | string, compress: boolean): Promise<void>
	/**
	 * A few bytes that are part of the ZIP, so that a connection waiting for the next file is not idle: an empty
	 * deflate block in the file written last (a no-op before the first file).
	 */
	keepAlive(): void
	/** Writes the central directory and ends the stream. */
	end(): void
}

const encoder = new TextEncoder()

/**
 * One file of the ZIP, kept open after its bytes until the next file (or the end) closes it, so that a keep-alive
 * can still go into it. Always a deflate entry, because deflate allows an empty block between any two (RFC 1951
 * §3.2) where a stored entry has no room for anything but the file's bytes. A file not worth compressing (JPEG,
 * WebP) is written as deflate's stored blocks: its bytes as they are, no CPU spent on them. fflate's documented
 * way of a custom entry: a ZipPassThrough whose `process` encodes.
 */
class OpenEntry extends ZipPassThrough {
	private readonly deflate: Deflate | null
	constructor(name: string, compress: boolean) {
		super(name)
		this.compression = 8
		this.deflate = compress ? new Deflate({ level: 6 }, (data, final) => this.ondata(null, data, final)) : null
	}
	protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
		if (!this.deflate) {
			this.ondata(null, storedBlocks(chunk, final), final)
			return
		}
		try {
			this.deflate.push(chunk, final)
		} catch (error) {
			this.ondata(error as FlateError, null as unknown as Uint8Array<ArrayBuffer>, final)
		}
	}
	/**
	 * An empty block: fflate's plain flush writes an empty fixed-Huffman block (10 bits, so at least one byte
	 * leaves each time). Not its `flush(true)`: its empty stored block after compressed data is malformed about
	 * one time in three (fflate 0.8.3), as is any flush at level 0, hence storedBlocks for stored files.
	 */
	keepAlive() {
		if (this.deflate) this.deflate.flush()
		else this.ondata(null, storedBlocks(new Uint8Array(0), false), false)
	}
	close() {
		this.push(new Uint8Array(0), true)
	}
}

/** `data` as deflate's stored blocks of at most 65535 bytes, each behind its header (BFINAL, LEN, NLEN). */
function storedBlocks(data: Uint8Array, final: boolean): Uint8Array<ArrayBuffer> {
	const count = Math.max(1, Math.ceil(data.length / 0xffff))
	const out = new Uint8Array(data.length + count * 5)
	let at = 0
	for (let i = 0; i < count; i++) {
		const part = data.subarray(i * 0xffff, (i + 1) * 0xffff)
		out.set(
			[
				final && i === count - 1 ? 1 : 0,
				part.length & 0xff,
				part.length >> 8,
				~part.length & 0xff,
				(~part.length >> 8) & 0xff,
			],
			at,
		)
		out.set(part, at + 5)
		at += 5 + part.length
	}
	return out
}

/**
 * A streamed ZIP ("the ZIP is streamed too, never built whole in memory"), with
 * fflate's streaming Zip: each file's bytes leave as soon as they are compressed; only the current
 * file and the directory of names stay in memory. Used by the server's ZIP download and by the page,
 * which builds the same archive in the browser from what the batch streamed to it.
 * @example const zip = zipWriter(); await zip.add('a.txt', 'hello', true); zip.end(); return new Response(zip.stream)
 */
export function zipWriter(): ZipWriter {
	let controller!: ReadableStreamDefaultController<Uint8Array>
	let pulled: (() => void) | null = null
	const gone = new AbortController()
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
				gone.abort()
				pulled?.()
			},
		},
		// Up to 1 MiB queued for the reader before `add` waits.
		{ highWaterMark: 1 << 20, size: (chunk) => chunk?.byteLength ?? 0 },
	)
	const zip = new Zip((error, chunk, final) => {
		if (gone.signal.aborted) return
		if (error) return controller.error(error)
		if (chunk) controller.enqueue(chunk)
		if (final) controller.close()
	})
	let open: OpenEntry | null = null
	let ended = false
	const closeOpen = () => {
		open?.close()
		open = null
	}
	return {
		stream,
		gone: gone.signal,
		async add(name, data, compress) {
			while (!gone.signal.aborted && (controller.desiredSize ?? 1) <= 0)
				await new Promise<void>((resolve) => {
					pulled = resolve
				})
			if (gone.signal.aborted || ended) return
			closeOpen()
			const file = new OpenEntry(name, compress)
			file.mtime = new Date()
			zip.add(file)
			file.push(typeof data === 'string' ? encoder.encode(data) : data, false)
			open = file
		},
		keepAlive() {
			if (!gone.signal.aborted && !ended) open?.keepAlive()
		},
		end() {
			if (gone.signal.aborted || ended) return
			ended = true
			closeOpen()
			zip.end()
		},
	}
}

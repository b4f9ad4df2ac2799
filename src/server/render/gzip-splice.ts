import { constants, deflateRawSync } from 'node:zlib'

/**
 * Gzip for cached pages whose only per-response bytes (the CSP nonce) sit near the end.
 * The long start is deflated once and ended with a full flush (byte-aligned, not final);
 * each response appends the short rest as stored deflate blocks, then the CRC-32 and length
 * of the whole text. A few microseconds instead of compressing the page again.
 */
export function deflatePrefix(prefix: Uint8Array): Uint8Array {
	return deflateRawSync(prefix, { level: 9, finishFlush: constants.Z_FULL_FLUSH })
}

const HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
const MAX_STORED = 65_535

/** A complete gzip member: `deflated` (from deflatePrefix of whole.subarray(0, split)) + the rest stored. */
export function gzipSpliced(deflated: Uint8Array, whole: Uint8Array, split: number): Uint8Array<ArrayBuffer> {
	const rest = whole.subarray(split)
	const blocks = Math.max(1, Math.ceil(rest.length / MAX_STORED))
	const out = new Uint8Array(HEADER.length + deflated.length + blocks * 5 + rest.length + 8)
	out.set(HEADER, 0)
	out.set(deflated, HEADER.length)
	let at = HEADER.length + deflated.length
	for (let b = 0; b < blocks; b++) {
		const chunk = rest.subarray(b * MAX_STORED, (b + 1) * MAX_STORED)
		out[at] = b === blocks - 1 ? 1 : 0 // BFINAL on the last block, BTYPE 00 (stored)
		out[at + 1] = chunk.length & 0xff
		out[at + 2] = chunk.length >> 8
		out[at + 3] = ~chunk.length & 0xff
		out[at + 4] = (~chunk.length >> 8) & 0xff
		out.set(chunk, at + 5)
		at += 5 + chunk.length
	}
	const view = new DataView(out.buffer, out.byteOffset, out.byteLength)
	view.setUint32(at, Bun.hash.crc32(whole) >>> 0, true)
	view.setUint32(at + 4, whole.length >>> 0, true)
	return out
}

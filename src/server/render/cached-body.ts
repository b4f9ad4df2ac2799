import { gzipSync } from 'node:zlib'

/**
 * A kept page: its bytes and their gzip, built once when it is stored. The CSP is hash-based
 * (entry-loader.ts), so nothing in a page changes per response and a hit costs neither a render,
 * a copy nor a compression.
 *
 * The bytes are kept as Blobs: Bun sends a Blob's bytes as they are, while a Response made from a
 * Uint8Array copies it first (an ArrayBuffer can change under it). For a 46 KB page that copy
 * cost 10.6 µs of a hit's 22 µs in-process (bench/ssr.ts).
 */
export interface CachedBody {
	status: number
	body: Blob
	gzip: boolean
}

export interface CachedPage {
	status: number
	plain: Blob
	gzipped: Blob
}

export function cachedPage(status: number, html: string): CachedPage {
	const plain = Buffer.from(html)
	return { status, plain: new Blob([plain]), gzipped: new Blob([gzipSync(plain, { level: 9 })]) }
}

/** What a hit sends: the kept bytes, gzip-encoded when asked. */
export const cachedBody = (page: CachedPage, gzip: boolean): CachedBody =>
	gzip
		? { status: page.status, body: page.gzipped, gzip: true }
		: { status: page.status, body: page.plain, gzip: false }

import { gzipSync } from 'node:zlib'

/**
 * A kept page: its bytes and their gzip, built once when it is stored. The CSP is hash-based
 * (entry-loader.ts), so nothing in a page changes per response and a hit costs neither a render,
 * a copy nor a compression.
 */
export interface CachedBody {
	status: number
	body: Uint8Array<ArrayBuffer>
	gzip: boolean
}

export interface CachedPage {
	status: number
	plain: Uint8Array<ArrayBuffer>
	gzipped: Uint8Array<ArrayBuffer>
}

const encoder = new TextEncoder()

export function cachedPage(status: number, html: string): CachedPage {
	const plain = encoder.encode(html) as Uint8Array<ArrayBuffer>
	return { status, plain, gzipped: gzipSync(plain, { level: 9 }) as Uint8Array<ArrayBuffer> }
}

/** What a hit sends: the kept bytes, gzip-encoded when asked. */
export const cachedBody = (page: CachedPage, gzip: boolean): CachedBody =>
	gzip
		? { status: page.status, body: page.gzipped, gzip: true }
		: { status: page.status, body: page.plain, gzip: false }

import { gzipSpliced } from './gzip-splice'

/** A rendered page as UTF-8 bytes cut where the nonce goes, plus its deflated start. */
export interface CachedPage {
	status: number
	segments: Uint8Array[]
	/** Raw deflate of segments[0] (everything before the first nonce), see gzip-splice.ts. */
	deflated: Uint8Array
}

/** One response body of a cached page: the bytes, gzip-encoded when asked. */
export interface CachedBody {
	status: number
	body: Uint8Array<ArrayBuffer>
	gzip: boolean
}

const encoder = new TextEncoder()

/**
 * What the fast path sends for a cache hit: the kept bytes with this response's nonce in every
 * slot, and for gzip the page's deflated start plus the rest as stored blocks (gzip-splice.ts),
 * so a hit costs neither a render nor a compression.
 */
export function cachedBody(page: CachedPage, nonce: string, gzip: boolean): CachedBody {
	const whole = withNonce(page.segments, nonce)
	if (!gzip) return { status: page.status, body: whole, gzip: false }
	return { status: page.status, body: gzipSpliced(page.deflated, whole, page.segments[0]?.length ?? 0), gzip: true }
}

function withNonce(segments: Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
	const value = encoder.encode(nonce)
	const parts: Uint8Array[] = []
	segments.forEach((segment, i) => {
		if (i > 0) parts.push(value)
		parts.push(segment)
	})
	return Buffer.concat(parts)
}

import { AppError } from '../core/errors'
import { TtlCache } from '../youtube/cache'
import { YouTubeError } from '../youtube/errors'
import type { Upstream } from '../youtube/upstream.server'
import { isImageHost } from './hosts'
import { type ImageType, namesNonImage, sniffImageType } from './image-type'

const MAX_REDIRECTS = 2
/** What a kept entry costs beside its bytes (key, record, map slot), so a flood of 404s is bounded too. */
const ENTRY_OVERHEAD = 512

/** YouTube's answer for one image URL: its bytes and their type, or "no such image" (YouTube's 404). */
export type KeptImage =
	| { found: true; type: ImageType; bytes: Uint8Array<ArrayBuffer>; etag: string }
	| { found: false }

export interface ImageStoreDeps {
	upstream: Upstream
	maxBytes: number
	/** Bytes kept at most (IMAGE_CACHE_BYTES); 0 keeps nothing, concurrent fetches are still shared. */
	cacheBytes: number
	/** How long an answer is kept: a creator may change a video's thumbnail. */
	ttlMs?: number
}

/**
 * The images the proxy fetched (decision 1), kept in this process for `ttlMs`, bounded by bytes: a
 * thumbnail lookup, its previews and its downloads ask for the same URLs, so each reaches YouTube once.
 * A 404 is kept as well (a missing size stays missing), a failure never. Concurrent requests for one
 * URL share one fetch, which no single visitor's leaving aborts (the upstream timeout bounds it).
 * Not shared through Redis: images are up to IMAGE_MAX_BYTES each, and the browsers keep them anyway
 * (Cache-Control, ETag: api.ts), so a second replica's miss costs one request to YouTube.
 * @example const image = await images.get('https://i.ytimg.com/vi/GJLlxj_dtq8/hqdefault.jpg')
 */
export function createImageStore({ upstream, maxBytes, cacheBytes, ttlMs = 3600_000 }: ImageStoreDeps) {
	const kept = new TtlCache<string, KeptImage>({
		max: Number.MAX_SAFE_INTEGER,
		ttlMs,
		weigh: (image) => ENTRY_OVERHEAD + (image.found ? image.bytes.length : 0),
		maxWeight: cacheBytes,
	})

	/**
	 * Rejects with AppError for what the proxy refuses (a host off the list, too large, not an image)
	 * and with YouTubeError for YouTube's failures (rateLimited, upstreamError, a network failure's code),
	 * so each caller maps them to its own answer.
	 */
	async function fetchImage(first: string): Promise<KeptImage> {
		let url = first
		let response: Response | null = null
		for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
			response = await upstream.raw(url, { path: 'image' })
			if (response.status < 300 || response.status >= 400) break
			const next = new URL(response.headers.get('location') ?? '', url).toString()
			if (!isImageHost(next)) throw new AppError(400, 'imageHostNotAllowed')
			url = next
			response = null
		}
		if (!response) throw new YouTubeError('upstreamError', `too many redirects for ${first}`)
		// YouTube answers a missing size with 404 and a grey placeholder: keep the 404 only.
		if (response.status === 404) {
			await response.body?.cancel().catch(() => {})
			return { found: false }
		}
		if (response.status === 429) throw new YouTubeError('rateLimited', url)
		if (!response.ok) throw new YouTubeError('upstreamError', `HTTP ${response.status} for ${url}`)
		if (namesNonImage(response.headers.get('content-type'))) throw new AppError(415, 'imageNotAnImage')
		if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw new AppError(413, 'imageTooLarge')
		let bytes: Uint8Array<ArrayBuffer> | null
		try {
			bytes = await readCapped(response, maxBytes)
		} catch (error) {
			// The connection dropped or the timeout fired after the headers: YouTube's failure, not ours.
			throw new YouTubeError('upstreamError', `${url}: ${(error as Error).message}`)
		}
		if (!bytes) throw new AppError(413, 'imageTooLarge')
		const type = sniffImageType(bytes)
		if (!type) throw new AppError(415, 'imageNotAnImage')
		return { found: true, type, bytes, etag: `"${Bun.hash(bytes).toString(36)}"` }
	}

	return {
		/** YouTube's answer for `url` (an allowed image host's), kept or fetched once. */
		get: (url: string): Promise<KeptImage> => kept.load(url, () => fetchImage(url)),
		/** The kept answer for `url`, or undefined when it is not known here (never fetches). */
		known: (url: string): KeptImage | undefined => kept.get(url),
		/** Bytes kept now, their overhead included. */
		get bytes(): number {
			return kept.weight
		},
	}
}

export type ImageStore = ReturnType<typeof createImageStore>

/** The body, or null as soon as it passes `max` bytes (a lying Content-Length included). */
async function readCapped(response: Response, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
	const reader = response.body?.getReader()
	if (!reader) return new Uint8Array()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.length
		if (size > max) {
			await reader.cancel()
			return null
		}
		chunks.push(value)
	}
	const out = new Uint8Array(size)
	let at = 0
	for (const chunk of chunks) {
		out.set(chunk, at)
		at += chunk.length
	}
	return out
}

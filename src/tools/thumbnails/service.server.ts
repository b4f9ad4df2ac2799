import type { ImageSigner } from '../../image-proxy/sign.server'
import { type CacheFactory, memoryCaches } from '../../state/lookup-cache'
import { YouTubeError } from '../../youtube/errors'
import type { Upstream } from '../../youtube/upstream.server'
import { QUALITIES, type ThumbnailQuality, type ThumbnailsResult } from './schema'

export interface ThumbnailServiceDeps {
	upstream: Upstream
	signer: ImageSigner
	/** Availability rarely changes; a video's answer is kept this long. */
	ttlMs?: number
	maxEntries?: number
	/** Where answers are cached: this process (default), or Redis for every replica. */
	caches?: CacheFactory
}

/**
 * The thumbnails of a video: every size is probed on YouTube's image host in parallel
 * (HEAD; a missing size answers 404), with its WebP twin, so the page marks what does not
 * exist instead of showing YouTube's grey placeholder (decision 15). Results are cached.
 * @example await thumbnails.forVideo('GJLlxj_dtq8')
 */
export function createThumbnailService({
	upstream,
	signer,
	ttlMs = 6 * 3600_000,
	maxEntries = 5000,
	caches = memoryCaches,
}: ThumbnailServiceDeps) {
	const cache = caches<ThumbnailsResult>('thumbnails', { max: maxEntries, ttlMs })

	/** 200 -> true, 404 -> false; anything else is YouTube refusing or failing. */
	async function exists(url: string, signal?: AbortSignal): Promise<boolean> {
		// A network failure rejects with its own code (slow, unreachable: issue 14 item 10).
		const response = await upstream.raw(url, { method: 'HEAD', ...(signal ? { signal } : {}) })
		if (response.status === 200) return true
		if (response.status === 404) return false
		if (response.status === 429) throw new YouTubeError('rateLimited', url)
		throw new YouTubeError('upstreamError', `HTTP ${response.status} for ${url}`)
	}

	async function probe(videoId: string, signal?: AbortSignal): Promise<ThumbnailsResult> {
		const qualities = await Promise.all(
			QUALITIES.map(async (q): Promise<ThumbnailQuality> => {
				const jpg = `https://i.ytimg.com/vi/${videoId}/${q.name}.jpg`
				const webp = `https://i.ytimg.com/vi_webp/${videoId}/${q.name}.webp`
				const [available, hasWebp] = await Promise.all([exists(jpg, signal), exists(webp, signal)])
				return {
					...q,
					url: signer.url(jpg, `thumbnail-${q.name}.jpg`),
					available,
					webpUrl: hasWebp ? signer.url(webp, `thumbnail-${q.name}.webp`) : null,
				}
			}),
		)
		// Every existing video has hqdefault; without it there is no video.
		if (!qualities.some((q) => q.available)) throw new YouTubeError('videoUnavailable', videoId)
		return { videoId, qualities }
	}

	return {
		forVideo: (videoId: string, signal?: AbortSignal) => cache.load(videoId, () => probe(videoId, signal)),
		cache,
	}
}

export type ThumbnailService = ReturnType<typeof createThumbnailService>

import { type CacheFactory, memoryCaches } from '../state/lookup-cache'
import { CLIENTS } from './clients'
import { YouTubeError } from './errors'
import { type ClipPage, parseClipPage } from './parse/clip-page'
import { assertServed, type Upstream } from './upstream.server'
import { CLIP_ID_PATTERN, clipUrlFor } from './url'

export interface ClipResolverDeps {
	upstream: Upstream
	/** Where resolved clips are kept: this process (default), or Redis for every replica. */
	caches?: CacheFactory
	/** A clip's video and range never change; only its removal would, and that matters little. */
	ttlMs?: number
	maxEntries?: number
}

/**
 * Clip links (docs/youtube-data.md §5.1): a clip id to the video it is cut from and its
 * range, read from the clip's page (`GET https://www.youtube.com/clip/ID`, parse/clip-page.ts) through the
 * one upstream door, cached by clip. Plain HTTP only: the page is asked for once per clip, and a refusal
 * reads as the same refusal any tool meets.
 * @throws YouTubeError `clipNotFound` (a 404, or a page without clip data), a refusal (botCheck,
 *   rateLimited, consentWall, upstreamError, upstreamTimeout, upstreamUnreachable), `invalidUrl` for an id
 *   that is not one.
 * @example await createClipResolver({ upstream }).resolve('UgytZKpehg-hEMBSn3F4AaABCQ')
 *          // { videoId: 'ScPX26pdQik', startMs: 29000, endMs: 39700 }
 */
export function createClipResolver({
	upstream,
	caches = memoryCaches,
	ttlMs = 6 * 3600_000,
	maxEntries = 2000,
}: ClipResolverDeps) {
	const cache = caches<ClipPage>('clips', { max: maxEntries, ttlMs })

	async function fetchClip(clipId: string, signal?: AbortSignal): Promise<ClipPage> {
		const answer = await upstream.request(clipUrlFor(clipId), {
			// A browser's agent: the page holds its data for browsers (the WEB client's agent, clients.ts).
			headers: { 'User-Agent': CLIENTS.WEB.userAgent },
			...(signal ? { signal } : {}),
		})
		assertServed(answer)
		if (answer.verdict === 'notFound') throw new YouTubeError('clipNotFound', `HTTP ${answer.status} for ${clipId}`)
		return parseClipPage(answer.body)
	}

	return {
		resolve(clipId: string, signal?: AbortSignal): Promise<ClipPage> {
			if (!CLIP_ID_PATTERN.test(clipId)) return Promise.reject(new YouTubeError('invalidUrl', `clip id ${clipId}`))
			return cache.load(clipId, () => fetchClip(clipId, signal))
		},
	}
}

export type ClipResolver = ReturnType<typeof createClipResolver>

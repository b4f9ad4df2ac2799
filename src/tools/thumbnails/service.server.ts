import { fileName } from '../../core/file-name'
import type { ImageSigner } from '../../image-proxy/sign.server'
import type { ImageStore } from '../../image-proxy/store.server'
import { type CacheFactory, memoryCaches } from '../../state/lookup-cache'
import { YouTubeError } from '../../youtube/errors'
import { QUALITIES, type QualityName, type ThumbnailQuality, type ThumbnailsResult } from './schema'

export interface ThumbnailServiceDeps {
	/** The image proxy's store: the lookup's requests are the previews' and downloads' too. */
	images: ImageStore
	signer: ImageSigner
	/** Availability rarely changes; a video's answer is kept this long. */
	ttlMs?: number
	maxEntries?: number
	/** Where answers are cached: this process (default), or Redis for every replica. */
	caches?: CacheFactory
	/**
	 * The video's title, for the files' names only (core/file-name.ts): asked beside the image probes, and
	 * waited for at most `titleGraceMs` after them; a failure or a late answer leaves the names without it.
	 */
	titleOf?: (videoId: string) => Promise<string | null>
	titleGraceMs?: number
}

/**
 * What is asked of YouTube before answering (decision 15): hqdefault, which every video has, so its
 * 404 means there is no video; and maxresdefault, which many videos lack. Both are fetched through the
 * image proxy's store, so the page's previews and downloads of them reach YouTube no more.
 */
const ASKED: readonly QualityName[] = ['hqdefault', 'maxresdefault']
/** Present for every video that exists (they are made from every upload), so never asked. */
const ALWAYS: readonly QualityName[] = ['sddefault', 'mqdefault', 'default']
/**
 * The page's other previews (every JPEG it shows; the WebP twins are only downloads, fetched on a click):
 * started with the two probes but never awaited, so the answer still waits for one round trip only and
 * the previews the page asks for right after it are already in flight in the store, or kept. The price:
 * for an id with no video, these four 404s are fetched for nothing (kept an hour, so once per id), since
 * waiting for hqdefault's word would put them a round trip later, where the page's own requests are.
 */
const PREVIEWED = QUALITIES.map((q) => q.name).filter((name) => !ASKED.includes(name))

const jpgOf = (videoId: string, name: string) => `https://i.ytimg.com/vi/${videoId}/${name}.jpg`
const webpOf = (videoId: string, name: string) => `https://i.ytimg.com/vi_webp/${videoId}/${name}.webp`

/**
 * The thumbnails of a video in one round trip to YouTube: the answer waits for two requests, in parallel
 * (ASKED), while the page's other previews are fetched beside them (PREVIEWED); the sizes every video has
 * are offered without asking, and the rest (hq720, the WebP twins) are offered unasked (`available: null`): the image proxy finds a missing one when the page's preview asks for it, and the
 * page marks it. An answer is cached; what the proxy has found missing since is applied to it on the way
 * out, so a page rendered without JavaScript marks it too.
 * @example await thumbnails.forVideo('GJLlxj_dtq8')
 */
export function createThumbnailService({
	images,
	signer,
	ttlMs = 6 * 3600_000,
	maxEntries = 5000,
	caches = memoryCaches,
	titleOf,
	titleGraceMs = 4000,
}: ThumbnailServiceDeps) {
	const cache = caches<ThumbnailsResult>('thumbnails', { max: maxEntries, ttlMs })

	async function lookUp(videoId: string): Promise<ThumbnailsResult> {
		// A failure here is the preview's to report when the page asks (the store keeps no failure).
		for (const name of PREVIEWED) images.get(jpgOf(videoId, name)).catch(() => {})
		const probes = Promise.all(ASKED.map((name) => images.get(jpgOf(videoId, name))))
		// Asked after the probes are on their way: they decide whether there is an answer at all.
		const asking = titleOf ? titleOf(videoId).catch(() => null) : Promise.resolve(null)
		const [high, maxres] = await probes
		if (!high?.found) throw new YouTubeError('videoUnavailable', videoId)
		const title = await within(asking, titleGraceMs)
		// `Title [id].maxresdefault.jpg`: the title and id, then the size (core/file-name.ts).
		const named = (name: string, extension: string) => fileName({ title, id: videoId, tags: [name], extension })
		const asked: Partial<Record<QualityName, boolean>> = { hqdefault: true, maxresdefault: Boolean(maxres?.found) }
		const qualities = QUALITIES.map((q): ThumbnailQuality => {
			const available = asked[q.name] ?? (ALWAYS.includes(q.name) ? true : null)
			return {
				...q,
				url: signer.url(jpgOf(videoId, q.name), named(q.name, 'jpg')),
				available,
				webpUrl: available === false ? null : signer.url(webpOf(videoId, q.name), named(q.name, 'webp')),
			}
		})
		return { videoId, title, qualities }
	}

	/** The answer with what the proxy has found missing since (the cached answer itself stays as it is). */
	function withKnownMissing(result: ThumbnailsResult): ThumbnailsResult {
		const missing = (url: string) => images.known(url)?.found === false
		const { videoId } = result
		if (!result.qualities.some((q) => missing(jpgOf(videoId, q.name)) || missing(webpOf(videoId, q.name)))) {
			return result
		}
		const qualities = result.qualities.map((q): ThumbnailQuality => {
			if (q.available === false) return q
			if (missing(jpgOf(videoId, q.name))) return { ...q, available: false, webpUrl: null }
			return missing(webpOf(videoId, q.name)) ? { ...q, webpUrl: null } : q
		})
		return { ...result, qualities }
	}

	return {
		forVideo: async (videoId: string): Promise<ThumbnailsResult> =>
			withKnownMissing(await cache.load(videoId, () => lookUp(videoId))),
		cache,
	}
}

/** `promise`'s value, or null once `ms` have passed without one. */
async function within<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
	let timer: ReturnType<typeof setTimeout> | undefined
	const late = new Promise<null>((resolve) => {
		timer = setTimeout(() => resolve(null), ms)
	})
	try {
		return await Promise.race([promise, late])
	} finally {
		clearTimeout(timer)
	}
}

export type ThumbnailService = ReturnType<typeof createThumbnailService>

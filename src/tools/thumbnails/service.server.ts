import { fileName } from '../../core/file-name'
import { within } from '../../core/within'
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
	 * One player call (registry.server.ts): the video's title, for the files' names (core/file-name.ts), and
	 * the sizes its answer lists. Asked beside the sddefault probe and waited for at most `titleGraceMs`
	 * after it; a failure or a late answer leaves the names without the title and availability to the probes.
	 */
	videoOf?: (videoId: string) => Promise<{ title: string | null; thumbnails: readonly { url: string }[] }>
	titleGraceMs?: number
}

/**
 * What the answer waits for (decision 15), two requests in parallel: the player call (`videoOf`), whose
 * WEB answer lists maxresdefault when, and only when, the video has it, and this probe, the one size
 * a video may lack that no answer tells.
 */
const PROBED: QualityName = 'sddefault'
/**
 * Asked when the player answer does not tell (another client's answer, a failure): hqdefault, which every
 * video has, so its 404 means there is no video, and maxresdefault. Already in flight as previews, so
 * waiting for them costs no further round trip.
 */
const FALLBACK: readonly QualityName[] = ['hqdefault', 'maxresdefault']
/** Present for every video that exists (they are made from every upload), so never asked. */
const ALWAYS: readonly QualityName[] = ['mqdefault', 'default']

/**
 * Whether maxresdefault exists, if `thumbnails` (a player answer's `videoDetails.thumbnail`) tells: a WEB
 * answer lists hqdefault in several crops, plus maxresdefault when the video has it. Other clients' lists
 * (ANDROID: default to sddefault; visionOS: mqdefault and hq720) never name it, so they tell nothing (null).
 */
export function listedMaxres(thumbnails: readonly { url: string }[]): boolean | null {
	const names = thumbnails.map((t) => /\/([a-z0-9]+)(?:_live)?\.(?:jpg|webp)/.exec(t.url)?.[1])
	const webShaped = names.length > 0 && names.every((n) => n === 'hqdefault' || n === 'maxresdefault')
	return webShaped ? names.includes('maxresdefault') : null
}

const jpgOf = (videoId: string, name: string) => `https://i.ytimg.com/vi/${videoId}/${name}.jpg`
const webpOf = (videoId: string, name: string) => `https://i.ytimg.com/vi_webp/${videoId}/${name}.webp`

/**
 * The thumbnails of a video in one round trip to YouTube: the answer waits for two requests, in parallel,
 * the player call and the sddefault probe (PROBED), while the page's previews are fetched beside them
 * through the image proxy's store; the sizes every video has are offered without asking, and the rest (hq720,
 * the WebP twins) are offered unasked (`available: null`): the image proxy finds a missing one when the
 * page's preview asks for it, and the page marks it. An answer is cached; what the proxy has found missing
 * since is applied to it on the way out, so a page rendered without JavaScript marks it too.
 * @example await thumbnails.forVideo('GJLlxj_dtq8')
 */
export function createThumbnailService({
	images,
	signer,
	ttlMs = 6 * 3600_000,
	maxEntries = 5000,
	caches = memoryCaches,
	videoOf,
	titleGraceMs = 4000,
}: ThumbnailServiceDeps) {
	const cache = caches<ThumbnailsResult>('thumbnails', { max: maxEntries, ttlMs })

	async function lookUp(videoId: string): Promise<ThumbnailsResult> {
		// Every JPEG the page shows is fetched now: the probes among them are waited for below, the rest are
		// the previews the page asks for right after the answer (in flight or kept by then). A failure of one
		// not waited for is the preview's to report when the page asks (the store keeps no failure).
		const fetching = new Map(QUALITIES.map((q) => [q.name, images.get(jpgOf(videoId, q.name))]))
		for (const image of fetching.values()) image.catch(() => {})
		const image = (name: QualityName) => fetching.get(name) ?? Promise.resolve(null)
		const asking = videoOf ? videoOf(videoId).catch(() => null) : Promise.resolve(null)
		const probed = await image(PROBED)
		const video = await within(asking, titleGraceMs)
		const title = video?.title ?? null
		let maxres = video ? listedMaxres(video.thumbnails) : null
		if (maxres === null) {
			const [high, max] = await Promise.all(FALLBACK.map(image))
			if (!high?.found) throw new YouTubeError('videoUnavailable', videoId)
			maxres = Boolean(max?.found)
		}
		// `Title [id].maxresdefault.jpg`: the title and id, then the size (core/file-name.ts).
		const named = (name: string, extension: string) => fileName({ title, id: videoId, tags: [name], extension })
		const asked: Partial<Record<QualityName, boolean>> = {
			hqdefault: true,
			maxresdefault: maxres,
			[PROBED]: Boolean(probed?.found),
		}
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

export type ThumbnailService = ReturnType<typeof createThumbnailService>

import { fileName } from '../../core/file-name'
import { isImageHost } from '../../image-proxy/hosts'
import type { ImageSigner } from '../../image-proxy/sign.server'
import type { ImageStore } from '../../image-proxy/store.server'
import { type CacheFactory, memoryCaches } from '../../state/lookup-cache'
import type { ClientName } from '../../youtube/clients'
import { YouTubeError } from '../../youtube/errors'
import { innertube } from '../../youtube/innertube.server'
import { avatarUrlForSize, originalAvatarUrl } from '../../youtube/parse/avatar-url'
import {
	assertChannelAvailable,
	type ChannelInfo,
	channelFromBrowse,
	parseBrowse,
	readBrowseResponse,
} from '../../youtube/parse/browse'
import { resolveChannelId } from '../../youtube/resolve-channel.server'
import type { Upstream } from '../../youtube/upstream.server'
import { CHANNEL_ID_PATTERN, type ChannelRef, channelUrlFor } from '../../youtube/url'
import { fetchVideoDetails } from '../../youtube/video-details.server'
import { type WorkerClient, workerDown } from '../../youtube/worker-client.server'
import { AVATAR_SIZES, MAIN_AVATAR_SIZE, type ProfileResult } from './schema'

/** NewPipe's Videos-tab params: the browse answer then carries the full header. */
const VIDEOS_TAB = 'EgZ2aWRlb3PyBgQKAjoA'

/** Plain-HTTP refusals the browser worker can get around (only then is it asked). */
const REFUSALS = new Set(['botCheck', 'rateLimited', 'consentWall'])

export interface ProfileServiceDeps {
	upstream: Upstream
	signer: ImageSigner
	/** The image proxy's store: the pictures the page shows are fetched into it with the answer. */
	images?: ImageStore
	/** The browser worker, when one runs. */
	worker?: WorkerClient | null
	/** Innertube clients asked for a video's player answer (YOUTUBE_CLIENTS), when a video link is given. */
	clients?: ClientName[]
	ttlMs?: number
	maxEntries?: number
	/** Where answers are cached: this process (default), or Redis for every replica. */
	caches?: CacheFactory
}

/**
 * A channel's name, handle, avatar in preset sizes and original, and banner: a handle or
 * custom URL is resolved to its channel id (navigation/resolve_url), then the channel is
 * read with browse. Removed and terminated channels and unknown handles throw their own
 * codes; age-gated channels still give name and avatar. A video stands for its uploader's
 * channel (`forVideo`). Answers are cached.
 * @example await profiles.forChannel({ ok: true, kind: 'handle', handle: '@gronkh' })
 */
export function createProfileService({
	upstream,
	signer,
	images,
	worker = null,
	clients,
	ttlMs = 3600_000,
	maxEntries = 5000,
	caches = memoryCaches,
}: ProfileServiceDeps) {
	const cache = caches<ProfileResult>('profile', { max: maxEntries, ttlMs })
	const videoChannels = caches<string>('videoChannel', { max: maxEntries, ttlMs })

	/**
	 * The uploader of a video, from its player answer's `videoDetails.channelId`: present for
	 * age-restricted and members-only videos too, absent for private and removed ones (their own error).
	 */
	async function channelOfVideo(videoId: string, signal?: AbortSignal): Promise<string> {
		const details = await fetchVideoDetails(videoId, { upstream, ...(clients ? { clients } : {}) }, signal)
		if (!details.channelId || !CHANNEL_ID_PATTERN.test(details.channelId))
			throw new YouTubeError('channelNotFound', `video ${videoId} names no channel`)
		return details.channelId
	}

	function forChannel(ref: ChannelRef, signal?: AbortSignal): Promise<ProfileResult> {
		return cache.load(channelUrlFor(ref).toLowerCase(), () => lookup(ref, signal))
	}

	/** The plain path: resolve_url, then browse. */
	async function viaInnertube(ref: ChannelRef, signal?: AbortSignal): Promise<ChannelInfo> {
		const browseId = await resolveChannelId(upstream, ref, signal)
		return parseBrowse(await innertube(upstream, 'browse', { browseId, params: VIDEOS_TAB }, { signal }))
	}

	/** The browser path: the worker loads the channel page; its ytInitialData is a browse answer. */
	async function viaWorker(client: WorkerClient, ref: ChannelRef, signal?: AbortSignal): Promise<ChannelInfo> {
		const page = await client.channel(channelUrlFor(ref), signal)
		const browse = readBrowseResponse(page.initialData)
		assertChannelAvailable(browse)
		return channelFromBrowse(browse)
	}

	async function lookup(ref: ChannelRef, signal?: AbortSignal): Promise<ProfileResult> {
		let channel: ChannelInfo
		try {
			channel = await viaInnertube(ref, signal)
		} catch (error) {
			if (!worker || !(error instanceof YouTubeError) || !REFUSALS.has(error.code)) throw error
			// The worker down (killed mid-job, unreachable) says nothing of the channel: YouTube's refusal stays the answer.
			channel = await viaWorker(worker, ref, signal).catch((failure: unknown) => {
				throw workerDown(failure) ? error : failure
			})
		}
		const largest = channel.avatars.at(-1)?.url
		const browseId = channel.channelId ?? channelUrlFor(ref)
		if (!largest || !channel.title) throw new YouTubeError('channelNotFound', browseId)
		const channelId = channel.channelId ?? (ref.kind === 'id' ? ref.channelId : '')
		// Saved as `MrBeast [UCX6OQ3DkcsbYNE6H8uQQuVA].jpg`, the other sizes and the banner tagged (core/file-name.ts).
		const image = (url: string, tag?: string) =>
			signer.url(url, fileName({ title: channel.title, id: channelId, tags: [tag], extension: 'jpg' }))
		const shown = avatarUrlForSize(largest, MAIN_AVATAR_SIZE)
		// The pictures the page shows are asked for now, not after the answer: the page's requests for them right after
		// the answer find them in flight or kept, a YouTube round trip sooner (as the thumbnails' previews: decision 15).
		// A failure is that request's to report (the store keeps none); a host the proxy refuses is not asked at all.
		for (const url of [shown, channel.bannerUrl]) if (url && isImageHost(url)) images?.get(url).catch(() => {})
		return {
			url: image(shown),
			channelName: channel.title,
			channelId,
			handle: channel.handle,
			avatars: AVATAR_SIZES.map((size) => ({
				size,
				url: image(avatarUrlForSize(largest, size), `${size}x${size}`),
			})),
			originalUrl: image(originalAvatarUrl(largest), 'original'),
			bannerUrl: channel.bannerUrl ? image(channel.bannerUrl, 'banner') : null,
		}
	}

	return {
		forChannel,
		/** The channel of the video's uploader (a video link pasted into the profile tool). */
		async forVideo(videoId: string, signal?: AbortSignal): Promise<ProfileResult> {
			const channelId = await videoChannels.load(videoId, () => channelOfVideo(videoId, signal))
			return forChannel({ ok: true, kind: 'id', channelId }, signal)
		},
		cache,
	}
}

export type ProfileService = ReturnType<typeof createProfileService>

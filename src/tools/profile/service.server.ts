import type { ImageSigner } from '../../image-proxy/sign.server'
import { TtlCache } from '../../youtube/cache'
import { YouTubeError } from '../../youtube/errors'
import { innertube } from '../../youtube/innertube.server'
import { avatarUrlForSize, originalAvatarUrl } from '../../youtube/parse/avatar-url'
import { parseBrowse } from '../../youtube/parse/browse'
import { parseResolveUrl } from '../../youtube/parse/resolve-url'
import type { Upstream } from '../../youtube/upstream.server'
import { type ChannelRef, channelUrlFor } from '../../youtube/url'
import { AVATAR_SIZES, MAIN_AVATAR_SIZE, type ProfileResult } from './schema'

/** NewPipe's Videos-tab params: the browse answer then carries the full header. */
const VIDEOS_TAB = 'EgZ2aWRlb3PyBgQKAjoA'
/** resolve_url may answer with another URL to resolve (NewPipe follows up to 3). */
const MAX_RESOLVE_HOPS = 3

export interface ProfileServiceDeps {
	upstream: Upstream
	signer: ImageSigner
	ttlMs?: number
	maxEntries?: number
}

/**
 * A channel's name, handle, avatar in preset sizes and original, and banner: a handle or
 * custom URL is resolved to its channel id (navigation/resolve_url), then the channel is
 * read with browse. Removed and terminated channels and unknown handles throw their own
 * codes; age-gated channels still give name and avatar. Answers are cached.
 * @example await profiles.forChannel({ ok: true, kind: 'handle', handle: '@gronkh' })
 */
export function createProfileService({ upstream, signer, ttlMs = 3600_000, maxEntries = 5000 }: ProfileServiceDeps) {
	const cache = new TtlCache<string, ProfileResult>({ max: maxEntries, ttlMs })

	async function channelIdOf(ref: ChannelRef, signal?: AbortSignal): Promise<string> {
		if (ref.kind === 'id') return ref.channelId
		let url = channelUrlFor(ref)
		for (let hop = 0; hop < MAX_RESOLVE_HOPS; hop++) {
			const resolved = parseResolveUrl(await innertube(upstream, 'navigation/resolve_url', { url }, { signal }))
			if (resolved.browseId?.startsWith('UC')) return resolved.browseId
			if (!resolved.url) break
			url = resolved.url
		}
		throw new YouTubeError('channelNotFound', channelUrlFor(ref))
	}

	async function lookup(ref: ChannelRef, signal?: AbortSignal): Promise<ProfileResult> {
		const browseId = await channelIdOf(ref, signal)
		const channel = parseBrowse(await innertube(upstream, 'browse', { browseId, params: VIDEOS_TAB }, { signal }))
		const largest = channel.avatars.at(-1)?.url
		if (!largest || !channel.title) throw new YouTubeError('channelNotFound', browseId)
		const image = (url: string, name: string) => signer.url(url, name)
		return {
			url: image(avatarUrlForSize(largest, MAIN_AVATAR_SIZE), 'profile-profile.jpg'),
			channelName: channel.title,
			channelId: channel.channelId ?? browseId,
			handle: channel.handle,
			avatars: AVATAR_SIZES.map((size) => ({
				size,
				url: image(avatarUrlForSize(largest, size), `profile-${size}.jpg`),
			})),
			originalUrl: image(originalAvatarUrl(largest), 'profile-original.jpg'),
			bannerUrl: channel.bannerUrl ? image(channel.bannerUrl, 'profile-banner.jpg') : null,
		}
	}

	return {
		forChannel: (ref: ChannelRef, signal?: AbortSignal) =>
			cache.load(channelUrlFor(ref).toLowerCase(), () => lookup(ref, signal)),
		cache,
	}
}

export type ProfileService = ReturnType<typeof createProfileService>

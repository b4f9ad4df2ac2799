import { YouTubeError } from './errors'
import { innertube } from './innertube.server'
import { parseResolveUrl } from './parse/resolve-url'
import type { Upstream } from './upstream.server'
import { type ChannelRef, channelUrlFor } from './url'

/** resolve_url may answer with another URL to resolve (NewPipe follows up to 3). */
const MAX_RESOLVE_HOPS = 3

/**
 * The `UC…` id of a channel reference: an id as it is, a handle or custom URL through `navigation/resolve_url`
 * (docs/youtube-data.md §3). Shared by the profile tool and the channel listings.
 * Unknown handles and names throw channelNotFound.
 * @example await resolveChannelId(upstream, { ok: true, kind: 'user', name: 'creativecommons', url }) // 'UCTwECeGqMZee77BjdoYtI2Q'
 */
export async function resolveChannelId(upstream: Upstream, ref: ChannelRef, signal?: AbortSignal): Promise<string> {
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

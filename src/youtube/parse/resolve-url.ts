/**
 * `/youtubei/v1/navigation/resolve_url` (docs/youtube-data.md §3): turns `/@handle`, `/c/name`,
 * `/user/name` and bare `/name` URLs into a browse id.
 */
import { YouTubeError } from '../errors'
import { innertubeErrorToYouTubeError, readInnertubeError } from './innertube-error'
import { bool, jsonObject, obj, str } from './json-read'

export interface ResolvedUrl {
	/** `UC…` for a channel; null when YouTube answered with something other than a browse endpoint. */
	browseId: string | null
	/** `WEB_PAGE_TYPE_CHANNEL`; NewPipe resolves again (up to 3 hops) while it is `WEB_PAGE_TYPE_UNKNOWN`. */
	webPageType: string | null
	isVanityUrl: boolean
	/** `browseEndpoint.params`. */
	params: string | null
	/** `urlEndpoint.url`, the next URL to resolve when the answer is not a browse endpoint. */
	url: string | null
}

/**
 * Parses a resolve_url answer (object or JSON text). The 404 `NOT_FOUND` body of an unknown
 * handle throws YouTubeError('channelNotFound').
 * @example parseResolveUrl(json).browseId // 'UCYJ61XIK64sp6ZFFS8sctxw'
 */
export function parseResolveUrl(input: unknown): ResolvedUrl {
	const json = jsonObject(input, 'resolve_url')
	const error = readInnertubeError(json)
	if (error) throw innertubeErrorToYouTubeError(error, 'resolve_url', 'channelNotFound', [404, 'NOT_FOUND'])
	const endpoint = obj(json, 'endpoint')
	if (!endpoint) throw new YouTubeError('upstreamError', 'resolve_url: no endpoint')
	const metadata = obj(endpoint, 'commandMetadata')
	return {
		browseId: str(obj(endpoint, 'browseEndpoint')?.browseId),
		webPageType: str(obj(metadata, 'webCommandMetadata')?.webPageType),
		isVanityUrl: bool(obj(metadata, 'resolveUrlCommandMetadata')?.isVanityUrl) ?? false,
		params: str(obj(endpoint, 'browseEndpoint')?.params),
		url: str(obj(endpoint, 'urlEndpoint')?.url),
	}
}

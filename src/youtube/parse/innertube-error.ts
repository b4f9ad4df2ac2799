/**
 * The Google API error body innertube answers with on HTTP 4xx/5xx:
 * `{"error":{"code":404,"message":"Requested entity was not found.","status":"NOT_FOUND"}}`.
 */
import { YouTubeError, type YouTubeErrorCode } from '../errors'
import { num, obj, str } from './json-read'

export interface InnertubeError {
	code: number | null
	/** `NOT_FOUND`, `INVALID_ARGUMENT`, `FAILED_PRECONDITION`, … */
	status: string | null
	message: string | null
}

/**
 * The `error` of an innertube answer, or null when it is not an error body.
 * @example readInnertubeError(json)?.status // 'NOT_FOUND'
 */
export function readInnertubeError(json: unknown): InnertubeError | null {
	const error = obj(json, 'error')
	if (!error) return null
	return { code: num(error.code), status: str(error.status), message: str(error.message) }
}

/**
 * The YouTubeError for an innertube error body: `notFound` (e.g. channelNotFound) when the code
 * or status is listed in `notFoundWhen`, `rateLimited` for 429, `upstreamError` otherwise.
 */
export function innertubeErrorToYouTubeError(
	error: InnertubeError,
	endpoint: string,
	notFound: YouTubeErrorCode,
	notFoundWhen: (number | string)[],
): YouTubeError {
	const detail = `${endpoint}: HTTP ${error.code ?? '?'} ${error.status ?? ''} ${error.message ?? ''}`.trim()
	const matches = notFoundWhen.some((value) => value === error.code || value === error.status)
	if (matches) return new YouTubeError(notFound, detail)
	if (error.code === 429 || error.status === 'RESOURCE_EXHAUSTED') return new YouTubeError('rateLimited', detail)
	return new YouTubeError('upstreamError', detail)
}

import type { AppError, ErrorCode } from '../core/errors'
import { toAppError } from '../youtube/app-error'
import { PLAYABILITY_CODES, REFUSAL_CODES, YouTubeError, type YouTubeErrorCode } from '../youtube/errors'

/** An error an operation can answer: its stable code (an `errors` i18n key) and HTTP status. */
export interface DeclaredError {
	code: ErrorCode
	status: number
}

const own = (status: number, code: ErrorCode): DeclaredError => ({ status, code })

/**
 * A YouTube failure as the tool APIs answer it. The status is decided at the edge
 * (youtube/app-error.ts, decision 8), so it is asked from there rather than copied.
 */
export function youtubeError(code: YouTubeErrorCode): DeclaredError {
	const error = toAppError(new YouTubeError(code)) as AppError
	return { code: error.code, status: error.status }
}

/**
 * Every JSON operation: a body zod refuses (core/validation.ts) or that is no JSON (Hono's
 * 400, server/app.ts), and the route group's rate limit (server/middleware/rate-limit.ts).
 */
export const REQUEST_ERRORS: DeclaredError[] = [own(400, 'validation'), own(400, 'badRequest'), own(429, 'rateLimited')]

/** A body over BODY_LIMIT_BYTES (server wiring's body limit). */
export const BODY_ERRORS: DeclaredError[] = [own(413, 'payloadTooLarge')]

const ASKING_YOUTUBE: readonly YouTubeErrorCode[] = REFUSAL_CODES

/** Image probes of a video (tools/thumbnails/service.server.ts), and a clip link's page (youtube/clip.server.ts). */
export const THUMBNAIL_ERRORS: DeclaredError[] = [
	own(400, 'invalidVideoUrl'),
	own(400, 'channelLinkNotVideo'),
	...(['videoUnavailable', 'clipNotFound', ...ASKING_YOUTUBE] as const).map(youtubeError),
]

/** A video's player answer: every playability refusal YouTube gives (youtube/parse/). */
const VIDEO_ERRORS: DeclaredError[] = [...PLAYABILITY_CODES, ...ASKING_YOUTUBE].map(youtubeError)

/**
 * A channel's page and browse answer (tools/profile/service.server.ts), and for a video link the
 * video's player answer, whose refusals are the video's own.
 */
export const CHANNEL_ERRORS: DeclaredError[] = [
	own(400, 'invalidChannelUrl'),
	own(400, 'playlistLinkNotChannel'),
	own(400, 'clipLinkNotChannel'),
	...(['channelNotFound', 'channelTerminated'] as const).map(youtubeError),
	own(404, 'videoChannelNotFound'),
	...VIDEO_ERRORS,
]

/** A video's captions (tools/transcript/service.server.ts, youtube/captions/), and a clip link's page. */
export const TRANSCRIPT_ERRORS: DeclaredError[] = [
	own(400, 'invalidVideoUrl'),
	own(400, 'channelLinkNotVideo'),
	own(400, 'invalidLanguage'),
	...VIDEO_ERRORS,
	...(['noCaptions', 'languageUnavailable', 'tokenRequired', 'clipNotFound'] as const).map(youtubeError),
]

/**
 * The hashtag runner's checks (tools/hashtags/api.ts, and its schema's region), a full model queue, and a linked video
 * that gives nothing while the keywords hold no words of their own (its own error answers).
 */
export const HASHTAG_ERRORS: DeclaredError[] = [
	own(400, 'keywordsRequired'),
	own(400, 'keywordsTooLong'),
	own(400, 'keywordsNoWords'),
	own(400, 'unknownCategory'),
	own(400, 'unknownRegion'),
	own(503, 'modelBusy'),
	...VIDEO_ERRORS,
	...(['noCaptions', 'tokenRequired'] as const).map(youtubeError),
]

/** The chapter generator: the transcript tool's errors, a video too short for chapters, a stream on the air. */
export const CHAPTER_ERRORS: DeclaredError[] = [
	own(400, 'invalidVideoUrl'),
	own(400, 'channelLinkNotVideo'),
	own(400, 'invalidLanguage'),
	own(422, 'chaptersTooShort'),
	own(422, 'chaptersLive'),
	...VIDEO_ERRORS,
	...(['noCaptions', 'languageUnavailable', 'tokenRequired'] as const).map(youtubeError),
]

/**
 * A playlist, mix or channel batch (tools/batch/, youtube/listing/): the link, the client's one
 * batch at a time, and what YouTube says of the list. A video's own failure is not an error of
 * the batch: it is that video's line in the stream and in index.csv.
 */
export const BATCH_ERRORS: DeclaredError[] = [
	own(400, 'invalidListUrl'),
	own(400, 'batchLinkInvalid'),
	own(400, 'batchTooManyLinks'),
	own(409, 'batchRunning'),
	...(
		[
			'playlistNotFound',
			'playlistPrivate',
			'playlistUnviewable',
			'mixUnavailable',
			'channelNotFound',
			'channelTerminated',
			...ASKING_YOUTUBE,
		] as const
	).map(youtubeError),
]

/** The contact checks (contact/api.ts checkContact). */
export const CONTACT_ERRORS: DeclaredError[] = [
	own(400, 'contactRequired'),
	own(400, 'contactTooLong'),
	own(400, 'contactInvalid'),
	own(400, 'contactInvalidEmail'),
]

/** The declared errors grouped by status, each code once, in the order given. */
export function byStatus(errors: DeclaredError[]): Map<number, ErrorCode[]> {
	const groups = new Map<number, ErrorCode[]>()
	for (const { status, code } of [...errors].sort((a, b) => a.status - b.status)) {
		const codes = groups.get(status) ?? []
		if (!codes.includes(code)) codes.push(code)
		groups.set(status, codes)
	}
	return groups
}

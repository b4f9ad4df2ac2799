/**
 * What a video's player answer refuses with (its playability status: youtube/parse/playability.ts,
 * whose `problem()` accepts only these and the refusals). The API docs list them from here.
 */
export const PLAYABILITY_CODES = [
	/** The video does not exist or was removed. */
	'videoUnavailable',
	'videoPrivate',
	/** LOGIN_REQUIRED with the age-gate reason: captions cannot be fetched without signing in. */
	'ageRestricted',
	/** Not available in the server's country. */
	'geoBlocked',
	'membersOnly',
	/** Music Premium or paid content. */
	'paymentRequired',
	/** LIVE_STREAM_OFFLINE: an upcoming stream. */
	'liveNotStarted',
	/** Unplayable for every client, with YouTube's reason in `detail`. */
	'unplayable',
] as const

/**
 * Everything that can go wrong when asking YouTube, as stable codes (docs/youtube-data.md §6).
 * This layer knows no HTTP: the tool APIs decide each code's status and i18n key at the edge
 * (app-error.ts, decision 8), and the browser worker answers its own (worker/app.ts).
 */
export const YOUTUBE_ERROR_CODES = [
	/** Not a YouTube video/channel URL, or a malformed id. */
	'invalidUrl',
	...PLAYABILITY_CODES,
	/** A clip link whose page holds no clip: it does not exist or was removed (parse/clip-page.ts). */
	'clipNotFound',
	/** Playable, but no captions object at all. */
	'noCaptions',
	/** The requested caption language is neither a track nor a translation target. */
	'languageUnavailable',
	/** Caption URLs marked exp=xpe/xpv, or an empty 200 body: a PO token is required. */
	'tokenRequired',
	/** "Sign in to confirm you're not a bot". */
	'botCheck',
	/** HTTP 429 or the /das_captcha page. */
	'rateLimited',
	/** The EU consent interstitial, still there after the consent cookie. */
	'consentWall',
	'channelNotFound',
	/** Removed or terminated by YouTube (alerts[] ERROR). */
	'channelTerminated',
	/** A playlist YouTube says does not exist (alerts[] ERROR), or a malformed id (400); private ones read the same. */
	'playlistNotFound',
	/** A list only its signed-in owner sees (Liked videos, Watch later), or YouTube says it is private. */
	'playlistPrivate',
	/** "This playlist type is unviewable": a kind of list YouTube does not show as a playlist. */
	'playlistUnviewable',
	/** A mix whose video does not exist: `next` answers without a playlist. */
	'mixUnavailable',
	/** YouTube answered 5xx or something unparseable. */
	'upstreamError',
	/**
	 * No connection to YouTube at all: refused, reset, no DNS answer, no route.
	 * Its own code, not upstreamError: it comes at once and is not YouTube's doing, unlike a timeout.
	 */
	'upstreamUnreachable',
	'upstreamTimeout',
] as const

export type YouTubeErrorCode = (typeof YOUTUBE_ERROR_CODES)[number]

const KNOWN: ReadonlySet<string> = new Set(YOUTUBE_ERROR_CODES)

/**
 * What any request to YouTube may meet, whatever it asks: YouTube refusing this server, or the
 * connection failing. Another client, or the browser worker, may get past them (player.server.ts).
 */
export const REFUSAL_CODES = [
	'botCheck',
	'rateLimited',
	'consentWall',
	'upstreamError',
	'upstreamUnreachable',
	'upstreamTimeout',
] as const satisfies readonly YouTubeErrorCode[]

/** For codes that arrive from elsewhere (a replica, the worker): one of ours, or not. */
export const isYouTubeErrorCode = (code: unknown): code is YouTubeErrorCode =>
	typeof code === 'string' && KNOWN.has(code)

/**
 * @example throw new YouTubeError('videoPrivate', 'This video is private')
 */
export class YouTubeError extends Error {
	constructor(
		readonly code: YouTubeErrorCode,
		/** YouTube's own reason text or other detail, for logs; never shown as is. */
		readonly detail?: string,
		/** Fills the placeholders of the error's message (the languages a video has). */
		readonly params: Record<string, string> = {},
	) {
		super(detail ? `${code}: ${detail}` : code)
		this.name = 'YouTubeError'
	}
}

/**
 * How a lookup's failure reaches the replicas that waited for it (src/state/lookup-cache.ts):
 * they answer with the same error instead of asking YouTube again.
 */
export const youtubeFailures = {
	encode: (error: unknown) =>
		error instanceof YouTubeError ? { code: error.code, detail: error.detail ?? null, params: error.params } : null,
	decode(encoded: unknown): Error {
		const e = encoded as { code?: string; detail?: string | null; params?: Record<string, string> }
		return isYouTubeErrorCode(e.code)
			? new YouTubeError(e.code, e.detail ?? undefined, e.params ?? {})
			: new YouTubeError('upstreamError', 'a shared lookup failed')
	},
}

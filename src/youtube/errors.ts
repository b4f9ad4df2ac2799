/**
 * Everything that can go wrong when asking YouTube, as stable codes (docs/youtube-data.md §6).
 * The tool APIs turn them into AppErrors whose codes are i18n keys; the `status` is the HTTP
 * status the API answers with (decision 8).
 */
export const YOUTUBE_ERRORS = {
	/** Not a YouTube video/channel URL, or a malformed id. */
	invalidUrl: 400,
	/** The video does not exist or was removed. */
	videoUnavailable: 404,
	videoPrivate: 403,
	/** LOGIN_REQUIRED with the age-gate reason: captions cannot be fetched without signing in. */
	ageRestricted: 403,
	/** Not available in the server's country. */
	geoBlocked: 403,
	membersOnly: 403,
	/** Music Premium or paid content. */
	paymentRequired: 403,
	/** LIVE_STREAM_OFFLINE: an upcoming stream. */
	liveNotStarted: 409,
	/** Unplayable for every client, with YouTube's reason in `detail`. */
	unplayable: 422,
	/** Playable, but no captions object at all. */
	noCaptions: 422,
	/** The requested caption language is neither a track nor a translation target. */
	languageUnavailable: 422,
	/** Caption URLs marked exp=xpe/xpv, or an empty 200 body: a PO token is required. */
	tokenRequired: 503,
	/** "Sign in to confirm you're not a bot". */
	botCheck: 503,
	/** HTTP 429 or the /das_captcha page. */
	rateLimited: 503,
	/** The EU consent interstitial, still there after the consent cookie. */
	consentWall: 503,
	channelNotFound: 404,
	/** Removed or terminated by YouTube (alerts[] ERROR). */
	channelTerminated: 410,
	/** YouTube answered 5xx or something unparseable. */
	upstreamError: 502,
	/**
	 * No connection to YouTube at all: refused, reset, no DNS answer, no route (issue 14 item 10).
	 * A bad gateway that could not connect, so 502 like upstreamError, but its own message: it
	 * comes at once and is not YouTube's doing, unlike a timeout.
	 */
	upstreamUnreachable: 502,
	upstreamTimeout: 504,
} as const

export type YouTubeErrorCode = keyof typeof YOUTUBE_ERRORS

/**
 * @example throw new YouTubeError('videoPrivate', 'This video is private')
 */
export class YouTubeError extends Error {
	readonly status: number
	constructor(
		readonly code: YouTubeErrorCode,
		/** YouTube's own reason text or other detail, for logs; never shown as is. */
		readonly detail?: string,
		/** Fills the placeholders of the error's message (the languages a video has). */
		readonly params: Record<string, string> = {},
	) {
		super(detail ? `${code}: ${detail}` : code)
		this.name = 'YouTubeError'
		this.status = YOUTUBE_ERRORS[code]
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
		return e.code && Object.hasOwn(YOUTUBE_ERRORS, e.code)
			? new YouTubeError(e.code as YouTubeErrorCode, e.detail ?? undefined, e.params ?? {})
			: new YouTubeError('upstreamError', 'a shared lookup failed')
	},
}

/**
 * `playabilityStatus` of a player response, and what it means for us (docs/youtube-data.md §6):
 * a YouTubeError code, and whether asking as another innertube client may still work (VISIONOS
 * says UNPLAYABLE "This video is not available" for it3OtbTxQk0 while ANDROID plays it).
 */
import { type PLAYABILITY_CODES, type REFUSAL_CODES, YouTubeError, type YouTubeErrorCode } from '../errors'
import { list, obj, str, text } from './json-read'

/**
 * `playabilityStatus.status`. `EMPTY_RESPONSE` is ours: `reel_item_watch` answers `{}` for a
 * video that does not exist; `UNKNOWN` stands for a status field that is missing.
 */
export type PlayabilityStatus =
	| 'OK'
	| 'ERROR'
	| 'LOGIN_REQUIRED'
	| 'UNPLAYABLE'
	| 'LIVE_STREAM_OFFLINE'
	| 'CONTENT_CHECK_REQUIRED'
	| 'AGE_CHECK_REQUIRED'
	| 'EMPTY_RESPONSE'
	| 'UNKNOWN'
	| (string & {})

export interface Playability {
	status: PlayabilityStatus
	/** `playabilityStatus.reason`, else the error screen's reason. */
	reason: string | null
	/** The error screen's subreason (`errorScreen.playerErrorMessageRenderer.subreason`), joined. */
	subreason: string | null
	/** `playabilityStatus.messages`. */
	messages: string[]
}

/**
 * Reads a `playabilityStatus` object; null when there is none.
 * @example readPlayability(json.playabilityStatus)?.status // 'LOGIN_REQUIRED'
 */
export function readPlayability(value: unknown): Playability | null {
	const status = obj(value)
	if (!status) return null
	const screen = obj(status, 'errorScreen', 'playerErrorMessageRenderer')
	return {
		status: str(status.status) ?? 'UNKNOWN',
		reason: text(status.reason) ?? text(screen?.reason),
		subreason: text(screen?.subreason),
		messages: list(status.messages)
			.map(text)
			.filter((message) => message !== null),
	}
}

export interface PlayabilityProblem {
	code: YouTubeErrorCode
	/** Status, reason, subreason and messages, for logs (youtube-transcript-api's fallback). */
	detail: string
	/** The answer may be specific to the client that asked: try the next client before giving up. */
	retryWithOtherClient: boolean
}

/** A YouTubeError from a playability status, carrying `retryWithOtherClient`. */
export class PlayabilityError extends YouTubeError {
	readonly retryWithOtherClient: boolean
	constructor(problem: PlayabilityProblem) {
		super(problem.code, problem.detail)
		this.retryWithOtherClient = problem.retryWithOtherClient
	}
}

function describePlayability(playability: Playability): string {
	const parts = [playability.reason, playability.subreason, ...playability.messages].filter(
		(part, index, all): part is string => !!part && all.indexOf(part) === index,
	)
	return parts.length > 0 ? `${playability.status}: ${parts.join(' / ')}` : playability.status
}

function problem(
	code: (typeof PLAYABILITY_CODES)[number] | (typeof REFUSAL_CODES)[number],
	playability: Playability,
	retryWithOtherClient = false,
): PlayabilityProblem {
	return { code, detail: describePlayability(playability), retryWithOtherClient }
}

// Matched on lower-cased text with typographic apostrophes made plain ("you’re" → "you're").
const BOT_CHECK = /not a bot/
const PRIVATE = /\bprivate\b/
const AGE = /confirm your age|inappropriate for some users|age[- ]restricted/
const COUNTRY = /\bcountry\b/
const PAYMENT = /music premium|youtube premium|\bpremium members\b|\bpayment\b|\bpurchase\b|\brent\b/
const MEMBERS = /\bmembers?\b|members-only/
const UNAVAILABLE = /\bvideo (is )?unavailable\b|no longer available|has been removed|does not exist/

/**
 * The error a playability status stands for, or null when the video is playable (`OK`).
 * Reasons are matched loosely because their wording differs per client (ANDROID "This video is
 * unavailable", WEB "Video unavailable") and per language of the request.
 * @example playabilityError(player.playability)?.code // 'ageRestricted'
 */
export function playabilityError(playability: Playability | null): PlayabilityProblem | null {
	if (!playability) {
		return { code: 'upstreamError', detail: 'no playabilityStatus in the player response', retryWithOtherClient: true }
	}
	const { status } = playability
	if (status === 'OK') return null
	if (status === 'EMPTY_RESPONSE') return problem('videoUnavailable', playability)
	if (status === 'LIVE_STREAM_OFFLINE') return problem('liveNotStarted', playability)
	if (status === 'AGE_CHECK_REQUIRED' || status === 'AGE_VERIFICATION_REQUIRED') {
		return problem('ageRestricted', playability)
	}
	const said = [playability.reason, playability.subreason, ...playability.messages]
		.join('\n')
		.toLowerCase()
		.replace(/[\u2018\u2019]/g, "'")
	if (BOT_CHECK.test(said)) return problem('botCheck', playability)
	if (PRIVATE.test(said)) return problem('videoPrivate', playability)
	if (AGE.test(said)) return problem('ageRestricted', playability)
	if (COUNTRY.test(said)) return problem('geoBlocked', playability)
	if (PAYMENT.test(said)) return problem('paymentRequired', playability)
	if (MEMBERS.test(said)) return problem('membersOnly', playability)
	if (status === 'ERROR' && UNAVAILABLE.test(said)) return problem('videoUnavailable', playability)
	return problem('unplayable', playability, true)
}

/**
 * Throws the PlayabilityError (a YouTubeError) for anything but `OK`.
 * @example assertPlayable(parsePlayerResponse(json).playability)
 */
export function assertPlayable(playability: Playability | null): void {
	const found = playabilityError(playability)
	if (found) throw new PlayabilityError(found)
}

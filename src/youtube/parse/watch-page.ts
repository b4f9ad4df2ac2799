/**
 * The watch page, `GET /watch?v=ID` (docs/youtube-data.md §§1 and 6): `ytInitialPlayerResponse`
 * (brace-matched), `ytInitialData`, the innertube key and client version, and the head's Open
 * Graph tags. Recognizes the pages YouTube serves instead: consent wall, captcha, anything else.
 */
import { YouTubeError } from '../errors'
import { extractJsonAssignment } from './brace-match'
import { detectInterstitial } from './interstitial'
import { type PageMeta, parsePageMeta } from './page-meta'
import { type PlayerResponse, parsePlayerResponse } from './player'

export interface WatchPage extends PageMeta {
	playerResponse: PlayerResponse
	/** `ytInitialData` (the watch-next data), raw; null when the page has none. */
	initialData: unknown
}

/**
 * Parses a watch page. Throws YouTubeError `consentWall` (EU consent interstitial),
 * `rateLimited` (captcha / unusual traffic page) or `upstreamError` (not a watch page: no
 * ytInitialPlayerResponse). Playability is not judged here: see assertPlayable.
 * @example const page = parseWatchPage(html); assertPlayable(page.playerResponse.playability)
 */
export function parseWatchPage(html: string): WatchPage {
	const interstitial = detectInterstitial(html)
	if (interstitial?.kind === 'consent') throw new YouTubeError('consentWall', interstitial.continueUrl ?? undefined)
	if (interstitial?.kind === 'captcha') {
		throw new YouTubeError('rateLimited', `captcha page (${interstitial.formActions.join(', ') || 'g-recaptcha'})`)
	}
	const player = extractJsonAssignment(html, 'ytInitialPlayerResponse')
	if (player === null) throw new YouTubeError('upstreamError', 'not a watch page: no ytInitialPlayerResponse')
	return {
		...parsePageMeta(html),
		playerResponse: parsePlayerResponse(player),
		initialData: extractJsonAssignment(html, 'ytInitialData'),
	}
}

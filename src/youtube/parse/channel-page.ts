/**
 * A channel page, `GET /@handle` or `/channel/UC…` (docs/youtube-data.md §3.3, "Channel page HTML"):
 * the head (og:title, the 900 px og:image, canonical `/channel/UC…`) and `ytInitialData`, the same
 * object a browse call answers.
 */
import { YouTubeError } from '../errors'
import { extractJsonAssignment } from './brace-match'
import { type BrowseResponse, readBrowseResponse } from './browse'
import { detectInterstitial } from './interstitial'
import { type PageMeta, parsePageMeta } from './page-meta'

export interface ChannelPage extends PageMeta {
	/** ytInitialData read as a browse answer. */
	browse: BrowseResponse
}

/**
 * Parses a channel page. Throws YouTubeError `consentWall`, `rateLimited` (captcha) or
 * `upstreamError` (no ytInitialData). Alerts are not judged here: see assertChannelAvailable.
 * @example channelFromBrowse(parseChannelPage(html).browse).title // 'Hospital Records'
 */
export function parseChannelPage(html: string): ChannelPage {
	const interstitial = detectInterstitial(html)
	if (interstitial?.kind === 'consent') throw new YouTubeError('consentWall', interstitial.continueUrl ?? undefined)
	if (interstitial?.kind === 'captcha') throw new YouTubeError('rateLimited', 'captcha page')
	const data = extractJsonAssignment(html, 'ytInitialData')
	if (data === null) throw new YouTubeError('upstreamError', 'not a channel page: no ytInitialData')
	return { ...parsePageMeta(html), browse: readBrowseResponse(data) }
}

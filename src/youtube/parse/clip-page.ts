/**
 * A clip's page, `GET /clip/ID` (docs/youtube-data.md §5.1): a watch page whose
 * `ytInitialData` names the video the clip is cut from and its range. No clip page was ever recorded
 * (tests/fixtures/youtube/MANIFEST.md), so this reads what yt-dlp's YoutubeClipIE reads:
 *
 * - the video: `currentVideoEndpoint.watchEndpoint.videoId`;
 * - the range: the `loopCommand` (`startTimeMs`, `endTimeMs`, numeric strings) that the clip's
 *   attribution panel plays, `engagementPanels[].engagementPanelSectionListRenderer.content
 *   .clipSectionRenderer.contents[].clipAttributionRenderer.onScrubExit.commandExecutorCommand
 *   .commands[].openPopupAction.popup.notificationActionRenderer.actionButton.buttonRenderer.command
 *   .commandExecutorCommand.commands[].loopCommand`;
 * - failing that, a `clipConfig` with the same two fields (where YouTube's lists of clips keep the
 *   range: `watchEndpoint.watchEndpointClipConfig.clipConfig`), in the page data or the player answer.
 */
import { YouTubeError } from '../errors'
import { extractJsonAssignment } from './brace-match'
import { detectInterstitial } from './interstitial'
import { at, findKey, list, num, str } from './json-read'

export interface ClipPage {
	/** The video the clip is cut from. */
	videoId: string
	/** The clip's range in the video, milliseconds. */
	startMs: number
	endMs: number
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/
/**
 * Names only a clip's data uses. With one of them but no readable range YouTube changed its page (upstreamError);
 * without any, the page has no clip: the one YouTube gives for a clip that does not exist (clipNotFound).
 */
const CLIP_MARKERS = /"(?:clipSectionRenderer|clipAttributionRenderer|clipConfig)"/

/**
 * Parses a clip's page. Throws YouTubeError `consentWall` or `rateLimited` (YouTube's pages instead of
 * it), `clipNotFound` (YouTube's page without clip data: the clip does not exist or was removed), or
 * `upstreamError` (no page data at all, or clip data this parser cannot read).
 * @example parseClipPage(html) // { videoId: 'ScPX26pdQik', startMs: 29000, endMs: 39700 }
 */
export function parseClipPage(html: string): ClipPage {
	const interstitial = detectInterstitial(html)
	if (interstitial?.kind === 'consent') throw new YouTubeError('consentWall', interstitial.continueUrl ?? undefined)
	if (interstitial?.kind === 'captcha') throw new YouTubeError('rateLimited', 'captcha page instead of a clip')
	const data = extractJsonAssignment(html, 'ytInitialData')
	// Every page of YouTube's has its data, the one for a missing clip too: without it the page is not YouTube's
	// or was cut short, and says nothing about the clip.
	if (data === null) throw new YouTubeError('upstreamError', 'clip page: no ytInitialData')
	const videoId = str(at(data, 'currentVideoEndpoint', 'watchEndpoint', 'videoId'))
	const range =
		loopRange(data) ?? configRange(data) ?? configRange(extractJsonAssignment(html, 'ytInitialPlayerResponse'))
	if (range === null) {
		if (CLIP_MARKERS.test(html))
			throw new YouTubeError('upstreamError', 'clip page: clip data without a readable range')
		throw new YouTubeError('clipNotFound', 'no clip data on the clip page')
	}
	if (videoId === null || !VIDEO_ID.test(videoId)) throw new YouTubeError('upstreamError', 'clip page: no video id')
	return { videoId, ...range }
}

type Range = Pick<ClipPage, 'startMs' | 'endMs'>

/** A range only when both ends are whole milliseconds and the clip lasts. */
function rangeOf(value: unknown): Range | null {
	const startMs = num(at(value, 'startTimeMs'))
	const endMs = num(at(value, 'endTimeMs'))
	if (startMs === null || endMs === null || !Number.isInteger(startMs) || !Number.isInteger(endMs)) return null
	return startMs >= 0 && endMs > startMs ? { startMs, endMs } : null
}

/** The loop the clip's attribution panel plays: yt-dlp's path, every list step searched. */
function loopRange(data: unknown): Range | null {
	for (const panel of list(at(data, 'engagementPanels'))) {
		const section = at(panel, 'engagementPanelSectionListRenderer', 'content', 'clipSectionRenderer', 'contents')
		for (const item of list(section)) {
			const scrub = at(item, 'clipAttributionRenderer', 'onScrubExit', 'commandExecutorCommand', 'commands')
			for (const command of list(scrub)) {
				const button = at(command, 'openPopupAction', 'popup', 'notificationActionRenderer', 'actionButton')
				const inner = at(button, 'buttonRenderer', 'command', 'commandExecutorCommand', 'commands')
				for (const step of list(inner)) {
					const range = rangeOf(at(step, 'loopCommand'))
					if (range) return range
				}
			}
		}
	}
	return null
}

function configRange(data: unknown): Range | null {
	return data === null ? null : rangeOf(findKey(data, 'clipConfig', 16))
}

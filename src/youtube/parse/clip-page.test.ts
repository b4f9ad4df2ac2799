import { describe, expect, test } from 'bun:test'
import { YouTubeError } from '../errors'
import { extractJsonAssignment } from './brace-match'
import { parseClipPage } from './clip-page'
import { fixtureText, thrownBy } from './test-fixtures'

/** Hand-made to yt-dlp's YoutubeClipIE structure (tests/fixtures/youtube/MANIFEST.md, "Hand-made"). */
const YT_DLP_CLIP = 'handmade/clip_UgytZKpehg-hEMBSn3F4AaABCQ.html'
const OUR_CLIP = 'handmade/clip_UgkxTubekitHandmadeClipOfeF8Qqp7rjDg.html'

/** The hand-made page with its `ytInitialData` replaced by `data`. */
function pageWith(data: unknown): string {
	const html = fixtureText(YT_DLP_CLIP)
	return html.replace(/var ytInitialData = .*;<\/script>/, `var ytInitialData = ${JSON.stringify(data)};</script>`)
}
const ytInitialData = () => extractJsonAssignment(fixtureText(YT_DLP_CLIP), 'ytInitialData') as Record<string, unknown>
const codeOf = (html: string) => {
	const thrown = thrownBy(() => parseClipPage(html))
	expect(thrown).toBeInstanceOf(YouTubeError)
	return (thrown as YouTubeError).code
}
const watchEndpoint = { watchEndpoint: { videoId: 'ScPX26pdQik' } }

describe('parseClipPage', () => {
	test('yt-dlp’s test clip: video ScPX26pdQik from 29.0 s to 39.7 s', () => {
		expect(parseClipPage(fixtureText(YT_DLP_CLIP))).toEqual({ videoId: 'ScPX26pdQik', startMs: 29_000, endMs: 39_700 })
	})

	test('the clip the transcript tests use', () => {
		expect(parseClipPage(fixtureText(OUR_CLIP))).toEqual({ videoId: 'eF8Qqp7rjDg', startMs: 56_000, endMs: 75_500 })
	})

	test('the loop is found at any place of yt-dlp’s lists (another command before it)', () => {
		const data = ytInitialData()
		const text = JSON.stringify(data).replace(
			'[{"loopCommand"',
			'[{"seekToVideoTimestampCommand":{"offsetFromVideoStartMilliseconds":"29000"}},{"loopCommand"',
		)
		const panels = (JSON.parse(text) as { engagementPanels: unknown[] }).engagementPanels
		const html = pageWith({
			...data,
			engagementPanels: [{ engagementPanelSectionListRenderer: { content: {} } }, ...panels],
		})
		expect(parseClipPage(html)).toEqual({ videoId: 'ScPX26pdQik', startMs: 29_000, endMs: 39_700 })
	})

	test('without the panel, a clipConfig with the range is read (as YouTube’s clip lists keep it)', () => {
		const clipConfig = { postId: 'UgytZKpehg-hEMBSn3F4AaABCQ', startTimeMs: '29000', endTimeMs: '39700' }
		const html = pageWith({
			currentVideoEndpoint: { watchEndpoint: { videoId: 'ScPX26pdQik', watchEndpointClipConfig: { clipConfig } } },
		})
		expect(parseClipPage(html)).toEqual({ videoId: 'ScPX26pdQik', startMs: 29_000, endMs: 39_700 })
	})

	test('a page without clip data is a clip that does not exist (also a plain watch page)', () => {
		expect(codeOf(fixtureText('ytta/watch_video_unavailable_2025-02.html'))).toBe('clipNotFound')
		expect(codeOf(fixtureText('ytt-dart/watch_eF8Qqp7rjDg_2025-12.html'))).toBe('clipNotFound')
		expect(codeOf(pageWith({ currentVideoEndpoint: watchEndpoint }))).toBe('clipNotFound')
	})

	test('a page without YouTube’s data (another page, or one cut short) says nothing about the clip', () => {
		expect(codeOf('<!DOCTYPE html><html><body>Not here</body></html>')).toBe('upstreamError')
		const html = fixtureText(YT_DLP_CLIP)
		expect(codeOf(html.slice(0, html.indexOf('var ytInitialData') + 200))).toBe('upstreamError')
	})

	test('clip data this parser cannot read is YouTube’s change, not a missing clip', () => {
		const data = ytInitialData()
		const without = (from: string, to: string) => pageWith(JSON.parse(JSON.stringify(data).replace(from, to)))
		// The panel is there, its loop has no range, or one that ends before it starts.
		expect(codeOf(without('"loopCommand"', '"otherCommand"'))).toBe('upstreamError')
		expect(codeOf(without('"39700"', '"29000"'))).toBe('upstreamError')
		expect(codeOf(without('"29000"', '"soon"'))).toBe('upstreamError')
		// A range, but no video (or not a video id).
		expect(codeOf(pageWith({ ...data, currentVideoEndpoint: {} }))).toBe('upstreamError')
		expect(codeOf(without('"videoId":"ScPX26pdQik"', '"videoId":"nope"'))).toBe('upstreamError')
	})

	test('YouTube’s own pages instead of the clip: consent wall, captcha', () => {
		expect(codeOf(fixtureText('ytta/consent_page_2021.html'))).toBe('consentWall')
		expect(codeOf(fixtureText('ytta/recaptcha_unusual_traffic_2021.html'))).toBe('rateLimited')
	})
})

/** Clip links in the thumbnail tool: the thumbnails of the video the clip is cut from. */
import { describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { postJson, withFakeYouTube } from '../../../tests/support/with-fake-youtube'
import type { ThumbnailsResult } from './schema'

const env = withFakeYouTube()
const post = (body: unknown, headers: Record<string, string> = {}) =>
	postJson(env, '/api/tools/thumbnails', body, headers)
const requestsOf = (route: string) => env.youtube.requests.filter((r) => r.route === route)

describe('POST /api/tools/thumbnails with a clip link', () => {
	test('yt-dlp’s test clip: the thumbnails of ScPX26pdQik, and the clip’s range', async () => {
		const res = await post({ video_url: '(https://youtube.com/clip/UgytZKpehg-hEMBSn3F4AaABCQ?si=x).' })
		expect(res.status).toBe(200)
		const body = (await res.json()) as ThumbnailsResult
		expect(body.videoId).toBe('ScPX26pdQik')
		expect(body.clip).toEqual({ id: 'UgytZKpehg-hEMBSn3F4AaABCQ', start: 29, end: 39.7 })
		expect(body.qualities.map((q) => q.name)).toContain('maxresdefault')
		// The probes were of the clip's video.
		expect(new Set(requestsOf('thumbnail').map((r) => r.path.split('/')[2]))).toEqual(new Set(['ScPX26pdQik']))
		// Its video's answer is the video's own, cached without the clip.
		const video = (await (await post({ video_url: 'ScPX26pdQik' })).json()) as ThumbnailsResult
		expect(video).not.toHaveProperty('clip')
		expect(video.qualities).toEqual(body.qualities)
	})

	test('an unknown clip: 404 clipNotFound in the page’s language, nothing probed', async () => {
		const res = await post(
			{ video_url: 'https://www.youtube.com/clip/UgkxThisClipWasNeverMadeForAnyVideo0' },
			{ 'X-Tubekit-Lang': 'nl' },
		)
		expect(res.status).toBe(404)
		expect(((await res.json()) as { error: unknown }).error).toEqual({
			code: 'clipNotFound',
			message: DICT.nl.errors.clipNotFound,
		})
		expect(requestsOf('thumbnail')).toHaveLength(0)
		// A clip link without an id is no link to anything.
		const res2 = await post({ video_url: 'https://www.youtube.com/clip/' })
		expect(res2.status).toBe(400)
		expect(((await res2.json()) as { error: { code: string } }).error.code).toBe('invalidVideoUrl')
	})
})

/**
 * Clip links in the transcript tool: the clip's page (hand-made to yt-dlp's structure, served by
 * the fake YouTube) names eF8Qqp7rjDg from 56 s to 75.5 s; the answer holds that range's cues, or the whole video.
 */
import { describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { postJson, withFakeYouTube } from '../../../tests/support/with-fake-youtube'
import type { TranscriptResult } from './schema'

const CLIP_ID = 'UgkxTubekitHandmadeClipOfeF8Qqp7rjDg'
const CLIP = `https://youtube.com/clip/${CLIP_ID}?si=shared`
const UNKNOWN = 'https://www.youtube.com/clip/UgkxThisClipWasNeverMadeForAnyVideo0'

const env = withFakeYouTube()
const post = (body: unknown, headers: Record<string, string> = {}) =>
	postJson(env, '/api/tools/transcript', body, headers)
const requestsOf = (route: string) => env.youtube.requests.filter((r) => r.route === route)
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error

describe('POST /api/tools/transcript with a clip link', () => {
	test('the clip’s range by default: its cues only, still timed in the video, and the clip named', async () => {
		const res = await post({ video_url: CLIP })
		expect(res.status).toBe(200)
		const body = (await res.json()) as TranscriptResult
		expect(body).toMatchObject({
			videoId: 'eF8Qqp7rjDg',
			title: 'Halloween Infrastructure Update - 27th October 2023',
			language: 'en',
			clip: { id: CLIP_ID, start: 56, end: 75.5, range: 'clip' },
		})
		// Every cue overlaps 56–75.5 s; the first began before it and still runs, the last starts inside it.
		expect(body.cues.every((c) => c.start < 75.5 && c.start + c.duration > 56)).toBe(true)
		expect(body.cues[0]).toEqual({ start: 50.52, duration: 6.28, text: 'path with some updated' })
		expect(body.cues.at(-1)?.start).toBe(73.159)
		expect(body.cues).toHaveLength(9)
		expect(body.text).toStartWith('path with some updated')
		expect(body.text).not.toContain('citizens of the world')
		// The video's track list is the whole video's, and the clip page was read once.
		expect(body.tracks.map((t) => t.id)).toEqual(['a.en'])
		expect(requestsOf('clip').map((r) => r.path)).toEqual([`/clip/${CLIP_ID}`])
		expect(requestsOf('clip')[0]?.host).toBe('www.youtube.com')
	})

	test('range video: the whole video, marked as the clip’s; the clip page is read once for both', async () => {
		await post({ video_url: CLIP })
		const body = (await (await post({ video_url: CLIP, range: 'video' })).json()) as TranscriptResult
		expect(body.cues).toHaveLength(133)
		expect(body.clip).toEqual({ id: CLIP_ID, start: 56, end: 75.5, range: 'video' })
		expect(body.text).toStartWith('citizens of the world')
		expect(requestsOf('clip').length).toBeLessThanOrEqual(1)
		// A video link knows no range: the whole video, without `clip`.
		const video = (await (await post({ video_url: 'eF8Qqp7rjDg', range: 'clip' })).json()) as TranscriptResult
		expect(video.cues).toHaveLength(133)
		expect(video).not.toHaveProperty('clip')
	})

	test('an unknown clip: 404 clipNotFound in the page’s language, and no caption lookup', async () => {
		const res = await post({ video_url: UNKNOWN }, { 'X-Tubekit-Lang': 'tr' })
		expect(res.status).toBe(404)
		expect(await errorOf(res)).toEqual({ code: 'clipNotFound', message: DICT.tr.errors.clipNotFound })
		expect(requestsOf('player')).toHaveLength(0)
	})

	test('YouTube refusing the clip page: the same 503 as any refusal, never a 5xx of ours', async () => {
		env.youtube.fail('captcha', { paths: /^\/clip\// })
		// yt-dlp's clip: not asked for before in this file, so not cached.
		const res = await post({ video_url: 'https://www.youtube.com/clip/UgytZKpehg-hEMBSn3F4AaABCQ' })
		expect(res.status).toBe(503)
		expect((await errorOf(res)).code).toBe('youtubeBlocked')
	})

	test('a range that is neither: 400 validation', async () => {
		const res = await post({ video_url: CLIP, range: 'first-half' })
		expect(res.status).toBe(400)
		expect((await errorOf(res)).code).toBe('validation')
	})
})

describe('GET /api/tools/transcript/download with a clip link', () => {
	const download = (query: Record<string, string>) =>
		env.app.app.request(`/api/tools/transcript/download?${new URLSearchParams(query)}`)

	test('SRT of the clip’s cues only, JSON naming the clip; range video gives the whole video', async () => {
		const srt = await (await download({ video: CLIP, format: 'srt' })).text()
		expect(srt).toStartWith('1\n00:00:50,520 --> ')
		expect(srt.match(/ --> /g)).toHaveLength(9)
		const json = (await (await download({ video: CLIP, range: 'clip', format: 'json' })).json()) as TranscriptResult
		expect(json.clip).toEqual({ id: CLIP_ID, start: 56, end: 75.5, range: 'clip' })
		expect(json.cues).toHaveLength(9)
		const whole = await (await download({ video: CLIP, range: 'video', format: 'vtt' })).text()
		expect(whole.match(/ --> /g)?.length).toBeGreaterThan(100)
	})
})

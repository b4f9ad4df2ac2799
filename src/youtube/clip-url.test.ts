import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { CLIP_ID_PATTERN, clipUrlFor, isClipLink, parseVideoLink, parseVideoUrl, type VideoLinkResult } from './url'

/** yt-dlp's YoutubeClipIE test clip (2021 shape) and one of today's 36-character ids. */
const OLD = 'UgytZKpehg-hEMBSn3F4AaABCQ'
const NEW = 'UgkxU2HSeGL_NvmDJ-nQJrlLwllwMDBdGZFs'

const clip = (clipId: string): VideoLinkResult => ({ ok: true, kind: 'clip', clipId })

const cases: [string, VideoLinkResult][] = [
	[`https://www.youtube.com/clip/${OLD}`, clip(OLD)],
	[`https://youtube.com/clip/${NEW}?si=bVLQt1Bdnk8AkusH`, clip(NEW)],
	[`https://m.youtube.com/clip/${NEW}`, clip(NEW)],
	[`youtube.com/clip/${NEW}/`, clip(NEW)],
	[`http://www.youtube.com/clip/${NEW}#t=3`, clip(NEW)],
	[`WWW.YOUTUBE.COM/CLIP/${NEW}`, clip(NEW)],
	// as people paste them: chat and Markdown punctuation, a sentence's full stop
	[`(https://youtube.com/clip/${NEW}?si=x).`, clip(NEW)],
	[`<https://www.youtube.com/clip/${NEW}>`, clip(NEW)],
	[`[the best part](https://youtube.com/clip/${NEW})`, clip(NEW)],
	[`"https://youtube.com/clip/${NEW}"`, clip(NEW)],
	// behind YouTube's consent page
	[`https://consent.youtube.com/m?continue=${encodeURIComponent(`https://www.youtube.com/clip/${NEW}`)}`, clip(NEW)],
	// no clip id
	['https://www.youtube.com/clip/', { ok: false, reason: 'noVideoId' }],
	['https://www.youtube.com/clip/abc', { ok: false, reason: 'noVideoId' }],
	[`https://www.youtube.com/clip/${NEW}$`, { ok: false, reason: 'noVideoId' }],
	// not YouTube, however it looks
	[`https://youtube.com.evil.example/clip/${NEW}`, { ok: false, reason: 'notYouTube' }],
	[`https://example.com/clip/${NEW}`, { ok: false, reason: 'notYouTube' }],
	// a clip path on youtu.be is a video id there, and this one is not one
	[`https://youtu.be/clip/${NEW}`, { ok: false, reason: 'noVideoId' }],
	// every other link reads as parseVideoUrl reads it
	['https://youtu.be/dQw4w9WgXcQ?t=42', { ok: true, videoId: 'dQw4w9WgXcQ', startSeconds: 42 }],
	['https://www.youtube.com/@Gronkh', { ok: false, reason: 'channel' }],
]

describe('parseVideoLink: clip links', () => {
	test.each(cases)('%s', (input, expected) => {
		expect(parseVideoLink(input)).toStrictEqual(expected)
	})

	test('isClipLink tells clips from videos and failures; parseVideoUrl still finds no video in a clip', () => {
		// The tools that take no clips keep saying so.
		expect(parseVideoUrl(`https://youtube.com/clip/${NEW}`)).toStrictEqual({ ok: false, reason: 'noVideoId' })
		expect(isClipLink(parseVideoLink(clipUrlFor(OLD)))).toBe(true)
		expect(isClipLink(parseVideoLink('dQw4w9WgXcQ'))).toBe(false)
		expect(isClipLink(parseVideoLink('nonsense'))).toBe(false)
	})

	test('a clip id always round-trips through its link, and random input never throws', () => {
		const clipId = fc
			.stringMatching(/^[A-Za-z0-9_-]{20,60}$/)
			.map((rest) => `Ug${rest}`)
			.filter((id) => CLIP_ID_PATTERN.test(id))
		fc.assert(
			fc.property(clipId, (id) => expect(parseVideoLink(clipUrlFor(id))).toStrictEqual(clip(id))),
			{
				numRuns: 300,
			},
		)
		fc.assert(
			fc.property(fc.string(), (rest) => {
				const result = parseVideoLink(`https://www.youtube.com/clip/${rest}`)
				if (isClipLink(result)) expect(result.clipId).toMatch(CLIP_ID_PATTERN)
			}),
			{ numRuns: 500 },
		)
	})
})

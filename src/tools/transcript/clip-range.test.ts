import { describe, expect, test } from 'bun:test'
import { cuesInClip, withClip } from './clip-range'
import { formatTranscript } from './format'
import type { TranscriptResult } from './schema'

const cue = (start: number, duration: number, text: string) => ({ start, duration, text })
const CUES = [
	cue(20, 5, 'before the clip'),
	cue(26, 4, 'still on screen when it starts'),
	cue(29, 0, 'no duration, at its start'),
	cue(33, 3, 'inside'),
	cue(39.5, 2, 'starts before its end'),
	cue(39.7, 2, 'starts at its end'),
	cue(45, 2, 'after'),
]

const result: TranscriptResult = {
	title: 'A video',
	text: 'every word',
	videoId: 'ScPX26pdQik',
	language: 'en',
	isGenerated: false,
	isTranslated: false,
	trackId: '.en',
	tracks: [{ code: 'en', name: 'English', kind: 'uploaded', id: '.en' }],
	chapters: [],
	cues: CUES,
}

describe('a clip’s part of a transcript', () => {
	test('the cues shown at some moment of the clip, timed as in the video', () => {
		expect(cuesInClip(CUES, 29, 39.7).map((c) => c.text)).toEqual([
			'still on screen when it starts',
			'no duration, at its start',
			'inside',
			'starts before its end',
		])
		expect(cuesInClip(CUES, 100, 110)).toEqual([])
	})

	test('range clip: cues and readable text cut to the clip, the clip named in the answer and its JSON file', () => {
		const clipped = withClip(result, 'UgytZKpehg-hEMBSn3F4AaABCQ', { startMs: 29_000, endMs: 39_700 }, 'clip')
		expect(clipped.clip).toEqual({ id: 'UgytZKpehg-hEMBSn3F4AaABCQ', start: 29, end: 39.7, range: 'clip' })
		expect(clipped.cues).toHaveLength(4)
		expect(clipped.cues[0]).toEqual(cue(26, 4, 'still on screen when it starts'))
		// The readable text (the API's `text`, transcript.txt) is made from the clip's cues alone.
		expect(formatTranscript(clipped, 'txt')).toStartWith('still on screen when it starts')
		expect(formatTranscript(clipped, 'txt')).not.toContain('before the clip')
		expect(formatTranscript(clipped, 'srt')).toStartWith(
			'1\n00:00:26,000 --> 00:00:29,000\nstill on screen when it starts\n',
		)
		const file = JSON.parse(formatTranscript(clipped, 'json'))
		expect(Object.keys(file)).toEqual(['videoId', 'title', 'language', 'isGenerated', 'isTranslated', 'clip', 'cues'])
		expect(file.clip).toEqual(clipped.clip)
		// A video link's JSON file stays as it was.
		expect(Object.keys(JSON.parse(formatTranscript(result, 'json')))).not.toContain('clip')
	})

	test('range video: the whole video, marked as a clip link’s', () => {
		const whole = withClip(result, 'UgytZKpehg-hEMBSn3F4AaABCQ', { startMs: 29_000, endMs: 39_700 }, 'video')
		expect(whole).toEqual({
			...result,
			clip: { id: 'UgytZKpehg-hEMBSn3F4AaABCQ', start: 29, end: 39.7, range: 'video' },
		})
	})
})

import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { type FakeYouTube, startFakeYouTube } from '../../../tests/support/fake-youtube'
import { loadConfig } from '../../core/config'
import { createUpstream } from '../../youtube/upstream.server'
import type { TranscriptPageResult } from './schema'
import { readableSections, sectionsText } from './sections'
import { createTranscriptService } from './service.server'

/** The readable text as the API's whole answer holds it (api.ts builds it from the lookup's cues and chapters). */
const textOf = (result: TranscriptPageResult) => sectionsText(readableSections(result.cues, result.chapters))

const SRV1 = 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'

// Caching: track lists hold signed caption URLs that expire about 6 hours after
// YouTube hands them out, so a list is kept an hour at most and never near that expiry;
// texts are kept by track and translation target.
let youtube: FakeYouTube
beforeAll(async () => {
	// KI7fMGRg0Wk's captions were not recorded: the recorded srv1 body stands in for its German track.
	youtube = await startFakeYouTube({
		captions: [{ videoId: 'KI7fMGRg0Wk', lang: 'de', kind: 'asr', fmt: 'srv1', file: SRV1 }],
	})
})
afterAll(() => youtube.stop())
beforeEach(() => youtube.reset())

function service(now: () => number = Date.now, chaptersGraceMs?: number) {
	const upstream = createUpstream({
		overrides: loadConfig({ UPSTREAM_OVERRIDES: youtube.overrides }).upstreamOverrides,
		proxy: null,
		timeoutMs: 2000,
	})
	return createTranscriptService({ upstream, now, ...(chaptersGraceMs === undefined ? {} : { chaptersGraceMs }) })
}

/** The caption lookups' requests; the chapters' `next` call has its own cache (tested below). */
const routes = () => youtube.requests.map((r) => r.route).filter((route) => route !== 'next')
const nextCalls = () => youtube.requests.filter((r) => r.route === 'next')

test('a list is kept for an hour, a text for three; then YouTube is asked again', async () => {
	let clock = Date.now()
	const transcripts = service(() => clock)
	await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')
	expect(routes()).toEqual(['player', 'timedtext'])
	clock += 59 * 60_000
	await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')
	expect(routes()).toEqual(['player', 'timedtext'])
	clock += 2 * 60_000
	await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')
	expect(routes()).toEqual(['player', 'timedtext', 'player'])
	clock += 3 * 3600_000
	await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')
	expect(routes()).toEqual(['player', 'timedtext', 'player', 'player', 'timedtext'])
})

test('a list whose URLs expire within half an hour is not kept', async () => {
	// The fake hands out URLs that expire in 6 hours; this clock is 5 h 45 min later already.
	let clock = Date.now() + (5 * 60 + 45) * 60_000
	const transcripts = service(() => clock)
	await transcripts.forVideo('eF8Qqp7rjDg', 'a.en', 'en')
	clock += 1000
	await transcripts.forVideo('eF8Qqp7rjDg', 'a.en', 'en')
	// The list is asked for again; the text (not signed, not expiring) comes from the cache.
	expect(routes()).toEqual(['player', 'timedtext', 'player'])
})

describe('chapters', () => {
	test('from `next`, asked for alongside the captions and kept; the text is grouped under them', async () => {
		let clock = Date.now()
		const transcripts = service(() => clock)
		const result = await transcripts.forVideo('KI7fMGRg0Wk', undefined, 'de')
		expect(result.chapters).toHaveLength(13)
		expect(result.chapters.slice(0, 2)).toEqual([
			{ start: 0, title: 'Guten Abend' },
			{
				start: 18,
				title: 'Corona-Inzidenzwerte erreichen zum Teil die zwischen Bund und Ländern vereinbarte Notbremse',
			},
		])
		expect(nextCalls()).toHaveLength(1)
		expect(nextCalls()[0]?.body).toMatchObject({ videoId: 'KI7fMGRg0Wk', context: { client: { clientName: 'WEB' } } })
		// The stand-in captions run to 403 s: the chapters up to 402 s that have words, each once, in order.
		const text = textOf(result)
		expect(text).toStartWith('Guten Abend\n-----------\n\ncitizens of the world')
		const headings = text.split('\n').filter((line, i, lines) => /^-{3,}$/.test(lines[i + 1] ?? '') && line)
		expect(headings).toEqual(result.chapters.filter((c) => c.start <= 400).map((c) => c.title))
		clock += 2 * 3600_000
		await transcripts.forVideo('KI7fMGRg0Wk', 'a.de', 'de')
		expect(nextCalls()).toHaveLength(1)
	})

	test('`next` refused: the player answer’s description gives the same chapters; the transcript is whole', async () => {
		youtube.fail('captcha', { paths: /\/youtubei\/v1\/next/ })
		const result = await service().forVideo('KI7fMGRg0Wk', undefined, 'de')
		expect(result.cues).toHaveLength(133)
		expect(result.chapters.map((c) => c.start)).toEqual([0, 18, 196, 224, 254, 402, 435, 464, 598, 725, 827, 852, 870])
	})

	test('`next` slow: the transcript does not wait past the grace, and the description answers', async () => {
		youtube.fail('slow', { paths: /\/youtubei\/v1\/next/, delayMs: 1500 })
		const started = performance.now()
		const result = await service(Date.now, 50).forVideo('KI7fMGRg0Wk', undefined, 'de')
		expect(performance.now() - started).toBeLessThan(1400)
		expect(result.chapters).toHaveLength(13)
	})

	test('a video whose `next` has none: no chapters, and the text is what it always was', async () => {
		const result = await service().forVideo('eF8Qqp7rjDg', undefined, 'en')
		expect(result.chapters).toEqual([])
		expect(textOf(result)).not.toContain('\n---')
		expect(nextCalls()).toHaveLength(1)
	})

	test('no `next` call for a video the player says is not there', async () => {
		await expect(service().forVideo('aaaaaaaaaaa', undefined, 'en')).rejects.toMatchObject({ code: 'videoUnavailable' })
		expect(nextCalls()).toEqual([])
	})
})

describe('the built answer is kept', () => {
	test('a warm request asks YouTube nothing and returns the answer built before, equal to a fresh one', async () => {
		let clock = Date.now()
		const transcripts = service(() => clock)
		const first = await transcripts.forVideo('KI7fMGRg0Wk', undefined, 'de')
		const requests = youtube.requests.length
		const warm = await transcripts.forVideo('KI7fMGRg0Wk', undefined, 'de')
		expect(youtube.requests).toHaveLength(requests)
		// The same object: no cue mapped, no text rebuilt.
		expect(warm).toBe(first)
		expect(warm).toEqual(await service().forVideo('KI7fMGRg0Wk', undefined, 'de'))
		// Without chapters (the hashtag tool) is another answer, kept too.
		const plain = await transcripts.forVideo('KI7fMGRg0Wk', undefined, 'de', undefined, false)
		expect(plain.chapters).toEqual([])
		expect(await transcripts.forVideo('KI7fMGRg0Wk', undefined, 'de', undefined, false)).toBe(plain)
		expect(await transcripts.forVideo('KI7fMGRg0Wk', undefined, 'de')).toBe(first)
		// The list's hour is over: the list is asked for again and the answer built from it anew, the same answer.
		clock += 61 * 60_000
		const later = await transcripts.forVideo('KI7fMGRg0Wk', undefined, 'de')
		expect(later).not.toBe(first)
		expect(later).toEqual(first)
	})

	test('other chapters build the answer again; the same chapters read again keep it', async () => {
		const upstream = createUpstream({
			overrides: loadConfig({ UPSTREAM_OVERRIDES: youtube.overrides }).upstreamOverrides,
			proxy: null,
			timeoutMs: 2000,
		})
		// The uploader edits the chapters between two requests (each answer a new array, as a cache reload gives).
		let chapters = [{ start: 0, title: 'Intro' }]
		const reader = { chaptersOf: async () => chapters.map((c) => ({ ...c })) }
		const transcripts = createTranscriptService({ upstream, chapters: reader })
		const first = await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')
		expect(await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')).toBe(first)
		chapters = [
			{ start: 0, title: 'Intro' },
			{ start: 60, title: 'Main part' },
		]
		const edited = await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')
		expect(edited).not.toBe(first)
		expect(edited.chapters).toEqual(chapters)
		expect(textOf(edited)).toContain('Main part\n---------')
		expect(edited.cues).toEqual(first.cues)
	})

	test('a clip’s cut is kept with the answer', async () => {
		const transcripts = service()
		const result = await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')
		const clip = { startMs: 29_000, endMs: 39_700 }
		const cut = transcripts.forClip(result, 'UgytZKpehg-hEMBSn3F4AaABCQ', clip, 'clip')
		expect(cut.cues.length).toBeLessThan(result.cues.length)
		expect(transcripts.forClip(result, 'UgytZKpehg-hEMBSn3F4AaABCQ', clip, 'clip')).toBe(cut)
		const whole = transcripts.forClip(result, 'UgytZKpehg-hEMBSn3F4AaABCQ', clip, 'video')
		expect(whole.cues).toBe(result.cues)
	})
})

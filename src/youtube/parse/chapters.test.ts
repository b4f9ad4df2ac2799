import { describe, expect, test } from 'bun:test'
import { extractJsonAssignment } from './brace-match'
import { descriptionChapters, descriptionTimestamps, parseNextChapters } from './chapters'
import { parsePlayerResponse } from './player'
import { fixtureJson, fixtureText, thrownBy } from './test-fixtures'

const UD9 = 'newpipe/next_web_ud9d5cMDP_0_chapters.json'
const KI7 = 'newpipe/next_web_KI7fMGRg0Wk_chapters.json'

describe('chapters of a `next` answer (rows 61–62)', () => {
	test('ud9d5cMDP_0: seven chapters from the player bar, in seconds', () => {
		const found = parseNextChapters(fixtureJson(UD9))
		expect(found.chapters).toHaveLength(7)
		expect(found.chapters[0]).toEqual({ start: 0, title: 'Ein erstaunlich kontroverses Thema' })
		expect(found.chapters[1]).toEqual({ start: 164, title: 'Was ist Vitamin D?' })
		expect(found.chapters.at(-1)).toEqual({ start: 981, title: 'Keksempfehlungen' })
	})

	test('KI7fMGRg0Wk: thirteen, the same from the bar, the panel and the description', () => {
		const found = parseNextChapters(fixtureJson(KI7))
		expect(found.chapters.map((c) => c.start)).toEqual([0, 18, 196, 224, 254, 402, 435, 464, 598, 725, 827, 852, 870])
		expect(found.chapters[9]?.title).toBe("Neuseeland verteidigt America's Cup")
		expect(descriptionChapters(found.description?.text)).toEqual(found.chapters)
	})

	test('without the player bar the panel answers; without both, the description', () => {
		const json = fixtureJson(KI7) as Record<string, unknown>
		const expected = parseNextChapters(json).chapters
		expect(parseNextChapters({ ...json, playerOverlays: {} }).chapters).toEqual(expected)
		expect(parseNextChapters({ ...json, playerOverlays: {}, engagementPanels: [] }).chapters).toEqual(expected)
	})

	test('a mix window and the answer for a missing video have none', () => {
		expect(parseNextChapters(fixtureJson('newpipe/next_mix_RDFAqYW76GLPA_page1.json')).chapters).toEqual([])
		expect(parseNextChapters(fixtureJson('newpipe/next_mix_RDabcde_invalid_video.json')).chapters).toEqual([])
		expect(parseNextChapters({}).chapters).toEqual([])
		expect((thrownBy(() => parseNextChapters('<html>')) as { code?: string }).code).toBe('upstreamError')
	})

	test('a watch page’s ytInitialData is the same answer: sixteen chapters of eF8Qqp7rjDg', () => {
		const data = extractJsonAssignment(fixtureText('ytt-dart/watch_eF8Qqp7rjDg_2025-12.html'), 'ytInitialData')
		const found = parseNextChapters(data)
		expect(found.chapters).toHaveLength(16)
		expect(found.chapters.slice(0, 3)).toEqual([
			{ start: 0, title: 'Introduction' },
			{ start: 28, title: 'New videos' },
			{ start: 56, title: 'Additional free VM options' },
		])
		// Its description writes "00:28 - New videos": the dash is no part of the title.
		expect(descriptionChapters(found.description?.text)).toEqual(found.chapters)
	})
})

describe('chapters of a description (the player answer’s shortDescription)', () => {
	test('the recorded players say what their `next` answers say', () => {
		for (const [player, next] of [
			['newpipe/player_visionos_ud9d5cMDP_0_de_manual_only.json', UD9],
			['newpipe/player_visionos_KI7fMGRg0Wk_de_asr_only.json', KI7],
			['ytt-dart/player_android_eF8Qqp7rjDg.json', null],
		] as const) {
			const video = parsePlayerResponse(fixtureJson(player)).video
			const chapters = descriptionChapters(video?.shortDescription, video?.lengthSeconds)
			if (next) expect(chapters).toEqual(parseNextChapters(fixtureJson(next)).chapters)
			else expect(chapters).toHaveLength(16)
		}
	})

	test('zero-padded, hour and bracketed forms; the title on either side', () => {
		const text = ['(00:00) Intro', '1:02:03 – Late part', 'Outro - 1:10:00', '[1:15:00] End'].join('\n')
		expect(descriptionTimestamps(text)).toEqual([
			{ timestamp: '00:00', seconds: 0, title: 'Intro' },
			{ timestamp: '1:02:03', seconds: 3723, title: 'Late part' },
			{ timestamp: '1:10:00', seconds: 4200, title: 'Outro' },
			{ timestamp: '1:15:00', seconds: 4500, title: 'End' },
		])
	})

	test('YouTube’s rule: 0:00 first, at least three, ascending, each at least 10 s', () => {
		const ok = '0:00 A\n0:10 B\n0:20 C'
		expect(descriptionChapters(ok).map((c) => c.title)).toEqual(['A', 'B', 'C'])
		expect(descriptionChapters('0:05 A\n0:20 B\n0:40 C')).toEqual([])
		expect(descriptionChapters('0:00 A\n0:20 B')).toEqual([])
		expect(descriptionChapters('0:00 A\n0:09 B\n0:40 C')).toEqual([])
		// The last chapter too, when the video's length is known.
		expect(descriptionChapters(ok, 25)).toEqual([])
		expect(descriptionChapters(ok, 30)).toHaveLength(3)
		// The list ends where the times go back (a later "see 0:10" line is no chapter).
		expect(descriptionChapters(`${ok}\n0:10 again`)).toHaveLength(3)
	})

	test('what is no chapter: dates, clock readings inside sentences, bare times, bad seconds', () => {
		expect(descriptionTimestamps('Live at 20:00 Uhr today')).toEqual([])
		expect(descriptionTimestamps('17.03.2021 12:00:00:00')).toEqual([])
		expect(descriptionTimestamps('0:00')).toEqual([])
		expect(descriptionTimestamps('0:75 Nope')).toEqual([])
		expect(descriptionTimestamps('► 0:00 Start')).toEqual([{ timestamp: '0:00', seconds: 0, title: 'Start' }])
		expect(descriptionChapters(null)).toEqual([])
	})
})

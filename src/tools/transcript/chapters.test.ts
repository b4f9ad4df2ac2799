/**
 * Chapters through the API, the download endpoint and the form without JavaScript, against the
 * fake YouTube: KI7fMGRg0Wk's `next` answer (13 chapters) and its player answer (VISIONOS) are recorded; its
 * captions are not, so the recorded srv1 body of eF8Qqp7rjDg (0–403 s) stands in for its German track.
 */
import { describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { attrs, decodeAmp as decode, texts } from '../../../tests/support/html'
import { postJson, withFakeYouTube } from '../../../tests/support/with-fake-youtube'
import type { TranscriptResult } from './schema'

const SRV1 = 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml'
const VIDEO = 'https://www.youtube.com/watch?v=KI7fMGRg0Wk'
/** The chapters the stand-in captions reach (the last cue starts at 400.24 s). */
const SPOKEN = [
	'Guten Abend',
	'Corona-Inzidenzwerte erreichen zum Teil die zwischen Bund und Ländern vereinbarte Notbremse',
	'Laut WHO überwiegen beim AstraZeneca-Impfstoff die Vorteile',
	'Pandemie dämpft Konjunkturprognose für 2021',
	'Regierung beschließt mehr Prämien und Zuschüsse für Ausbildungsbetriebe',
]

const env = withFakeYouTube(
	{ RATE_LIMIT_API_PER_MINUTE: '40' },
	{ captions: [{ videoId: 'KI7fMGRg0Wk', lang: 'de', kind: 'asr', fmt: 'srv1', file: SRV1 }] },
)
const download = (query: Record<string, string>) =>
	env.app.app.request(`/api/tools/transcript/download?${new URLSearchParams(query)}`)

describe('chapters in the API', () => {
	test('POST answers the chapters, and the text under their headings', async () => {
		const res = await postJson(env, '/api/tools/transcript', { video_url: VIDEO })
		expect(res.status).toBe(200)
		const body = (await res.json()) as TranscriptResult
		expect(body.chapters).toHaveLength(13)
		expect(body.chapters[12]).toEqual({ start: 870, title: 'Das Wetter' })
		expect(body.text).toStartWith('Guten Abend\n-----------\n\ncitizens of the world')
		expect(body.text).toContain('\n\nLaut WHO überwiegen beim AstraZeneca-Impfstoff die Vorteile\n----')
	})

	test('a video without chapters answers an empty list and the text it always had', async () => {
		const body = (await (await postJson(env, '/api/tools/transcript', { video_url: 'eF8Qqp7rjDg' })).json()) as {
			chapters: unknown
			text: string
		}
		expect(body.chapters).toEqual([])
		expect(body.text).toStartWith('citizens of the world')
	})

	test('the Markdown file: title, the spoken chapters as headings, a link to each paragraph’s moment', async () => {
		const res = await download({ video: VIDEO, format: 'md' })
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
		// The title's colon is one Windows refuses (core/file-name.ts).
		expect(res.headers.get('content-disposition')).toContain(
			'filename="tagesschau 20_00 Uhr, 17.03.2021 [KI7fMGRg0Wk].de.md"',
		)
		const md = await res.text()
		expect(md).toStartWith(
			'# tagesschau 20:00 Uhr, 17.03.2021\n\n## Guten Abend\n\n[0:00](https://youtu.be/KI7fMGRg0Wk?t=0) citizens of the world',
		)
		expect([...md.matchAll(/^## .*$/gm)].map((m) => m[0])).toEqual(SPOKEN.map((title) => `## ${title}`))
		const links = md.match(/^\[(\d+:\d\d)\]\(https:\/\/youtu\.be\/KI7fMGRg0Wk\?t=(\d+)\) /gm) ?? []
		expect(links.length).toBeGreaterThan(5)
		// Each link's label and its t= are the same moment.
		for (const link of links) {
			const [, label = '', seconds = ''] = /^\[(\d+):(\d\d)\]/.exec(link) ?? []
			expect(Number(label) * 60 + Number(seconds)).toBe(Number(/t=(\d+)/.exec(link)?.[1]))
		}
	})

	test('txt has the headings, JSON the chapters, SRT none of them', async () => {
		const txt = await (await download({ video: VIDEO, format: 'txt-timestamps' })).text()
		expect(txt).toStartWith('Guten Abend\n-----------\n\n[0:00] citizens of the world')
		const json = (await (await download({ video: VIDEO, format: 'json' })).json()) as TranscriptResult
		expect(json.chapters).toHaveLength(13)
		const srt = await (await download({ video: VIDEO, format: 'srt' })).text()
		expect(srt).not.toContain('Guten Abend')
		expect(srt).toStartWith('1\n00:00:00,560 --> ')
	})

	test('a format that is none: 400 validation, localized', async () => {
		const res = await env.app.app.request(
			`/api/tools/transcript/download?${new URLSearchParams({ video: VIDEO, format: 'markdown', lang: 'tr' })}`,
		)
		expect(res.status).toBe(400)
		expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation')
	})
})

describe('chapters without JavaScript', () => {
	test('the German page renders the headings, the copy-with-link buttons and the Markdown link', async () => {
		const res = await env.app.request('/de/transcript-downloader', {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-client': 'chapters-form' },
			body: new URLSearchParams({ video_url: VIDEO, language: '' }).toString(),
		})
		expect(res.status).toBe(200)
		const html = await res.text()
		const headings = await texts(html, '[data-testid=transcript-text] [data-testid=transcript-chapter]')
		expect(headings).toEqual([
			'0:00 Guten Abend',
			'0:18 Corona-Inzidenzwerte erreichen zum Teil die zwischen Bund und Ländern vereinbarte Notbremse',
			'3:16 Laut WHO überwiegen beim AstraZeneca-Impfstoff die Vorteile',
			'3:44 Pandemie dämpft Konjunkturprognose für 2021',
			'4:14 Regierung beschließt mehr Prämien und Zuschüsse für Ausbildungsbetriebe',
		])
		expect((await texts(html, '[data-testid=track-info]'))[0]).toEndWith(
			DICT.de.transcript.chapters.replace('{count}', '13'),
		)
		const labels = await attrs(html, '[data-testid=copy-passage]', 'aria-label')
		expect(labels[0]).toBe(DICT.de.transcript.copyPassageLabel.replace('{time}', '0:00'))
		// The server's Markdown file, linked for a browser without JavaScript.
		const md = (await attrs(html, '[data-testid=download-md]', 'href')).map(decode)[0] ?? ''
		expect(await texts(html, '[data-testid=download-md]')).toEqual([DICT.de.transcript.formats.md])
		const file = await env.app.request(md)
		expect(file.status).toBe(200)
		expect(await file.text()).toStartWith('# tagesschau 20:00 Uhr, 17.03.2021\n\n## Guten Abend\n\n')
	})
})

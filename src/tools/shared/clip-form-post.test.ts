/**
 * Clip links without JavaScript (decision 12): the forms post a clip link to their page and the
 * server renders what the API answers, in the page's language: the transcript of the clip's range (or the whole
 * video, chosen in the form) and the thumbnails of the clip's video.
 */
import { describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { attrs, decodeAmp as decode, texts } from '../../../tests/support/html'
import { withFakeYouTube } from '../../../tests/support/with-fake-youtube'

const { de, es, tr } = DICT
/** Hand-made clip page (tests/fixtures/youtube/MANIFEST.md): eF8Qqp7rjDg from 56 s to 75.5 s. */
const CLIP = 'https://youtube.com/clip/UgkxTubekitHandmadeClipOfeF8Qqp7rjDg?si=chat'

const env = withFakeYouTube({ RATE_LIMIT_API_PER_MINUTE: '40' })

let client = 0
function postForm(path: string, fields: Record<string, string>) {
	return env.app.request(path, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-client': `clip-form-${++client}` },
		body: new URLSearchParams(fields).toString(),
	})
}
const fill = (text: string, values: Record<string, string>) =>
	Object.entries(values).reduce((out, [name, value]) => out.replace(`{${name}}`, value), text)

describe('transcript form with a clip link, without JavaScript', () => {
	test('the clip’s range by default: its text, the range in the view and the form, downloads of the clip', async () => {
		const res = await postForm('/de/transcript-downloader', { video_url: CLIP, language: '' })
		expect(res.status).toBe(200)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=transcript-result]', 'data-video-id')).toEqual(['eF8Qqp7rjDg'])
		expect(await texts(html, '[data-testid=clip-info]')).toEqual([
			fill(de.transcript.clip.note, { start: '0:56', end: '1:15' }),
		])
		const paragraphs = await texts(html, '[data-testid=transcript-text] [data-testid=transcript-paragraph]')
		expect(paragraphs[0]).toStartWith('path with some updated')
		expect(paragraphs.join(' ')).not.toContain('citizens of the world')
		// The form offers the choice, the clip's range first and chosen, and keeps the link.
		expect(await texts(html, '[data-testid=range-choice] legend')).toEqual([de.transcript.clip.rangeLabel])
		expect(await attrs(html, 'input[name=range]', 'value')).toEqual(['', 'video'])
		expect(await texts(html, '[data-testid=range-choice] label')).toEqual([
			fill(de.transcript.clip.onlyClipRange, { start: '0:56', end: '1:15' }),
			de.transcript.clip.wholeVideo,
		])
		expect(await attrs(html, 'input[name=range][checked]', 'value')).toEqual([''])
		expect(await texts(html, 'textarea[name=video_url]')).toEqual([CLIP])
		// The server's files are the clip's too.
		const srt = (await attrs(html, '[data-testid=download-srt]', 'href')).map(decode)[0] ?? ''
		expect(new URL(srt, 'http://x').searchParams.get('range')).toBe('clip')
		const file = await (await env.app.request(srt)).text()
		expect(file).toStartWith('1\n00:00:50,520 --> ')
		expect(file.match(/ --> /g)).toHaveLength(9)
		// A video link has no range to choose, and no clip note.
		const video = await (await postForm('/transcript-downloader', { video_url: 'eF8Qqp7rjDg', language: '' })).text()
		expect(await attrs(video, 'input[name=range]', 'name')).toEqual([])
		expect(await attrs(video, '[data-testid=clip-info]', 'data-range')).toEqual([])
	})

	test('the whole video when chosen: every line, and the view says the link was a clip', async () => {
		const res = await postForm('/es/transcript-downloader', { video_url: CLIP, language: '', range: 'video' })
		expect(res.status).toBe(200)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=clip-info]', 'data-range')).toEqual(['video'])
		expect(await texts(html, '[data-testid=clip-info]')).toEqual([
			fill(es.transcript.clip.noteWhole, { start: '0:56', end: '1:15' }),
		])
		expect(await attrs(html, 'input[name=range][checked]', 'value')).toEqual(['video'])
		const paragraphs = await texts(html, '[data-testid=transcript-text] [data-testid=transcript-paragraph]')
		expect(paragraphs[0]).toStartWith('citizens of the world')
	})

	test('an unknown clip: 404 and its own message in the error card, the link kept', async () => {
		const unknown = 'https://www.youtube.com/clip/UgkxThisClipWasNeverMadeForAnyVideo0'
		const res = await postForm('/es/transcript-downloader', { video_url: unknown, language: '' })
		expect(res.status).toBe(404)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=tool-error]', 'data-code')).toEqual(['clipNotFound'])
		expect(await texts(html, '[data-testid=tool-error] p')).toEqual([es.transcript.failed, es.errors.clipNotFound])
		expect(await texts(html, 'textarea[name=video_url]')).toEqual([unknown])
	})
})

describe('thumbnail form with a clip link, without JavaScript', () => {
	test('the thumbnails of the clip’s video, with a note saying so', async () => {
		const res = await postForm('/tr/thumbnail-downloader', {
			video_url: 'https://www.youtube.com/clip/UgytZKpehg-hEMBSn3F4AaABCQ',
		})
		expect(res.status).toBe(200)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=thumbnail-results]', 'data-video-id')).toEqual(['ScPX26pdQik'])
		expect(await texts(html, '[data-testid=clip-info]')).toEqual([
			fill(tr.thumbnail.clipNote, { start: '0:29', end: '0:39' }),
		])
		expect((await attrs(html, '[data-testid=download-jpg]', 'href')).length).toBeGreaterThan(0)
	})
})

/**
 * Decision 12: without JavaScript a tool form posts to its own page and the server renders
 * the same result (or the same error) the JSON API gives, in the page's language.
 */
import { describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { attrs, decodeAmp as decode, texts } from '../../../tests/support/html'
import { withFakeYouTube } from '../../../tests/support/with-fake-youtube'
import { QUALITIES } from '../thumbnails/schema'

const { de, en } = DICT

const env = withFakeYouTube({ RATE_LIMIT_API_PER_MINUTE: '40' })

let client = 0
/** Posts a form as a browser does; every call is a new client unless `as` names one. */
function postForm(path: string, fields: Record<string, string>, as = `form-client-${++client}`) {
	return env.app.request(path, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-client': as },
		body: new URLSearchParams(fields).toString(),
	})
}

describe('thumbnail form without JavaScript', () => {
	test('the server renders every size with its download, and keeps what was typed', async () => {
		const res = await postForm('/tools/thumbnail-downloader', { video_url: 'https://youtu.be/GJLlxj_dtq8?t=3' })
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toStartWith('text/html')
		const html = await res.text()
		expect(await attrs(html, '[data-testid=thumbnail-results]', 'data-video-id')).toEqual(['GJLlxj_dtq8'])
		expect(await attrs(html, '[data-testid=quality]', 'data-name')).toEqual(QUALITIES.map((q) => q.name))
		const downloads = await attrs(html, '[data-testid=download-jpg]', 'download')
		// The one naming rule (core/file-name.ts): title, id, size.
		expect(downloads).toContain('Surface Go Review - It’s Awesome [GJLlxj_dtq8].maxresdefault.jpg')
		// The links are the proxy's signed URLs, and they really serve the named download.
		const href = decode((await attrs(html, '[data-testid=download-jpg]', 'href'))[0] ?? '')
		expect(href).toStartWith('/api/image?')
		const image = await env.app.request(href)
		expect(image.status).toBe(200)
		expect(image.headers.get('content-disposition')).toBe(
			`attachment; filename="Surface Go Review - It_s Awesome [GJLlxj_dtq8].maxresdefault.jpg"; filename*=UTF-8''Surface%20Go%20Review%20-%20It%E2%80%99s%20Awesome%20%5BGJLlxj_dtq8%5D.maxresdefault.jpg`,
		)
		expect(await texts(html, 'textarea[name=video_url]')).toEqual(['https://youtu.be/GJLlxj_dtq8?t=3'])
		expect(await attrs(html, '[data-testid=tool-error]', 'data-code')).toEqual([])
	})

	test('the alias route in German: German page, canonical on /de/tools/…, result rendered', async () => {
		const res = await postForm('/de/thumbnail-downloader', { video_url: 'GJLlxj_dtq8' })
		expect(res.status).toBe(200)
		const html = await res.text()
		expect(await attrs(html, 'html', 'lang')).toEqual(['de'])
		expect(await texts(html, 'h1')).toEqual([de.tools.thumbnail.title])
		expect(await attrs(html, 'link[rel=canonical]', 'href')).toEqual([
			'http://localhost:3000/de/tools/thumbnail-downloader',
		])
		expect(await texts(html, '#results-title')).toEqual([de.thumbnail.resultsTitle])
	})

	test('an invalid link: 400, the error card in the page language, and the input kept', async () => {
		const res = await postForm('/de/tools/thumbnail-downloader', { video_url: 'https://example.com/watch?v=x' })
		expect(res.status).toBe(400)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=tool-error]', 'data-code')).toEqual(['invalidVideoUrl'])
		expect(await texts(html, '[data-testid=tool-error] p')).toEqual([de.thumbnail.failed, de.errors.invalidVideoUrl])
		expect(await texts(html, 'textarea[name=video_url]')).toEqual(['https://example.com/watch?v=x'])
		expect(await attrs(html, '[data-testid=thumbnail-results]', 'data-video-id')).toEqual([])
	})

	test('a missing field is a validation error, not a crash', async () => {
		const res = await postForm('/tools/thumbnail-downloader', {})
		expect(res.status).toBe(400)
		expect(await attrs(await res.text(), '[data-testid=tool-error]', 'data-code')).toEqual(['invalidVideoUrl'])
	})

	test('YouTube refusing this server: 503 and its message in the card, never a 500', async () => {
		env.youtube.fail('429')
		const res = await postForm('/tools/thumbnail-downloader', {
			video_url: 'https://www.youtube.com/watch?v=F1xioXWb8CY',
		})
		expect(res.status).toBe(503)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=tool-error]', 'data-code')).toEqual(['youtubeBlocked'])
		// The tool's sentence ("…the URL is invalid") is not true of a refusal: the reason heads the card.
		expect(await texts(html, '[data-testid=tool-error] p')).toEqual([en.errors.youtubeBlocked])
	})

	test('form posts count against the API rate limit and say so in the page', async () => {
		const who = 'one-busy-client'
		let last: Response | undefined
		for (let i = 0; i < 41; i++) last = await postForm('/tools/thumbnail-downloader', { video_url: 'GJLlxj_dtq8' }, who)
		expect(last?.status).toBe(429)
		const html = await (last as Response).text()
		expect(await attrs(html, '[data-testid=tool-error]', 'data-code')).toEqual(['rateLimited'])
		expect((await texts(html, '[data-testid=tool-error] p'))[0]).toMatch(/^Too many requests\. Please wait \d+ seconds/)
		// The same client's JSON calls share the budget.
		const api = await env.app.request('/api/tools/thumbnails', {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'x-test-client': who },
			body: JSON.stringify({ video_url: 'GJLlxj_dtq8' }),
		})
		expect(api.status).toBe(429)
	})

	test('a posted result is never cached for the next visitor', async () => {
		await postForm('/tools/thumbnail-downloader', { video_url: 'GJLlxj_dtq8' })
		const html = await (await env.app.request('/tools/thumbnail-downloader')).text()
		expect(await attrs(html, '[data-testid=thumbnail-results]', 'data-video-id')).toEqual([])
		expect(await texts(html, 'textarea[name=video_url]')).toEqual([''])
	})

	test('only tool pages take form posts', async () => {
		expect((await postForm('/', { video_url: 'GJLlxj_dtq8' })).status).toBe(404)
		expect((await postForm('/de/no-such-page', { video_url: 'GJLlxj_dtq8' })).status).toBe(404)
	})
})

describe('profile form without JavaScript', () => {
	test('the server renders the round avatar, name, handle and the download named after the channel', async () => {
		const res = await postForm('/profile-downloader', { channel_url: 'https://www.youtube.com/@Gronkh' })
		expect(res.status).toBe(200)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=profile-result]', 'data-channel-id')).toEqual(['UCYJ61XIK64sp6ZFFS8sctxw'])
		expect(await texts(html, '[data-testid=channel-name]')).toEqual(['Gronkh'])
		expect(await texts(html, '[data-testid=channel-handle]')).toEqual(['@gronkh'])
		expect(await attrs(html, '[data-testid=profile-download]', 'download')).toEqual([
			'Gronkh [UCYJ61XIK64sp6ZFFS8sctxw].jpg',
		])
		const href = decode((await attrs(html, '[data-testid=profile-download]', 'href'))[0] ?? '')
		const image = await env.app.request(href)
		expect(image.status).toBe(200)
		expect(image.headers.get('content-disposition')).toBe(
			`attachment; filename="Gronkh [UCYJ61XIK64sp6ZFFS8sctxw].jpg"; filename*=UTF-8''Gronkh%20%5BUCYJ61XIK64sp6ZFFS8sctxw%5D.jpg`,
		)
		expect(await attrs(html, '[data-testid=avatar-size]', 'download')).toEqual(
			[88, 176, 240, 480, 800].map((size) => `Gronkh [UCYJ61XIK64sp6ZFFS8sctxw].${size}x${size}.jpg`),
		)
		expect(await attrs(html, '[data-testid=avatar-original]', 'download')).toEqual([
			'Gronkh [UCYJ61XIK64sp6ZFFS8sctxw].original.jpg',
		])
		expect(await attrs(html, 'link[rel=canonical]', 'href')).toEqual(['http://localhost:3000/tools/profile-downloader'])
	})

	test('an unknown handle: 404 and the channelNotFound card', async () => {
		const res = await postForm('/tools/profile-downloader', {
			channel_url: 'https://www.youtube.com/@noSuchHandle15464',
		})
		expect(res.status).toBe(404)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=tool-error]', 'data-code')).toEqual(['channelNotFound'])
		expect(await texts(html, '[data-testid=tool-error] p')).toEqual([en.profile.failed, en.errors.channelNotFound])
	})

	test("a video link stands for its uploader's channel (overriding spec section 5)", async () => {
		const res = await postForm('/tools/profile-downloader', { channel_url: 'https://youtu.be/GJLlxj_dtq8' })
		// Dave2D's channel has no browse recording: the card says the video's channel was not shown (never a bare
		// "Channel not found" for a link that names a video), not an invalid link's.
		expect(res.status).toBe(404)
		expect(await attrs(await res.text(), '[data-testid=tool-error]', 'data-code')).toEqual(['videoChannelNotFound'])
		const browse = env.youtube.requests.filter((r) => r.route === 'browse')
		expect(browse.map((r) => (r.body as { browseId?: string }).browseId)).toEqual(['UCVYamHliCI9rw1tHR1xbkfw'])
	})
})

describe('transcript form without JavaScript', () => {
	test('the server renders the text, the track, the language kept in the select, and download links', async () => {
		const res = await postForm('/de/transcript-downloader', {
			video_url: 'https://youtu.be/eF8Qqp7rjDg',
			language: 'a.en',
		})
		expect(res.status).toBe(200)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=transcript-result]', 'data-video-id')).toEqual(['eF8Qqp7rjDg'])
		expect(await texts(html, '#transcript-title')).toEqual(['Halloween Infrastructure Update - 27th October 2023'])
		// The readable text: paragraphs, the first starting with the first cue and running on past it.
		const paragraphs = await texts(html, '[data-testid=transcript-text] [data-testid=transcript-paragraph]')
		expect(paragraphs.length).toBeGreaterThan(5)
		expect(paragraphs[0]).toStartWith('citizens of the world welcome to this Halloween Azure infrastructure')
		// The video's own tracks join the select, and the posted track stays chosen.
		expect(await attrs(html, '[data-testid=video-tracks] option', 'value')).toEqual(['a.en'])
		expect(await texts(html, '[data-testid=video-tracks] option')).toEqual([
			de.transcript.autoGenerated.replace('{language}', de.transcript.languages.en),
		])
		expect(await attrs(html, 'select[name=language] option[selected]', 'value')).toEqual(['a.en'])
		// Without JavaScript the downloads are the server's files.
		const links = (await attrs(html, '[data-testid^=download-]', 'href')).map(decode)
		expect(links).toHaveLength(5)
		for (const link of links) {
			const file = await env.app.request(link)
			expect(file.status).toBe(200)
			const name = `Halloween Infrastructure Update - 27th October 2023 [eF8Qqp7rjDg].en.${link.match(/format=([a-z]+)/)?.[1]}`
			expect(file.headers.get('content-disposition')).toBe(
				`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
			)
		}
		// The page's own download names are the server's (the one rule, core/file-name.ts).
		expect(await attrs(html, '[data-testid^=download-]', 'download')).toEqual(
			['txt', 'srt', 'vtt', 'json', 'md'].map(
				(extension) => `Halloween Infrastructure Update - 27th October 2023 [eF8Qqp7rjDg].en.${extension}`,
			),
		)
	})

	test('no captions: 422 and the noCaptions card under the spec’s transcript failure text', async () => {
		const res = await postForm('/tools/transcript-downloader', { video_url: 'dsMFmonKDD4', language: '' })
		expect(res.status).toBe(422)
		const html = await res.text()
		expect(await texts(html, '[data-testid=tool-error] p')).toEqual([en.transcript.failed, en.errors.noCaptions])
		expect(await texts(html, 'textarea[name=video_url]')).toEqual(['dsMFmonKDD4'])
	})
})

describe('hashtag form without JavaScript', () => {
	test('the server renders the built-in groups (no model here), with the category kept', async () => {
		const res = await postForm('/es/hashtag-generator', { keywords: 'tacos al pastor', category: 'food' })
		expect(res.status).toBe(200)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=hashtag-result]', 'data-source')).toEqual(['builtin'])
		expect(await texts(html, '[data-testid=builtin-note]')).toEqual([DICT.es.hashtag.builtinNote])
		// Only real tags: the words first (trending), the category's words after them, the whole
		// run of three typed words as the long tail; no filler ("al" is a stop word alone).
		expect(await texts(html, '[data-testid=group-trending] [data-testid=hashtag]')).toEqual([
			'#tacos',
			'#pastor',
			'#comida',
			'#recetas',
		])
		expect(await texts(html, '[data-testid=group-longTail] [data-testid=hashtag]')).toEqual(['#tacosalpastor'])
		expect(await attrs(html, 'select[name=category] option[selected]', 'value')).toEqual(['food'])
		expect(await attrs(html, 'input[name=keywords]', 'value')).toEqual(['tacos al pastor'])
	})

	test('a video link: the video’s own tags are rendered too, their copy buttons off until JavaScript', async () => {
		const res = await postForm('/nl/tools/hashtag-generator', {
			keywords: 'https://youtu.be/eF8Qqp7rjDg azure',
			category: '',
		})
		expect(res.status).toBe(200)
		const html = await res.text()
		// The recorded player answer's videoDetails.keywords, in their order
		// (React writes the apostrophe as an entity).
		const tags = (await texts(html, '[data-testid=video-tag]')).map((tag) => tag.replaceAll('&#x27;', "'"))
		expect(tags).toEqual(['azure', 'azure cloud', 'microsoft azure', 'microsoft', 'cloud', "what's new", 'updates'])
		expect(await texts(html, '[data-testid=video-tags] h3')).toEqual([`${DICT.nl.hashtag.videoTags.title} (7)`])
		expect(await texts(html, '[data-testid=video-tags-hint]')).toEqual([
			DICT.nl.hashtag.videoTags.hintOf.replace('{title}', 'Halloween Infrastructure Update - 27th October 2023'),
		])
		expect(await attrs(html, '[data-testid=copy-video-tags]', 'disabled')).toEqual([''])
	})

	test('blank keywords: 400 and the spec’s notice in the error card', async () => {
		const res = await postForm('/tools/hashtag-generator', { keywords: '  ', category: '' })
		expect(res.status).toBe(400)
		expect(await texts(await res.text(), '[data-testid=tool-error] p')).toEqual([
			en.hashtag.failed,
			en.errors.keywordsRequired,
		])
	})
})

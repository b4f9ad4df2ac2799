import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { YouTubeError } from '../errors'
import { avatarUrlForSize, originalAvatarUrl } from './avatar-url'
import { assertChannelAvailable, channelFromBrowse, parseBrowse, readBrowseResponse } from './browse'
import { parseChannelPage } from './channel-page'
import { decodeEntities, forms, metaContents, pageTitle, tagAttributes } from './html'
import { detectInterstitial } from './interstitial'
import { text, thumbnails } from './json-read'
import { parsePageMeta } from './page-meta'
import { parsePlayerResponse } from './player'
import { parseResolveUrl } from './resolve-url'
import { parseChannelFeed } from './rss'
import { fixtureJson, fixtureText, thrownBy } from './test-fixtures'
import { parseWatchPage } from './watch-page'

function code(fn: () => unknown): string | undefined {
	const thrown = thrownBy(fn)
	if (thrown === undefined) return undefined
	expect(thrown).toBeInstanceOf(YouTubeError)
	return (thrown as YouTubeError).code
}

describe('avatar URLs (section 3)', () => {
	const avatar =
		'https://yt3.googleusercontent.com/ytc/AIdro_mpYedipdXUXCKkwjQEeFrepFlDHZ0LiczqWeKyG0YmJvA=s900-c-k-c0x00ffffff-no-rj'

	test('avatarUrlForSize replaces what follows the last =', () => {
		expect(avatarUrlForSize(avatar, 176)).toBe(
			'https://yt3.googleusercontent.com/ytc/AIdro_mpYedipdXUXCKkwjQEeFrepFlDHZ0LiczqWeKyG0YmJvA=s176-c-k-c0x00ffffff-no-rj',
		)
		expect(avatarUrlForSize('https://yt3.googleusercontent.com/a/default-user=s100-c-k-c0x00ffffff-no-rj', 48)).toBe(
			'https://yt3.googleusercontent.com/a/default-user=s48-c-k-c0x00ffffff-no-rj',
		)
	})

	test('the microformat query string does not confuse it', () => {
		expect(avatarUrlForSize(`${avatar.replace('s900', 's200')}?days_since_epoch=20479`, 800)).toBe(
			avatar.replace('s900', 's800'),
		)
		expect(originalAvatarUrl(`${avatar}?days_since_epoch=1`)).toBe(
			'https://yt3.googleusercontent.com/ytc/AIdro_mpYedipdXUXCKkwjQEeFrepFlDHZ0LiczqWeKyG0YmJvA=s0',
		)
	})

	test('originalAvatarUrl cuts at the first = (yt-dlp _get_uncropped)', () => {
		expect(originalAvatarUrl('https://yt3.ggpht.com/abc=s88-c-k=extra')).toBe('https://yt3.ggpht.com/abc=s0')
		expect(originalAvatarUrl('https://yt3.ggpht.com/abc')).toBe('https://yt3.ggpht.com/abc=s0')
		expect(avatarUrlForSize('https://yt3.ggpht.com/abc', 88)).toBe('https://yt3.ggpht.com/abc')
	})
})

describe('browse', () => {
	test('removed channel: parseBrowse throws channelTerminated, the renderers stay readable', () => {
		const json = fixtureJson('newpipe/browse_UCoaO4U_p7G7AwalqSbGCZOA_removed.json')
		expect(code(() => parseBrowse(json))).toBe('channelTerminated')
		const channel = channelFromBrowse(readBrowseResponse(json))
		expect(channel).toMatchObject({ channelId: 'UCoaO4U_p7G7AwalqSbGCZOA', title: null, handle: null, ageGated: false })
	})

	test('age-gated channel: name and avatar, id from the tracking params', () => {
		const channel = parseBrowse(fixtureJson('newpipe/browse_UCbfnHqxXs_K3kvaH-WlNlig_age_gated_channel.json'))
		expect(channel).toEqual({
			channelId: 'UCbfnHqxXs_K3kvaH-WlNlig',
			title: 'Laphroaig Whisky',
			handle: null,
			avatars: [
				{
					url: 'https://yt3.googleusercontent.com/KSaBQ7S6a3SbV18PcnIY6sa-3TOv0psncwIQpYECUW0v5WrjOQA0NyrWd_y-pgXpnjaXkhOBTg=s144-c-k-c0x00ffffff-no-rj',
					width: 144,
					height: 144,
				},
			],
			bannerUrl: null,
			vanityChannelUrl: null,
			ageGated: true,
		})
	})

	test('normal channel: every avatar size, widest banner, handle as YouTube writes it', () => {
		const channel = parseBrowse(fixtureJson('newpipe/browse_UCYJ61XIK64sp6ZFFS8sctxw_gronkh.json'))
		expect(channel.handle).toBe('@gronkh')
		expect(channel.avatars.map((avatar) => avatar.width)).toEqual([72, 120, 160, 200, 900])
		expect(channel.bannerUrl).toContain('=w2560-')
	})

	test('error bodies and other alerts', () => {
		expect(code(() => parseBrowse(fixtureJson('newpipe/browse_DOESNT-EXIST_400.json')))).toBe('channelNotFound')
		expect(code(() => parseBrowse({ error: { code: 404, status: 'NOT_FOUND' } }))).toBe('channelNotFound')
		expect(code(() => parseBrowse({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } }))).toBe('rateLimited')
		expect(code(() => parseBrowse({ error: { code: 500 } }))).toBe('upstreamError')
		const terminated = {
			alerts: [{ alertRenderer: { type: 'ERROR', text: { runs: [{ text: 'This account has been terminated.' }] } } }],
		}
		expect(code(() => assertChannelAvailable(readBrowseResponse(terminated)))).toBe('channelTerminated')
		const missing = {
			alerts: [{ alertRenderer: { type: 'ERROR', text: { simpleText: 'This channel does not exist.' } } }],
		}
		expect(code(() => parseBrowse(missing))).toBe('channelNotFound')
		const info = { alerts: [{ alertRenderer: { type: 'INFO', text: { simpleText: 'Hello' } } }] }
		expect(() => assertChannelAvailable(readBrowseResponse(info))).not.toThrow()
		expect(code(() => parseBrowse({ responseContext: {} }))).toBe('upstreamError')
	})

	test('c4TabbedHeaderRenderer with a banner, handle from vanityChannelUrl', () => {
		const channel = parseBrowse({
			header: {
				c4TabbedHeaderRenderer: {
					channelId: 'UCabcdefghijklmnopqrstuv',
					title: 'Old Layout',
					avatar: { thumbnails: [{ url: '//yt3.ggpht.com/x=s88-c-k', width: 88, height: 88 }] },
					banner: {
						thumbnails: [
							{ url: 'https://yt3.ggpht.com/b=w2560', width: 2560, height: 424 },
							{ url: 'https://yt3.ggpht.com/b=w1060', width: 1060, height: 175 },
						],
					},
				},
			},
			metadata: { channelMetadataRenderer: { vanityChannelUrl: 'http://www.youtube.com/@M%C3%BCller' } },
		})
		expect(channel).toMatchObject({
			channelId: 'UCabcdefghijklmnopqrstuv',
			title: 'Old Layout',
			handle: '@Müller',
			bannerUrl: 'https://yt3.ggpht.com/b=w2560',
			avatars: [{ url: 'https://yt3.ggpht.com/x=s88-c-k', width: 88, height: 88 }],
		})
	})
})

describe('resolve_url', () => {
	test('a channel, the 404 of an unknown handle, other answers', () => {
		expect(parseResolveUrl(fixtureText('newpipe/resolve_url_handle_Gronkh.json'))).toMatchObject({
			browseId: 'UCYJ61XIK64sp6ZFFS8sctxw',
			webPageType: 'WEB_PAGE_TYPE_CHANNEL',
			isVanityUrl: true,
			params: expect.any(String) as never,
			url: null,
		})
		expect(code(() => parseResolveUrl(fixtureJson('newpipe/resolve_url_handle_nonexistent_404.json')))).toBe(
			'channelNotFound',
		)
		expect(code(() => parseResolveUrl({ responseContext: {} }))).toBe('upstreamError')
		expect(code(() => parseResolveUrl('not json'))).toBe('upstreamError')
		expect(
			parseResolveUrl({
				endpoint: {
					commandMetadata: { webCommandMetadata: { webPageType: 'WEB_PAGE_TYPE_UNKNOWN' } },
					urlEndpoint: { url: 'https://www.youtube.com/channel/UCx' },
				},
			}),
		).toEqual({
			browseId: null,
			webPageType: 'WEB_PAGE_TYPE_UNKNOWN',
			isVanityUrl: false,
			params: null,
			url: 'https://www.youtube.com/channel/UCx',
		})
	})
})

describe('channel feed', () => {
	const feed = (entries: string, head = '') =>
		`<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><yt:channelId>abcdefghijklmnopqrstuv</yt:channelId>` +
		`<title>A &amp; B</title>${head}${entries}</feed>`

	test('channel id from the alternate link, an entry, or the feed id with UC added', () => {
		expect(
			parseChannelFeed(
				feed('', '<link rel="alternate" href="https://www.youtube.com/channel/UCaaaaaaaaaaaaaaaaaaaaaa"/>'),
			),
		).toMatchObject({ title: 'A & B', channelId: 'UCaaaaaaaaaaaaaaaaaaaaaa', entries: [] })
		const entry =
			'<entry><yt:videoId>dQw4w9WgXcQ</yt:videoId><yt:channelId>UCbbbbbbbbbbbbbbbbbbbbbb</yt:channelId><title><![CDATA[x < y]]></title></entry>'
		expect(parseChannelFeed(feed(entry))).toMatchObject({
			channelId: 'UCbbbbbbbbbbbbbbbbbbbbbb',
			entries: [{ videoId: 'dQw4w9WgXcQ', title: 'x < y', thumbnail: null }],
		})
		expect(parseChannelFeed(feed('')).channelId).toBe('UCabcdefghijklmnopqrstuv')
	})

	test('the Kurzgesagt feed entries are complete', () => {
		const parsed = parseChannelFeed(fixtureText('newpipe/feed_rss_user_Kurzgesagt.xml'))
		expect(parsed.authorUrl).toBe('https://www.youtube.com/channel/UCsXVk37bltHxD1rDPwtNM8Q')
		for (const entry of parsed.entries) {
			expect(entry.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/)
			expect(entry.published).toMatch(/^\d{4}-\d\d-\d\dT/)
			expect(entry.thumbnail?.url).toMatch(/^https:\/\/i\d\.ytimg\.com\/vi\//)
			expect(entry.url).toContain(entry.videoId)
		}
	})

	test('HTML is channelNotFound, anything else upstreamError', () => {
		expect(code(() => parseChannelFeed(fixtureText('newpipe/feed_rss_UCTGjY2I-ZUGnwVoWAGRd7XQ_404.html')))).toBe(
			'channelNotFound',
		)
		expect(code(() => parseChannelFeed(''))).toBe('upstreamError')
		expect(code(() => parseChannelFeed('{"error":1}'))).toBe('upstreamError')
	})
})

describe('pages', () => {
	test('entities and attributes', () => {
		expect(decodeEntities('what&#39;s &amp; &#x2019; &quot;x&quot; &unknown; &#0;')).toBe(
			'what\'s & ’ "x" &unknown; &#0;',
		)
		expect(tagAttributes(`<meta property='og:title' content="A &amp; B" data-x=1 async>`)).toEqual({
			property: 'og:title',
			content: 'A & B',
			'data-x': '1',
			async: '',
		})
		const html =
			'<title>Tom &amp; Jerry - YouTube</title><meta name="title" content="T"><meta property="og:image" content="https://i.ytimg.com/vi/x/maxresdefault.jpg?a=1&amp;b=2">'
		expect(pageTitle(html)).toBe('Tom & Jerry - YouTube')
		expect(metaContents(html).get('og:image')).toBe('https://i.ytimg.com/vi/x/maxresdefault.jpg?a=1&b=2')
		expect(forms('<form action="/a"><input type="hidden" name="v" value="1"><input name="q"></form>')).toEqual([
			{ action: '/a', method: 'GET', hidden: { v: '1' } },
		])
	})

	test('consent and captcha pages are refused by the page parsers', () => {
		const consent = fixtureText('ytta/consent_page_2021.html')
		expect(detectInterstitial(consent)).toMatchObject({ kind: 'consent', hidden: { gl: 'DE', hl: 'de' } })
		expect(code(() => parseChannelPage(consent))).toBe('consentWall')
		const captcha = fixtureText('ytta/recaptcha_unusual_traffic_2021.html')
		expect(code(() => parseChannelPage(captcha))).toBe('rateLimited')
		expect(code(() => parseWatchPage(captcha))).toBe('rateLimited')
	})

	test('not a watch page / not a channel page', () => {
		expect(code(() => parseWatchPage(fixtureText('newpipe/feed_rss_UCTGjY2I-ZUGnwVoWAGRd7XQ_404.html')))).toBe(
			'upstreamError',
		)
		expect(code(() => parseWatchPage(''))).toBe('upstreamError')
		expect(code(() => parseChannelPage('<html><title>x</title></html>'))).toBe('upstreamError')
		expect(parsePageMeta('')).toEqual({
			og: { title: null, image: null, imageWidth: null, imageHeight: null, url: null, type: null, videoUrl: null },
			canonical: null,
			title: null,
			apiKey: null,
			clientVersion: null,
		})
	})
})

describe('player responses', () => {
	test('track names in both shapes, trackName only when set, translation languages', () => {
		const visionos = parsePlayerResponse(fixtureJson('newpipe/player_visionos_ud9d5cMDP_0_de_manual_only.json'))
		expect(visionos.captions?.tracks[0]).toMatchObject({
			name: 'German - deutsch',
			trackName: 'deutsch',
			kind: 'uploaded',
		})
		expect(visionos.captions?.translationLanguages?.[0]).toEqual({ code: 'ab', name: 'Abkhazian' })
		const android = parsePlayerResponse(fixtureJson('ytta/player_android_GJLlxj_dtq8.json'))
		expect(android.captions?.tracks[0]).not.toHaveProperty('trackName')
	})

	test('a relative caption baseUrl is made absolute', () => {
		const player = parsePlayerResponse({
			playabilityStatus: { status: 'OK' },
			captions: {
				playerCaptionsTracklistRenderer: {
					captionTracks: [
						{ baseUrl: '/api/timedtext?v=x&lang=en&exp=xpv&expire=100', languageCode: 'en', vssId: '.en' },
					],
				},
			},
		})
		expect(player.captions).toEqual({
			tracks: [
				{
					baseUrl: 'https://www.youtube.com/api/timedtext?v=x&lang=en&exp=xpv&expire=100',
					name: 'en',
					languageCode: 'en',
					vssId: '.en',
					kind: 'uploaded',
					isTranslatable: false,
					exp: ['xpv'],
					fmt: null,
					expiresAt: 100,
				},
			],
			translationLanguages: null,
		})
	})

	test('innertube error bodies and non-objects', () => {
		expect(code(() => parsePlayerResponse({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } }))).toBe('rateLimited')
		expect(code(() => parsePlayerResponse({ error: { code: 400, status: 'INVALID_ARGUMENT' } }))).toBe('upstreamError')
		expect(code(() => parsePlayerResponse('<html>'))).toBe('upstreamError')
		expect(code(() => parsePlayerResponse(null))).toBe('upstreamError')
		expect(parsePlayerResponse('{"playerResponse":{}}').playability?.status).toBe('EMPTY_RESPONSE')
	})
})

describe('json-read', () => {
	test('text shapes', () => {
		expect(text({ simpleText: 'a' })).toBe('a')
		expect(text({ runs: [{ text: 'a' }, { bold: true }, { text: 'b' }] })).toBe('ab')
		expect(text({ content: 'c' })).toBe('c')
		expect(text({ runs: [] })).toBeNull()
		expect(text(7)).toBeNull()
	})

	test('thumbnails drop entries without a URL and fix protocol-relative ones', () => {
		expect(thumbnails({ thumbnails: [{ url: '//s.ytimg.com/x.png', width: '140' }, { width: 1 }, 'x'] })).toEqual([
			{ url: 'https://s.ytimg.com/x.png', width: 140, height: null },
		])
	})
})

describe('robustness: unexpected input gives a result or a YouTubeError, never a TypeError', () => {
	const parsers: [string, (input: never) => unknown][] = [
		['parsePlayerResponse', parsePlayerResponse],
		['readBrowseResponse', readBrowseResponse],
		['parseBrowse', parseBrowse],
		['parseResolveUrl', parseResolveUrl],
	]
	for (const [name, parse] of parsers) {
		test(name, () => {
			fc.assert(
				fc.property(fc.anything({ maxDepth: 4 }), (input) => {
					const thrown = thrownBy(() => parse(input as never))
					if (thrown !== undefined) expect(thrown).toBeInstanceOf(YouTubeError)
				}),
				{ numRuns: 300 },
			)
		})
	}

	test('shapes that look almost right', () => {
		const almost = [
			{
				playabilityStatus: [],
				videoDetails: { videoId: 5 },
				captions: { playerCaptionsTracklistRenderer: { captionTracks: {} } },
			},
			{
				captions: { playerCaptionsTracklistRenderer: { captionTracks: [null, { baseUrl: 'x', languageCode: 'en' }] } },
			},
			{
				header: { pageHeaderRenderer: { content: null } },
				metadata: { channelMetadataRenderer: { avatar: 'x' } },
				alerts: {},
			},
			{ contents: { twoColumnBrowseResultsRenderer: { tabs: [null, 1, { tabRenderer: { selected: true } }] } } },
			{ endpoint: { browseEndpoint: [] } },
		]
		for (const input of almost) {
			for (const [, parse] of parsers) {
				const thrown = thrownBy(() => parse(input as never))
				if (thrown !== undefined) expect(thrown).toBeInstanceOf(YouTubeError)
			}
		}
	})

	test('text parsers on arbitrary strings', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 300 }), (input) => {
				for (const parse of [parseWatchPage, parseChannelPage, parseChannelFeed, parsePageMeta, detectInterstitial]) {
					const thrown = thrownBy(() => parse(input))
					if (thrown !== undefined) expect(thrown).toBeInstanceOf(YouTubeError)
				}
			}),
			{ numRuns: 200 },
		)
	})
})

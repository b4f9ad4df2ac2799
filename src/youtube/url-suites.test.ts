/**
 * The link cases of NewPipe's and yt-dlp's own test suites that name a video or a channel on a YouTube host, read by
 * the parsers every tool shares (src/youtube/url.ts), plus links as creators paste them in messages: inside a
 * sentence, behind Google's redirect, escaped more than once. Other hosts (hooktube, invidious) stay refused.
 */
import { describe, expect, test } from 'bun:test'
import { type ChannelUrlResult, parseChannelUrl, parseVideoLink, parseVideoUrl } from './url'

// NewPipeExtractor, YoutubeStreamLinkHandlerFactoryTest: [expected id, link].
const newPipeVideos: [string, string][] = [
	...[
		'https://www.youtube.com/watch?v=9Dpqou5cI08',
		'https://www.youtube.com/watch?v=9Dpqou5cI08&t=100',
		'https://WWW.YouTube.com/watch?v=9Dpqou5cI08&t=100',
		'HTTPS://www.youtube.com/watch?v=9Dpqou5cI08&t=100',
		'https://youtu.be/9Dpqou5cI08?t=9s',
		'HTTPS://Youtu.be/9Dpqou5cI08?t=9s',
		'https://www.youtube.com/embed/9Dpqou5cI08',
		'https://www.youtube-nocookie.com/embed/9Dpqou5cI08',
		'http://www.youtube.com/watch?v=9Dpqou5cI08',
		'http://youtube.com/watch?v=9Dpqou5cI08',
		'http://youtu.be/9Dpqou5cI08?t=9s',
		'http://www.youtube.com/embed/9Dpqou5cI08',
		'http://www.Youtube.com/embed/9Dpqou5cI08',
		'http://www.youtube-nocookie.com/embed/9Dpqou5cI08',
		'vnd.youtube://www.youtube.com/watch?v=9Dpqou5cI08',
		'vnd.youtube:9Dpqou5cI08',
		'vnd.youtube.launch:9Dpqou5cI08',
	].map((url): [string, string] => ['9Dpqou5cI08', url]),
	...[
		'https://www.youtube.com/shorts/IOS2fqxwYbA',
		'http://www.youtube.com/shorts/IOS2fqxwYbA',
		'https://www.youtube.com/shorts/IOS2fqxwYbAhi',
		'http://www.youtube.com/v/IOS2fqxwYbA',
		'https://www.youtube.com/w/IOS2fqxwYbA',
		'https://www.youtube.com/watch/IOS2fqxwYbA',
	].map((url): [string, string] => ['IOS2fqxwYbA', url]),
	...[
		'https://m.youtube.com/watch?v=-cdveCh1kQk)',
		'https://www.youtube.com/watch?v=-cdveCh1kQk-',
		'https://WWW.YouTube.com/watch?v=-cdveCh1kQkwhatever',
		'https://youtu.be/-cdveCh1kQk)hello',
		'HTTPS://youtu.be/-cdveCh1kQk)',
	].map((url): [string, string] => ['-cdveCh1kQk', url]),
	['W-fFHeTX70Q', 'https://www.youtube.com/watch?v=W-fFHeTX70Q'],
	['uEJuoEs1UxY', 'http://www.youtube.com/watch_popup?v=uEJuoEs1UxY'],
	['uEJuoEs1UxY', 'http://www.Youtube.com/watch_popup?v=uEJuoEs1UxY'],
	['7_WWz2DSnT8', 'https://youtu.be/7_WWz2DSnT8'],
	['oy6NvWeVruY', 'https://m.youtube.com/watch?v=oy6NvWeVruY'],
	[
		'EhxJLojIE_o',
		'http://www.youtube.com/attribution_link?a=JdfC0C9V6ZI&u=%2Fwatch%3Fv%3DEhxJLojIE_o%26feature%3Dshare',
	],
	['n8X9_MgEdCg', 'vnd.youtube://n8X9_MgEdCg'],
	['O0EDx9WAelc', 'https://music.youtube.com/watch?v=O0EDx9WAelc'],
	['O0EDx9WAelc', 'HTTPS://www.youtube.com/watch?v=O0EDx9WAelc]'],
	['OGS7c0-CmRs', 'https://YouTu.be/OGS7c0-CmRswhatever)'],
	['rUxyKA_-grg', 'https://www.youtube.com/live/rUxyKA_-grg'],
]

// yt-dlp, YoutubeIE._TESTS (the links on a YouTube host): [expected id, link].
const ytDlpVideos: [string, string][] = [
	['BaW_jenozKc', 'https://www.youtube.com/watch?v=BaW_jenozKc&t=1s&end=9'],
	['BaW_jenozKc', 'http://youtu.be/BaW_jenozKc'],
	['BaW_jenozKc', 'https://youtube.googleapis.com/v/BaW_jenozKc'],
	['BaW_jenozKc', 'https://www.youtube.com/watch?v=BaW_jenozKc&v=yZIXLfi8CZQ'],
	['yZIXLfi8CZQ', '//www.YouTube.com/watch?v=yZIXLfi8CZQ'],
	['UxxajLWwzqY', 'https://www.youtube.com/watch?v=UxxajLWwzqY'],
	['a9LDPn-MO4I', 'https://www.youtube.com/watch?v=a9LDPn-MO4I'],
	['lsguqyKfVQg', 'https://www.youtube.com/watch?v=lsguqyKfVQg'],
	['Ms7iBXnlUO8', 'https://www.youtube.com/watch?v=Ms7iBXnlUO8'],
	['M4gD1WSo5mA', 'https://www.youtube.com/watch?v=M4gD1WSo5mA'],
	['V36LpHqtcDY', 'https://www.youtube.com/watch?feature=player_embedded&amp;amp;v=V36LpHqtcDY'],
	['i1Ko8UG-Tdo', 'https://www.youtube.com/watch?v=i1Ko8UG-Tdo'],
	['1t24XAntNCY', '1t24XAntNCY'],
	['sJL6WA-aGkQ', 'sJL6WA-aGkQ'],
	['s7_qI6_mIXc', 'https://www.youtube.com/watch?v=s7_qI6_mIXc'],
	['MgNrAu2pzNs', 'https://music.youtube.com/watch?v=MgNrAu2pzNs'],
	['3b8nCWDgZ6Q', 'https://www.youtubekids.com/watch?v=3b8nCWDgZ6Q'],
	['x41yOUIvK2k', 'https://www.youtube.com/watch?v=x41yOUIvK2k'],
	['63RmMXCd_bQ', 'https://www.youtube.com/watch_popup?v=63RmMXCd_bQ'],
	[
		'EhxJLojIE_o',
		'https://www.youtube.com/attribution_link?a=JdfC0C9V6ZI&u=%2Fwatch%3Fv%3DEhxJLojIE_o%26feature%3Dshare',
	],
	['BGQWPY4IigY', 'https://www.youtube.com/shorts/BGQWPY4IigY'],
	['qVv6vCqciTM', 'https://www.youtube.com/live/qVv6vCqciTM'],
	['FIl7x6_3R5Y', 'https://www.youtube.com/embed/FIl7x6_3R5Y'],
	['nfWlot6h_JM', 'https://m.youtube.com/watch?v=nfWlot6h_JM'],
]

// Links as creators paste them into a message: [expected id, text].
const pastedVideos: [string, string][] = [
	['dQw4w9WgXcQ', "watch this: https://youtu.be/dQw4w9WgXcQ it's great"],
	['dQw4w9WgXcQ', 'watch this:https://youtu.be/dQw4w9WgXcQ, really'],
	['dQw4w9WgXcQ', 'new upload!\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;amp;amp;t=1\n— see you there'],
	['dQw4w9WgXcQ', 'see [my video](https://youtu.be/dQw4w9WgXcQ) today'],
	[
		'dQw4w9WgXcQ',
		`https://www.google.com/url?q=${encodeURIComponent('https://www.youtube.com/watch?v=dQw4w9WgXcQ')}&sa=U`,
	],
	['dQw4w9WgXcQ', `https://www.google.de/url?sa=t&url=${encodeURIComponent('https://youtu.be/dQw4w9WgXcQ')}&usg=x`],
	['dQw4w9WgXcQ', `https://google.co.uk/url?q=${encodeURIComponent('https://m.youtube.com/shorts/dQw4w9WgXcQ')}`],
	['dQw4w9WgXcQ', `look: www.google.com.br/url?q=${encodeURIComponent('https://youtu.be/dQw4w9WgXcQ')} ok`],
	[
		'dQw4w9WgXcQ',
		`https://www.youtube.com/redirect?q=${encodeURIComponent(`https://www.google.com/url?q=${encodeURIComponent('https://youtu.be/dQw4w9WgXcQ')}`)}`,
	],
	['dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;amp;amp;amp;feature=share'],
]

// Links that name no video on a YouTube host, however they are wrapped.
const refused: string[] = [
	'https://hooktube.com/watch?v=TglNG-yjabU',
	'hooktube.com/embed/3msbfr6pBNE',
	'https://invidious.fdn.fr/watch?v=TglNG-yjabU',
	'https://invidio.us/watch?v=BaW_jenozKc',
	'https://redirect.invidious.io/Yh0AhrY9GjA',
	'https://www.youtube.com/watch?v=jZViOEv90d',
	'https://www.youtube.com/watchjZViOEv90d',
	'https://www.youtube.com/',
	`https://www.google.com/url?q=${encodeURIComponent('https://vimeo.com/123456')}`,
	`https://www.google.com/url?q=${encodeURIComponent('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')}`,
	'https://www.google.com/url?sa=t',
	`https://google.evil.example/url?q=${encodeURIComponent('https://vimeo.com/1')}`,
	'watch this: https://vimeo.com/123456 great',
	'watch this: programming tutorial',
	'data:text/html,<a href="https://youtu.be/dQw4w9WgXcQ">x</a>',
]

describe('NewPipe and yt-dlp video links', () => {
	test.each([...newPipeVideos, ...ytDlpVideos, ...pastedVideos])('%s ← %s', (videoId, url) => {
		expect(parseVideoUrl(url)).toMatchObject({ ok: true, videoId })
		// The transcript and thumbnail tools read clips too; a video link stays the same video there.
		expect(parseVideoLink(url)).toMatchObject({ ok: true, videoId })
	})

	test.each(refused)('refuses %s', (url) => {
		expect(parseVideoUrl(url).ok).toBe(false)
	})
})

const id = (channelId: string): ChannelUrlResult => ({ ok: true, kind: 'id', channelId })
const handle = (h: string): ChannelUrlResult => ({ ok: true, kind: 'handle', handle: h })
const named = (kind: 'custom' | 'user', name: string, path: string): ChannelUrlResult => ({
	ok: true,
	kind,
	name,
	url: `https://www.youtube.com/${path}`,
})

// yt-dlp's YoutubeTabIE and NewPipe's YoutubeChannelLinkHandlerFactoryTest channel links, and pasted ones.
const channels: [string, ChannelUrlResult][] = [
	['https://www.youtube.com/channel/UCqj7Cz7revf5maW9g5pgNcg/playlists', id('UCqj7Cz7revf5maW9g5pgNcg')],
	['https://www.youtube.com/channel/UCKfVa3S1e4PHvxWcwyMMg8w/community', id('UCKfVa3S1e4PHvxWcwyMMg8w')],
	['https://www.youtube.com/channel/UCKfVa3S1e4PHvxWcwyMMg8w/channels', id('UCKfVa3S1e4PHvxWcwyMMg8w')],
	['https://www.youtube.com/channel/UCKfVa3S1e4PHvxWcwyMMg8w/about', id('UCKfVa3S1e4PHvxWcwyMMg8w')],
	['https://www.youtube.com/channel/UCBR8-60-B28hp2BmDPdntcQ', id('UCBR8-60-B28hp2BmDPdntcQ')],
	['https://m.youtube.com/channel/UCoMdktPbSTixAyNGwb-UYkQ/live', id('UCoMdktPbSTixAyNGwb-UYkQ')],
	['https://music.youtube.com/channel/UCmlqkdCBesrJrSoBJRwiOjA', id('UCmlqkdCBesrJrSoBJRwiOjA')],
	['www.youtube.com/channel/UClq42foiSgl7sSpLupnugGA', id('UClq42foiSgl7sSpLupnugGA')],
	['https://www.youtube.com/c/ChristophLaimer/playlists', named('custom', 'ChristophLaimer', 'c/ChristophLaimer')],
	['https://m.youtube.com/c/ChristophLaimer/playlists', named('custom', 'ChristophLaimer', 'c/ChristophLaimer')],
	['www.youtube.com/c/creatoracademy', named('custom', 'creatoracademy', 'c/creatoracademy')],
	[
		'https://www.youtube.com/user/ThirstForScience/playlists',
		named('user', 'ThirstForScience', 'user/ThirstForScience'),
	],
	['https://www.youtube.com/user/Netzkino', named('user', 'Netzkino', 'user/Netzkino')],
	['http://www.youtube.com/NASAgovVideo/videos', named('custom', 'NASAgovVideo', 'NASAgovVideo')],
	['https://www.youtube.com/@3blue1brown/about', handle('@3blue1brown')],
	['https://www.youtube.com/@SuperCooperShorts/shorts', handle('@SuperCooperShorts')],
	['https://www.youtube.com/@Gronkh', handle('@Gronkh')],
	['subscribe to my channel: https://www.youtube.com/@Gronkh/videos thanks!', handle('@Gronkh')],
	['my channel is @Gronkh, come by', handle('@Gronkh')],
	[
		`https://www.google.fr/url?q=${encodeURIComponent('https://www.youtube.com/channel/UCqj7Cz7revf5maW9g5pgNcg')}`,
		id('UCqj7Cz7revf5maW9g5pgNcg'),
	],
	['https://invidious.fdn.fr/channel/UCBR8-60-B28hp2BmDPdntcQ', { ok: false, reason: 'notYouTube' }],
	[
		`https://www.google.com/url?q=${encodeURIComponent('https://vimeo.com/user/x')}`,
		{ ok: false, reason: 'notYouTube' },
	],
]

describe('NewPipe and yt-dlp channel links', () => {
	test.each(channels)('%s', (url, expected) => {
		expect(parseChannelUrl(url)).toStrictEqual(expected)
	})
})

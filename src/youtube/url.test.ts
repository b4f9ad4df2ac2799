import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import {
	CHANNEL_ID_PATTERN,
	type ChannelRef,
	type ChannelUrlResult,
	channelUrlFor,
	parseChannelUrl,
	parseVideoUrl,
	VIDEO_ID_PATTERN,
	type VideoUrlResult,
} from './url'

const ID = 'dQw4w9WgXcQ'
const OTHER = '_-aZ09_-aZ0'
const UCID = 'UCYfdidRxbB8Qhf0Nx7ioOYw'
const PL = 'PLbpi6ZahtOH6Blw3RGYpWkSByi_T7Rygb'

const ok = (videoId: string, startSeconds?: number): VideoUrlResult =>
	startSeconds === undefined ? { ok: true, videoId } : { ok: true, videoId, startSeconds }
const no = (reason: Extract<VideoUrlResult, { ok: false }>['reason']): VideoUrlResult => ({ ok: false, reason })

const acceptedVideos: [string, VideoUrlResult][] = [
	// bare ids and whitespace
	[ID, ok(ID)],
	[`  ${ID}\n`, ok(ID)],
	[OTHER, ok(OTHER)],
	// /watch in all its spellings
	[`https://www.youtube.com/watch?v=${ID}`, ok(ID)],
	[`https://youtube.com/watch?v=${ID}`, ok(ID)],
	[`http://www.youtube.com/watch?v=${ID}`, ok(ID)],
	[`youtube.com/watch?v=${ID}`, ok(ID)],
	[`www.youtube.com/watch?v=${ID}`, ok(ID)],
	[`//www.youtube.com/watch?v=${ID}`, ok(ID)],
	[`\t https://www.youtube.com/watch?v=${ID} \n`, ok(ID)],
	[`https://WWW.YouTube.COM/watch?v=${ID}`, ok(ID)],
	[`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, ok(ID)],
	[`https://www.youtube.com:443/watch?v=${ID}`, ok(ID)],
	[`https://www.youtube.com./watch?v=${ID}`, ok(ID)],
	[`https://www.youtube.com/watch?v=${OTHER}`, ok(OTHER)],
	// extra parameters before and after v
	[`https://m.youtube.com/watch?feature=share&v=${ID}`, ok(ID)],
	[`https://www.youtube.com/watch?v=${ID}&list=${PL}&index=3`, ok(ID)],
	[`https://www.youtube.com/watch?list=${PL}&v=${ID}&index=3`, ok(ID)],
	[`https://www.youtube.com/watch?v=${ID}&feature=share`, ok(ID)],
	[`https://www.youtube.com/watch?v=${ID}&si=Ab12Cd34Ef56Gh78`, ok(ID)],
	[`https://www.youtube.com/watch?v=${ID}&pp=ygUJcmljayByb2xs`, ok(ID)],
	[`https://www.youtube.com/watch?app=desktop&v=${ID}&feature=youtu.be`, ok(ID)],
	[`https://www.youtube.com/watch?v=${ID}&v=${OTHER}`, ok(ID)],
	['https://www.youtube.com/watch?v=dQw4w9WgXc%51', ok(ID)], // query values are percent-decoded
	// start times
	[`https://www.youtube.com/watch?v=${ID}&t=42s`, ok(ID, 42)],
	[`https://www.youtube.com/watch?v=${ID}&t=42`, ok(ID, 42)],
	[`https://www.youtube.com/watch?v=${ID}&t=1m30s`, ok(ID, 90)],
	[`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, ok(ID, 3723)],
	[`https://www.youtube.com/watch?v=${ID}&t=2m`, ok(ID, 120)],
	[`https://www.youtube.com/watch?t=1H&v=${ID}`, ok(ID, 3600)],
	[`https://www.youtube.com/watch?v=${ID}#t=30`, ok(ID, 30)],
	[`https://www.youtube.com/watch?v=${ID}&t=0`, ok(ID)],
	[`https://www.youtube.com/watch?v=${ID}&t=soon`, ok(ID)],
	[`https://www.youtube.com/watch?v=${ID}&t=`, ok(ID)],
	// other watch shapes
	[`https://www.youtube.com/watch/${ID}`, ok(ID)],
	[`https://www.youtube.com/watch#!v=${ID}`, ok(ID)],
	[`https://www.youtube.com/#!v=${ID}`, ok(ID)],
	[`https://m.youtube.com/#/watch?v=${ID}`, ok(ID)],
	[`https://www.youtube.com/?v=${ID}`, ok(ID)],
	[`https://www.youtube.com/watch_popup?v=${ID}`, ok(ID)],
	[`https://www.youtube.com/playlist?list=${PL}&v=${ID}`, ok(ID)],
	// youtu.be
	[`https://youtu.be/${ID}`, ok(ID)],
	[`youtu.be/${ID}`, ok(ID)],
	[`https://youtu.be/${ID}/`, ok(ID)],
	[`https://youtu.be/${ID}?si=Ab12Cd34Ef56Gh78&t=42`, ok(ID, 42)],
	[`https://youtu.be/${ID}?v=${OTHER}`, ok(OTHER)],
	[`https://youtu.be/${ID}&t=42s`, ok(ID, 42)],
	[`https://www.youtu.be/${ID}`, ok(ID)],
	[`https://youtu.be/${ID}#t=1m`, ok(ID, 60)],
	// path forms
	[`https://www.youtube.com/shorts/${ID}`, ok(ID)],
	[`https://youtube.com/shorts/${ID}?feature=share`, ok(ID)],
	[`https://www.youtube.com/shorts/${ID}/`, ok(ID)],
	[`https://www.youtube.com/live/${ID}`, ok(ID)],
	[`https://www.youtube.com/live/${ID}?si=x&t=90`, ok(ID, 90)],
	[`https://www.youtube.com/embed/${ID}`, ok(ID)],
	[`https://www.youtube.com/embed/${ID}?start=10`, ok(ID, 10)],
	[`https://www.youtube.com/embed/${ID}?start=10&t=20`, ok(ID, 20)],
	[`https://www.youtube-nocookie.com/embed/${ID}?rel=0`, ok(ID)],
	[`youtube-nocookie.com/embed/${ID}`, ok(ID)],
	[`https://www.youtube.com/v/${ID}?version=3`, ok(ID)],
	[`https://www.youtube.com/e/${ID}`, ok(ID)],
	[`https://www.youtube.com/w/${ID}`, ok(ID)],
	[`https://www.youtube.com/Shorts/${ID}`, ok(ID)],
	// hosts
	[`https://music.youtube.com/watch?v=${ID}&feature=share`, ok(ID)],
	[`https://gaming.youtube.com/watch?v=${ID}`, ok(ID)],
	[`https://de.youtube.com/watch?v=${ID}`, ok(ID)],
	[`https://www.youtubekids.com/watch?v=${ID}`, ok(ID)],
	[`youtubekids.com/watch?v=${ID}`, ok(ID)],
	// attribution links
	[`https://www.youtube.com/attribution_link?a=Ab1Cd2&u=%2Fwatch%3Fv%3D${ID}%26feature%3Dshare`, ok(ID)],
	[`https://www.youtube.com/attribution_link?a=x&u=%252Fwatch%253Fv%253D${ID}%2526feature%253Dem-uploademail`, ok(ID)],
	[`https://www.youtube.com/attribution_link?a=x&u=/watch?v=${ID}&feature=em-share`, ok(ID)],
	[`https://www.youtube.com/attribution_link?u=%2Fwatch%3Fv%3D${ID}%26t%3D42s`, ok(ID, 42)],
	[`https://www.youtube.com/attribution_link?u=https%3A%2F%2Fyoutu.be%2F${ID}`, ok(ID)],
	// Android intents
	[`vnd.youtube:${ID}`, ok(ID)],
	[`vnd.youtube://${ID}`, ok(ID)],
	[`VND.YOUTUBE:${ID}?t=5`, ok(ID, 5)],
	[`vnd.youtube://www.youtube.com/watch?v=${ID}`, ok(ID)],
	[`vnd.youtube.launch:${ID}`, ok(ID)],
	// as pasted from chat and Markdown
	[`(https://youtu.be/${ID})`, ok(ID)],
	[`https://youtu.be/${ID}.`, ok(ID)],
	[`https://youtu.be/${ID},`, ok(ID)],
	[`https://youtu.be/${ID};`, ok(ID)],
	[`https://youtu.be/${ID}!`, ok(ID)],
	[`https://www.youtube.com/watch?v=${ID}?`, ok(ID)],
	[`"https://youtu.be/${ID}"`, ok(ID)],
	[`“https://youtu.be/${ID}?t=42”`, ok(ID, 42)],
	[`'${ID}'`, ok(ID)],
	[`<https://www.youtube.com/watch?v=${ID}>`, ok(ID)],
	[`(https://youtu.be/${ID}).`, ok(ID)],
	[`"https://youtu.be/${ID}",`, ok(ID)],
	[`'https://youtu.be/${ID}';`, ok(ID)],
	[`https://youtu.be/${ID})`, ok(ID)],
	[`[my video](https://youtu.be/${ID})`, ok(ID)],
	[`[my video](https://www.youtube.com/watch?v=${ID}&t=42s "The title")`, ok(ID, 42)],
	[`[https://youtu.be/${ID}](https://youtu.be/${ID})`, ok(ID)],
	// text glued onto the id: its first 11 id characters are the id (NewPipe), not a refusal
	['https://www.youtube.com/watch?v=dQw4w9WgXcQx', ok(ID)],
	['https://www.youtube.com/watch?v=dQw4w9WgXcQ=garbage', ok(ID)],
	['https://www.youtube.com/shorts/dQw4w9WgXcQx', ok(ID)],
	// HTML-escaped links (page sources, e-mails)
	[`https://www.youtube.com/watch?feature=share&amp;v=${ID}`, ok(ID)],
	[`https://www.youtube.com/watch?v=${ID}&amp;t=42s`, ok(ID, 42)],
	// YouTube Studio
	[`https://studio.youtube.com/video/${ID}/edit`, ok(ID)],
	[`https://studio.youtube.com/video/${ID}/analytics/tab-overview/period-default`, ok(ID)],
	[`studio.youtube.com/video/${ID}/comments`, ok(ID)],
	// the consent page and YouTube's outbound redirect stand for the link they lead to
	[
		`https://consent.youtube.com/m?continue=${encodeURIComponent(`https://www.youtube.com/watch?v=${ID}&cbrd=1`)}&gl=DE&m=0&pc=yt&hl=de&src=1`,
		ok(ID),
	],
	[
		`https://www.youtube.com/redirect?event=video_description&redir_token=x&q=${encodeURIComponent(`https://youtu.be/${OTHER}`)}&v=${ID}`,
		ok(OTHER),
	],
]

const rejectedVideos: [string, VideoUrlResult][] = [
	['', no('empty')],
	['   \n\t', no('empty')],
	// not YouTube, including look-alikes and other schemes
	['https://vimeo.com/123456', no('notYouTube')],
	[`https://youtube.com.evil.com/watch?v=${ID}`, no('notYouTube')],
	[`https://notyoutube.com/watch?v=${ID}`, no('notYouTube')],
	[`https://youtu.be.evil.com/${ID}`, no('notYouTube')],
	[`https://evilyoutu.be/${ID}`, no('notYouTube')],
	[`https://youtube.co/watch?v=${ID}`, no('notYouTube')],
	[`https://www.yоutube.com/watch?v=${ID}`, no('notYouTube')], // Cyrillic "о"
	[`https://youtube.com@evil.com/watch?v=${ID}`, no('notYouTube')],
	[`https://evil.com/?u=https://www.youtube.com/watch?v=${ID}`, no('notYouTube')],
	['javascript:alert(1)', no('notYouTube')],
	[`javascript://www.youtube.com/watch?v=${ID}%0Aalert(1)`, no('notYouTube')],
	[`ftp://www.youtube.com/watch?v=${ID}`, no('notYouTube')],
	[`data:text/html,<a href="https://youtu.be/${ID}">x</a>`, no('notYouTube')],
	[`file:///home/u/youtube.com/watch?v=${ID}`, no('notYouTube')],
	['hello world', no('notYouTube')],
	['dQw4w9WgXc', no('notYouTube')], // 10 characters
	['dQw4w9WgXcQx', no('notYouTube')], // 12 characters
	['http://', no('notYouTube')],
	// YouTube, but no usable video id
	['https://youtube.com/watch?v=', no('noVideoId')],
	['https://www.youtube.com/watch', no('noVideoId')],
	['https://www.youtube.com/watch?v=dQw4w9WgXc', no('noVideoId')],
	['https://www.youtube.com/watch?v=dQw4w9WgX$Q', no('noVideoId')],
	['https://www.youtube.com/', no('noVideoId')],
	['youtube.com', no('noVideoId')],
	['https://youtu.be/', no('noVideoId')],
	[`https://youtu.be/${ID}?v=tooshort`, no('noVideoId')],
	['https://www.youtube.com/shorts/', no('noVideoId')],
	['https://www.youtube.com/results?search_query=rick+astley', no('noVideoId')],
	['https://www.youtube.com/feed/subscriptions', no('noVideoId')],
	['https://www.youtube.com/clip/UgkxU2HSeGL_NvmDJ-nQJrlLwllwMDBdGZFs', no('noVideoId')],
	['https://www.youtube.com/attribution_link?a=Ab1Cd2', no('noVideoId')],
	[
		`https://www.youtube.com/attribution_link?u=${encodeURIComponent('https://evil.com/watch?v=')}${ID}`,
		no('notYouTube'),
	],
	['vnd.youtube:short', no('noVideoId')],
	['vnd.youtube:', no('noVideoId')],
	// playlists and channels
	[`https://www.youtube.com/playlist?list=${PL}`, no('playlistOnly')],
	[`https://www.youtube.com/watch?list=${PL}`, no('playlistOnly')],
	[`https://www.youtube.com/embed/videoseries?list=${PL}`, no('playlistOnly')],
	[`https://www.youtube-nocookie.com/embed?listType=playlist&list=${PL}`, no('playlistOnly')],
	[`https://www.youtube.com/embed/live_stream?channel=${UCID}`, no('channel')],
	[`https://www.youtube.com/channel/${UCID}`, no('channel')],
	['https://www.youtube.com/@Gronkh', no('channel')],
	['https://www.youtube.com/@Gronkh/videos', no('channel')],
	['https://www.youtube.com/c/Gronkh', no('channel')],
	['https://www.youtube.com/user/Vsauce', no('channel')],
	['https://www.youtube.com/gronkh', no('channel')],
	[`https://www.youtubekids.com/channel/${UCID}`, no('channel')],
	[`https://studio.youtube.com/channel/${UCID}/videos/upload`, no('channel')],
	// still not YouTube, however it is wrapped or redirected
	[`https://youtube.com.evil.example/watch?v=${ID}`, no('notYouTube')],
	[`(https://youtube.com.evil.example/watch?v=${ID})`, no('notYouTube')],
	[`https://notyoutube.com/watch?v=${ID}.`, no('notYouTube')],
	[`https://youtu.be.example.com/${ID}`, no('notYouTube')],
	[`[video](https://youtu.be.example.com/${ID})`, no('notYouTube')],
	['https://consent.youtube.com/m?continue=https://evil.example/', no('notYouTube')],
	[
		`https://consent.youtube.com/m?continue=${encodeURIComponent(`https://evil.example/watch?v=${ID}`)}`,
		no('notYouTube'),
	],
	[`https://www.youtube.com/redirect?q=${encodeURIComponent('https://evil.example/')}&v=${ID}`, no('notYouTube')],
	['https://consent.youtube.com/m', no('noVideoId')],
	['https://studio.youtube.com/', no('noVideoId')],
	['https://studio.youtube.com/video/tooshort/edit', no('noVideoId')],
]

describe('parseVideoUrl', () => {
	test('has at least 60 cases', () => {
		expect(acceptedVideos.length + rejectedVideos.length).toBeGreaterThanOrEqual(60)
	})

	test.each(acceptedVideos)('accepts %s', (input, expected) => {
		expect(parseVideoUrl(input)).toStrictEqual(expected)
	})

	test.each(rejectedVideos)('rejects %s', (input, expected) => {
		expect(parseVideoUrl(input)).toStrictEqual(expected)
	})

	test('does not throw on non-string runtime input', () => {
		expect(parseVideoUrl(undefined as unknown as string)).toStrictEqual(no('empty'))
	})
})

const id = (channelId: string): ChannelUrlResult => ({ ok: true, kind: 'id', channelId })
const handle = (h: string): ChannelUrlResult => ({ ok: true, kind: 'handle', handle: h })
const named = (kind: 'custom' | 'user', name: string, url: string): ChannelUrlResult => ({ ok: true, kind, name, url })
const notChannel: ChannelUrlResult = { ok: false, reason: 'notChannel' }
const notYouTube: ChannelUrlResult = { ok: false, reason: 'notYouTube' }

const channelCases: [string, ChannelUrlResult][] = [
	// ids
	[`https://www.youtube.com/channel/${UCID}`, id(UCID)],
	[`youtube.com/channel/${UCID}/videos`, id(UCID)],
	[`https://m.youtube.com/channel/${UCID}?view_as=subscriber`, id(UCID)],
	[`https://music.youtube.com/channel/${UCID}`, id(UCID)],
	[`http://youtube.com/channel/${UCID}/`, id(UCID)],
	[UCID, id(UCID)],
	[`  ${UCID}  `, id(UCID)],
	// handles
	['https://www.youtube.com/@Gronkh', handle('@Gronkh')],
	['WWW.YOUTUBE.COM/@Gronkh', handle('@Gronkh')],
	['//www.youtube.com/@gronkh', handle('@gronkh')],
	['https://www.youtube.com/@Gronkh/', handle('@Gronkh')],
	['youtube.com/@TheDailyShow/videos', handle('@TheDailyShow')],
	['https://www.youtube.com/@gronkh/shorts?si=abc', handle('@gronkh')],
	['https://www.youtube.com/@gronkh/featured#top', handle('@gronkh')],
	['https://www.youtube.com/@Gronkh/STREAMS', handle('@Gronkh')],
	['https://m.youtube.com/@gronkh/community', handle('@gronkh')],
	['https://www.youtube.com/@some.handle-name_1', handle('@some.handle-name_1')],
	['https://www.youtube.com/@müller', handle('@müller')],
	['https://www.youtube.com/@m%C3%BCller/about', handle('@müller')],
	['@Gronkh', handle('@Gronkh')],
	['  @müller ', handle('@müller')],
	['@gronkh/videos', handle('@gronkh')],
	['@abc', handle('@abc')],
	[`@${'a'.repeat(30)}`, handle(`@${'a'.repeat(30)}`)],
	// custom and user names
	['https://www.youtube.com/c/Kurzgesagt', named('custom', 'Kurzgesagt', 'https://www.youtube.com/c/Kurzgesagt')],
	['youtube.com/c/Kurzgesagt/about', named('custom', 'Kurzgesagt', 'https://www.youtube.com/c/Kurzgesagt')],
	['https://www.youtube.com/user/Vsauce', named('user', 'Vsauce', 'https://www.youtube.com/user/Vsauce')],
	['https://www.youtube.com/user/Vsauce/playlists', named('user', 'Vsauce', 'https://www.youtube.com/user/Vsauce')],
	['https://www.youtube.com/gronkh', named('custom', 'gronkh', 'https://www.youtube.com/gronkh')],
	['youtube.com/thedailyshow/live', named('custom', 'thedailyshow', 'https://www.youtube.com/thedailyshow')],
	['https://www.youtube.com/c/Café', named('custom', 'Café', 'https://www.youtube.com/c/Caf%C3%A9')],
	// any tab after a channel; a bare /name only with a tab YouTube has shown
	[`https://www.youtube.com/channel/${UCID}/home`, id(UCID)],
	[`https://www.youtube.com/channel/${UCID}/join`, id(UCID)],
	['https://www.youtube.com/@gronkh/unknowntab', handle('@gronkh')],
	[
		'https://www.youtube.com/c/Kurzgesagt/playlists',
		named('custom', 'Kurzgesagt', 'https://www.youtube.com/c/Kurzgesagt'),
	],
	['https://www.youtube.com/user/Vsauce/home', named('user', 'Vsauce', 'https://www.youtube.com/user/Vsauce')],
	['https://www.youtube.com/gronkh/home', named('custom', 'gronkh', 'https://www.youtube.com/gronkh')],
	// as pasted from chat and Markdown
	['https://www.youtube.com/@Gronkh.', handle('@Gronkh')],
	['@Gronkh.', handle('@Gronkh')],
	['@some.handle.', handle('@some.handle')],
	['(https://www.youtube.com/@Gronkh)', handle('@Gronkh')],
	['"@Gronkh"', handle('@Gronkh')],
	[`<https://www.youtube.com/channel/${UCID}>`, id(UCID)],
	['[Gronkh](https://www.youtube.com/@Gronkh/videos)', handle('@Gronkh')],
	// consent page, redirect, YouTube Kids, Studio, the live-stream embed
	[
		`https://consent.youtube.com/m?continue=${encodeURIComponent('https://www.youtube.com/@Gronkh?cbrd=1')}&gl=DE&hl=de`,
		handle('@Gronkh'),
	],
	[`https://www.youtube.com/redirect?q=${encodeURIComponent('https://www.youtube.com/@Gronkh')}`, handle('@Gronkh')],
	[`https://www.youtubekids.com/channel/${UCID}`, id(UCID)],
	[`youtubekids.com/channel/${UCID}?hl=de`, id(UCID)],
	[`https://studio.youtube.com/channel/${UCID}/videos/upload`, id(UCID)],
	[`https://www.youtube.com/embed/live_stream?channel=${UCID}`, id(UCID)],
	[`https://www.youtube-nocookie.com/embed/live_stream?channel=${UCID}&autoplay=1`, id(UCID)],
	// rejected
	['', { ok: false, reason: 'empty' }],
	['  ', { ok: false, reason: 'empty' }],
	['https://vimeo.com/user/someone', notYouTube],
	['https://youtube.com.evil.com/@gronkh', notYouTube],
	['https://notyoutube.com/@gronkh', notYouTube],
	['javascript:alert(1)', notYouTube],
	['ftp://youtube.com/@gronkh', notYouTube],
	['gronkh', notYouTube],
	[`UC${'x'.repeat(21)}`, notYouTube],
	[`https://youtu.be/${ID}`, notChannel],
	[`https://www.youtube-nocookie.com/embed/${ID}`, notChannel],
	[`https://www.youtubekids.com/watch?v=${ID}`, notChannel],
	[`https://www.youtube.com/watch?v=${ID}`, notChannel],
	[`https://www.youtube.com/shorts/${ID}`, notChannel],
	['https://www.youtube.com/', notChannel],
	['https://www.youtube.com/channel/', notChannel],
	['https://www.youtube.com/channel/UCshort', notChannel],
	[`https://www.youtube.com/channel/${UCID}x`, notChannel],
	['https://www.youtube.com/c/', notChannel],
	['@ab', notChannel],
	[`@${'a'.repeat(31)}`, notChannel],
	['https://www.youtube.com/@bad%20handle', notChannel],
	// a link followed by a word is that link (a sentence), not a handle with a space in it
	['https://www.youtube.com/@bad handle', handle('@bad')],
	['https://www.youtube.com/@bad%2Fhandle', notChannel],
	['https://www.youtube.com/@%E0%A4%A', notChannel],
	['https://www.youtube.com/@gronkh/bad.tab', notChannel],
	['https://www.youtube.com/gronkh/unknowntab', notChannel],
	['https://consent.youtube.com/m', notChannel],
	['https://consent.youtube.com/m?continue=https://evil.example/', notYouTube],
	['https://youtube.com.evil.example/@gronkh', notYouTube],
	['https://youtu.be.example.com/@gronkh', notYouTube],
	['(https://notyoutube.com/@gronkh)', notYouTube],
	[`https://www.youtube.com/redirect?q=${encodeURIComponent('https://evil.example/@gronkh')}`, notYouTube],
	['https://www.youtube.com/embed/live_stream?channel=UCshort', notChannel],
	['https://www.youtube.com/embed/live_stream', notChannel],
	['https://www.youtubekids.com/@gronkh', notChannel],
	['https://www.youtube.com/@gronkh/videos/extra', notChannel],
	['https://www.youtube.com/results?search_query=gronkh', notChannel],
	['https://www.youtube.com/feed/trending', notChannel],
	[`https://www.youtube.com/playlist?list=${PL}`, notChannel],
	['https://www.youtube.com/robots.txt', notChannel],
	['https://www.youtube.com/premium', notChannel],
]

describe('parseChannelUrl', () => {
	test('has at least 30 cases', () => {
		expect(channelCases.length).toBeGreaterThanOrEqual(30)
	})

	test.each(channelCases)('%s', (input, expected) => {
		expect(parseChannelUrl(input)).toStrictEqual(expected)
	})
})

describe('channelUrlFor', () => {
	const cases: [ChannelRef, string][] = [
		[{ ok: true, kind: 'id', channelId: UCID }, `https://www.youtube.com/channel/${UCID}`],
		[{ ok: true, kind: 'handle', handle: '@Gronkh' }, 'https://www.youtube.com/@Gronkh'],
		[{ ok: true, kind: 'handle', handle: '@müller' }, 'https://www.youtube.com/@m%C3%BCller'],
		[
			{ ok: true, kind: 'user', name: 'Vsauce', url: 'https://www.youtube.com/user/Vsauce' },
			'https://www.youtube.com/user/Vsauce',
		],
		[
			{ ok: true, kind: 'custom', name: 'gronkh', url: 'https://www.youtube.com/gronkh' },
			'https://www.youtube.com/gronkh',
		],
	]
	test.each(cases)('%o → %s', (ref, url) => {
		expect(channelUrlFor(ref)).toBe(url)
	})

	test('the canonical URL parses back to the same reference', () => {
		for (const input of ['@müller', UCID, 'youtube.com/c/Café', 'youtube.com/user/Vsauce', 'youtube.com/gronkh']) {
			const ref = parseChannelUrl(input)
			if (!ref.ok) throw new Error(`expected ${input} to parse`)
			expect(parseChannelUrl(channelUrlFor(ref))).toStrictEqual(ref)
		}
	})
})

describe('properties', () => {
	const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('')
	const videoId = fc.string({ unit: fc.constantFrom(...idAlphabet), minLength: 11, maxLength: 11 })
	const templates: ((id: string) => string)[] = [
		(v) => v,
		(v) => `https://www.youtube.com/watch?v=${v}`,
		(v) => `youtube.com/watch?feature=share&v=${v}&t=1`,
		(v) => `https://m.youtube.com/watch?v=${v}&list=${PL}&index=3`,
		(v) => `https://music.youtube.com/watch?v=${v}`,
		(v) => `https://www.youtube.com/watch/${v}`,
		(v) => `https://www.youtube.com/#!v=${v}`,
		(v) => `https://www.youtube.com/watch_popup?v=${v}`,
		(v) => `https://youtu.be/${v}?si=abc&t=42`,
		(v) => `youtu.be/${v}`,
		(v) => `https://www.youtube.com/shorts/${v}?feature=share`,
		(v) => `https://www.youtube.com/live/${v}`,
		(v) => `https://www.youtube.com/embed/${v}?start=10`,
		(v) => `https://www.youtube-nocookie.com/embed/${v}`,
		(v) => `https://www.youtube.com/v/${v}`,
		(v) => `https://www.youtube.com/e/${v}`,
		(v) => `https://www.youtube.com/w/${v}`,
		(v) => `https://www.youtubekids.com/watch?v=${v}`,
		(v) => `https://www.youtube.com/attribution_link?a=x&u=${encodeURIComponent(`/watch?v=${v}&feature=share`)}`,
		(v) => `vnd.youtube:${v}`,
		(v) => `vnd.youtube://${v}`,
		(v) => `//www.youtube.com/watch?v=${v}`,
	]

	test('every accepted template gives the id back', () => {
		fc.assert(
			fc.property(videoId, fc.nat(templates.length - 1), (v, i) => {
				const result = parseVideoUrl(templates[i]!(v))
				expect(result.ok && result.videoId).toBe(v)
			}),
			{ numRuns: 1000 },
		)
	})

	test('random input never throws, and accepted ids always match the id pattern', () => {
		const anyText = fc.oneof(
			fc.string(),
			fc.string({ unit: 'binary' }),
			fc.webUrl({ withQueryParameters: true, withFragments: true }),
			fc.string().map((s) => `https://www.youtube.com/${s}`),
			fc.string().map((s) => `https://youtu.be/${s}`),
			fc.string().map((s) => `https://www.youtube.com/attribution_link?u=${s}`),
			fc.string().map((s) => `vnd.youtube:${s}`),
			fc.string().map((s) => `@${s}`),
		)
		fc.assert(
			fc.property(anyText, (text) => {
				const video = parseVideoUrl(text)
				if (video.ok) expect(video.videoId).toMatch(VIDEO_ID_PATTERN)
				const channel = parseChannelUrl(text)
				if (channel.ok && channel.kind === 'id') expect(channel.channelId).toMatch(CHANNEL_ID_PATTERN)
				if (channel.ok) expect(() => channelUrlFor(channel)).not.toThrow()
			}),
			{ numRuns: 1000 },
		)
	}, 30_000) // a thousand bounded runs; the 5 s default was cut on a loaded machine
})

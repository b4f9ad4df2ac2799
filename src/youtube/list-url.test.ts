import { describe, expect, test } from 'bun:test'
import { type ChannelTab, type ListUrlFailure, type ListUrlResult, parseListUrl } from './list-url'
import { parseVideoUrl } from './url'

const PL = 'PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'
const playlist = (playlistId: string): ListUrlResult => ({ ok: true, kind: 'playlist', playlistId })

describe('parseListUrl: playlists', () => {
	test.each([
		`https://www.youtube.com/playlist?list=${PL}`,
		`youtube.com/playlist?list=${PL}&si=abc`,
		`https://m.youtube.com/playlist?list=${PL}`,
		`https://music.youtube.com/playlist?list=${PL}`,
		`https://www.youtube.com/watch?v=u2ah9tWTkmk&list=${PL}&index=3`,
		`https://youtu.be/u2ah9tWTkmk?list=${PL}`,
		`https://www.youtube.com/embed/videoseries?list=${PL}`,
		`https://www.youtube-nocookie.com/embed/u2ah9tWTkmk?list=${PL}`,
		`(https://www.youtube.com/playlist?list=${PL}).`,
		`https://www.youtube.com/watch?v=u2ah9tWTkmk&amp;list=${PL}`,
		`https://consent.youtube.com/m?continue=${encodeURIComponent(`https://www.youtube.com/playlist?list=${PL}`)}`,
		PL,
	])('%s', (input) => {
		expect(parseListUrl(input)).toEqual(playlist(PL))
	})

	test('albums, uploads and YouTube Music album radios are playlists', () => {
		for (const id of [
			'OLAK5uy_kZmFBh7vKJxhkQYHRPQZ3bZ3yXmVBLi7A',
			'UUTwECeGqMZee77BjdoYtI2Q',
			'FLTwECeGqMZee77BjdoYtI2Q',
		])
			expect(parseListUrl(`https://www.youtube.com/playlist?list=${id}`)).toEqual(playlist(id))
		const radio = 'RDCLAK5uy_kmPRjHDECIcuVwnKsx2Ng7fyNgFKWNJFs'
		expect(parseListUrl(`https://music.youtube.com/playlist?list=${radio}`)).toEqual(playlist(radio))
	})

	test('a watch link with a list stays a video for the single tools', () => {
		expect(parseVideoUrl(`https://www.youtube.com/watch?v=u2ah9tWTkmk&list=${PL}`)).toEqual({
			ok: true,
			videoId: 'u2ah9tWTkmk',
		})
	})

	test('private lists are refused as private', () => {
		for (const id of ['LL', 'WL', 'LM', 'RDMM', 'LLTwECeGqMZee77BjdoYtI2Q'])
			expect(parseListUrl(`https://www.youtube.com/playlist?list=${id}`)).toEqual<ListUrlResult>({
				ok: false,
				reason: 'privateList',
			})
		expect(parseListUrl('WL')).toEqual<ListUrlResult>({ ok: false, reason: 'privateList' })
	})
})

describe('parseListUrl: mixes', () => {
	test('a watch link with an RD list is the mix around its video', () => {
		expect(parseListUrl('https://www.youtube.com/watch?v=FAqYW76GLPA&list=RDFAqYW76GLPA&start_radio=1')).toEqual({
			ok: true,
			kind: 'mix',
			playlistId: 'RDFAqYW76GLPA',
			videoId: 'FAqYW76GLPA',
		})
	})

	test('without a video, the one in the id (RD<id>, RDAMVM<id>)', () => {
		expect(parseListUrl('https://www.youtube.com/playlist?list=RDFAqYW76GLPA')).toMatchObject({
			videoId: 'FAqYW76GLPA',
		})
		expect(parseListUrl('https://music.youtube.com/watch?list=RDAMVMFAqYW76GLPA')).toMatchObject({
			kind: 'mix',
			videoId: 'FAqYW76GLPA',
		})
		expect(parseListUrl('RDFAqYW76GLPA')).toMatchObject({ kind: 'mix', videoId: 'FAqYW76GLPA' })
	})

	test('a mix naming no video is no list', () => {
		expect(parseListUrl('https://www.youtube.com/playlist?list=RDEMabcdefghijklmnopqrst')).toEqual<ListUrlResult>({
			ok: false,
			reason: 'notList',
		})
	})
})

describe('parseListUrl: channels', () => {
	test.each([
		['https://www.youtube.com/@Doobydobap', 'videos'],
		['https://www.youtube.com/@Doobydobap/videos', 'videos'],
		['https://www.youtube.com/@Doobydobap/featured', 'videos'],
		['https://www.youtube.com/@Doobydobap/shorts', 'shorts'],
		['https://www.youtube.com/@Doobydobap/Shorts?si=x', 'shorts'],
		['@Doobydobap/shorts', 'shorts'],
		['@Doobydobap', 'videos'],
	])('%s → %s tab', (input, tab) => {
		expect(parseListUrl(input)).toEqual<ListUrlResult>({
			ok: true,
			kind: 'channel',
			channel: { ok: true, kind: 'handle', handle: '@Doobydobap' },
			tab: tab as ChannelTab,
		})
	})

	test('every form the channel parser accepts', () => {
		const id = { ok: true, kind: 'id', channelId: 'UCh8gHdtzO2tXd593_bjErWg' } as const
		expect(parseListUrl('https://www.youtube.com/channel/UCh8gHdtzO2tXd593_bjErWg/shorts')).toEqual<ListUrlResult>({
			ok: true,
			kind: 'channel',
			channel: id,
			tab: 'shorts',
		})
		expect(parseListUrl('UCh8gHdtzO2tXd593_bjErWg')).toMatchObject({ channel: id, tab: 'videos' })
		expect(parseListUrl('https://www.youtubekids.com/channel/UCh8gHdtzO2tXd593_bjErWg')).toMatchObject({ channel: id })
		expect(parseListUrl('https://www.youtube.com/user/creativecommons')).toMatchObject({
			channel: { kind: 'user', name: 'creativecommons' },
			tab: 'videos',
		})
		expect(parseListUrl('https://www.youtube.com/c/Gronkh/shorts')).toMatchObject({
			channel: { kind: 'custom', name: 'Gronkh' },
			tab: 'shorts',
		})
		expect(parseListUrl('https://www.youtube.com/Gronkh/shorts')).toMatchObject({ tab: 'shorts' })
	})
})

describe('parseListUrl: refusals', () => {
	test.each([
		['', 'empty'],
		['   ', 'empty'],
		['https://www.youtube.com/watch?v=u2ah9tWTkmk', 'notList'],
		['https://youtu.be/u2ah9tWTkmk', 'notList'],
		['https://www.youtube.com/playlist?list=', 'notList'],
		['https://www.youtube.com/playlist?list=PL<script>', 'notList'],
		['https://www.youtube.com/results?search_query=x', 'notList'],
		[`https://www.youtube.com.evil.com/playlist?list=${PL}`, 'notYouTube'],
		[`https://example.com/playlist?list=${PL}`, 'notYouTube'],
		[`javascript:alert(1)//list=${PL}`, 'notYouTube'],
		[`https://www.youtube.com/redirect?q=${encodeURIComponent(`https://evil.com/playlist?list=${PL}`)}`, 'notYouTube'],
	])('%s → %s', (input, reason) => {
		expect(parseListUrl(input)).toEqual({ ok: false, reason: reason as ListUrlFailure })
	})

	test('never throws on what a form may send', () => {
		for (const input of [undefined, null, 42, {}, '%E0%A4%A', 'https://www.youtube.com/@%E0%A4%A/shorts'])
			expect(() => parseListUrl(input as string)).not.toThrow()
	})
})

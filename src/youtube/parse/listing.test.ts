/**
 * The list parsers beyond EXPECTED.json's facts (expected-facts.test.ts checks those on every recording): NewPipe's
 * first-page token byte for byte, and the shapes a recording does not show.
 */
import { describe, expect, test } from 'bun:test'
import { YouTubeError } from '../errors'
import { readListItem } from './listing-items'
import { parsePlaylistAnswer, videoCount } from './listing-playlist'
import { firstPlaylistPageToken } from './listing-token'
import { fixtureJson, thrownBy } from './test-fixtures'

describe("NewPipe's first-page token", () => {
	test('is the recorded request’s continuation, byte for byte', () => {
		const meta = fixtureJson('newpipe/browse_continuation_PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr_page1.json.meta.json')
		const recorded = (meta as { request: { body: { continuation: string } } }).request.body.continuation
		expect(firstPlaylistPageToken('PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr')).toBe(recorded)
	})

	test('carries the browse id, the first-page properties and the id; padding URL-encoded', () => {
		const token = firstPlaylistPageToken('PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU')
		const bytes = atob(decodeURIComponent(token).replace(/-/g, '+').replace(/_/g, '/'))
		expect(bytes).toContain('VLPL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU')
		expect(bytes).toContain('CADCBgIIAA%3D%3D')
		expect(token).toMatch(/^[A-Za-z0-9_-]+(%3D){0,2}$/)
		// Field 80226972 as a varint tag, then a one-byte length under 128.
		expect([...bytes.slice(0, 5)].map((c) => c.charCodeAt(0))).toEqual([0xe2, 0xa9, 0x85, 0xb2, 0x02])
	})
})

describe('list entries', () => {
	test('lockups of playlists or podcasts on a channel page are not videos', () => {
		const playlistLockup = {
			lockupViewModel: { contentId: 'PLxxxxxxxxxx', contentType: 'LOCKUP_CONTENT_TYPE_PLAYLIST' },
		}
		expect(readListItem(playlistLockup)).toBeNull()
		expect(readListItem({ continuationItemRenderer: {} })).toBeNull()
		expect(readListItem({ playlistVideoRenderer: { videoId: 'not an id' } })).toBeNull()
	})

	test('a Short without its reel endpoint falls back to its entity id', () => {
		const short = { shortsLockupViewModel: { entityId: 'shorts-shelf-item-l-X5WbDSH2o' } }
		expect(readListItem({ richItemRenderer: { content: short } })?.videoId).toBe('l-X5WbDSH2o')
	})

	test('counts as YouTube writes them', () => {
		expect(videoCount('150 videos')).toBe(150)
		expect(videoCount('1 video')).toBe(1)
		expect(videoCount('1,234 videos')).toBe(1234)
		expect(videoCount('No videos')).toBe(0)
		expect(videoCount('143,206 views')).toBeNull()
		expect(videoCount(null)).toBeNull()
	})
})

describe('playlist alerts', () => {
	const withAlert = (text: string) => ({ alerts: [{ alertRenderer: { type: 'ERROR', text: { simpleText: text } } }] })
	const codeOf = (json: unknown) => (thrownBy(() => parsePlaylistAnswer(json)) as YouTubeError).code

	test('each ERROR alert its own code; INFO alerts are no error', () => {
		expect(codeOf(withAlert('The playlist does not exist.'))).toBe('playlistNotFound')
		expect(codeOf(withAlert('This playlist type is unviewable.'))).toBe('playlistUnviewable')
		expect(codeOf(withAlert('This playlist is private.'))).toBe('playlistPrivate')
		const info = {
			...(fixtureJson('newpipe/browse_VLPLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr_playlist_header.json') as object),
		}
		const withInfo = {
			...info,
			alerts: [{ alertWithButtonRenderer: { type: 'INFO', text: { simpleText: 'Unavailable videos are hidden' } } }],
		}
		expect(parsePlaylistAnswer(withInfo).total).toBe(150)
	})

	test('an answer with neither a playlist nor an alert is YouTube answering badly', () => {
		expect(codeOf({ responseContext: {} })).toBe('upstreamError')
		expect(thrownBy(() => parsePlaylistAnswer('not json'))).toBeInstanceOf(YouTubeError)
	})
})

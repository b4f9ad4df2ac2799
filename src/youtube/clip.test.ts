import { describe, expect, test } from 'bun:test'
import { withFakeUpstream } from '../../tests/support/fake-upstream'
import { createClipResolver } from './clip.server'
import { YouTubeError } from './errors'
import { createUpstream } from './upstream.server'

const env = withFakeUpstream()

const clipPages = () => env.youtube.requests.filter((r) => r.route === 'clip')
async function codeOf(promise: Promise<unknown>): Promise<string> {
	try {
		await promise
	} catch (error) {
		expect(error).toBeInstanceOf(YouTubeError)
		return (error as YouTubeError).code
	}
	throw new Error('did not throw')
}

describe('createClipResolver: a clip id to its video and range', () => {
	test('yt-dlp’s test clip, read from its page at env.youtube.com/clip/ID and then cached', async () => {
		const clips = createClipResolver({ upstream: env.upstream })
		const expected = { videoId: 'ScPX26pdQik', startMs: 29_000, endMs: 39_700 }
		expect(await clips.resolve('UgytZKpehg-hEMBSn3F4AaABCQ')).toEqual(expected)
		expect(await clips.resolve('UgytZKpehg-hEMBSn3F4AaABCQ')).toEqual(expected)
		expect(clipPages()).toHaveLength(1)
		expect(clipPages()[0]).toMatchObject({ host: 'www.youtube.com', path: '/clip/UgytZKpehg-hEMBSn3F4AaABCQ' })
		// Asked as a browser, through the one door (its consent cookie).
		expect(clipPages()[0]?.headers['user-agent']).toStartWith('Mozilla/5.0')
		expect(clipPages()[0]?.headers.cookie).toContain('SOCS=')
	})

	test('a clip YouTube does not have: clipNotFound, from its page or a 404', async () => {
		const clips = createClipResolver({ upstream: env.upstream })
		expect(await codeOf(clips.resolve('UgkxThisClipWasNeverMadeForAnyVideo0'))).toBe('clipNotFound')
		const notFound = createClipResolver({
			upstream: createUpstream({
				overrides: new Map(),
				timeoutMs: 2000,
				fetch: (async () => new Response('<html>404</html>', { status: 404 })) as unknown as typeof fetch,
			}),
		})
		expect(await codeOf(notFound.resolve('UgytZKpehg-hEMBSn3F4AaABCQ'))).toBe('clipNotFound')
	})

	test('YouTube refusing this server reads as the same refusal as anywhere, and is not cached', async () => {
		const clips = createClipResolver({ upstream: env.upstream })
		env.youtube.fail('429', { times: 1 })
		expect(await codeOf(clips.resolve('UgytZKpehg-hEMBSn3F4AaABCQ'))).toBe('rateLimited')
		env.youtube.fail('botCheck', { times: 1 })
		expect(await codeOf(clips.resolve('UgytZKpehg-hEMBSn3F4AaABCQ'))).toBe('botCheck')
		env.youtube.fail('500', { times: 1 })
		expect(await codeOf(clips.resolve('UgytZKpehg-hEMBSn3F4AaABCQ'))).toBe('upstreamError')
		env.youtube.fail('garbage', { times: 1 })
		expect(await codeOf(clips.resolve('UgytZKpehg-hEMBSn3F4AaABCQ'))).toBe('upstreamError')
		expect((await clips.resolve('UgytZKpehg-hEMBSn3F4AaABCQ')).videoId).toBe('ScPX26pdQik')
		expect(clipPages()).toHaveLength(5)
	})

	test('a page cut short in its data is YouTube failing, never a missing clip', async () => {
		const clips = createClipResolver({ upstream: env.upstream })
		env.youtube.fail('truncated', { times: 1 })
		expect(await codeOf(clips.resolve('UgytZKpehg-hEMBSn3F4AaABCQ'))).toBe('upstreamError')
	})

	test('an id that is no clip id is not sent to YouTube', async () => {
		const clips = createClipResolver({ upstream: env.upstream })
		expect(await codeOf(clips.resolve('../watch?v=x'))).toBe('invalidUrl')
		expect(clipPages()).toHaveLength(0)
	})
})

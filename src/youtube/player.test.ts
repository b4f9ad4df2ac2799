import { describe, expect, test } from 'bun:test'
import { withFakeUpstream } from '../../tests/support/fake-upstream'
import { YouTubeError } from './errors'
import { fetchPlayer } from './player.server'

const env = withFakeUpstream()

const playerCalls = () => env.youtube.requests.filter((r) => r.path === '/youtubei/v1/player')
const errorOf = async (p: Promise<unknown>) => {
	try {
		await p
	} catch (error) {
		return error as YouTubeError
	}
	throw new Error('did not throw')
}

describe('fetchPlayer: innertube clients in order, then the worker', () => {
	test('ANDROID first: its caption URLs carry no PO-token marker', async () => {
		const { player, via, attempts } = await fetchPlayer('GJLlxj_dtq8', { upstream: env.upstream })
		expect(via).toBe('ANDROID')
		expect(attempts).toEqual([])
		expect(player.video?.videoId).toBe('GJLlxj_dtq8')
		expect(player.captions?.tracks).toHaveLength(9)
		expect(player.captions?.tracks.every((t) => t.exp.length === 0)).toBe(true)
		const first = playerCalls()[0]?.body as { context?: { client?: { clientName?: string } } } | undefined
		expect(first?.context?.client?.clientName).toBe('ANDROID')
	})

	test('a client that finds the video unplayable for itself only is followed by the next', async () => {
		const { via, attempts } = await fetchPlayer('it3OtbTxQk0', {
			upstream: env.upstream,
			clients: ['VISIONOS', 'ANDROID'],
		})
		expect(via).toBe('ANDROID')
		expect(attempts).toEqual([{ via: 'VISIONOS', code: 'unplayable' }])
	})

	test('a definite answer ends the search: private, age-restricted', async () => {
		expect((await errorOf(fetchPlayer('8VajtrESJzA', { upstream: env.upstream }))).code).toBe('videoPrivate')
		expect(playerCalls()).toHaveLength(1)
		expect((await errorOf(fetchPlayer('Njp5uhTorCo', { upstream: env.upstream }))).code).toBe('ageRestricted')
	})

	test('a refused request moves on to the next client', async () => {
		env.youtube.fail('429', { times: 1, paths: /\/youtubei\/v1\/player/ })
		const { via, attempts } = await fetchPlayer('GJLlxj_dtq8', { upstream: env.upstream })
		expect(via).toBe('VISIONOS')
		expect(attempts).toEqual([{ via: 'ANDROID', code: 'rateLimited' }])
	})

	test('every client refused and no worker: the last refusal', async () => {
		env.youtube.fail('botCheck')
		const error = await errorOf(fetchPlayer('GJLlxj_dtq8', { upstream: env.upstream }))
		expect(error).toBeInstanceOf(YouTubeError)
		expect(error.code).toBe('botCheck')
		expect(playerCalls()).toHaveLength(3)
	})
})

import { afterAll, beforeAll, beforeEach, expect, test } from 'bun:test'
import { type FakeYouTube, startFakeYouTube } from '../../../tests/support/fake-youtube'
import { loadConfig } from '../../core/config'
import { createUpstream } from '../../youtube/upstream.server'
import { createTranscriptService } from './service.server'

// Caching (issue 4): track lists hold signed caption URLs that expire about 6 hours after
// YouTube hands them out, so a list is kept an hour at most and never near that expiry;
// texts are kept by track and translation target.
let youtube: FakeYouTube
beforeAll(async () => {
	youtube = await startFakeYouTube()
})
afterAll(() => youtube.stop())
beforeEach(() => youtube.reset())

function service(now: () => number) {
	const upstream = createUpstream({
		overrides: loadConfig({ UPSTREAM_OVERRIDES: youtube.overrides }).upstreamOverrides,
		proxy: null,
		timeoutMs: 2000,
	})
	return createTranscriptService({ upstream, now })
}

const routes = () => youtube.requests.map((r) => r.route)

test('a list is kept for an hour, a text for three; then YouTube is asked again', async () => {
	let clock = Date.now()
	const transcripts = service(() => clock)
	await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')
	expect(routes()).toEqual(['player', 'timedtext'])
	clock += 59 * 60_000
	await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')
	expect(routes()).toEqual(['player', 'timedtext'])
	clock += 2 * 60_000
	await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')
	expect(routes()).toEqual(['player', 'timedtext', 'player'])
	clock += 3 * 3600_000
	await transcripts.forVideo('eF8Qqp7rjDg', undefined, 'en')
	expect(routes()).toEqual(['player', 'timedtext', 'player', 'player', 'timedtext'])
})

test('a list whose URLs expire within half an hour is not kept', async () => {
	// The fake hands out URLs that expire in 6 hours; this clock is 5 h 45 min later already.
	let clock = Date.now() + (5 * 60 + 45) * 60_000
	const transcripts = service(() => clock)
	await transcripts.forVideo('eF8Qqp7rjDg', 'a.en', 'en')
	clock += 1000
	await transcripts.forVideo('eF8Qqp7rjDg', 'a.en', 'en')
	// The list is asked for again; the text (not signed, not expiring) comes from the cache.
	expect(routes()).toEqual(['player', 'timedtext', 'player'])
})

import { afterAll, beforeAll, expect, test } from 'bun:test'
import { type FakeYouTube, startFakeYouTube } from '../../tests/support/fake-youtube'
import { type ForwardProxy, startForwardProxy } from '../../tests/support/forward-proxy'
import { loadConfig } from '../core/config'
import { createLogger } from '../core/logger'
import { openDatabase } from '../db/client.server'
import { applyRetention } from '../db/retention.server'
import { upstreamOutcomes } from '../db/schema'
import { fetchTrackList } from './captions/fetch.server'
import { createOutcomeCounts } from './outcome-counts.server'
import { createUpstream } from './upstream.server'
import { createOutcomeBus } from './upstream-outcomes.server'

let youtube: FakeYouTube
let proxy: ForwardProxy
beforeAll(async () => {
	youtube = await startFakeYouTube()
	proxy = await startForwardProxy()
})
afterAll(async () => {
	await youtube.stop()
	await proxy.stop()
})

test('every request to YouTube is counted by hour and by day, per path and egress', async () => {
	const database = await openDatabase(':memory:')
	const bus = createOutcomeBus()
	const now = new Date('2026-11-24T14:25:00Z')
	const counts = createOutcomeCounts(database.db, bus, { logger: createLogger('silent'), now: () => now })
	const upstream = createUpstream({
		overrides: loadConfig({ UPSTREAM_OVERRIDES: youtube.overrides }).upstreamOverrides,
		proxy: proxy.url,
		outcomes: bus,
		timeoutMs: 3000,
	})
	// ANDROID is refused (the bot check), VISIONOS answers: two paths, one egress.
	youtube.fail('botCheck', { paths: /\/youtubei\/v1\/player/, times: 1 })
	await fetchTrackList('GJLlxj_dtq8', { upstream, clients: ['ANDROID', 'VISIONOS'] })
	await counts.flush()
	await counts.flush()
	const rows = (await database.db.select().from(upstreamOutcomes))
		.map((r) => `${r.bucket} ${r.path} ${r.egress} ${r.outcome} ${r.count}`)
		.sort()
	expect(rows).toEqual([
		`2026-11-24 ANDROID ${proxy.label} refused 1`,
		`2026-11-24 VISIONOS ${proxy.label} ok 1`,
		`2026-11-24T14 ANDROID ${proxy.label} refused 1`,
		`2026-11-24T14 VISIONOS ${proxy.label} ok 1`,
	])
	// Counts add up across flushes.
	bus.record({ path: 'worker', egress: 'direct', outcome: 'ok' })
	bus.record({ path: 'worker', egress: 'direct', outcome: 'ok' })
	await counts.close()
	bus.record({ path: 'worker', egress: 'direct', outcome: 'ok' })
	const worker = await database.db.select().from(upstreamOutcomes)
	expect(worker.filter((r) => r.path === 'worker').map((r) => r.count)).toEqual([2, 2])
	database.close()
})

test('hour rows older than 7 days are deleted; day rows stay', async () => {
	const database = await openDatabase(':memory:')
	const row = (bucket: string) => ({ bucket, path: 'WEB', egress: 'direct', outcome: 'ok', count: 1 })
	await database.db
		.insert(upstreamOutcomes)
		.values([row('2026-11-16T23'), row('2026-11-17T13'), row('2026-11-17T15'), row('2026-11-01'), row('2026-11-24T14')])
	expect(
		(await applyRetention(database.db, { retentionDays: 730, quarantineDays: 30 }, new Date('2026-11-24T14:30:00Z')))
			.upstreamOutcomes,
	).toBe(2)
	const left = (await database.db.select().from(upstreamOutcomes)).map((r) => r.bucket).sort()
	expect(left).toEqual(['2026-11-01', '2026-11-17T15', '2026-11-24T14'])
	database.close()
})

import { expect, test } from 'bun:test'
import { renderToString } from 'react-dom/server'
import { createRefusalAlert } from '../alerts/refusal-alert.server'
import { createLogger } from '../core/logger'
import { openDatabase } from '../db/client.server'
import { upstreamOutcomes } from '../db/schema'
import { createOutcomeBus } from '../youtube/upstream-outcomes.server'
import { UpstreamPathsSection } from './UpstreamPathsSection'
import { upstreamPaths } from './upstream-paths.server'

const row = (bucket: string, path: string, egress: string, outcome: string, count: number) => ({
	bucket,
	path,
	egress,
	outcome,
	count,
})

/** An in-memory database and a refusal alert (10-minute window, alert at 50%) on a fixed clock. */
async function setUp(now: Date) {
	const database = await openDatabase(':memory:')
	const bus = createOutcomeBus()
	const alert = createRefusalAlert({
		settings: { threshold: 0.5, windowMs: 600_000, minCalls: 20, email: null, webhookUrl: null },
		dashboardUrl: 'https://tubekit.example/admin',
		db: database.db,
		redis: null,
		bus,
		notifier: { notify: async () => ({ email: 'not_configured', webhook: 'not_configured' }) },
		logger: createLogger('silent'),
		now: () => now.getTime(),
	})
	return { database, bus, alert }
}

test('per path and egress over the period; "now" from the alert’s window', async () => {
	const now = new Date('2026-11-24T16:40:00Z')
	const { database, bus, alert } = await setUp(now)
	await database.db.insert(upstreamOutcomes).values([
		row('2026-11-24T12', 'ANDROID', 'direct', 'ok', 5),
		row('2026-11-24T13', 'ANDROID', 'direct', 'ok', 1),
		row('2026-11-24T13', 'ANDROID', 'direct', 'refused', 1),
		row('2026-11-24T14', 'ANDROID', 'direct', 'refused', 3),
		row('2026-11-24T14', 'ANDROID', '10.0.0.2:3128', 'refused', 2),
		row('2026-11-24T16', 'ANDROID', '10.0.0.2:3128', 'refused', 1),
		row('2026-11-24T16', 'worker', 'direct', 'ok', 4),
		row('2026-11-24T16', 'worker', 'direct', 'failed', 1),
		// Day rows are what 30 days reads.
		row('2026-11-24', 'ANDROID', 'direct', 'ok', 6),
		row('2026-11-24', 'ANDROID', 'direct', 'refused', 4),
		row('2026-10-01', 'WEB', 'direct', 'ok', 9),
	])
	for (let i = 0; i < 3; i++) bus.record({ path: 'ANDROID', egress: '10.0.0.2:3128', outcome: 'refused' })
	for (let i = 0; i < 4; i++) bus.record({ path: 'worker', egress: 'direct', outcome: 'ok' })
	bus.record({ path: 'worker', egress: 'direct', outcome: 'failed' })
	const day = await upstreamPaths(database.db, '24h', await alert.window(), now)
	expect(day.paths.map((p) => [p.path, p.ok, p.refused, p.failed, p.now])).toEqual([
		['ANDROID', 6, 7, 0, { state: 'refused', calls: 3, refusals: 3 }],
		['worker', 4, 0, 1, { state: 'answering', calls: 5, refusals: 0 }],
	])
	expect(day.paths[0]?.egresses).toEqual([
		{ egress: 'direct', ok: 6, refused: 4, failed: 0 },
		{ egress: '10.0.0.2:3128', ok: 0, refused: 3, failed: 0 },
	])
	const month = await upstreamPaths(database.db, '30d', await alert.window(), now)
	expect(month.paths.map((p) => [p.path, p.ok, p.refused])).toEqual([
		['ANDROID', 6, 4],
		['worker', 0, 0],
	])
	const html = renderToString(<UpstreamPathsSection view={day} phrase="the last 24 hours" />)
	expect(html).toContain('ANDROID refused, worker answering in the last 10 minutes')
	expect(html).toContain('<th scope="col">Egress</th>')
	expect(html).toContain('10.0.0.2:3128')
	expect(html).toContain('refused: 3 of 3 calls')
	await alert.stop()
	database.close()
})

test('"now" agrees with the alert: a path refused in the window is refused, a path not tried in it says since when', async () => {
	const now = new Date('2026-11-25T00:20:00Z')
	const { database, bus, alert } = await setUp(now)
	await database.db.insert(upstreamOutcomes).values([
		// ANDROID's latest hour answered now and then; VISIONOS refused from 23:00, then nothing tried it.
		row('2026-11-25T00', 'ANDROID', 'direct', 'ok', 3),
		row('2026-11-25T00', 'ANDROID', 'direct', 'refused', 41),
		row('2026-11-24T22', 'VISIONOS', 'direct', 'ok', 8),
		row('2026-11-24T23', 'VISIONOS', 'direct', 'refused', 12),
		row('2026-11-24T23', 'WEB', 'direct', 'ok', 2),
	])
	// The window: ANDROID's last 41 calls refused, as the alert counts them.
	for (let i = 0; i < 41; i++) bus.record({ path: 'ANDROID', egress: 'direct', outcome: 'refused' })
	expect(await alert.check()).toBe('fired')
	const view = await upstreamPaths(database.db, '24h', await alert.window(), now)
	expect(view.paths.map((p) => [p.path, p.now])).toEqual([
		['ANDROID', { state: 'refused', calls: 41, refusals: 41 }],
		['VISIONOS', { state: 'untried', since: '2026-11-25T00:00:00.000Z' }],
		['WEB', { state: 'untried', since: '2026-11-25T00:00:00.000Z' }],
	])
	const html = renderToString(<UpstreamPathsSection view={view} phrase="the last 24 hours" />)
	expect(html).toContain('ANDROID refused, no path answering in the last 10 minutes')
	expect(html).toContain('not tried since Nov 25, 00:00 UTC')
	expect(html).not.toContain('answering:')

	// A path tried within its hour but before the window: the window's start is the bound.
	const later = await upstreamPaths(
		database.db,
		'24h',
		{ ...(await alert.window()), paths: [], from: '2026-11-25T00:12:30.000Z' },
		now,
	)
	expect(later.paths.find((p) => p.path === 'ANDROID')?.now).toEqual({
		state: 'untried',
		since: '2026-11-25T00:12:30.000Z',
	})
	await alert.stop()
	database.close()
})

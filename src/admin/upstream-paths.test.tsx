import { expect, test } from 'bun:test'
import { renderToString } from 'react-dom/server'
import { openDatabase } from '../db/client.server'
import { upstreamOutcomes } from '../db/schema'
import { UpstreamPathsSection } from './UpstreamPathsSection'
import { upstreamPaths } from './upstream-paths.server'

test('per path and egress over the period, and since when a path refuses (issue 20, item 2)', async () => {
	const database = await openDatabase(':memory:')
	const row = (bucket: string, path: string, egress: string, outcome: string, count: number) => ({
		bucket,
		path,
		egress,
		outcome,
		count,
	})
	await database.db.insert(upstreamOutcomes).values([
		// ANDROID answered until 13:00, then only refusals (14:00 and 16:00; 15:00 had no request).
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
	const now = new Date('2026-11-24T16:40:00Z')
	const day = await upstreamPaths(database.db, '24h', now)
	expect(day.paths.map((p) => [p.path, p.ok, p.refused, p.failed, p.refusingSince])).toEqual([
		['ANDROID', 6, 7, 0, '2026-11-24T14'],
		['worker', 4, 0, 1, null],
	])
	expect(day.paths[0]?.egresses).toEqual([
		{ egress: 'direct', ok: 6, refused: 4, failed: 0 },
		{ egress: '10.0.0.2:3128', ok: 0, refused: 3, failed: 0 },
	])
	const month = await upstreamPaths(database.db, '30d', now)
	expect(month.paths.map((p) => [p.path, p.ok, p.refused])).toEqual([
		['ANDROID', 6, 4],
		['worker', 0, 0],
	])
	const html = renderToString(<UpstreamPathsSection view={day} phrase="the last 24 hours" />)
	expect(html).toContain('ANDROID refused since 14:00, worker answering (UTC)')
	expect(html).toContain('<th scope="col">Egress</th>')
	expect(html).toContain('10.0.0.2:3128')
	expect(html).toContain('refused since Nov 24, 14:00 UTC')
	database.close()
})

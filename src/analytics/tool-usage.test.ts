import { expect, test } from 'bun:test'
import { postJson, withFakeYouTube } from '../../tests/support/with-fake-youtube'
import { createLogger } from '../core/logger'
import { openDatabase } from '../db/client.server'
import { toolUsage, toolUsageHourly } from '../db/schema'
import { createToolUsage } from './tool-usage.server'

// Groundwork: every tool call counts once per day, tool and outcome, through either
// door (JSON API or form post), so the admin can see how often YouTube refused this server.
const env = withFakeYouTube()

const rows = async () =>
	(await env.app.database.db.select().from(toolUsage)).map((r) => `${r.tool} ${r.outcome} ${r.count}`).sort()

test('outcomes are counted per tool, merged across flushes', async () => {
	await postJson(env, '/api/tools/thumbnails', { video_url: 'https://youtu.be/GJLlxj_dtq8' })
	await postJson(env, '/api/tools/thumbnails', { video_url: 'not a link' })
	env.youtube.setTokenWall('marked')
	await postJson(env, '/api/tools/transcript', { video_url: 'https://youtu.be/it3OtbTxQk0' })
	await env.app.usage.flush()
	await postJson(env, '/api/tools/thumbnails', { video_url: 'https://youtu.be/GJLlxj_dtq8' })
	await postJson(env, '/api/tools/hashtags', { keywords: ' ' })
	await env.app.app.request('/tools/hashtag-generator', {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: 'keywords=cats&category=comedy',
	})
	await env.app.usage.flush()
	const day = new Date().toISOString().slice(0, 10)
	expect(new Set((await env.app.database.db.select().from(toolUsage)).map((r) => r.day))).toEqual(new Set([day]))
	expect(await rows()).toEqual([
		'hashtags keywordsRequired 1',
		'hashtags ok 1',
		'thumbnails invalidVideoUrl 1',
		'thumbnails ok 2',
		'transcript tokenRequired 1',
	])
})

// The same calls per hour, written in the same flush as the day rows.
test('each flush writes the day rows and the hour rows together; hours split, days merge', async () => {
	const database = await openDatabase(':memory:')
	let clock = new Date('2026-11-21T10:59:59Z')
	const usage = createToolUsage(database.db, { logger: createLogger('silent'), flushMs: 60_000, now: () => clock })
	try {
		usage.record('transcript', 'ok')
		usage.record('transcript', 'youtubeBlocked')
		clock = new Date('2026-11-21T11:00:00Z')
		usage.record('transcript', 'ok')
		await usage.flush()
		clock = new Date('2026-11-21T23:59:00Z')
		usage.record('transcript', 'ok')
		clock = new Date('2026-11-22T00:00:00Z')
		usage.record('transcript', 'ok')
		await usage.flush()
		const days = (await database.db.select().from(toolUsage)).map((r) => `${r.day} ${r.outcome} ${r.count}`).sort()
		const hours = (await database.db.select().from(toolUsageHourly))
			.map((r) => `${r.hour} ${r.outcome} ${r.count}`)
			.sort()
		expect(days).toEqual(['2026-11-21 ok 3', '2026-11-21 youtubeBlocked 1', '2026-11-22 ok 1'])
		expect(hours).toEqual([
			'2026-11-21T10 ok 1',
			'2026-11-21T10 youtubeBlocked 1',
			'2026-11-21T11 ok 1',
			'2026-11-21T23 ok 1',
			'2026-11-22T00 ok 1',
		])
	} finally {
		await usage.close()
		database.close()
	}
})

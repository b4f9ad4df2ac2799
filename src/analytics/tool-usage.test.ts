import { expect, test } from 'bun:test'
import { postJson, withFakeYouTube } from '../../tests/support/with-fake-youtube'
import { toolUsage } from '../db/schema'

// Issue 6 groundwork: every tool call counts once per day, tool and outcome, through either
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

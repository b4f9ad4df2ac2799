import { afterAll, beforeAll, expect, test } from 'bun:test'
import { type FakeYouTube, startFakeYouTube } from '../../tests/support/fake-youtube'
import { startSmtp, type TestSmtp } from '../../tests/support/smtp'
import { testApp } from '../server/test-app'
import { alertOverview } from './log.server'
import type { AlertDetail } from './message'

/**
 * "The alert fires once and clears once against a fake YouTube that starts
 * refusing and then stops", through real tool requests to the app; a real SMTP server and a local
 * webhook receiver check what was sent. The window is made short (1.2 s).
 */
let youtube: FakeYouTube
let smtp: TestSmtp
let receiver: ReturnType<typeof Bun.serve>
const hooks: AlertDetail[] = []

beforeAll(async () => {
	youtube = await startFakeYouTube()
	smtp = await startSmtp()
	receiver = Bun.serve({
		hostname: '127.0.0.1',
		port: 0,
		async fetch(request) {
			hooks.push((await request.json()) as AlertDetail)
			return new Response(null, { status: 204 })
		},
	})
})
afterAll(async () => {
	receiver.stop(true)
	await smtp.stop()
	await youtube.stop()
})

const VIDEOS = ['GJLlxj_dtq8', 'F1xioXWb8CY', 'dsMFmonKDD4', 'eF8Qqp7rjDg']

test('YouTube starts refusing, then stops: one mail and one webhook when it fires, one of each when it clears', async () => {
	const app = await testApp({
		LOG_LEVEL: 'silent',
		UPSTREAM_OVERRIDES: youtube.overrides,
		UPSTREAM_TIMEOUT_MS: '1500',
		RATE_LIMIT_API_PER_MINUTE: '100000',
		WORKER_AUTOSTART: 'false',
		SMTP_URL: smtp.url,
		SUPPORT_EMAIL: 'support@example.org',
		ADMIN_EMAIL: 'ops@example.org',
		ALERT_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/hook`,
		ALERT_WINDOW_MINUTES: '0.02',
		ALERT_MIN_CALLS: '4',
		PUBLIC_URL: 'https://tubekit.example',
	})
	let asked = 0
	/** One tool call per video (the app caches answers, so each round asks other videos anew). */
	const callTools = () =>
		Promise.all(
			VIDEOS.map((id) =>
				app.request('/api/tools/transcript', {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ video_url: `https://www.youtube.com/watch?v=${id}&t=${asked++}` }),
				}),
			),
		)
	const until = async (done: () => boolean, ms = 15_000) => {
		const deadline = Date.now() + ms
		while (!done() && Date.now() < deadline) {
			await callTools()
			await Bun.sleep(150)
		}
	}
	try {
		youtube.fail('429')
		await until(() => hooks.length >= 1)
		await smtp.waitFor(1)
		expect(smtp.mails[0]?.envelopeTo).toEqual(['ops@example.org'])
		expect(smtp.mails[0]?.subject).toStartWith('[Tubekit] YouTube is refusing this server')
		expect(smtp.mails[0]?.text).toContain('Dashboard: https://tubekit.example/admin')
		expect(hooks[0]).toMatchObject({ kind: 'youtubeRefusals', state: 'fired' })
		expect(hooks[0]?.refusals).toBeGreaterThanOrEqual(2)

		youtube.reset()
		await until(() => hooks.length >= 2)
		await smtp.waitFor(2)
		expect(smtp.mails[1]?.subject).toBe('[Tubekit] Cleared: YouTube answers this server again')
		expect(hooks.map((h) => h.state)).toEqual(['fired', 'cleared'])
		// Good answers go on: nothing more is sent.
		await until(() => false, 800)
		expect(smtp.mails).toHaveLength(2)
		expect(hooks).toHaveLength(2)
		const { active, events } = await alertOverview(app.database.db)
		expect(active).toBeNull()
		expect(events.map((e) => [e.state, e.email, e.webhook])).toEqual([
			['cleared', 'sent', 'sent'],
			['fired', 'sent', 'sent'],
		])
	} finally {
		await app.close()
	}
}, 60_000)

import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningServer, startServer } from '../../tests/support/server'
import { startSmtp, type TestSmtp } from '../../tests/support/smtp'
import { until } from '../../tests/support/until'

// The process killed in the middle of a send loses nothing; the message is sent
// after the restart (at least once, with its stable Message-ID). Runs the real server twice
// on the same SQLite file.
let smtp: TestSmtp
const dir = mkdtempSync(join(tmpdir(), 'tubekit-restart-'))
beforeAll(async () => {
	smtp = await startSmtp()
})
afterAll(async () => {
	await smtp.stop()
	rmSync(dir, { recursive: true, force: true })
})

test('killed (SIGKILL) while the SMTP server holds the message: sent after the restart', async () => {
	const env = {
		DATABASE_URL: `file:${join(dir, 'tubekit.db')}`,
		SMTP_URL: smtp.url,
		SUPPORT_EMAIL: 'support@tubekit.example',
		// The killed process's claim on the message runs out after this; then the new one sends it.
		OUTBOX_LEASE_S: '3',
	}
	smtp.setMode('hang')
	let server: RunningServer | null = await startServer(env)
	try {
		const res = await fetch(`${server.url}/api/contact`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ from_name: 'Ida', from_email: 'ida@example.org', subject: 'Survives', message: 'Hallo' }),
		})
		expect(res.status).toBe(200)
		await until(() => smtp.dataStarted() === 1, 'the send to start', 15_000, 25)
		expect(await server.stop('SIGKILL')).not.toBe(0)
		server = null
		expect(smtp.mails).toHaveLength(0)

		smtp.setMode('accept')
		server = await startServer(env)
		await smtp.waitFor(1, 15_000)
		expect(smtp.mails[0]?.subject).toBe('[Tubekit] Survives')
		expect(smtp.mails[0]?.messageId).toMatch(/^<[\w-]+@tubekit>$/)
		expect(smtp.mails[0]?.envelopeTo).toEqual(['support@tubekit.example'])
	} finally {
		await server?.stop()
	}
}, 60_000)

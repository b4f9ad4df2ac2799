/**
 * Fault suite, SMTP (decision 5: contact messages are never lost): the SMTP
 * server down, then hanging in the middle of a send. The visitor's answer never depends on it
 * (the message is stored first), and the outbox mails every message once the server works,
 * once each. A server killed with kill -9 mid-send is in src/contact/restart.test.ts (README.md).
 */
import { afterEach, expect, test } from 'bun:test'
import { contactMessages } from '../../src/db/schema'
import { testApp } from '../../src/server/test-app'
import { DICT } from '../support/dictionaries'
import { texts } from '../support/html'
import { freePort } from '../support/server'
import { startSmtp, type TestSmtp } from '../support/smtp'

const SUPPORT = 'support@tubekit.example'

let app: Awaited<ReturnType<typeof testApp>> | null = null
let smtp: TestSmtp | null = null
afterEach(async () => {
	// The app first: an SMTP server only stops once its clients have left.
	await app?.close()
	await smtp?.stop()
	app = null
	smtp = null
})

/** Polls `check` (generous deadline: the machine may be busy). */
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
	const deadline = Date.now() + timeoutMs
	while (!(await check())) {
		if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`)
		await Bun.sleep(50)
	}
}

const rows = () => (app as NonNullable<typeof app>).database.db.select().from(contactMessages)

function sendJson(subject: string) {
	return (app as NonNullable<typeof app>).request('/api/contact', {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'accept-language': 'de' },
		body: JSON.stringify({ from_name: 'Ida', from_email: 'ida@example.org', subject, message: 'Hallo!' }),
	})
}

test('SMTP down (nothing listens on its port): the API and the form answer 200; both messages go out once it listens', async () => {
	const port = await freePort()
	app = await testApp({
		SMTP_URL: `smtp://127.0.0.1:${port}`,
		SUPPORT_EMAIL: SUPPORT,
		OUTBOX_MAX_BACKOFF_S: '1',
	})
	const json = await sendJson('Per API')
	expect([json.status, await json.json()]).toEqual([200, { ok: true }])
	const form = await app.request('/nl/contact', {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({
			from_name: 'Daan',
			from_email: 'daan@example.org',
			subject: 'Per formulier',
			category: 'bug',
			message: 'Hoi!',
			website: '',
		}).toString(),
	})
	expect(form.status).toBe(200)
	expect((await texts(await form.text(), '[data-testid=contact-sent]'))[0]).toContain(DICT.nl.contact.sent.title)

	// Every attempt fails while nothing listens; the messages stay, marked for a retry.
	await until(async () => (await rows()).every((r) => r.delivery === 'failed'), 'both attempts failed')
	for (const row of await rows()) expect(row.lastError).toContain('ECONNREFUSED')

	smtp = await startSmtp({ port })
	await smtp.waitFor(2, 20_000)
	await until(async () => (await rows()).every((r) => r.delivery === 'sent'), 'both marked sent')
	// A few more outbox passes: nothing follows.
	await Bun.sleep(1500)
	expect(smtp.mails.map((m) => m.subject).sort()).toEqual(['[Tubekit] Per API', '[Tubekit] Per formulier'])
	expect(smtp.mails.map((m) => m.messageId).sort()).toEqual((await rows()).map((r) => r.messageId).sort())
}, 60_000)

test('SMTP hanging mid-send: the attempt times out after SMTP_TIMEOUT_MS, the message is kept and mailed once the server answers', async () => {
	smtp = await startSmtp()
	smtp.setMode('hang')
	app = await testApp({
		SMTP_URL: smtp.url,
		SUPPORT_EMAIL: SUPPORT,
		// Small, so the test is quick (default 30 s); before it was configurable, a hanging
		// server held the one SMTP connection for a fixed 30 s per attempt.
		SMTP_TIMEOUT_MS: '1000',
		OUTBOX_MAX_BACKOFF_S: '1',
	})
	expect((await sendJson('Hängt')).status).toBe(200)
	await until(() => smtp?.dataStarted() === 1, 'the send to start')
	await until(async () => (await rows())[0]?.delivery === 'failed', 'the hanging attempt to time out')
	const [failed] = await rows()
	expect(failed?.lastError).toMatch(/timeout/i)
	expect(failed?.nextAttemptAt).not.toBeNull()
	expect(smtp.mails).toHaveLength(0)

	smtp.setMode('accept')
	await smtp.waitFor(1, 20_000)
	await until(async () => (await rows())[0]?.delivery === 'sent', 'marked sent')
	await Bun.sleep(1500)
	expect(smtp.mails).toHaveLength(1)
	expect(smtp.mails[0]).toMatchObject({ subject: '[Tubekit] Hängt', messageId: failed?.messageId })
}, 60_000)

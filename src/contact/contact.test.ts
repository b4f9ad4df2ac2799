import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { startSmtp, type TestSmtp } from '../../tests/support/smtp'
import { contactMessages } from '../db/schema'
import { testApp } from '../server/test-app'
import { backoffSeconds } from './outbox.server'

// Decision 5 and issue 6: a message is stored before the answer, mailed to SUPPORT_EMAIL by
// the outbox (whatever the client sent as to_email), never lost, and spam never mailed.
const SUPPORT = 'support@tubekit.example'
let smtp: TestSmtp
beforeAll(async () => {
	smtp = await startSmtp()
})
afterAll(() => smtp.stop())

type App = Awaited<ReturnType<typeof testApp>>
const appWith = (env: Record<string, string> = {}) =>
	testApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT, RATE_LIMIT_CONTACT_PER_HOUR: '1000', ...env })

const send = (app: App, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
	app.app.request('/api/contact', {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: JSON.stringify(body),
	})

const valid = {
	from_name: 'Zoë Müller',
	from_email: 'zoe@example.org',
	subject: 'Grüße aus Köln',
	category: 'feature',
	message: 'Könnt ihr Untertitel auf Türkisch anbieten? 🎉\nDanke!',
	to_email: 'attacker@evil.example',
}

const rowsOf = (app: App) => app.database.db.select().from(contactMessages)

describe('POST /api/contact', () => {
	test('stored, then mailed to SUPPORT_EMAIL (never to_email), reply-to the sender, UTF-8, stable Message-ID', async () => {
		const app = await appWith()
		try {
			smtp.mails.length = 0
			const res = await send(app, valid, { 'x-tubekit-lang': 'de' })
			expect(res.status).toBe(200)
			expect(await res.json()).toEqual({ ok: true })
			const [row] = await rowsOf(app)
			expect(row).toMatchObject({ name: 'Zoë Müller', category: 'feature', lang: 'de', spam: false })
			await smtp.waitFor(1)
			const mail = smtp.mails[0]
			expect(mail?.envelopeTo).toEqual([SUPPORT])
			expect(mail?.to).toMatchObject({ text: SUPPORT })
			expect(mail?.replyTo?.value).toEqual([{ name: 'Zoë Müller', address: 'zoe@example.org' }])
			expect(mail?.subject).toBe('[Tubekit] Grüße aus Köln')
			expect(mail?.text).toStartWith('Könnt ihr Untertitel auf Türkisch anbieten? 🎉\nDanke!\n')
			expect(mail?.messageId).toBe(row?.messageId)
			await app.outbox.drain()
			const [sent] = await rowsOf(app)
			expect(sent).toMatchObject({ delivery: 'sent', attempts: 1 })
		} finally {
			await app.close()
		}
	})

	test('empty subject and category get the spec’s defaults; the English labels are understood', async () => {
		const app = await appWith({ SMTP_URL: '' })
		try {
			await send(app, { ...valid, subject: '', category: '' })
			await send(app, { ...valid, category: 'General' })
			await send(app, { ...valid, category: 'Bug Report' })
			const rows = await rowsOf(app)
			expect(rows.map((r) => [r.subject, r.category])).toEqual([
				['Contact Form Submission', 'general'],
				['Grüße aus Köln', 'general'],
				['Grüße aus Köln', 'bug'],
			])
		} finally {
			await app.close()
		}
	})

	test.each([
		[{ ...valid, from_name: ' ' }, 'contactRequired'],
		[{ ...valid, message: '' }, 'contactRequired'],
		[{ from_email: 'a@b.example' }, 'contactRequired'],
		[{ ...valid, from_email: 'not-an-address' }, 'contactInvalidEmail'],
		[{ ...valid, message: 'x'.repeat(5001) }, 'contactTooLong'],
		[{ ...valid, subject: 'Hi\r\nBcc: victim@example.org' }, 'contactInvalid'],
		[{ ...valid, from_name: 'Eve\nBcc: x@y.example' }, 'contactInvalid'],
		[{ ...valid, category: 'sales' }, 'contactInvalid'],
	])('refused, nothing stored: %j → %s', async (body, code) => {
		const app = await appWith()
		try {
			const res = await send(app, body, { 'x-tubekit-lang': 'es' })
			expect(res.status).toBe(400)
			const error = ((await res.json()) as { error: { code: string; message: string } }).error
			expect(error.code).toBe(code)
			expect(error.message.length).toBeGreaterThan(10)
			expect(await rowsOf(app)).toEqual([])
		} finally {
			await app.close()
		}
	})

	test('spam (honeypot, filled in under 3 s, many links) is kept apart and never mailed', async () => {
		const app = await appWith()
		try {
			smtp.mails.length = 0
			for (const body of [
				{ ...valid, website: 'http://spam.example' },
				{ ...valid, form_started: Date.now() - 500 },
				{ ...valid, message: Array.from({ length: 6 }, (_, i) => `https://x${i}.example`).join(' ') },
			]) {
				expect((await send(app, body)).status).toBe(200)
			}
			expect((await send(app, { ...valid, form_started: Date.now() - 10_000 })).status).toBe(200)
			await app.outbox.drain()
			const rows = await rowsOf(app)
			expect(rows.map((r) => r.spam)).toEqual([true, true, true, false])
			expect(smtp.mails).toHaveLength(1)
		} finally {
			await app.close()
		}
	})

	test('the per-client limit: 429 with a localized message', async () => {
		const app = await appWith({ RATE_LIMIT_CONTACT_PER_HOUR: '2' })
		try {
			await send(app, valid)
			await send(app, valid)
			const res = await send(app, valid, { 'x-tubekit-lang': 'tr' })
			expect(res.status).toBe(429)
			expect(((await res.json()) as { error: { message: string } }).error.message).toStartWith('Çok fazla istek')
		} finally {
			await app.close()
		}
	})

	test('200 submissions at once: 200 rows, no database-busy error', async () => {
		const app = await appWith({ SMTP_URL: '' })
		try {
			const answers = await Promise.all(
				Array.from({ length: 200 }, (_, i) => send(app, { ...valid, message: `message ${i}` })),
			)
			expect(answers.map((a) => a.status)).toEqual(Array(200).fill(200))
			expect(await rowsOf(app)).toHaveLength(200)
		} finally {
			await app.close()
		}
	})
})

describe('the outbox never loses a message', () => {
	test('SMTP refusing, then accepting: every message delivered once it accepts, with back-off between', async () => {
		const app = await appWith({ OUTBOX_MAX_BACKOFF_S: '1' })
		try {
			smtp.mails.length = 0
			smtp.setMode('reject')
			for (let i = 0; i < 3; i++) await send(app, { ...valid, message: `refused first ${i}` })
			await app.outbox.drain()
			const failed = await rowsOf(app)
			expect(failed.map((r) => r.delivery)).toEqual(['failed', 'failed', 'failed'])
			expect(failed.every((r) => r.attempts >= 1 && r.lastError?.includes('451') && r.nextAttemptAt)).toBe(true)
			smtp.setMode('accept')
			await smtp.waitFor(3, 8000)
			expect(smtp.mails.map((m) => m.text?.split('\n')[0]).sort()).toEqual([
				'refused first 0',
				'refused first 1',
				'refused first 2',
			])
		} finally {
			smtp.setMode('accept')
			await app.close()
		}
	}, 15_000)

	test('without SMTP a message waits as not_configured, and goes out once SMTP is configured (same database)', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'tubekit-outbox-'))
		const databaseUrl = `file:${join(dir, 'tubekit.db')}`
		smtp.mails.length = 0
		const first = await appWith({ DATABASE_URL: databaseUrl, SMTP_URL: '' })
		try {
			await send(first, valid)
			await first.outbox.drain()
			expect((await rowsOf(first)).map((r) => r.delivery)).toEqual(['not_configured'])
		} finally {
			await first.close()
		}
		const second = await appWith({ DATABASE_URL: databaseUrl })
		try {
			await smtp.waitFor(1)
			await second.outbox.drain()
			const [row] = await second.database.db.select().from(contactMessages).where(eq(contactMessages.id, 1))
			expect(row?.delivery).toBe('sent')
			expect(smtp.mails[0]?.messageId).toBe(row?.messageId)
		} finally {
			await second.close()
		}
	})

	test('back-off doubles up to the cap', () => {
		expect([1, 2, 3, 4, 5, 10, 20].map((n) => backoffSeconds(n, 300))).toEqual([1, 2, 4, 8, 16, 300, 300])
	})
})

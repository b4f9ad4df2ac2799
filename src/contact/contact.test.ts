import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { startSmtp, type TestSmtp } from '../../tests/support/smtp'
import { contactMessages } from '../db/schema'
import { testApp } from '../server/test-app'
import { backoffSeconds } from './outbox.server'

// Decision 5 and a message is stored before the answer, mailed to SUPPORT_EMAIL by
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

	// Only the honeypot is certain. A person who autofills or pastes sends in a
	// second, so speed and links only mark a message (mailed, subject marked, counted for review).
	test('honeypot filled: kept apart as spam and never mailed; a slow, plain message beside it is mailed', async () => {
		const app = await appWith()
		try {
			smtp.mails.length = 0
			expect((await send(app, { ...valid, website: 'http://spam.example' })).status).toBe(200)
			expect((await send(app, { ...valid, subject: 'Plain', form_started: Date.now() - 10_000 })).status).toBe(200)
			await app.outbox.drain()
			const rows = await rowsOf(app)
			expect(rows.map((r) => [r.spam, r.suspect, r.delivery])).toEqual([
				[true, null, 'pending'],
				[false, null, 'sent'],
			])
			expect(smtp.mails.map((m) => m.subject)).toEqual(['[Tubekit] Plain'])
		} finally {
			await app.close()
		}
	})

	test('sent 1 s after the page loaded (autofill, paste): stored, mailed with a marked subject, the reason in the footer', async () => {
		const app = await appWith()
		try {
			smtp.mails.length = 0
			const res = await send(app, { ...valid, form_started: Date.now() - 1000 })
			expect(res.status).toBe(200)
			expect(await res.json()).toEqual({ ok: true })
			await smtp.waitFor(1)
			await app.outbox.drain()
			const [row] = await rowsOf(app)
			expect(row).toMatchObject({ spam: false, delivery: 'sent' })
			expect(row?.suspect).toMatch(/^sent 1\.\d s after the form was shown \(under 3 s\)$/)
			const mail = smtp.mails[0]
			expect(mail?.subject).toBe('[Tubekit] [suspected spam] Grüße aus Köln')
			expect(mail?.text).toStartWith(`${valid.message}\n`)
			expect(mail?.text?.trimEnd()).toEndWith(`Suspected spam (weak signals, mailed anyway): ${row?.suspect}`)
		} finally {
			await app.close()
		}
	})

	test('more than five links only: mailed, marked; five links or a slow form: not marked', async () => {
		const app = await appWith()
		try {
			smtp.mails.length = 0
			const links = (n: number) => Array.from({ length: n }, (_, i) => `https://x${i}.example`).join(' ')
			await send(app, { ...valid, subject: 'Six', message: links(6), form_started: Date.now() - 60_000 })
			await send(app, { ...valid, subject: 'Five', message: links(5) })
			await smtp.waitFor(2)
			await app.outbox.drain()
			const rows = await rowsOf(app)
			expect(rows.map((r) => [r.subject, r.spam, r.suspect, r.delivery])).toEqual([
				['Six', false, '6 links (more than 5)', 'sent'],
				['Five', false, null, 'sent'],
			])
			expect(smtp.mails.map((m) => m.subject).sort()).toEqual(['[Tubekit] Five', '[Tubekit] [suspected spam] Six'])
		} finally {
			await app.close()
		}
	})

	test('both weak signals together: still mailed and marked, with both reasons (a person is never dropped)', async () => {
		const app = await appWith()
		try {
			smtp.mails.length = 0
			const message = Array.from({ length: 7 }, (_, i) => `http://x${i}.example`).join('\n')
			await send(app, { ...valid, message, form_started: String(Date.now() - 200) })
			await smtp.waitFor(1)
			const [row] = await rowsOf(app)
			expect(row?.spam).toBe(false)
			expect(row?.suspect).toMatch(/^sent [0-2]\.\d s after the form was shown \(under 3 s\); 7 links \(more than 5\)$/)
			expect(smtp.mails[0]?.subject).toBe('[Tubekit] [suspected spam] Grüße aus Köln')
			expect(smtp.mails[0]?.text).toContain('7 links (more than 5)')
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

describe('a submission id: a post sent again is one message', () => {
	const id = '0f8e4c2a-5b1d-4e7f-9a3c-6d2b8e1f0a47'

	test('the same id twice: both answered 200, one row, one mail', async () => {
		const app = await appWith()
		try {
			smtp.mails.length = 0
			const first = await send(app, { ...valid, submission_id: id })
			const again = await send(app, { ...valid, submission_id: id })
			expect([first.status, again.status]).toEqual([200, 200])
			expect(await again.json()).toEqual({ ok: true })
			const rows = await rowsOf(app)
			expect(rows.map((r) => r.submissionId)).toEqual([id])
			// Without an id every post is a message of its own, as before.
			await send(app, valid)
			await send(app, valid)
			expect(await rowsOf(app)).toHaveLength(3)
			await smtp.waitFor(3)
			await app.outbox.drain()
			expect(smtp.mails).toHaveLength(3)
		} finally {
			await app.close()
		}
	})

	test('two replicas on one database, the same id posted to both at once, ten times over: one row each', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'tubekit-submission-'))
		const env = { DATABASE_URL: `file:${join(dir, 'tubekit.db')}`, SMTP_URL: '' }
		const a = await appWith(env)
		const b = await appWith(env)
		try {
			const ids = Array.from({ length: 10 }, (_, i) => `replica-race-${String(i).padStart(8, '0')}`)
			const answers = await Promise.all(
				ids.flatMap((submission_id) => [a, b].map((app) => send(app, { ...valid, submission_id }))),
			)
			expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200))
			const rows = await rowsOf(a)
			expect(rows.map((r) => r.submissionId).sort()).toEqual(ids)
		} finally {
			await a.close()
			await b.close()
			rmSync(dir, { recursive: true, force: true })
		}
	})

	test('a resend of a stored message spends no budget, even past the limit; the same id with other text does', async () => {
		const app = await appWith({ RATE_LIMIT_CONTACT_PER_HOUR: '2', SMTP_URL: '' })
		const form = (fields: Record<string, string>) =>
			app.app.request('/contact', {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams(fields).toString(),
			})
		try {
			const other = 'resend-budget-00000002'
			expect((await send(app, { ...valid, submission_id: id })).status).toBe(200)
			expect((await send(app, { ...valid, submission_id: other })).status).toBe(200)
			// The budget is spent: the form sending either message again, through the API or the page
			// without JavaScript, is still a success (what the visitor's first post already was).
			for (const submission_id of [id, other, id]) {
				expect((await send(app, { ...valid, submission_id })).status).toBe(200)
			}
			expect((await form({ ...valid, submission_id: other })).status).toBe(200)
			// A stored id is no pass for other text, nor is a new message with the same text.
			const changed = await send(app, { ...valid, message: 'Something else entirely.', submission_id: id })
			expect(changed.status).toBe(429)
			expect((await send(app, { ...valid, from_email: 'other@example.org', submission_id: id })).status).toBe(429)
			expect((await send(app, { ...valid, submission_id: 'resend-budget-00000003' })).status).toBe(429)
			expect((await form({ ...valid, subject: 'Another subject', submission_id: other })).status).toBe(429)
			expect((await send(app, valid)).status).toBe(429)
			expect((await rowsOf(app)).map((r) => r.submissionId).sort()).toEqual([id, other].sort())
		} finally {
			await app.close()
		}
	})

	test('a malformed id (too short, a space, too long) is a localized 400, nothing stored', async () => {
		const app = await appWith({ SMTP_URL: '' })
		try {
			// Too long is the schema's limit, the documented maxLength, so it is named as such.
			for (const [submission_id, code] of [
				['short', 'contactInvalid'],
				['has a space in it here', 'contactInvalid'],
				['x'.repeat(101), 'contactTooLong'],
			]) {
				const res = await send(app, { ...valid, submission_id }, { 'x-tubekit-lang': 'de' })
				expect(res.status).toBe(400)
				expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code as string)
			}
			// An empty one is no id.
			expect((await send(app, { ...valid, submission_id: '' })).status).toBe(200)
			expect((await rowsOf(app)).map((r) => r.submissionId)).toEqual([null])
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

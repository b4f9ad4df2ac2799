/**
 * The contact page in Chromium against the real server with a real SMTP
 * server: the required-fields toast, 'Sending...', the success toast and the cleared form,
 * the failure toast with every value kept, the form without JavaScript, and the message
 * arriving by e-mail at SUPPORT_EMAIL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Browser } from 'playwright-core'
import { MIN_FILL_MS } from '../../src/contact/api'
import { launchBrowser, waitForHydration } from '../support/browser'
import {
	DICT,
	eventually,
	expectClean,
	expectCleanAfterApiErrors,
	openPage,
	openToolPage,
	visibleText,
} from '../support/e2e'
import { type RunningServer, startServer } from '../support/server'
import { startSmtp, type TestSmtp } from '../support/smtp'

const { en, de } = DICT
const SUPPORT = 'support@tubekit.example'
const live = {} as { server: RunningServer; browser: Browser; smtp: TestSmtp }
beforeAll(async () => {
	live.smtp = await startSmtp()
	;[live.server, live.browser] = await Promise.all([
		startServer({ SMTP_URL: live.smtp.url, SUPPORT_EMAIL: SUPPORT, RATE_LIMIT_CONTACT_PER_HOUR: '100' }),
		launchBrowser(),
	])
})
afterAll(async () => {
	await live.browser?.close()
	await live.server?.stop()
	await live.smtp?.stop()
})

const open = (path: string, options = {}) =>
	openToolPage(
		live.browser,
		live.server.url,
		path,
		{ viewport: { width: 1280, height: 900 }, ...options },
		'/api/contact',
	)

/** A person takes longer than the bot threshold to fill the form; so does this test. */
const pauseLikeAPerson = () => Bun.sleep(MIN_FILL_MS + 100)

describe('contact form', () => {
	test('sent: Sending... while the server stores it, then the toast, an empty form, and the mail', async () => {
		const g = await open('/contact')
		const { page } = g
		await waitForHydration(page)
		// Hold the answer a moment so the busy state can be seen.
		await page.route('**/api/contact', async (route) => {
			await Bun.sleep(600)
			await route.continue()
		})
		live.smtp.mails.length = 0
		await page.fill('[data-testid=contact-name]', 'Zoë Müller')
		await page.fill('[data-testid=contact-email]', 'zoe@example.org')
		await page.fill('[data-testid=contact-subject]', 'Untertitel')
		await page.selectOption('[data-testid=contact-category]', 'feature')
		await page.fill('[data-testid=contact-message]', 'Bitte Türkisch anbieten 🎉')
		await pauseLikeAPerson()
		await page.click('[data-testid=contact-submit]')
		await page.waitForSelector('[data-testid=contact-submit][disabled]')
		expect(await visibleText(page.locator('[data-testid=contact-submit]'))).toBe(en.contact.form.sending)
		await page.getByText(en.contact.sent.title).waitFor()
		await page.getByText(en.contact.sent.text).waitFor()
		expect(await visibleText(page.locator('[data-testid=contact-submit]'))).toBe(en.contact.form.submit)
		for (const field of ['name', 'email', 'subject', 'message']) {
			expect(await page.inputValue(`[data-testid=contact-${field}]`)).toBe('')
		}
		expect(g.apiAnswers).toEqual([{ path: '/api/contact', status: 200, body: { ok: true } }])
		await live.smtp.waitFor(1)
		const mail = live.smtp.mails[0]
		expect(mail?.envelopeTo).toEqual([SUPPORT])
		expect(mail?.subject).toBe('[Tubekit] Untertitel')
		expect(mail?.text).toStartWith('Bitte Türkisch anbieten 🎉')
		expect(mail?.text).toContain('Category: feature')
		expectClean(g)
		await g.close()
	})

	test('a required field only of spaces: the toast, and nothing sent', async () => {
		const g = await open('/contact')
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=contact-name]', '   ')
		await page.fill('[data-testid=contact-email]', 'a@example.org')
		await page.fill('[data-testid=contact-message]', 'Hi')
		await page.click('[data-testid=contact-submit]')
		await page.getByText(en.errors.contactRequired).waitFor()
		expect(g.apiAnswers).toEqual([])
		// An empty required field: the browser itself refuses (email type, required).
		await page.fill('[data-testid=contact-name]', '')
		await page.click('[data-testid=contact-submit]')
		expect(
			await page.evaluate(() => (document.querySelector('#contact-name') as HTMLInputElement).validity.valueMissing),
		).toBe(true)
		expect(g.apiAnswers).toEqual([])
		expectClean(g)
		await g.close()
	})

	test('failed (server refuses, then network down): the error toast, every value kept (German)', async () => {
		const g = await open('/de/contact')
		const { page } = g
		await waitForHydration(page)
		await page.fill('[data-testid=contact-name]', 'Jörg')
		// The browser accepts this address; the server does not.
		await page.fill('[data-testid=contact-email]', 'joerg@localhost')
		await page.fill('[data-testid=contact-subject]', 'Frage')
		await page.fill('[data-testid=contact-message]', 'Zeile 1\nZeile 2')
		await page.click('[data-testid=contact-submit]')
		await page.getByText(`${de.contact.failed} ${de.errors.contactInvalidEmail}`).waitFor()
		expect(g.apiAnswers.map((a) => a.status)).toEqual([400])
		const refused: string[] = []
		await page.route('**/api/contact', (route) => {
			refused.push(String(route.request().postDataJSON()?.submission_id))
			return route.abort('connectionrefused')
		})
		await page.fill('[data-testid=contact-email]', 'joerg@example.org')
		await page.click('[data-testid=contact-submit]')
		// No answer: sent again after 1 s and 2 s with the same submission id (src/contact/send.ts).
		await eventually(async () => expect(await page.getByText(de.contact.failed, { exact: true }).count()).toBe(1), {
			timeout: 15_000,
		})
		expect(refused).toHaveLength(3)
		expect(new Set(refused).size).toBe(1)
		expect(refused[0]).toBe(await page.inputValue('input[name=submission_id]'))
		expect(await page.inputValue('[data-testid=contact-name]')).toBe('Jörg')
		expect(await page.inputValue('[data-testid=contact-email]')).toBe('joerg@example.org')
		expect(await page.inputValue('[data-testid=contact-subject]')).toBe('Frage')
		expect(await page.inputValue('[data-testid=contact-message]')).toBe('Zeile 1\nZeile 2')
		expect(await page.locator('[data-testid=contact-submit]').isEnabled()).toBe(true)
		expectCleanAfterApiErrors({ ...g, problems: g.problems.filter((p) => !p.includes('net::ERR_CONNECTION_REFUSED')) })
		await g.close()
	})

	test('without JavaScript the form posts and the page answers', async () => {
		const g = await openPage(live.browser, live.server.url, { javaScriptEnabled: false })
		const { page } = g
		await page.goto(`${live.server.url}/contact`)
		expect(await page.locator('#contact-website').isVisible()).toBe(false)
		await page.fill('[data-testid=contact-name]', 'Ana')
		await page.fill('[data-testid=contact-email]', 'ana@example.org')
		await page.fill('[data-testid=contact-message]', 'Sin JavaScript')
		await page.click('[data-testid=contact-submit]')
		await page.waitForSelector('[data-testid=contact-sent]')
		expect(await visibleText(page.locator('[data-testid=contact-sent]'))).toContain(en.contact.sent.title)
		expect(await page.inputValue('[data-testid=contact-name]')).toBe('')
		expectClean(g)
		await g.close()
	})
})

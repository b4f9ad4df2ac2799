/**
 * The contact page: rendered in every language, and without JavaScript its
 * form posts to the page, which stores the message and answers in the page; a refused post
 * keeps every value typed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { DICT } from '../../tests/support/dictionaries'
import { attrs, texts } from '../../tests/support/html'
import { contactMessages } from '../db/schema'
import { LOCALES, localizePath } from '../i18n/locales'
import { translatorFor } from '../i18n/translator'
import { testApp } from '../server/test-app'
import { TOOL_KEYS } from '../tools/registry'
import { PATHS } from '../ui/paths'
import { CONTACT_CATEGORIES } from './fields'

let app: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	app = await testApp({ RATE_LIMIT_CONTACT_PER_HOUR: '3' })
})
afterAll(() => app.close())

let client = 0
const postForm = (path: string, fields: Record<string, string>, as = `contact-client-${++client}`) =>
	app.request(path, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-client': as },
		body: new URLSearchParams(fields).toString(),
	})

describe('contact page', () => {
	test.each(LOCALES)(
		'%s: title, the five categories, required fields, contact details and the tools’ FAQ links',
		async (locale) => {
			const t = DICT[locale].contact
			const res = await app.request(localizePath('/contact', locale))
			expect(res.status).toBe(200)
			const html = await res.text()
			expect(await texts(html, 'h1')).toEqual([t.title])
			expect(await texts(html, '#contact-category option')).toEqual(CONTACT_CATEGORIES.map((c) => t.categories[c]))
			expect(await attrs(html, '[required]', 'name')).toEqual(['from_name', 'from_email', 'message'])
			expect(await attrs(html, '#contact-email', 'type')).toEqual(['email'])
			expect(await texts(html, '[data-testid=contact-submit]')).toEqual([t.form.submit])
			// SUPPORT_RESPONSE_HOURS' default, 24, written in (response-hours.test.ts tries others).
			const responseText = translatorFor(locale).contact.details.responseText({ hours: 24 })
			expect((await texts(html, '[data-testid=contact-details]'))[0]).toContain(responseText)
			expect(await attrs(html, '[data-testid=contact-faq] a', 'href')).toEqual(
				TOOL_KEYS.map((tool) => `${localizePath(PATHS.tools[tool], locale)}#faq`),
			)
		},
	)

	test('without JavaScript: a post is stored and the page says so, with an empty form', async () => {
		const fields = {
			from_name: 'Ana',
			from_email: 'ana@example.org',
			subject: '',
			category: 'bug',
			message: '¡Hola!',
			website: '',
		}
		const res = await postForm('/es/contact', fields)
		expect(res.status).toBe(200)
		const html = await res.text()
		expect((await texts(html, '[data-testid=contact-sent]'))[0]).toContain(DICT.es.contact.sent.title)
		expect(await attrs(html, '#contact-name', 'value')).toEqual([''])
		const rows = await app.database.db.select().from(contactMessages)
		expect(rows.at(-1)).toMatchObject({
			name: 'Ana',
			lang: 'es',
			category: 'bug',
			subject: 'Contact Form Submission',
			spam: false,
		})
	})

	test('without JavaScript: a refused post answers 400 in the page’s language and keeps every value', async () => {
		const before = (await app.database.db.select().from(contactMessages)).length
		const fields = {
			from_name: 'Jan',
			from_email: 'not-an-address',
			subject: 'Vraag',
			category: 'feature',
			message: 'Mijn bericht\nregel 2',
		}
		const res = await postForm('/nl/contact', fields)
		expect(res.status).toBe(400)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=tool-error]', 'data-code')).toEqual(['contactInvalidEmail'])
		expect((await texts(html, '[data-testid=tool-error]'))[0]).toContain(DICT.nl.errors.contactInvalidEmail)
		expect(await attrs(html, '#contact-name', 'value')).toEqual(['Jan'])
		expect(await attrs(html, '#contact-email', 'value')).toEqual(['not-an-address'])
		expect(await attrs(html, '#contact-subject', 'value')).toEqual(['Vraag'])
		expect(await attrs(html, '#contact-category option[selected]', 'value')).toEqual(['feature'])
		// The text area keeps the line break (the text helper would fold it).
		expect(html).toContain('Mijn bericht\nregel 2</textarea>')
		expect((await app.database.db.select().from(contactMessages)).length).toBe(before)
	})

	test('without JavaScript: the submission id is kept after a refused post, stored once, and new after a success', async () => {
		const id = 'kept-id-0123456789abcdef'
		const fields = { from_name: 'Lea', from_email: 'lea@example', message: 'Hallo', submission_id: id }
		// The cached page carries no id (one document for everyone): the browser makes it.
		expect(await attrs(await (await app.request('/de/contact')).text(), '[name=submission_id]', 'value')).toEqual([''])
		const refused = await postForm('/de/contact', fields)
		expect(refused.status).toBe(400)
		expect(await attrs(await refused.text(), '[name=submission_id]', 'value')).toEqual([id])
		const before = (await app.database.db.select().from(contactMessages)).length
		const corrected = { ...fields, from_email: 'lea@example.org' }
		const sent = await postForm('/de/contact', corrected)
		const again = await postForm('/de/contact', corrected)
		expect([sent.status, again.status]).toEqual([200, 200])
		expect((await texts(await again.text(), '[data-testid=contact-sent]'))[0]).toContain(DICT.de.contact.sent.title)
		const rows = await app.database.db.select().from(contactMessages)
		expect(rows.length).toBe(before + 1)
		expect(rows.at(-1)?.submissionId).toBe(id)
		const [next] = await attrs(await sent.text(), '[name=submission_id]', 'value')
		expect(next).toMatch(/^[0-9a-f]{32}$/)
	})

	test('without JavaScript: the same per-client limit as the API, answered in the page', async () => {
		const fields = { from_name: 'Bo', from_email: 'bo@example.org', message: 'Hi' }
		const statuses = []
		for (let i = 0; i < 4; i++) statuses.push((await postForm('/contact', fields, 'one-client')).status)
		expect(statuses).toEqual([200, 200, 200, 429])
		const api = await app.request('/api/contact', {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'x-test-client': 'one-client' },
			body: JSON.stringify({ from_name: 'Bo', from_email: 'bo@example.org', message: 'Hi' }),
		})
		expect(api.status).toBe(429)
	})
})

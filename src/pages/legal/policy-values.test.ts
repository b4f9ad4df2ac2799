import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { attrs, texts } from '../../../tests/support/html'
import { LOCALES, localizePath } from '../../i18n/locales'
import { translatorFor } from '../../i18n/translator'
import { testApp } from '../../server/test-app'

/**
 * The privacy policy and the terms state what this installation is set to: every retention period
 * (contact messages, held spam, the request log) and every per-client limit the terms allow the API and
 * batches within. Odd values, so that no default or hard-coded number can pass for them.
 */
const SETTINGS = {
	CONTACT_RETENTION_DAYS: '321',
	CONTACT_QUARANTINE_RETENTION_DAYS: '17',
	LOG_RETENTION_DAYS: '11',
	RATE_LIMIT_API_PER_MINUTE: '37',
	RATE_LIMIT_BATCHES_PER_HOUR: '3',
	BATCH_MAX_VIDEOS: '149',
	RATE_LIMIT_IMAGES_PER_MINUTE: '444',
	RATE_LIMIT_CONTACT_PER_HOUR: '6',
}
const VALUES = {
	contactDays: 321,
	quarantineDays: 17,
	logDays: 11,
	apiPerMinute: 37,
	batchesPerHour: 3,
	batchMaxVideos: 149,
	imagesPerMinute: 444,
	contactPerHour: 6,
}

let app: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	app = await testApp(SETTINGS)
})
afterAll(() => app.close())

const page = async (path: string) => {
	const res = await app.request(path)
	expect(res.status).toBe(200)
	return res.text()
}
/** React escapes these; the dictionaries hold the characters. */
const decode = (text: string) =>
	text
		.replaceAll('&quot;', '"')
		.replaceAll('&#x27;', "'")
		.replaceAll('&lt;', '<')
		.replaceAll('&gt;', '>')
		.replaceAll('&amp;', '&')
const textsOf = async (html: string, selector: string) => (await texts(html, selector)).map(decode)

describe.each(LOCALES)('%s', (locale) => {
	// Read at each use: the legal texts are a page namespace, loaded when a page first needs them.
	const LL = translatorFor(locale)

	test('the privacy policy states the configured retention of contact messages, held spam and the request log', async () => {
		const html = await page(localizePath('/privacy-policy', locale))
		const items = await textsOf(html, '#security li')
		expect(items).toContain(LL.legal.privacy.security.items.i5(VALUES))
		expect(items).toContain(LL.legal.privacy.security.items.i6(VALUES))
		expect(items).toContain(LL.legal.privacy.security.items.i10(VALUES))
		expect(await textsOf(html, '#collected li')).toContain(LL.legal.privacy.collected.items.i3(VALUES))
		for (const days of ['321', '17', '11']) expect(items.join(' ')).toContain(days)
		// No placeholder left unfilled anywhere on the page.
		expect(html).not.toMatch(/\{(?:contactDays|quarantineDays|logDays)\}/)
	})

	test('the right to object stands apart: its own highlighted section with a heading, not an item of the rights list', async () => {
		const html = await page(localizePath('/privacy-policy', locale))
		expect(await attrs(html, 'section[data-highlighted]', 'id')).toEqual(['objection'])
		expect(await textsOf(html, '#objection > h2')).toEqual([LL.legal.privacy.objection.title()])
		expect(await textsOf(html, '#objection p')).toContain(LL.legal.privacy.objection.p1())
		// Art. 21 is named in that section and in no list item of the rights.
		const rights = await textsOf(html, '#rights li')
		expect(rights.length).toBeGreaterThan(0)
		expect(rights.filter((item) => /\b21\b/.test(item))).toEqual([])
		// It comes before the list of the other rights.
		expect(html.indexOf('id="objection"')).toBeLessThan(html.indexOf('id="rights"'))
	})

	test(`the KVKK information is ${locale === 'tr' ? 'there, with the rights of Art. 11 and the complaint route' : 'not shown (it is for Turkey)'}`, async () => {
		const html = await page(localizePath('/privacy-policy', locale))
		const sections = await attrs(html, 'section', 'id')
		if (locale === 'tr') {
			expect(sections).toContain('kvkk')
			expect(await textsOf(html, '#kvkk > h2')).toEqual([LL.legal.privacy.kvkk.title()])
			const section = (await textsOf(html, '#kvkk')).join('\n')
			for (const point of ['6698', 'madde 11', 'Kişisel Verileri Koruma Kurulu', 'yurt dışına', 'Veri sorumlusu'])
				expect(section).toContain(point)
		} else {
			expect(sections).not.toContain('kvkk')
			expect(html).not.toContain(LL.legal.privacy.kvkk.title())
		}
	})

	test('the terms allow the API and batches and name the configured limits', async () => {
		const html = await page(localizePath('/terms-of-service', locale))
		const limits = await textsOf(html, '#use li')
		expect(limits).toEqual([
			LL.legal.terms.use.items.i1(VALUES),
			LL.legal.terms.use.items.i2(VALUES),
			LL.legal.terms.use.items.i3(VALUES),
			LL.legal.terms.use.items.i4(VALUES),
		])
		for (const value of ['37', '3', '149', '444', '6']) expect(limits.join(' ')).toContain(value)
		expect(await attrs(html, '#use a', 'href')).toContain('/api/docs')
	})

	test('the liability clause names the statutory exceptions', async () => {
		const html = await page(localizePath('/terms-of-service', locale))
		const paragraphs = await textsOf(html, '#liability p')
		expect(paragraphs).toEqual([
			LL.legal.terms.liability.p1(),
			LL.legal.terms.liability.p2(),
			LL.legal.terms.liability.p3(),
			LL.legal.terms.liability.p4(),
		])
	})
})

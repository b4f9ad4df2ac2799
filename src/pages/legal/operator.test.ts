import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { LOCALES, localizePath } from '../../i18n/locales'
import { translatorFor } from '../../i18n/translator'
import { testApp } from '../../server/test-app'

/**
 * OPERATOR_* (docs/decisions.md, 26): the legal pages, the contact page and the footer name whoever
 * runs this installation, in every language; with nothing set they say so, and so does the start log.
 */
const OPERATOR = {
	OPERATOR_NAME: 'Muster & Söhne <GmbH>',
	OPERATOR_ADDRESS: 'Beispielweg 7\\n10115 Berlin',
	OPERATOR_EMAIL: 'legal@muster.example',
	OPERATOR_DPO_EMAIL: 'dpo@muster.example',
	OPERATOR_IMPRINT: 'Registergericht: Amtsgericht Berlin\\nHRB 12345\\n\\nVertreten durch Erika Muster',
}
// React escapes the operator's text: `&` and `<` reach the page as entities, never as markup.
const NAME_IN_HTML = 'Muster &amp; Söhne &lt;GmbH&gt;'

let named: Awaited<ReturnType<typeof testApp>>
let anonymous: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	;[named, anonymous] = await Promise.all([testApp(OPERATOR), testApp()])
})
afterAll(async () => {
	await named.close()
	await anonymous.close()
})

const get = async (app: typeof named, path: string) => {
	const res = await app.request(path)
	return { status: res.status, html: await res.text() }
}
const PAGES = ['/privacy-policy', '/terms-of-service', '/contact', '/imprint'] as const

describe('with the operator’s details set', () => {
	for (const locale of LOCALES) {
		test(`${locale}: privacy, terms, contact and imprint show them, and the footer links the imprint`, async () => {
			const LL = translatorFor(locale)
			for (const path of PAGES) {
				const { status, html } = await get(named, localizePath(path, locale))
				expect(status, path).toBe(200)
				expect(html, path).toContain(NAME_IN_HTML)
				expect(html, path).not.toContain('<GmbH>')
				expect(html, path).toContain('Beispielweg 7</span><span><br/>10115 Berlin')
				expect(html, path).toContain('href="mailto:legal@muster.example"')
				expect(html, path).toContain('dpo@muster.example')
				expect(html, path).toContain(`>${LL.operator.dpoEmail()}</dt>`)
				expect(html, path).not.toContain(LL.operator.notPublished())
				expect(html, path).toContain(`href="${localizePath('/imprint', locale)}"`)
			}
			const imprint = (await get(named, localizePath('/imprint', locale))).html
			expect(imprint).toContain(`<h1`)
			expect(imprint).toContain(`>${LL.legal.imprint.h1()}</h1>`)
			expect(imprint).toContain('<p><span>Registergericht: Amtsgericht Berlin</span><span><br/>HRB 12345</span></p>')
			expect(imprint).toContain('<p><span>Vertreten durch Erika Muster</span></p>')
			// The alias shows the same page.
			expect((await get(named, localizePath('/impressum', locale))).html).toContain(LL.legal.imprint.h1())
		})
	}

	test('the imprint is in the sitemap, and the start log does not warn', async () => {
		expect(await (await named.request('/sitemap.xml')).text()).toContain('/de/imprint')
		expect(named.logLines.join('\n')).not.toContain('do not name the operator')
	})
})

describe('with none set', () => {
	for (const locale of LOCALES) {
		test(`${locale}: the pages say the operator has not published their details; no imprint`, async () => {
			const LL = translatorFor(locale)
			for (const path of ['/privacy-policy', '/terms-of-service', '/contact']) {
				const { status, html } = await get(anonymous, localizePath(path, locale))
				expect(status, path).toBe(200)
				expect(html, path).toContain(LL.operator.notPublished())
				expect(html, path).toContain(LL.footer.notPublished())
				expect(html, path).not.toContain(`href="${localizePath('/imprint', locale)}"`)
				expect(html, path).not.toContain(`>${LL.footer.imprint()}</a>`)
			}
			expect((await get(anonymous, localizePath('/imprint', locale))).status).toBe(404)
			expect((await get(anonymous, localizePath('/impressum', locale))).status).toBe(404)
		})
	}

	test('the start log warns, naming the missing settings; the sitemap has no imprint', async () => {
		const warning = anonymous.logLines.find((line) => line.includes('do not name the operator'))
		expect(warning).toBeDefined()
		for (const name of ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL']) expect(warning).toContain(name)
		expect(await (await anonymous.request('/sitemap.xml')).text()).not.toContain('imprint')
	})
})

describe('the legal pages’ date and the contact page’s availability', () => {
	test('privacy and terms last changed on 2026-12-07, in every language', async () => {
		for (const locale of LOCALES) {
			for (const path of ['/privacy-policy', '/terms-of-service']) {
				expect((await get(anonymous, localizePath(path, locale))).html).toContain('<time dateTime="2026-12-07">')
			}
		}
	})

	test('by default no page promises 24/7; SUPPORT_AVAILABILITY=24-7 brings the spec’s wording back', async () => {
		for (const locale of LOCALES) {
			const LL = translatorFor(locale)
			const html = (await get(anonymous, localizePath('/contact', locale))).html
			expect(html).toContain(LL.contact.details.availabilityText.workingHours())
			expect(html).not.toContain(LL.contact.details.availabilityText.allHours())
		}
		const allHours = await testApp({ SUPPORT_AVAILABILITY: '24-7' })
		const weekdays = await testApp({ SUPPORT_AVAILABILITY: 'weekdays' })
		try {
			expect((await get(allHours, '/contact')).html).toContain('Worldwide, 24/7')
			expect((await get(weekdays, '/de/contact')).html).toContain('montags bis freitags')
			await expect(testApp({ SUPPORT_AVAILABILITY: 'always' })).rejects.toThrow('SUPPORT_AVAILABILITY')
		} finally {
			await allHours.close()
			await weekdays.close()
		}
	})
})

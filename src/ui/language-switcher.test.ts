import { afterAll, beforeAll, expect, test } from 'bun:test'
import { LOCALE_INFO, LOCALES } from '../i18n/locales'
import { testApp } from '../server/test-app'

// Decision 23: the language switcher draws no emoji flag (empty boxes on
// Linux, "US EN" letter pairs on Windows) but a local globe, the code and, in the menu, the names.
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	t = await testApp()
})
afterAll(() => t.close())

test.each([...LOCALES])(
	'%s: no emoji flag anywhere on the page; the switcher shows a globe and the code',
	async (locale) => {
		const html = await (await t.request(locale === 'en' ? '/' : `/${locale}/`)).text()
		expect(html).not.toMatch(REGIONAL_INDICATOR)
		const switcher = /<summary[^>]*data-testid="language-switcher"[^>]*>([\s\S]*?)<\/summary>/.exec(html)?.[1] ?? ''
		expect(switcher).toContain('<svg')
		expect(switcher).toContain(`<span>${locale.toUpperCase()}</span>`)
		// Every language is offered by its own name (the footer's list; the menu loads on intent).
		for (const info of Object.values(LOCALE_INFO)) expect(html).toContain(info.name)
	},
)

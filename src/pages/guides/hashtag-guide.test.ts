/**
 * The hashtag guide is a guide like the others in every language: a card on
 * the guide index, an entry in sitemap.xml, the place after the content-workflow guide in the
 * reading order, and its Article and HowTo JSON-LD; its sections hold every listed item.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { attrs, texts } from '../../../tests/support/html'
import { LOCALES, localizePath } from '../../i18n/locales'
import { testApp } from '../../server/test-app'

let app: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	app = await testApp({ LOG_LEVEL: 'silent' })
})
afterAll(() => app.close())

const PATH = '/guides/youtube-hashtags'
const decode = (s: string) =>
	s.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<')
const count = (branch: object, prefix: string) =>
	Object.keys(branch).filter((k) => new RegExp(`^${prefix}\\d+$`).test(k)).length

test('sitemap.xml lists the hashtag guide in every language', async () => {
	const xml = await (await app.request('/sitemap.xml')).text()
	for (const lang of LOCALES) {
		expect(xml).toContain(`<loc>${app.config.publicUrl}${localizePath(PATH, lang)}</loc>`)
	}
})

describe.each(LOCALES)('%s', (lang) => {
	const t = DICT[lang].guideHashtags

	test('the guide index has a card that opens the hashtag guide', async () => {
		const html = await (await app.request(localizePath('/guides', lang))).text()
		expect((await texts(html, '[data-testid=guide-card-hashtags] h3')).map(decode)).toEqual([
			DICT[lang].guideIndex.cards.hashtags.title,
		])
		expect(await attrs(html, '[data-testid=guide-card-hashtags] a', 'href')).toEqual([localizePath(PATH, lang)])
	})

	test('the page: sections, reading order and structured data', async () => {
		const res = await app.request(localizePath(PATH, lang))
		expect(res.status).toBe(200)
		const html = await res.text()
		expect(await attrs(html, '[data-testid=guide-hashtags] section[id]', 'id')).toEqual([
			'how',
			'rules',
			'choose',
			'mistakes',
			'example',
			'tubekit',
		])
		expect((await texts(html, '[data-testid=hashtag-placement] h3')).length).toBe(count(t.how, 's'))
		expect((await texts(html, '[data-testid=hashtag-rule] h3')).length).toBe(count(t.rules, 'r'))
		expect((await texts(html, '[data-testid=choose-step] h3')).length).toBe(count(t.choose, 'step'))
		expect((await texts(html, '[data-testid=hashtag-mistake] h3')).length).toBe(count(t.mistakes, 'm'))
		// The example shows the first three of its hashtags above the title, as YouTube does.
		expect((await texts(html, '[data-testid=example-shown]')).map(decode)).toEqual([
			t.how.example.hashtags.split(' ').slice(0, 3).join(' '),
		])
		// The generator and the SEO guide, in the page's language.
		expect(await attrs(html, '[data-testid=tool-callout] a', 'href')).toEqual([
			localizePath('/tools/hashtag-generator', lang),
			localizePath('/guides/youtube-seo-guide', lang),
		])
		// Last in the reading order: back to the workflow guide, then to all guides.
		expect(await attrs(html, '[data-testid=guide-previous]', 'href')).toEqual([
			localizePath('/guides/content-workflow', lang),
		])
		expect(await attrs(html, '[data-testid=guide-all]', 'href')).toEqual([localizePath('/guides', lang)])
		const ld = (await texts(html, 'script[type="application/ld+json"]')).map((s) => JSON.parse(s))
		expect(ld.map((x) => x['@type'])).toEqual(['Article', 'HowTo'])
		expect(ld[0]).toMatchObject({ headline: t.h1, inLanguage: lang, timeRequired: 'PT10M' })
		expect(ld[1].step.map((s: { name: string }) => s.name)).toEqual(
			Object.entries(t.choose)
				.filter(([k]) => /^step\d+$/.test(k))
				.map(([, s]) => (s as { title: string }).title),
		)
	})

	test('the content-workflow guide leads on to the hashtag guide', async () => {
		const html = await (await app.request(localizePath('/guides/content-workflow', lang))).text()
		expect(await attrs(html, '[data-testid=guide-next]', 'href')).toEqual([localizePath(PATH, lang)])
	})
})

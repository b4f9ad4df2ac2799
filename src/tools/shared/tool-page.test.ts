/** The tool pages as served: both routes in every language, head tags and JSON-LD. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { DICT, LANGS, localized } from '../../../tests/support/e2e'
import { attrs, texts } from '../../../tests/support/html'
import { testApp } from '../../server/test-app'
import { MAIN_REGIONS, YOUTUBE_REGIONS } from '../../youtube/search-regions'
import { HASHTAG_CATEGORIES } from '../hashtags/seeds/types'

let app: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	app = await testApp({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://tubekit.example' })
})
afterAll(() => app.close())

const TOOLS = [
	{ key: 'thumbnail', paths: ['/tools/thumbnail-downloader', '/thumbnail-downloader'] },
	{ key: 'profile', paths: ['/tools/profile-downloader', '/profile-downloader'] },
	{ key: 'transcript', paths: ['/tools/transcript-downloader', '/transcript-downloader'] },
	{ key: 'hashtag', paths: ['/tools/hashtag-generator', '/hashtag-generator'] },
] as const

/** How each language says "for example" before a sample value. */
const EXAMPLE_MARKER = { en: 'e.g.', de: 'z. B.', es: 'p. ej.', tr: 'örn.', nl: 'bijv.' } as const

/** The form's fields by tool: the URL (as the API names it), and the transcript's language. */
/** Each form's link field: a text area where the tool takes several links at once (a batch), else one line. */
const FIELDS = {
	thumbnail: { textarea: ['video_url'], input: [] },
	profile: { textarea: [], input: ['channel_url'] },
	transcript: { textarea: ['video_url'], input: [] },
	hashtag: { textarea: [], input: ['keywords'] },
} as const

const jsonLd = async (html: string): Promise<Record<string, unknown>[]> =>
	(await texts(html, 'script[type="application/ld+json"]')).map((t) => JSON.parse(t) as Record<string, unknown>)

describe.each(TOOLS)('$key page', ({ key, paths }) => {
	test.each(LANGS)('both routes in %s: the same page, canonical on /tools/…', async (lang) => {
		const dict = DICT[lang]
		const tool = dict[key]
		for (const path of paths) {
			const res = await app.request(localized(path, lang))
			expect(res.status).toBe(200)
			const html = await res.text()
			expect(await attrs(html, 'html', 'lang')).toEqual([lang])
			expect(await texts(html, 'h1')).toEqual([dict.tools[key].title])
			expect(await texts(html, '[data-testid=tool-submit]')).toEqual([tool.submit])
			expect(await texts(html, 'title')).toEqual([dict[key].meta.title])
			expect(await attrs(html, 'link[rel=canonical]', 'href')).toEqual([
				`https://tubekit.example${localized(paths[0], lang)}`,
			])
			// The form posts to the page itself (no action), with the API's field name.
			expect(await attrs(html, 'form[data-testid=tool-form]', 'method')).toEqual(['post'])
			expect(await attrs(html, 'form[data-testid=tool-form]', 'action')).toEqual([''])
			expect(await attrs(html, 'form input', 'name')).toEqual([...FIELDS[key].input])
			expect(await attrs(html, 'form textarea', 'name')).toEqual([...FIELDS[key].textarea])
			expect(await texts(html, 'section[aria-labelledby=howto-title] ol h3')).toEqual(
				Object.values(tool.steps).flatMap((s) => (typeof s === 'string' ? [] : [s.name])),
			)
			expect(await texts(html, '[data-testid=faq-item] summary')).toEqual(
				Object.values(tool.faq).map((q) => q.question),
			)
		}
	})

	// A bare link in the field looked like a value already typed in.
	test.each(LANGS)('in %s the field’s placeholder reads as an example, not as a value', async (lang) => {
		const res = await app.request(localized(paths[0], lang))
		const [placeholder = ''] = await attrs(await res.text(), '[data-testid=tool-input]', 'placeholder')
		expect(URL.canParse(placeholder)).toBe(false)
		expect(placeholder.startsWith(`${EXAMPLE_MARKER[lang]} `)).toBe(true)
	})

	test('JSON-LD: WebApplication, HowTo (3 steps, 2 minutes, free) and FAQPage (its questions)', async () => {
		const html = await (await app.request(localized(paths[0], 'es'))).text()
		const [application, howTo, faq] = await jsonLd(html)
		const es = DICT.es[key]
		expect(application).toMatchObject({
			'@type': 'WebApplication',
			name: DICT.es.tools[key].title,
			url: `https://tubekit.example/es${paths[0]}`,
			inLanguage: 'es',
			offers: { price: '0', priceCurrency: 'USD' },
		})
		expect(howTo).toMatchObject({ '@type': 'HowTo', name: es.steps.title, totalTime: 'PT2M' })
		expect(((howTo?.step ?? []) as { name: string }[]).map((s) => s.name)).toEqual([
			es.steps.copy.name,
			es.steps.paste.name,
			es.steps.download.name,
		])
		expect(faq?.['@type']).toBe('FAQPage')
		const questions = Object.values(es.faq).map((q) => q.question)
		expect(((faq?.mainEntity ?? []) as { name: string }[]).map((q) => q.name)).toEqual(questions)
	})
})

describe('transcript language select', () => {
	test.each(LANGS)(
		'%s: auto first, then the spec’s languages in the page language, posted as `language`',
		async (lang) => {
			const html = await (await app.request(localized('/tools/transcript-downloader', lang))).text()
			const t = DICT[lang].transcript
			expect(await attrs(html, 'form select', 'name')).toEqual(['language'])
			const values = await attrs(html, 'form select option', 'value')
			expect(values[0]).toBe('')
			expect(values).toHaveLength(61)
			expect(values).toContain('af')
			const labels = await texts(html, 'form select option')
			expect(labels[0]).toBe(t.languageAuto)
			expect(labels).toContain(t.languages.de)
			expect(await attrs(html, 'form select optgroup', 'label')).toEqual([t.allLanguages])
		},
	)
})

describe('hashtag category select', () => {
	test.each(LANGS)('%s: any category first, then the ten categories, posted as `category`', async (lang) => {
		const html = await (await app.request(localized('/hashtag-generator', lang))).text()
		const t = DICT[lang].hashtag
		expect(await attrs(html, 'form select', 'name')).toEqual(['category', 'region'])
		expect(await attrs(html, 'form select[name=category] option', 'value')).toEqual(['', ...HASHTAG_CATEGORIES])
		expect(await texts(html, 'form select[name=category] option')).toEqual([
			t.categoryAny,
			...Object.values(t.categories),
		])
		expect(await attrs(html, 'form input[name=keywords]', 'inputmode')).toEqual(['text'])
	})

	test.each(LANGS)(
		'%s: the YouTube region, the page language’s main one first and chosen, posted as `region`',
		async (lang) => {
			const html = await (await app.request(localized('/hashtag-generator', lang))).text()
			const values = await attrs(html, 'form select[name=region] option', 'value')
			expect(values[0]).toBe(MAIN_REGIONS[lang])
			expect([...values].sort()).toEqual([...YOUTUBE_REGIONS].sort())
			expect(await attrs(html, 'form select[name=region] option[selected]', 'value')).toEqual([MAIN_REGIONS[lang]])
		},
	)
})

/**
 * The home page's guide cards open their own guides in the page's language;
 * the "Hashtags that help discovery" card opens the hashtag guide (it used to open the SEO
 * guide, for want of one), and that guide answers with its own heading.
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

const decode = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')

describe.each(LOCALES)('%s', (lang) => {
	test('each guide card links to its guide; the hashtag card to the hashtag guide', async () => {
		const home = DICT[lang].home.guides
		const html = await (await app.request(localizePath('/', lang))).text()
		// One heading and one link per card, in the same order.
		const titles = (await texts(html, '#guides li h3')).map(decode)
		const links = await attrs(html, '#guides li a', 'href')
		expect(Object.fromEntries(titles.map((title, i) => [title, links[i]]))).toEqual({
			[home.thumbnails.title]: localizePath('/guides/thumbnail-design', lang),
			[home.hashtags.title]: localizePath('/guides/youtube-hashtags', lang),
			[home.seo.title]: localizePath('/guides/youtube-seo-guide', lang),
		})

		const guide = await app.request(localizePath('/guides/youtube-hashtags', lang))
		expect(guide.status).toBe(200)
		expect((await texts(await guide.text(), 'h1')).map(decode)).toEqual([DICT[lang].guideHashtags.h1])
	})
})

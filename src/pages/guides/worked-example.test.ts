/**
 * Every guide walks one made-up channel through its advice (a worked example), and the
 * SEO and workflow guides explain how Shorts are found. Each page shows every step and point its
 * dictionary lists, in the dictionary's order, in every language.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { texts } from '../../../tests/support/html'
import { LOCALES, localizePath } from '../../i18n/locales'
import { testApp } from '../../server/test-app'

let app: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	app = await testApp({ LOG_LEVEL: 'silent' })
})
afterAll(() => app.close())

type Dict = { [key: string]: string | Dict }
const decode = (s: string) =>
	s.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<')
const values = (branch: Dict) => Object.values(branch) as string[]
const numbered = (branch: Dict, prefix: string) =>
	Object.entries(branch)
		.filter(([k]) => new RegExp(`^${prefix}\\d+$`).test(k))
		.map(([, v]) => (v as Dict).title as string)

const GUIDES = [
	{ path: '/guides/youtube-seo-guide', namespace: 'guideSeo', shorts: true },
	{ path: '/guides/thumbnail-design', namespace: 'guideThumbnails', shorts: false },
	{ path: '/guides/video-transcription', namespace: 'guideTranscription', shorts: false },
	{ path: '/guides/content-workflow', namespace: 'guideWorkflow', shorts: true },
	{ path: '/guides/youtube-hashtags', namespace: 'guideHashtags', shorts: false },
] as const

describe.each(LOCALES)('%s', (lang) => {
	test.each(GUIDES.map((g) => [g.path, g] as const))('%s: the worked example and Shorts', async (path, guide) => {
		const t = (DICT[lang] as unknown as Record<string, Dict>)[guide.namespace] as Dict
		const example = t.workedExample as Dict
		const html = await (await app.request(localizePath(path, lang))).text()
		expect((await texts(html, '#example h2')).map(decode)).toEqual([example.title as string])
		expect((await texts(html, '[data-testid=worked-example] li')).map(decode)).toEqual(values(example.steps as Dict))
		expect((await texts(html, '[data-testid=worked-example] > p')).map(decode)).toEqual([example.result as string])
		const shorts = (await texts(html, '[data-testid=shorts-point] h3')).map(decode)
		expect(shorts).toEqual(guide.shorts ? numbered(t.shorts as Dict, 's') : [])
		if (guide.shorts) expect(shorts.length).toBeGreaterThanOrEqual(3)
	})
})

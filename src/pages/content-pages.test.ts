/**
 * The help centre, the guides and the legal pages in every language: 200, the
 * namespace's title and heading, the canonical path for the aliases, and no English left on
 * a page in another language (beyond names and brands, which the dictionaries keep equal).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { DICT } from '../../tests/support/dictionaries'
import { attrs, texts } from '../../tests/support/html'
import { LOCALES, localizePath } from '../i18n/locales'
import { testApp } from '../server/test-app'

let app: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	app = await testApp()
})
afterAll(() => app.close())

type Dict = { [key: string]: string | Dict }
type Lang = keyof typeof DICT
const ns = (lang: Lang, name: string) => (DICT[lang] as unknown as Record<string, Dict>)[name] as Dict
const at = (dict: Dict, path: string) =>
	path.split('.').reduce<Dict | string>((d, k) => (d as Dict)[k] as Dict, dict) as string

/** Each content page: its paths (canonical first), the namespace and the keys of its title and h1. */
const PAGES = [
	{ paths: ['/help'], namespace: 'help', title: 'meta.title', h1: 'h1' },
	{ paths: ['/guides'], namespace: 'guideIndex', title: 'meta.title', h1: 'h1' },
	{ paths: ['/guides/youtube-seo-guide'], namespace: 'guideSeo', title: 'meta.title', h1: 'h1' },
	{ paths: ['/guides/thumbnail-design'], namespace: 'guideThumbnails', title: 'meta.title', h1: 'h1' },
	{ paths: ['/guides/video-transcription'], namespace: 'guideTranscription', title: 'meta.title', h1: 'h1' },
	{ paths: ['/guides/content-workflow'], namespace: 'guideWorkflow', title: 'meta.title', h1: 'h1' },
	{ paths: ['/guides/youtube-hashtags'], namespace: 'guideHashtags', title: 'meta.title', h1: 'h1' },
	{ paths: ['/privacy-policy', '/privacy'], namespace: 'legal', title: 'privacy.meta.title', h1: 'privacy.h1' },
	{ paths: ['/terms-of-service', '/terms'], namespace: 'legal', title: 'terms.meta.title', h1: 'terms.h1' },
] as const

const decode = (s: string) =>
	s
		.replaceAll('&amp;', '&')
		.replaceAll('&quot;', '"')
		.replaceAll('&#x27;', "'")
		.replaceAll('&lt;', '<')
		.replaceAll('&gt;', '>')

function leaves(dict: Dict, out: string[] = []): string[] {
	for (const v of Object.values(dict)) typeof v === 'string' ? out.push(v) : leaves(v, out)
	return out
}

describe.each(LOCALES)('%s', (lang) => {
	test.each(PAGES.flatMap((p) => p.paths.map((path) => [path, p] as const)))(
		'%s answers with its title and heading',
		async (path, page) => {
			const res = await app.request(localizePath(path, lang))
			expect(res.status).toBe(200)
			const html = await res.text()
			const dict = ns(lang, page.namespace)
			expect((await texts(html, 'title')).map(decode)).toEqual([at(dict, page.title)])
			expect((await texts(html, 'h1')).map(decode)).toEqual([at(dict, page.h1)])
			expect(await attrs(html, 'link[rel=canonical]', 'href')).toEqual([
				`${app.config.publicUrl}${localizePath(page.paths[0], lang)}`,
			])
			expect(await attrs(html, 'html', 'lang')).toEqual([lang])
		},
	)
})

describe.each(['de', 'es', 'tr', 'nl'] as const)('%s pages carry no English sentence', (lang) => {
	test.each(PAGES.map((p) => [p.paths[0], p] as const))('%s', async (path, page) => {
		const html = await (await app.request(localizePath(path, lang))).text()
		const visible = decode((await texts(html, 'main')).join(' '))
		expect(visible.length).toBeGreaterThan(500)
		const mine = new Set(leaves(ns(lang, page.namespace)))
		// English sentences of the page's texts (long enough to be prose, not a name), unless the
		// translation keeps the very same string (a brand or a URL, allowed by the dictionary test).
		const english = leaves(ns('en', page.namespace)).filter((s) => s.length > 24 && !mine.has(s) && !/^https?:/.test(s))
		expect(english.filter((s) => visible.includes(s))).toEqual([])
	})
})

/**
 * One FAQ everywhere. The tool pages and the help centre render their
 * questions with the same component (the same elements and classes, server-rendered), every
 * answer is in the HTML inside a native disclosure (readable without JavaScript), each group
 * is single-open by its own `name`, and the FAQPage JSON-LD names exactly the questions shown.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { DICT, LANGS, localized } from '../../../tests/support/e2e'
import { texts } from '../../../tests/support/html'
import { testApp } from '../../server/test-app'
import { TOOL_KEYS } from '../../tools/registry'

let app: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	app = await testApp({ LOG_LEVEL: 'silent' })
})
afterAll(() => app.close())

interface Shape {
	/** One line per FAQ item: its elements and their classes, from the item down. */
	items: string[]
	/** The `name` of each item (its group). */
	names: string[]
}

/** The markup of every FAQ item on a page, without its texts. */
async function faqShape(html: string): Promise<Shape> {
	const items: string[] = []
	const names: string[] = []
	const part = (label: string) => ({
		element(el: HTMLRewriterTypes.Element) {
			items[items.length - 1] += ` ${label}<${el.tagName} class="${el.getAttribute('class')}">`
		},
	})
	await new HTMLRewriter()
		.on('[data-testid=faq-item]', {
			element(el) {
				items.push(`<${el.tagName} class="${el.getAttribute('class')}" open=${el.hasAttribute('open')}>`)
				names.push(el.getAttribute('name') ?? '')
			},
		})
		.on('[data-testid=faq-item] > summary', part('question'))
		.on('[data-testid=faq-item] > summary *', part('inside'))
		.on('[data-testid=faq-item] > div', part('answer'))
		.transform(new Response(html))
		.text()
	return { items, names }
}

const page = async (path: string) => (await app.request(path)).text()

const jsonLdQuestions = async (html: string) =>
	(await texts(html, 'script[type="application/ld+json"]'))
		.map((t) => JSON.parse(t) as { '@type': string; mainEntity?: { name: string }[] })
		.filter((ld) => ld['@type'] === 'FAQPage')
		.flatMap((ld) => (ld.mainEntity ?? []).map((q) => q.name))

const decode = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")

describe.each(LANGS)('%s', (lang) => {
	test('a tool page and the help centre use the same FAQ markup', async () => {
		const tool = await faqShape(await page(localized('/tools/thumbnail-downloader', lang)))
		const help = await faqShape(await page(localized('/help', lang)))
		const d = DICT[lang]
		expect(tool.items.length).toBe(Object.keys(d.thumbnail.faq).length)
		const helpGroups = TOOL_KEYS.map((key) => d.help.tools[key])
		expect(help.items.length).toBe(
			helpGroups.reduce((n, g) => n + Object.keys(g.faq).length, 0) + Object.keys(d.help.general.faq).length,
		)
		// One shape for every question of both pages: a closed disclosure, the question (its text alone; the chevron
		// is its own ::after, styles/recipes.ts), then the answer.
		const shapes = new Set([...tool.items, ...help.items])
		expect(shapes.size).toBe(1)
		expect([...shapes][0]).toMatch(
			/^<details class="[^"]+" open=false> question<summary class="[^"]+"> answer<div class="[^"]+">$/,
		)
		// Single-open per group: the tool page is one group, the help centre one per tool and the general one.
		expect(new Set(tool.names).size).toBe(1)
		expect(tool.names[0]).not.toBe('')
		expect(new Set(help.names).size).toBe(TOOL_KEYS.length + 1)
		expect(help.names).not.toContain('')
	})

	test('every answer is in the server HTML, and the FAQPage JSON-LD lists the questions shown', async () => {
		for (const path of ['/tools/transcript-downloader', '/help']) {
			const html = await page(localized(path, lang))
			const questions = (await texts(html, '[data-testid=faq-item] > summary')).map(decode)
			const answers = (await texts(html, '[data-testid=faq-item] > div')).map(decode)
			expect(questions.length).toBeGreaterThan(3)
			expect(answers.length).toBe(questions.length)
			expect(answers.every((a) => a.length > 10)).toBe(true)
			expect(await jsonLdQuestions(html)).toEqual(questions)
		}
	})
})

test('the #faq deep links still land on a FAQ: the tool page section and the help centre general FAQ', async () => {
	const expected = [
		['/tools/hashtag-generator', Object.keys(DICT.en.hashtag.faq).length],
		['/help', Object.keys(DICT.en.help.general.faq).length],
	] as const
	for (const [path, count] of expected) {
		const html = await page(path)
		const inFaq: string[] = []
		let depth = 0
		await new HTMLRewriter()
			.on('#faq', {
				element(el) {
					depth++
					el.onEndTag(() => {
						depth--
					})
				},
			})
			.on('[data-testid=faq-item]', {
				element() {
					if (depth > 0) inFaq.push('item')
				},
			})
			.transform(new Response(html))
			.text()
		expect(inFaq.length).toBe(count)
	}
})

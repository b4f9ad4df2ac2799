import { afterEach, describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { copiedBy, render as mount, unmount } from '../../../tests/support/render'
import type { Locale } from '../../i18n/locales'
import { ChapterView } from './ChapterView'
import type { ChapterSource, ChaptersResult } from './schema'

const CHAPTERS = [
	{ start: 0, title: 'Intro' },
	{ start: 65, title: 'Landing page' },
	{ start: 750, title: 'Pricing' },
]
const LINES = '0:00 Intro\n1:05 Landing page\n12:30 Pricing'

const resultOf = (source: ChapterSource, description = `How I build a landing page\n\n${LINES}`): ChaptersResult => ({
	title: 'How I build a landing page',
	videoId: 'eF8Qqp7rjDg',
	chapters: CHAPTERS,
	description,
	source,
	language: 'en',
})

afterEach(unmount)

function render(result: ChaptersResult, locale: Locale = 'en') {
	const host = mount(<ChapterView result={result} stale={false} />, locale)
	const get = (id: string) => host.querySelector(`[data-testid=${id}]`)
	return { host, get }
}

describe('the chapter list and the description draft', () => {
	test('the lines as they are pasted, one chapter a line from 0:00', () => {
		const { get } = render(resultOf('builtin'))
		expect(get('chapter-lines')?.textContent).toBe(LINES)
		expect(get('chapter-description')?.textContent).toBe(`How I build a landing page\n\n${LINES}`)
	})

	test('Copy chapters copies the lines, Copy description the draft; each button says it copied', async () => {
		const { get } = render(resultOf('model', `A tour of a landing page, from the idea to the price.\n\n${LINES}`))
		expect(get('copy-chapters')?.textContent).toBe(DICT.en.chapter.copyChapters)
		expect(await copiedBy(get('copy-chapters'))).toBe(LINES)
		expect(get('copy-chapters')?.textContent).toBe(DICT.en.chapter.copied)
		expect(get('copy-description')?.textContent).toBe(DICT.en.chapter.copyDescription)
		expect(await copiedBy(get('copy-description'))).toBe(
			`A tour of a landing page, from the idea to the price.\n\n${LINES}`,
		)
		expect(get('copy-description')?.textContent).toBe(DICT.en.chapter.copied)
	})

	test.each(['en', 'de', 'es', 'tr', 'nl'] as const)('the maker is named, in its words (%s)', (locale) => {
		for (const source of ['youtube', 'model', 'builtin'] as const) {
			const { get, host } = render(resultOf(source), locale)
			expect(get('chapter-source')?.textContent).toBe(DICT[locale].chapter.source[source])
			expect(host.querySelector('[data-testid=chapter-result]')?.getAttribute('data-source')).toBe(source)
			// Only the built-in draft says a model would add a summary.
			expect(host.textContent?.includes(DICT[locale].chapter.builtinNote)).toBe(source === 'builtin')
		}
	})

	test('a video’s own chapters come with a form for new ones; made lists without it', () => {
		const own = render(resultOf('youtube'))
		const form = own.get('make-new')?.closest('form')
		expect(form?.getAttribute('method')).toBe('post')
		// No action: it posts to the page it is on, and the view needs no router (a tool page hydrates without one).
		expect(form?.hasAttribute('action')).toBe(false)
		expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
			video_url: 'https://youtu.be/eF8Qqp7rjDg',
			language: '',
			remake: '1',
		})
		expect(render(resultOf('builtin')).get('make-new')).toBeNull()
	})
})

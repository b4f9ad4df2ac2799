import { afterEach, describe, expect, mock, test } from 'bun:test'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { DICT } from '../../../tests/support/dictionaries'
import { I18nProvider } from '../../i18n/context'
import type { Locale } from '../../i18n/locales'
import { ChapterView } from './ChapterView'
import type { ChapterSource, ChaptersResult } from './schema'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

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

let root: Root | null = null
afterEach(() => {
	act(() => root?.unmount())
	root = null
	document.body.innerHTML = ''
})

function render(result: ChaptersResult, locale: Locale = 'en') {
	const host = document.createElement('div')
	document.body.append(host)
	root = createRoot(host)
	act(() =>
		root?.render(
			<I18nProvider locale={locale}>
				<ChapterView result={result} stale={false} />
			</I18nProvider>,
		),
	)
	const get = (id: string) => host.querySelector(`[data-testid=${id}]`)
	return { host, get }
}

/** Clicks `button` and gives what it put on the clipboard. */
async function copiedBy(button: Element | null): Promise<string | undefined> {
	const writeText = mock(async (_text: string) => {})
	Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
	await act(async () => (button as HTMLButtonElement).click())
	return writeText.mock.calls[0]?.[0]
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
			act(() => root?.unmount())
			document.body.innerHTML = ''
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
		act(() => root?.unmount())
		expect(render(resultOf('builtin')).get('make-new')).toBeNull()
	})
})

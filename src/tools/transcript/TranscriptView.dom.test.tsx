/**
 * The transcript view with chapters: paragraphs under chapter headings, the Markdown download,
 * and a copy-with-link button per paragraph (its words, or the visitor's selection in it, and the moment's link).
 */
import { afterEach, describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { copiedBy, render as mount, unmount } from '../../../tests/support/render'
import type { Locale } from '../../i18n/locales'
import type { TranscriptResult } from './schema'
import { TranscriptView } from './TranscriptView'

const RESULT: TranscriptResult = {
	title: 'tagesschau 20:00 Uhr, 17.03.2021',
	text: '',
	videoId: 'KI7fMGRg0Wk',
	language: 'de',
	isGenerated: true,
	isTranslated: false,
	trackId: 'a.de',
	tracks: [{ code: 'de', name: 'Deutsch (automatisch erzeugt)', kind: 'generated', id: 'a.de' }],
	cues: [
		{ start: 1, duration: 3, text: 'Guten Abend, meine Damen und Herren.' },
		{ start: 19, duration: 3, text: 'Die Inzidenz steigt.' },
		{ start: 21.5, duration: 3, text: 'Die Bundesländer beraten.' },
	],
	chapters: [
		{ start: 0, title: 'Guten Abend' },
		{ start: 18, title: 'Corona-Inzidenzwerte' },
	],
}

afterEach(unmount)

const render = (result: TranscriptResult, locale: Locale = 'de') =>
	mount(<TranscriptView result={result} stale={false} />, locale)

const textsOf = (host: Element, selector: string) => [...host.querySelectorAll(selector)].map((e) => e.textContent)

describe('chapters in the transcript view', () => {
	test('each chapter a heading over its own paragraphs; the count beside the lines', () => {
		const host = render(RESULT)
		const text = host.querySelector('[data-testid=transcript-text]')
		expect(textsOf(host, '[data-testid=transcript-chapter]')).toEqual(['0:00 Guten Abend', '0:18 Corona-Inzidenzwerte'])
		// In document order: heading, its paragraphs, the next heading, its paragraphs.
		const order = [...(text?.querySelectorAll('h3, p') ?? [])].map(
			(e) => e.tagName + (e.textContent ?? '').slice(0, 10),
		)
		expect(order).toEqual(['H30:00 Guten', 'PGuten Aben', 'H30:18 Coron', 'PDie Inzide'])
		expect(host.querySelector('[data-testid=track-info]')?.textContent).toEndWith(
			DICT.de.transcript.chapters.replace('{count}', '2'),
		)
		// The Markdown file is offered beside the others, also as a link to the server's file.
		const md = host.querySelector('[data-testid=download-md]')
		expect(md?.textContent).toBe(DICT.de.transcript.formats.md)
		expect(new URL(md?.getAttribute('href') ?? '', 'http://x').searchParams.get('format')).toBe('md')
	})

	test('Copy copies the text under its headings, as transcript.txt holds it', async () => {
		const host = render(RESULT)
		expect(await copiedBy(host.querySelector('[data-testid=copy]'))).toBe(
			'Guten Abend\n-----------\n\nGuten Abend, meine Damen und Herren.\n\nCorona-Inzidenzwerte\n--------------------\n\nDie Inzidenz steigt. Die Bundesländer beraten.',
		)
	})

	test('a video without chapters: no heading, no count', () => {
		const host = render({ ...RESULT, chapters: [] })
		expect(host.querySelectorAll('[data-testid=transcript-chapter]')).toHaveLength(0)
		expect(host.querySelector('[data-testid=track-info]')?.textContent).not.toContain('Kapitel')
	})
})

describe('copy a passage with a link to its moment', () => {
	test.each(['en', 'de', 'es', 'tr', 'nl'] as const)('a labelled button per paragraph (%s)', (locale) => {
		const host = render(RESULT, locale)
		const buttons = host.querySelectorAll('[data-testid=copy-passage]')
		expect(buttons).toHaveLength(2)
		const t = DICT[locale].transcript
		// An icon button: its name is the label (and its tooltip), and it adds no words to the text.
		expect(buttons[1]?.textContent).toBe('')
		expect(buttons[1]?.getAttribute('aria-label')).toBe(t.copyPassageLabel.replace('{time}', '0:19'))
		expect(buttons[1]?.getAttribute('title')).toBe(t.copyPassageLabel.replace('{time}', '0:19'))
		expect(buttons[1]?.tagName).toBe('BUTTON')
		expect(buttons[1]?.getAttribute('type')).toBe('button')
	})

	test('the paragraph’s words and https://youtu.be/ID?t=N; the copied state on that button only', async () => {
		const host = render(RESULT)
		const buttons = host.querySelectorAll('[data-testid=copy-passage]')
		expect(await copiedBy(buttons[1])).toBe(
			'Die Inzidenz steigt. Die Bundesländer beraten.\nhttps://youtu.be/KI7fMGRg0Wk?t=19',
		)
		expect(buttons[1]?.getAttribute('aria-label')).toBe(DICT.de.transcript.copied)
		expect(buttons[1]?.getAttribute('data-copied')).toBe('true')
		expect(buttons[0]?.getAttribute('aria-label')).toBe(DICT.de.transcript.copyPassageLabel.replace('{time}', '0:01'))
		expect(buttons[0]?.getAttribute('data-copied')).toBe('false')
	})

	test('a selection inside the paragraph is copied instead of the whole of it', async () => {
		const host = render(RESULT)
		const paragraph = host.querySelectorAll('[data-testid=transcript-paragraph]')[1] as HTMLElement
		const words = paragraph.firstChild as Text
		const range = document.createRange()
		range.setStart(words, 0)
		range.setEnd(words, 'Die Inzidenz steigt.'.length)
		window.getSelection()?.removeAllRanges()
		window.getSelection()?.addRange(range)
		const button = host.querySelectorAll('[data-testid=copy-passage]')[1]
		expect(await copiedBy(button)).toBe('Die Inzidenz steigt.\nhttps://youtu.be/KI7fMGRg0Wk?t=19')
		// A selection elsewhere does not count: the first paragraph copies itself.
		expect(await copiedBy(host.querySelectorAll('[data-testid=copy-passage]')[0])).toBe(
			'Guten Abend, meine Damen und Herren.\nhttps://youtu.be/KI7fMGRg0Wk?t=1',
		)
		window.getSelection()?.removeAllRanges()
	})
})

/**
 * A long transcript (the largest recording, 3×: 285 paragraphs) shown in slices: the first slice with the result,
 * the rest in later tasks, until every paragraph is in the DOM (find-in-page, screen readers, copy); a search or a
 * print renders the rest at once; the server's HTML holds the whole text.
 */
import { afterEach, describe, expect, test } from 'bun:test'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { repeatedJson3 } from '../../../tests/support/longer-captions'
import { until } from '../../../tests/support/until'
import { I18nProvider } from '../../i18n/context'
import { parseCaptions } from '../../youtube/captions/detect'
import { fixtureText } from '../../youtube/parse/test-fixtures'
import type { TranscriptPageResult } from './schema'
import { readableSections } from './sections'
import { FIRST_SLICE, SLICE, sliceReader } from './slices'
import { TranscriptView } from './TranscriptView'
import { shortTimestamp } from './timestamp'

const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

const cues = parseCaptions(repeatedJson3(fixtureText('captions/vanessa-live-y2bcaptions.en.asr.json3'), 3)).map(
	(cue) => ({ start: cue.startMs / 1000, duration: cue.durationMs / 1000, text: cue.text }),
)
const chapters = [
	{ start: 0, title: 'Opening' },
	{ start: 5000, title: 'Questions' },
]
const RESULT: TranscriptPageResult = {
	title: 'A long live stream',
	videoId: 'GJLlxj_dtq8',
	language: 'en',
	isGenerated: true,
	isTranslated: false,
	trackId: 'a.en',
	tracks: [{ code: 'en', name: 'English (auto-generated)', kind: 'generated', id: 'a.en' }],
	cues,
	chapters,
}
const TOTAL = readableSections(cues, chapters).flatMap((s) => s.paragraphs).length

let root: Root | null = null
afterEach(() => {
	environment.IS_REACT_ACT_ENVIRONMENT = true
	act(() => root?.unmount())
	root = null
	document.body.innerHTML = ''
})

const view = (result: TranscriptPageResult) => (
	<I18nProvider locale="en">
		<TranscriptView result={result} stale={false} />
	</I18nProvider>
)

/** Renders the view as a result that arrives on a live page does (a client render, not a hydration). */
function render(result: TranscriptPageResult) {
	environment.IS_REACT_ACT_ENVIRONMENT = true
	const host = document.createElement('div')
	document.body.append(host)
	root = createRoot(host)
	act(() => root?.render(view(result)))
	return host
}

const paragraphsIn = (host: Element) => host.querySelectorAll('[data-testid=transcript-paragraph]')

/** The view's words, paragraph by paragraph and heading by heading, as find-in-page and a screen reader meet them. */
const wordsIn = (host: Element) =>
	[...(host.querySelector('[data-testid=transcript-text]')?.querySelectorAll('h3, p') ?? [])].map((e) => e.textContent)

/** Lets the scheduled slices come in (outside act, as the browser's frames and tasks would). */
async function allSlices(host: Element) {
	environment.IS_REACT_ACT_ENVIRONMENT = false
	await until(() => paragraphsIn(host).length === TOTAL, 'every paragraph in the DOM')
}

describe('a long transcript in slices', () => {
	test('the recording, 3×, is long enough to need slices', () => {
		expect(TOTAL).toBeGreaterThan(FIRST_SLICE + 3 * SLICE)
	})

	test('slices keep their bounds as more are read, and the last one tells the text is complete', () => {
		const reader = sliceReader(cues, chapters)
		const bounds = (n: number) => {
			const { slices, paragraphs, complete } = reader.read(n)
			return { bounds: slices.map((s) => [s.from, s.from + s.passages.length]), count: paragraphs.length, complete }
		}
		expect(bounds(FIRST_SLICE)).toEqual({ bounds: [[0, FIRST_SLICE]], count: FIRST_SLICE, complete: false })
		const first = reader.read(FIRST_SLICE).slices[0]
		expect(bounds(FIRST_SLICE + 1)).toEqual({
			bounds: [
				[0, FIRST_SLICE],
				[FIRST_SLICE, FIRST_SLICE + SLICE],
			],
			count: FIRST_SLICE + SLICE,
			complete: false,
		})
		// A slice once built is the same object: the view renders it once.
		expect(reader.read(FIRST_SLICE + 1).slices[0]).toBe(first as never)
		const all = reader.read(Number.POSITIVE_INFINITY)
		expect(all.complete).toBe(true)
		expect(all.paragraphs).toEqual(readableSections(cues, chapters).flatMap((s) => s.paragraphs))
		expect(all.slices.at(-1)?.from).toBe(FIRST_SLICE + SLICE * (all.slices.length - 2))
		// Exactly a slice's worth left: complete with that slice, not one read later.
		const exact = sliceReader(cues.slice(0, 40), [])
		const whole = readableSections(cues.slice(0, 40), []).flatMap((s) => s.paragraphs).length
		expect(exact.read(whole).complete).toBe(true)
	})

	test('the first slice comes with the result; every paragraph is in the DOM a moment later, in order', async () => {
		const host = render(RESULT)
		// What the result's own render commits, before any frame: the start of the text, not all of it.
		expect(paragraphsIn(host)).toHaveLength(FIRST_SLICE)
		expect(host.querySelector('[data-testid=transcript-result] h2')?.textContent).toBe(RESULT.title)
		// Assistive technology is told the text is being filled in, and when it is whole.
		const text = host.querySelector('[data-testid=transcript-text]')
		expect(text?.getAttribute('aria-busy')).toBe('true')
		await allSlices(host)
		expect(text?.getAttribute('aria-busy')).toBe('false')
		// The whole text, under its headings, in the order of the copy and transcript.txt.
		const expected = readableSections(cues, chapters).flatMap((s) => [
			...(s.chapter ? [`${shortTimestamp(s.chapter.start)} ${s.chapter.title}`] : []),
			...s.paragraphs.map((p) => p.text),
		])
		expect(wordsIn(host)).toEqual(expected)
		expect(host.querySelectorAll('[data-testid=transcript-chapter]')).toHaveLength(2)
	}, 60_000)

	test('a new result starts again from its first slice', async () => {
		const host = render(RESULT)
		await allSlices(host)
		environment.IS_REACT_ACT_ENVIRONMENT = true
		const next = { ...RESULT, videoId: 'eF8Qqp7rjDg', cues: cues.slice(1) }
		act(() => root?.render(view(next)))
		expect(paragraphsIn(host)).toHaveLength(FIRST_SLICE)
		expect(host.querySelector('[data-testid=transcript-result]')?.getAttribute('data-video-id')).toBe('eF8Qqp7rjDg')
		await allSlices(host)
	}, 60_000)

	test('a search renders the whole text at once, and its matches are in it', () => {
		const host = render(RESULT)
		const search = host.querySelector('[data-testid=search]') as HTMLInputElement
		// The last paragraph's words are found in the text, though their slice was not rendered yet.
		const last = readableSections(cues, chapters)
			.flatMap((s) => s.paragraphs)
			.at(-1)
			?.text.split(' ')
			.slice(0, 4)
			.join(' ')
		act(() => {
			const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
			setter?.call(search, last)
			search.dispatchEvent(new Event('input', { bubbles: true }))
		})
		expect(paragraphsIn(host)).toHaveLength(TOTAL)
		const marks = host.querySelectorAll('[data-testid=transcript-text] mark[data-match]')
		expect(marks.length).toBeGreaterThan(0)
		expect(host.querySelector('[data-testid=match-count]')?.textContent).not.toBe('')
	})

	test('printing renders the rest at once', () => {
		const host = render(RESULT)
		expect(paragraphsIn(host)).toHaveLength(FIRST_SLICE)
		act(() => {
			window.dispatchEvent(new Event('beforeprint'))
		})
		expect(paragraphsIn(host)).toHaveLength(TOTAL)
	})

	test('the server writes every paragraph (the page without JavaScript, and the HTML a hydration starts from)', () => {
		const html = renderToString(view(RESULT))
		expect(html.match(/data-testid="transcript-paragraph"/g)).toHaveLength(TOTAL)
	})
})

import { afterEach, describe, expect, test } from 'bun:test'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { DICT } from '../../../tests/support/dictionaries'
import { I18nProvider } from '../../i18n/context'
import type { Locale } from '../../i18n/locales'
import { HashtagView } from './HashtagView'
import type { HashtagsResult } from './schema'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const groups = {
	trending: ['#angèle', '#eels'],
	hashtags: ['#takeawayshow', '#acoustic'],
	longTail: ['#acousticsessionparis'],
}

let root: Root | null = null
afterEach(() => {
	act(() => root?.unmount())
	root = null
	document.body.innerHTML = ''
})

function render(result: Omit<HashtagsResult, keyof typeof groups>, locale: Locale = 'en') {
	const host = document.createElement('div')
	document.body.append(host)
	root = createRoot(host)
	act(() =>
		root?.render(
			<I18nProvider locale={locale}>
				<HashtagView result={{ ...groups, ...result }} stale={false} />
			</I18nProvider>,
		),
	)
	const note = host.querySelector('[data-testid=basis-note]')
	return { host, note: note?.textContent ?? null }
}

// Issue 15, item 5: the page says what a video link's tags were made from.
describe('the note on what the tags were made from', () => {
	test.each([
		[['title'], 'noCaptions', 'title'],
		[['title', 'keywords'], 'tokenRequired', 'titleKeywords'],
		[['keywords'], 'youtubeBlocked', 'keywords'],
		[['transcript'], null, 'transcript'],
		[['transcript', 'keywords'], null, 'transcriptKeywords'],
	] as const)('basis %j (no transcript: %s) → %s, in every language', (basis, noTranscript, key) => {
		for (const locale of ['en', 'de', 'es', 'tr', 'nl'] as const) {
			const { note } = render(
				{ source: 'ollama', basis: [...basis], ...(noTranscript ? { noTranscript } : {}) },
				locale,
			)
			expect(note).toBe(DICT[locale].hashtag.basisNote[key])
			act(() => root?.unmount())
		}
	})

	test('keywords alone need no note; the built-in generator’s note stays its own', () => {
		const { host, note } = render({ source: 'builtin', basis: ['keywords'] }, 'de')
		expect(note).toBeNull()
		expect(host.querySelector('[data-testid=builtin-note]')?.textContent).toBe(DICT.de.hashtag.builtinNote)
		expect(host.querySelector('[data-testid=hashtag-result]')?.getAttribute('data-basis')).toBe('keywords')
	})

	test('the English notes say what they should', () => {
		expect(render({ source: 'builtin', basis: ['title', 'keywords'], noTranscript: 'noCaptions' }).note).toBe(
			'Made from the video’s title and your keywords — YouTube didn’t share a transcript for this video.',
		)
	})
})

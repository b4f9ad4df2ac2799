/**
 * The tool error card: the tool's catalogue sentence heads it only for errors it is true of; any other error is its
 * own heading, and a link another tool takes names and links that tool.
 */
import { afterEach, describe, expect, test } from 'bun:test'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { DICT } from '../../../tests/support/dictionaries'
import { I18nProvider } from '../../i18n/context'
import type { Locale } from '../../i18n/locales'
import { ErrorCard } from './ErrorCard'
import type { ToolErrorInfo } from './form-action'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const TRANSCRIPT_FAILED = DICT.en.transcript.failed
const TRANSCRIPT_HOLDS = ['validation', 'invalidVideoUrl', 'videoUnavailable', 'noCaptions']

let root: Root | null = null
afterEach(() => {
	act(() => root?.unmount())
	root = null
	document.body.innerHTML = ''
})

function render(error: ToolErrorInfo, locale: Locale = 'en') {
	const host = document.createElement('div')
	document.body.append(host)
	root = createRoot(host)
	act(() =>
		root?.render(
			<I18nProvider locale={locale}>
				<ErrorCard headline={TRANSCRIPT_FAILED} headlineFor={TRANSCRIPT_HOLDS} error={error} />
			</I18nProvider>,
		),
	)
	const card = host.querySelector('[data-testid="tool-error"]')
	return {
		heading: card?.querySelector('[data-testid="tool-error-heading"]')?.textContent,
		text: card?.textContent ?? '',
		link: card?.querySelector('[data-testid="tool-error-link"]'),
	}
}

describe('ErrorCard', () => {
	test('the catalogue sentence heads an error it describes, with the reason below', () => {
		const card = render({ status: 404, code: 'noCaptions', params: {} })
		expect(card.heading).toBe(TRANSCRIPT_FAILED)
		expect(card.text).toContain(DICT.en.errors.noCaptions)
	})

	test('an error the sentence would contradict heads the card itself', () => {
		const card = render({ status: 404, code: 'channelNotFound', params: {} })
		expect(card.heading).toBe(DICT.en.errors.channelNotFound)
		expect(card.text).not.toContain('may not have captions')
		const limited = render({ status: 429, code: 'rateLimited', params: { seconds: 30 } })
		expect(limited.heading).toBe(DICT.en.errors.rateLimited.replace('{seconds}', '30'))
	})

	test('a channel link in a video tool names the profile tool and links it, in the page language', () => {
		const card = render({ status: 400, code: 'channelLinkNotVideo', params: { tool: 'profile' } }, 'de')
		expect(card.heading).toBe(DICT.de.errors.channelLinkNotVideo)
		expect(card.link?.textContent).toBe(DICT.de.tools.profile.title)
		expect(card.link?.getAttribute('href')).toBe('/de/tools/profile-downloader')
	})
})

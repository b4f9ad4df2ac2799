/**
 * The tool error card: the tool's catalogue sentence heads it only for errors it is true of; any other error is its
 * own heading, and a link another tool takes names and links that tool.
 */
import { afterEach, describe, expect, test } from 'bun:test'
import { DICT } from '../../../tests/support/dictionaries'
import { render as mount, unmount } from '../../../tests/support/render'
import type { Locale } from '../../i18n/locales'
import { ErrorCard } from './ErrorCard'
import type { ToolErrorInfo } from './form-action'

const TRANSCRIPT_FAILED = DICT.en.transcript.failed
const TRANSCRIPT_HOLDS = ['validation', 'invalidVideoUrl', 'videoUnavailable', 'noCaptions']

afterEach(unmount)

function render(error: ToolErrorInfo, locale: Locale = 'en') {
	const host = mount(<ErrorCard headline={TRANSCRIPT_FAILED} headlineFor={TRANSCRIPT_HOLDS} error={error} />, locale)
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

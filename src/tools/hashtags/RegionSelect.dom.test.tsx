import { afterEach, describe, expect, mock, test } from 'bun:test'
import { act } from 'react'
import { DICT } from '../../../tests/support/dictionaries'
import { render as mount, unmount } from '../../../tests/support/render'
import type { Locale } from '../../i18n/locales'
import { MAIN_REGIONS, YOUTUBE_REGIONS } from '../../youtube/search-regions'
import { RegionSelect } from './RegionSelect'

afterEach(unmount)

function render(locale: Locale, value: string, onChange: (value: string) => void = () => {}) {
	const host = mount(<RegionSelect value={value} onChange={onChange} />, locale)
	const select = host.querySelector('select') as HTMLSelectElement
	return { host, select, options: [...select.options] }
}

// The page's own language and main region first and chosen; every other region of YouTube's by its name in the page's language.
describe('the region select', () => {
	test.each([
		['en', 'United States'],
		['de', 'Deutschland'],
		['es', 'España'],
		['tr', 'Türkiye'],
		['nl', 'Nederland'],
	] as const)('%s: the main region first and chosen, named in the page’s language', (locale, name) => {
		const { select, options, host } = render(locale, MAIN_REGIONS[locale])
		expect(select.name).toBe('region')
		expect(select.value).toBe(MAIN_REGIONS[locale])
		expect([options[0]?.value, options[0]?.textContent]).toEqual([MAIN_REGIONS[locale], name])
		expect(options.map((o) => o.value).sort()).toEqual([...YOUTUBE_REGIONS].sort())
		const rest = options.slice(1).map((o) => o.textContent ?? '')
		expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare))
		expect(host.querySelector('label')?.textContent).toBe(DICT[locale].hashtag.regionLabel)
	})

	test('another region shows as chosen, and a change says which', () => {
		const onChange = mock((_value: string) => {})
		const { select, options } = render('de', 'AT', onChange)
		expect(select.value).toBe('AT')
		expect(options.find((o) => o.value === 'AT')?.textContent).toBe('Österreich')
		expect(options.find((o) => o.value === 'MX')?.textContent).toBe('Mexiko')
		act(() => {
			select.value = 'CH'
			select.dispatchEvent(new Event('change', { bubbles: true }))
		})
		expect(onChange.mock.calls.at(-1)?.[0]).toBe('CH')
	})
})

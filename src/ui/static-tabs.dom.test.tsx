import { afterEach, describe, expect, test } from 'bun:test'
import { renderToString } from 'react-dom/server'
import { enhanceTabs } from './static-tabs'
import { Tabs } from './Tabs'

/** Ark's own server markup of the tabs, driven without React as on a page that is not hydrated. */
function mount(hash = '') {
	history.replaceState(null, '', `/help${hash}`)
	document.body.innerHTML = renderToString(
		<Tabs
			label="Topics"
			hashes={{ '#faq': 'general' }}
			tabs={[
				{ value: 'tools', label: 'Tools', content: <p>tools text</p> },
				{ value: 'general', label: 'General', content: <h2 id="privacy-question">general text</h2> },
				{ value: 'resources', label: 'Resources', content: <p>resources text</p> },
			]}
		/>,
	)
	enhanceTabs(document)
	const tab = (v: string) => document.querySelector<HTMLElement>(`[role=tab][data-value="${v}"]`) as HTMLElement
	const panel = (v: string) => document.getElementById(`${v}-panel`) as HTMLElement
	const shown = () => ['tools', 'general', 'resources'].filter((v) => !panel(v).hidden)
	const selected = () =>
		['tools', 'general', 'resources'].filter((v) => tab(v).getAttribute('aria-selected') === 'true')
	return { tab, panel, shown, selected }
}
const key = (el: HTMLElement, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }))

afterEach(() => {
	document.body.innerHTML = ''
})

describe('tabs without React (src/ui/static-tabs.ts)', () => {
	test('a click selects the tab and shows only its panel, as Ark marks it', () => {
		const { tab, panel, shown, selected } = mount()
		expect(shown()).toEqual(['tools'])
		tab('resources').click()
		expect(shown()).toEqual(['resources'])
		expect(selected()).toEqual(['resources'])
		expect(tab('resources').tabIndex).toBe(0)
		expect(tab('tools').tabIndex).toBe(-1)
		expect(tab('resources').hasAttribute('data-selected')).toBe(true)
		expect(tab('tools').hasAttribute('data-selected')).toBe(false)
		expect(panel('resources').dataset.state).toBe('open')
		expect(panel('tools').dataset.state).toBe('closed')
	})

	test('arrow keys move and select, wrapping around; Home and End jump to the ends', () => {
		const { tab, shown } = mount()
		tab('tools').focus()
		key(tab('tools'), 'ArrowRight')
		expect(shown()).toEqual(['general'])
		expect(document.activeElement).toBe(tab('general'))
		key(tab('general'), 'End')
		expect(shown()).toEqual(['resources'])
		key(tab('resources'), 'ArrowRight')
		expect(shown()).toEqual(['tools'])
		key(tab('tools'), 'ArrowLeft')
		expect(shown()).toEqual(['resources'])
		key(tab('resources'), 'Home')
		expect(shown()).toEqual(['tools'])
		expect(document.activeElement).toBe(tab('tools'))
		key(tab('tools'), 'a')
		expect(shown()).toEqual(['tools'])
	})

	test('a hash the root names, or an id inside a hidden panel, opens that panel', () => {
		expect(mount('#faq').shown()).toEqual(['general'])
		expect(mount('#privacy-question').shown()).toEqual(['general'])
		expect(mount('#resources-panel').shown()).toEqual(['resources'])
		expect(mount('#nothing-here').shown()).toEqual(['tools'])
		expect(mount('#%E0%A4%A').shown()).toEqual(['tools'])
	})

	test('a later change of the hash follows it', () => {
		const { shown } = mount()
		history.replaceState(null, '', '/help#faq')
		window.dispatchEvent(new Event('hashchange'))
		expect(shown()).toEqual(['general'])
	})
})

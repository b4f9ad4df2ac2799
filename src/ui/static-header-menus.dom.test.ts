import { afterEach, describe, expect, test } from 'bun:test'
import { LANGUAGE_STORAGE_KEY } from '../i18n/locales'
import { HEADER_MENUS } from './header-disclosure'
import { enhanceHeaderMenus } from './static-header-menus'

/** The header's disclosures as the server sends them, with the behaviour the lite entry adds. */
function mount() {
	document.body.innerHTML =
		`<header><details name="${HEADER_MENUS}" id="lang"><summary>EN</summary>` +
		'<ul><li><a href="/de/guides" hreflang="de" id="de">Deutsch</a></li></ul></details>' +
		`<details name="${HEADER_MENUS}" id="menu"><summary>Menu</summary><a href="/help">Help</a></details></header>` +
		'<main><p id="text">text</p></main><footer><a href="/es/guides" hreflang="es" id="es">Español</a></footer>'
	const el = (id: string) => document.getElementById(id) as HTMLElement
	return { el, details: (id: string) => el(id) as HTMLDetailsElement }
}

afterEach(() => {
	document.body.innerHTML = ''
	localStorage.clear()
})

describe('header menus without React (src/ui/static-header-menus.ts)', () => {
	// One listener set per test document: happy-dom keeps listeners on `document` between tests.
	enhanceHeaderMenus(document)

	test('Escape closes an open menu and gives focus back to its button', () => {
		const { details } = mount()
		details('lang').open = true
		document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
		expect(details('lang').open).toBe(false)
		expect(document.activeElement).toBe(details('lang').querySelector('summary'))
	})

	test('a click elsewhere closes it; a click inside does not', () => {
		const { el, details } = mount()
		details('menu').open = true
		el('menu')
			.querySelector('a')
			?.addEventListener('click', (e) => e.preventDefault())
		;(el('menu').querySelector('a') as HTMLElement).click()
		expect(details('menu').open).toBe(true)
		el('text').click()
		expect(details('menu').open).toBe(false)
		// The phone menu's dimmed backdrop is the disclosure's own box.
		details('menu').open = true
		el('menu').click()
		expect(details('menu').open).toBe(false)
	})

	test('choosing a language in the header or the footer saves the choice', () => {
		const { el } = mount()
		for (const id of ['de', 'es']) {
			el(id).addEventListener('click', (e) => e.preventDefault())
			el(id).click()
			expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(id)
			expect(document.cookie).toContain(`language=${id}`)
		}
	})
})

import { isLocale } from '../i18n/locales'
import { HEADER_MENUS } from './header-disclosure'
import { saveLanguageChoice } from './language-choice'

/**
 * The header's menus on a page that is not hydrated (src/client-lite.ts). They are the
 * `<details>` the server sends (src/ui/LanguageSwitcher.tsx, src/ui/MobileMenu.tsx), which open
 * and close by themselves; this adds what the Ark widgets do besides: Escape and a click
 * elsewhere (or on the phone menu's backdrop) close them, and choosing a language saves the choice (header list and footer
 * list alike), as the Ark menu and the footer's links do in the app.
 */
export function enhanceHeaderMenus(doc: Document = document): void {
	const open = () => [...doc.querySelectorAll<HTMLDetailsElement>(`details[name="${HEADER_MENUS}"][open]`)]
	doc.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape') return
		for (const details of open()) {
			details.open = false
			details.querySelector('summary')?.focus()
		}
	})
	doc.addEventListener('click', (event) => {
		const target = event.target as Element
		const language = target.closest<HTMLAnchorElement>('a[hreflang]')?.hreflang
		if (isLocale(language)) saveLanguageChoice(language)
		// Elsewhere, or on the disclosure's own box: the dimmed backdrop of the phone menu (MobileMenu.tsx).
		for (const details of open()) if (!details.contains(target) || target === details) details.open = false
	})
}

import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Locale } from '../i18n/locales'

/**
 * Saves the visitor's language: localStorage `language` (spec) mirrored in a cookie so the
 * server renders that language on the first byte (decision 10). Functional cookie, one year.
 */
export function saveLanguageChoice(locale: Locale): void {
	try {
		localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
	} catch {
		// storage disabled: the cookie still carries the choice
	}
	const secure = location.protocol === 'https:' ? '; Secure' : ''
	// The Cookie Store API is not in every browser we support; the value is a fixed locale code.
	// biome-ignore lint/suspicious/noDocumentCookie: see above
	document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}

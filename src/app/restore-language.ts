import {
	isLocale,
	LANGUAGE_COOKIE,
	LANGUAGE_STORAGE_KEY,
	type Locale,
	localizePath,
	splitLocale,
} from '../i18n/locales'
import { saveLanguageChoice } from '../ui/language-choice'

/**
 * A choice saved in localStorage but missing its cookie (cleared cookies): restores the
 * cookie and, on an unprefixed page, moves to the saved language (docs/product-spec.md §4).
 * Returns true when it is moving away, so the caller starts nothing else. Run first by both
 * entries (src/client.tsx and src/client-lite.ts).
 */
export function restoreLanguage(pageLocale: Locale): boolean {
	const saved = savedLanguage()
	// Nothing saved (every first visit): the cookie jar is not read. Each read is a synchronous
	// call to the browser process, 3–12 ms of a page's first task on a busy machine.
	if (!isLocale(saved)) return false
	if (document.cookie.split('; ').some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))) return false
	saveLanguageChoice(saved)
	const { path, prefixed } = splitLocale(location.pathname)
	if (prefixed || saved === pageLocale) return false
	location.replace(localizePath(path, saved) + location.search + location.hash)
	return true
}

function savedLanguage(): string | null {
	try {
		return localStorage.getItem(LANGUAGE_STORAGE_KEY)
	} catch {
		return null
	}
}

import { loadedLocales } from '../../i18n/i18n-util'
import { loadFormatters, loadLocaleAsync } from '../../i18n/i18n-util.async'
import { DEFAULT_LOCALE, type Locale } from './locales'

const pending = new Map<Locale, Promise<void>>()

/**
 * Makes `locale`'s dictionary available, loading its chunk at most once (spec section 4).
 * If the chunk cannot be loaded the console warning of spec section 8 is logged and the
 * English dictionary stands in for it, so the page still renders.
 */
export function ensureLocale(locale: Locale): Promise<void> {
	if (loadedLocales[locale]) return Promise.resolve()
	let loading = pending.get(locale)
	if (!loading) {
		loading = loadLocaleAsync(locale).catch(async () => {
			console.warn(`Failed to load translations for ${locale}, falling back to English`)
			if (!loadedLocales[DEFAULT_LOCALE]) await loadLocaleAsync(DEFAULT_LOCALE)
			loadedLocales[locale] = loadedLocales[DEFAULT_LOCALE]
			loadFormatters(locale)
			pending.delete(locale)
		})
		pending.set(locale, loading)
	}
	return loading
}

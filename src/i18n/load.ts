import type { Namespaces } from '../../i18n/i18n-types'
import { loadedLocales } from '../../i18n/i18n-util'
import { importNamespaceAsync, loadFormatters, loadLocaleAsync } from '../../i18n/i18n-util.async'
import { DEFAULT_LOCALE, type Locale } from './locales'

const pending = new Map<string, Promise<void>>()
const loaded = new Set<string>()

/** Runs `load` for `key` at most once at a time, and never again once it succeeded. */
function once(key: string, load: () => Promise<void>): Promise<void> {
	if (loaded.has(key)) return Promise.resolve()
	let loading = pending.get(key)
	if (!loading) {
		loading = load().then(() => {
			loaded.add(key)
			pending.delete(key)
		})
		pending.set(key, loading)
	}
	return loading
}

const warned = new Set<Locale>()
/** Spec section 8's warning, once per language (its base and page chunks may each fail). */
const warn = (locale: Locale) => {
	if (warned.has(locale)) return
	warned.add(locale)
	console.warn(`Failed to load translations for ${locale}, falling back to English`)
}

/**
 * Makes `locale`'s base dictionary (shell, shared texts, errors) available, loading its
 * chunk at most once (docs/product-spec.md §4). If the chunk cannot be loaded the console warning of
 * docs/product-spec.md §8 is logged and the English dictionary stands in for it, so the page still
 * renders.
 */
export function ensureLocale(locale: Locale): Promise<void> {
	// Already there (the server loads every dictionary at start): its base keys are present.
	// A namespace loaded first creates the locale's object without them.
	if (loadedLocales[locale] && 'site' in loadedLocales[locale]) return Promise.resolve()
	return once(locale, () =>
		loadLocaleAsync(locale).catch(async () => {
			warn(locale)
			if (locale !== DEFAULT_LOCALE) await ensureLocale(DEFAULT_LOCALE)
			loadedLocales[locale] = { ...loadedLocales[DEFAULT_LOCALE], ...loadedLocales[locale] }
			loadFormatters(locale)
		}),
	)
}

/**
 * Makes a page's own texts (its namespace, e.g. `thumbnail`) available in `locale`, once;
 * the page's lazy route loads it with the page's code. On failure: the warning, then the
 * English texts of that page.
 */
export function ensureNamespace(locale: Locale, namespace: Namespaces): Promise<void> {
	if (loadedLocales[locale] && namespace in loadedLocales[locale]) return Promise.resolve()
	return once(`${locale}:${namespace}`, async () => {
		let dictionary: unknown
		try {
			dictionary = await importNamespaceAsync(locale, namespace)
		} catch {
			warn(locale)
			dictionary = await importNamespaceAsync(DEFAULT_LOCALE, namespace)
		}
		// typesafe-i18n's own update: a new dictionary object holding the namespace.
		loadedLocales[locale] = { ...loadedLocales[locale], [namespace]: dictionary } as (typeof loadedLocales)[Locale]
	})
}

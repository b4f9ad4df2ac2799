import type { Translations } from '../../i18n/i18n-types'
import { loadedLocales, locales } from '../../i18n/i18n-util'
import { loadAllLocales } from '../../i18n/i18n-util.sync'

// A test file run earlier in the same process may have loaded a language's base dictionary
// alone, as the browser does (src/i18n/load.dom.test.ts); loadAllLocales keeps what is loaded,
// so start afresh and load every language whole.
for (const locale of locales) delete (loadedLocales as Partial<typeof loadedLocales>)[locale]
loadAllLocales()

/**
 * Every language's whole dictionary (the base plus every page namespace), as the server
 * holds it: tests compare what they see with these texts, never with copies.
 */
export const DICT: Record<'en' | 'de' | 'es' | 'tr' | 'nl', Translations> = {
	en: loadedLocales.en,
	de: loadedLocales.de,
	es: loadedLocales.es,
	tr: loadedLocales.tr,
	nl: loadedLocales.nl,
}

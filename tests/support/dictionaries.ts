import type { Translations } from '../../i18n/i18n-types'
import { loadedLocales } from '../../i18n/i18n-util'
import { loadAllLocales } from '../../i18n/i18n-util.sync'

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

import type { Locale } from '../../../i18n/locales'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { nl } from './nl'
import { tr } from './tr'
import type { LanguageSeeds } from './types'

/** The built-in generator's seed lists and stop-word corrections, per page language. */
export const SEEDS: Record<Locale, LanguageSeeds> = { en, de, es, tr, nl }

import type { TranslationFunctions } from '../../i18n/i18n-types'
import { i18nObject, loadedLocales } from '../../i18n/i18n-util'
import type { Locale } from './locales'

export type LL = TranslationFunctions

/**
 * The typed texts of `locale`; a key the dictionary lacks shows the key (docs/product-spec.md §5), not
 * typesafe-i18n's empty string. Rebuilt on the next read when a page namespace loads (a new dictionary object).
 */
export function translatorFor(locale: Locale): LL {
	const translator = translators.get(locale) ?? newTranslator(locale)
	translators.set(locale, translator)
	return translator
}

// One per language: a new one per render or localized API error was a third of its time (Intl.PluralRules, parsing).
const translators = new Map<Locale, LL>()

function newTranslator(locale: Locale): LL {
	let dict: Dict | undefined
	let current: unknown
	const fresh = () => {
		const now = loadedLocales[locale] as unknown as Dict | undefined
		if (now !== dict || current === undefined) {
			dict = now
			current = withKeyFallback(i18nObject(locale), dict, [])
		}
		return current as Record<string | symbol, unknown>
	}
	return new Proxy({} as LL, { get: (_target, prop) => fresh()[prop] })
}

type Dict = { [key: string]: string | Dict }

/**
 * typesafe-i18n's functions for `dict`, a key it lacks read as its stand-in (`missingKey`). A branch is made once per
 * dictionary (never changed in place: load.ts), as typesafe-i18n copies all its keys on each read: 4-5 ms of the
 * transcript result's render on a phone (CPU ×4); 2.1 MB of heap with every page rendered in every language.
 */
function withKeyFallback(target: unknown, dict: Dict | undefined, path: PropertyKey[]): unknown {
	const branches = new Map<PropertyKey, unknown>()
	return new Proxy(target as object, {
		ownKeys: () => Object.keys(dict ?? {}), // the dictionary's keys in order, for `listOf`
		getOwnPropertyDescriptor: (_obj, prop) =>
			typeof prop === 'string' && dict && prop in dict ? { configurable: true, enumerable: true } : undefined,
		get(obj, prop, receiver) {
			const entry = typeof prop === 'string' ? dict?.[prop] : '' // a symbol is typesafe-i18n's to answer, as a text is
			if (typeof entry === 'string') return Reflect.get(obj, prop, receiver)
			if (entry === undefined) return missingKey([...path, String(prop)].join('.'))
			const branch = branches.get(prop) ?? withKeyFallback(Reflect.get(obj, prop, receiver), entry, [...path, prop])
			branches.set(prop, branch)
			return branch
		},
	})
}

/** Marks a stand-in, so lists.ts (`optional`, `listOf`) can tell it from a real text. */
export const MISSING = Symbol.for('tubekit.missingKey')

/** A missing branch or leaf: callable (returns the key), indexable, truthy (so read optional texts with `optional`). */
function missingKey(key: string): unknown {
	const fn = () => key
	return new Proxy(fn, {
		get(_fn, prop) {
			if (prop === Symbol.toPrimitive || prop === 'toString') return () => key
			if (prop === MISSING) return true
			if (typeof prop !== 'string') return undefined
			return missingKey(`${key}.${prop}`)
		},
	})
}

import type { TranslationFunctions } from '../../i18n/i18n-types'
import { i18nObject, loadedLocales } from '../../i18n/i18n-util'
import type { Locale } from './locales'

export type LL = TranslationFunctions

/**
 * The typed texts of `locale`; a key the dictionary lacks shows the key (docs/product-spec.md §5), not
 * typesafe-i18n's empty string. Rebuilt on the next read when a page namespace loads (a new dictionary object).
 */
export function translatorFor(locale: Locale): LL {
	let translator = translators.get(locale)
	if (translator === undefined) {
		translator = newTranslator(locale)
		translators.set(locale, translator)
	}
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

/** typesafe-i18n's functions for `dict`, a key it lacks read as its stand-in (`missingKey`). */
function withKeyFallback(target: unknown, dict: Dict | undefined, path: string[]): unknown {
	return new Proxy(target as object, {
		// Object.keys() lists the dictionary's keys in order, for `listOf`.
		ownKeys: () => Object.keys(dict ?? {}),
		getOwnPropertyDescriptor: (_obj, prop) =>
			typeof prop === 'string' && dict && prop in dict ? { configurable: true, enumerable: true } : undefined,
		get(obj, prop, receiver) {
			if (typeof prop !== 'string') return Reflect.get(obj, prop, receiver)
			const entry = dict?.[prop]
			const next = [...path, prop]
			if (entry === undefined) return missingKey(next.join('.'))
			const value = Reflect.get(obj, prop, receiver)
			if (typeof entry === 'string') return value
			return withKeyFallback(value, entry, next)
		},
	})
}

// The stand-ins `missingKey` made, so `optional` and `listOf` can tell them from real texts.
const MISSING = new WeakSet<object>()

/** A missing branch or leaf: callable (returns the key), indexable, truthy (so read optional texts with `optional`). */
function missingKey(key: string): unknown {
	const fn = () => key
	const stand = new Proxy(fn, {
		get(_fn, prop) {
			if (prop === Symbol.toPrimitive || prop === 'toString') return () => key
			if (typeof prop !== 'string') return undefined
			return missingKey(`${key}.${prop}`)
		},
	})
	MISSING.add(stand)
	return stand
}

/** Whether `value` is the stand-in for a key the dictionary lacks. */
export const isMissing = (value: unknown): boolean =>
	(typeof value === 'function' || (typeof value === 'object' && value !== null)) && MISSING.has(value)

/**
 * A text or branch a dictionary may lack on purpose (a section's link): undefined then, not the key.
 * @example const link = optional(section.link); link && <Link to={to(PATHS.contact)}>{link()}</Link>
 */
export function optional<T>(value: T): T | undefined {
	return isMissing(value) ? undefined : value
}

/**
 * A dotted key known only at run time (an error code), its `{name}` placeholders filled from `params`.
 * @example translate(LL, 'errors.rateLimited', { seconds: 30 })
 */
export function translate(ll: LL, key: string, params?: Record<string, unknown>): string {
	let node: unknown = ll
	for (const part of key.split('.')) {
		node = (node as Record<string, unknown> | undefined)?.[part]
		if (node === undefined) return key
	}
	return typeof node === 'function' ? String((node as (p?: unknown) => unknown)(params ?? {})) : key
}

/**
 * A branch's entries in order: lists are numbered keys (q1, q2…), as typesafe-i18n has no arrays; with `prefix`,
 * only `<prefix><number>` (a branch that also holds its list's title).
 * @example listOf(LL.help.general.faq).map((q) => q.q())
 * @example listOf(LL.guideSeo.advanced, 's')
 */
export function listOf<T>(branch: Record<string, T>): T[]
export function listOf<B extends object, P extends string>(branch: B, prefix: P): B[Extract<keyof B, `${P}${number}`>][]
export function listOf(branch: Record<string, unknown>, prefix?: string): unknown[] {
	// Said here, not left to what Object.keys of a stand-in answers.
	if (isMissing(branch)) return []
	const numbered = prefix === undefined ? null : new RegExp(`^${prefix}\\d+$`)
	return Object.keys(branch)
		.filter((key) => !numbered || numbered.test(key))
		.map((key) => branch[key])
}

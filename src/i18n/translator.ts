import type { TranslationFunctions } from '../../i18n/i18n-types'
import { i18nObject, loadedLocales } from '../../i18n/i18n-util'
import type { Locale } from './locales'

export type LL = TranslationFunctions

/**
 * The typed translation functions of `locale`. A key the dictionary lacks shows the key
 * itself (docs/product-spec.md §5) instead of typesafe-i18n's empty string, so a gap is visible;
 * a text that may be absent on purpose is read with `optional`.
 * The object stays valid when a page namespace is loaded later: typesafe-i18n replaces the
 * locale's dictionary object then, and the functions are rebuilt on the next read.
 */
export function translatorFor(locale: Locale): LL {
	let translator = translators.get(locale)
	if (translator === undefined) {
		translator = newTranslator(locale)
		translators.set(locale, translator)
	}
	return translator
}

/**
 * One translator per language, made on first use: a new one per render made a new Intl.PluralRules and parsed
 * every text again, a third of an uncached page's render and of every localized API error's answer.
 */
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

/** `target` (typesafe-i18n's functions for `dict`) with a key the dictionary lacks read as its stand-in (`missingKey`). */
function withKeyFallback(target: unknown, dict: Dict | undefined, path: string[]): unknown {
	return new Proxy(target as object, {
		// Object.keys() of a branch lists the dictionary's keys in its order, so a page can render a list kept as
		// numbered keys (typesafe-i18n has no arrays); see `listOf`.
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

/**
 * A stand-in for a missing branch or leaf: callable (returns the key) and indexable, so a
 * required text the dictionary lacks shows its key. Being a function it is truthy: an
 * optional text must be read through `optional`, never tested with `&&`.
 */
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
 * An optional text or branch (one a dictionary entry may or may not have: a section's link,
 * a list item's button): undefined when the dictionary lacks it, where reading it directly
 * would give the key (docs/product-spec.md §5, right for required texts only).
 * @example const link = optional(section.link); link && <Link to={to(PATHS.contact)}>{link()}</Link>
 */
export function optional<T>(value: T): T | undefined {
	return isMissing(value) ? undefined : value
}

/**
 * Looks up a dotted key (`nav.tools`, `errors.rateLimited`) with typesafe-i18n's `{name}`
 * placeholders filled from `params`. For keys known only at run time, such as error codes.
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
 * The entries of a dictionary branch in the dictionary's order: lists of page texts are kept
 * as numbered keys (q1, q2…), since typesafe-i18n has no arrays. With `prefix`, only the keys
 * `<prefix><number>` (a branch that also holds its list's title).
 * @example listOf(LL.help.general.faq).map((q) => q.q())
 * @example listOf(LL.guideSeo.advanced, 's')
 */
export function listOf<T>(branch: Record<string, T>): T[]
export function listOf<B extends object, P extends string>(branch: B, prefix: P): B[Extract<keyof B, `${P}${number}`>][]
export function listOf(branch: Record<string, unknown>, prefix?: string): unknown[] {
	// A missing branch is an empty list: said here, not left to what Object.keys of a stand-in answers.
	if (isMissing(branch)) return []
	const numbered = prefix === undefined ? null : new RegExp(`^${prefix}\\d+$`)
	return Object.keys(branch)
		.filter((key) => !numbered || numbered.test(key))
		.map((key) => branch[key])
}

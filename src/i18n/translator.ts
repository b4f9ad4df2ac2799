import type { TranslationFunctions } from '../../i18n/i18n-types'
import { i18nObject, loadedLocales } from '../../i18n/i18n-util'
import type { Locale } from './locales'

export type LL = TranslationFunctions

/**
 * The typed translation functions of `locale`. A key the dictionary lacks shows the key
 * itself (spec section 5) instead of typesafe-i18n's empty string, so a gap is visible.
 * The object stays valid when a page namespace is loaded later: typesafe-i18n replaces the
 * locale's dictionary object then, and the functions are rebuilt on the next read.
 */
export function translatorFor(locale: Locale): LL {
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

function withKeyFallback(target: unknown, dict: Dict | undefined, path: string[]): unknown {
	return new Proxy(target as object, {
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

/** A stand-in for a missing branch or leaf: callable (returns the key) and indexable. */
function missingKey(key: string): unknown {
	const fn = () => key
	return new Proxy(fn, {
		get(_fn, prop) {
			if (prop === Symbol.toPrimitive || prop === 'toString') return () => key
			if (typeof prop !== 'string') return undefined
			return missingKey(`${key}.${prop}`)
		},
	})
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

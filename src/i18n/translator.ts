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
 * One translator per language, for every render: typesafe-i18n builds a proxy per property read, copying the
 * whole branch into it, and a new translator also made a new Intl.PluralRules and parsed every text again.
 * Made per render, that was a third of an uncached help page's time (bench/ssr.ts).
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

/**
 * `target` (typesafe-i18n's functions for `dict`) as a plain object with missing keys shown as their key. Each of the
 * dictionary's keys is read from typesafe-i18n once and kept as an own property: the texts never change while `dict`
 * is the same object, and a new dictionary (a namespace loaded) makes a new tree (translatorFor's `fresh`). A key the
 * dictionary lacks is found on the branch's prototype, which answers its stand-in. Plain properties, not a proxy's
 * trap per read: a page reads some hundreds of texts, and the traps were about 5 % of an uncached help page's render
 *. A sub-branch is made when it is first read, so a page makes only the branches it reads.
 */
function withKeyFallback(target: unknown, dict: Dict | undefined, path: string[]): unknown {
	const branch = Object.create(missingEntries(path)) as object
	for (const key of Object.keys(dict ?? {})) {
		const entry = (dict as Dict)[key]
		if (typeof entry === 'string') {
			const value = Reflect.get(target as object, key)
			const text = entry.includes('{') ? value : constantText(value as () => string)
			Object.defineProperty(branch, key, { value: text, enumerable: true })
			continue
		}
		Object.defineProperty(branch, key, {
			enumerable: true,
			configurable: true,
			get() {
				const value = withKeyFallback(Reflect.get(target as object, key), entry, [...path, key])
				Object.defineProperty(branch, key, { value, enumerable: true, configurable: false })
				return value
			},
		})
	}
	return branch
}

/** The prototype of a branch: any key the branch lacks reads as the stand-in that shows it (`missingKey`). */
function missingEntries(path: string[]): object {
	return new Proxy(
		{},
		{
			get: (target, prop, receiver) =>
				typeof prop === 'string' ? missingKey([...path, prop].join('.')) : Reflect.get(target, prop, receiver),
		},
	)
}

/**
 * A text without a placeholder (`{name}`, a plural) reads the same whatever it is given, so typesafe-i18n's
 * function is called once and its answer kept: most texts are such, and each call split and joined the text's
 * parts again (about 3 % of an uncached help page's render).
 */
function constantText(translated: () => string): () => string {
	const text = translated()
	return () => text
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
export function listOf<T>(branch: Record<string, T>): readonly T[]
export function listOf<B extends object, P extends string>(
	branch: B,
	prefix: P,
): readonly B[Extract<keyof B, `${P}${number}`>][]
export function listOf(branch: Record<string, unknown>, prefix?: string): readonly unknown[] {
	// A missing branch is an empty list: said here, not left to what Object.keys of a stand-in answers.
	if (isMissing(branch)) return NO_ENTRIES
	let byPrefix = lists.get(branch)
	if (byPrefix === undefined) {
		byPrefix = new Map()
		lists.set(branch, byPrefix)
	}
	let list = byPrefix.get(prefix ?? null)
	if (list === undefined) {
		const numbered = prefix === undefined ? null : new RegExp(`^${prefix}\\d+$`)
		list = Object.freeze(
			Object.keys(branch)
				.filter((key) => !numbered || numbered.test(key))
				.map((key) => branch[key]),
		)
		byPrefix.set(prefix ?? null, list)
	}
	return list
}

const NO_ENTRIES: readonly never[] = Object.freeze([])

/**
 * listOf's lists by branch and prefix (null: the whole branch). A branch of a translator is the same object for as
 * long as its dictionary is (a namespace loaded makes new branches), so its list is built once, frozen as it is
 * shared: Object.keys through the branch's proxy and a read per entry cost about 3 % of a help page's render.
 */
const lists = new WeakMap<object, Map<string | null, readonly unknown[]>>()

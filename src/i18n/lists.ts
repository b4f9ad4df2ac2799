import { type LL, MISSING } from './translator'

// Reading helpers for the page modules' texts: optional ones, numbered lists, keys known only at run time
// (translator.ts makes the stand-ins).

/** Whether `value` is the stand-in for a key the dictionary lacks. */
export const isMissing = (value: unknown): boolean =>
	(typeof value === 'function' || (typeof value === 'object' && value !== null)) &&
	(value as { [MISSING]?: boolean })[MISSING] === true

/**
 * A text or branch a dictionary may lack on purpose (a section's link): undefined then, not the key.
 * @example const link = optional(section.link); link && <Link to={to(PATHS.contact)}>{link()}</Link>
 */
export function optional<T>(value: T): T | undefined {
	return isMissing(value) ? undefined : value
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

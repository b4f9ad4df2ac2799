import { beforeAll, describe, expect, test } from 'bun:test'
import { i18nObject, loadedLocales } from '../../i18n/i18n-util'
import { loadAllLocales } from '../../i18n/i18n-util.sync'
import { isMissing, listOf, optional, translate } from './lists'
import { LOCALES } from './locales'
import { translatorFor } from './translator'

beforeAll(() => loadAllLocales())

describe('translator', () => {
	test('fills placeholders', () => {
		expect(String(translatorFor('en').footer.copyright({ year: 2031 }))).toBe('© 2031 Tubekit. All rights reserved.')
		expect(translatorFor('de').footer.copyright({ year: 2031 })).toContain('2031')
	})

	test('dotted keys with values, for codes known only at run time', () => {
		const LL = translatorFor('en')
		expect(translate(LL, 'nav.tools')).toBe('Tools')
		expect(translate(LL, 'errors.rateLimited', { seconds: 42 })).toBe(
			'Too many requests. Please wait 42 seconds and try again.',
		)
	})

	test('a missing key shows the key itself (spec section 5)', () => {
		const LL = translatorFor('en')
		expect(translate(LL, 'nav.nowhere')).toBe('nav.nowhere')
		const saved = loadedLocales.nl
		try {
			const partial = structuredClone(saved) as unknown as Record<string, Record<string, string>>
			delete partial.nav?.guides
			loadedLocales.nl = partial as unknown as typeof saved
			const nl = translatorFor('nl')
			expect(String(nl.nav.guides())).toBe('nav.guides')
			expect(nl.nav.help()).not.toBe('nav.help')
		} finally {
			loadedLocales.nl = saved
		}
	})
})

describe('one translator per language', () => {
	test('every render shares it, and a new dictionary is read at once', () => {
		expect(translatorFor('de')).toBe(translatorFor('de'))
		expect(translatorFor('de')).not.toBe(translatorFor('es'))
		const LL = translatorFor('nl')
		const saved = loadedLocales.nl
		try {
			const changed = structuredClone(saved) as unknown as Record<string, Record<string, string>>
			;(changed.nav as Record<string, string>).tools = 'Gereedschap'
			loadedLocales.nl = changed as unknown as typeof saved
			expect(String(LL.nav.tools())).toBe('Gereedschap')
		} finally {
			loadedLocales.nl = saved
		}
		expect(String(LL.nav.tools())).toBe(saved.nav.tools)
	})

	test('a branch is made once per dictionary, and made again from a new one', () => {
		const LL = translatorFor('nl')
		expect(LL.transcript).toBe(LL.transcript)
		expect(LL.transcript.languages).toBe(LL.transcript.languages)
		const before = LL.nav
		const saved = loadedLocales.nl
		try {
			const changed = structuredClone(saved) as unknown as Record<string, Record<string, string>>
			;(changed.nav as Record<string, string>).tools = 'Gereedschap'
			loadedLocales.nl = changed as unknown as typeof saved
			expect(LL.nav).not.toBe(before)
			expect(String(LL.nav.tools())).toBe('Gereedschap')
		} finally {
			loadedLocales.nl = saved
		}
	})
})

describe('optional texts', () => {
	// A missing key is a truthy stand-in that shows the key, so `s.link && …` rendered
	// `legal.privacy.collected.link` as link text: optional texts are read with `optional`.
	type Maybe = { link?: () => string; items?: Record<string, () => string> }

	test('optional gives undefined for a key the dictionary lacks, the text function for one it has', () => {
		const LL = translatorFor('en')
		const collected = LL.legal.privacy.collected as unknown as Maybe
		expect(optional(collected.link)).toBeUndefined()
		expect(isMissing(collected.link)).toBe(true)
		const contact = LL.legal.privacy.contact as unknown as Maybe
		expect(optional(contact.link)?.()).toBe(LL.legal.privacy.contact.link())
		expect(listOf(optional(collected.items) ?? {}).length).toBeGreaterThan(0)
		const tools = listOf(LL.guideThumbnails.tools.list) as readonly { link?: () => string }[]
		expect(tools.map((t) => optional(t.link)?.() ?? null)).toEqual([
			null,
			null,
			null,
			null,
			'Open the thumbnail downloader',
		])
	})

	test('a required key the dictionary lacks still shows the key; optional does not change that', () => {
		const LL = translatorFor('en') as unknown as { nav: Record<string, () => string> }
		expect(String(LL.nav.nowhere?.())).toBe('nav.nowhere')
		expect(optional(LL.nav.tools)?.()).toBe('Tools')
		expect(optional('plain')).toBe('plain')
		expect(isMissing(null)).toBe(false)
	})

	test('listOf of a missing branch is an empty list', () => {
		const LL = translatorFor('en')
		const privacy = LL.legal.privacy as unknown as Record<string, Maybe>
		expect(isMissing(privacy.nowhere?.items)).toBe(true)
		expect(listOf(privacy.nowhere?.items as Record<string, () => string>)).toEqual([])
		expect(listOf(privacy.nowhere as Record<string, unknown>, 'p')).toEqual([])
	})
})

describe('lists kept as numbered keys', () => {
	test('Object.keys and listOf give a branch’s entries in the dictionary’s order; a prefix picks the numbered ones', () => {
		const LL = translatorFor('de')
		expect(Object.keys(LL.contact.categories)).toEqual(['general', 'bug', 'feature', 'legal', 'business'])
		expect(listOf(LL.contact.categories).map((f) => f())).toEqual(
			(['general', 'bug', 'feature', 'legal', 'business'] as const).map((c) => LL.contact.categories[c]()),
		)
		const advanced = listOf(LL.guideSeo.advanced, 's')
		expect(advanced.length).toBe(Object.keys(LL.guideSeo.advanced).filter((k) => /^s\d+$/.test(k)).length)
		expect(advanced[0]?.title()).toBe(LL.guideSeo.advanced.s1.title())
	})
})

describe('every text', () => {
	type Dict = { [key: string]: string | Dict }
	/** Every text of `dict` as [dotted key, text]. */
	const texts = (dict: Dict, path: string[] = []): [string, string][] =>
		Object.entries(dict).flatMap(([key, value]) =>
			typeof value === 'string'
				? [[[...path, key].join('.'), value] as [string, string]]
				: texts(value, [...path, key]),
		)
	const read = (root: unknown, key: string) =>
		key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], root) as (
			...args: unknown[]
		) => string

	test('every text in every language reads as typesafe-i18n writes it, with and without values', () => {
		for (const locale of LOCALES) {
			const LL = translatorFor(locale)
			const reference = i18nObject(locale)
			const all = texts(loadedLocales[locale] as unknown as Dict)
			expect(all.length).toBeGreaterThan(500)
			for (const [key] of all) {
				const values = { count: 3, seconds: 7, year: 2031, name: 'Ann', max: 9, min: 1 }
				expect({ key, text: read(LL, key)() }).toEqual({ key, text: read(reference, key)() })
				expect({ key, text: read(LL, key)(values) }).toEqual({ key, text: read(reference, key)(values) })
			}
		}
	})
})

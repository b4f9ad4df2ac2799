import { beforeAll, describe, expect, test } from 'bun:test'
import { loadedLocales } from '../../i18n/i18n-util'
import { loadAllLocales } from '../../i18n/i18n-util.sync'
import { listOf, translate, translatorFor } from './translator'

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

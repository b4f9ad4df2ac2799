import { beforeAll, describe, expect, test } from 'bun:test'
import { loadedLocales } from '../../i18n/i18n-util'
import { loadAllLocales } from '../../i18n/i18n-util.sync'
import { translate, translatorFor } from './translator'

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

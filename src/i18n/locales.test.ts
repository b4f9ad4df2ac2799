import { describe, expect, test } from 'bun:test'
import { localizePath, pickFromAcceptLanguage, splitLocale } from './locales'

describe('locale paths (decision 10)', () => {
	test.each([
		['/', 'en', '/', false],
		['/help', 'en', '/help', false],
		['/de', 'de', '/', true],
		['/de/', 'de', '/', true],
		['/de/help', 'de', '/help', true],
		['/nl/guides/thumbnail-design', 'nl', '/guides/thumbnail-design', true],
		['/en/help', 'en', '/en/help', false], // English is unprefixed: /en is an ordinary (unknown) path
		['/fr/help', 'en', '/fr/help', false],
		['/dexter', 'en', '/dexter', false],
	] as const)('splitLocale(%p)', (pathname, locale, path, prefixed) => {
		expect(splitLocale(pathname)).toEqual({ locale, path, prefixed })
	})

	test('localizePath prefixes every language but English', () => {
		expect(localizePath('/', 'en')).toBe('/')
		expect(localizePath('/', 'tr')).toBe('/tr/')
		expect(localizePath('/help', 'es')).toBe('/es/help')
		expect(localizePath('help', 'en')).toBe('/help')
	})

	test('localizePath and splitLocale are inverse', () => {
		for (const path of ['/', '/help', '/guides/x']) {
			for (const locale of ['en', 'de', 'es', 'tr', 'nl'] as const) {
				expect(splitLocale(localizePath(path, locale))).toMatchObject({ locale, path })
			}
		}
	})
})

describe('pickFromAcceptLanguage', () => {
	test.each([
		['de-DE,de;q=0.9,en;q=0.8', 'de'],
		['fr-FR,fr;q=0.9,nl;q=0.5', 'nl'],
		['en-US,en;q=0.9,de;q=0.8', 'en'],
		['es;q=0.2, tr;q=0.9', 'tr'],
		['fr, it', null],
		['', null],
		['de;q=0', null],
		['*', null],
	] as const)('%p -> %p', (header, expected) => {
		expect(pickFromAcceptLanguage(header)).toBe(expected)
	})
})

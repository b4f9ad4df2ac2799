import { expect, mock, spyOn, test } from 'bun:test'

// The Turkish chunk fails to load, as when the network drops during a language switch.
const real = { ...(await import('../../i18n/i18n-util.async')) }
mock.module('../../i18n/i18n-util.async', () => ({
	...real,
	loadLocaleAsync: async (locale: 'en' | 'de' | 'tr') => {
		if (locale === 'tr') throw new Error('network error')
		return real.loadLocaleAsync(locale)
	},
}))

const { ensureLocale, ensureNamespace } = await import('./load')
const { loadedLocales } = await import('../../i18n/i18n-util')
const { translatorFor } = await import('./translator')

test('a dictionary that fails to load logs the spec warning and falls back to English', async () => {
	const warn = spyOn(console, 'warn').mockImplementation(() => {})
	await ensureLocale('tr')
	expect(warn).toHaveBeenCalledWith('Failed to load translations for tr, falling back to English')
	expect(String(translatorFor('tr').nav.tools())).toBe('Tools')
	expect(String(translatorFor('tr').site.tagline())).toBe(loadedLocales.en.site.tagline)
	warn.mockRestore()
})

test('a dictionary is loaded once and cached', async () => {
	await ensureLocale('de')
	const first = loadedLocales.de
	await ensureLocale('de')
	expect(loadedLocales.de).toBe(first)
	// German says "Tools" too (its glossary), so a word the two languages write differently.
	expect(String(translatorFor('de').nav.guides())).toBe('Ratgeber')
})

test('a page namespace loads once, and a translator made before sees it', async () => {
	await ensureLocale('de')
	const LL = translatorFor('de')
	expect(String(LL.thumbnail.submit())).toBe('thumbnail.submit')
	const loading = [ensureNamespace('de', 'thumbnail'), ensureNamespace('de', 'thumbnail')]
	await Promise.all(loading)
	expect(String(LL.thumbnail.submit())).toBe(loadedLocales.de.thumbnail.submit)
	expect(String(LL.nav.tools())).toBe(loadedLocales.de.nav.tools)
	const after = loadedLocales.de
	await ensureNamespace('de', 'thumbnail')
	expect(loadedLocales.de).toBe(after)
})

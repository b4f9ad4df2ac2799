import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { Locale } from './locales'
import { type LL, translatorFor } from './translator'

interface I18nValue {
	locale: Locale
	LL: LL
}

const I18nContext = createContext<I18nValue | null>(null)

/** Provides the page language's translation functions; the language comes from the URL. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
	const value = useMemo(() => ({ locale, LL: translatorFor(locale) }), [locale])
	return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18nValue {
	const value = useContext(I18nContext)
	if (!value) throw new Error('useI18n() outside <I18nProvider>')
	return value
}

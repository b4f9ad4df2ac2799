import { useLocation } from 'react-router'
import { useI18n } from '../i18n/context'
import { type Locale, localizePath, splitLocale } from '../i18n/locales'

/** `to(path)` gives a page path in the current language; `here(locale)` this page in another. */
export function useLocalized() {
	const { locale } = useI18n()
	const location = useLocation()
	const { path } = splitLocale(location.pathname)
	return {
		locale,
		path,
		to: (target: string) => localizePath(target, locale),
		here: (other: Locale) => localizePath(path, other),
	}
}

import { DEFAULT_LOCALE, LOCALES, localizePath } from '../i18n/locales'
import { PAGE_ENTRIES, PAGE_MODULES, type PageId } from '../routes'

// What the server derives from the page table of src/routes.tsx (kept out of the browser bundle).

/** `de:home` -> `home`; an alias route `de:thumbnail~1` -> `thumbnail` */
export const pageIdOf = (routeId: string): PageId | undefined => {
	const id = routeId.split(':')[1]?.split('~')[0]
	return id && Object.hasOwn(PAGE_MODULES, id) ? (id as PageId) : undefined
}

/** Every URL path of a real page in every language, and `/de`: only these enter the render cache. */
export const PAGE_URL_PATHS: ReadonlySet<string> = new Set([
	...PAGE_ENTRIES.flatMap(([, p]) => p.paths.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)))),
	...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => `/${locale}`),
])

/** A segment that does not decode gets every `%` escaped: no router warning past LOG_LEVEL (docs/ARCHITECTURE.md). */
export function routerPath(pathname: string): string {
	if (!pathname.includes('%')) return pathname
	try {
		for (const segment of pathname.split('/')) decodeURIComponent(segment)
		return pathname
	} catch {
		return pathname.replaceAll('%', '%25')
	}
}

/** An encoded control character, or U+2028/U+2029; a fresh pattern per call, as a global one keeps its lastIndex. */
export const controlEscapes = () => /%(?:[01][0-9a-f]|7f)|%e2%80%a[89]/gi

/** Whether `pathname` holds an encoded control character, which no route matches (render-page.tsx, staticRequest). */
export const hasControlEscape = (pathname: string): boolean => controlEscapes().test(pathname)

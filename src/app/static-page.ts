import { isLocale, type Locale } from '../i18n/locales'
import { enhanceHeaderMenus } from '../ui/static-header-menus'
import { doNotTrack, sendPageView } from './page-view-beacon'
import { restoreLanguage } from './restore-language'

/** The boot data a page's entry reads (server/render/document.ts, documentTail). */
export interface StaticBoot {
	locale?: string
	config?: { countPageViews?: boolean }
	/** Whether this page's views are counted (its handle's `count`; not for the 404). */
	count?: boolean
}

/** The page's boot data block (not executed, so the CSP needs no hash of it). */
export function readBoot<B extends StaticBoot>(): B {
	return JSON.parse(document.getElementById('tk-boot')?.textContent ?? '{}') as B
}

/**
 * What a page that the router's app does not run needs from a script (src/client-lite.ts, src/client-tool.tsx):
 * the saved language restored, the header menus made to behave as in the app, without React
 * (ui/static-header-menus.ts), and the page view counted. Returns the page's language, or null
 * when the page is being left for the saved language.
 */
export function startStaticPage(boot: StaticBoot): Locale | null {
	const locale = isLocale(boot.locale) ? boot.locale : 'en'
	if (restoreLanguage(locale)) return null
	enhanceHeaderMenus()
	// The view is sent in a task of its own: the beacon's body is registered with the browser
	// process synchronously, which kept this first task long on a busy machine.
	if (boot.config?.countPageViews && boot.count !== false && !doNotTrack()) {
		setTimeout(() => sendPageView(location.pathname, document.referrer || undefined), 0)
	}
	return locale
}

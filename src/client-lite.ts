import { doNotTrack, sendPageView } from './app/page-view-beacon'
import { restoreLanguage } from './app/restore-language'
import { isLocale } from './i18n/locales'
import { enhanceHeaderMenus } from './ui/static-header-menus'
import { enhanceTabs } from './ui/static-tabs'

/**
 * The entry of the pages that are not hydrated (a page module's `hydrate: false` in
 * src/routes.tsx: the guides, the help centre, the legal pages, the 404). Their server HTML is
 * the whole page; what needs a script is done here without React, so they load a few KB
 * instead of the app: the saved language restored, the page view counted,
 * the header menus and the tabs made to behave as in the app. Links are plain page loads.
 * The entry loader picks this file or src/client.tsx (server/render/entry-loader.ts).
 */
interface LiteBoot {
	locale?: string
	config?: { countPageViews?: boolean }
	/** Whether this page's views are counted (its handle's `count`; not for the 404). */
	count?: boolean
}

function start() {
	const boot = JSON.parse(document.getElementById('tk-boot')?.textContent ?? '{}') as LiteBoot
	if (restoreLanguage(isLocale(boot.locale) ? boot.locale : 'en')) return
	enhanceHeaderMenus()
	enhanceTabs()
	// The same marker as the app's (src/app/Root.tsx): the page's script has run.
	document.documentElement.setAttribute('data-hydrated', 'true')
	// The view is sent in a task of its own: the beacon's body is registered with the browser
	// process synchronously, which kept this first task long on a busy machine.
	if (boot.config?.countPageViews && boot.count !== false && !doNotTrack()) {
		setTimeout(() => sendPageView(location.pathname, document.referrer || undefined), 0)
	}
}

start()

import { readBoot, startStaticPage } from './app/static-page'
import { enhanceTabs } from './ui/static-tabs'

/**
 * The entry of the pages that are not hydrated (a page module's `hydrate: false` in
 * src/routes.tsx: the guides, the help centre, the legal pages, the 404). Their server HTML is
 * the whole page; what needs a script is done here without React, so they load a few KB
 * instead of the app: the saved language restored, the page view counted,
 * the header menus (app/static-page.ts) and the tabs (ui/static-tabs.ts) made to behave as in the app. Links are
 * plain page loads.
 * The entry loader picks this file or src/client.tsx (server/render/entry-loader.ts).
 */
if (startStaticPage(readBoot())) {
	enhanceTabs()
	// The same marker as the app's (src/app/Root.tsx): the page's script has run.
	document.documentElement.setAttribute('data-hydrated', 'true')
}

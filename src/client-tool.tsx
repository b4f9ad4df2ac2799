import type { AppConfig } from './app/app-config'
import { islandAtPath } from './app/islands'
import { nextTask } from './app/next-task'
import { readBoot, type StaticBoot, startStaticPage } from './app/static-page'
import { splitLocale } from './i18n/locales'

/**
 * The entry of the tool pages and the contact page (`hydrate: 'island'` in src/routes.tsx, app/islands.ts). Such a
 * page is the server's HTML, made to behave as a content page's (app/static-page.ts: the saved language, the header
 * menus, the page view), and one React root: its `<main>`, the tool or the contact form, hydrated without React
 * Router (app/hydrate-tool.tsx). The router and the
 * header's Ark widgets are a page load of their own that a tool needs none of: without them a tool page's
 * first load is about 60 % lighter (bench/bundle.ts). Its links are plain page loads, as from a content page
 * (decision 33). React DOM and the tool are evaluated in separate tasks, as in src/client.tsx; the entry loader
 * preloads their files with this one (server/render/entry-loader.ts, the `tk-preload` list).
 */
async function start() {
	const boot = readBoot<StaticBoot & { config: AppConfig }>()
	const locale = startStaticPage(boot)
	if (!locale) return
	const island = islandAtPath(splitLocale(location.pathname).path)
	if (!island) return
	await import('react-dom/client')
	await nextTask()
	const { hydrateIsland } = await import('./app/hydrate-tool')
	await hydrateIsland(island, locale, boot.config)
}

void start()

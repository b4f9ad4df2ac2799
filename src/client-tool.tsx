import type { AppConfig } from './app/app-config'
import { nextTask } from './app/next-task'
import { readBoot, type StaticBoot, startStaticPage } from './app/static-page'
import { splitLocale } from './i18n/locales'
import { toolAtPath } from './tools/registry'

/**
 * The entry of the tool pages (`hydrate: 'island'` in src/routes.tsx). A tool page is the server's HTML, made to
 * behave as a content page's (app/static-page.ts: the saved language, the header menus, the page view), and one
 * React root: its `<main>`, the tool, hydrated without React Router (app/hydrate-tool.tsx). The router and the
 * header's Ark widgets are a page load of their own that a tool needs none of: without them a tool page's
 * first load is about 60 % lighter (bench/bundle.ts). Its links are plain page loads, as from a content page
 * (decision 33). React DOM and the tool are evaluated in separate tasks, as in src/client.tsx; the entry loader
 * preloads their files with this one (server/render/entry-loader.ts, the `tk-preload` list).
 */
async function start() {
	const boot = readBoot<StaticBoot & { config: AppConfig }>()
	const locale = startStaticPage(boot)
	if (!locale) return
	const tool = toolAtPath(splitLocale(location.pathname).path)
	if (!tool) return
	await import('react-dom/client')
	await nextTask()
	const { hydrateTool } = await import('./app/hydrate-tool')
	await hydrateTool(tool, locale, boot.config)
}

void start()

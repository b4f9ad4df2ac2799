import { getDefaultStore, Provider as JotaiProvider } from 'jotai'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { type AppConfig, AppConfigProvider } from './app/app-config'
import { restoreLanguage } from './app/restore-language'
import { wholeStylesheet } from './app/whole-stylesheet'
import { ensureLocale } from './i18n/load'
import { isLocale } from './i18n/locales'
import { createRoutes } from './routes'

/** Boot data written by the server as a JSON data block (not executed, so the CSP needs no hash of it). */
interface Boot {
	locale: string
	config: AppConfig
}

async function start() {
	const boot = JSON.parse(document.getElementById('tk-boot')?.textContent ?? '{}') as Boot
	const locale = isLocale(boot.locale) ? boot.locale : 'en'

	if (restoreLanguage(locale)) return

	// The router's hydration data, also a data block (the page's only inline script is the entry
	// loader, allowed by its hash: server/render/entry-loader.ts); createBrowserRouter reads it here.
	const hydration = document.getElementById('tk-hydration')?.textContent
	if (hydration) Object.assign(window, { __staticRouterHydrationData: JSON.parse(hydration) })
	const routes = createRoutes()
	await ensureLocale(locale)
	// Lazy route modules of the current URL must be loaded before hydrating, or the first
	// client render would differ from the server's.
	const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? []
	await Promise.all([
		...lazyMatches.map(async (m) => {
			const mod = await (m.route.lazy as () => Promise<Record<string, unknown>>)()
			Object.assign(m.route, { ...mod, lazy: undefined })
		}),
		wholeStylesheet(),
	])
	const router = createBrowserRouter(routes)
	// jotai's default store: notify() sets the toasters there from outside React (ui/toast/notify.ts).
	const store = getDefaultStore()
	// As a transition, hydration yields to the browser every few milliseconds instead of
	// holding the main thread in one long task.
	startTransition(() => {
		hydrateRoot(
			document.getElementById('root') as HTMLElement,
			<StrictMode>
				<AppConfigProvider value={boot.config}>
					<JotaiProvider store={store}>
						<RouterProvider router={router} />
					</JotaiProvider>
				</AppConfigProvider>
			</StrictMode>,
			{
				onRecoverableError(error) {
					console.error('Hydration error', error)
				},
			},
		)
	})
}

void start()

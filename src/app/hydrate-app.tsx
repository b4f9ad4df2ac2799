import { getDefaultStore, Provider as JotaiProvider } from 'jotai'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { ensureLocale } from '../i18n/load'
import type { Locale } from '../i18n/locales'
import { createRoutes } from '../routes'
import { type AppConfig, AppConfigProvider } from './app-config'
import { nextTask } from './next-task'

/**
 * Hydrates the server's page with the app: the second half of src/client.tsx, a module of its own
 * so that the entry can evaluate React, the router and the app in separate tasks.
 */
export async function hydrateApp(locale: Locale, config: AppConfig): Promise<void> {
	// The router's hydration data, also a data block (the page's only inline script is the entry
	// loader, allowed by its hash: server/render/entry-loader.ts); createBrowserRouter reads it here.
	const hydration = document.getElementById('tk-hydration')?.textContent
	if (hydration) Object.assign(window, { __staticRouterHydrationData: JSON.parse(hydration) })
	const routes = createRoutes({ imprint: config.operator.imprint !== null })
	await ensureLocale(locale)
	await nextTask()
	// Lazy route modules of the current URL must be loaded before hydrating, or the first
	// client render would differ from the server's.
	const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? []
	await Promise.all(
		lazyMatches.map(async (m) => {
			const mod = await (m.route.lazy as () => Promise<Record<string, unknown>>)()
			Object.assign(m.route, { ...mod, lazy: undefined })
		}),
	)
	await nextTask()
	const router = createBrowserRouter(routes)
	// jotai's default store: notify() sets the toasters there from outside React (ui/toast/notify.ts).
	const store = getDefaultStore()
	await nextTask()
	// As a transition, hydration yields to the browser every few milliseconds instead of
	// holding the main thread in one long task.
	startTransition(() => {
		hydrateRoot(
			document.getElementById('root') as HTMLElement,
			<StrictMode>
				<AppConfigProvider value={config}>
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

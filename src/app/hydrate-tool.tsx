import { StrictMode, Suspense, startTransition, useEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nProvider } from '../i18n/context'
import { ensureLocale, ensureNamespace } from '../i18n/load'
import type { Locale } from '../i18n/locales'
import { TOOLS, type ToolKey, toolNamespaces } from '../tools/registry'
import type { ToolOutcome } from '../tools/shared/form-action'
import { loadLinks } from '../tools/shared/lazy-links'
import { PostedContext } from '../tools/shared/posted'
import { onToast, ToolToastHost } from '../ui/toast/toast'
import { type AppConfig, AppConfigProvider } from './app-config'
import { nextTask } from './next-task'

/** The marker the app's shell sets (app/Root.tsx) once the page is hydrated and its effects have run. */
function Hydrated() {
	useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), [])
	return null
}

/** The toast regions, with their code, from the page's first toast on (ui/toast/toast.ts); nothing before. */
function Toasts() {
	const [shown, setShown] = useState(false)
	useEffect(() => onToast(() => setShown(true)), [])
	return shown ? (
		<Suspense fallback={null}>
			<ToolToastHost />
		</Suspense>
	) : null
}

/**
 * Hydrates a tool page's `<main>` with its tool (src/client-tool.tsx): the page module and its texts, then one
 * React root under the providers the tool reads. The header and the footer stay the server's HTML. The outcome of
 * a form posted without JavaScript comes from the router's hydration data (the route action's data, keyed by its
 * route), through the context the tool reads instead of React Router's (tools/shared/posted.ts). Toasts mount in
 * this root at the first one (the regions are fixed to the viewport).
 */
export async function hydrateTool(tool: ToolKey, locale: Locale, config: AppConfig): Promise<void> {
	const hydration = JSON.parse(document.getElementById('tk-hydration')?.textContent ?? 'null') as {
		actionData?: Record<string, unknown> | null
	} | null
	const posted = Object.values(hydration?.actionData ?? {})[0] as ToolOutcome | undefined
	const [{ Component: Page }] = await Promise.all([
		TOOLS[tool].load(),
		ensureLocale(locale),
		...toolNamespaces(tool).map((namespace) => ensureNamespace(locale, namespace)),
		// A posted page shows what its link was read as (the server read it too: tools/shared/form-action.ts).
		posted ? loadLinks() : null,
	])
	await nextTask()
	const main = document.getElementById('main')
	if (!main) return
	// As a transition, hydration yields to the browser every few milliseconds (app/hydrate-app.tsx).
	startTransition(() => {
		hydrateRoot(
			main,
			<StrictMode>
				<AppConfigProvider value={config}>
					<I18nProvider locale={locale}>
						<PostedContext.Provider value={posted}>
							<Page />
						</PostedContext.Provider>
						<Toasts />
						<Hydrated />
					</I18nProvider>
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

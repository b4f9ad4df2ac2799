import type { AppConfig } from './app/app-config'
import { nextTask } from './app/next-task'
import { restoreLanguage } from './app/restore-language'
import { isLocale } from './i18n/locales'

/** Boot data written by the server as a JSON data block (not executed, so the CSP needs no hash of it). */
interface Boot {
	locale: string
	config: AppConfig
}

/**
 * The app's entry. Evaluating all of the app's modules at once was one task of 80–100 ms on this
 * machine (×4 in Lighthouse's mobile run, the page's longest), so React DOM,
 * the router and the app are imported one after another, each evaluated in a task of its own.
 * Their files are fetched together from the start: the server lists them all as modulepreloads
 * (the manifest's entryImports, scripts/build.ts).
 */
async function start() {
	const boot = JSON.parse(document.getElementById('tk-boot')?.textContent ?? '{}') as Boot
	const locale = isLocale(boot.locale) ? boot.locale : 'en'
	if (restoreLanguage(locale)) return
	await import('react-dom/client')
	await nextTask()
	await import('react-router')
	await nextTask()
	const { hydrateApp } = await import('./app/hydrate-app')
	await hydrateApp(locale, boot.config)
}

void start()

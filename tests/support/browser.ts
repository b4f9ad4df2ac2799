import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core'
import { loadConfig } from '../../src/core/config'
import { CHROMIUM_ARGS } from '../../worker/chromium-launcher'

/** The Chromium the app would use (CHROMIUM_PATH, else found on the system), via the config. */
export function chromiumPath(): string {
	const found = loadConfig().chromiumPath
	if (!found) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH')
	return found
}

export { CHROMIUM_ARGS }

export function launchBrowser(): Promise<Browser> {
	return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true })
}

export interface GuardedPage {
	page: Page
	context: BrowserContext
	/** Console errors/warnings, page errors, hydration complaints and CSP violations seen so far. */
	problems: string[]
	/** Every request to a host other than the app's. */
	foreignRequests: string[]
	/** Every URL the page requested. */
	requests: string[]
	close: () => Promise<void>
}

/**
 * A fresh context and page that record what the e2e tests must fail on: console errors,
 * uncaught exceptions, hydration warnings, Content-Security-Policy violations, and requests
 * to any host but the app's own. A violation whose error the page swallows (zod's eval probe)
 * reaches no console event, so the page's `securitypolicyviolation` events are
 * passed out through a binding, which the page's CSP does not govern.
 */
export async function guardedPage(
	browser: Browser,
	appUrl: string,
	options: BrowserContextOptions = {},
): Promise<GuardedPage> {
	const context = await browser.newContext(options)
	const problems: string[] = []
	await context.exposeBinding('__tkCspViolation', (_source, text: string) => problems.push(`csp violation: ${text}`))
	await context.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (e) => {
			const report = (window as unknown as { __tkCspViolation: (text: string) => void }).__tkCspViolation
			void report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`)
		})
	})
	const page = await context.newPage()
	const appHost = new URL(appUrl).host
	const foreignRequests: string[] = []
	const requests: string[] = []
	page.on('console', (msg) => {
		const text = msg.text()
		if (msg.type() === 'error' || /hydrat/i.test(text)) problems.push(`console.${msg.type()}: ${text}`)
	})
	page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
	page.on('request', (request) => {
		const url = request.url()
		requests.push(url)
		if (/^(data|blob|about|chrome-extension):/.test(url)) return
		if (new URL(url).host !== appHost) foreignRequests.push(url)
	})
	return { page, context, problems, foreignRequests, requests, close: () => context.close() }
}

/** Waits for the app's hydration marker (set by the shell's first effect). */
export async function waitForHydration(page: Page): Promise<void> {
	await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 })
}

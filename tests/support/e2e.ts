/**
 * Small helpers shared by the end-to-end suites (tests/e2e/*.e2e.test.ts): expected texts
 * straight from the dictionaries, the client build's manifest, polling assertions and the
 * "clean page" check every page load ends with.
 */
import { afterAll, beforeAll, expect } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import type { AssetManifest } from '../../src/server/render/manifest'
import { type GuardedPage, guardedPage, launchBrowser, waitForHydration } from './browser'
import { type FakeOllama, startFakeOllama } from './fake-ollama'
import { type FakeYouTube, type FakeYouTubeOptions, startFakeYouTube } from './fake-youtube'
import { type RunningServer, startServer } from './server'

export const LANGS = ['en', 'de', 'es', 'tr', 'nl'] as const
export type Lang = (typeof LANGS)[number]

export { DICT } from './dictionaries'

/** decision 9 */
export const OG_LOCALE: Record<Lang, string> = { en: 'en_US', de: 'de_DE', es: 'es_LA', tr: 'tr_TR', nl: 'nl_NL' }
export const LANGUAGE_NAMES: Record<Lang, string> = {
	en: 'English',
	de: 'Deutsch',
	es: 'Español',
	tr: 'Türkçe',
	nl: 'Nederlands',
}

/**
 * A page the app hydrates, for the tests of the app's own widgets (the Ark language menu, the drawer, toasts,
 * tooltips, client-side navigation): the home page and the content pages are not hydrated (src/routes.tsx,
 * `hydrate: false`), and their header's menus are the server's `<details>` (tests/e2e/lite-pages.e2e.test.ts).
 */
export const APP_PAGE = '/contact'

/** `/help` in `lang`: English unprefixed, the others under /xx (decision 10). */
export function localized(path: string, lang: Lang): string {
	if (lang === 'en') return path
	return path === '/' ? `/${lang}/` : `/${lang}${path}`
}

/** typesafe-i18n's `{name}` placeholders. */
export function fill(text: string, params: Record<string, string | number>): string {
	return text.replace(/\{(\w+)\}/g, (m, key: string) => (key in params ? String(params[key]) : m))
}

const CLIENT_DIR = resolve(import.meta.dir, '../../dist/client')

export function readManifest(): AssetManifest {
	return JSON.parse(readFileSync(join(CLIENT_DIR, 'manifest.json'), 'utf8')) as AssetManifest
}

/** `/assets/chunk-….js` files of the client build whose text contains every one of `needles`. */
export function chunksContaining(...needles: string[]): string[] {
	const dir = join(CLIENT_DIR, 'assets')
	return readdirSync(dir)
		.filter((name) => name.endsWith('.js'))
		.filter((name) => {
			const text = readFileSync(join(dir, name), 'utf8')
			return needles.every((n) => text.includes(n))
		})
		.map((name) => `/assets/${name}`)
}

export interface TestPage extends GuardedPage {
	/**
	 * Chromium's own console line for a main document answered with an error status, e.g.
	 * "Failed to load resource: the server responded with a status of 404 (Not Found)" for
	 * /no-such-page. The 404 is required (decision 6), so exactly these lines (document URL
	 * and status checked) are not problems; the same line for any sub-resource still is.
	 */
	documentStatusLines: string[]
}

const STATUS_LINE = /^Failed to load resource: the server responded with a status of (\d{3})\b/

/** guardedPage (tests/support/browser.ts) plus the bookkeeping of `TestPage.documentStatusLines`. */
export async function openPage(
	browser: Browser,
	appUrl: string,
	options: BrowserContextOptions = {},
): Promise<TestPage> {
	const g = await guardedPage(browser, appUrl, options)
	// Fail fast: a missing element should cost seconds, not Playwright's 30 s default.
	g.context.setDefaultTimeout(10_000)
	const documentStatus = new Map<string, number>()
	const documentStatusLines: string[] = []
	g.page.on('response', (response) => {
		const request = response.request()
		if (request.isNavigationRequest() && request.frame() === g.page.mainFrame()) {
			documentStatus.set(response.url(), response.status())
		}
	})
	g.page.on('console', (msg) => {
		const status = STATUS_LINE.exec(msg.text())
		if (msg.type() === 'error' && status && documentStatus.get(msg.location().url) === Number(status[1])) {
			documentStatusLines.push(`console.error: ${msg.text()}`)
		}
	})
	return { ...g, documentStatusLines }
}

/** Every page load ends here: no console error, page error or hydration warning, no foreign host. */
export function expectClean(g: Pick<GuardedPage, 'problems' | 'foreignRequests'> & Partial<TestPage>): void {
	const expected = [...(g.documentStatusLines ?? [])]
	const problems = g.problems.filter((p) => {
		const i = expected.indexOf(p)
		if (i < 0) return true
		expected.splice(i, 1)
		return false
	})
	expect(problems).toEqual([])
	expect(g.foreignRequests).toEqual([])
}

/**
 * Retries `assertion` (which throws, e.g. an `expect`) until it passes or `timeout` ms
 * have passed; then rethrows its last error, so the failure message is the real one.
 */
export async function eventually<T>(
	assertion: () => T | Promise<T>,
	{ timeout = 5000, interval = 50 }: { timeout?: number; interval?: number } = {},
): Promise<T> {
	const deadline = Date.now() + timeout
	for (;;) {
		try {
			return await assertion()
		} catch (error) {
			if (Date.now() > deadline) throw error
			await Bun.sleep(interval)
		}
	}
}

/** Whether `selector`'s first element intersects the viewport (fully laid out, not hidden). */
export function inViewport(page: Page, selector: string): Promise<boolean> {
	return page.evaluate((sel) => {
		const el = document.querySelector(sel)
		if (!el) return false
		const r = el.getBoundingClientRect()
		return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth
	}, selector)
}

/** The path (plus hash) of the page's current URL. */
export function pathOf(page: Page): string {
	const url = new URL(page.url())
	return url.pathname + url.hash
}

/**
 * Whether the page loaded the small entry instead of the app (`hydrate: false` in src/routes.tsx,
 * src/client-lite.ts): its header menus stay the server's `<details>`, never the Ark widgets.
 */
export function isLite(page: Page): Promise<boolean> {
	return page.evaluate(() => document.documentElement.hasAttribute('data-lite'))
}

/**
 * Whether the page runs the whole app, with its Ark header widgets: not a content page (`data-lite`) and not a tool
 * page, which hydrates its `<main>` alone with an entry of its own (src/client-tool.tsx, decision 33) and keeps the
 * header's `<details>` menus.
 */
export function runsWholeApp(page: Page): Promise<boolean> {
	return page.evaluate(
		() =>
			!document.documentElement.hasAttribute('data-lite') &&
			!(document.getElementById('tk-preload')?.textContent ?? '').includes('/client-tool-'),
	)
}

/**
 * Waits until the real (Ark) language menu trigger replaced the server-rendered placeholder
 * (the placeholder has no data-part; the Ark trigger, wrapped in the tooltip, has).
 */
export async function waitForLanguageMenu(page: Page): Promise<void> {
	await page.waitForSelector('[data-testid=language-switcher][data-part=trigger]', { timeout: 10_000 })
}

/** The same for the mobile menu button (Ark dialog trigger). */
export async function waitForMobileMenu(page: Page): Promise<void> {
	await page.waitForSelector('[data-testid=mobile-menu-trigger][data-part=trigger]', {
		timeout: 10_000,
		state: 'attached',
	})
}

/**
 * Holds back every request for `chunk` (a script's path) until the returned function is called: a widget's chunk
 * arriving late, as on a busy phone.
 */
export async function holdChunk(page: Page, chunk: string): Promise<() => void> {
	const { promise: held, resolve: release } = Promise.withResolvers<void>()
	await page.route(`**${chunk}`, async (route) => {
		await held
		await route.continue()
	})
	return release
}

/**
 * Opens `url` with a header widget's chunk held back, focuses the widget's server placeholder (a
 * `<summary>` with `data-testid=testId`), then lets the chunk arrive: what a keyboard visitor on a busy
 * phone does before the widget has loaded. Resolves once the widget's trigger has taken over the focus.
 */
export async function focusBeforeWidgetLoads(page: Page, url: string, chunk: string, testId: string): Promise<void> {
	const release = await holdChunk(page, chunk)
	await page.goto(url)
	await waitForHydration(page)
	await page.focus(`[data-testid=${testId}]`)
	// The chunk is held: what has the focus is still the server's placeholder.
	expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY')
	release()
	const trigger = `[data-testid=${testId}][data-part=trigger]`
	await page.waitForSelector(trigger, { timeout: 10_000, state: 'attached' })
	await eventually(async () =>
		expect(await page.evaluate((t) => document.activeElement?.matches(t), trigger)).toBe(true),
	)
}

/** Scrolls to the end of the page and waits until the (smooth) scrolling has stopped there. */
export async function scrollToBottom(page: Page): Promise<void> {
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
	await eventually(async () =>
		expect(
			await page.evaluate(
				() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
			),
		).toBe(true),
	)
}

/**
 * Moves the mouse onto the element without Playwright's scroll-into-view, which scrolls the
 * page for a sticky element (the header) even when it is on screen; the scroll would close
 * a tooltip that is waiting for its open delay, as it should.
 */
export async function hoverInPlace(page: Page, selector: string): Promise<void> {
	const box = await page.locator(selector).boundingBox()
	if (!box) throw new Error(`${selector} has no box`)
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 })
}

/**
 * Where each control of a tool form's row sits (x, y, width, height, px): the link field, the selects and the button.
 * A press and its result must not move them (the visitor's pointer is on them).
 */
export function formRow(page: Page): Promise<string[]> {
	return page.evaluate(() =>
		[...document.querySelectorAll('[data-testid=tool-form] :is(input, textarea, select, button)')]
			.filter((control) => (control as HTMLElement).offsetParent !== null)
			.map((control) => {
				const box = control.getBoundingClientRect()
				return `${control.getAttribute('data-testid')} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')}`
			}),
	)
}

/** The rendered (visible) text of the locator's element, trimmed; Playwright's innerText. */
export async function visibleText(locator: Locator): Promise<string> {
	return (await locator.allInnerTexts()).join('\n').trim()
}

/**
 * One production server and one Chromium for a test file: started before its tests,
 * stopped after them. Read `live.server` and `live.browser` inside tests.
 * @example const live = liveApp(); test('x', async () => { await guardedPage(live.browser, live.server.url) })
 */
export function liveApp(env: Record<string, string> = {}): { server: RunningServer; browser: Browser } {
	const live = {} as { server: RunningServer; browser: Browser }
	beforeAll(async () => {
		;[live.server, live.browser] = await Promise.all([startServer(env), launchBrowser()])
	})
	afterAll(async () => {
		await live.browser?.close()
		await live.server?.stop()
		expectNothingOnStderr(live.server)
	})
	return live
}

/**
 * The server wrote nothing on stderr while the file's tests ran: it logs JSON lines on stdout only, so a line
 * there is a library writing past the logger (React Router's warning for a path that does not decode did;
 * tests/fuzz checks the same). Checked after the server has stopped.
 */
function expectNothingOnStderr(server: RunningServer | undefined): void {
	expect({ serverStderr: server?.stderr() ?? [] }).toEqual({ serverStderr: [] })
}

export interface LiveToolApp {
	youtube: FakeYouTube
	/** Only with `ollama: true`. */
	ollama: FakeOllama
	server: RunningServer
	browser: Browser
}

/**
 * liveApp for the tool pages: a fake YouTube (and, with `ollama`, a fake Ollama) the server
 * talks to, the production server and Chromium; all started before the file's tests and
 * stopped after. The tool API rate limit is raised: one test client sends every request.
 * @example const live = liveToolApp({ ollama: true }); test('x', () => live.ollama.setMode('slow'))
 */
export function liveToolApp(
	options: { youtube?: FakeYouTubeOptions; ollama?: boolean; env?: Record<string, string> } = {},
): LiveToolApp {
	const live = {} as LiveToolApp
	beforeAll(async () => {
		;[live.youtube, live.ollama] = await Promise.all([
			startFakeYouTube(options.youtube),
			options.ollama ? startFakeOllama() : (undefined as unknown as FakeOllama),
		])
		;[live.server, live.browser] = await Promise.all([
			startServer({
				UPSTREAM_OVERRIDES: live.youtube.overrides,
				RATE_LIMIT_API_PER_MINUTE: '1000',
				...(options.ollama ? { OLLAMA_HOST: live.ollama.host } : {}),
				...options.env,
			}),
			launchBrowser(),
		])
	})
	afterAll(async () => {
		await live.browser?.close()
		await live.server?.stop()
		await live.youtube?.stop()
		await live.ollama?.stop()
		expectNothingOnStderr(live.server)
	})
	return live
}

/** A tool page that also records its calls to the tool APIs (`/api/tools/…`), in order. */
export interface ToolTestPage extends TestPage {
	apiAnswers: { path: string; status: number; body: unknown }[]
}

/**
 * openPage, then `path`, recording the tool API answers (status and JSON body).
 * @example const g = await openToolPage(browser, url, '/tools/transcript-downloader', { acceptDownloads: true })
 */
export async function openToolPage(
	browser: Browser,
	appUrl: string,
	path: string,
	options: BrowserContextOptions = {},
	/** Which API calls to record: the tools' by default; the contact page's is /api/contact. */
	apiPrefix = '/api/tools/',
): Promise<ToolTestPage> {
	const g = await openPage(browser, appUrl, options)
	const apiAnswers: ToolTestPage['apiAnswers'] = []
	g.page.on('response', async (r) => {
		const { pathname } = new URL(r.url())
		if (!pathname.startsWith(apiPrefix)) return
		const entry = { path: pathname, status: r.status(), body: null as unknown }
		apiAnswers.push(entry)
		entry.body = await r.json().catch(() => null)
	})
	await g.page.goto(`${appUrl}${path}`)
	return { ...g, apiAnswers }
}

/**
 * expectClean, except Chromium's own "Failed to load resource" console line for tool API
 * calls that answered with an error status on purpose (the tests that show the error card).
 */
export function expectCleanAfterApiErrors(g: ToolTestPage): void {
	const expected = g.apiAnswers
		.filter((a) => a.status >= 400)
		.map(
			(a) =>
				new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of ${a.status}\\b`),
		)
	const problems = g.problems.filter((p) => {
		const i = expected.findIndex((re) => re.test(p))
		if (i < 0) return true
		expected.splice(i, 1)
		return false
	})
	expectClean({ ...g, problems })
}

/**
 * The worker's one Chromium: launched on first use, shared by every job, launched again on the
 * next job after it died (browser-pool.ts holds the jobs' contexts on it).
 */
import { type Browser, chromium } from 'playwright-core'
import type { Logger } from '../src/core/logger'

/** Flags for Debian's Chromium on a closed network (docs/ARCHITECTURE.md, "Facts measured"). */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
]

/** Chromium could not be started. */
export class LaunchError extends Error {
	constructor(cause: unknown) {
		super(`chromium did not start: ${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}`)
		this.name = 'LaunchError'
	}
}

export interface LauncherOptions {
	chromiumPath: string
	logger: Logger
}

export function createChromiumLauncher(options: LauncherOptions) {
	let launches = 0
	let launchError: string | null = null
	let closing = false
	let browser: Browser | null = null
	let launching: Promise<Browser> | null = null

	async function launch(): Promise<Browser> {
		let launched: Browser
		try {
			launched = await chromium.launch({
				executablePath: options.chromiumPath,
				args: CHROMIUM_ARGS,
				headless: true,
				timeout: 30_000,
				// Playwright would close Chromium on these signals itself; main.ts drains running jobs first.
				handleSIGINT: false,
				handleSIGTERM: false,
				handleSIGHUP: false,
				// No launch-level proxy: each job's context carries its own egress (browser-pool.ts).
				// Playwright 1.65 on Linux needs no global placeholder for that (only old Windows builds did).
			})
		} catch (error) {
			const failure = new LaunchError(error)
			launchError = failure.message
			options.logger.error('chromium launch failed', { error: failure.message })
			throw failure
		}
		launches++
		launchError = null
		launched.on('disconnected', () => {
			if (browser === launched) browser = null
			if (!closing) options.logger.warn('chromium disconnected; relaunching for the next job')
		})
		browser = launched
		options.logger.info('chromium launched', { version: launched.version(), launches })
		return launched
	}

	return {
		/** The running browser, launching it when there is none (one launch shared by all callers). */
		get(): Promise<Browser> {
			if (browser?.isConnected()) return Promise.resolve(browser)
			if (!launching) {
				launching = launch().finally(() => {
					launching = null
				})
			}
			return launching
		},

		state(): { browser: 'up' | 'down'; launches: number; launchError: string | null } {
			return { browser: browser?.isConnected() ? 'up' : 'down', launches, launchError }
		},

		/**
		 * Tests: kills Chromium with SIGKILL, as a crash would, and waits until Playwright has noticed.
		 * A launched Browser has no `process()` in playwright-core, so the pid comes from CDP.
		 */
		async kill(): Promise<void> {
			const current = browser
			if (!current?.isConnected()) return
			const session = await current.newBrowserCDPSession()
			const info = (await session.send('SystemInfo.getProcessInfo')) as {
				processInfo: { type: string; id: number }[]
			}
			const pid = info.processInfo.find((p) => p.type === 'browser')?.id
			if (!pid) throw new Error('no browser process in SystemInfo.getProcessInfo')
			const gone = new Promise<void>((resolve) => current.once('disconnected', () => resolve()))
			process.kill(pid, 'SIGKILL')
			await gone
		},

		/**
		 * Closes Chromium once `before` (the running jobs) has settled; from now on a disconnect is
		 * expected and not worth a warning.
		 */
		async close(before: Promise<void>): Promise<void> {
			closing = true
			await before
			const pending = launching
			if (pending) await pending.catch(() => null)
			const current = browser
			browser = null
			await current?.close().catch(() => {})
		},
	}
}

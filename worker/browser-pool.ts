/**
 * One Chromium for the worker and a bounded pool of browser contexts on it. Every job gets a
 * fresh context (own cookies, cache and routing) that is closed when the job ends; at most
 * `poolSize` run at once, the next `poolSize * 10` wait in a queue and anything beyond is
 * refused at once (PoolFullError), so a burst cannot pile up unbounded work. Chromium is
 * launched on first use and again on the next job after it died.
 */
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core'
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

/** The queue is full: the caller should answer 503. */
export class PoolFullError extends Error {
	constructor(queued: number) {
		super(`worker busy: ${queued} jobs already queued`)
		this.name = 'PoolFullError'
	}
}

/** The pool is shutting down and takes no new jobs. */
export class PoolClosedError extends Error {
	constructor() {
		super('worker is shutting down')
		this.name = 'PoolClosedError'
	}
}

/** Chromium could not be started. */
export class LaunchError extends Error {
	constructor(cause: unknown) {
		super(`chromium did not start: ${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}`)
		this.name = 'LaunchError'
	}
}

export interface PoolStats {
	browser: 'up' | 'down'
	/** Jobs holding a context now. */
	busy: number
	queued: number
	/** The most jobs that held a context at the same time since start (or resetPeak()). */
	peakBusy: number
	/** How many times Chromium was launched. */
	launches: number
	/** The last launch failure, until a launch succeeds. */
	launchError: string | null
}

export interface BrowserPoolOptions {
	chromiumPath: string
	poolSize: number
	/** OUTBOUND_PROXY: Chromium sends everything it fetches itself through it. */
	proxy?: string | null
	logger: Logger
	/** Options of each job's context, given the browser version (e.g. for a user agent). */
	contextOptions?: (browserVersion: string) => BrowserContextOptions
}

interface Waiter {
	grant: () => void
	signal: AbortSignal
	onAbort: () => void
}

/**
 * @example
 *   const pool = createBrowserPool({ chromiumPath: '/usr/bin/chromium', poolSize: 2, logger })
 *   const title = await pool.run(AbortSignal.timeout(20_000), async (context) => {
 *     const page = await context.newPage(); await page.goto(url); return page.title()
 *   })
 */
export function createBrowserPool(options: BrowserPoolOptions) {
	const maxQueued = options.poolSize * 10
	const queue: Waiter[] = []
	let busy = 0
	let peakBusy = 0
	let launches = 0
	let launchError: string | null = null
	let closing = false
	let browser: Browser | null = null
	let launching: Promise<Browser> | null = null
	let idleWaiters: (() => void)[] = []

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
				...(options.proxy ? { proxy: { server: options.proxy } } : {}),
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

	/** The running browser, launching it when there is none (one launch shared by all callers). */
	function getBrowser(): Promise<Browser> {
		if (browser?.isConnected()) return Promise.resolve(browser)
		if (!launching) {
			launching = launch().finally(() => {
				launching = null
			})
		}
		return launching
	}

	function acquire(signal: AbortSignal): Promise<void> {
		if (busy < options.poolSize && queue.length === 0) {
			busy++
			peakBusy = Math.max(peakBusy, busy)
			return Promise.resolve()
		}
		if (queue.length >= maxQueued) return Promise.reject(new PoolFullError(queue.length))
		return new Promise<void>((resolve, reject) => {
			const waiter: Waiter = {
				signal,
				grant: () => {
					signal.removeEventListener('abort', waiter.onAbort)
					resolve()
				},
				onAbort: () => {
					const index = queue.indexOf(waiter)
					if (index >= 0) queue.splice(index, 1)
					reject(signal.reason)
				},
			}
			signal.addEventListener('abort', waiter.onAbort, { once: true })
			queue.push(waiter)
		})
	}

	/** Hands the slot straight to the next waiter, so `busy` never exceeds poolSize. */
	function release(): void {
		const next = queue.shift()
		if (next) {
			next.grant()
			return
		}
		busy--
		if (busy === 0) {
			for (const done of idleWaiters) done()
			idleWaiters = []
		}
	}

	return {
		/**
		 * Runs `task` with a fresh context once a slot is free. When `signal` aborts (job timeout,
		 * caller gone) while queued, the promise rejects with the signal's reason; while running,
		 * the context is closed so every pending Playwright call rejects.
		 */
		async run<T>(signal: AbortSignal, task: (context: BrowserContext) => Promise<T>): Promise<T> {
			if (closing) throw new PoolClosedError()
			signal.throwIfAborted()
			await acquire(signal)
			let context: BrowserContext | null = null
			const onAbort = () => void context?.close().catch(() => {})
			try {
				const current = await getBrowser()
				signal.throwIfAborted()
				context = await current.newContext(options.contextOptions?.(current.version()))
				signal.addEventListener('abort', onAbort, { once: true })
				signal.throwIfAborted()
				return await task(context)
			} finally {
				signal.removeEventListener('abort', onAbort)
				await context?.close().catch(() => {})
				release()
			}
		},

		/** Launches Chromium now (at start), so the first job does not wait for it. */
		async warm(): Promise<void> {
			await getBrowser()
		},

		stats(): PoolStats {
			return {
				browser: browser?.isConnected() ? 'up' : 'down',
				busy,
				queued: queue.length,
				peakBusy,
				launches,
				launchError,
			}
		},

		/** Tests: forget the peak so a test measures only its own burst. */
		resetPeak(): void {
			peakBusy = busy
		},

		/**
		 * Tests: kills Chromium with SIGKILL, as a crash would, and waits until Playwright has noticed.
		 * A launched Browser has no `process()` in playwright-core, so the pid comes from CDP.
		 */
		async killBrowserForTests(): Promise<void> {
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
		 * Stops taking jobs, lets running and queued ones finish (at most `timeoutMs`), then
		 * closes Chromium.
		 */
		async close(timeoutMs = 30_000): Promise<void> {
			closing = true
			if (busy > 0) {
				let timer: ReturnType<typeof setTimeout> | undefined
				await Promise.race([
					new Promise<void>((resolve) => idleWaiters.push(resolve)),
					new Promise<void>((resolve) => {
						timer = setTimeout(resolve, timeoutMs)
					}),
				])
				clearTimeout(timer)
			}
			const pending = launching
			if (pending) await pending.catch(() => null)
			const current = browser
			browser = null
			await current?.close().catch(() => {})
		},
	}
}

export type BrowserPool = ReturnType<typeof createBrowserPool>

/**
 * One Chromium for the worker and a bounded pool of browser contexts on it. Every job gets a
 * fresh context (own cookies, cache and routing) that is closed when the job ends; at most
 * `poolSize` run at once, the next `poolSize * 10` wait in a queue and anything beyond is
 * refused at once (PoolFullError, context-slots.ts), so a burst cannot pile up unbounded work.
 * Chromium is launched on first use and again on the next job after it died (chromium-launcher.ts).
 */
import type { BrowserContext, BrowserContextOptions } from 'playwright-core'
import type { Logger } from '../src/core/logger'
import { DIRECT, type Egress, playwrightProxy } from '../src/youtube/egress/egress'
import type { Rotation } from '../src/youtube/egress/rotation'
import { createChromiumLauncher } from './chromium-launcher'
import { createContextSlots } from './context-slots'

/** `work`'s outcome, or the signal's reason as soon as it aborts (the work is left to settle on its own). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
	if (signal.aborted) {
		work.catch(() => {})
		return Promise.reject(signal.reason)
	}
	return new Promise<T>((resolve, reject) => {
		const onAbort = () => reject(signal.reason)
		signal.addEventListener('abort', onAbort, { once: true })
		work.then(
			(value) => {
				signal.removeEventListener('abort', onAbort)
				resolve(value)
			},
			(error) => {
				signal.removeEventListener('abort', onAbort)
				reject(error)
			},
		)
	})
}

/** The pool is shutting down and takes no new jobs. */
export class PoolClosedError extends Error {
	constructor() {
		super('worker is shutting down')
		this.name = 'PoolClosedError'
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
	/**
	 * OUTBOUND_PROXY's egresses: each job's context goes out through the one the rotation gives
	 * (a proxy per browser context); none: direct.
	 */
	rotation?: Rotation
	logger: Logger
	/** Options of each job's context, given the browser version (e.g. for a user agent). */
	contextOptions?: (browserVersion: string) => BrowserContextOptions
}

/**
 * @example
 *   const pool = createBrowserPool({ chromiumPath: '/usr/bin/chromium', poolSize: 2, logger })
 *   const title = await pool.run(AbortSignal.timeout(20_000), async (context) => {
 *     const page = await context.newPage(); await page.goto(url); return page.title()
 *   })
 */
export function createBrowserPool(options: BrowserPoolOptions) {
	const slots = createContextSlots(options.poolSize)
	const launcher = createChromiumLauncher(options)
	let closing = false

	return {
		/**
		 * Runs `task` with a fresh context once a slot is free. When `signal` aborts (job timeout,
		 * caller gone) while queued, the promise rejects with the signal's reason; while running,
		 * the context is closed so every pending Playwright call rejects.
		 */
		async run<T>(signal: AbortSignal, task: (context: BrowserContext, egress: Egress) => Promise<T>): Promise<T> {
			if (closing) throw new PoolClosedError()
			signal.throwIfAborted()
			await slots.acquire(signal)
			let context: BrowserContext | null = null
			const onAbort = () => void context?.close().catch(() => {})
			try {
				const current = await launcher.get()
				signal.throwIfAborted()
				const egress = (await options.rotation?.choose(new Set())) ?? DIRECT
				const proxy = playwrightProxy(egress)
				context = await current.newContext({
					...options.contextOptions?.(current.version()),
					...(proxy ? { proxy } : {}),
				})
				signal.addEventListener('abort', onAbort, { once: true })
				signal.throwIfAborted()
				// The context's close makes pending Playwright calls reject, but not every task's promise settles (a
				// page stuck in navigation was seen to keep one open for good): the slot must not wait for it.
				return await untilAborted(task(context, egress), signal)
			} finally {
				signal.removeEventListener('abort', onAbort)
				await context?.close().catch(() => {})
				slots.release()
			}
		},

		/** Launches Chromium now (at start), so the first job does not wait for it. */
		async warm(): Promise<void> {
			await launcher.get()
		},

		stats(): PoolStats {
			const { browser, launches, launchError } = launcher.state()
			return { browser, ...slots.counts(), launches, launchError }
		},

		/** Tests: forget the peak so a test measures only its own burst. */
		resetPeak: slots.resetPeak,

		/** Tests: kills Chromium with SIGKILL, as a crash would, and waits until Playwright has noticed. */
		killBrowserForTests: launcher.kill,

		/**
		 * Stops taking jobs, lets running and queued ones finish (at most `timeoutMs`), then
		 * closes Chromium.
		 */
		async close(timeoutMs = 30_000): Promise<void> {
			closing = true
			await launcher.close(slots.idle(timeoutMs))
		},
	}
}

export type BrowserPool = ReturnType<typeof createBrowserPool>

/** A promise that says it is fulfilled, as React's `use` reads it: a module already in renders without suspending. */
export type Loading<M> = Promise<M> & { status?: 'fulfilled'; value?: M }

/** Code loaded once, when first asked for, and read at once after that. */
export interface LoadOnce<M> {
	/**
	 * Starts the load, or returns the one under way or done; after a failure, the next call tries again. Once in,
	 * the promise is marked fulfilled (Loading), as React's `use` reads it.
	 */
	load: () => Promise<M>
	/** What was loaded, or null while it is not in. */
	now: () => M | null
}

/**
 * `load` run once, on the first ask (a tool page asks on the visitor's intent: a hover or focus on its form, a
 * press), its result kept. `now()` reads it without waiting: awaiting even a settled promise waits a task, and a press
 * whose request waited behind React's render of the loading state went out 40–70 ms later on a phone (CPU ×4,
 * bench/tool-journeys.ts, "answer sent at"); React's `use` reads the promise `load()` returns at once too, as it is
 * marked fulfilled. A load that failed (a network blip) is started again by the next `load()`.
 * @example const client = loadOnce(() => import('./api-client')); client.now()?.postTool(…) ?? client.load().then(…)
 */
export function loadOnce<M>(load: () => Promise<M>, onLoad?: (loaded: M) => void): LoadOnce<M> {
	let loading: Loading<M> | null = null
	let loaded: M | null = null
	return {
		load() {
			if (!loading) {
				const started: Loading<M> = load().then(
					(value) => {
						started.status = 'fulfilled'
						started.value = value
						loaded = value
						onLoad?.(value)
						return value
					},
					(error: unknown) => {
						loading = null
						throw error
					},
				)
				loading = started
			}
			return loading
		},
		now: () => loaded,
	}
}

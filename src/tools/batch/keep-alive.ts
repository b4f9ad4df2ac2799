/** What {@link withKeepAlive} yields when nothing came for a while. */
export const KEEP_ALIVE = Symbol('keep-alive')

/**
 * The source's values as they come, and KEEP_ALIVE each time `ms` passed without one: a batch's stream writes
 * something then (a blank line, an empty deflate block), so that no connection along the way (Bun.serve's
 * idleTimeout of 30 s, a proxy's) takes a batch whose videos are slow for a finished one.
 * Returning early returns the source too.
 * @example for await (const event of withKeepAlive(runBatch(…), 10_000)) if (event === KEEP_ALIVE) write('\n')
 */
export async function* withKeepAlive<T>(source: AsyncIterator<T>, ms: number): AsyncGenerator<T | typeof KEEP_ALIVE> {
	let pending: Promise<IteratorResult<T>> | null = null
	let finished = false
	try {
		for (;;) {
			pending ??= source.next()
			let timer: ReturnType<typeof setTimeout> | undefined
			const tick = new Promise<typeof KEEP_ALIVE>((resolve) => {
				timer = setTimeout(() => resolve(KEEP_ALIVE), ms)
			})
			const next = await Promise.race([pending, tick]).finally(() => clearTimeout(timer))
			if (next === KEEP_ALIVE) {
				yield KEEP_ALIVE
				continue
			}
			pending = null
			if (next.done) {
				finished = true
				return
			}
			yield next.value
		}
	} finally {
		if (!finished) void source.return?.(undefined)
	}
}

/**
 * The browser pool's slots: at most `size` jobs hold a context at once, the next `size * 10`
 * wait in order, and anything beyond is refused at once (PoolFullError), so a burst cannot pile
 * up unbounded work (browser-pool.ts).
 */

/** The queue is full: the caller should answer 503. */
export class PoolFullError extends Error {
	constructor(queued: number) {
		super(`worker busy: ${queued} jobs already queued`)
		this.name = 'PoolFullError'
	}
}

interface Waiter {
	grant: () => void
	signal: AbortSignal
	onAbort: () => void
}

export function createContextSlots(size: number) {
	const maxQueued = size * 10
	const queue: Waiter[] = []
	let busy = 0
	let peakBusy = 0
	let idleWaiters: (() => void)[] = []

	return {
		/** Resolves once a slot is held; rejects with the signal's reason if it aborts while queued. */
		acquire(signal: AbortSignal): Promise<void> {
			if (busy < size && queue.length === 0) {
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
		},

		/** Hands the slot straight to the next waiter, so `busy` never exceeds the size. */
		release(): void {
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
		},

		/** Resolves when no slot is held any more, or after `timeoutMs`, whichever comes first. */
		async idle(timeoutMs: number): Promise<void> {
			if (busy === 0) return
			let timer: ReturnType<typeof setTimeout> | undefined
			await Promise.race([
				new Promise<void>((resolve) => idleWaiters.push(resolve)),
				new Promise<void>((resolve) => {
					timer = setTimeout(resolve, timeoutMs)
				}),
			])
			clearTimeout(timer)
		},

		counts(): { busy: number; queued: number; peakBusy: number } {
			return { busy, queued: queue.length, peakBusy }
		},

		/** Tests: forget the peak so a test measures only its own burst. */
		resetPeak(): void {
			peakBusy = busy
		},
	}
}

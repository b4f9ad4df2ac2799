/**
 * A queue in front of the model: at most `concurrency` calls run at once, at most
 * `maxQueued` wait; beyond that `run` refuses at once with QueueFullError, which says when to
 * come back. A caller that goes away while waiting leaves the queue.
 */
export class QueueFullError extends Error {
	constructor(readonly retryAfterSeconds: number) {
		super(`model queue full, retry in ${retryAfterSeconds} s`)
		this.name = 'QueueFullError'
	}
}

export function createQueue({ concurrency, maxQueued }: { concurrency: number; maxQueued: number }) {
	let running = 0
	const waiting: { start: () => void; signal: AbortSignal | undefined; abort: () => void }[] = []
	/** Mean duration of recent calls, for Retry-After. */
	let meanMs = 5000

	/** Hands free slots to waiting callers; a slot is taken (running++) before its caller resumes. */
	function next() {
		while (running < concurrency && waiting.length) {
			const job = waiting.shift()
			if (!job || job.signal?.aborted) continue
			running++
			job.start()
		}
	}

	async function run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
		if (running < concurrency) running++
		else {
			if (waiting.length >= maxQueued) {
				const seconds = Math.ceil((meanMs * (waiting.length + 1)) / concurrency / 1000)
				throw new QueueFullError(Math.min(120, Math.max(1, seconds)))
			}
			await new Promise<void>((resolve, reject) => {
				const job = {
					signal,
					start: () => {
						signal?.removeEventListener('abort', job.abort)
						resolve()
					},
					abort: () => {
						const i = waiting.indexOf(job)
						if (i >= 0) waiting.splice(i, 1)
						reject(signal?.reason ?? new Error('aborted'))
					},
				}
				waiting.push(job)
				signal?.addEventListener('abort', job.abort, { once: true })
			})
		}
		const started = performance.now()
		try {
			return await fn()
		} finally {
			meanMs = meanMs * 0.8 + (performance.now() - started) * 0.2
			running--
			next()
		}
	}

	return { run, stats: () => ({ running, waiting: waiting.length }) }
}

export type Queue = ReturnType<typeof createQueue>

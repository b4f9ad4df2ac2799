/**
 * What each request to YouTube came to, per path and egress (issue 20): the rotation and the
 * caption/player code record here, and the hourly counts, the refusal alert and /metrics listen.
 * A listener that throws never breaks a request.
 */
export type UpstreamOutcome = {
	/** A caption or player path: an innertube client (`ANDROID`, `WEB`, …), `worker`, `page`, `image`. */
	path: string
	/** `direct`, or a proxy's label (its host and port, never its credentials). */
	egress: string
	/** `refused`: 429, bot check, captcha, sign-in wall; `failed`: network error or timeout. */
	outcome: 'ok' | 'refused' | 'failed'
}

export function createOutcomeBus() {
	const listeners = new Set<(outcome: UpstreamOutcome) => void>()
	return {
		record(outcome: UpstreamOutcome): void {
			for (const listener of listeners) {
				try {
					listener(outcome)
				} catch {
					// A listener's fault is its own; the request goes on.
				}
			}
		},
		/** @returns a function that stops listening */
		subscribe(listener: (outcome: UpstreamOutcome) => void): () => void {
			listeners.add(listener)
			return () => void listeners.delete(listener)
		},
	}
}

export type OutcomeBus = ReturnType<typeof createOutcomeBus>

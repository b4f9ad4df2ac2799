/**
 * Egress that rotates (README "Egress to YouTube"). Each request to YouTube
 * goes out through one egress, round robin among those not resting. An answer that is a block
 * (429, captcha, bot check) or no answer at all (the proxy is down or silent) rests that egress
 * (rest-store.ts: exponential back-off, capped) and the request is tried again through the next
 * one, `tries` egresses at most. When every egress rests, the request goes once through the one
 * whose rest ends first: a rest is a guess, and the visitor then gets YouTube's own answer rather
 * than a refusal made up here.
 */
import { type Egress, parseEgressList } from './egress'
import { type Backoff, memoryRestStore, type RestStore } from './rest-store'

export interface RotationOptions {
	egresses: readonly Egress[]
	/** Egresses one request may go through (OUTBOUND_PROXY_TRIES); at most the number of egresses. */
	tries?: number
	backoff?: Backoff
	store?: RestStore
	/** Told of each rest (the server logs it). */
	onRest?: (label: string, ms: number, why: string) => void
	now?: () => number
}

/** Defaults of OUTBOUND_PROXY_BACKOFF_SECONDS and OUTBOUND_PROXY_MAX_BACKOFF_SECONDS. */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 60_000, maxMs: 1_800_000 }

/** OUTBOUND_PROXY_TRIES's default: every egress, but no more than three (a request's wait stays bounded). */
export const defaultTries = (count: number): number => Math.min(count, 3)

/**
 * @example
 *   const rotation = createRotation({ egresses: parseEgressList('http://10.0.0.2:3128,http://10.0.0.3:3128') })
 *   const tried = new Set<string>()
 *   const egress = await rotation.choose(tried) // then rotation.blocked(egress, 'rateLimited') or .served(egress)
 */
export function createRotation(options: RotationOptions) {
	const egresses = options.egresses.length ? [...options.egresses] : parseEgressList('')
	const count = egresses.length
	const tries = Math.max(1, Math.min(options.tries ?? defaultTries(count), count))
	const backoff = options.backoff ?? DEFAULT_BACKOFF
	const store = options.store ?? memoryRestStore(options.now)
	const now = options.now ?? Date.now
	let cursor = 0

	/** The first egress from the cursor that is neither tried nor resting; else, for a first try, the soonest awake. */
	function pick(resting: ReadonlyMap<string, number>, tried: ReadonlySet<string>): Egress | null {
		const t = now()
		let soonest: Egress | null = null
		let soonestUntil = Number.POSITIVE_INFINITY
		for (let i = 0; i < count; i++) {
			const index = (cursor + i) % count
			const egress = egresses[index] as Egress
			if (tried.has(egress.label)) continue
			const until = resting.get(egress.label) ?? 0
			if (until <= t) {
				cursor = (index + 1) % count
				return egress
			}
			if (until < soonestUntil) {
				soonest = egress
				soonestUntil = until
			}
		}
		return tried.size === 0 ? soonest : null
	}

	return {
		egresses: egresses as readonly Egress[],
		tries,
		/**
		 * The egress for the next try of a request that already went through `tried` (labels), or
		 * null when it should stop: `tries` reached, or every other egress rests.
		 */
		choose(tried: ReadonlySet<string>): Egress | null | Promise<Egress | null> {
			if (tried.size >= tries) return null
			// One egress (direct, or one proxy): nothing to choose, and no store to read.
			if (count === 1) return egresses[0] as Egress
			const resting = store.resting()
			return resting instanceof Map
				? pick(resting, tried)
				: (resting as Promise<Map<string, number>>).then((r) => pick(r, tried))
		},
		/** YouTube refused the request through `egress`, or it did not answer: it rests. */
		async blocked(egress: Egress, why: string): Promise<void> {
			if (count === 1) return
			const ms = await store.rest(egress.label, backoff)
			options.onRest?.(egress.label, ms, why)
		},
		/** A request through `egress` was answered: its strikes are forgotten. */
		served(egress: Egress): void {
			if (count > 1) store.served(egress.label)
		},
		/** Label -> when its rest ends, for tests and the logs. */
		resting: () => store.resting(),
	}
}

export type Rotation = ReturnType<typeof createRotation>

/**
 * In-memory cache for YouTube lookups: bounded in size (least recently used goes first),
 * each entry valid for `ttlMs`. `load` shares one upstream call between concurrent
 * requests for the same key and never caches a failure. With `weigh` and `maxWeight` it is
 * bounded by the sum of its values' weights too (the image proxy's bytes).
 * @example const players = new TtlCache<string, Player>({ max: 1000, ttlMs: 10 * 60_000 })
 *          await players.load(videoId, () => fetchPlayer(videoId))
 */
export class TtlCache<K, V> {
	private readonly entries = new Map<K, { value: V; expires: number; weight: number }>()
	private readonly inflight = new Map<K, Promise<V>>()
	private readonly max: number
	private readonly ttlMs: number
	private readonly now: () => number
	private readonly weigh: ((value: V) => number) | null
	private readonly maxWeight: number
	private totalWeight = 0

	constructor(opts: {
		max: number
		ttlMs: number
		now?: () => number
		weigh?: (value: V) => number
		maxWeight?: number
	}) {
		this.max = opts.max
		this.ttlMs = opts.ttlMs
		this.now = opts.now ?? Date.now
		this.weigh = opts.weigh ?? null
		this.maxWeight = opts.maxWeight ?? Number.POSITIVE_INFINITY
	}

	get(key: K): V | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		if (entry.expires <= this.now()) {
			this.delete(key)
			return undefined
		}
		this.entries.delete(key)
		this.entries.set(key, entry)
		return entry.value
	}

	set(key: K, value: V, ttlMs = this.ttlMs): void {
		if (this.max <= 0) return
		const weight = this.weigh ? this.weigh(value) : 0
		this.delete(key)
		if (weight > this.maxWeight) return
		this.entries.set(key, { value, expires: this.now() + ttlMs, weight })
		this.totalWeight += weight
		while (this.entries.size > this.max || this.totalWeight > this.maxWeight) {
			const oldest = this.entries.keys().next()
			if (oldest.done) break
			this.delete(oldest.value)
		}
	}

	delete(key: K): void {
		const entry = this.entries.get(key)
		if (!entry) return
		this.entries.delete(key)
		this.totalWeight -= entry.weight
	}

	/** The sum of the kept values' weights (0 without `weigh`). */
	get weight(): number {
		return this.totalWeight
	}

	get size(): number {
		return this.entries.size
	}

	/**
	 * The cached value, or the result of `loader` (one call at a time per key), cached on
	 * success for `ttlMs`, or for what `ttlMs(value)` says (a value that carries its own expiry).
	 */
	load(key: K, loader: () => Promise<V>, ttlMs: number | ((value: V) => number) = this.ttlMs): Promise<V> {
		const hit = this.get(key)
		if (hit !== undefined) return Promise.resolve(hit)
		let pending = this.inflight.get(key)
		if (!pending) {
			pending = loader()
				.then((value) => {
					const ms = typeof ttlMs === 'function' ? ttlMs(value) : ttlMs
					// 0: nothing to keep (an answer that has expired already, or one cached elsewhere).
					if (ms > 0) this.set(key, value, ms)
					return value
				})
				.finally(() => this.inflight.delete(key))
			this.inflight.set(key, pending)
		}
		return pending
	}
}

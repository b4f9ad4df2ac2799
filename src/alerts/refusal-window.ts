import type { UpstreamOutcome } from '../youtube/upstream-outcomes.server'

/**
 * The sliding window of requests to YouTube that the refusal alert judges:
 * `BUCKETS` time buckets of windowMs / BUCKETS each, the current one included, so the window
 * slides in steps of a twelfth of its length and costs a dozen small maps, whatever the traffic.
 */
export const BUCKETS = 12

/** Requests and refusals of one path (an innertube client, `worker`, …) through one egress. */
export interface PathCount {
	path: string
	egress: string
	calls: number
	refusals: number
}

export interface WindowTotals {
	calls: number
	refusals: number
	/** Per path and egress, most refusals first. */
	paths: PathCount[]
}

/** A bucket: `path \u001f egress` -> counts. */
export type Bucket = Map<string, { calls: number; refusals: number }>

export interface RefusalWindow {
	add(outcome: UpstreamOutcome): void
	totals(): Promise<WindowTotals>
}

const SEP = '\u001f'

export const bucketMs = (windowMs: number) => Math.max(1, Math.ceil(windowMs / BUCKETS))
/** When the window that `now` falls in begins: the start of its oldest bucket (ms). */
export const windowStart = (windowMs: number, now: number) =>
	(Math.floor(now / bucketMs(windowMs)) - BUCKETS + 1) * bucketMs(windowMs)
export const pathKey = (path: string, egress: string) => `${path}${SEP}${egress}`

/** What one outcome adds to the window (a call, a refusal, or both), under its path and egress. */
export interface Weight {
	path: string
	egress: string
	calls: number
	refusals: number
}

/** Adds a weight to a bucket. */
export function countInto(bucket: Bucket, { path, egress, calls, refusals }: Weight): void {
	const key = pathKey(path, egress)
	const entry = bucket.get(key) ?? { calls: 0, refusals: 0 }
	entry.calls += calls
	entry.refusals += refusals
	bucket.set(key, entry)
}

/**
 * Weighs outcomes as visitors meet them: within one lookup (a tool call, upstream-outcomes.server.ts)
 * each path and egress is one call, refused if any of its tries was, so a thumbnail lookup's
 * image probes are one call and not six, and a tool call outweighs no other. An outcome outside a
 * lookup (the image proxy, a batch's ZIP) is one call per try, as before. `failed` (a broken
 * answer) is a call, not a refusal. Keeps what each lookup counted while its bucket is in the window.
 */
export function weigher(windowMs: number, now: () => number = Date.now) {
	const size = bucketMs(windowMs)
	/** `lookup \u001f path \u001f egress` -> the bucket it was counted in, and whether as refused. */
	const seen = new Map<string, { index: number; refused: boolean }>()
	let pruned = Number.NEGATIVE_INFINITY
	return ({ path, egress, outcome, lookup }: UpstreamOutcome): Weight | null => {
		const refused = outcome === 'refused'
		if (lookup === undefined) return { path, egress, calls: 1, refusals: refused ? 1 : 0 }
		const index = Math.floor(now() / size)
		if (index !== pruned) {
			for (const [key, entry] of seen) if (entry.index <= index - BUCKETS) seen.delete(key)
			pruned = index
		}
		const key = `${lookup}${SEP}${pathKey(path, egress)}`
		const before = seen.get(key)
		if (!before) {
			seen.set(key, { index, refused })
			return { path, egress, calls: 1, refusals: refused ? 1 : 0 }
		}
		if (before.refused || !refused) return null
		// The lookup's call on this path was counted as answered; a later refusal makes it refused.
		before.refused = true
		return { path, egress, calls: 0, refusals: 1 }
	}
}

/** The sum of some buckets, paths sorted by refusals, then calls. */
export function sumBuckets(buckets: Iterable<Bucket>): WindowTotals {
	const all: Bucket = new Map()
	for (const bucket of buckets) {
		for (const [key, { calls, refusals }] of bucket) {
			const entry = all.get(key) ?? { calls: 0, refusals: 0 }
			entry.calls += calls
			entry.refusals += refusals
			all.set(key, entry)
		}
	}
	const paths = [...all].map(([key, counts]) => {
		const [path = '', egress = ''] = key.split(SEP)
		return { path, egress, ...counts }
	})
	paths.sort((a, b) => b.refusals - a.refusals || b.calls - a.calls || a.path.localeCompare(b.path))
	return {
		calls: paths.reduce((n, p) => n + p.calls, 0),
		refusals: paths.reduce((n, p) => n + p.refusals, 0),
		paths,
	}
}

/**
 * This process's window: what it alone sent to YouTube (and the fallback while Redis is away).
 * `count` takes an outcome already weighed (redis-window.server.ts weighs once for both windows).
 */
export function memoryWindow(windowMs: number, now: () => number = Date.now) {
	const size = bucketMs(windowMs)
	const buckets = new Map<number, Bucket>()
	const weigh = weigher(windowMs, now)
	const current = () => Math.floor(now() / size)
	const prune = (index: number) => {
		for (const key of buckets.keys()) if (key <= index - BUCKETS) buckets.delete(key)
	}
	/** Adds a weighed outcome to the current bucket. */
	function count(weight: Weight): void {
		const index = current()
		let bucket = buckets.get(index)
		if (!bucket) {
			prune(index)
			bucket = new Map()
			buckets.set(index, bucket)
		}
		countInto(bucket, weight)
	}
	return {
		add(outcome: UpstreamOutcome): void {
			const weight = weigh(outcome)
			if (weight) count(weight)
		},
		count,
		async totals(): Promise<WindowTotals> {
			prune(current())
			return sumBuckets(buckets.values())
		},
	} satisfies RefusalWindow & { count(weight: Weight): void }
}

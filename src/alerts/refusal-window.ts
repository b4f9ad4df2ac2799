import type { UpstreamOutcome } from '../youtube/upstream-outcomes.server'

/**
 * The sliding window of requests to YouTube that the refusal alert judges (issue 20, item 3):
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
export const pathKey = (path: string, egress: string) => `${path}${SEP}${egress}`

/** Adds one outcome to a bucket; `failed` (network, timeout) counts as a call, not a refusal. */
export function countInto(bucket: Bucket, { path, egress, outcome }: UpstreamOutcome, n = 1): void {
	const key = pathKey(path, egress)
	const entry = bucket.get(key) ?? { calls: 0, refusals: 0 }
	entry.calls += n
	if (outcome === 'refused') entry.refusals += n
	bucket.set(key, entry)
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

/** This process's window: what it alone sent to YouTube (and the fallback while Redis is away). */
export function memoryWindow(windowMs: number, now: () => number = Date.now) {
	const size = bucketMs(windowMs)
	const buckets = new Map<number, Bucket>()
	const current = () => Math.floor(now() / size)
	const prune = (index: number) => {
		for (const key of buckets.keys()) if (key <= index - BUCKETS) buckets.delete(key)
	}
	return {
		add(outcome: UpstreamOutcome): void {
			const index = current()
			let bucket = buckets.get(index)
			if (!bucket) {
				prune(index)
				bucket = new Map()
				buckets.set(index, bucket)
			}
			countInto(bucket, outcome)
		},
		async totals(): Promise<WindowTotals> {
			prune(current())
			return sumBuckets(buckets.values())
		},
	} satisfies RefusalWindow
}

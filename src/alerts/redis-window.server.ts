import type { Logger } from '../core/logger'
import type { SharedRedis } from '../state/redis.server'
import type { UpstreamOutcome } from '../youtube/upstream-outcomes.server'
import {
	BUCKETS,
	type Bucket,
	bucketMs,
	countInto,
	memoryWindow,
	type RefusalWindow,
	sumBuckets,
	type WindowTotals,
	weigher,
} from './refusal-window'

/**
 * One round trip per look: the script adds this replica's counts since its last look to their
 * buckets (each a hash that expires after the window), then returns every bucket of the window,
 * so all replicas judge the same sums. ARGV: the buckets' lifetime, then field/amount pairs per
 * key, each key's pairs preceded by its index in KEYS and their number.
 */
const ADD_AND_READ = `local ttl = ARGV[1]
local i = 2
while i <= #ARGV do
	local key = KEYS[tonumber(ARGV[i])]
	local n = tonumber(ARGV[i + 1])
	for j = 0, n - 1 do
		redis.call('HINCRBY', key, ARGV[i + 2 + j * 2], ARGV[i + 3 + j * 2])
	end
	redis.call('PEXPIRE', key, ttl)
	i = i + 2 + n * 2
end
local out = {}
for k = 1, #KEYS do out[k] = redis.call('HGETALL', KEYS[k]) end
return out`

/**
 * The window shared by every replica through Redis (decision 20): each bucket is a hash
 * `alert:window:<bucket number>` with `c\u001f<path>\u001f<egress>` (calls) and `r…` (refusals).
 * Outcomes are counted in memory and sent at the next look (one EVAL per look, none per request);
 * while Redis is away, the look falls back to this replica's own window (logged once), and the
 * counts it could not send are sent later if their bucket is still in the window.
 */
export function redisWindow(
	redis: SharedRedis,
	windowMs: number,
	{ logger, now = Date.now }: { logger: Logger; now?: () => number },
): RefusalWindow {
	const size = bucketMs(windowMs)
	const local = memoryWindow(windowMs, now)
	const weigh = weigher(windowMs, now)
	/** Counts not yet in Redis, by bucket number. */
	let unsent = new Map<number, Bucket>()
	let away = false
	return {
		add(outcome: UpstreamOutcome) {
			const weight = weigh(outcome)
			if (!weight) return
			local.count(weight)
			const index = Math.floor(now() / size)
			let bucket = unsent.get(index)
			if (!bucket) {
				bucket = new Map()
				unsent.set(index, bucket)
			}
			countInto(bucket, weight)
		},
		async totals(): Promise<WindowTotals> {
			const current = Math.floor(now() / size)
			const first = current - BUCKETS + 1
			const keys: string[] = []
			for (let index = first; index <= current; index++) keys.push(redis.key('alert', 'window', String(index)))
			const sending = unsent
			unsent = new Map()
			const args: (string | number)[] = [size * (BUCKETS + 1)]
			for (const [index, bucket] of sending) {
				if (index < first || index > current) continue
				args.push(index - first + 1, bucket.size * 2)
				for (const [key, { calls, refusals }] of bucket) args.push(`c\u001f${key}`, calls, `r\u001f${key}`, refusals)
			}
			try {
				const reply = (await redis.send('EVAL', [ADD_AND_READ, keys.length, ...keys, ...args])) as unknown[]
				if (away) logger.info('refusal alert: the window is shared through Redis again')
				away = false
				return sumBuckets(reply.map(readBucket))
			} catch (error) {
				if (!away) logger.warn('refusal alert: Redis away, judging this replica’s own window', { error: String(error) })
				away = true
				// Sent later, if their buckets are still in the window then.
				for (const [index, bucket] of sending) {
					if (index < first) continue
					const into = unsent.get(index) ?? new Map()
					for (const [key, counts] of bucket) {
						const entry = into.get(key) ?? { calls: 0, refusals: 0 }
						entry.calls += counts.calls
						entry.refusals += counts.refusals
						into.set(key, entry)
					}
					unsent.set(index, into)
				}
				return local.totals()
			}
		},
	}
}

/** HGETALL's flat [field, value, …] (or a map, under RESP3) as a bucket. */
function readBucket(raw: unknown): Bucket {
	const pairs: [string, unknown][] = Array.isArray(raw)
		? Array.from({ length: raw.length / 2 }, (_, i) => [String(raw[i * 2]), raw[i * 2 + 1]])
		: Object.entries((raw ?? {}) as Record<string, unknown>)
	const bucket: Bucket = new Map()
	for (const [field, value] of pairs) {
		const kind = field.slice(0, 1)
		const key = field.slice(2)
		const entry = bucket.get(key) ?? { calls: 0, refusals: 0 }
		if (kind === 'c') entry.calls += Number(value)
		else if (kind === 'r') entry.refusals += Number(value)
		bucket.set(key, entry)
	}
	return bucket
}

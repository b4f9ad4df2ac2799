/**
 * Several browser workers behind the one WorkerClient interface: a job goes to the
 * least busy healthy worker (ties in turn). A worker that fails as a worker (WorkerUnavailable:
 * unreachable, silent past the timeout, 401, an answer that is not its JSON) is set aside for a
 * back-off period and the same job moves on to the next one, so one dead worker costs a visitor
 * nothing while another is healthy. A refusal a worker answered for YouTube (botCheck,
 * tokenRequired…) is passed through: another worker would meet the same YouTube.
 *
 * A set-aside worker comes back after a successful /healthz probe: started by a job once its
 * back-off ran out, or by /readyz. When no worker is healthy, jobs still try the set-aside ones
 * (soonest due first) rather than fail without asking. Nothing here runs on a timer.
 */
import type { Logger } from '../core/logger'
import type { TrackWant } from '../worker-contract/requests'
import { YouTubeError } from './errors'
import {
	createWorkerClient,
	type WorkerClient,
	type WorkerClientOptions,
	WorkerUnavailable,
} from './worker-client.server'

export type WorkerState = 'healthy' | 'down' | 'restarting'

/** One worker as /readyz shows it: by index, never by URL (/readyz is public). */
export interface WorkerStatus {
	index: number
	state: WorkerState
	detail?: string
	/** How often a supervised local worker was restarted. */
	restarts?: number
}

/** What a supervised local worker (src/server/local-worker.ts) says about its process. */
export interface SupervisedStatus {
	/** The process exited and is waiting for (or in) its restart. */
	restarting: boolean
	restarts: number
	detail?: string
}

export interface PoolMember {
	/** Read before every job: a local worker restarted on an ephemeral port comes back on another. */
	readonly url: string
	/** Present for a supervised local worker. */
	status?(): SupervisedStatus
}

export interface WorkerPoolOptions extends Omit<WorkerClientOptions, 'url'> {
	members: readonly PoolMember[]
	/** How long a failed worker is set aside at first; doubled per further failure up to maxBackoffMs. */
	backoffMs?: number
	maxBackoffMs?: number
	/** Logs a worker set aside and taken back. */
	logger?: Pick<Logger, 'info' | 'warn'>
}

interface Slot {
	index: number
	member: PoolMember
	client: WorkerClient
	/** The URL `client` was built for. */
	clientUrl: string
	inflight: number
	state: 'healthy' | 'down'
	/** Failures in a row: the back-off doubles with each. */
	failures: number
	/** When a down worker is probed again. */
	retryAt: number
	detail?: string
	probing: boolean
	/** The supervisor's restart count last seen: a new process deserves a probe at once. */
	restartsSeen: number
}

/**
 * @example
 *   const pool = createWorkerPool({ members: urls.map((url) => ({ url })), secret, timeoutMs: 21_000 })
 *   const { playerResponse } = await pool.watch('GJLlxj_dtq8') // YouTubeError as from one worker
 */
export function createWorkerPool(options: WorkerPoolOptions) {
	const { members, backoffMs = 1000, maxBackoffMs = 30_000, logger, ...clientOptions } = options
	const clientFor = (url: string) => createWorkerClient({ ...clientOptions, url })
	const slots: Slot[] = members.map((member, index) => ({
		index,
		member,
		client: clientFor(member.url),
		clientUrl: member.url,
		inflight: 0,
		state: 'healthy',
		failures: 0,
		retryAt: 0,
		probing: false,
		restartsSeen: member.status?.().restarts ?? 0,
	}))
	let turn = 0

	function clientOf(slot: Slot): WorkerClient {
		const url = slot.member.url
		if (url !== slot.clientUrl) {
			slot.client = clientFor(url)
			slot.clientUrl = url
		}
		return slot.client
	}

	function restarting(slot: Slot): boolean {
		const status = slot.member.status?.()
		if (status && status.restarts !== slot.restartsSeen) {
			slot.restartsSeen = status.restarts
			// A fresh process: whatever the old one did, ask the new one now.
			slot.retryAt = 0
			slot.failures = 0
		}
		return status?.restarting ?? false
	}

	function admit(slot: Slot): void {
		if (slot.state === 'down') logger?.info('browser worker back in the pool', { index: slot.index })
		slot.state = 'healthy'
		slot.failures = 0
		slot.detail = undefined
	}

	function setAside(slot: Slot, detail: string | undefined): void {
		slot.failures++
		const waitMs = Math.min(maxBackoffMs, backoffMs * 2 ** (slot.failures - 1))
		if (slot.state === 'healthy') logger?.warn('browser worker set aside', { index: slot.index, detail, waitMs })
		slot.state = 'down'
		slot.detail = detail
		slot.retryAt = Date.now() + waitMs
	}

	/** Asks a set-aside worker's /healthz in the background; the job that noticed doesn't wait. */
	function probe(slot: Slot): void {
		slot.probing = true
		void clientOf(slot)
			.health()
			.then((answer) => (answer.available ? admit(slot) : setAside(slot, answer.detail)))
			.finally(() => {
				slot.probing = false
			})
	}

	/** The workers to try for one job, in order. */
	function order(): Slot[] {
		const now = Date.now()
		const ready: Slot[] = []
		for (const slot of slots) {
			const down = restarting(slot)
			if (!down && slot.state === 'healthy') ready.push(slot)
			else if (!down && !slot.probing && slot.retryAt <= now) probe(slot)
		}
		if (ready.length === 0) {
			// Nobody healthy: ask the set-aside ones anyway (a dead one fails fast), restarting ones last.
			return [...slots].sort((a, b) => Number(restarting(a)) - Number(restarting(b)) || a.retryAt - b.retryAt)
		}
		const start = turn++ % slots.length
		const place = (slot: Slot) => (slot.index - start + slots.length) % slots.length
		return ready.sort((a, b) => a.inflight - b.inflight || place(a) - place(b))
	}

	async function run<T>(job: (client: WorkerClient) => Promise<T>, signal?: AbortSignal): Promise<T> {
		let failure: WorkerUnavailable | null = null
		for (const slot of order()) {
			signal?.throwIfAborted()
			slot.inflight++
			try {
				const result = await job(clientOf(slot))
				admit(slot)
				return result
			} catch (error) {
				if (!(error instanceof WorkerUnavailable)) {
					// The worker answered (a refusal for YouTube): it is working; the caller's abort says nothing.
					if (error instanceof YouTubeError) admit(slot)
					throw error
				}
				setAside(slot, error.detail)
				failure = error
			} finally {
				slot.inflight--
			}
		}
		throw failure ?? new WorkerUnavailable('upstreamError', 'no browser worker')
	}

	/** Each worker's state by index, as last known (no probe). */
	function states(): WorkerStatus[] {
		return slots.map((slot) => {
			const status = slot.member.status?.()
			const state: WorkerState = restarting(slot) ? 'restarting' : slot.state
			const detail = state === 'restarting' ? (status?.detail ?? 'restarting') : slot.detail
			return {
				index: slot.index,
				state,
				...(detail ? { detail } : {}),
				...(status ? { restarts: status.restarts } : {}),
			}
		})
	}

	return {
		watch: (videoId: string, signal?: AbortSignal) => run((client) => client.watch(videoId, signal), signal),
		captions: (videoId: string, want: TrackWant, signal?: AbortSignal) =>
			run((client) => client.captions(videoId, want, signal), signal),
		channel: (url: string, signal?: AbortSignal) => run((client) => client.channel(url, signal), signal),

		/**
		 * For /readyz: probes every worker that isn't restarting (a success takes a set-aside one
		 * back, a failure sets it aside) and lists them by index. Available: at least one healthy.
		 * Never throws.
		 */
		async health(): Promise<{ available: boolean; detail?: string; workers: WorkerStatus[] }> {
			const probes = await Promise.all(
				slots.map(async (slot) => (restarting(slot) ? null : await clientOf(slot).health())),
			)
			const details: (string | undefined)[] = []
			probes.forEach((answer, i) => {
				const slot = slots[i] as Slot
				if (!answer) return
				if (answer.available) admit(slot)
				else setAside(slot, answer.detail)
				details[i] = answer.detail
			})
			const workers = states().map((w, i) => (details[i] ? { ...w, detail: details[i] } : w))
			const healthy = workers.filter((w) => w.state === 'healthy').length
			// One worker: its own words, as before the pool; several: a count.
			const detail = workers.length === 1 ? workers[0]?.detail : `${healthy} of ${workers.length} workers healthy`
			return { available: healthy > 0, ...(detail ? { detail } : {}), workers }
		},

		states,
		/** Jobs this server has at the workers now, per worker by index (for /metrics). */
		inflight: () => slots.map((slot) => slot.inflight),
		/** Each worker's address by index: for the admin area only, never for /readyz. */
		urls: () => slots.map((slot) => slot.member.url),
	}
}

export type WorkerPool = ReturnType<typeof createWorkerPool>

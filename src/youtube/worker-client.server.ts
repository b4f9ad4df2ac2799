/**
 * The server's side of the browser worker (worker/README.md): jobs over loopback HTTP with the
 * shared secret, answers validated, failures turned into YouTubeErrors. The URL, secret and
 * timeout come from the configuration through the caller; nothing here reads the environment.
 */
import {
	type CaptionsResult,
	type ChannelResult,
	captionsAnswer,
	channelAnswer,
	type WatchResult,
	watchAnswer,
	workerFailure,
	workerHealth,
} from '../worker-contract/answers'
import {
	type CaptionsRequest,
	type ChannelRequest,
	JOB_TIMEOUT_HEADER,
	type TrackWant,
	type WatchRequest,
	WORKER_PATHS,
} from '../worker-contract/requests'
import { YouTubeError } from './errors'
import { type OutcomeBus, outcomeOfCode } from './upstream-outcomes.server'

export interface WorkerClientOptions {
	/** The worker's origin, e.g. `http://127.0.0.1:3001`. */
	url: string
	/** WORKER_SECRET, sent as `Authorization: Bearer <secret>`. */
	secret: string
	/** How long a job may take, queue wait included. */
	timeoutMs: number
	/** Each job that reached YouTube, counted under path `worker` and the egress its browser used. */
	outcomes?: OutcomeBus
	/** Injectable for tests. */
	fetch?: typeof fetch
}

/** The worker gives up this much before the client does, so its 504 arrives instead of a silence. */
const WORKER_MARGIN_MS = 500

const HEALTH_TIMEOUT_MS = 2000

/**
 * The worker itself failed (unreachable, silent past the timeout, 401, an answer that is not its
 * JSON), as opposed to a refusal it answered for YouTube (botCheck, rateLimited…): the pool
 * (worker-pool.server.ts) moves on to another worker only for this one. Still a YouTubeError
 * (`upstreamError` or `upstreamTimeout`), so callers need not know it.
 */
export class WorkerUnavailable extends YouTubeError {}

/**
 * The worker could not do the job at all (unreachable, killed mid-job, a broken answer), as
 * opposed to a refusal or a job that ran out of time (a slow page is YouTube's doing as far as
 * anyone can tell): its failure then says nothing of the video, and the plain path's refusal
 * stays the answer.
 */
export const workerDown = (error: unknown): error is WorkerUnavailable =>
	error instanceof WorkerUnavailable && error.code !== 'upstreamTimeout'

/**
 * @example
 *   const worker = createWorkerClient({ url: 'http://127.0.0.1:3001', secret, timeoutMs: 20_000 })
 *   const { playerResponse } = await worker.watch('GJLlxj_dtq8')
 *   const captions = requireCaptions(parsePlayerResponse(playerResponse))
 */
export function createWorkerClient(options: WorkerClientOptions) {
	const base = options.url.replace(/\/+$/, '')
	const doFetch = options.fetch ?? fetch

	/** The job's outcome on the bus, when the worker says which egress it went through. */
	function record(payload: unknown): void {
		const answer = payload as { ok?: unknown; code?: unknown; egress?: unknown } | null
		if (!options.outcomes || typeof answer?.egress !== 'string') return
		const code = answer.ok === true ? null : typeof answer.code === 'string' ? answer.code : 'upstreamError'
		options.outcomes.record({ path: 'worker', egress: answer.egress, outcome: outcomeOfCode(code) })
	}

	async function call(
		path: string,
		body: WatchRequest | CaptionsRequest | ChannelRequest,
		signal?: AbortSignal,
	): Promise<unknown> {
		const timeout = AbortSignal.timeout(options.timeoutMs)
		const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
		const failed = (error: unknown): never => {
			if (signal?.aborted) throw error
			if (timeout.aborted) {
				throw new WorkerUnavailable('upstreamTimeout', `worker did not answer within ${options.timeoutMs} ms`)
			}
			throw new WorkerUnavailable('upstreamError', 'worker unreachable')
		}
		let response: Response
		let payload: unknown
		try {
			response = await doFetch(`${base}${path}`, {
				method: 'POST',
				headers: {
					Authorization: `Bearer ${options.secret}`,
					'Content-Type': 'application/json',
					[JOB_TIMEOUT_HEADER]: String(Math.max(1000, options.timeoutMs - WORKER_MARGIN_MS)),
				},
				body: JSON.stringify(body),
				signal: combined,
			})
		} catch (error) {
			return failed(error)
		}
		try {
			payload = await response.json()
		} catch (error) {
			if (combined.aborted) return failed(error)
			throw new WorkerUnavailable('upstreamError', `worker answered HTTP ${response.status} without JSON`)
		}
		if (response.status === 401) throw new WorkerUnavailable('upstreamError', 'worker refused the secret (401)')
		record(payload)
		const refusal = workerFailure.safeParse(payload)
		if (refusal.success) throw new YouTubeError(refusal.data.code, refusal.data.detail)
		if (!response.ok) throw new WorkerUnavailable('upstreamError', `worker answered HTTP ${response.status}`)
		return payload
	}

	return {
		/**
		 * The player response of a watch page loaded in the worker's browser. Throws YouTubeError:
		 * the worker's code (botCheck, rateLimited, consentWall, upstreamError, upstreamTimeout),
		 * `upstreamError` "worker unreachable", or the caller's abort reason when `signal` aborts.
		 */
		async watch(videoId: string, signal?: AbortSignal): Promise<WatchResult> {
			const parsed = watchAnswer.safeParse(await call(WORKER_PATHS.watch, { videoId }, signal))
			if (!parsed.success) throw new WorkerUnavailable('upstreamError', 'worker answer is not a watch result')
			return { playerResponse: parsed.data.playerResponse, initialData: parsed.data.initialData ?? null }
		},

		/**
		 * The text of one caption track as YouTube's player fetches it in the worker's browser:
		 * the path around the PO-token wall (docs/youtube-data.md §2.4). Throws like `watch`;
		 * `tokenRequired` when not even the player got the text.
		 */
		async captions(videoId: string, want: TrackWant, signal?: AbortSignal): Promise<CaptionsResult> {
			const parsed = captionsAnswer.safeParse(await call(WORKER_PATHS.captions, { videoId, ...want }, signal))
			if (!parsed.success) throw new WorkerUnavailable('upstreamError', 'worker answer is not a captions result')
			const { playerResponse, body, url } = parsed.data
			return { playerResponse, body, url }
		},

		/** A channel page's `ytInitialData` and head, for a `https://www.youtube.com/…` URL. */
		async channel(url: string, signal?: AbortSignal): Promise<ChannelResult> {
			const parsed = channelAnswer.safeParse(await call(WORKER_PATHS.channel, { url }, signal))
			if (!parsed.success) throw new WorkerUnavailable('upstreamError', 'worker answer is not a channel result')
			return { initialData: parsed.data.initialData, meta: parsed.data.meta }
		},

		/** For /readyz: reachable, and Chromium running or not known to fail. Never throws. */
		async health(): Promise<{ available: boolean; detail?: string }> {
			try {
				const response = await doFetch(`${base}${WORKER_PATHS.health}`, {
					signal: AbortSignal.timeout(Math.min(HEALTH_TIMEOUT_MS, options.timeoutMs)),
				})
				const parsed = workerHealth.safeParse(await response.json())
				if (!parsed.success) return { available: false, detail: `unexpected /healthz answer (HTTP ${response.status})` }
				const { status, browser, busy, queued, launchError } = parsed.data
				if (status !== 'ok') return { available: false, detail: `worker ${status}` }
				if (browser === 'down' && launchError) return { available: false, detail: launchError }
				return { available: true, detail: `browser ${browser}, ${busy} busy, ${queued} queued` }
			} catch {
				return { available: false, detail: 'worker unreachable' }
			}
		},
	}
}

export type WorkerClient = ReturnType<typeof createWorkerClient>

/**
 * The worker's HTTP surface, independent of Bun.serve so tests drive it in-process:
 *
 *   GET  /healthz        → 200 { status: 'ok', browser: 'up'|'down', busy, queued }   (no auth)
 *   POST /jobs/watch     { videoId }  → 200 { ok: true, playerResponse, initialData }
 *   POST /jobs/channel   { url }      → 200 { ok: true, initialData, meta: { title, image, canonical } }
 *   POST /jobs/captions  { videoId, vssId, languageCode, kind, tlang }
 *                                     → 200 { ok: true, playerResponse, body, url }
 *
 * Jobs need `Authorization: Bearer <secret>` (401 otherwise); an optional `X-Job-Timeout-Ms`
 * shortens the job timeout to what the caller will wait. A job that fails answers
 * `{ ok: false, code, detail }` with a YouTubeErrorCode: 400 invalidUrl for a bad body, 504
 * upstreamTimeout when the job outlives jobTimeoutMs, 503 upstreamError when the queue is full
 * or the worker is stopping, 502 for everything else (botCheck, rateLimited, consentWall,
 * channelNotFound, upstreamError). The paths, header and shapes are the wire contract in
 * src/worker-contract/; the statuses are this edge's own (the YouTube layer has none).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { BrowserContext, BrowserContextOptions } from 'playwright-core'
import type { Logger } from '../src/core/logger'
import { atOrigin, requestHost } from '../src/core/request-host'
import type { WorkerHealth } from '../src/worker-contract/answers'
import { JOB_TIMEOUT_HEADER, type JobKind, WORKER_PATHS } from '../src/worker-contract/requests'
import type { Egress } from '../src/youtube/egress/egress'
import { parseEgressList } from '../src/youtube/egress/egress'
import type { Backoff } from '../src/youtube/egress/rest-store'
import { createRotation } from '../src/youtube/egress/rotation'
import { YouTubeError } from '../src/youtube/errors'
import { failure, firstLine, jobFailure, json } from './answers'
import { createBrowserPool } from './browser-pool'
import { JOB_ROUTES } from './job-routes'
import { installRouting, type RouteDecision } from './routing'

export interface WorkerOptions {
	chromiumPath: string
	/** host -> origin (UPSTREAM_OVERRIDES), honoured through request routing. */
	overrides: ReadonlyMap<string, string>
	/** Browser contexts (jobs) at once. */
	poolSize: number
	jobTimeoutMs: number
	/** Shared with the server, sent as `Authorization: Bearer <secret>`. */
	secret: string
	logger: Logger
	/**
	 * OUTBOUND_PROXY's egresses: each job's context goes through one, round robin among those not
	 * resting (in this process); a job refused or unable to reach its proxy rests it. A job is not
	 * retried through another (it costs seconds; the server's paths move on instead). None: direct.
	 */
	egresses?: readonly Egress[]
	backoff?: Backoff
	/** Every routing decision of every job (tests; debug logs). */
	onRouteDecision?: (decision: RouteDecision) => void
}

/** Bodies are a few short fields; anything bigger is not ours. */
const MAX_BODY_BYTES = 4096

/** A fixed-length digest on both sides, so the comparison takes the same time whatever was sent. */
function digest(value: string): Buffer {
	return createHash('sha256').update(value).digest()
}

/** Each job's context looks like a visit from a desktop browser in English. */
function jobContextOptions(version: string): BrowserContextOptions {
	return {
		// Headless Chromium says "HeadlessChrome" in its user agent; a browser visit does not.
		userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version.split('.')[0]}.0.0.0 Safari/537.36`,
		locale: 'en-US',
		extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
		serviceWorkers: 'block',
		viewport: { width: 1280, height: 800 },
	}
}

/**
 * Why a failed job rests its egress: YouTube refused that address (429, captcha, bot check), or
 * Chromium could not reach the proxy at all; null for anything else.
 */
function restReason(error: unknown): string | null {
	if (error instanceof YouTubeError && (error.code === 'rateLimited' || error.code === 'botCheck')) return error.code
	return /ERR_(PROXY|TUNNEL)_CONNECTION_FAILED|ERR_PROXY_/.test(firstLine(error)) ? 'unreachable' : null
}

/** Rejects with the signal's reason when it aborts (never resolves). */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
	return new Promise((_, reject) => {
		if (signal.aborted) reject(signal.reason)
		else signal.addEventListener('abort', () => reject(signal.reason), { once: true })
	})
}

/**
 * `jobTimeoutMs`, or less when the caller says how long it will wait (`X-Job-Timeout-Ms`): a job
 * nobody waits for any more only keeps a context from the next one.
 */
function jobTimeout(request: Request, jobTimeoutMs: number): number {
	const asked = Number(request.headers.get(JOB_TIMEOUT_HEADER))
	return Number.isInteger(asked) && asked > 0 ? Math.min(asked, jobTimeoutMs) : jobTimeoutMs
}

/**
 * @example
 *   const worker = createWorker({ chromiumPath: '/usr/bin/chromium', overrides: new Map(), poolSize: 2,
 *     jobTimeoutMs: 20_000, secret, logger })
 *   Bun.serve({ hostname: '127.0.0.1', port: 3001, fetch: worker.fetch })
 */
export function createWorker(options: WorkerOptions) {
	const expected = digest(`Bearer ${options.secret}`)
	let closing = false
	const rotation = createRotation({
		egresses: options.egresses ?? parseEgressList(''),
		tries: 1,
		...(options.backoff ? { backoff: options.backoff } : {}),
		onRest: (egress, ms, why) => options.logger.warn('egress rests', { egress, seconds: Math.round(ms / 1000), why }),
	})
	const pool = createBrowserPool({
		chromiumPath: options.chromiumPath,
		poolSize: options.poolSize,
		rotation,
		logger: options.logger,
		contextOptions: jobContextOptions,
	})

	function authorized(request: Request): boolean {
		return timingSafeEqual(expected, digest(request.headers.get('authorization') ?? ''))
	}

	async function readBody(request: Request): Promise<unknown> {
		const text = await request.text()
		if (text.length > MAX_BODY_BYTES) throw new YouTubeError('invalidUrl', 'body too large')
		try {
			return JSON.parse(text)
		} catch {
			throw new YouTubeError('invalidUrl', 'body is not JSON')
		}
	}

	/** Runs one job in a context with routing installed, and turns every outcome into an answer. */
	async function runJob(
		kind: JobKind,
		request: Request,
		job: (context: BrowserContext, deadline: number) => Promise<Record<string, unknown>>,
	): Promise<Response> {
		const started = Date.now()
		const timeoutMs = jobTimeout(request, options.jobTimeoutMs)
		const deadline = started + timeoutMs
		const timeout = AbortSignal.timeout(timeoutMs)
		const signal = AbortSignal.any([timeout, request.signal])
		let response: Response
		/** The egress of the job's context, once it has one: the answer names it. */
		let used: Egress | null = null
		try {
			const running = pool.run(signal, async (context, egress) => {
				used = egress
				await installRouting(context, {
					overrides: options.overrides,
					signal,
					proxy: egress.url,
					...(options.onRouteDecision ? { onDecision: options.onRouteDecision } : {}),
				})
				return job(context, deadline)
			})
			// The answer goes out at the deadline; closing the context (slow on a busy machine) goes
			// on behind it and frees the slot when done. Otherwise the caller, which waits only a
			// little longer than the deadline, would give up first and take this worker for dead.
			const result = await Promise.race([running, rejectOnAbort(signal)])
			const egress = used as Egress | null
			if (egress) rotation.served(egress)
			response = json({ ok: true, ...result, ...(egress ? { egress: egress.label } : {}) })
		} catch (error) {
			const egress = used as Egress | null
			const rest = egress && !request.signal.aborted ? restReason(error) : null
			if (egress && rest) await rotation.blocked(egress, rest)
			response = jobFailure(error, {
				timeoutMs,
				timedOut: timeout.aborted,
				callerGone: request.signal.aborted,
				logger: options.logger,
				...(egress ? { egress: egress.label } : {}),
			})
		}
		options.logger.info('job', { kind, ms: Date.now() - started, status: response.status })
		return response
	}

	async function handle(request: Request): Promise<Response> {
		// A probe without Host (HTTP/1.0) is answered; a Host that names no host is the client's mistake (400).
		// The worker reads only the path, so the origin it is put at does not matter.
		const host = requestHost(request)
		if (host === 'unusable') return json({ error: 'badRequest' }, 400)
		if (host === 'none') atOrigin(request, 'http://worker.invalid')
		const { pathname } = new URL(request.url)
		if (pathname === WORKER_PATHS.health) {
			if (request.method !== 'GET' && request.method !== 'HEAD') return json({ error: 'methodNotAllowed' }, 405)
			const stats = pool.stats()
			const health: WorkerHealth = {
				status: closing ? 'stopping' : 'ok',
				browser: stats.browser,
				busy: stats.busy,
				queued: stats.queued,
				...(stats.launchError ? { launchError: stats.launchError } : {}),
			}
			return json(health, closing ? 503 : 200)
		}
		const route = JOB_ROUTES.get(pathname)
		if (!route) return json({ error: 'notFound' }, 404)
		if (request.method !== 'POST') return json({ error: 'methodNotAllowed' }, 405, { Allow: 'POST' })
		if (!authorized(request)) {
			return json({ ok: false, error: 'unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' })
		}
		if (closing) return failure(503, 'upstreamError', 'worker is shutting down')
		let body: unknown
		try {
			body = await readBody(request)
		} catch (error) {
			return failure(400, 'invalidUrl', firstLine(error))
		}
		const parsed = route.schema.safeParse(body)
		if (!parsed.success) return failure(400, 'invalidUrl', parsed.error.issues[0]?.message)
		return runJob(route.kind, request, (context, deadline) => route.run(context, parsed.data, deadline))
	}

	return {
		fetch: handle,
		/** Launches Chromium now, so the first job does not wait for it (main.ts calls it at start). */
		warm: () => pool.warm(),
		/** Counters and test hooks (busy, queued, peakBusy, launches; killBrowserForTests). */
		pool,
		/**
		 * Stops taking jobs (503), lets running and queued ones finish (at most `timeoutMs`) and
		 * closes Chromium.
		 */
		async close(timeoutMs?: number): Promise<void> {
			closing = true
			await pool.close(timeoutMs)
		},
	}
}

export type Worker = ReturnType<typeof createWorker>

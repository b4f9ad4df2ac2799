import type { Server } from 'bun'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { RefusalAlert } from '../alerts/refusal-alert.server'
import type { ToolUsage } from '../analytics/tool-usage.server'
import type { Outbox } from '../contact/outbox.server'
import type { AppEnv } from '../core/app-env'
import type { Config } from '../core/config'
import { AppError, errorResponse } from '../core/errors'
import type { Logger } from '../core/logger'
import { atOrigin, requestHost } from '../core/request-host'
import type { ServiceProbe } from '../core/service-probe'
import type { Database } from '../db/client.server'
import type { ImageSigner } from '../image-proxy/sign.server'
import type { Upstream } from '../youtube/upstream.server'
import type { OutcomeBus } from '../youtube/upstream-outcomes.server'
import type { WorkerPool } from '../youtube/worker-pool.server'
import type { HostBinding } from './middleware/every-request'
import { MIDDLEWARE_ORDER } from './middleware-order'
import { fastPages } from './render/render-cache'
import { type AppDeps, createParts } from './wiring'

export type { AppDeps } from './wiring'

export interface TubekitApp {
	app: Hono<AppEnv>
	/** The server's entry: cached pages on the fast path, everything else through `app`. */
	fetch: (request: Request, server?: Server<undefined>) => Response | Promise<Response>
	/** `fetch` for tests: a path (and init) instead of a Request. */
	request: (path: string, init?: RequestInit) => Response | Promise<Response>
	database: Database
	logger: Logger
	/** The one door to YouTube (UPSTREAM_OVERRIDES, OUTBOUND_PROXY, timeouts). */
	upstream: Upstream
	/** The browser workers as one client (WORKER_URL's pool, or the one main.ts started), when any run. */
	worker: WorkerPool | null
	/** Signs image URLs for /api/image. */
	signer: ImageSigner
	/** Optional services report here for /readyz (worker, Redis, Chromium, Ollama). */
	services: Map<string, ServiceProbe>
	/** Tool calls per day and outcome, written every few seconds (flush() writes now). */
	usage: ToolUsage
	/** Mails stored contact messages (drain() sends what is due now). */
	outbox: Outbox
	/** What every request to YouTube came to: the refusal alert and /metrics listen. */
	outcomes: OutcomeBus
	/** The refusal alert (check() looks now). */
	alert: RefusalAlert
	close(): Promise<void>
}

/** nginx's status for a request the client closed before the answer (no standard one exists). */
const CLIENT_CLOSED_REQUEST = 499

/**
 * Builds the whole HTTP application; `main.ts` serves it and the tests call `app.request()`.
 * The parts come from wiring.ts; the order requests meet them is data in middleware-order.ts,
 * quoted by docs/ARCHITECTURE.md. In front of all this, `fetch` answers pages already in the
 * render cache (render/render-cache.ts, fastPages) with the same headers and log line, and passes everything else on.
 * @example const { app } = await createApp(testConfig()); await app.request('/')
 */
export async function createApp(config: Config, deps: AppDeps = {}): Promise<TubekitApp> {
	const parts = await createParts(config, deps)
	const { logger } = parts
	const app = new Hono<AppEnv>()
	for (const step of MIDDLEWARE_ORDER) step.install(app, parts)

	app.onError((err, c) => {
		if (err instanceof AppError) return errorResponse(c, err)
		if (err instanceof HTTPException && err.status < 500) {
			return errorResponse(c, new AppError(err.status as 400, err.status === 413 ? 'payloadTooLarge' : 'badRequest'))
		}
		// A client that left (closed the tab, aborted the fetch) is not a server error: it
		// is logged as what it is and answered with nginx's 499, which nobody will read.
		if (c.req.raw.signal.aborted) {
			logger.info('client closed the request', { requestId: c.get('requestId'), path: c.req.path })
			return c.body(null, CLIENT_CLOSED_REQUEST as 200)
		}
		logger.error('unhandled error', { requestId: c.get('requestId'), error: String(err), stack: err.stack })
		return errorResponse(c, new AppError(500, 'internal'))
	})
	app.notFound((c) => errorResponse(c, new AppError(404, 'notFound')))

	const { renderer, policy, ids, hash } = parts
	const fast = fastPages({ renderer, policy, ids, hash, logger, noindex: config.robots === 'noindex' })
	const { metrics } = parts
	// Requests by status class for /metrics, both paths counted; a scraper's own visits are not traffic.
	const counted = (response: Response) => {
		metrics.request(response.status)
		return response
	}
	const fetch = (request: Request, server?: Server<undefined>): Response | Promise<Response> => {
		// Without a Host (HTTP/1.0) a request is served as PUBLIC_URL's; one whose Host names no host is
		// put there too, only for the app's `Host` step to answer 400 (core/request-host.ts).
		const host = requestHost(request)
		if (host !== 'named') atOrigin(request, config.publicUrl)
		const hit = host === 'unusable' ? null : fast(request, server)
		if (hit) return counted(hit) // a kept page, never /metrics
		const bindings: { server: Server<undefined> | undefined } & HostBinding = { server }
		if (host === 'unusable') bindings.unusableHost = true
		const answer = app.fetch(request, bindings)
		if (new URL(request.url).pathname === '/metrics') return answer
		return answer instanceof Promise ? answer.then(counted) : counted(answer)
	}

	return {
		app,
		fetch,
		// Prefixed, not resolved: `//x` resolved against a base names the host x, as a browser would read it.
		request: (path, init) => fetch(new Request(path.startsWith('/') ? `http://localhost${path}` : path, init)),
		database: parts.database,
		logger,
		upstream: parts.upstream,
		worker: parts.worker,
		signer: parts.signer,
		services: parts.services,
		usage: parts.usage,
		outbox: parts.outbox,
		outcomes: parts.outcomes,
		alert: parts.alert,
		close: parts.close,
	}
}

export interface ServeOptions {
	port: number
	host: string
	/** How long a drain may take before open connections are cut. */
	shutdownTimeoutMs: number
	logger: Logger
	/** Runs after the last in-flight request finished (close the database, the browser…). */
	onClosed: () => Promise<void> | void
}

/**
 * Serves `fetch` with Bun.serve and returns a `shutdown` that stops accepting connections,
 * lets in-flight requests finish (up to `shutdownTimeoutMs`), then runs `onClosed`.
 * @example const { shutdown } = serve(app.fetch, opts); process.on('SIGTERM', () => shutdown('SIGTERM'))
 */
export function serve(
	fetch: (request: Request, server: Server<undefined>) => Response | Promise<Response>,
	opts: ServeOptions,
) {
	const server = Bun.serve({ port: opts.port, hostname: opts.host, fetch, idleTimeout: 30 })
	let stopping: Promise<void> | null = null
	const shutdown = (signal: string): Promise<void> => {
		stopping ??= (async () => {
			opts.logger.info('shutting down', { signal, inFlight: server.pendingRequests })
			const timer = setTimeout(() => {
				opts.logger.warn('drain timed out, closing connections', { inFlight: server.pendingRequests })
				void server.stop(true)
			}, opts.shutdownTimeoutMs)
			await server.stop(false) // resolves once in-flight requests have finished
			clearTimeout(timer)
			await opts.onClosed()
			opts.logger.info('stopped', { signal })
		})()
		return stopping
	}
	return { server, shutdown }
}

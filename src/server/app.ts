import type { Server } from 'bun'
import { Hono } from 'hono'
import type { AppEnv } from '../core/app-env'
import type { Config } from '../core/config'
import type { Logger } from '../core/logger'
import { atOrigin, requestHost } from '../core/request-host'
import { installErrorAnswers } from './error-answers'
import type { HostBinding } from './middleware/every-request'
import { MIDDLEWARE_ORDER } from './middleware-order'
import { fastPages } from './render/render-cache'
import { type AppDeps, type AppParts, createParts } from './wiring'

export type { AppDeps } from './wiring'

/** The app's parts (wiring.ts), the Hono app, and the server's entry. */
export type TubekitApp = AppParts & {
	app: Hono<AppEnv>
	/** The server's entry: kept pages on the fast path, everything else through `app`. */
	fetch: (request: Request, server?: Server<undefined>) => Response | Promise<Response>
	/** `fetch` for tests: a path (and init) instead of a Request. */
	request: (path: string, init?: RequestInit) => Response | Promise<Response>
}

/** The parts (wiring.ts), the pipeline (MIDDLEWARE_ORDER), and `fetch`: kept pages first (fastPages), then Hono. */
export async function createApp(config: Config, deps: AppDeps = {}): Promise<TubekitApp> {
	const parts = await createParts(config, deps)
	const { logger, metrics } = parts
	const app = new Hono<AppEnv>()
	for (const step of MIDDLEWARE_ORDER) step.install(app, parts)

	installErrorAnswers(app, logger)

	const { renderer, policy, ids, hash } = parts
	const fast = fastPages({ renderer, policy, ids, hash, logger, noindex: config.robots === 'noindex' })
	// Requests by status class for /metrics, both paths counted; a scraper's own visits are not traffic.
	const counted = (response: Response) => {
		metrics.request(response.status)
		return response
	}
	const fetch = (request: Request, server?: Server<undefined>): Response | Promise<Response> => {
		// No Host: served as PUBLIC_URL's; a Host that names no host: put there only to be answered 400.
		const host = requestHost(request)
		if (host !== 'named') atOrigin(request, config.publicUrl)
		const hit = host === 'unusable' ? null : fast(request, server)
		if (hit) return counted(hit)
		const bindings: { server: Server<undefined> | undefined } & HostBinding = { server }
		if (host === 'unusable') bindings.unusableHost = true
		const answer = app.fetch(request, bindings)
		if (new URL(request.url).pathname === '/metrics') return answer
		return answer instanceof Promise ? answer.then(counted) : counted(answer)
	}
	// Prefixed, not resolved: `//x` resolved against a base names the host x, as a browser would read it.
	const request = (path: string, init?: RequestInit) =>
		fetch(new Request(path.startsWith('/') ? `http://localhost${path}` : path, init))
	return { ...parts, app, fetch, request }
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

/** Bun.serve, and a `shutdown` that lets in-flight requests finish, then runs `onClosed`: no request cut off. */
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

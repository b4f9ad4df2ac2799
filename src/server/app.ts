import type { Server } from 'bun'
import { Hono } from 'hono'
import type { AppEnv } from '../core/app-env'
import type { Config } from '../core/config'
import type { Logger } from '../core/logger'
import { atOrigin, requestHost } from '../core/request-host'
import { installErrorAnswers } from './error-answers'
import { MIDDLEWARE_ORDER } from './middleware-order'
import { fastPages } from './render/render-cache'
import { type AppDeps, createParts } from './wiring'

export type { AppDeps } from './wiring'
export type TubekitApp = Awaited<ReturnType<typeof createApp>>

/** The parts (wiring.ts), the pipeline (MIDDLEWARE_ORDER), and `fetch`: kept pages first (fastPages), then Hono. */
export async function createApp(config: Config, deps: AppDeps = {}) {
	const parts = await createParts(config, deps)
	const app = new Hono<AppEnv>()
	for (const step of MIDDLEWARE_ORDER) step.install(app, parts)
	installErrorAnswers(app, parts.logger)

	const fast = fastPages(parts)
	// Requests by status class for /metrics, both paths counted; a scraper's own visits are not traffic.
	const counted = (response: Response) => {
		parts.metrics.request(response.status)
		return response
	}
	const fetch = (request: Request, server?: Server<undefined>): Response | Promise<Response> => {
		// No Host: served as PUBLIC_URL's; a Host that names no host: put there only to be answered 400.
		const host = requestHost(request)
		if (host !== 'named') atOrigin(request, config.publicUrl)
		const hit = host === 'unusable' ? null : fast(request, server)
		if (hit) return counted(hit)
		const answer = app.fetch(request, host === 'unusable' ? { server, unusableHost: true } : { server })
		if (new URL(request.url).pathname === '/metrics') return answer
		return answer instanceof Promise ? answer.then(counted) : counted(answer)
	}
	// For tests, a path instead of a Request: prefixed, not resolved (`//x` resolved against a base names the host x).
	const request = (path: string, init?: RequestInit) =>
		fetch(new Request(path.startsWith('/') ? `http://localhost${path}` : path, init))
	return { ...parts, app, fetch, request }
}

/** Bun.serve, and a `shutdown` that lets in-flight requests finish, then runs `onClosed`: no request cut off. */
export function serve(
	fetch: (request: Request, server: Server<undefined>) => Response | Promise<Response>,
	opts: Pick<Config, 'port' | 'host' | 'shutdownTimeoutMs'> & { logger: Logger; onClosed: () => Promise<void> | void },
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

import type { Server } from 'bun'
import type { Logger } from '../core/logger'

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

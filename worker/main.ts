/**
 * The worker process: `bun worker/main.ts`. Listens on WORKER_HOST:WORKER_PORT (loopback unless a
 * separate deployment says otherwise; port 0 picks a free one: the log line `worker listening`
 * says which, and so does an IPC message when the parent opened a channel), needs WORKER_SECRET, and drains on SIGTERM/SIGINT, or when the
 * parent that spawned it with IPC is gone: stop accepting, let running and queued jobs finish,
 * close Chromium, exit 0. It reads its own variables only (loadWorkerConfig, worker/README.md
 * "Environment"): a worker on its own machine need not be given the server's settings.
 */
import { ConfigError, loadWorkerConfig, type WorkerConfig } from '../src/core/config'
import { createLogger } from '../src/core/logger'
import { createWorker } from './app'

function fail(message: string): never {
	console.error(message)
	process.exit(1)
}

function readConfig(): WorkerConfig {
	try {
		return loadWorkerConfig()
	} catch (error) {
		if (error instanceof ConfigError) fail(error.message)
		throw error
	}
}

const config = readConfig()
const secret = config.secret
if (!secret) {
	fail('WORKER_SECRET is required: the worker only runs jobs for callers that send it (at least 16 characters).')
}
const chromiumPath = config.chromiumPath
if (!chromiumPath) {
	fail('Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.')
}

const logger = createLogger(config.logLevel)
const worker = createWorker({
	chromiumPath,
	overrides: config.upstreamOverrides,
	poolSize: config.poolSize,
	jobTimeoutMs: config.jobTimeoutMs,
	secret,
	logger,
	egresses: config.egress.egresses,
	backoff: { baseMs: config.egress.backoffMs, maxMs: config.egress.maxBackoffMs },
})

const server = Bun.serve({
	hostname: config.host,
	port: config.port,
	// A job may wait in the queue and then run for jobTimeoutMs: keep the connection that long.
	idleTimeout: Math.min(255, Math.ceil((config.jobTimeoutMs * 2) / 1000) + 10),
	maxRequestBodySize: 16 * 1024,
	fetch: worker.fetch,
})
logger.info('worker listening', { port: server.port })
// A parent that spawned us with an IPC channel (src/server/main.ts) learns the port whatever LOG_LEVEL says.
process.send?.({ msg: 'worker listening', port: server.port })

// Start Chromium now; a failure is logged and retried by the first job (healthz shows it).
worker.warm().catch(() => {})

let stopping = false
function shutdown(reason: string): void {
	if (stopping) return
	stopping = true
	logger.info('worker stopping', { reason })
	const stopped = server.stop()
	const force = setTimeout(() => {
		logger.warn('worker shutdown timed out; closing connections')
		void server.stop(true)
	}, config.shutdownTimeoutMs)
	void worker
		.close(config.shutdownTimeoutMs)
		.then(() => stopped)
		.then(() => {
			clearTimeout(force)
			logger.info('worker stopped')
			logger.flush()
			process.exit(0)
		})
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutdown(signal))
// Spawned with an IPC channel: the parent server is gone (even SIGKILLed), so nobody will send jobs.
process.on('disconnect', () => shutdown('parent exited'))

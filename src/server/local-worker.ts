import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { type Config, childEnv } from './config'
import type { Logger } from './logger'

const ENTRY = resolve(import.meta.dir, '../../worker/main.ts')

export interface LocalWorker {
	url: string
	secret: string
	stop(): Promise<number | null>
}

/**
 * Starts `bun worker/main.ts` beside the server (issue 3: `bun run start` starts the worker
 * when Chromium is present) unless WORKER_URL names a separate one or WORKER_AUTOSTART is
 * off. The secret is generated per start unless configured; the worker reports its port
 * over IPC. Without a worker the tools keep to plain HTTP.
 */
export async function startLocalWorker(config: Config, logger: Logger): Promise<LocalWorker | null> {
	if (config.worker.url || !config.worker.autostart || !config.chromiumPath) return null
	const secret = config.worker.secret ?? randomBytes(24).toString('base64url')
	const { promise: listening, resolve: announce } = Promise.withResolvers<number>()
	const proc = Bun.spawn(['bun', ENTRY], {
		env: childEnv({ WORKER_SECRET: secret, WORKER_PORT: String(config.worker.port) }),
		stdin: 'ignore',
		stdout: 'inherit',
		stderr: 'inherit',
		ipc(message) {
			const m = message as { msg?: string; port?: number }
			if (m.msg === 'worker listening' && typeof m.port === 'number') announce(m.port)
		},
	})
	const port = await Promise.race([listening, proc.exited.then(() => null), Bun.sleep(15_000).then(() => null)])
	if (port === null) {
		logger.warn('browser worker did not start; plain HTTP only', { exitCode: proc.exitCode })
		proc.kill('SIGKILL')
		return null
	}
	let stopping = false
	void proc.exited.then((code) => {
		if (!stopping) logger.error('browser worker exited', { code })
	})
	logger.info('browser worker started', { port })
	return {
		url: `http://127.0.0.1:${port}`,
		secret,
		async stop() {
			stopping = true
			proc.kill('SIGTERM')
			return proc.exited
		},
	}
}

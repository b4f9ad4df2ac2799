import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import type { Subprocess } from 'bun'
import { type Config, childEnv } from '../core/config'
import type { Logger } from '../core/logger'
import type { PoolMember, SupervisedStatus } from '../youtube/worker-pool.server'

const ENTRY = resolve(import.meta.dir, '../../worker/main.ts')

/** How long a start may take until the worker announces its port. */
const START_TIMEOUT_MS = 15_000

export interface RestartPolicy {
	firstDelayMs: number
	maxDelayMs: number
	/** A worker that stayed up this long starts over at firstDelayMs after its next exit. */
	stableMs: number
}

/** 0.5 s, 1 s, 2 s … 30 s between restarts in a row; a minute up resets the count. */
export const RESTART_POLICY: RestartPolicy = { firstDelayMs: 500, maxDelayMs: 30_000, stableMs: 60_000 }

/** The local worker as one member of the server's worker pool (youtube/worker-pool.server.ts). */
export interface LocalWorker extends PoolMember {
	/** Where it listens now: the same port after a restart, unless WORKER_PORT is 0 (then the one it announced). */
	readonly url: string
	secret: string
	/** `restarting` while its process is down, and how often it was restarted. */
	status(): SupervisedStatus
	/** SIGTERM (it finishes its jobs) and no more restarts; the exit code. */
	stop(): Promise<number | null>
}

interface Launched {
	proc: Subprocess
	/** The port it announced over IPC; null: it exited or stayed silent, and was killed. */
	port: number | null
}

/** Spawns `bun worker/main.ts` and waits for the port it announces over IPC. */
async function launch(config: Config, secret: string): Promise<Launched> {
	const { promise: listening, resolve: announce } = Promise.withResolvers<number | null>()
	const proc = Bun.spawn(['bun', ENTRY], {
		env: childEnv({
			WORKER_SECRET: secret,
			WORKER_PORT: String(config.worker.port),
			LOG_LEVEL: config.logLevel,
			// The server's own overrides, not the environment's: a test's configuration points both at its fake.
			UPSTREAM_OVERRIDES: [...config.upstreamOverrides].map(([host, origin]) => `${host}=${origin}`).join(','),
		}),
		stdin: 'ignore',
		stdout: 'inherit',
		stderr: 'inherit',
		ipc(message) {
			const m = message as { msg?: string; port?: number }
			if (m.msg === 'worker listening' && typeof m.port === 'number') announce(m.port)
		},
	})
	const timer = setTimeout(() => announce(null), START_TIMEOUT_MS)
	void proc.exited.then(() => announce(null))
	const announced = await listening
	clearTimeout(timer)
	if (announced === null) proc.kill('SIGKILL')
	return { proc, port: announced }
}

/**
 * Starts `bun worker/main.ts` beside the server (`bun run start` starts the worker
 * when Chromium is present) unless WORKER_URL names separate ones or WORKER_AUTOSTART is
 * off. The secret is generated per start unless configured; the worker reports its port
 * over IPC. Without a worker the tools keep to plain HTTP.
 *
 * Once up it is supervised: when it exits unexpectedly (a crash, the OOM killer,
 * `kill -9`) it is started again after RESTART_POLICY's back-off, on the same WORKER_PORT,
 * and each restart is logged; until stop() it never stays down for good.
 */
export async function startLocalWorker(
	config: Config,
	logger: Logger,
	policy: RestartPolicy = RESTART_POLICY,
): Promise<LocalWorker | null> {
	if (config.worker.urls.length || !config.worker.autostart || !config.chromiumPath) return null
	const secret = config.worker.secret ?? randomBytes(24).toString('base64url')
	const first = await launch(config, secret)
	if (first.port === null) {
		logger.warn('browser worker did not start; plain HTTP only', { exitCode: first.proc.exitCode })
		return null
	}
	// The pid is for operators (and the supervision test) only: the log, never /readyz.
	logger.info('browser worker started', { port: first.port, pid: first.proc.pid })

	let current = first.proc
	let port = first.port
	let upSince: number | null = Date.now()
	let restarts = 0
	/** Restarts in a row without a stable run: the next delay is firstDelayMs * 2^attempt. */
	let attempt = 0
	/** Why it is down (null while it runs). */
	let down: string | null = null
	let timer: ReturnType<typeof setTimeout> | undefined
	let relaunching: Promise<void> | null = null
	let stopping = false

	function watch(proc: Subprocess): void {
		void proc.exited.then((code) => {
			if (stopping || proc !== current) return
			const uptimeMs = upSince === null ? 0 : Date.now() - upSince
			upSince = null
			down = proc.signalCode ? `exited (${proc.signalCode})` : `exited (code ${code})`
			logger.error('browser worker exited', { code, signal: proc.signalCode ?? undefined, uptimeMs })
			if (uptimeMs >= policy.stableMs) attempt = 0
			schedule(code)
		})
	}

	function schedule(code: number | null): void {
		const delayMs = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** attempt)
		attempt++
		timer = setTimeout(() => {
			relaunching = relaunch(code).finally(() => {
				relaunching = null
			})
		}, delayMs)
	}

	async function relaunch(code: number | null): Promise<void> {
		const next = await launch(config, secret)
		if (stopping) {
			next.proc.kill('SIGTERM')
			await next.proc.exited
			return
		}
		if (next.port === null) {
			logger.error('browser worker restart failed', { attempt, exitCode: next.proc.exitCode })
			schedule(code)
			return
		}
		current = next.proc
		port = next.port
		upSince = Date.now()
		restarts++
		down = null
		logger.warn('browser worker restarted', { attempt, code, restarts, port, pid: current.pid })
		watch(current)
	}

	watch(current)
	return {
		get url() {
			return `http://127.0.0.1:${port}`
		},
		secret,
		status: () => ({ restarting: down !== null, restarts, ...(down ? { detail: `${down}, restarting` } : {}) }),
		async stop() {
			stopping = true
			clearTimeout(timer)
			// A restart under way sees `stopping` and ends its own process.
			await relaunching
			if (current.exitCode === null && current.signalCode === null) current.kill('SIGTERM')
			return current.exited
		},
	}
}

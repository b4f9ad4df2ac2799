/**
 * A real Redis for tests: Debian's `redis-server` (installed by .ci/run) on a free loopback
 * port, in memory only (no snapshot, no append-only file). `kill` and `restart` let a test take
 * it away and bring it back on the same port.
 * @example const redis = await startRedis(); … REDIS_URL: redis.url … await redis.stop()
 */
import type { Subprocess } from 'bun'
import { freePort } from './server'

export const REDIS_SERVER = Bun.which('redis-server') ?? '/usr/bin/redis-server'

export interface TestRedis {
	url: string
	port: number
	/** SIGKILL: gone at once, with everything it held. */
	kill(): Promise<void>
	/** SIGSTOP / SIGCONT: a server that hangs without closing its connections. */
	pause(): void
	resume(): void
	/** A fresh, empty server on the same port. */
	restart(): Promise<void>
	stop(): Promise<void>
}

/** `password`: clients must AUTH (REDIS_URL `redis://:password@…`). */
export async function startRedis({ password }: { password?: string } = {}): Promise<TestRedis> {
	const port = await freePort()
	let proc: Subprocess | null = null
	const launch = async () => {
		proc = Bun.spawn(
			[
				REDIS_SERVER,
				'--port',
				String(port),
				'--bind',
				'127.0.0.1',
				'--save',
				'',
				'--appendonly',
				'no',
				...(password ? ['--requirepass', password] : []),
			],
			{ stdout: 'ignore', stderr: 'pipe' },
		)
		const deadline = Date.now() + 10_000
		for (;;) {
			const ok = await Bun.connect({ hostname: '127.0.0.1', port, socket: { data() {} } })
				.then((s) => {
					s.end()
					return true
				})
				.catch(() => false)
			if (ok) return
			if (proc.exitCode !== null || Date.now() > deadline) {
				throw new Error(
					`redis-server did not start on ${port}: ${await new Response(proc.stderr as ReadableStream).text()}`,
				)
			}
			await Bun.sleep(25)
		}
	}
	const kill = async () => {
		const p = proc as Subprocess | null
		if (!p) return
		p.kill('SIGKILL')
		await p.exited
		proc = null
	}
	await launch()
	return {
		url: `redis://${password ? `:${encodeURIComponent(password)}@` : ''}127.0.0.1:${port}`,
		port,
		kill,
		pause: () => (proc as Subprocess | null)?.kill('SIGSTOP'),
		resume: () => (proc as Subprocess | null)?.kill('SIGCONT'),
		async restart() {
			await kill()
			await launch()
		},
		stop: kill,
	}
}

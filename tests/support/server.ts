import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Subprocess } from 'bun'
import { testUpstreamOverrides } from '../../src/core/config'

const ROOT = resolve(import.meta.dir, '../..')

export interface RunningServer {
	url: string
	port: number
	pid: number
	/** Everything the process printed on stdout (JSON log lines), when captured. */
	logs: () => string[]
	/** Everything it printed on stderr: nothing, as the server logs only JSON lines on stdout (core/logger.ts). */
	stderr: () => string[]
	/** SIGTERM (SIGKILL after 15 s) and wait for the exit code. */
	stop: (signal?: NodeJS.Signals) => Promise<number>
	process: Subprocess
	dataDir: string
}

export interface StartOptions {
	/**
	 * Keep stdout lines for `logs()` (tests). Benchmarks turn it off: collecting hundreds of
	 * thousands of access-log lines would take CPU from the server being measured.
	 */
	captureLogs?: boolean
	/** The checkout whose server runs (default: this one); bench/first-click.ts compares another commit's. */
	root?: string
}

/**
 * Starts the real server (`src/server/main.ts`, the production entry) on a free loopback
 * port with its own data folder and PUBLIC_URL, and resolves once /healthz answers
 * (whatever LOG_LEVEL says). Every YouTube host is refused at once unless `env.UPSTREAM_OVERRIDES`
 * names the fake. Needs a client build (`bun run build`).
 * @example const server = await startServer({ ROBOTS: 'noindex' })
 */
export async function startServer(
	env: Record<string, string> = {},
	{ captureLogs = true, root = ROOT }: StartOptions = {},
): Promise<RunningServer> {
	const dataDir = mkdtempSync(join(tmpdir(), 'tubekit-test-'))
	const port = env.PORT ? Number(env.PORT) : await freePort()
	const url = `http://127.0.0.1:${port}`
	const proc = Bun.spawn(['bun', 'src/server/main.ts'], {
		cwd: root,
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			PUBLIC_URL: url,
			DATABASE_URL: `file:${join(dataDir, 'tubekit.db')}`,
			DATA_DIR: dataDir,
			LOG_LEVEL: 'info',
			RATE_LIMIT_SECRET: 'test-secret-0123456789abcdef',
			// No browser worker unless a test asks for one (it would start Chromium).
			WORKER_AUTOSTART: 'false',
			WORKER_PORT: '0',
			// No model unless a test starts the fake Ollama (never a real one on this machine).
			OLLAMA_HOST: 'off',
			...env,
			// Every YouTube host refused at once on loopback unless the caller names the fake: never the internet.
			UPSTREAM_OVERRIDES: testUpstreamOverrides(env.UPSTREAM_OVERRIDES),
		},
		stdout: captureLogs ? 'pipe' : 'ignore',
		stderr: 'pipe',
	})
	const lines: string[] = []
	const stdoutDone = captureLogs ? collectLines(proc.stdout as ReadableStream<Uint8Array>, lines) : Promise.resolve()
	const errLines: string[] = []
	const stderrDone = collectLines(proc.stderr as ReadableStream<Uint8Array>, errLines)
	const deadline = Date.now() + 20_000
	for (;;) {
		if (proc.exitCode !== null) {
			await stderrDone
			throw new Error(
				`server exited with ${proc.exitCode} before answering:\n${errLines.join('\n')}\n${lines.join('\n')}`,
			)
		}
		if (await answersHealthz(url)) break
		if (Date.now() > deadline) {
			proc.kill('SIGKILL')
			throw new Error('server did not answer /healthz within 20 s')
		}
		await Bun.sleep(50)
	}
	return {
		url,
		port,
		pid: proc.pid,
		logs: () => [...lines],
		stderr: () => [...errLines],
		process: proc,
		dataDir,
		stop: async (signal = 'SIGTERM') => {
			proc.kill(signal)
			const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000)
			const code = await proc.exited
			// What it wrote while stopping is read to the end too (a reader still open would not wait past 2 s).
			await Promise.race([Promise.all([stdoutDone, stderrDone]), Bun.sleep(2000)])
			clearTimeout(timer)
			rmSync(dataDir, { recursive: true, force: true })
			return code
		},
	}
}

async function collectLines(stream: ReadableStream<Uint8Array>, lines: string[]): Promise<void> {
	const decoder = new TextDecoder()
	let buffer = ''
	for await (const chunk of stream) {
		buffer += decoder.decode(chunk, { stream: true })
		let nl = buffer.indexOf('\n')
		while (nl >= 0) {
			lines.push(buffer.slice(0, nl))
			buffer = buffer.slice(nl + 1)
			nl = buffer.indexOf('\n')
		}
	}
	buffer += decoder.decode()
	if (buffer) lines.push(buffer)
}

export async function freePort(): Promise<number> {
	const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response('') })
	const port = server.port as number
	await server.stop(true)
	return port
}

/** Whether `url`/healthz answers 2xx now (the body is read, so the connection is reused). */
export function answersHealthz(url: string): Promise<boolean> {
	return fetch(`${url}/healthz`)
		.then(async (res) => {
			await res.arrayBuffer()
			return res.ok
		})
		.catch(() => false)
}

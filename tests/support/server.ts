import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Subprocess } from 'bun'

const ROOT = resolve(import.meta.dir, '../..')

export interface RunningServer {
	url: string
	port: number
	/** Everything the process printed on stdout (JSON log lines). */
	logs: () => string[]
	/** SIGTERM and wait for the exit code. */
	stop: (signal?: NodeJS.Signals) => Promise<number>
	process: Subprocess
	dataDir: string
}

/**
 * Starts the real server (`src/server/main.ts`, the production entry) on a free loopback
 * port with its own data folder, and resolves once it logs that it is listening.
 * Needs a client build (`bun run build`).
 * @example const server = await startServer({ ROBOTS: 'noindex' })
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
	const dataDir = mkdtempSync(join(tmpdir(), 'tubekit-test-'))
	const port = env.PORT ? Number(env.PORT) : await freePort()
	const proc = Bun.spawn(['bun', 'src/server/main.ts'], {
		cwd: ROOT,
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			PUBLIC_URL: `http://127.0.0.1:${port}`,
			DATABASE_URL: `file:${join(dataDir, 'tubekit.db')}`,
			DATA_DIR: dataDir,
			LOG_LEVEL: 'info',
			RATE_LIMIT_SECRET: 'e2e-secret-0123456789abcdef',
			...env,
		},
		stdout: 'pipe',
		stderr: 'pipe',
	})
	const lines: string[] = []
	const { promise: listening, resolve: ready } = Promise.withResolvers<void>()
	void (async () => {
		const decoder = new TextDecoder()
		let buffer = ''
		for await (const chunk of proc.stdout as ReadableStream<Uint8Array>) {
			buffer += decoder.decode(chunk, { stream: true })
			let nl = buffer.indexOf('\n')
			while (nl >= 0) {
				const line = buffer.slice(0, nl)
				buffer = buffer.slice(nl + 1)
				lines.push(line)
				if (line.includes('"msg":"listening"')) ready()
				nl = buffer.indexOf('\n')
			}
		}
	})()
	const stderr = new Response(proc.stderr as ReadableStream).text()
	const exited = proc.exited.then(async (code) => {
		throw new Error(`server exited with ${code} before listening:\n${await stderr}\n${lines.join('\n')}`)
	})
	await Promise.race([
		listening,
		exited,
		Bun.sleep(20_000).then(() => Promise.reject(new Error('server did not start in 20 s'))),
	])
	exited.catch(() => {})
	return {
		url: `http://127.0.0.1:${port}`,
		port,
		logs: () => [...lines],
		process: proc,
		dataDir,
		stop: async (signal = 'SIGTERM') => {
			proc.kill(signal)
			const code = await proc.exited
			rmSync(dataDir, { recursive: true, force: true })
			return code
		},
	}
}

export async function freePort(): Promise<number> {
	const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response('') })
	const port = server.port as number
	await server.stop(true)
	return port
}

/**
 * Starting the production server for benchmarks.
 *
 * tests/support/server.ts `startServer()` waits for the "listening" log line and keeps every
 * stdout line in the parent process. Both get in the way of a throughput run: at
 * LOG_LEVEL=warn there is no "listening" line, and at LOG_LEVEL=info the parent would spend
 * CPU collecting hundreds of thousands of access-log lines on the same cores as the server
 * and wrk. So this starter uses the same command and environment as startServer(), sends
 * stdout to /dev/null, and waits for /healthz instead.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../../tests/support/server'

export const ROOT = resolve(import.meta.dir, '../..')

export interface BenchServer {
	url: string
	port: number
	pid: number
	stop: () => Promise<number>
}

/**
 * Runs `bun src/server/main.ts` (NODE_ENV=production, loopback, fresh data folder,
 * PUBLIC_URL = its own URL) and resolves when /healthz answers 200.
 * @example const server = await startBenchServer({ LOG_LEVEL: 'warn' })
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
	const dataDir = mkdtempSync(join(tmpdir(), 'tubekit-bench-'))
	const port = await freePort()
	const url = `http://127.0.0.1:${port}`
	const proc = Bun.spawn(['bun', 'src/server/main.ts'], {
		cwd: ROOT,
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			PUBLIC_URL: url,
			DATABASE_URL: `file:${join(dataDir, 'tubekit.db')}`,
			DATA_DIR: dataDir,
			LOG_LEVEL: 'info',
			RATE_LIMIT_SECRET: 'bench-secret-0123456789abcdef',
			...env,
		},
		stdout: 'ignore',
		stderr: 'pipe',
	})
	const stderr = new Response(proc.stderr as ReadableStream).text()
	const deadline = Date.now() + 20_000
	for (;;) {
		if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${await stderr}`)
		try {
			const res = await fetch(`${url}/healthz`)
			await res.arrayBuffer()
			if (res.ok) break
		} catch {}
		if (Date.now() > deadline) {
			proc.kill()
			throw new Error('server did not answer /healthz within 20 s')
		}
		await Bun.sleep(50)
	}
	return {
		url,
		port,
		pid: proc.pid,
		stop: async () => {
			proc.kill('SIGTERM')
			const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000)
			const code = await proc.exited
			clearTimeout(timer)
			rmSync(dataDir, { recursive: true, force: true })
			return code
		},
	}
}

/** The current client build's manifest, to notice a rebuild while a benchmark runs. */
export function manifestStamp(): string {
	try {
		return readFileSync(join(ROOT, 'dist/client/manifest.json'), 'utf8')
	} catch {
		return ''
	}
}

/** Fails early with a clear message when dist/client has not been built. */
export async function assertBuilt(): Promise<void> {
	if (!(await Bun.file(join(ROOT, 'dist/client/manifest.json')).exists())) {
		console.error('dist/client/manifest.json is missing: run `bun run build` first (or `bun run bench`).')
		process.exit(1)
	}
}

export const fmt = (n: number, digits = 0) =>
	n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

export function percentile(sorted: number[], p: number): number {
	if (sorted.length === 0) return Number.NaN
	const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
	return sorted[i] as number
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function processCpuSeconds(pid: number): number {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
		// fields[11] = utime, fields[12] = stime (fields 14 and 15 of proc(5)), in clock ticks.
		return (Number(fields[11]) + Number(fields[12])) / 100
	} catch {
		return Number.NaN
	}
}

export const verdict = (met: boolean) => (met ? 'TARGET MET' : 'TARGET MISSED')

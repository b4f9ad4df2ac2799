/** Shared pieces of the benchmarks: the server under test, build checks, formatting. */
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { startServer } from '../../tests/support/server'

export const ROOT = resolve(import.meta.dir, '../..')

export interface BenchServer {
	url: string
	port: number
	pid: number
	stop: () => Promise<number>
}

/**
 * The production server for a benchmark: tests/support/server.ts's startServer() without
 * collecting stdout (hundreds of thousands of access-log lines would take CPU from the
 * server and wrk on the same cores).
 * @example const server = await startBenchServer({ LOG_LEVEL: 'warn' })
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
	return startServer(env, { captureLogs: false })
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

/**
 * The median of a sample, and for an even count the lower of the middle two: always a figure that
 * was measured (one Lighthouse run's score, one load's time), as Lighthouse's own median run is.
 */
export function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor((sorted.length - 1) / 2)] as number
}

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

/** The first line of a benchmark: its name, the machine's load average (other work lowers every figure) and the time. */
export function benchHeader(name: string): void {
	console.log(
		`${name} bench · load average ${loadavg()
			.map((l) => l.toFixed(2))
			.join(' ')} · ${new Date().toISOString()}`,
	)
}

import type { Config } from './config'

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
type Level = Exclude<keyof typeof LEVELS, 'silent'>

export interface Logger {
	debug(msg: string, fields?: Record<string, unknown>): void
	info(msg: string, fields?: Record<string, unknown>): void
	warn(msg: string, fields?: Record<string, unknown>): void
	error(msg: string, fields?: Record<string, unknown>): void
	/** Whether `level` is written, so callers can skip building fields nobody reads. */
	enabled(level: Level): boolean
	/** Queues a line built only when its batch is written (the access log's), in order with the others. */
	later(level: Level, line: LaterLine): void
	/** Writes out lines still buffered. */
	flush(): void
}

/** Built when its batch is written: the access line cost 3.9 µs of a hit's 20 µs instead of 5.7 µs. */
export interface LaterLine {
	/** The whole JSON line, its newline included. */
	text(): string
}

/** One stdout write per batch on a timer: a batch per event-loop turn cost 2 µs a line of a hit's 10 µs. */
const FLUSH_MS = 10
const BATCH_LINES = 512
function batchedStdout(): { write: (line: string | LaterLine) => void; flush: () => void } {
	let pending: (string | LaterLine)[] = []
	let timer: ReturnType<typeof setTimeout> | null = null
	const flush = () => {
		if (timer) clearTimeout(timer)
		timer = null
		if (pending.length === 0) return
		const lines = pending
		pending = []
		let out = ''
		for (const line of lines) out += typeof line === 'string' ? line : line.text()
		process.stdout.write(out)
	}
	process.on('exit', flush)
	return {
		write: (line) => {
			const waiting = pending.push(line)
			if (waiting >= BATCH_LINES) flush()
			else if (waiting === 1) timer = setTimeout(flush, FLUSH_MS)
		},
		flush,
	}
}

/** JSON lines on stdout. Callers never pass a raw client address: the access log carries the client key. */
export function createLogger(level: Config['logLevel'], write?: (line: string) => void): Logger {
	const threshold = LEVELS[level]
	const sink = write
		? { write: (line: string | LaterLine) => write(typeof line === 'string' ? line : line.text()), flush: () => {} }
		: batchedStdout()
	const log = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
		if (LEVELS[lvl] < threshold) return
		sink.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`)
	}
	return {
		debug: (m, f) => log('debug', m, f),
		info: (m, f) => log('info', m, f),
		warn: (m, f) => log('warn', m, f),
		error: (m, f) => log('error', m, f),
		enabled: (lvl) => LEVELS[lvl] >= threshold,
		later: (lvl, line) => {
			if (LEVELS[lvl] >= threshold) sink.write(line)
		},
		flush: sink.flush,
	}
}

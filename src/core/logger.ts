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
	/**
	 * Writes a line whose fields the caller serialized already: `fields` is JSON object members
	 * without braces (`"a":1,"b":"x"`). For the access log, one line per request (issue 18, item 2).
	 */
	prebuilt(level: Level, msg: string, fields: string): void
	/** Writes out lines still buffered (the default writer batches them per tick). */
	flush(): void
}

/**
 * The default writer: lines are joined and written at most FLUSH_MS after the first of them (or
 * once BATCH_LINES wait), so a busy server makes one stdout write per batch instead of one per
 * request. A batch per event-loop turn (setImmediate) cost 2 µs a line on a cached page's 10 µs
 * path when each turn answers one request; a timer, under 1 µs (issue 18, item 2). A line waits
 * 10 ms at most; the process writes what is left when it exits.
 */
const FLUSH_MS = 10
const BATCH_LINES = 512
function batchedStdout(): { write: (line: string) => void; flush: () => void } {
	let pending: string[] = []
	let timer: ReturnType<typeof setTimeout> | null = null
	const flush = () => {
		if (timer) clearTimeout(timer)
		timer = null
		if (pending.length === 0) return
		const out = pending.join('')
		pending = []
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

/** The ISO time, formatted once per millisecond: a busy server logs many lines in the same one. */
let lastMs = 0
let lastIso = ''
function now(): string {
	const ms = Date.now()
	if (ms !== lastMs) {
		lastMs = ms
		lastIso = new Date(ms).toISOString()
	}
	return lastIso
}

/** A message as JSON, kept: prebuilt lines (the access log's) repeat the same few messages. */
const quotedMessages = new Map<string, string>()
function quoted(msg: string): string {
	let json = quotedMessages.get(msg)
	if (json === undefined) {
		json = JSON.stringify(msg)
		if (quotedMessages.size < 64) quotedMessages.set(msg, json)
	}
	return json
}

/**
 * JSON-line logger on stdout. Callers never pass a raw client address: the request log
 * carries only the keyed hash of the client-key helper.
 */
export function createLogger(level: Config['logLevel'], write?: (line: string) => void): Logger {
	const threshold = LEVELS[level]
	const sink = write ? { write, flush: () => {} } : batchedStdout()
	const log = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
		if (LEVELS[lvl] < threshold) return
		sink.write(`${JSON.stringify({ time: now(), level: lvl, msg, ...fields })}\n`)
	}
	return {
		debug: (m, f) => log('debug', m, f),
		info: (m, f) => log('info', m, f),
		warn: (m, f) => log('warn', m, f),
		error: (m, f) => log('error', m, f),
		enabled: (lvl) => LEVELS[lvl] >= threshold,
		prebuilt: (lvl, msg, fields) => {
			if (LEVELS[lvl] < threshold) return
			sink.write(`{"time":"${now()}","level":"${lvl}","msg":${quoted(msg)},${fields}}\n`)
		},
		flush: sink.flush,
	}
}

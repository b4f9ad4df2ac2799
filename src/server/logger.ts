import type { Config } from './config'

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
type Level = Exclude<keyof typeof LEVELS, 'silent'>

export interface Logger {
	debug(msg: string, fields?: Record<string, unknown>): void
	info(msg: string, fields?: Record<string, unknown>): void
	warn(msg: string, fields?: Record<string, unknown>): void
	error(msg: string, fields?: Record<string, unknown>): void
}

/**
 * JSON-line logger on stdout. Callers never pass a raw client address: the request log
 * carries only the keyed hash computed by the client-key middleware.
 */
export function createLogger(
	level: Config['logLevel'],
	write: (line: string) => void = (l) => process.stdout.write(l),
): Logger {
	const threshold = LEVELS[level]
	const log = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
		if (LEVELS[lvl] < threshold) return
		write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`)
	}
	return {
		debug: (m, f) => log('debug', m, f),
		info: (m, f) => log('info', m, f),
		warn: (m, f) => log('warn', m, f),
		error: (m, f) => log('error', m, f),
	}
}

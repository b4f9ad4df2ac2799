/**
 * The connection to Redis or Valkey that replicas share state through (decision 20), with
 * Bun's built-in client (`RedisClient`: no dependency, RESP3, TLS for `rediss://`, and fast
 * enough that a round trip costs tens of microseconds on loopback).
 *
 * Redis is optional and may go away at any time: a command never waits for a reconnect (no
 * offline queue) and never longer than COMMAND_TIMEOUT_MS, so the callers fall back to their
 * per-process state at once, and a background loop reconnects with back-off. Each change of
 * state is logged once and shown in /readyz.
 */
import { RedisClient } from 'bun'
import type { Logger } from '../core/logger'

/** A command slower than this counts as Redis being away (a stalled server must not stall visitors). */
const COMMAND_TIMEOUT_MS = 1000
const CONNECT_TIMEOUT_MS = 2000
const RECONNECT_MIN_MS = 250
const RECONNECT_MAX_MS = 5000

/** Thrown by `send` when Redis cannot answer now; callers fall back to per-process state. */
export class RedisUnavailable extends Error {
	constructor(reason: string) {
		super(`redis unavailable: ${reason}`)
		this.name = 'RedisUnavailable'
	}
}

export interface SharedRedis {
	/** Runs one command. Throws RedisUnavailable when Redis is away, slow or refuses it. */
	send(command: string, args: (string | number)[]): Promise<unknown>
	/** A key under REDIS_PREFIX, so one Redis can serve several installations. */
	key(...parts: string[]): string
	/** Whether the last command or connection attempt succeeded. */
	readonly up: boolean
	/** For /readyz: never throws. */
	probe(): Promise<{ available: boolean; detail: string }>
	close(): void
}

export interface RedisOptions {
	url: string
	prefix: string
	logger: Logger
}

/** The URL without its password, for logs and /readyz. */
export function redactedUrl(url: string): string {
	try {
		const u = new URL(url)
		if (u.password) u.password = '***'
		return u.toString()
	} catch {
		return 'redis'
	}
}

/**
 * Connects (waiting at most CONNECT_TIMEOUT_MS: a Redis that is down at start leaves the
 * replica running on per-process state until it comes back).
 * @example const redis = await connectRedis({ url: 'redis://127.0.0.1:6379', prefix: 'tubekit:', logger })
 *          await redis.send('INCR', [redis.key('hits')])
 */
export async function connectRedis({ url, prefix, logger }: RedisOptions): Promise<SharedRedis> {
	const open = () => {
		const fresh = new RedisClient(url, {
			enableOfflineQueue: false,
			autoReconnect: false,
			connectionTimeout: CONNECT_TIMEOUT_MS,
		})
		fresh.onclose = (error) => {
			if (fresh === client) markDown(String(error ?? 'connection closed'))
		}
		return fresh
	}
	let client: RedisClient | null = null
	let up = false
	let closed = false
	let reconnecting = false
	let lastError = 'not connected yet'

	const markDown = (reason: string) => {
		lastError = reason
		if (up) logger.warn('redis unavailable: rate limits and caches are per process until it is back', { reason })
		up = false
		if (!reconnecting && !closed) void reconnect()
	}
	const markUp = () => {
		if (!up) logger.info('redis available: state is shared between replicas', { url: redactedUrl(url) })
		up = true
	}

	/** A fresh client each time: a dropped one is never reused half-open. */
	async function connect(): Promise<boolean> {
		const previous = client
		client = open()
		previous?.close()
		try {
			await withTimeout(client.connect(), CONNECT_TIMEOUT_MS, 'connect timed out')
			markUp()
			return true
		} catch (error) {
			lastError = String(error)
			return false
		}
	}

	async function reconnect() {
		reconnecting = true
		let wait = RECONNECT_MIN_MS
		while (!closed && !up) {
			await Bun.sleep(wait)
			if (closed || (await connect())) break
			wait = Math.min(RECONNECT_MAX_MS, wait * 2)
		}
		reconnecting = false
	}

	if (!(await connect())) {
		logger.warn('redis unavailable at start: rate limits and caches are per process until it is back', {
			url: redactedUrl(url),
			reason: lastError,
		})
		void reconnect()
	}

	const shared: SharedRedis = {
		async send(command, args) {
			if (!up || !client) throw new RedisUnavailable(lastError)
			const current = client
			try {
				const reply = await withTimeout(
					current.send(
						command,
						args.map((a) => String(a)),
					),
					COMMAND_TIMEOUT_MS,
					`${command} took over ${COMMAND_TIMEOUT_MS} ms`,
				)
				return reply
			} catch (error) {
				// A refused command (a script error) is the caller's bug, not an outage.
				if (error instanceof Error && /^(ERR|WRONGTYPE|NOSCRIPT)/.test(error.message)) throw error
				// A stalled connection is dropped, so the reconnect starts from a clean socket.
				if (error instanceof CommandTimeout) current.close()
				markDown(String(error))
				throw new RedisUnavailable(String(error))
			}
		},
		key: (...parts) => `${prefix}${parts.join(':')}`,
		get up() {
			return up
		},
		async probe() {
			if (!up) return { available: false, detail: `unreachable (${lastError}): rate limits and caches per process` }
			try {
				const started = performance.now()
				await shared.send('PING', [])
				return { available: true, detail: `shared state (ping ${(performance.now() - started).toFixed(1)} ms)` }
			} catch (error) {
				return { available: false, detail: `unreachable (${String(error)}): rate limits and caches per process` }
			}
		},
		close() {
			closed = true
			up = false
			client?.close()
		},
	}
	return shared
}

class CommandTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
	let timer: ReturnType<typeof setTimeout> | undefined
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new CommandTimeout(message)), ms)
	})
	return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

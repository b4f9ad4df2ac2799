/**
 * Where admin sessions live (decision 20): in this process, or in Redis so that a sign-in on
 * one replica works on every other and signing out ends the session everywhere. Sessions fail
 * closed: while Redis is away nobody is signed in (the admin area answers 503 and says why),
 * rather than falling back to a per-process store where a signed-out session would live on.
 */
import { RedisUnavailable, type SharedRedis } from './redis.server'

export interface StoredSession {
	expires: number
	/** The session's CSRF token: every change must carry it (form field or X-CSRF-Token). */
	csrf: string
}

export interface SessionStore {
	get(id: string): Promise<StoredSession | null>
	set(id: string, session: StoredSession, ttlMs: number): Promise<void>
	delete(id: string): Promise<void>
}

/** Thrown while the shared session store cannot be reached. */
export class SessionsUnavailable extends Error {
	constructor(cause: unknown) {
		super(`admin sessions unavailable: ${String(cause)}`)
		this.name = 'SessionsUnavailable'
	}
}

export function memorySessions(now: () => number = Date.now): SessionStore {
	const sessions = new Map<string, StoredSession>()
	return {
		async get(id) {
			const s = sessions.get(id)
			if (s && s.expires <= now()) sessions.delete(id)
			return s && s.expires > now() ? s : null
		},
		async set(id, session) {
			for (const [key, s] of sessions) if (s.expires <= now()) sessions.delete(key)
			sessions.set(id, session)
		},
		async delete(id) {
			sessions.delete(id)
		},
	}
}

/** The id is stored hashed: a Redis dump holds no cookie that signs anybody in. */
const idKey = (redis: SharedRedis, id: string) =>
	redis.key('session', new Bun.CryptoHasher('sha256').update(id).digest('base64url'))

export function redisSessions(redis: SharedRedis): SessionStore {
	const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
		try {
			return await run()
		} catch (error) {
			throw error instanceof RedisUnavailable ? new SessionsUnavailable(error.message) : error
		}
	}
	return {
		get: (id) =>
			guarded(async () => {
				const raw = await redis.send('GET', [idKey(redis, id)])
				return typeof raw === 'string' ? (JSON.parse(raw) as StoredSession) : null
			}),
		set: (id, session, ttlMs) =>
			guarded(async () => {
				await redis.send('SET', [idKey(redis, id), JSON.stringify(session), 'PX', Math.max(1, Math.round(ttlMs))])
			}),
		delete: (id) =>
			guarded(async () => {
				await redis.send('DEL', [idKey(redis, id)])
			}),
	}
}

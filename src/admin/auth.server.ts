import { timingSafeEqual } from 'node:crypto'
import { AppError } from '../core/errors'
import {
	memorySessions,
	type StoredSession as Session,
	type SessionStore,
	SessionsUnavailable,
} from '../state/sessions'

export const SESSION_COOKIE = 'tk_admin'

const digest = (value: string) => new Bun.CryptoHasher('sha256').update(value).digest()
/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b))
const randomToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

/** The shared session store is away: 503 with a clear message, never a signed-in guess. */
async function orUnavailable<T>(run: Promise<T>): Promise<T> {
	try {
		return await run
	} catch (error) {
		if (error instanceof SessionsUnavailable) throw new AppError(503, 'sessionsUnavailable', {}, { 'Retry-After': '5' })
		throw error
	}
}

/**
 * Admin sign-in (decision 18): one password from the environment, sessions each with its
 * own CSRF token, kept in memory (a restart signs the admin out) or in Redis, shared by every
 * replica (decision 20). `ADMIN_TOKEN` lets scripts call /api/admin/* with a bearer header.
 */
export function createAdminAuth(options: {
	password: string | null
	token: string | null
	sessionHours: number
	now?: () => number
	sessions?: SessionStore
}) {
	const now = options.now ?? Date.now
	const sessions = options.sessions ?? memorySessions(now)
	const ttl = options.sessionHours * 3600_000
	return {
		/** False when ADMIN_PASSWORD is unset: the admin pages are off (no one can sign in). */
		enabled: options.password !== null,
		/** /api/admin/*: open to a session (ADMIN_PASSWORD) or the bearer token (ADMIN_TOKEN), off with neither. */
		apiEnabled: options.password !== null || options.token !== null,
		maxAgeSeconds: Math.round(ttl / 1000),
		checkPassword: (given: string) => options.password !== null && same(given, options.password),
		checkBearer(header: string | undefined): boolean {
			const m = /^Bearer (.+)$/i.exec(header ?? '')
			return Boolean(options.token && m?.[1] && same(m[1], options.token))
		},
		/** Throws AppError 503 `sessionsUnavailable` while the shared store is away (also `session`, `logout`). */
		async login(): Promise<{ id: string; csrf: string }> {
			const id = randomToken()
			const csrf = randomToken()
			await orUnavailable(sessions.set(id, { expires: now() + ttl, csrf }, ttl))
			return { id, csrf }
		},
		async session(id: string | undefined): Promise<Session | null> {
			if (!id || !options.password) return null
			const s = await orUnavailable(sessions.get(id))
			return s && s.expires > now() ? s : null
		},
		checkCsrf: (session: Session, given: string | undefined) => Boolean(given) && same(given as string, session.csrf),
		async logout(id: string | undefined): Promise<void> {
			if (id) await orUnavailable(sessions.delete(id))
		},
	}
}

export type AdminAuth = ReturnType<typeof createAdminAuth>

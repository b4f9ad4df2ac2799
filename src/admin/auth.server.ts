import { timingSafeEqual } from 'node:crypto'

export const SESSION_COOKIE = 'tk_admin'

interface Session {
	expires: number
	/** The session's CSRF token: every change must carry it (form field or X-CSRF-Token). */
	csrf: string
}

const digest = (value: string) => new Bun.CryptoHasher('sha256').update(value).digest()
/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b))
const randomToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

/**
 * Admin sign-in (decision 18): one password from the environment, sessions kept in memory
 * (a restart signs the admin out, which is fine for one operator), each with its own CSRF
 * token. `ADMIN_TOKEN` lets scripts call /api/admin/* with a bearer header instead.
 */
export function createAdminAuth(options: {
	password: string | null
	token: string | null
	sessionHours: number
	now?: () => number
}) {
	const now = options.now ?? Date.now
	const sessions = new Map<string, Session>()
	const ttl = options.sessionHours * 3600_000
	return {
		/** False when ADMIN_PASSWORD is unset: the admin area is off. */
		enabled: options.password !== null,
		maxAgeSeconds: Math.round(ttl / 1000),
		checkPassword: (given: string) => options.password !== null && same(given, options.password),
		checkBearer(header: string | undefined): boolean {
			const m = /^Bearer (.+)$/i.exec(header ?? '')
			return Boolean(options.token && m?.[1] && same(m[1], options.token))
		},
		login(): { id: string; csrf: string } {
			for (const [id, s] of sessions) if (s.expires <= now()) sessions.delete(id)
			const id = randomToken()
			const csrf = randomToken()
			sessions.set(id, { expires: now() + ttl, csrf })
			return { id, csrf }
		},
		session(id: string | undefined): Session | null {
			if (!id || !options.password) return null
			const s = sessions.get(id)
			if (!s) return null
			if (s.expires <= now()) {
				sessions.delete(id)
				return null
			}
			return s
		},
		checkCsrf: (session: Session, given: string | undefined) => Boolean(given) && same(given as string, session.csrf),
		logout: (id: string | undefined) => void (id && sessions.delete(id)),
	}
}

export type AdminAuth = ReturnType<typeof createAdminAuth>

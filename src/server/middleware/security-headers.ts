import type { MiddlewareHandler } from 'hono'

export interface SecurityPolicy {
	/** A fresh CSP nonce (16 random bytes, base64). */
	nonce(): string
	/** The Content-Security-Policy value for `nonce`. */
	csp(nonce: string): string
	/** Every security header of a response whose scripts carry `nonce`. */
	headers(nonce: string): [string, string][]
}

/**
 * Content-Security-Policy with a fresh nonce per request (no 'unsafe-inline' script) and
 * the usual hardening headers. Everything is same-origin (decision 1); an operator's
 * self-hosted analytics origin is the only extra host allowed, and only when configured.
 * Strings are built once: this runs on every request. Shared by the middleware and the
 * cached-page fast path (server/fast-pages.ts), so both send the same headers.
 */
export function securityPolicy(opts: { analyticsScriptUrl: string | null; https: boolean }): SecurityPolicy {
	const analytics = opts.analyticsScriptUrl ? ` ${new URL(opts.analyticsScriptUrl).origin}` : ''
	const cspHead = "default-src 'self'; script-src 'self' 'nonce-"
	const cspTail = [
		`' 'strict-dynamic'${analytics}`,
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self'",
		`connect-src 'self'${analytics}`,
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'self'",
		"frame-ancestors 'none'",
		...(opts.https ? ['upgrade-insecure-requests'] : []),
	].join('; ')
	const always: [string, string][] = [
		['X-Content-Type-Options', 'nosniff'],
		['X-Frame-Options', 'DENY'],
		['Referrer-Policy', 'strict-origin-when-cross-origin'],
		['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=(), browsing-topics=()'],
		['Cross-Origin-Opener-Policy', 'same-origin'],
		['Cross-Origin-Resource-Policy', 'same-origin'],
		...(opts.https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
	]
	return {
		nonce: () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64'),
		csp: (nonce) => cspHead + nonce + cspTail,
		headers: (nonce) => [['Content-Security-Policy', cspHead + nonce + cspTail], ...always],
	}
}

/** Sets the policy's headers and the request's nonce (`c.get('nonce')`) before the handler runs. */
export function securityHeaders(policy: SecurityPolicy): MiddlewareHandler {
	// Prepared before the handler: Hono folds them into the response it builds, which is
	// much cheaper than editing a finished response.
	return async (c, next) => {
		const nonce = policy.nonce()
		c.set('nonce', nonce)
		for (const [name, value] of policy.headers(nonce)) c.header(name, value)
		await next()
	}
}

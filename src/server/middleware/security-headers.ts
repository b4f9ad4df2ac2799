import type { MiddlewareHandler } from 'hono'

/**
 * Content-Security-Policy with a fresh nonce per request (no 'unsafe-inline' script) and
 * the usual hardening headers. Everything is same-origin (decision 1); an operator's
 * self-hosted analytics origin is the only extra host allowed, and only when configured.
 */
export function securityHeaders(opts: { analyticsScriptUrl: string | null; https: boolean }): MiddlewareHandler {
	const analytics = opts.analyticsScriptUrl ? ` ${new URL(opts.analyticsScriptUrl).origin}` : ''
	return async (c, next) => {
		const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
		c.set('nonce', nonce)
		await next()
		const csp = [
			"default-src 'self'",
			`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${analytics}`,
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
		c.header('Content-Security-Policy', csp)
		c.header('X-Content-Type-Options', 'nosniff')
		c.header('X-Frame-Options', 'DENY')
		c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
		c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=(), browsing-topics=()')
		c.header('Cross-Origin-Opener-Policy', 'same-origin')
		c.header('Cross-Origin-Resource-Policy', 'same-origin')
		if (opts.https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
	}
}

// Built once at boot (wiring.ts); the `security headers` step (every-request.ts) sets the headers on every answer.

export interface SecurityPolicy {
	/** Every security header, the CSP (the same for every response of this build) first. */
	headers: [string, string][]
}

/**
 * A strict, hash-based Content-Security-Policy (docs/ARCHITECTURE.md, "Content security"): scripts run only when
 * their sha256 is listed (`scriptSources`: the entry loader, the one inline script of every page) or when an allowed
 * script added them ('strict-dynamic'). Nothing in it changes per response, so a cached page's headers and bytes
 * are built once. 'self' and the analytics origin are the fallback for browsers without 'strict-dynamic'.
 */
export function securityPolicy(opts: {
	scriptSources: string[]
	analyticsScriptUrl: string | null
	https: boolean
}): SecurityPolicy {
	const analytics = opts.analyticsScriptUrl ? ` ${new URL(opts.analyticsScriptUrl).origin}` : ''
	const csp = [
		"default-src 'self'",
		`script-src ${opts.scriptSources.join(' ')} 'strict-dynamic' 'self'${analytics}`,
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
	return {
		headers: [
			['Content-Security-Policy', csp],
			['X-Content-Type-Options', 'nosniff'],
			['X-Frame-Options', 'DENY'],
			['Referrer-Policy', 'strict-origin-when-cross-origin'],
			['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=(), browsing-topics=()'],
			['Cross-Origin-Opener-Policy', 'same-origin'],
			['Cross-Origin-Resource-Policy', 'same-origin'],
			...(opts.https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
		],
	}
}

/**
 * The ways out to YouTube: OUTBOUND_PROXY's list, each an http(s) proxy or
 * `direct` (this server's own address). Browser-safe and dependency-free: config.ts parses the
 * setting with it, the server's upstream and the worker's Chromium use the result.
 */

export interface Egress {
	/**
	 * What the counts, the dashboard and the logs call it: `direct`, or the proxy's host and port.
	 * Never its credentials, which live only in `url`.
	 */
	label: string
	/** The proxy URL with its credentials, as Bun's fetch takes it; null: direct. */
	url: string | null
}

export const DIRECT: Egress = Object.freeze({ label: 'direct', url: null })

/** A proxy's label: host and port (the scheme's default port when none is written). */
export function proxyLabel(url: URL): string {
	const port = url.port || (url.protocol === 'https:' ? '443' : '80')
	return `${url.hostname}:${port}`
}

/**
 * OUTBOUND_PROXY as egresses, in the order written; empty: direct only. Throws an Error whose
 * message names the bad item (never its password).
 * @example parseEgressList('http://user:pw@10.0.0.2:3128,direct') // [{ label: '10.0.0.2:3128', url: … }, DIRECT]
 */
export function parseEgressList(raw: string): Egress[] {
	const items = raw
		.split(',')
		.map((item) => item.trim())
		.filter(Boolean)
	if (items.length === 0) return [DIRECT]
	const egresses: Egress[] = []
	for (const item of items) {
		const egress = parseOne(item)
		if (egresses.some((e) => e.label === egress.label)) throw new Error(`"${egress.label}" is listed twice`)
		egresses.push(egress)
	}
	return egresses
}

function parseOne(item: string): Egress {
	if (item.toLowerCase() === 'direct') return DIRECT
	let url: URL | null = null
	try {
		url = new URL(item)
	} catch {
		url = null
	}
	if (!url || !/^https?:$/.test(url.protocol) || !url.hostname || (url.pathname !== '/' && url.pathname !== '')) {
		// The item may hold a password: name what it looks like, not what it is.
		const shown = item.replace(/\/\/[^@/]*@/, '//…@')
		throw new Error(`"${shown}" is not an http(s)://host:port proxy or "direct"`)
	}
	return { label: proxyLabel(url), url: url.href.replace(/\/$/, '') }
}

/**
 * An egress as Playwright's context option (`browser.newContext({ proxy })`): the server
 * without credentials, which Playwright passes to Chromium apart.
 */
export function playwrightProxy(egress: Egress): { server: string; username?: string; password?: string } | null {
	if (!egress.url) return null
	const url = new URL(egress.url)
	const server = `${url.protocol}//${url.host}`
	if (!url.username) return { server }
	return { server, username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }
}

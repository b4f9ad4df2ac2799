/**
 * The baselines for bench/ssr.ts: the smallest Bun.serve there is, or with BODY_BYTES=<n> the
 * same serving a static body of n bytes, the ceiling for a cached page of that size:
 * - from its `fetch` handler as a Blob (the fastest way JavaScript can answer with fixed bytes:
 *   a Response made from a Uint8Array copies it first; src/server/render/render-cache.ts);
 * - with STATIC_ROUTE=1 as a static route (`routes: { '/': Response }`), which Bun answers
 *   without calling JavaScript: what no handler that logs, negotiates gzip or sets a request id
 *   can reach, printed for scale;
 * - with PAGE_HEADERS=<JSON list of [name, value]>, from its handler with those headers instead of
 *   the Content-Type alone: a cached page's own headers (CSP, security headers, Vary…), which the
 *   page must send, so the ceiling of a handler that sends them.
 * Prints its port on stdout as `PORT <n>` and serves until killed.
 */
const size = Number(process.env.BODY_BYTES ?? 0)
const headers = process.env.PAGE_HEADERS
	? new Headers(JSON.parse(process.env.PAGE_HEADERS) as [string, string][])
	: new Headers({ 'Content-Type': 'text/html; charset=utf-8' })
const body = new Blob([new Uint8Array(size).fill(0x61)])
const server =
	size === 0
		? Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response('Hello, world!') })
		: process.env.STATIC_ROUTE === '1'
			? Bun.serve({
					port: 0,
					hostname: '127.0.0.1',
					routes: { '/': new Response(body, { headers }) },
					fetch: () => new Response('not found', { status: 404 }),
				})
			: Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response(body, { headers }) })
console.log(`PORT ${server.port}`)

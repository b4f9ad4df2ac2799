/**
 * The baselines for bench/ssr.ts: the smallest Bun.serve there is, or with BODY_BYTES=<n> the
 * same serving a static body of n bytes (the ceiling for a cached page of that size). Prints
 * its port on stdout as `PORT <n>` and serves until killed.
 */
const size = Number(process.env.BODY_BYTES ?? 0)
const body = size > 0 ? new Uint8Array(size).fill(0x61) : null
const server = Bun.serve({
	port: 0,
	hostname: '127.0.0.1',
	fetch: body
		? () => new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
		: () => new Response('Hello, world!'),
})
console.log(`PORT ${server.port}`)

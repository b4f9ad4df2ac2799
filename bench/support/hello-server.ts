/**
 * The baseline for bench/ssr.ts: the smallest Bun.serve there is. Prints its port on
 * stdout as `PORT <n>` and serves until killed.
 */
const server = Bun.serve({
	port: 0,
	hostname: '127.0.0.1',
	fetch: () => new Response('Hello, world!'),
})
console.log(`PORT ${server.port}`)

/**
 * Tiny HTTP forward proxies for the rotation tests. A `forward` proxy passes
 * absolute-form requests on (what Bun's fetch sends through `proxy` for an http:// URL) and
 * records each; a blocked one answers as YouTube answers a blocked address (429, the "unusual
 * traffic" captcha page or the player's bot check, with a 200) without passing anything on. Every proxy records
 * CONNECT tunnels (what Chromium opens for https://) and refuses them with 403, so a test in
 * production mode never leaves loopback.
 * @example const proxy = await startForwardProxy(); … OUTBOUND_PROXY: proxy.url … await proxy.stop()
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { YOUTUBE_FIXTURES } from './fixtures'

export type ProxyMode = 'forward' | '429' | 'captcha' | 'botCheck'

export interface ForwardProxy {
	url: string
	/** What the rotation calls it: `127.0.0.1:<port>`. */
	label: string
	port: number
	/** Absolute URLs asked through it, in order. */
	seen: string[]
	/** `host:port` of each CONNECT tunnel asked for. */
	connects: string[]
	/** Switch what it answers from now on. */
	setMode(mode: ProxyMode): void
	stop(): Promise<void>
}

const CAPTCHA = `${YOUTUBE_FIXTURES}/ytta/recaptcha_unusual_traffic_2021.html`
/** The player answer YouTube gives a flagged address ("Sign in to confirm you're not a bot"), as the fake serves it. */
const BOT_CHECK = `${YOUTUBE_FIXTURES}/ytta/player_android_bot_check.json`

export async function startForwardProxy(mode: ProxyMode = 'forward'): Promise<ForwardProxy> {
	const seen: string[] = []
	const connects: string[] = []
	let current = mode
	const captcha = await Bun.file(CAPTCHA).text()
	const botCheck = await Bun.file(BOT_CHECK).text()

	async function forward(req: IncomingMessage, res: ServerResponse) {
		const target = req.url ?? ''
		seen.push(target)
		if (current === '429') {
			res.writeHead(429, { 'content-type': 'text/html' }).end('<html>Too Many Requests</html>')
			return
		}
		if (current === 'captcha') {
			res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(captcha)
			return
		}
		if (current === 'botCheck') {
			res.writeHead(200, { 'content-type': 'application/json' }).end(botCheck)
			return
		}
		const chunks: Buffer[] = []
		for await (const chunk of req) chunks.push(chunk as Buffer)
		const headers = new Headers()
		for (const [name, value] of Object.entries(req.headers)) {
			if (typeof value === 'string' && !/^(host|proxy-|connection|keep-alive|transfer-encoding)/i.test(name)) {
				headers.set(name, value)
			}
		}
		try {
			const answer = await fetch(target, {
				method: req.method ?? 'GET',
				headers,
				body: chunks.length ? Buffer.concat(chunks) : undefined,
				redirect: 'manual',
			})
			const body = Buffer.from(await answer.arrayBuffer())
			const out: Record<string, string> = {}
			answer.headers.forEach((value, name) => {
				if (!/^(content-encoding|content-length|transfer-encoding|connection)$/i.test(name)) out[name] = value
			})
			res.writeHead(answer.status, out).end(body)
		} catch {
			res.writeHead(502).end('bad gateway')
		}
	}

	const server = createServer((req, res) => void forward(req, res))
	server.on('connect', (req, socket) => {
		connects.push(req.url ?? '')
		socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n')
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const port = (server.address() as { port: number }).port
	return {
		url: `http://127.0.0.1:${port}`,
		label: `127.0.0.1:${port}`,
		port,
		seen,
		connects,
		setMode(mode) {
			current = mode
		},
		stop: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections()
				server.close(() => resolve())
			}),
	}
}

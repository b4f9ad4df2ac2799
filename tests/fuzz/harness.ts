/**
 * The system the fuzzer talks to: the production server (src/server/main.ts, a child process on
 * loopback, needs `bun run build`) with everything it calls faked for real: the fake YouTube on
 * the recordings, the fake Ollama speaking Ollama's HTTP API, a real SMTP server, and the admin
 * area on (password and token). The fuzzer stands in for a reverse proxy (TRUST_PROXY=1): each
 * case names its client in X-Forwarded-For, so the rate limits keep their real values and only
 * the clients the fuzzer makes busy are refused (a slice of 429s, not a run of them).
 */
import { readFileSync } from 'node:fs'
import { type FakeOllama, startFakeOllama } from '../support/fake-ollama'
import { type FakeYouTube, startFakeYouTube, UNMAPPED_CAPTION_FILES } from '../support/fake-youtube'
import { type RunningServer, startServer } from '../support/server'
import { startSmtp, type TestSmtp } from '../support/smtp'
import type { FuzzAnswer, FuzzRequest } from './oracle'

export const ADMIN_PASSWORD = 'fuzz-admin-password-1234'
export const ADMIN_TOKEN = 'fuzz-admin-token-0123456789abcdef'
/** No answer within this long is a hang (the tool APIs' own deadlines are shorter: see ENV). */
export const HANG_MS = 15_000

/** What the app is told on top of tests/support/server.ts's defaults. */
const ENV = {
	LOG_LEVEL: 'warn',
	TRUST_PROXY: '1',
	ADMIN_PASSWORD,
	ADMIN_TOKEN,
	SUPPORT_EMAIL: 'support@tubekit.example',
	// The model's deadline (queue wait included) stays under HANG_MS; the fake answers at once.
	OLLAMA_TIMEOUT_MS: '8000',
}

/** `text` as a stream of `wanted`-byte pieces: fetch then sends it chunked, without a Content-Length. */
function chunks(text: string, wanted: number): ReadableStream<Uint8Array> {
	const bytes = new TextEncoder().encode(text)
	// At most 256 pieces: a 64 KiB body byte by byte would measure the loopback, not the app.
	const size = Math.max(wanted, Math.ceil(bytes.length / 256))
	let at = 0
	return new ReadableStream({
		pull(controller) {
			if (at >= bytes.length) return controller.close()
			controller.enqueue(bytes.subarray(at, at + size))
			at += size
		},
	})
}

export type Sent = { answer: FuzzAnswer; ms: number } | { failure: string; ms: number }

export interface Harness {
	url: string
	/** One request with a deadline of HANG_MS for the status and the whole body. */
	send(request: FuzzRequest): Promise<Sent>
	/** Signed /api/image URLs the tools handed out (paths with query). */
	signedImages: string[]
	/** A signed-in admin session: its cookie value and CSRF token. */
	session: { cookie: string; csrf: string }
	/** The server process is still running (null) or its exit code. */
	exitCode(): number | null
	/** The server's resident memory now in MB (VmRSS of /proc/<pid>/status), NaN where there is no /proc. */
	rssMb(): number
	/**
	 * What the server logged since the last call that no request should make it log: JSON log lines of level
	 * "error", and any line on stderr, where the server writes nothing itself (a library's console warning).
	 */
	takeErrorLogs(): string[]
	/** Forgets what the fakes recorded (they keep every request; a long run would pile them up). */
	trimRecordings(): void
	stop(): Promise<void>
}

export async function startHarness(): Promise<Harness> {
	// Caption bodies for the recorded videos' own tracks, so that transcripts (and the hashtags
	// fed by a video's transcript) get past the lookup too, as in bench/transcript.ts.
	const youtube: FakeYouTube = await startFakeYouTube({
		captions: [
			{ videoId: 'GJLlxj_dtq8', lang: 'en', fmt: 'srv1', file: UNMAPPED_CAPTION_FILES.json3Asr2025 },
			{ videoId: 'GJLlxj_dtq8', lang: 'de', fmt: 'srv1', file: UNMAPPED_CAPTION_FILES.vttAsr2026 },
			{ videoId: 'M4gD1WSo5mA', lang: 'en', kind: 'asr', fmt: 'srv1', file: UNMAPPED_CAPTION_FILES.ttmlAsr },
		],
	})
	const ollama: FakeOllama = await startFakeOllama()
	const smtp: TestSmtp = await startSmtp()
	const server: RunningServer = await startServer({
		...ENV,
		UPSTREAM_OVERRIDES: youtube.overrides,
		OLLAMA_HOST: ollama.host,
		SMTP_URL: smtp.url,
	})
	let logsSeen = 0
	let stderrSeen = 0

	async function send(request: FuzzRequest): Promise<Sent> {
		const started = performance.now()
		const controller = new AbortController()
		const timer = setTimeout(() => controller.abort(), HANG_MS)
		try {
			const res = await fetch(`${server.url}${request.path}`, {
				method: request.method,
				headers: request.headers,
				body: request.chunked && request.body !== undefined ? chunks(request.body, request.chunked) : request.body,
				redirect: 'manual',
				signal: controller.signal,
			})
			const body = new Uint8Array(await res.arrayBuffer())
			return { answer: { status: res.status, headers: res.headers, body }, ms: performance.now() - started }
		} catch (error) {
			const ms = performance.now() - started
			if (controller.signal.aborted) return { failure: `no answer within ${HANG_MS / 1000} s (hang)`, ms }
			return { failure: `no HTTP answer: ${String(error)}`, ms }
		} finally {
			clearTimeout(timer)
		}
	}

	const client = { 'x-forwarded-for': '192.0.2.250' }
	const login = await fetch(`${server.url}/admin/login`, {
		method: 'POST',
		headers: { ...client, 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ password: ADMIN_PASSWORD }).toString(),
		redirect: 'manual',
	})
	const cookie = /tk_admin=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]
	if (!cookie) throw new Error(`admin sign-in failed: ${login.status}`)
	const { csrf } = (await (
		await fetch(`${server.url}/api/admin/session`, { headers: { ...client, cookie: `tk_admin=${cookie}` } })
	).json()) as { csrf: string }

	// Real signed image URLs, as the tools hand them out, for the image proxy's cases.
	const signedImages = new Set<string>()
	for (const [tool, body] of [
		['thumbnails', { video_url: 'https://youtu.be/GJLlxj_dtq8' }],
		['thumbnails', { video_url: 'https://www.youtube.com/watch?v=M4gD1WSo5mA' }],
		['profile', { channel_url: 'https://www.youtube.com/@Gronkh' }],
		['profile', { channel_url: 'https://www.youtube.com/channel/UCsXVk37bltHxD1rDPwtNM8Q' }],
	] as const) {
		const res = await fetch(`${server.url}/api/tools/${tool}`, {
			method: 'POST',
			headers: { ...client, 'content-type': 'application/json' },
			body: JSON.stringify(body),
		})
		const text = await res.text()
		for (const m of text.matchAll(/"(\/api\/image\?[^"]+)"/g)) signedImages.add(JSON.parse(`"${m[1]}"`) as string)
	}
	if (signedImages.size === 0) throw new Error('the tools handed out no signed image URL')
	// The fake draws each image size once (a 2560 px banner takes seconds on a busy machine): draw
	// them now, so no case meets UPSTREAM_TIMEOUT_MS because of the fake.
	for (const path of signedImages) await (await fetch(`${server.url}${path}`, { headers: client })).arrayBuffer()

	return {
		url: server.url,
		send,
		signedImages: [...signedImages],
		session: { cookie, csrf },
		exitCode: () => server.process.exitCode,
		rssMb: () => rssMb(server.pid),
		takeErrorLogs() {
			const lines = server.logs()
			const fresh = lines.slice(logsSeen)
			logsSeen = lines.length
			const errLines = server.stderr()
			const freshErr = errLines.slice(stderrSeen)
			stderrSeen = errLines.length
			return [...fresh.filter((line) => line.includes('"level":"error"')), ...freshErr.map((line) => `stderr: ${line}`)]
		},
		trimRecordings() {
			youtube.reset()
			ollama.reset()
			smtp.mails.length = 0
		},
		async stop() {
			await server.stop()
			await Promise.all([youtube.stop(), ollama.stop(), smtp.stop()])
		},
	}
}

/** A process's resident memory in MB, read from the kernel as bench/load.ts does; NaN where there is no /proc. */
function rssMb(pid: number): number {
	try {
		const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
		return kb === undefined ? Number.NaN : Number(kb) / 1024
	} catch {
		return Number.NaN
	}
}

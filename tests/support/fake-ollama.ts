/**
 * A fake Ollama server on 127.0.0.1 that speaks Ollama's HTTP API (docs/api.md of
 * ollama/ollama): `GET /api/version`, `GET /api/tags`, `POST /api/chat` with `format`,
 * streaming (NDJSON chunks, the last with `done: true` and the timing counters) or not.
 * No model can run here, so the answers are made from the request the way a small model
 * answers: hashtags from the keywords in the last user message, with the noise real models
 * add (capitals, spaces, a duplicate), which the app must clean up.
 *
 * Modes: `good`; `invalidJson` (prose instead of JSON); `schemaViolation` (JSON of another
 * shape); `slow` (good, after `delayMs`); `error500`; `modelMissing` (404 "model not found",
 * and /api/tags without it); `hang` (never answers, until the client goes away); `garbage` (a 200
 * whose body is not Ollama's JSON at all: random bytes under `application/json`, as a broken
 * proxy or a crashed runner leaves it).
 */
import type { Server } from 'bun'

export type OllamaMode =
	| 'good'
	| 'invalidJson'
	| 'schemaViolation'
	| 'slow'
	| 'error500'
	| 'modelMissing'
	| 'hang'
	| 'garbage'

export interface ChatRequestSeen {
	model: string
	messages: { role: string; content: string }[]
	format: unknown
	stream: boolean | undefined
	keep_alive: unknown
	options: Record<string, unknown> | undefined
}

export interface FakeOllama {
	/** http://127.0.0.1:PORT (OLLAMA_HOST) */
	host: string
	/** Every /api/chat request body, oldest first. */
	chats: ChatRequestSeen[]
	/** Paths requested, in order. */
	paths: string[]
	/** The mode of every following chat (default `good`). */
	setMode(mode: OllamaMode, opts?: { delayMs?: number }): void
	/** Modes for the next chats, one each, before falling back to setMode's. */
	queueModes(...modes: OllamaMode[]): void
	/** Chats being answered right now (for the queue tests). */
	inFlight(): number
	reset(): void
	stop(): Promise<void>
}

const DIGEST = 'sha256:65ec06548149ef1e4cc5f9ad1d5f2b9ad1f9f6a1e1c1f5e2b8a7d6c5b4a39281'

function keywordsOf(messages: { role: string; content: string }[]): string[] {
	const user = [...messages].reverse().find((m) => m.role === 'user' && m.content.includes('Keywords:'))
	const line = /Keywords: (.*)/.exec(user?.content ?? '')?.[1] ?? 'video'
	return line
		.split(/[,\s]+/)
		.map((w) => w.trim())
		.filter(Boolean)
		.slice(0, 4)
}

/** What a small model typically answers: right shape, some noise. */
function goodAnswer(messages: { role: string; content: string }[]): string {
	const [first = 'video', ...rest] = keywordsOf(messages)
	const Cap = first.charAt(0).toUpperCase() + first.slice(1)
	return JSON.stringify({
		trending: [`#${Cap}`, '#YouTube', '#viral', '#trending', '#fyp', '#explore', ...rest.map((w) => `#${w}`)],
		hashtags: [
			`#${first}`, // duplicate of a trending tag in another case: must be dropped
			`#${first} tips`,
			`#${first}tutorial`,
			`#${first}2026`,
			`#best${first}`,
			`#${first}community`,
			`#${first}life`,
			`#learn${first}`,
			`#${first}ideas`,
			`#${first}daily`,
		],
		longTail: [
			`#${first}forbeginners`,
			`#how to ${first}`,
			`#${first}tipsandtricks`,
			`#${first}stepbystep`,
			`#best${first}ideas2026`,
			`#${first}explained`,
		],
	})
}

/**
 * A chapter request (its `format` asks for `chapters`): a chapter at every few of the numbered paragraphs it was
 * given (`[12] 3:45 …`), titled after the paragraph's first words, and a summary; as a small model does, the titles
 * come in any case and one repeats a start.
 */
function chaptersAnswer(messages: { role: string; content: string }[]): string {
	const user = [...messages].reverse().find((m) => m.role === 'user')?.content ?? ''
	const paragraphs = [...user.matchAll(/^\[(\d+)\] \S+ (.*)$/gm)].map((m) => ({ n: Number(m[1]), words: m[2] ?? '' }))
	const step = Math.max(1, Math.floor(paragraphs.length / 4))
	const picked = paragraphs.filter((_, i) => i % step === 0).slice(0, 5)
	const chapters = picked.map((p) => ({ paragraph: p.n, title: p.words.split(/\s+/).slice(0, 3).join(' ') || 'Part' }))
	if (chapters[1]) chapters.push({ ...chapters[1] })
	return JSON.stringify({ chapters, summary: 'This video walks through its topics one by one. It ends with a recap.' })
}

export async function startFakeOllama(model = 'qwen2.5:1.5b'): Promise<FakeOllama> {
	let mode: OllamaMode = 'good'
	let delayMs = 0
	let queued: OllamaMode[] = []
	let inFlight = 0
	const chats: ChatRequestSeen[] = []
	const paths: string[] = []

	const json = (body: unknown, status = 200) =>
		new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } })

	function wait(ms: number, signal: AbortSignal): Promise<void> {
		return new Promise((resolve) => {
			const timer = setTimeout(resolve, ms)
			signal.addEventListener('abort', () => {
				clearTimeout(timer)
				resolve()
			})
		})
	}

	function chatAnswer(content: string, stream: boolean): Response {
		const created = new Date().toISOString()
		const stats = {
			done_reason: 'stop',
			done: true,
			total_duration: 912_345_678,
			load_duration: 12_345_678,
			prompt_eval_count: 211,
			prompt_eval_duration: 301_234_567,
			eval_count: 143,
			eval_duration: 598_765_432,
		}
		if (!stream) return json({ model, created_at: created, message: { role: 'assistant', content }, ...stats })
		const pieces = content.match(/.{1,24}/gs) ?? ['']
		const lines = [
			...pieces.map((piece) =>
				JSON.stringify({ model, created_at: created, message: { role: 'assistant', content: piece }, done: false }),
			),
			JSON.stringify({ model, created_at: created, message: { role: 'assistant', content: '' }, ...stats }),
		]
		return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'application/x-ndjson' } })
	}

	const server: Server<undefined> = Bun.serve({
		hostname: '127.0.0.1',
		port: 0,
		idleTimeout: 120,
		async fetch(req) {
			const { pathname } = new URL(req.url)
			paths.push(`${req.method} ${pathname}`)
			if (pathname === '/api/version') return json({ version: '0.12.6' })
			if (pathname === '/api/tags') {
				const models =
					mode === 'modelMissing'
						? []
						: [
								{
									name: model,
									model,
									modified_at: '2026-11-02T09:14:31.123456789Z',
									size: 986_061_892,
									digest: DIGEST,
									details: {
										parent_model: '',
										format: 'gguf',
										family: 'qwen2',
										families: ['qwen2'],
										parameter_size: '1.5B',
										quantization_level: 'Q4_K_M',
									},
								},
							]
				return json({ models })
			}
			if (pathname !== '/api/chat' || req.method !== 'POST') return json({ error: 'not found' }, 404)
			const body = (await req.json()) as ChatRequestSeen
			chats.push(body)
			const current = queued.shift() ?? mode
			if (current === 'modelMissing' || body.model !== model) {
				return json({ error: `model "${body.model}" not found, try pulling it first` }, 404)
			}
			if (current === 'error500') return json({ error: 'llama runner process has terminated: exit status 2' }, 500)
			if (current === 'garbage') {
				// 0xff never occurs in UTF-8; the rest is no JSON either.
				const bytes = Uint8Array.from({ length: 512 }, (_, i) => (i % 5 === 0 ? 0xff : (i * 37 + 11) % 256))
				return new Response(bytes, { headers: { 'Content-Type': 'application/json; charset=utf-8' } })
			}
			inFlight++
			try {
				if (current === 'hang') {
					await wait(600_000, req.signal)
					return json({ error: 'client went away' }, 499)
				}
				if (current === 'slow' || delayMs > 0) await wait(delayMs || 2000, req.signal)
				// Ollama's default is streaming; the app should ask for a single answer.
				const stream = body.stream !== false
				if (current === 'invalidJson') {
					return chatAnswer('Sure! Here are some great hashtags: #gaming #minecraft #fun', stream)
				}
				if (current === 'schemaViolation') return chatAnswer(JSON.stringify({ tags: ['#gaming'], count: 1 }), stream)
				const wantsChapters = JSON.stringify(body.format ?? {}).includes('"chapters"')
				return chatAnswer(wantsChapters ? chaptersAnswer(body.messages) : goodAnswer(body.messages), stream)
			} finally {
				inFlight--
			}
		},
	})

	return {
		host: `http://127.0.0.1:${server.port}`,
		chats,
		paths,
		setMode(next, opts = {}) {
			mode = next
			delayMs = opts.delayMs ?? 0
		},
		queueModes(...modes) {
			queued.push(...modes)
		},
		inFlight: () => inFlight,
		reset() {
			mode = 'good'
			delayMs = 0
			queued = []
			chats.length = 0
			paths.length = 0
		},
		async stop() {
			await server.stop(true)
		},
	}
}

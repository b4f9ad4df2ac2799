/**
 * The local model (decision 3: no AI call leaves the server), through the `ollama` client
 * with the host from configuration (the client's own OLLAMA_HOST reading is never relied
 * on). Structured output: the caller's zod schema becomes the JSON Schema of `format`, the
 * answer is validated with the same schema, and an invalid answer is asked for once more.
 */
import { type Message, Ollama } from 'ollama'
import { z } from 'zod'
import type { Logger } from '../core/logger'

export interface OllamaOptions {
	host: string
	model: string
	timeoutMs: number
	keepAlive: string
	logger: Logger
	/** Injectable for tests. */
	fetch?: typeof fetch
}

export type LlmErrorCode = 'unreachable' | 'modelMissing' | 'timeout' | 'failed' | 'invalidAnswer'

/** Why the model gave no usable answer; the caller falls back to the built-in generator. */
export class LlmError extends Error {
	constructor(
		readonly code: LlmErrorCode,
		detail: string,
	) {
		super(`${code}: ${detail}`)
		this.name = 'LlmError'
	}
}

export type ModelState =
	| { status: 'unknown' }
	| { status: 'ready'; version: string | null }
	| { status: 'missing'; version: string | null }
	| { status: 'unreachable'; detail: string }

/** Low: the same keywords should give nearly the same tags; hashtags need no creativity. */
export const TEMPERATURE = 0.2

function statusOf(error: unknown): number | null {
	const status = (error as { status_code?: unknown }).status_code
	return typeof status === 'number' ? status : null
}

/**
 * @example
 *   const llm = createOllama({ host: 'http://127.0.0.1:11434', model: 'qwen2.5:1.5b', timeoutMs: 45_000, keepAlive: '30m', logger })
 *   const tags = await llm.chatJson(schema, messages, request.signal)
 */
export function createOllama(options: OllamaOptions) {
	let state: ModelState = { status: 'unknown' }
	const baseFetch = options.fetch ?? fetch

	/** A client whose every request ends with `signal` (the visitor left) or the timeout. */
	function client(signal: AbortSignal): Ollama {
		return new Ollama({
			host: options.host,
			fetch: ((input: string | URL | Request, init?: RequestInit) =>
				baseFetch(input, {
					...init,
					signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
				})) as typeof fetch,
		})
	}

	/** Maps a failed call to an LlmError (aborts by the caller are passed on as they are). */
	function failure(error: unknown, timeout: AbortSignal, caller: AbortSignal | undefined): unknown {
		if (caller?.aborted) return error
		if (timeout.aborted) return new LlmError('timeout', 'no answer before the deadline')
		const status = statusOf(error)
		const message = error instanceof Error ? error.message : String(error)
		if (status === 404 || /not found/i.test(message)) {
			state = { status: 'missing', version: state.status === 'ready' ? state.version : null }
			return new LlmError('modelMissing', message)
		}
		if (status !== null) return new LlmError('failed', `HTTP ${status}: ${message}`)
		state = { status: 'unreachable', detail: message }
		return new LlmError('unreachable', message)
	}

	/**
	 * The model's answer as `schema`, asked once more when the first answer is not valid JSON
	 * of that schema. Throws LlmError, or the caller's abort reason. `deadline` replaces the
	 * timeout of `timeoutMs` from now: a caller that queued first passes the one it started on
	 * arrival, so the wait in the queue counts too.
	 */
	async function chatJson<S extends z.ZodType>(
		schema: S,
		messages: Message[],
		signal?: AbortSignal,
		deadline?: AbortSignal,
	): Promise<z.infer<S>> {
		const timeout = deadline ?? AbortSignal.timeout(options.timeoutMs)
		const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
		const ollama = client(combined)
		const format = z.toJSONSchema(schema)
		const conversation = [...messages]
		let problem = ''
		for (let attempt = 0; attempt < 2; attempt++) {
			let content: string
			try {
				const answer = await ollama.chat({
					model: options.model,
					messages: conversation,
					format,
					stream: false,
					keep_alive: options.keepAlive,
					options: { temperature: TEMPERATURE },
				})
				content = answer.message.content
				if (state.status !== 'ready') state = { status: 'ready', version: null }
			} catch (error) {
				throw failure(error, timeout, signal)
			}
			const parsed = parseJson(content)
			const checked = parsed.ok ? schema.safeParse(parsed.value) : null
			if (checked?.success) return checked.data
			problem = parsed.ok ? (checked?.error.issues[0]?.message ?? 'schema') : 'not JSON'
			options.logger.warn('model answer invalid', { attempt: attempt + 1, problem })
			conversation.push(
				{ role: 'assistant', content },
				{
					role: 'user',
					content: `That answer was not valid (${problem}). Answer again with only a JSON object matching this JSON Schema: ${JSON.stringify(format)}`,
				},
			)
		}
		throw new LlmError('invalidAnswer', problem)
	}

	/**
	 * Start-up and /readyz check: is the server there (`/api/version`), and is the model pulled
	 * (`/api/tags`)? Logs how to pull a missing model. Never throws.
	 */
	async function check(): Promise<ModelState> {
		const ollama = client(AbortSignal.timeout(Math.min(3000, options.timeoutMs)))
		try {
			const [{ version }, { models }] = await Promise.all([ollama.version(), ollama.list()])
			const wanted = options.model.includes(':') ? options.model : `${options.model}:latest`
			const present = models.some((m) => m.name === options.model || m.name === wanted || m.model === wanted)
			if (!present && state.status !== 'missing') {
				options.logger.warn('ollama model missing', {
					model: options.model,
					fix: `ollama pull ${options.model}   (or: docker compose exec ollama ollama pull ${options.model})`,
				})
			}
			state = present ? { status: 'ready', version } : { status: 'missing', version }
		} catch (error) {
			state = { status: 'unreachable', detail: error instanceof Error ? error.message : String(error) }
		}
		return state
	}

	return { chatJson, check, state: () => state, model: options.model, host: options.host }
}

export type OllamaModel = ReturnType<typeof createOllama>

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
	try {
		return { ok: true, value: JSON.parse(text) }
	} catch {
		return { ok: false }
	}
}

import type { Locale } from '../../i18n/locales'
import type { ToolErrorInfo } from './form-action'

/**
 * A failed tool call. `message` is the spec's "{status}: {body text or status text}";
 * `info.code` is the stable `errors.*` key the page shows in its language (decision 8).
 * A request that never got an answer has status 0 and code `network`.
 */
export class ToolRequestError extends Error {
	constructor(
		readonly info: ToolErrorInfo,
		message: string,
	) {
		super(message)
		this.name = 'ToolRequestError'
	}
}

/**
 * POSTs `body` as JSON to a tool API (docs/product-spec.md §7) and returns the parsed answer; a
 * non-2xx answer throws ToolRequestError. No retry (spec: queries never retry).
 * @example await postTool<ThumbnailsResult>('/api/tools/thumbnails', { video_url }, 'en', signal)
 */
export async function postTool<T>(path: string, body: unknown, locale: Locale, signal: AbortSignal): Promise<T> {
	const response = await postJson(path, body, locale, signal)
	if (response.ok) return (await response.json()) as T
	throw await toolRequestError(response)
}

/**
 * The POST itself; a request that never got an answer throws ToolRequestError `network`.
 * The batch's progress stream reads the answer's body as it comes (src/tools/batch/).
 */
export async function postJson(path: string, body: unknown, locale: Locale, signal: AbortSignal): Promise<Response> {
	let response: Response
	try {
		response = await fetch(path, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Tubekit-Lang': locale },
			body: JSON.stringify(body),
			credentials: 'same-origin',
			signal,
		})
	} catch (error) {
		if (signal.aborted) throw error
		throw new ToolRequestError({ status: 0, code: 'network', params: {} }, `0: ${String(error)}`)
	}
	return response
}

/** A non-2xx answer as the ToolRequestError the page shows. */
export async function toolRequestError(response: Response): Promise<ToolRequestError> {
	const text = await response.text().catch(() => '')
	let code = response.status === 429 ? 'rateLimited' : response.status >= 500 ? 'upstreamError' : 'badRequest'
	let params: Record<string, string | number> = {}
	try {
		const parsed = JSON.parse(text) as { error?: { code?: unknown; params?: Record<string, string | number> } }
		if (typeof parsed.error?.code === 'string') code = parsed.error.code
		if (parsed.error?.params) params = parsed.error.params
	} catch {
		// Not our JSON (a proxy's error page): the status decides the code.
	}
	return new ToolRequestError(
		{ status: response.status, code, params },
		`${response.status}: ${text || response.statusText}`,
	)
}

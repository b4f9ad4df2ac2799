/**
 * What every answer of the fuzzed server must look like, whatever was sent:
 *
 * - never a 5xx (the fake YouTube and the fake model answer, so no 502/503/504 is due);
 * - under /api, an error is decision 8's `{ "error": { "code", "message" } }` as JSON, the code a
 *   key of the `errors` dictionary, the message filled in (no `{placeholder}` left, not the bare
 *   code), with one of the documented statuses; a 429 says when to come back (Retry-After);
 * - elsewhere an error is an HTML error page (or that same JSON shape, which the app answers for
 *   methods no page takes); a redirect says where to (Location); a 2xx says what it is.
 *
 * Returns the problems found, empty when the answer is fine.
 */
import en_errors from '../../i18n/en/errors'

export interface FuzzRequest {
	method: string
	/** Path and query, as handed to fetch (it normalises dot segments and encodes spaces). */
	path: string
	headers: Record<string, string>
	body?: string
	/** Sent as a stream (Transfer-Encoding: chunked, no Content-Length), in pieces of this many bytes. */
	chunked?: number
}

export interface FuzzAnswer {
	status: number
	headers: Headers
	body: Uint8Array
}

/**
 * The statuses an API error may have: decision 8's list and its "Today" note (400, 403, 404, 409,
 * 410, 413, 422, 429; 502/503/504 only when YouTube fails, which the fake does not), plus 401 for
 * /api/admin without a session or token (docs/ARCHITECTURE.md, "401/403") and 415, the image
 * proxy's "not an image" (`imageNotAnImage`).
 */
export const API_ERROR_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 409, 410, 413, 415, 422, 429])

/**
 * The one 5xx the fuzzer accepts: YouTube's PO-token wall (docs/youtube-data.md §2.4). The
 * recordings carry it (WEB answers mark their caption URLs `exp=xpe`), and without a browser
 * worker the truthful answer is 503 `tokenRequired` (decision 8: 503 when YouTube refuses).
 * Any other 5xx is the server's fault, since the fakes answer everything else.
 */
export const RECORDED_REFUSALS: ReadonlySet<string> = new Set(['tokenRequired'])

/**
 * Bun answers a request line and headers over its limit (16 KiB) with a bare 431 before the
 * app sees the request: the runtime's refusal, not an answer the app could shape.
 */
const RUNTIME_HEADER_LIMIT = 431

const ERROR_CODES: ReadonlySet<string> = new Set(Object.keys(en_errors))
const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308])

/** The path as the server routes it: fetch's normalisation, then percent-decoding where valid. */
export function routedPath(path: string): string {
	// Joined, not resolved: a path like `//x` is a path here, not a host.
	const { pathname } = new URL(`http://fuzz.invalid${path}`)
	try {
		return decodeURI(pathname)
	} catch {
		return pathname
	}
}

export const isApiPath = (path: string) => /^\/api(\/|$)/.test(routedPath(path))

const mediaType = (headers: Headers) => (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
const isJson = (type: string) => type === 'application/json' || /^application\/[\w.+-]*\+json$/.test(type)

/**
 * Whether a placeholder of the code's message (`{seconds}`) is still in it. What the visitor sent
 * may be quoted in it (`Unrecognized key: "{0}"`), so only the template's own names count, and
 * not when the value filled in says the same.
 */
function unfilled(code: unknown, message: string, params: Record<string, unknown> = {}): boolean {
	const template = typeof code === 'string' ? (en_errors as Record<string, string>)[code] : undefined
	const names = [...(template ?? '').matchAll(/\{(\w+)/g)].map((m) => m[1] as string)
	return names.some((name) => message.includes(`{${name}}`) && !String(params[name] ?? '').includes(`{${name}}`))
}

/** The problems with an error body that should be decision 8's shape; empty when it is. */
export function errorShapeProblems(status: number, answer: FuzzAnswer, head = false): string[] {
	const type = mediaType(answer.headers)
	if (!isJson(type)) return [`error ${status} is ${type || 'without a content-type'}, not JSON`]
	// A HEAD answer has no body to read the code from: a 5xx stays unexplained.
	if (head) return status >= 500 ? [`status ${status} to a HEAD request`] : []
	let body: unknown
	try {
		body = JSON.parse(new TextDecoder().decode(answer.body))
	} catch {
		return [`error ${status} is not valid JSON`]
	}
	const error = (body as { error?: unknown } | null)?.error as
		| { code?: unknown; message?: unknown; params?: Record<string, unknown> }
		| undefined
	if (typeof error !== 'object' || error === null) return [`error ${status} has no "error" object`]
	const problems: string[] = []
	if (typeof error.code !== 'string' || !ERROR_CODES.has(error.code)) {
		problems.push(`error code ${JSON.stringify(error.code)} is not a key of the errors dictionary`)
	}
	if (typeof error.message !== 'string' || !error.message.trim()) problems.push('error message is empty')
	else if (error.message === error.code) problems.push(`error message is the bare code ${error.message}`)
	else if (unfilled(error.code, error.message, error.params)) {
		problems.push(`error message has an unfilled placeholder: ${error.message}`)
	}
	const refusal = status === 503 && RECORDED_REFUSALS.has(String(error.code))
	if (!API_ERROR_STATUSES.has(status) && !refusal)
		problems.push(`status ${status} is not a documented API error status`)
	return problems
}

export function judge(request: FuzzRequest, answer: FuzzAnswer): string[] {
	const { status, headers } = answer
	const method = request.method.toUpperCase()
	const api = isApiPath(request.path)
	const type = mediaType(headers)
	const hasBody = method !== 'HEAD' && answer.body.length > 0
	if (status === RUNTIME_HEADER_LIMIT && answer.body.length === 0) return []
	if (status >= 500) {
		if (type === 'text/html') {
			// A tool page posted without JavaScript shows the refusal in its error card.
			const html = new TextDecoder().decode(answer.body)
			const code = /data-testid="tool-error" data-code="(\w+)"/.exec(html)?.[1]
			return status === 503 && code && RECORDED_REFUSALS.has(code)
				? []
				: [`answered ${status} (${code ?? 'no error card'})`]
		}
		const problems = errorShapeProblems(status, answer, method === 'HEAD')
		return problems.length ? [`answered ${status}`, ...problems] : []
	}
	if (status < 200) return [`answered the informational status ${status}`]
	if (status >= 300 && status < 400) {
		if (status === 304) return []
		if (!REDIRECTS.has(status)) return [`answered the unusual redirect status ${status}`]
		return headers.get('location') ? [] : [`redirect ${status} without a Location`]
	}
	if (status >= 400) {
		if (status === 429 && isJson(type) && !/^\d+$/.test(headers.get('retry-after') ?? '')) {
			return ['429 without a Retry-After in seconds']
		}
		if (method === 'HEAD') return []
		if (api || isJson(type)) return errorShapeProblems(status, answer)
		if (type !== 'text/html') return [`error page ${status} is ${type || 'without a content-type'}`]
		const text = new TextDecoder().decode(answer.body.subarray(0, 512)).toLowerCase()
		return text.includes('<html') ? [] : [`error page ${status} is not an HTML document`]
	}
	// 2xx
	if (status === 204 || !hasBody) return []
	if (!type) return [`${status} without a content-type`]
	if (isJson(type)) {
		try {
			JSON.parse(new TextDecoder().decode(answer.body))
		} catch {
			return [`${status} says JSON but is not`]
		}
	}
	return []
}

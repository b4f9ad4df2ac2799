import { type Egress, parseEgressList } from './egress/egress'
import { createRotation, type Rotation } from './egress/rotation'
import { YouTubeError } from './errors'
import { type OutcomeBus, outcomeOfVerdict, pathOfUrl } from './upstream-outcomes.server'

/** How an upstream answer looks, before any parsing (docs/youtube-data.md §6). */
export type UpstreamVerdict =
	| 'ok'
	| 'notFound'
	| 'consentWall'
	| 'rateLimited'
	| 'botCheck'
	| 'serverError'
	| 'timeout'
	| 'unreachable'
	| 'networkError'

export interface UpstreamAnswer {
	verdict: UpstreamVerdict
	status: number
	/** The URL actually fetched (after UPSTREAM_OVERRIDES). */
	url: string
	contentType: string
	body: string
	/** The egress that gave this answer: `direct` or a proxy's label (its host and port). */
	egress?: string
}

export interface UpstreamOptions {
	/** host -> origin (UPSTREAM_OVERRIDES): tests point every YouTube host at a fake. */
	overrides: Map<string, string>
	/**
	 * OUTBOUND_PROXY as written (one proxy, a list, or empty for direct) when no `rotation` is
	 * given; tests and benches use it.
	 */
	proxy?: string | null
	/** The egresses and their rests (egress/rotation.ts); wiring.ts builds it from the configuration. */
	rotation?: Rotation
	/** Every try's outcome, by path and egress: the counts, the alert and /metrics listen. */
	outcomes?: OutcomeBus
	timeoutMs: number
	/** Injectable for tests. */
	fetch?: typeof fetch
}

export interface UpstreamRequest {
	method?: 'GET' | 'POST' | 'HEAD'
	headers?: Record<string, string>
	body?: string
	timeoutMs?: number
	/** Cancels the request, e.g. when the visitor goes away. */
	signal?: AbortSignal
	/**
	 * The path it is counted under (upstream-outcomes.server.ts): the innertube client's name for
	 * its calls and caption URLs; by default `image` for image hosts, else `page`.
	 */
	path?: string
}

/**
 * Answers that rest the egress they came through and send the request on through the next
 * (egress/rotation.ts): YouTube's blocks of an address, and a proxy that is down or silent.
 */
const REST_VERDICTS: ReadonlySet<UpstreamVerdict> = new Set(['rateLimited', 'botCheck', 'unreachable', 'timeout'])

/**
 * SOCS is the consent choice NewPipe and yt-dlp send so EU requests skip the consent page;
 * if the wall still shows, one retry carries ytta's `CONSENT=YES+<v>` from the page itself.
 */
const CONSENT_COOKIE = 'SOCS=CAI'

/**
 * The `code` of a fetch that never got a connection, as Bun 1.4.5 throws them (tried: a closed
 * port gives ECONNREFUSED at once, an unresolvable host ENOTFOUND, a dropped socket ECONNRESET),
 * plus the other socket and resolver codes of Node and Bun. A timeout is not one of them: ours
 * fires the AbortSignal and is told apart first.
 */
const CONNECTION_FAILURES = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ECONNABORTED',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EAI_NONAME',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'EHOSTDOWN',
	'ENETDOWN',
	'ETIMEDOUT',
	'EPIPE',
	'ConnectionRefused',
	'ConnectionClosed',
	'ConnectionReset',
	'FailedToOpenSocket',
	'UnableToConnect',
	'DNSError',
])

/**
 * Why a fetch rejected: our timeout, no connection at all (answered within
 * milliseconds, so never called slow), or anything else on the way.
 * @example failureVerdict(new TypeError('…'), AbortSignal.timeout(8000)) // 'networkError'
 */
export function failureVerdict(error: unknown, timeout: AbortSignal): UpstreamVerdict {
	if (timeout.aborted) return 'timeout'
	const code = (error as { code?: unknown } | null)?.code
	return typeof code === 'string' && CONNECTION_FAILURES.has(code) ? 'unreachable' : 'networkError'
}

/**
 * The one door to YouTube for the server (the worker's browser applies the same overrides
 * through request routing). Rewrites hosts per UPSTREAM_OVERRIDES, sends each try through one
 * egress of the rotation (OUTBOUND_PROXY, egress/rotation.ts) and records its outcome, adds the
 * consent cookie, times out, and classifies every answer; it never throws for an HTTP status.
 * @example const up = createUpstream({ overrides: config.upstreamOverrides, timeoutMs: 8000 })
 *          const answer = await up.request('https://www.youtube.com/watch?v=GJLlxj_dtq8')
 */
export function createUpstream(options: UpstreamOptions) {
	const doFetch = options.fetch ?? fetch
	const rotation = options.rotation ?? createRotation({ egresses: parseEgressList(options.proxy ?? '') })

	/** The URL to fetch for `url`: the override's origin with the same path and query. */
	function rewrite(url: string): string {
		const parsed = new URL(url)
		const origin = options.overrides.get(parsed.host.toLowerCase())
		return origin ? `${origin}${parsed.pathname}${parsed.search}` : url
	}

	/** One exchange through `egress`, classified; rejects only for the caller's abort. */
	async function exchange(url: string, req: UpstreamRequest, cookie: string, egress: Egress): Promise<UpstreamAnswer> {
		const target = rewrite(url)
		const timeout = AbortSignal.timeout(req.timeoutMs ?? options.timeoutMs)
		const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout
		const via = egress.label
		let response: Response
		try {
			response = await doFetch(target, {
				method: req.method ?? (req.body ? 'POST' : 'GET'),
				headers: {
					'Accept-Language': 'en-US,en;q=0.9',
					...req.headers,
					Cookie: cookie,
					'X-Forwarded-Host': new URL(url).host,
				},
				body: req.body,
				redirect: 'manual',
				signal,
				// After UPSTREAM_OVERRIDES, as with the single proxy before: the proxy carries the rewritten URL.
				...(egress.url ? { proxy: egress.url } : {}),
			} as RequestInit)
		} catch (error) {
			if (req.signal?.aborted) throw error
			return { verdict: failureVerdict(error, timeout), status: 0, url: target, contentType: '', body: '', egress: via }
		}
		let body = ''
		try {
			body = req.method === 'HEAD' ? '' : await response.text()
		} catch (error) {
			const verdict = failureVerdict(error, timeout)
			return { verdict, status: response.status, url: target, contentType: '', body: '', egress: via }
		}
		const contentType = response.headers.get('content-type') ?? ''
		const location = response.headers.get('location') ?? ''
		return {
			verdict: classify(response.status, body, location),
			status: response.status,
			url: target,
			contentType,
			body,
			egress: via,
		}
	}

	/** `url` through the rotation: a block or a dead proxy sends it on through the next egress. */
	async function once(url: string, req: UpstreamRequest, cookie: string): Promise<UpstreamAnswer> {
		const path = req.path ?? pathOfUrl(url)
		const tried = new Set<string>()
		let answer: UpstreamAnswer | null = null
		for (;;) {
			const egress = await rotation.choose(tried)
			// choose() always gives a first egress; null later means: no more tries, keep the last answer.
			if (!egress) return answer as UpstreamAnswer
			tried.add(egress.label)
			answer = await exchange(url, req, cookie, egress)
			options.outcomes?.record({ path, egress: egress.label, outcome: outcomeOfVerdict(answer.verdict) })
			if (!REST_VERDICTS.has(answer.verdict)) {
				rotation.served(egress)
				return answer
			}
			await rotation.blocked(egress, answer.verdict)
		}
	}

	/** One raw exchange through `egress`; rejects with the failure's YouTubeError or the caller's abort. */
	async function rawOnce(url: string, req: UpstreamRequest, egress: Egress): Promise<Response> {
		const target = rewrite(url)
		const timeout = AbortSignal.timeout(req.timeoutMs ?? options.timeoutMs)
		try {
			return await doFetch(target, {
				method: req.method ?? 'GET',
				headers: { ...req.headers, 'X-Forwarded-Host': new URL(url).host },
				redirect: 'manual',
				signal: req.signal ? AbortSignal.any([req.signal, timeout]) : timeout,
				...(egress.url ? { proxy: egress.url } : {}),
			} as RequestInit)
		} catch (error) {
			if (req.signal?.aborted) throw error
			const verdict = failureVerdict(error, timeout)
			throw Object.assign(failureError(verdict, target, 0), { verdict })
		}
	}

	return {
		rewrite,
		/**
		 * The raw response for `url` (bytes, headers, redirects not followed), for the image
		 * proxy and the thumbnail probes. Overrides, the rotation and the timeout apply (a 429 or a
		 * dead proxy moves on to the next egress); a network failure rejects with its YouTubeError
		 * (upstreamTimeout, upstreamUnreachable, upstreamError), the caller's abort with its own reason.
		 */
		async raw(url: string, req: UpstreamRequest = {}): Promise<Response> {
			const path = req.path ?? pathOfUrl(url)
			const tried = new Set<string>()
			let last: Response | YouTubeError | null = null
			for (;;) {
				const egress = await rotation.choose(tried)
				if (!egress) {
					if (last instanceof Response) return last
					throw last
				}
				tried.add(egress.label)
				let response: Response
				try {
					response = await rawOnce(url, req, egress)
				} catch (error) {
					const verdict = (error as { verdict?: UpstreamVerdict }).verdict
					if (!verdict) throw error
					options.outcomes?.record({ path, egress: egress.label, outcome: outcomeOfVerdict(verdict) })
					if (last instanceof Response) await last.body?.cancel().catch(() => {})
					if (!REST_VERDICTS.has(verdict)) throw error
					last = error as YouTubeError
					await rotation.blocked(egress, verdict)
					continue
				}
				// Image hosts block with a bare 429; their bodies are bytes, not pages to read.
				const verdict: UpstreamVerdict =
					response.status === 429 ? 'rateLimited' : response.status >= 500 ? 'serverError' : 'ok'
				options.outcomes?.record({ path, egress: egress.label, outcome: outcomeOfVerdict(verdict) })
				if (last instanceof Response) await last.body?.cancel().catch(() => {})
				if (verdict !== 'rateLimited') {
					rotation.served(egress)
					return response
				}
				last = response
				await rotation.blocked(egress, verdict)
			}
		},
		/**
		 * Fetches `url` (a real YouTube URL) and classifies the answer. A consent wall is
		 * retried once with the page's own consent value.
		 */
		async request(url: string, req: UpstreamRequest = {}): Promise<UpstreamAnswer> {
			const first = await once(url, req, CONSENT_COOKIE)
			if (first.verdict !== 'consentWall') return first
			const v = /name="v" value="([^"]+)"/.exec(first.body)?.[1] ?? 'cb'
			return once(url, req, `${CONSENT_COOKIE}; CONSENT=YES+${v}`)
		},
	}
}

export type Upstream = ReturnType<typeof createUpstream>

/**
 * The verdict for a status and body. Bodies are checked for the pages YouTube serves with
 * a 200: the consent interstitial, the "unusual traffic" captcha and the bot check.
 */
export function classify(status: number, body: string, location = ''): UpstreamVerdict {
	if (status === 429) return 'rateLimited'
	if (status >= 300 && status < 400 && /consent\.youtube\.com/.test(location)) return 'consentWall'
	if (status >= 500) return 'serverError'
	if (/g-recaptcha|\/das_captcha/.test(body)) return 'rateLimited'
	if (/action="https:\/\/consent\.youtube\.com\/s"/.test(body)) return 'consentWall'
	if (status === 404) return 'notFound'
	if (/"status"\s*:\s*"LOGIN_REQUIRED"/.test(body) && /not a bot/.test(body)) return 'botCheck'
	if (status >= 400) return status === 400 ? 'notFound' : 'serverError'
	return 'ok'
}

/** Turns a refusing verdict into the matching error; `ok` and `notFound` are for the caller. */
export function assertServed(answer: UpstreamAnswer): void {
	switch (answer.verdict) {
		case 'rateLimited':
			throw new YouTubeError('rateLimited', `HTTP ${answer.status} from ${answer.url}`)
		case 'botCheck':
			throw new YouTubeError('botCheck', answer.url)
		case 'consentWall':
			throw new YouTubeError('consentWall', answer.url)
		case 'timeout':
		case 'unreachable':
		case 'serverError':
		case 'networkError':
			throw failureError(answer.verdict, answer.url, answer.status)
		default:
	}
}

/** The error of a failed exchange: slow, never connected, or broken (docs/youtube-data.md §6). */
function failureError(verdict: UpstreamVerdict, url: string, status: number): YouTubeError {
	if (verdict === 'timeout') return new YouTubeError('upstreamTimeout', url)
	if (verdict === 'unreachable') return new YouTubeError('upstreamUnreachable', `no connection to ${url}`)
	return new YouTubeError('upstreamError', `HTTP ${status} from ${url}`)
}

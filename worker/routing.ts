/**
 * Request routing for every browser context the worker opens. Chromium may fetch only what a
 * scrape job needs, and only from YouTube:
 *  - a host listed in UPSTREAM_OVERRIDES is fetched by the worker itself from the override's
 *    origin and handed to the page with `route.fulfill` (the page still believes it talks to
 *    https://www.youtube.com). `route.continue({ url })` cannot do this: Playwright refuses a
 *    new URL whose protocol differs ("New URL must have same protocol as overridden URL"),
 *    and the fakes are plain http on loopback;
 *  - with no overrides at all (production), YouTube's own page hosts go out as the browser
 *    sends them (`route.continue`);
 *  - everything else is aborted: images, video, fonts, stylesheets, ads, analytics, Google
 *    sign-in frames, and every non-YouTube host. With overrides configured nothing but the
 *    overridden hosts is ever fetched, so a test run never leaves loopback.
 */
import type { BrowserContext, Route } from 'playwright-core'

/** Hosts whose documents, scripts and XHRs a watch or channel page needs. */
export const YOUTUBE_PAGE_HOSTS: ReadonlySet<string> = new Set([
	'www.youtube.com',
	'youtube.com',
	'm.youtube.com',
	'consent.youtube.com',
	'youtubei.googleapis.com',
])

/** Resource types a job needs: the page, its scripts and the data calls they make. */
const ALLOWED_TYPES: ReadonlySet<string> = new Set(['document', 'script', 'xhr', 'fetch'])

/** Telemetry and ads on YouTube's own hosts: never needed to read a page's data. */
const BLOCKED_PATHS =
	/^\/(api\/stats\/|pagead\/|ptracking|generate_204|csi_204|error_204|youtubei\/v1\/log_event|sw\.js)/

/**
 * SOCS is the consent choice NewPipe and yt-dlp send so EU visitors skip the consent page
 * (the same value as src/youtube/upstream.server.ts).
 */
export const CONSENT_COOKIE = {
	name: 'SOCS',
	value: 'CAI',
	domain: '.youtube.com',
	path: '/',
	secure: true,
	sameSite: 'Lax',
} as const

export type RouteAction = 'fetch' | 'continue' | 'abort'

/** What the router did with one request (reported to `onDecision`, e.g. for tests and debug logs). */
export interface RouteDecision {
	/** The URL the page asked for. */
	url: string
	resourceType: string
	action: RouteAction
	/** For `fetch`: the URL the worker fetched instead (override origin + path + query). */
	target?: string
	/** For `abort`: why. */
	reason?: string
	/** For `fetch`: the status handed to the page (0 when the fetch failed). */
	status?: number
}

/**
 * The routing decision for one request, without side effects.
 * @example decide(new URL('https://fonts.googleapis.com/css2'), 'stylesheet', new Map()).action // 'abort'
 */
export function decide(
	url: URL,
	resourceType: string,
	overrides: ReadonlyMap<string, string>,
): { action: RouteAction; target?: string; reason?: string } {
	if (url.protocol === 'data:' || url.protocol === 'blob:') return { action: 'continue' }
	if (!ALLOWED_TYPES.has(resourceType)) return { action: 'abort', reason: `type ${resourceType}` }
	const host = url.host.toLowerCase()
	if (BLOCKED_PATHS.test(url.pathname)) return { action: 'abort', reason: 'telemetry' }
	const origin = overrides.get(host)
	if (origin) return { action: 'fetch', target: `${origin}${url.pathname}${url.search}` }
	if (overrides.size > 0) return { action: 'abort', reason: 'host not overridden' }
	if (url.protocol === 'https:' && YOUTUBE_PAGE_HOSTS.has(host)) return { action: 'continue' }
	return { action: 'abort', reason: 'not a YouTube page host' }
}

/** Response headers the page must not see after Bun's fetch has already decoded the body. */
const HOP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'])

export interface RoutingOptions {
	/** host -> origin (UPSTREAM_OVERRIDES). */
	overrides: ReadonlyMap<string, string>
	/** The job's signal: aborts fetches still running for the page when the job ends or times out. */
	signal: AbortSignal
	onDecision?: (decision: RouteDecision) => void
	/**
	 * The context's proxy URL (its egress): an overridden host is fetched through it, as
	 * the server's upstream sends an overridden URL through its proxy.
	 */
	proxy?: string | null
	/** Injectable for tests. */
	fetch?: typeof fetch
}

/**
 * Installs the router on `context` and sets the consent cookie.
 * @example await installRouting(context, { overrides: config.upstreamOverrides, signal })
 */
export async function installRouting(context: BrowserContext, options: RoutingOptions): Promise<void> {
	const doFetch = options.fetch ?? fetch
	await context.addCookies([{ ...CONSENT_COOKIE }])
	await context.route('**/*', async (route) => {
		const request = route.request()
		const url = new URL(request.url())
		const decision = decide(url, request.resourceType(), options.overrides)
		const report = (extra: Partial<RouteDecision> = {}) =>
			options.onDecision?.({ url: request.url(), resourceType: request.resourceType(), ...decision, ...extra })
		// Route calls throw once the context is closed (job over or timed out): nothing to do then.
		try {
			if (decision.action === 'abort') {
				report()
				await route.abort('blockedbyclient')
				return
			}
			if (decision.action === 'continue' || !decision.target) {
				report()
				await route.continue()
				return
			}
			await fulfillFromOverride(route, context, decision.target, url, options, doFetch, report)
		} catch {
			// the context closed under us
		}
	})
}

async function fulfillFromOverride(
	route: Route,
	context: BrowserContext,
	target: string,
	url: URL,
	{ signal, proxy }: RoutingOptions,
	doFetch: typeof fetch,
	report: (extra?: Partial<RouteDecision>) => void,
): Promise<void> {
	const request = route.request()
	const headers: Record<string, string> = {}
	for (const [name, value] of Object.entries(request.headers())) {
		if (name !== 'host' && name !== 'cookie') headers[name] = value
	}
	// Provisional headers lack cookies: send the context's own for the URL the page asked for.
	const cookies = await context.cookies(url.href)
	if (cookies.length > 0) headers.cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
	// The host the page meant (fakes record it, like requests from src/youtube/upstream.server.ts).
	headers['x-forwarded-host'] = url.host
	let response: Response
	let body: Buffer
	try {
		const method = request.method()
		const payload = method === 'GET' || method === 'HEAD' ? null : request.postDataBuffer()
		response = await doFetch(target, {
			method,
			headers,
			body: payload ? new Uint8Array(payload) : undefined,
			redirect: 'manual',
			signal,
			...(proxy ? { proxy } : {}),
		} as RequestInit)
		body = Buffer.from(await response.arrayBuffer())
	} catch {
		report({ status: 0 })
		await route.abort(signal.aborted ? 'timedout' : 'failed')
		return
	}
	const out: Record<string, string> = {}
	response.headers.forEach((value, name) => {
		if (!HOP_HEADERS.has(name) && name !== 'set-cookie') out[name] = value
	})
	const setCookies = response.headers.getSetCookie()
	if (setCookies.length > 0) out['set-cookie'] = setCookies.join('\n')
	report({ status: response.status })
	await route.fulfill({ status: response.status, headers: out, body })
}

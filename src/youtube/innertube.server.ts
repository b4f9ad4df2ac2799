import { CLIENTS, type InnertubeClient, innertubeBody, innertubeHeaders } from './clients'
import { YouTubeError } from './errors'
import { assertServed, type Upstream } from './upstream.server'

/**
 * One innertube call (`/youtubei/v1/<endpoint>`) as `client`: the JSON answer, also for
 * YouTube's own error bodies (404 NOT_FOUND, 400 INVALID_ARGUMENT), which the parsers turn
 * into typed errors. Refusals (429, captcha, bot check, consent, 5xx, timeout) throw.
 * @example await innertube(upstream, 'navigation/resolve_url', { url: 'https://www.youtube.com/@gronkh' })
 */
export async function innertube(
	upstream: Upstream,
	endpoint: string,
	fields: Record<string, unknown>,
	/** `hl`/`gl`: the language and region YouTube answers in (search ranks and words its results by them). */
	opts: { client?: InnertubeClient; signal?: AbortSignal; hl?: string; gl?: string } = {},
): Promise<unknown> {
	const client = opts.client ?? CLIENTS.WEB
	const answer = await upstream.request(`https://${client.host}/youtubei/v1/${endpoint}?prettyPrint=false`, {
		method: 'POST',
		headers: innertubeHeaders(client),
		body: innertubeBody(client, fields, opts.hl, opts.gl),
		// Counted under the client's name (which way to YouTube works).
		path: client.name,
		...(opts.signal ? { signal: opts.signal } : {}),
	})
	assertServed(answer)
	try {
		return JSON.parse(answer.body)
	} catch {
		throw new YouTubeError('upstreamError', `${endpoint}: HTTP ${answer.status}, not JSON`)
	}
}

import { AsyncLocalStorage } from 'node:async_hooks'
import type { UpstreamVerdict } from './upstream.server'

/**
 * What each request to YouTube came to, per path and egress: the rotation and the
 * caption/player code record here, and the hourly counts, the refusal alert and /metrics listen.
 * A listener that throws never breaks a request.
 *
 * Paths (README, "Egress to YouTube"):
 *  - `ANDROID`, `VISIONOS`, `WEB`: every innertube call as that client (player, browse, next,
 *    resolve_url) and the caption URLs its player answer handed out;
 *  - `worker`: a job of the browser worker (watch, captions, channel), counted by the server from
 *    the worker's answer, with the egress the worker's browser used;
 *  - `page`: youtube.com pages fetched over plain HTTP (clip pages, RSS);
 *  - `suggest`: YouTube's search suggestions (the hashtag tool's evidence);
 *  - `image`: thumbnails and avatars (the image proxy, the thumbnail probes, batch ZIPs).
 * Each try counts: a request refused through one proxy and served through the next is one
 * refusal and one success, each under its own egress. A try made for a tool call carries the
 * call's `lookup` (inLookup), so the refusal alert can weigh the call's paths once each
 * (src/alerts/refusal-window.ts) however many requests the tool sent.
 */
export type UpstreamOutcome = {
	/** A caption or player path: an innertube client (`ANDROID`, `WEB`, …), `worker`, `page`, `image`. */
	path: string
	/** `direct`, or a proxy's label (its host and port, never its credentials). */
	egress: string
	/**
	 * `refused`: this way to YouTube is shut: a 429, bot check, captcha or consent wall, or no
	 * answer at all (the connection refused, the proxy dead, a timeout); `failed`: any other
	 * broken answer (a 5xx, a connection cut mid-answer).
	 */
	outcome: 'ok' | 'refused' | 'failed'
	/** The tool call the try was made for (inLookup), if any. */
	lookup?: number
}

const lookups = new AsyncLocalStorage<number>()
let lastLookup = 0

/**
 * Runs `work` as one lookup (a tool call, or one video of a batch): every request to YouTube it
 * makes, through any path, is recorded with the same `lookup`.
 * @example const result = await inLookup(() => runner.run(input, request))
 */
export function inLookup<T>(work: () => Promise<T>): Promise<T> {
	lastLookup = (lastLookup + 1) % Number.MAX_SAFE_INTEGER
	return lookups.run(lastLookup, work)
}

export function createOutcomeBus() {
	const listeners = new Set<(outcome: UpstreamOutcome) => void>()
	return {
		record(outcome: UpstreamOutcome): void {
			const lookup = lookups.getStore()
			if (lookup !== undefined && outcome.lookup === undefined) outcome = { ...outcome, lookup }
			for (const listener of listeners) {
				try {
					listener(outcome)
				} catch {
					// A listener's fault is its own; the request goes on.
				}
			}
		},
		/** @returns a function that stops listening */
		subscribe(listener: (outcome: UpstreamOutcome) => void): () => void {
			listeners.add(listener)
			return () => void listeners.delete(listener)
		},
	}
}

export type OutcomeBus = ReturnType<typeof createOutcomeBus>

/** Hosts whose answers are images (the image proxy's allow-list, src/image-proxy/hosts.ts). */
const IMAGE_HOST = /(^|\.)(ytimg\.com|ggpht\.com|googleusercontent\.com)$|^img\.youtube\.com$/i

/** The path of a request that did not name one: `image` for image hosts, else `page`. */
export function pathOfUrl(url: string): string {
	const host = url.slice(url.indexOf('//') + 2).split(/[/?#:]/, 1)[0] ?? ''
	return IMAGE_HOST.test(host) ? 'image' : 'page'
}

/**
 * An upstream verdict as an outcome: YouTube answered, this way to it is shut, or the answer broke.
 * No answer at all (`unreachable`: connection refused or reset, the proxy dead; `timeout`) is a
 * refusal, as the rotation treats it (it rests the egress, upstream.server.ts): a visitor gets
 * nothing either way, and a dead proxy counted as a mere failure kept the alert quiet while every
 * call failed. A fetch cannot tell a connect timeout from a silent server; both count.
 */
export function outcomeOfVerdict(verdict: UpstreamVerdict): UpstreamOutcome['outcome'] {
	switch (verdict) {
		case 'rateLimited':
		case 'botCheck':
		case 'consentWall':
		case 'timeout':
		case 'unreachable':
			return 'refused'
		case 'serverError':
		case 'networkError':
			return 'failed'
		default:
			return 'ok'
	}
}

/**
 * Worker codes that mean its way to YouTube is shut, as outcomeOfVerdict judges the server's: the
 * token wall too (not even YouTube's own player got the text), and its browser finding no way out.
 * Not the job's timeout: it also counts Chromium's own work, so it stays a failure.
 */
const WORKER_REFUSALS = new Set(['rateLimited', 'botCheck', 'consentWall', 'tokenRequired', 'upstreamUnreachable'])

/**
 * A worker job's code as an outcome: its refusals and its failures; any other code is YouTube's
 * answer about the video.
 */
export function outcomeOfCode(code: string | null): UpstreamOutcome['outcome'] {
	if (code === null) return 'ok'
	if (WORKER_REFUSALS.has(code)) return 'refused'
	if (code === 'upstreamError' || code === 'upstreamTimeout') return 'failed'
	return 'ok'
}

import type { UpstreamVerdict } from './upstream.server'

/**
 * What each request to YouTube came to, per path and egress (issue 20): the rotation and the
 * caption/player code record here, and the hourly counts, the refusal alert and /metrics listen.
 * A listener that throws never breaks a request.
 *
 * Paths (README, "Egress to YouTube"):
 *  - `ANDROID`, `VISIONOS`, `WEB`: every innertube call as that client (player, browse, next,
 *    resolve_url) and the caption URLs its player answer handed out;
 *  - `worker`: a job of the browser worker (watch, captions, channel), counted by the server from
 *    the worker's answer, with the egress the worker's browser used;
 *  - `page`: youtube.com pages fetched over plain HTTP (clip pages, RSS);
 *  - `image`: thumbnails and avatars (the image proxy, the thumbnail probes, batch ZIPs).
 * Each try counts: a request refused through one proxy and served through the next is one
 * refusal and one success, each under its own egress.
 */
export type UpstreamOutcome = {
	/** A caption or player path: an innertube client (`ANDROID`, `WEB`, …), `worker`, `page`, `image`. */
	path: string
	/** `direct`, or a proxy's label (its host and port, never its credentials). */
	egress: string
	/** `refused`: 429, bot check, captcha, sign-in wall; `failed`: network error or timeout. */
	outcome: 'ok' | 'refused' | 'failed'
}

export function createOutcomeBus() {
	const listeners = new Set<(outcome: UpstreamOutcome) => void>()
	return {
		record(outcome: UpstreamOutcome): void {
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

/** An upstream verdict as an outcome: YouTube answered, refused this address, or nothing came back. */
export function outcomeOfVerdict(verdict: UpstreamVerdict): UpstreamOutcome['outcome'] {
	switch (verdict) {
		case 'rateLimited':
		case 'botCheck':
		case 'consentWall':
			return 'refused'
		case 'serverError':
		case 'timeout':
		case 'unreachable':
		case 'networkError':
			return 'failed'
		default:
			return 'ok'
	}
}

/**
 * A worker job's code as an outcome: its refusals (the token wall included: not even YouTube's
 * own player got the text) and its failures; any other code is YouTube's answer about the video.
 */
export function outcomeOfCode(code: string | null): UpstreamOutcome['outcome'] {
	if (code === null) return 'ok'
	if (code === 'rateLimited' || code === 'botCheck' || code === 'consentWall' || code === 'tokenRequired')
		return 'refused'
	if (code === 'upstreamError' || code === 'upstreamTimeout' || code === 'upstreamUnreachable') return 'failed'
	return 'ok'
}

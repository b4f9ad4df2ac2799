/**
 * What the server sends the browser worker (worker/README.md, "HTTP API"). The one definition
 * both sides import: src/youtube/worker-client.server.ts builds these requests, worker/app.ts
 * validates them with the same schemas. It imports neither side: worker/app.ts pulls in
 * Playwright, which the server must never load, so the server cannot import from there.
 */
import { z } from 'zod'

/** Where each request goes; only the jobs need the secret. */
export const WORKER_PATHS = {
	health: '/healthz',
	watch: '/jobs/watch',
	channel: '/jobs/channel',
	captions: '/jobs/captions',
} as const

export type JobKind = Exclude<keyof typeof WORKER_PATHS, 'health'>

/** Optional request header: the caller waits at most this many ms (the job timeout can only get shorter). */
export const JOB_TIMEOUT_HEADER = 'X-Job-Timeout-Ms'

const languageCode = z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'must be a language code')

export const watchRequest = z.strictObject({
	videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character video id'),
})

/**
 * The caption text wanted, in terms every path can look up in its own track list: the plain
 * HTTP paths (src/youtube/captions/fetch.server.ts) and the worker's player alike.
 */
export const trackWant = z.strictObject({
	vssId: z.string().max(100),
	languageCode,
	kind: z.enum(['asr', 'uploaded']),
	tlang: languageCode.nullable(),
})

export const captionsRequest = watchRequest.extend(trackWant.shape)

export const channelRequest = z.strictObject({
	url: z.url({ protocol: /^https$/, hostname: /^www\.youtube\.com$/ }).refine((value) => {
		if (!URL.canParse(value)) return false
		const url = new URL(value)
		return url.host === 'www.youtube.com' && !url.username && !url.password && url.pathname.length > 1
	}, 'must be a https://www.youtube.com/… URL'),
})

export type WatchRequest = z.infer<typeof watchRequest>
export type TrackWant = z.infer<typeof trackWant>
export type CaptionsRequest = z.infer<typeof captionsRequest>
export type ChannelRequest = z.infer<typeof channelRequest>

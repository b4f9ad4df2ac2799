/**
 * What the browser worker answers (worker/README.md, "HTTP API"): worker/app.ts and jobs.ts
 * produce these shapes, src/youtube/worker-client.server.ts validates them with these schemas
 * before it believes a word. Objects are not strict: a newer worker may add fields.
 */
import { z } from 'zod'
import { YOUTUBE_ERROR_CODES } from '../youtube/errors'

export const watchResult = z.object({
	/** `ytInitialPlayerResponse` as the browser had it: read it with parsePlayerResponse. */
	playerResponse: z.record(z.string(), z.unknown()),
	/** `ytInitialData` of the watch page, or null. */
	initialData: z.unknown(),
})

/** The captions YouTube's own player fetched in the worker's browser. */
export const captionsResult = z.object({
	/** The watch page's `ytInitialPlayerResponse`. */
	playerResponse: z.record(z.string(), z.unknown()),
	/** The timedtext body as the player received it (any format: parseCaptions detects it). */
	body: z.string(),
	/** The timedtext URL it came from (carries the player's `pot=` token). */
	url: z.string(),
})

/** og:title, og:image (the 900 px avatar) and `<link rel="canonical">` of a channel page. */
export const channelMeta = z.object({
	title: z.string().nullable(),
	image: z.string().nullable(),
	canonical: z.string().nullable(),
})

export const channelResult = z.object({
	/** The channel page's `ytInitialData` (the same object a browse call answers): readBrowseResponse. */
	initialData: z.record(z.string(), z.unknown()),
	meta: channelMeta,
})

/**
 * The egress the job's browser went out through (`direct` or a proxy's host and port):
 * the server counts the job under it. Absent when the job never reached YouTube (a full queue,
 * a bad body, Chromium down).
 */
const egress = z.string().max(300).optional()

const succeeded = { ok: z.literal(true), egress }
export const watchAnswer = watchResult.extend(succeeded)
export const captionsAnswer = captionsResult.extend(succeeded)
export const channelAnswer = channelResult.extend(succeeded)

/** A job that failed, for YouTube's reasons or the worker's own (the HTTP status tells which). */
export const workerFailure = z.object({
	ok: z.literal(false),
	code: z.enum(YOUTUBE_ERROR_CODES),
	detail: z.string().optional(),
	egress,
})

/** `GET /healthz`: status `ok`, or `stopping` while draining; `launchError` after Chromium failed to start. */
export const workerHealth = z.object({
	status: z.string(),
	browser: z.enum(['up', 'down']),
	busy: z.number(),
	queued: z.number(),
	launchError: z.string().optional(),
})

export type WatchResult = z.infer<typeof watchResult>
export type CaptionsResult = z.infer<typeof captionsResult>
export type ChannelMeta = z.infer<typeof channelMeta>
export type ChannelResult = z.infer<typeof channelResult>
export type WorkerFailure = z.infer<typeof workerFailure>
export type WorkerHealth = z.infer<typeof workerHealth>

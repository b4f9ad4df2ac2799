import { z } from 'zod'
import { TRANSCRIPT_FORMATS } from '../transcript/format'
import { transcriptFile } from '../transcript/schema'

/**
 * The most videos BATCH_MAX_VIDEOS may allow (src/core/config.ts): the most links one request may carry. The
 * server's own setting (200 by default) is the batch's limit; more different videos are `batchTooManyLinks`.
 */
export const BATCH_MAX_VIDEOS_CEILING = 5000

const LINKS_DESCRIPTION =
	'Video links (any form the single tool takes), instead of `list_url`: a batch of these videos in this order, each once; at most BATCH_MAX_VIDEOS different videos (200 by default; more is a 400 batchTooManyLinks), and a link that names no video is a 400 batchLinkInvalid'
const options = {
	list_url: z
		.string()
		.max(2048)
		.optional()
		.describe(
			'A playlist link (/playlist?list=…, or a watch link with list=…), a mix, or a channel link (its Videos tab; /shorts for its Shorts). Required unless video links are given',
		),
	format: z
		.enum(TRANSCRIPT_FORMATS)
		.optional()
		.describe(
			"Transcripts, batch.zip only: the files' format (default txt); the progress stream sends each transcript whole",
		),
	language: z.string().max(40).optional().describe('Transcripts only: a language code, or auto (default)'),
}
const oneSource = (value: { list_url?: string | undefined; urls?: string[] | undefined }) =>
	(value.list_url !== undefined) !== (value.urls !== undefined)
const ONE_SOURCE = { message: 'Give either list_url or the video links, not both', path: ['list_url'] }

/**
 * POST /api/tools/{thumbnails,transcript}/batch: a playlist, mix or channel link, or a list of video links
 * (pasted at once); for transcripts the format and language every file gets.
 */
export const batchRequest = z
	.object({
		...options,
		urls: z.array(z.string().max(2048)).min(1).max(BATCH_MAX_VIDEOS_CEILING).optional().describe(LINKS_DESCRIPTION),
	})
	.refine(oneSource, ONE_SOURCE)

/** GET …/batch.zip: the same, the video links as repeated `url` parameters (`?url=…&url=…`). */
export const batchQuery = z
	.object({
		...options,
		url: z
			.union([z.string().max(2048), z.array(z.string().max(2048)).min(1).max(BATCH_MAX_VIDEOS_CEILING)])
			.optional()
			.describe(`${LINKS_DESCRIPTION}; repeat the parameter for each link`),
	})
	.refine(
		({ url, list_url }) => oneSource({ list_url, urls: url === undefined ? undefined : [url].flat() }),
		ONE_SOURCE,
	)

/** The ZIP's query as the batch's options: one `url` or several are the video links. */
export function queryOptions({ url, ...rest }: z.infer<typeof batchQuery>): BatchOptions {
	return url === undefined ? rest : { ...rest, urls: [url].flat() }
}

export type BatchOptions = z.infer<typeof batchRequest>

/** A finished video's result as the page receives it: enough to put its file in a ZIP. */
export const batchItem = z.discriminatedUnion('kind', [
	z.object({
		kind: z.literal('thumbnail'),
		name: z.string().describe('Its file name in the ZIP'),
		title: z.string().describe("The video's title as the lookup found it ('' when YouTube did not give it in time)"),
		url: z.string().describe('Proxied, signed URL of the best size (/api/image?…)'),
		quality: z.string(),
		width: z.number().int(),
		height: z.number().int(),
	}),
	z.object({
		kind: z.literal('transcript'),
		name: z.string().describe('Its file name in the ZIP, without the extension of the format'),
		document: transcriptFile.describe('The transcript as the json download holds it; any format is made from it'),
	}),
])
export type BatchItem = z.infer<typeof batchItem>

const listedVideo = z.object({ index: z.number().int(), videoId: z.string(), title: z.string() })
const error = z.object({ code: z.string(), message: z.string(), params: z.record(z.string(), z.unknown()).optional() })

/** One line of the batch's stream (application/x-ndjson). */
export const batchEvent = z.discriminatedUnion('type', [
	z.object({
		type: z.literal('list'),
		title: z.string().nullable(),
		total: z.number().int(),
		capped: z.boolean().describe('The list is longer than this server takes in one batch'),
		cut: error
			.nullable()
			.describe('YouTube failed on a page after the first: the list holds the videos before it, and this is why'),
		videos: z.array(listedVideo),
	}),
	z.object({
		type: z.literal('video'),
		...listedVideo.shape,
		state: z.enum(['done', 'failed']),
		item: batchItem.optional().describe('When done'),
		error: error.optional().describe("When failed: the video's own reason, localized"),
	}),
	z.object({ type: z.literal('end'), done: z.number().int(), failed: z.number().int(), cancelled: z.boolean() }),
	z.object({
		type: z.literal('error'),
		status: z.number().int().describe('The HTTP status this error has elsewhere'),
		error,
	}),
])

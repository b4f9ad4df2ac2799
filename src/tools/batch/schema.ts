import { z } from 'zod'
import { TRANSCRIPT_FORMATS } from '../transcript/format'
import { transcriptFile } from '../transcript/schema'

/**
 * POST /api/tools/{thumbnails,transcript}/batch and GET …/batch.zip: a playlist,
 * mix or channel link; for transcripts the format and language every file gets.
 */
export const batchRequest = z.object({
	list_url: z
		.string()
		.max(2048)
		.describe(
			'A playlist link (/playlist?list=…, or a watch link with list=…), a mix, or a channel link (its Videos tab; /shorts for its Shorts)',
		),
	format: z
		.enum(TRANSCRIPT_FORMATS)
		.optional()
		.describe(
			"Transcripts, batch.zip only: the files' format (default txt); the progress stream sends each transcript whole",
		),
	language: z.string().max(40).optional().describe('Transcripts only: a language code, or auto (default)'),
})
export type BatchOptions = z.infer<typeof batchRequest>

/** A finished video's result as the page receives it: enough to put its file in a ZIP. */
export const batchItem = z.discriminatedUnion('kind', [
	z.object({
		kind: z.literal('thumbnail'),
		name: z.string().describe('Its file name in the ZIP'),
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

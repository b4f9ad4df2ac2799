import type { z } from 'zod'
import { LIMITS } from '../contact/fields'
import { contactAccepted, contactRequest } from '../contact/schema'
import { batchEvent, batchRequest } from '../tools/batch/schema'
import { hashtagsRequest, hashtagsResult } from '../tools/hashtags/schema'
import { profileRequest, profileResult } from '../tools/profile/schema'
import { TOOL_KEYS, TOOLS, type ToolKey } from '../tools/registry'
import { thumbnailsRequest, thumbnailsResult } from '../tools/thumbnails/schema'
import { FORMAT_FILES } from '../tools/transcript/format'
import {
	transcriptAnswer,
	transcriptDownloadQuery,
	transcriptFile,
	transcriptRequest,
} from '../tools/transcript/schema'
import {
	BATCH_ERRORS,
	BODY_ERRORS,
	CHANNEL_ERRORS,
	CONTACT_ERRORS,
	type DeclaredError,
	HASHTAG_ERRORS,
	REQUEST_ERRORS,
	THUMBNAIL_ERRORS,
	TRANSCRIPT_ERRORS,
} from './declared-errors'

/**
 * One public API operation as the OpenAPI document and the /api/docs page describe it. The
 * schemas are the ones the routes validate with and answer by; `example` is a request that
 * works (the conformance test sends it), and the page's curl line is built from it.
 */
export interface Operation {
	id: string
	method: 'get' | 'post'
	path: string
	summary: string
	description: string
	/** A JSON body (POST) or the query string (GET). */
	input: { in: 'body' | 'query'; schema: z.ZodObject }
	example: Record<string, string>
	/** The success answer by media type: a schema for JSON, null for a file of text. */
	success: { description: string; content: Record<string, z.ZodType | null> }
	errors: DeclaredError[]
	/** The rate-limit budget it counts against (README, "Configuration"). */
	budget: string
	/** The same budget on the localized page (`apiDocs.budgets.*`, filled with the setting names). */
	budgetText: 'tool' | 'batch' | 'contact'
}

const TOOL_BUDGET = 'RATE_LIMIT_API_PER_MINUTE (60 a minute by default), shared by every tool'
const BATCH_BUDGET =
	'RATE_LIMIT_BATCHES_PER_HOUR (5 an hour by default, either door), one batch at a time per client; BATCH_MAX_VIDEOS videos at most (200)'
const BATCH_LIST = 'https://www.youtube.com/playlist?list=PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr'

/** A batch tool's two doors: the progress stream and the streamed ZIP. */
function batchOperations(key: 'thumbnail' | 'transcript', what: string, file: string): Operation[] {
	const id = TOOLS[key].api
	return [
		{
			id: `${id}Batch`,
			method: 'post',
			path: `${tool(key)}/batch`,
			summary: `${what} of a whole playlist or channel, as a stream`,
			description: `Lists the videos of a playlist, mix or channel (its Videos tab, or /shorts), then works through them, paced so YouTube is never hammered. The answer streams one JSON object per line: the list first, then each video as it finishes (done with its result, or failed with its own localized reason), then the totals. Closing the request stops the batch. ${file}`,
			input: { in: 'body', schema: batchRequest },
			example: { list_url: BATCH_LIST },
			success: {
				description: 'One event per line (application/x-ndjson)',
				content: { 'application/x-ndjson': batchEvent },
			},
			errors: [...REQUEST_ERRORS, ...BODY_ERRORS, ...BATCH_ERRORS],
			budget: BATCH_BUDGET,
			budgetText: 'batch',
		},
		{
			id: `${id}BatchZip`,
			method: 'get',
			path: `${tool(key)}/batch.zip`,
			summary: `${what} of a whole playlist or channel, as one ZIP`,
			description: `The same batch as one ZIP, streamed while the videos are worked through, named after the list, with index.csv (position, id, title, language, file, status: ok or the reason). ${file}`,
			input: { in: 'query', schema: batchRequest },
			example: key === 'transcript' ? { list_url: BATCH_LIST, format: 'srt' } : { list_url: BATCH_LIST },
			success: { description: 'The ZIP', content: { 'application/zip': null } },
			errors: [...REQUEST_ERRORS, ...BATCH_ERRORS],
			budget: BATCH_BUDGET,
			budgetText: 'batch',
		},
	]
}
const tool = (key: ToolKey) => `/api/tools/${TOOLS[key].api}`
const json = (schema: z.ZodType) => ({ 'application/json': schema })
const mediaType = (type: string) => type.split(';')[0] as string

/** Each tool's JSON API; the type makes a tool of the registry without a description a compile error. */
const TOOL_OPERATIONS = {
	thumbnail: {
		id: 'thumbnails',
		method: 'post',
		path: tool('thumbnail'),
		summary: 'Thumbnails of a video',
		description:
			"Every thumbnail size of a video, best first, with whether YouTube has it. The URLs are signed links to this server (/api/image), never to YouTube. A clip link (youtube.com/clip/…) gives its video's thumbnails and the clip's range (`clip`).",
		input: { in: 'body', schema: thumbnailsRequest },
		example: { video_url: 'https://www.youtube.com/watch?v=GJLlxj_dtq8' },
		success: { description: 'The sizes, best first', content: json(thumbnailsResult) },
		errors: [...REQUEST_ERRORS, ...BODY_ERRORS, ...THUMBNAIL_ERRORS],
		budget: TOOL_BUDGET,
		budgetText: 'tool',
	},
	profile: {
		id: 'profile',
		method: 'post',
		path: tool('profile'),
		summary: "A channel's profile picture",
		description:
			"A channel's name, id and handle, its profile picture in several square sizes and uncropped, and its banner. Image URLs are signed links to this server.",
		input: { in: 'body', schema: profileRequest },
		example: { channel_url: 'https://www.youtube.com/@Gronkh' },
		success: { description: 'The channel and its pictures', content: json(profileResult) },
		errors: [...REQUEST_ERRORS, ...BODY_ERRORS, ...CHANNEL_ERRORS],
		budget: TOOL_BUDGET,
		budgetText: 'tool',
	},
	transcript: {
		id: 'transcript',
		method: 'post',
		path: tool('transcript'),
		summary: "A video's transcript",
		description:
			"The text of a video's captions, its timed cues, and the caption tracks it has. Without `language`, the track in the request's language, else the video's main track. A clip link (youtube.com/clip/…) gives its video's transcript cut to the clip's cues (times stay the video's), or the whole video with `range: video`; `clip` says which.",
		input: { in: 'body', schema: transcriptRequest },
		example: { video_url: 'https://youtu.be/eF8Qqp7rjDg' },
		success: { description: 'The transcript', content: json(transcriptAnswer) },
		errors: [...REQUEST_ERRORS, ...BODY_ERRORS, ...TRANSCRIPT_ERRORS],
		budget: TOOL_BUDGET,
		budgetText: 'tool',
	},
	hashtag: {
		id: 'hashtags',
		method: 'post',
		path: tool('hashtag'),
		summary: 'Hashtags for a topic',
		description:
			"Three groups of hashtags in the request's language, written by the server's local model, or by the built-in generator when the model is off, busy or slow (`source` says which). Keywords with a YouTube video link also bring the video's title, transcript and own tags; the answer then gives its title and tags (`videoTitle`, `videoTags`) whenever YouTube shared them.",
		input: { in: 'body', schema: hashtagsRequest },
		example: { keywords: 'minecraft redstone', category: 'gaming' },
		success: { description: 'The three groups', content: json(hashtagsResult) },
		errors: [...REQUEST_ERRORS, ...BODY_ERRORS, ...HASHTAG_ERRORS],
		budget: TOOL_BUDGET,
		budgetText: 'tool',
	},
} satisfies Record<ToolKey, Operation>

/** Every operation, in the order the page lists them. */
export const OPERATIONS: Operation[] = [
	...TOOL_KEYS.map((key) => TOOL_OPERATIONS[key] as Operation),
	...batchOperations('thumbnail', 'Thumbnails', "Each video's best thumbnail size, as JPEG."),
	...batchOperations(
		'transcript',
		'Transcripts',
		"Each video's transcript in `language` (default: its main track); the ZIP holds them in `format`.",
	),
	{
		id: 'transcriptDownload',
		method: 'get',
		path: `${tool('transcript')}/download`,
		summary: "A video's transcript as a file",
		description:
			'The same transcript as a file to save (Content-Disposition: attachment): plain text, text with timestamps, SRT, WebVTT or JSON. For a clip link, `range` picks the clip or the whole video as above.',
		input: { in: 'query', schema: transcriptDownloadQuery },
		example: { video: 'eF8Qqp7rjDg', format: 'srt' },
		success: {
			description: 'The file',
			content: Object.fromEntries(
				Object.values(FORMAT_FILES).map(({ type }) => [
					mediaType(type),
					mediaType(type) === 'application/json' ? transcriptFile : null,
				]),
			),
		},
		errors: [...REQUEST_ERRORS, ...TRANSCRIPT_ERRORS],
		budget: TOOL_BUDGET,
		budgetText: 'tool',
	},
	{
		id: 'contact',
		method: 'post',
		path: '/api/contact',
		summary: 'Send a message to the site',
		description: `A message to the people running this site, stored before the answer and then mailed to them (reply-to: from_email). Name, e-mail and message are required; the message holds at most ${LIMITS.message} characters. Send a \`submission_id\` to make a retry safe: a post whose id is already stored (a lost answer, a load balancer retrying on another server) is answered 200 and stored no second time.`,
		input: { in: 'body', schema: contactRequest },
		example: {
			from_name: 'Ada Lovelace',
			from_email: 'ada@example.org',
			category: 'feature',
			subject: 'Subtitles in Turkish',
			message: 'Could the transcript tool offer Turkish subtitles? Thank you!',
			submission_id: '7d0c6f0e-3b8a-4d52-9e61-2f4a8c1b5e93',
		},
		success: { description: 'Stored; it will be mailed', content: json(contactAccepted) },
		errors: [...REQUEST_ERRORS, ...BODY_ERRORS, ...CONTACT_ERRORS],
		budget: 'RATE_LIMIT_CONTACT_PER_HOUR (10 an hour by default)',
		budgetText: 'contact',
	},
]

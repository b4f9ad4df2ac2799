import type { BaseTranslation } from '../../i18n-types'

/**
 * The developers' page (/api/docs, /de/api/docs, …; src/api-docs/page.server.tsx). Operation and
 * field names, media types, settings and /api/openapi.json stay English: they are what a client
 * sends. A placeholder such as {shape} is filled with itself and shown as code or a link.
 */
const en_apiDocs = {
	meta: {
		title: 'Tubekit API for developers',
	},
	h1: 'Tubekit API',
	intro: {
		p1: 'The JSON APIs behind the tools and the contact form of this site. No key and no account: send JSON, get JSON. Every error is {shape} with a stable {code} and a {message} in the request’s language ({lang}, or the {header} header). Images in the answers are signed links to this server.',
		p2: 'The same description for machines, in English: {openapi} (OpenAPI 3.1). The field descriptions below are in English too, as in that document. Back to {home}.',
		home: 'the tools',
	},
	endpoints: 'Endpoints',
	section: {
		rateLimit: 'Rate limit: {budget}.',
		body: 'Request body (JSON)',
		query: 'Query parameters',
		example: 'Example',
		answer: 'Answer (200)',
		mediaTypes: 'Media types: {types}',
		errors: 'Errors',
	},
	fields: {
		name: 'Field',
		type: 'Type',
		required: 'Required',
		meaning: 'Meaning',
		yes: 'yes',
		no: 'no',
		captionInput: 'Fields of {path}',
		captionAnswer: 'Answer of {path}',
	},
	errorTable: {
		status: 'Status',
		code: 'Code',
		message: 'Message',
		caption: 'Errors of {path}',
	},
	budgets: {
		tool: '{setting} (60 a minute by default), shared by every tool',
		batch: '{setting} (5 an hour by default, either door), one batch at a time per client; {max} videos at most (200)',
		contact: '{setting} (10 an hour by default)',
	},
	operations: {
		thumbnails: {
			summary: 'Thumbnails of a video',
			description:
				'Every thumbnail size of a video, best first, with whether YouTube has it. The URLs are signed links to this server (/api/image), never to YouTube. A clip link (youtube.com/clip/…) gives its video’s thumbnails and the clip’s range (`clip`).',
		},
		profile: {
			summary: 'A channel’s profile picture',
			description:
				'A channel’s name, id and handle, its profile picture in several square sizes and uncropped, and its banner. Image URLs are signed links to this server.',
		},
		transcript: {
			summary: 'A video’s transcript',
			description:
				'The text of a video’s captions, its timed cues, and the caption tracks it has. Without `language`, the track in the request’s language, else the video’s main track. A clip link (youtube.com/clip/…) gives its video’s transcript cut to the clip’s cues (times stay the video’s), or the whole video with `range: video`; `clip` says which. The answer holds `title` and `text` as the spec gives them; `view: page` is the site’s own variant, without `text` (the page lays its text out from `cues` and `chapters`).',
		},
		chapters: {
			summary: 'Chapters for a video',
			description:
				'A chapter list ready for a video’s description (`0:00 Intro` lines) and a description draft, in the transcript’s language or the one asked for (YouTube’s translated track). The video’s own chapters when it has some (unless `remake` is `1`); else written from the transcript by the server’s local model, or by the built-in method when the model is off, busy or slow (`source` says which). Every list keeps YouTube’s rules: the first at 0, at least three, each at least 10 s.',
		},
		hashtags: {
			summary: 'Hashtags for a topic',
			description:
				'Three groups of hashtags in the request’s language, written by the server’s local model, or by the built-in generator when the model is off, busy or slow (`source` says which). Keywords with a YouTube video link also bring the video’s title, transcript and own tags; the answer then gives its title and tags (`videoTitle`, `videoTags`) whenever YouTube shared them.',
		},
		thumbnailsBatch: {
			summary: 'Thumbnails of a whole playlist or channel, or of several videos, as a stream',
			description:
				'Lists the videos of a playlist, mix or channel (its Videos tab, or /shorts), or takes the video links given as `urls` (pasted at once: each video once, in order), then works through them, paced so YouTube is never hammered. The answer streams one JSON object per line: the list first, then each video as it finishes (done with its result, or failed with its own localized reason), then the totals. Closing the request stops the batch. Each video’s best thumbnail size, as JPEG.',
		},
		thumbnailsBatchZip: {
			summary: 'Thumbnails of a whole playlist or channel, or of several videos, as one ZIP',
			description:
				'The same batch as one ZIP (a list link as `list_url`, or video links as repeated `url` parameters), streamed while the videos are worked through, named after the list, with index.csv (position, id, title, language, file, status: ok or the reason). Each video’s best thumbnail size, as JPEG.',
		},
		transcriptBatch: {
			summary: 'Transcripts of a whole playlist or channel, or of several videos, as a stream',
			description:
				'Lists the videos of a playlist, mix or channel (its Videos tab, or /shorts), or takes the video links given as `urls` (pasted at once: each video once, in order), then works through them, paced so YouTube is never hammered. The answer streams one JSON object per line: the list first, then each video as it finishes (done with its result, or failed with its own localized reason), then the totals. Closing the request stops the batch. Each video’s transcript in `language` (default: its main track); the ZIP holds them in `format`.',
		},
		transcriptBatchZip: {
			summary: 'Transcripts of a whole playlist or channel, or of several videos, as one ZIP',
			description:
				'The same batch as one ZIP (a list link as `list_url`, or video links as repeated `url` parameters), streamed while the videos are worked through, named after the list, with index.csv (position, id, title, language, file, status: ok or the reason). Each video’s transcript in `language` (default: its main track); the ZIP holds them in `format`.',
		},
		transcriptDownload: {
			summary: 'A video’s transcript as a file',
			description:
				'The same transcript as a file to save (Content-Disposition: attachment): plain text, text with timestamps, SRT, WebVTT or JSON. For a clip link, `range` picks the clip or the whole video as above.',
		},
		contact: {
			summary: 'Send a message to the site',
			description:
				'A message to the people running this site, stored before the answer and then mailed to them (reply-to: from_email). Name, email and message are required; the message holds at most {max} characters. Send a `submission_id` to make a retry safe: a post whose id is already stored (a lost answer, a load balancer retrying on another server) is answered 200 and stored no second time.',
		},
	},
} satisfies BaseTranslation

export default en_apiDocs

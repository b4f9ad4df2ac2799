import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type { AppEnv } from '../../core/app-env'
import { requestLocale } from '../../core/error-answer'
import { AppError } from '../../core/errors'
import { attachment } from '../../core/file-name'
import { validationHook } from '../../core/validation'
import { toAppError } from '../../youtube/app-error'
import { isClipLink, parseVideoLink } from '../../youtube/url'
import { keptAnswer } from '../shared/kept-body.server'
import { refusedLink } from '../shared/refused-link.server'
import type { ToolRequest, ToolRunner } from '../shared/runner.server'
import { FORMAT_FILES, formatTranscript, transcriptFileName } from './format'
import { readLanguageRequest } from './languages'
import {
	type ClipRange,
	type TranscriptAnswer,
	type TranscriptPageResult,
	type TranscriptResult,
	transcriptDownloadQuery,
	transcriptRequest,
} from './schema'
import { readableSections, sectionsText } from './sections'
import type { TranscriptService } from './service.server'

/**
 * { video_url, language?, range?, view? } -> TranscriptResult (without `text` for `view: page`): POST /api/tools/transcript and the page's
 * no-JavaScript form run this same code. A clip link is read as its video, cut to the clip unless
 * `range` is `video`.
 */
export function transcriptRunner(service: TranscriptService): ToolRunner<typeof transcriptRequest, TranscriptAnswer> {
	return {
		schema: transcriptRequest,
		async run(input, request) {
			const result = await lookup(service, input.video_url, input.language, input.range, request)
			return input.view === 'page' ? result : withText(result)
		},
	}
}

/**
 * The whole answer, with the readable text: built only for the clients that ask for it (the page builds its text
 * from the cues, and the 10× copy of the largest recording spent 7–15 ms of the server's time on a text it dropped).
 * Per kept lookup the same object each time: its JSON is then written once too (shared/kept-body.server.ts keys
 * bodies by the answer object).
 */
const fullAnswers = new WeakMap<TranscriptPageResult, TranscriptResult>()
function withText(result: TranscriptPageResult): TranscriptResult {
	let full = fullAnswers.get(result)
	if (full === undefined) {
		const { title, ...rest } = result
		full = { title, text: sectionsText(readableSections(result.cues, result.chapters)), ...rest }
		fullAnswers.set(result, full)
	}
	return full
}

async function lookup(
	service: TranscriptService,
	videoUrl: string,
	language: string | undefined,
	range: ClipRange | '' | undefined,
	{ signal, locale }: ToolRequest,
): Promise<TranscriptPageResult> {
	const parsed = parseVideoLink(videoUrl)
	if (!parsed.ok) throw refusedLink(videoUrl)
	if (readLanguageRequest(language) === null) throw new AppError(400, 'invalidLanguage')
	try {
		if (!isClipLink(parsed)) return await service.forVideo(parsed.videoId, language, locale, signal)
		const clip = await service.clips.resolve(parsed.clipId, signal)
		const result = await service.forVideo(clip.videoId, language, locale, signal)
		return service.forClip(result, parsed.clipId, clip, range || 'clip')
	} catch (error) {
		throw toAppError(error)
	}
}

/**
 * GET /download?video=…&language=…&range=…&format=txt|txt-timestamps|srt|vtt|json: the transcript as a
 * file with its download name. The no-JavaScript page links here; with JavaScript the page
 * builds the same bytes in the browser. `video` takes a URL (a clip link too) or a bare id.
 */
export function transcriptDownloadApi(service: TranscriptService) {
	return new Hono<AppEnv>().get('/', zValidator('query', transcriptDownloadQuery, validationHook), async (c) => {
		const { video, language, range, format } = c.req.valid('query')
		const request = { signal: c.req.raw.signal, locale: requestLocale(c) }
		const result = await lookup(service, video, language, range, request)
		const headers = {
			'Content-Type': FORMAT_FILES[format].type,
			'Content-Disposition': attachment(transcriptFileName(result, format)),
			'Cache-Control': 'private, max-age=600',
		}
		// A kept answer's file is written (and compressed) once (shared/kept-body.server.ts).
		const write = () => formatTranscript(result, format)
		return keptAnswer(c, result, `file:${format}`, write, headers)
	})
}

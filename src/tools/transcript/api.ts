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
			return input.view === 'page' ? pageView(result) : result
		},
	}
}

/**
 * Per kept answer, its page view, the same object each time: its JSON is then written once too
 * (shared/kept-body.server.ts keys bodies by the answer object).
 */
const pageViews = new WeakMap<TranscriptResult, TranscriptPageResult>()
function pageView(result: TranscriptResult): TranscriptPageResult {
	let view = pageViews.get(result)
	if (view === undefined) {
		const { text: _unread, ...rest } = result
		view = rest
		pageViews.set(result, view)
	}
	return view
}

async function lookup(
	service: TranscriptService,
	videoUrl: string,
	language: string | undefined,
	range: ClipRange | '' | undefined,
	{ signal, locale }: ToolRequest,
): Promise<TranscriptResult> {
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

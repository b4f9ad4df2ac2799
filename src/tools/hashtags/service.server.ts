import type { Locale } from '../../i18n/locales'
import { LlmError, type OllamaModel } from '../../llm/ollama.server'
import { type Queue, QueueFullError } from '../../llm/queue'
import { AppError } from '../../server/errors'
import type { Logger } from '../../server/logger'
import { toAppError } from '../../youtube/app-error'
import { parseVideoUrl } from '../../youtube/url'
import type { TranscriptService } from '../transcript/service.server'
import { builtinCandidates, builtinHashtags } from './builtin'
import { tagRules } from './filters'
import { normaliseGroups, topUp } from './normalise'
import { hashtagPrompt, type PromptInput } from './prompt'
import { type HashtagsResult, modelAnswer } from './schema'
import type { HashtagCategory } from './seeds/types'

export interface HashtagServiceDeps {
	/** The local model, or null when none is configured (OLLAMA_HOST=off). */
	model: OllamaModel | null
	queue: Queue
	/** For keywords that are a video link: its title and transcript feed the model. */
	transcripts?: TranscriptService
	logger?: Logger
	now?: () => number
}

export interface HashtagInput {
	keywords: string
	category: HashtagCategory | undefined
	locale: Locale
}

/** Transcript characters given to the model with a video (its start says what it is about). */
const TRANSCRIPT_CHARS = 1500
/** After the model was found unreachable or missing, it is left alone this long. */
const BACKOFF_MS = 30_000

/** A video link (not an 11-letter keyword that happens to look like a video id). */
function videoIdOf(keywords: string): string | null {
	if (!/youtu\.?be|youtube\./i.test(keywords)) return null
	const parsed = parseVideoUrl(keywords)
	return parsed.ok ? parsed.videoId : null
}

/**
 * Hashtags (issue 5): from the local model through its queue, normalised to YouTube's rules
 * and topped up where the model left a group short; from the built-in generator when there
 * is no model or it fails (the answer's `source` says which). A full queue is the one model
 * failure the visitor sees: 503 with Retry-After.
 * @example await hashtags.generate({ keywords: 'minecraft', category: 'gaming', locale: 'en' }, signal)
 */
export function createHashtagService(deps: HashtagServiceDeps) {
	const now = deps.now ?? Date.now
	let skipModelUntil = 0

	async function videoContext(videoId: string, locale: Locale, signal?: AbortSignal) {
		if (!deps.transcripts) return null
		try {
			const transcript = await deps.transcripts.forVideo(videoId, undefined, locale, signal)
			return { title: transcript.title, transcript: transcript.text.slice(0, TRANSCRIPT_CHARS) }
		} catch (error) {
			throw toAppError(error)
		}
	}

	async function generate(input: HashtagInput, signal?: AbortSignal): Promise<HashtagsResult> {
		const videoId = videoIdOf(input.keywords)
		const video = videoId ? await videoContext(videoId, input.locale, signal) : null
		// Without a model, the video's title stands in for the keywords.
		const keywords = video ? video.title : input.keywords
		const builtin = (): HashtagsResult => ({
			...builtinHashtags(keywords, input.category, input.locale),
			source: 'builtin',
		})
		const model = deps.model
		if (!model || now() < skipModelUntil) return builtin()
		const prompt: PromptInput = { keywords: input.keywords, category: input.category, locale: input.locale }
		if (video) prompt.video = video
		try {
			const answer = await deps.queue.run(() => model.chatJson(modelAnswer, hashtagPrompt(prompt), signal), signal)
			// The built-in generator's filters hold for the model too (issue 14, "Hashtag filters").
			const rules = tagRules(keywords, input.locale)
			const groups = normaliseGroups(answer, input.locale, rules)
			return {
				...topUp(groups, builtinCandidates(keywords, input.category, input.locale), input.locale, rules),
				source: 'ollama',
			}
		} catch (error) {
			if (error instanceof QueueFullError) {
				throw new AppError(
					503,
					'modelBusy',
					{ seconds: error.retryAfterSeconds },
					{
						'Retry-After': String(error.retryAfterSeconds),
					},
				)
			}
			if (!(error instanceof LlmError)) throw error
			if (error.code === 'unreachable' || error.code === 'modelMissing') skipModelUntil = now() + BACKOFF_MS
			deps.logger?.warn('model failed, built-in hashtags', { code: error.code, error: error.message })
			return builtin()
		}
	}

	return { generate }
}

export type HashtagService = ReturnType<typeof createHashtagService>

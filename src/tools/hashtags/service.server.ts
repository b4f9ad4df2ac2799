import type { Locale } from '../../i18n/locales'
import { type Cooldown, createCooldown } from '../../llm/cooldown'
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
	/** Longest wait for the model from a request's arrival, the queue wait included (OLLAMA_TIMEOUT_MS). */
	deadlineMs?: number
	/** Set when the model misses a deadline; while it holds, the built-in generator answers at once. */
	cooldown?: Cooldown
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

/** The model went into its cool-down while this request waited in the queue. */
class CoolingDown extends Error {}

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
	const deadlineMs = deps.deadlineMs ?? 45_000
	const cooldown = deps.cooldown ?? createCooldown({ ms: 60_000 })

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
		// One deadline per request, from its arrival (issue 15, item 4): without it each queued
		// visitor waited their turn and then a full timeout of their own.
		const deadline = AbortSignal.timeout(deadlineMs)
		const videoId = videoIdOf(input.keywords)
		const video = videoId ? await videoContext(videoId, input.locale, signal) : null
		// Without a model, the video's title stands in for the keywords.
		const keywords = video ? video.title : input.keywords
		const builtin = (): HashtagsResult => ({
			...builtinHashtags(keywords, input.category, input.locale),
			source: 'builtin',
		})
		const model = deps.model
		// A deadline spent on the video's transcript says nothing about the model: no cool-down.
		if (!model || now() < skipModelUntil || deadline.aborted || (await cooldown.active())) return builtin()
		const prompt: PromptInput = { keywords: input.keywords, category: input.category, locale: input.locale }
		if (video) prompt.video = video
		try {
			const answer = await deps.queue.run(
				async () => {
					// Another visitor's timeout while this one waited: the model is not asked again.
					if (await cooldown.active()) throw new CoolingDown()
					try {
						return await model.chatJson(modelAnswer, hashtagPrompt(prompt), signal, deadline)
					} catch (error) {
						// Started before the slot passes on, so the next visitor is not sent to the slow model.
						if (error instanceof LlmError && error.code === 'timeout') await cooldown.start()
						throw error
					}
				},
				signal ? AbortSignal.any([signal, deadline]) : deadline,
			)
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
			if (error instanceof CoolingDown) return builtin()
			if (!(error instanceof LlmError)) {
				// The deadline passed in the queue: the model is busy, which alone starts no cool-down.
				if (!deadline.aborted || signal?.aborted) throw error
				deps.logger?.warn('model deadline passed in the queue, built-in hashtags', { deadlineMs })
				return builtin()
			}
			if (error.code === 'unreachable' || error.code === 'modelMissing') skipModelUntil = now() + BACKOFF_MS
			deps.logger?.warn('model failed, built-in hashtags', { code: error.code, error: error.message })
			return builtin()
		}
	}

	return { generate }
}

export type HashtagService = ReturnType<typeof createHashtagService>

import { AppError, type ErrorCode } from '../../core/errors'
import type { Logger } from '../../core/logger'
import { within } from '../../core/within'
import type { Locale } from '../../i18n/locales'
import { type Cooldown, createCooldown } from '../../llm/cooldown'
import { LlmError, type OllamaModel } from '../../llm/ollama.server'
import { type Queue, QueueFullError } from '../../llm/queue'
import { type CacheFactory, memoryCaches } from '../../state/lookup-cache'
import { toAppError } from '../../youtube/app-error'
import { YouTubeError } from '../../youtube/errors'
import type { VideoDetails } from '../../youtube/parse/player'
import type { PlayerDeps } from '../../youtube/player.server'
import { fetchVideoDetails } from '../../youtube/video-details.server'
import type { TranscriptService } from '../transcript/service.server'
import { builtinCandidates, builtinHashtags, categoryWords, keywordPhrases } from './builtin'
import { allowedTags, tagRules } from './filters'
import { normaliseGroups, topUp } from './normalise'
import { hashtagPrompt, type PromptInput } from './prompt'
import { type HashtagBasis, type HashtagsResult, modelAnswer } from './schema'
import type { HashtagCategory } from './seeds/types'
import { videoLinkIn } from './video-link'

export interface HashtagServiceDeps {
	/** The local model, or null when none is configured (OLLAMA_HOST=off). */
	model: OllamaModel | null
	queue: Queue
	/** Longest wait for the model from a request's arrival, the queue wait included (OLLAMA_TIMEOUT_MS). */
	deadlineMs?: number
	/** Set when the model misses a deadline; while it holds, the built-in generator answers at once. */
	cooldown?: Cooldown
	/** For keywords with a video link: its title and transcript feed the model. */
	transcripts?: TranscriptService
	/** Where a video's title and tags are asked for when its transcript cannot be had. */
	youtube?: Pick<PlayerDeps, 'upstream' | 'clients'>
	/** Where those details are cached: this process (default), or Redis for every replica. */
	caches?: CacheFactory
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
/** Description characters given with a video that has no transcript for us. */
const DESCRIPTION_CHARS = 300
/** The video's tags given to the model and the built-in generator: the first few, bounded in characters. */
const VIDEO_TAGS = 15
const VIDEO_TAG_CHARS = 400
/**
 * How long a transcript that is ready waits for the video's details, asked for alongside it:
 * one player request against the transcript's two, so they are nearly always in first, and a
 * slow one must not hold the answer back.
 */
const DETAILS_GRACE_MS = 1500
/**
 * Transcript failures after which the video's details are not waited for: YouTube did not
 * answer at all, and waiting would only keep the visitor waiting (details already in are used).
 */
const NO_ANSWER = new Set(['upstreamTimeout', 'upstreamUnreachable'])
/** After the model was found unreachable or missing, it is left alone this long. */
const BACKOFF_MS = 30_000

/** The model went into its cool-down while this request waited in the queue. */
class CoolingDown extends Error {}

/** What a video link brings to the tags. */
interface VideoMaterial {
	/** Null: nothing is known of the video, only the visitor's words are. */
	basis: Extract<HashtagBasis, 'transcript' | 'title'> | null
	/** For the model (PromptInput.video); null with basis null. */
	prompt: NonNullable<PromptInput['video']> | null
	/** The video's words for the built-in generator: its title, then its tags. */
	phrases: string[]
	/** Why there is no transcript, when there is none. */
	noTranscript?: ErrorCode
	/** The video's own title and tags for the answer, when YouTube told us them. */
	own?: { videoTitle: string; videoTags: string[] }
}

/** The first of a video's tags, at most VIDEO_TAGS and VIDEO_TAG_CHARS characters in all (the prompt stays bounded). */
function leadingTags(tags: readonly string[]): string[] {
	let chars = 0
	return tags.slice(0, VIDEO_TAGS).filter((tag) => {
		chars += [...tag].length
		return chars <= VIDEO_TAG_CHARS
	})
}

/**
 * Hashtags: from the local model through its queue, normalised to YouTube's rules
 * and topped up where the model left a group short; from the built-in generator when there
 * is no model or it fails (the answer's `source` says which). A full queue is the one model
 * failure the visitor sees: 503 with Retry-After. Keywords with a video link bring its title and
 * transcript; when YouTube keeps the transcript back, its title and tags, or else the visitor's
 * words alone, and only with none of these the video's error (the answer's `basis` says which).
 * @example await hashtags.generate({ keywords: 'minecraft', category: 'gaming', locale: 'en' }, signal)
 */
export function createHashtagService(deps: HashtagServiceDeps) {
	const now = deps.now ?? Date.now
	let skipModelUntil = 0
	const deadlineMs = deps.deadlineMs ?? 45_000
	const cooldown = deps.cooldown ?? createCooldown({ ms: 60_000 })
	const caches = deps.caches ?? memoryCaches

	const details = caches<VideoDetails>('videoDetails', { max: 2000, ttlMs: 3600_000, now })

	/**
	 * The video's title and tags, or null when YouTube does not say (private, removed, refused…).
	 * Never throws: the details only add to the answer, so whatever keeps them away (another
	 * visitor's abort in a shared lookup included) leaves the transcript, or its error.
	 */
	async function detailsOf(videoId: string, signal?: AbortSignal): Promise<VideoDetails | null> {
		const youtube = deps.youtube
		if (!youtube) return null
		try {
			return await details.load(videoId, () => fetchVideoDetails(videoId, youtube, signal))
		} catch (error) {
			if (!(error instanceof YouTubeError) && !signal?.aborted) {
				deps.logger?.warn('video details failed', { videoId, error: String(error) })
			}
			return null
		}
	}

	/**
	 * What the video brings: its title and transcript, else its title, tags and description,
	 * else nothing but the reason; with its own tags whenever its details came (they are
	 * asked for alongside the transcript, so they cost it no time). Throws the transcript's error
	 * when the visitor gave no words of their own and nothing is known of the video.
	 */
	async function videoMaterial(
		transcripts: TranscriptService,
		videoId: string,
		hasWords: boolean,
		locale: Locale,
		signal?: AbortSignal,
	): Promise<VideoMaterial> {
		const pending = detailsOf(videoId, signal)
		const ownOf = (known: VideoDetails | null, title: string) =>
			known ? { own: { videoTitle: known.title ?? title, videoTags: [...new Set(known.keywords)] } } : {}
		try {
			const transcript = await transcripts.forVideo(videoId, undefined, locale, signal, false)
			const known = await within(pending, DETAILS_GRACE_MS)
			const tags = leadingTags(known?.keywords ?? [])
			const video = {
				title: transcript.title,
				transcript: transcript.text.slice(0, TRANSCRIPT_CHARS),
				...(tags.length ? { tags } : {}),
			}
			return {
				basis: 'transcript',
				prompt: video,
				phrases: [transcript.title, ...tags],
				...ownOf(known, transcript.title),
			}
		} catch (error) {
			if (signal?.aborted || !(error instanceof YouTubeError)) throw toAppError(error)
			const known = await (NO_ANSWER.has(error.code) ? within(pending, 0) : pending)
			if (!known && !hasWords) throw toAppError(error)
			const noTranscript = (toAppError(error) as AppError).code
			deps.logger?.info('hashtags without a transcript', { videoId, code: error.code, details: known !== null })
			if (!known?.title) return { basis: null, prompt: null, phrases: [], noTranscript }
			const tags = leadingTags(known.keywords)
			const description = known.shortDescription?.slice(0, DESCRIPTION_CHARS).trim() || null
			return {
				basis: 'title',
				prompt: { title: known.title, transcript: null, tags, description },
				phrases: [known.title, ...tags],
				noTranscript,
				...ownOf(known, known.title),
			}
		}
	}

	async function generate(input: HashtagInput, signal?: AbortSignal): Promise<HashtagsResult> {
		// One deadline per request, from its arrival: without it each queued
		// visitor waited their turn and then a full timeout of their own.
		const deadline = AbortSignal.timeout(deadlineMs)
		const transcripts = deps.transcripts
		const link = transcripts ? videoLinkIn(input.keywords) : null
		const words = link ? link.words : input.keywords
		const hasWords = keywordPhrases(words, input.locale).length > 0
		const video =
			link && transcripts ? await videoMaterial(transcripts, link.videoId, hasWords, input.locale, signal) : null
		const basis: HashtagBasis[] = video?.basis ? [video.basis] : []
		if (hasWords || !video) basis.push('keywords')
		// The built-in generator's words: the visitor's first (their intent), then the video's.
		const keywords = [...(hasWords ? [words] : []), ...(video?.phrases ?? [])].join(', ') || words
		const about = { basis, ...(video?.noTranscript ? { noTranscript: video.noTranscript } : {}), ...video?.own }
		const builtin = (): HashtagsResult => ({
			...builtinHashtags(keywords, input.category, input.locale, video?.own?.videoTags ?? []),
			source: 'builtin',
			...about,
		})
		const model = deps.model
		// A deadline spent on the video's transcript says nothing about the model: no cool-down.
		if (!model || now() < skipModelUntil || deadline.aborted || (await cooldown.active())) return builtin()
		// A link alone gives the model no keywords line: the video's lines say it all.
		const prompt: PromptInput = {
			keywords: link && !hasWords ? '' : words,
			category: input.category,
			locale: input.locale,
		}
		if (video?.prompt) prompt.video = video.prompt
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
			// The built-in generator's filters hold for the model too ("Hashtag filters"): every tag
			// a word or run of the words, or one of the video's own tags, nothing glued.
			const base = tagRules(keywords, input.locale)
			const whole = [...categoryWords(input.category, input.locale), ...(video?.own?.videoTags ?? [])]
			const rules = { ...base, allowed: allowedTags([keywords], whole, base) }
			const groups = normaliseGroups(answer, input.locale, rules)
			return {
				...topUp(
					groups,
					builtinCandidates(keywords, input.category, input.locale, rules, video?.own?.videoTags ?? []),
					input.locale,
					rules,
				),
				source: 'ollama',
				...about,
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

import { AppError, type ErrorCode } from '../../core/errors'
import type { Logger } from '../../core/logger'
import type { Locale } from '../../i18n/locales'
import { type Cooldown, createCooldown } from '../../llm/cooldown'
import { LlmError, type OllamaModel } from '../../llm/ollama.server'
import { type Queue, QueueFullError } from '../../llm/queue'
import { type CacheFactory, memoryCaches } from '../../state/lookup-cache'
import { toAppError } from '../../youtube/app-error'
import { YouTubeError } from '../../youtube/errors'
import type { VideoDetails } from '../../youtube/parse/player'
import type { PlayerDeps } from '../../youtube/player.server'
import { fetchSearch, fetchSuggestions, mainRegion, regionTag, type SearchRegion } from '../../youtube/search.server'
import type { YouTubeRegion } from '../../youtube/search-regions'
import { fetchVideoDetails } from '../../youtube/video-details.server'
import { builtinCandidates, builtinHashtags, categoryWords, keywordPhrases } from './builtin'
import { countsOf, type Evidence, evidenceGroups, evidenceTags, hasEvidence } from './evidence'
import { allowedTags, type TagRules, tagKey, tagRules } from './filters'
import { normaliseGroups, topUp } from './normalise'
import { hashtagPrompt, type PromptInput } from './prompt'
import { type HashtagBasis, type HashtagGroups, type HashtagsResult, modelAnswer } from './schema'
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
	/** Where the evidence (search, suggestions) and a linked video's title and tags are asked for. */
	youtube?: Pick<PlayerDeps, 'upstream' | 'clients'>
	/** Where those are cached: this process (default), or Redis for every replica. */
	caches?: CacheFactory
	logger?: Logger
	now?: () => number
}

export interface HashtagInput {
	keywords: string
	category: HashtagCategory | undefined
	locale: Locale
	/** The YouTube region the evidence is asked for; default the page language's main one. */
	region?: YouTubeRegion
}

/** Description characters given to the model with a video. */
const DESCRIPTION_CHARS = 300
/** The video's tags given to the model and the built-in generator: the first few, bounded in characters. */
const VIDEO_TAGS = 15
const VIDEO_TAG_CHARS = 400
/** After the model was found unreachable or missing, it is left alone this long. */
const BACKOFF_MS = 30_000
/**
 * How long what YouTube showed for some words is kept (the lookup cache, in Redis when it is set):
 * the privacy policy and the help centre state it.
 */
export const EVIDENCE_TTL_MS = 6 * 3600_000
/** Tags the model may add beyond the evidence, each a word or run of the visitor's words. */
const MODEL_EXTRA_TAGS = 3

/** The model went into its cool-down while this request waited in the queue. */
class CoolingDown extends Error {}

/** What a video link brings to the tags: its title, own tags and the start of its description. */
interface VideoMaterial {
	title: string
	tags: string[]
	description: string | null
}

/** The first of a video's tags, at most VIDEO_TAGS and VIDEO_TAG_CHARS characters in all (the prompt stays bounded). */
function leadingTags(tags: readonly string[]): string[] {
	let chars = 0
	return tags.slice(0, VIDEO_TAGS).filter((tag) => {
		chars += [...tag].length
		return chars <= VIDEO_TAG_CHARS
	})
}

/** Evidence kept only when both answers came: a refused half is asked again next time. */
interface CachedEvidence extends Evidence {
	complete: boolean
}

/**
 * Hashtags from what YouTube shows for the words (docs/ARCHITECTURE.md "Hashtags"): the videos
 * ranking for them and its search suggestions, asked for in parallel (one round trip; a video
 * link first costs its one player call for its title and tags), cached. Rules make the three
 * groups from that evidence; with a model, the model chooses and orders from it. Only when YouTube
 * refuses or finds nothing does the words-only generator answer. A full model queue is the one
 * model failure the visitor sees: 503 with Retry-After.
 * @example await hashtags.generate({ keywords: 'minecraft', category: 'gaming', locale: 'en' }, signal)
 */
export function createHashtagService(deps: HashtagServiceDeps) {
	const now = deps.now ?? Date.now
	let skipModelUntil = 0
	const deadlineMs = deps.deadlineMs ?? 45_000
	const cooldown = deps.cooldown ?? createCooldown({ ms: 60_000 })
	const caches = deps.caches ?? memoryCaches

	const details = caches<VideoDetails>('videoDetails', { max: 2000, ttlMs: 3600_000, now })
	const evidenceCache = caches<CachedEvidence>('hashtagEvidence', { max: 2000, ttlMs: EVIDENCE_TTL_MS, now })

	/** The video's details (one player call), or the video's error when it has none. */
	async function videoMaterial(videoId: string, signal?: AbortSignal): Promise<VideoMaterial> {
		const youtube = deps.youtube
		if (!youtube) throw new AppError(503, 'youtubeBlocked')
		const known = await details.load(videoId, () => fetchVideoDetails(videoId, youtube, signal))
		return {
			title: known.title ?? videoId,
			tags: [...new Set(known.keywords)],
			description: known.shortDescription?.slice(0, DESCRIPTION_CHARS).trim() || null,
		}
	}

	/**
	 * What YouTube shows for `query` in `where` (its language and region), or null when it refused
	 * both requests. Never throws but for the visitor's abort: the evidence only adds to the answer.
	 */
	async function evidenceOf(query: string, where: SearchRegion, signal?: AbortSignal): Promise<Evidence | null> {
		const youtube = deps.youtube
		if (!youtube || !query) return null
		// The same words rank and are suggested differently in each region: each has its own entry.
		const key = `${regionTag(where)}|${query.toLowerCase()}`
		try {
			return await evidenceCache.load(
				key,
				async () => {
					const [search, suggestions] = await Promise.allSettled([
						fetchSearch(query, where, youtube, signal),
						fetchSuggestions(query, where, youtube, signal),
					])
					if (signal?.aborted) throw signal.reason
					for (const failed of [search, suggestions]) {
						if (failed.status === 'rejected') {
							deps.logger?.info('hashtag evidence refused', { error: String(failed.reason) })
						}
					}
					if (search.status === 'rejected' && suggestions.status === 'rejected') throw search.reason
					return {
						query,
						region: regionTag(where),
						fetchedAt: now(),
						videos:
							search.status === 'fulfilled'
								? search.value.videos.map((v) => ({ title: v.title, ageMs: v.ageMs, hashtags: v.hashtags }))
								: [],
						suggestions: suggestions.status === 'fulfilled' ? suggestions.value : [],
						complete: search.status === 'fulfilled' && suggestions.status === 'fulfilled',
					}
				},
				(value) => (value.complete ? EVIDENCE_TTL_MS : 0),
			)
		} catch (error) {
			if (signal?.aborted) throw toAppError(error)
			if (!(error instanceof YouTubeError)) deps.logger?.warn('hashtag evidence failed', { error: String(error) })
			return null
		}
	}

	async function generate(input: HashtagInput, signal?: AbortSignal): Promise<HashtagsResult> {
		// One deadline per request, from its arrival: without it each queued
		// visitor waited their turn and then a full timeout of their own.
		const deadline = AbortSignal.timeout(deadlineMs)
		const link = deps.youtube ? videoLinkIn(input.keywords) : null
		const words = link ? link.words : input.keywords
		const hasWords = keywordPhrases(words, input.locale).length > 0
		const where: SearchRegion = { ...mainRegion(input.locale), ...(input.region ? { gl: input.region } : {}) }
		// The visitor's words are searched at once; a link alone waits for its title (two round trips).
		const early = hasWords ? evidenceOf(words, where, signal) : null
		let video: VideoMaterial | null = null
		let noTranscript: ErrorCode | undefined
		if (link) {
			try {
				video = await videoMaterial(link.videoId, signal)
			} catch (error) {
				if (signal?.aborted || !(error instanceof YouTubeError) || !hasWords) throw toAppError(error)
				noTranscript = (toAppError(error) as AppError).code
				deps.logger?.info('hashtags without the video', { videoId: link.videoId, code: error.code })
			}
		}
		const evidence = await (early ?? (video ? evidenceOf(video.title, where, signal) : null))
		const basis: HashtagBasis[] = video ? ['title'] : []
		if (hasWords || !video) basis.push('keywords')
		// The words tags are made of: the visitor's first (their intent), then the video's title.
		const keywords = [...(hasWords ? [words] : []), ...(video ? [video.title] : [])].join(', ') || words
		const own = video?.tags ?? []
		const about = {
			basis,
			...(noTranscript ? { noTranscript } : {}),
			...(video ? { videoTitle: video.title, videoTags: own } : {}),
		}
		const base = tagRules([keywords, ...own].join(', '), input.locale)
		const whole = [...categoryWords(input.category, input.locale), ...own, ...evidenceTags(evidence)]
		const titles = evidence?.videos.map((v) => v.title) ?? []
		const rules: TagRules = { ...base, allowed: allowedTags([keywords, ...titles], whole, base) }
		const fallback = () => builtinCandidates(keywords, input.category, input.locale, rules, own)
		const fromEvidence = hasEvidence(evidence)
			? evidenceGroups(evidence, hasWords ? words : keywords, input.locale, rules, now())
			: null
		const answer = (groups: HashtagGroups, source: HashtagsResult['source']): HashtagsResult => {
			// What the model left short is filled from the evidence's own groups first, then from the
			// words: a model that chose little must not cost the visitor the tags real videos use.
			const fromRules = fromEvidence ? topUp(groups, fromEvidence.groups, input.locale, rules) : groups
			const topped = topUp(fromRules, fallback(), input.locale, rules)
			return {
				...topped,
				source,
				...about,
				...(fromEvidence && evidence
					? {
							evidence: {
								query: evidence.query,
								region: evidence.region,
								videos: evidence.videos.length,
								recentVideos: fromEvidence.recentVideos,
								suggestions: evidence.suggestions,
								uses: countsOf(topped, fromEvidence.uses),
							},
						}
					: {}),
			}
		}
		const byRules = (): HashtagsResult =>
			fromEvidence
				? answer(fromEvidence.groups, 'youtube')
				: { ...builtinHashtags(keywords, input.category, input.locale, own), source: 'builtin', ...about }
		const model = deps.model
		if (!model || now() < skipModelUntil || deadline.aborted || (await cooldown.active())) return byRules()
		// A link alone gives the model no keywords line: the video's lines say it all.
		const prompt: PromptInput = {
			keywords: link && !hasWords ? '' : words,
			category: input.category,
			locale: input.locale,
		}
		if (video)
			prompt.video = { title: video.title, transcript: null, tags: leadingTags(own), description: video.description }
		if (fromEvidence) prompt.evidence = fromEvidence.groups
		try {
			const chosen = await deps.queue.run(
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
			// The filters hold for the model too ("Hashtag filters"): every tag from the evidence, or
			// one of a few it adds from the visitor's words; nothing glued.
			const groups = normaliseGroups(chosen, input.locale, rules)
			return answer(fromEvidence ? fewExtras(groups, fromEvidence.groups) : groups, 'ollama')
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
			if (error instanceof CoolingDown) return byRules()
			if (!(error instanceof LlmError)) {
				// The deadline passed in the queue: the model is busy, which alone starts no cool-down.
				if (!deadline.aborted || signal?.aborted) throw error
				deps.logger?.warn('model deadline passed in the queue, hashtags by rules', { deadlineMs })
				return byRules()
			}
			if (error.code === 'unreachable' || error.code === 'modelMissing') skipModelUntil = now() + BACKOFF_MS
			deps.logger?.warn('model failed, hashtags by rules', { code: error.code, error: error.message })
			return byRules()
		}
	}

	return { generate }
}

export type HashtagService = ReturnType<typeof createHashtagService>

/** The model's groups with at most MODEL_EXTRA_TAGS tags that are not in the evidence's groups. */
function fewExtras(groups: HashtagGroups, evidence: HashtagGroups): HashtagGroups {
	const known = new Set([...evidence.trending, ...evidence.hashtags, ...evidence.longTail].map(tagKey))
	let extras = 0
	const keep = (tag: string) => known.has(tagKey(tag)) || extras++ < MODEL_EXTRA_TAGS
	return {
		trending: groups.trending.filter(keep),
		hashtags: groups.hashtags.filter(keep),
		longTail: groups.longTail.filter(keep),
	}
}

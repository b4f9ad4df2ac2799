import { AppError } from '../../core/errors'
import type { Logger } from '../../core/logger'
import type { Locale } from '../../i18n/locales'
import { type Cooldown, createCooldown } from '../../llm/cooldown'
import { LlmError, type OllamaModel } from '../../llm/ollama.server'
import type { Queue } from '../../llm/queue'
import { type CacheFactory, memoryCaches } from '../../state/lookup-cache'
import { toAppError } from '../../youtube/app-error'
import { YouTubeError } from '../../youtube/errors'
import type { Chapter } from '../../youtube/parse/chapters'
import type { PlayerDeps } from '../../youtube/player.server'
import { fetchVideoDetails } from '../../youtube/video-details.server'
import { readableParagraphs } from '../transcript/readable'
import type { TranscriptPageResult } from '../transcript/schema'
import type { TranscriptService } from '../transcript/service.server'
import { builtinChapters } from './builtin'
import { chapterPrompt, partsOf } from './prompt'
import { chapterLines, MIN_CHAPTERS, MIN_VIDEO_SECONDS, maxChapters, repairChapters } from './rules'
import { type ChapterSource, type ChaptersResult, modelChapters as modelChaptersSchema } from './schema'

export interface ChapterServiceDeps {
	transcripts: TranscriptService
	/** The local model, or null when none is configured (OLLAMA_HOST=off). */
	model: OllamaModel | null
	/** The model's one queue, shared with the hashtag generator. */
	queue: Queue
	/** Longest wait for the model from a request's arrival (OLLAMA_TIMEOUT_MS); then the built-in method answers. */
	deadlineMs?: number
	cooldown?: Cooldown
	/** Asked only when a video has no captions, to tell a live stream from a video without them. */
	youtube?: Pick<PlayerDeps, 'upstream' | 'clients'>
	caches?: CacheFactory
	logger?: Logger
}

export interface ChapterInput {
	videoId: string
	language: string | undefined
	/** Make a new list even when the video has its own chapters. */
	remake: boolean
	locale: Locale
}

/** The model's lists are kept as long as a caption text; the built-in method's are made again (milliseconds). */
const MODEL_TTL_MS = 3 * 3600_000

/** Where the transcript's last caption ends: the video's length as far as chapters go. */
const lengthOf = (result: TranscriptPageResult) =>
	Math.floor(result.cues.reduce((end, c) => Math.max(end, c.start + c.duration), 0))

/**
 * Chapters for a video: its own when it has some (unless asked for new ones), else the local model's through
 * the model queue within the deadline, checked against YouTube's rules and repaired, else the built-in method's
 * (the answer's `source` says which). The transcript comes from the transcript tool's service: the same
 * requests to YouTube, the same caches and the same errors.
 * @example await chapters.generate({ videoId: 'eF8Qqp7rjDg', language: undefined, remake: false, locale: 'en' })
 */
export function createChapterService(deps: ChapterServiceDeps) {
	const deadlineMs = deps.deadlineMs ?? 45_000
	const cooldown = deps.cooldown ?? createCooldown({ ms: 60_000 })
	const made = (deps.caches ?? memoryCaches)<ChaptersResult>('madeChapters', { max: 1000, ttlMs: MODEL_TTL_MS })

	async function transcriptOf(input: ChapterInput, signal?: AbortSignal): Promise<TranscriptPageResult> {
		try {
			return await deps.transcripts.forVideo(input.videoId, input.language, input.locale, signal)
		} catch (error) {
			if (error instanceof YouTubeError && error.code === 'noCaptions' && deps.youtube) {
				// A stream that is on the air has no captions yet: say so rather than "no captions".
				const details = await fetchVideoDetails(input.videoId, deps.youtube, signal).catch(() => null)
				if (details?.isLiveContent && !details.lengthSeconds) throw new AppError(422, 'chaptersLive')
			}
			throw toAppError(error)
		}
	}

	const answer = (transcript: TranscriptPageResult, chapters: Chapter[], source: ChapterSource, summary = '') => ({
		title: transcript.title,
		videoId: transcript.videoId,
		chapters,
		description: `${summary || transcript.title}\n\n${chapterLines(chapters)}`,
		source,
		language: transcript.language,
	})

	/** The model's list, part by part, or null when it has none that keeps the rules. Throws LlmError and aborts. */
	async function modelList(
		model: OllamaModel,
		transcript: TranscriptPageResult,
		length: number,
		deadline: AbortSignal,
		signal?: AbortSignal,
	): Promise<{ chapters: Chapter[]; summary: string } | null> {
		const paragraphs = readableParagraphs(transcript.cues).filter((p) => !p.sound)
		if (paragraphs.length < 3) return null
		const parts = partsOf(paragraphs)
		const most = maxChapters(length)
		const found: Chapter[] = []
		const summaries: string[] = []
		for (const [i, part] of parts.entries()) {
			const share = Math.max(1, Math.round((most * (part[1] - part[0])) / paragraphs.length))
			const messages = chapterPrompt({
				title: transcript.title,
				language: transcript.language,
				paragraphs,
				part,
				most: share,
				first: i === 0,
			})
			const reply = await deps.queue.run(
				async () => {
					if (await cooldown.active()) throw new LlmError('timeout', 'cooling down')
					try {
						return await model.chatJson(modelChaptersSchema, messages, signal, deadline)
					} catch (error) {
						if (error instanceof LlmError && error.code === 'timeout') await cooldown.start()
						throw error
					}
				},
				signal ? AbortSignal.any([signal, deadline]) : deadline,
			)
			for (const c of reply.chapters) {
				const paragraph = paragraphs[c.paragraph]
				// Only the part's own paragraphs: a number from outside it is made up.
				if (paragraph && c.paragraph >= part[0] && c.paragraph < part[1]) {
					found.push({ start: paragraph.start, title: c.title })
				}
			}
			if (reply.summary.trim()) summaries.push(reply.summary.trim())
		}
		const chapters = repairChapters(found, length)
		if (!chapters) return null
		// One part's summary as it is; several parts: the first sentence of each, three at most.
		const summary =
			summaries.length === 1
				? (summaries[0] ?? '')
				: summaries
						.map((s) => s.match(/^.*?[.!?。](\s|$)/u)?.[0]?.trim() ?? s)
						.slice(0, 3)
						.join(' ')
		return { chapters, summary }
	}

	async function generate(input: ChapterInput, signal?: AbortSignal): Promise<ChaptersResult> {
		// One deadline per request, from its arrival, the transcript's wait included (as the hashtag tool's).
		const deadline = AbortSignal.timeout(deadlineMs)
		const transcript = await transcriptOf(input, signal)
		const length = lengthOf(transcript)
		if (length < MIN_VIDEO_SECONDS) throw new AppError(422, 'chaptersTooShort')
		// The video's own chapters are shown as YouTube shows them: it accepted them (at least three, from 0:00),
		// and the limits rules.ts adds on top (how many, how long a title) are for the lists made here.
		if (!input.remake && transcript.chapters.length >= MIN_CHAPTERS) {
			return answer(transcript, transcript.chapters, 'youtube')
		}
		const builtin = () => {
			const chapters = builtinChapters(transcript.cues, length, transcript.language)
			if (!chapters) throw new AppError(422, 'chaptersTooShort')
			return answer(transcript, chapters, 'builtin')
		}
		const model = deps.model
		if (!model || deadline.aborted || (await cooldown.active())) return builtin()
		const key = `${input.videoId}|${transcript.trackId}|${transcript.language}`
		try {
			return await made.load(
				key,
				async () => {
					const list = await modelList(model, transcript, length, deadline, signal)
					if (!list) {
						deps.logger?.warn('model chapters broke the rules, built-in chapters', { videoId: input.videoId })
						return builtin()
					}
					return answer(transcript, list.chapters, 'model', list.summary)
				},
				(result) => (result.source === 'model' ? MODEL_TTL_MS : 1),
			)
		} catch (error) {
			if (signal?.aborted || error instanceof AppError) throw error
			// A full queue, the deadline, a model that is away or answers nonsense: the built-in method answers at once.
			deps.logger?.warn('model chapters failed, built-in chapters', {
				code: error instanceof LlmError ? error.code : String(error),
			})
			return builtin()
		}
	}

	return { generate }
}

export type ChapterService = ReturnType<typeof createChapterService>

import type { Logger } from '../../core/logger'
import { within } from '../../core/within'
import { type CacheFactory, memoryCaches } from '../../state/lookup-cache'
import type { Cue } from '../../youtube/captions/cue'
import {
	type CaptionPath,
	fetchCaptionText,
	fetchTrackList,
	type TrackList,
	wantOf,
} from '../../youtube/captions/fetch.server'
import { type ChapterReader, createChapterReader } from '../../youtube/chapters.server'
import type { ClientName } from '../../youtube/clients'
import { type ClipResolver, createClipResolver } from '../../youtube/clip.server'
import { YouTubeError } from '../../youtube/errors'
import { type Chapter, descriptionChapters } from '../../youtube/parse/chapters'
import type { Upstream } from '../../youtube/upstream.server'
import type { WorkerClient } from '../../youtube/worker-client.server'
import { withClip } from './clip-range'
import type { TranscriptCue } from './format'
import type { ClipRange, TranscriptPageResult, TranscriptTrack } from './schema'
import { selectTrack } from './select'

export interface TranscriptServiceDeps {
	upstream: Upstream
	worker?: WorkerClient | null
	/** Innertube client order (YOUTUBE_CLIENTS). */
	clients?: ClientName[]
	logger?: Logger
	/**
	 * How long a track list is kept. Its caption URLs are signed and expire about 6 hours after
	 * YouTube handed them out (docs/youtube-data.md §2.1), so a list is never kept close to that:
	 * at most this long, and never past 30 minutes before the earliest `expire=`.
	 */
	listTtlMs?: number
	/** How long a track's text is kept (the text itself does not expire; memory does). */
	textTtlMs?: number
	maxEntries?: number
	now?: () => number
	/** Where lists and texts are cached: this process (default), or Redis for every replica. */
	caches?: CacheFactory
	/** Clip links' videos and ranges (one resolver per app, shared with the thumbnails; default: its own). */
	clips?: ClipResolver
	/** Videos' chapters from `next` (default: its own reader, cached like the other lookups). */
	chapters?: ChapterReader
	/** How long a transcript that is ready waits for its chapters (default CHAPTERS_GRACE_MS). */
	chaptersGraceMs?: number
}

/**
 * How long a transcript whose captions are in waits for the chapters, asked for alongside them: one `next` call
 * against the caption text's one, so it is nearly always in first; a slow one must not hold the transcript back
 *, and the player answer's description gives the chapters meanwhile.
 */
export const CHAPTERS_GRACE_MS = 1500

/** Margin kept between a cached list and the expiry of the URLs it holds. */
const EXPIRY_MARGIN_MS = 30 * 60_000

const seconds = (ms: number) => Math.round(ms) / 1000

/**
 * An answer as built, and what it was built from: while the cached list and text are the same objects and the
 * chapters read the same, it is the answer again (a warm request maps no cue, builds no text).
 */
interface BuiltAnswer {
	list: TrackList
	language: string
	chapters: readonly Chapter[]
	result: TranscriptPageResult
}

/** Cut answers kept per answer: a video's few shared clips, each with its two ranges. */
const CLIPS_PER_ANSWER = 8

const sameChapters = (a: readonly Chapter[], b: readonly Chapter[]) =>
	a === b || (a.length === b.length && a.every((c, i) => c.start === b[i]?.start && c.title === b[i]?.title))

function apiTracks(list: TrackList): TranscriptTrack[] {
	return list.captions.tracks.map((t) => ({
		code: t.languageCode,
		name: t.name,
		kind: t.kind === 'asr' ? 'generated' : 'uploaded',
		id: t.vssId,
	}))
}

/**
 * Transcripts: the video's track list, the track the request picks (selectTrack),
 * its text by whatever path gets through (fetchCaptionText), as the API's result with the video's chapters, but
 * without the readable text: that is built by the API for the clients that ask for it (api.ts). Lists and
 * texts are cached separately, so a second language of the same video costs one request.
 * @example await transcripts.forVideo('eF8Qqp7rjDg', 'auto', 'en')
 */
export function createTranscriptService(deps: TranscriptServiceDeps) {
	const now = deps.now ?? Date.now
	const listTtlMs = deps.listTtlMs ?? 60 * 60_000
	const max = deps.maxEntries ?? 2000
	const caches = deps.caches ?? memoryCaches
	const lists = caches<TrackList>('tracks', { max, ttlMs: listTtlMs, now })
	const texts = caches<Cue[]>('texts', { max, ttlMs: deps.textTtlMs ?? 3 * 3600_000, now })
	const playerDeps = {
		upstream: deps.upstream,
		worker: deps.worker ?? null,
		...(deps.clients ? { clients: deps.clients } : {}),
	}
	const chapters = deps.chapters ?? createChapterReader({ upstream: deps.upstream, caches, now })
	const chaptersGraceMs = deps.chaptersGraceMs ?? CHAPTERS_GRACE_MS

	/**
	 * The video's chapters from `next`, or null when they cannot be had. Never throws: chapters only add to the
	 * transcript, so a refusal, a timeout or another visitor's abort in a shared lookup leaves the transcript whole.
	 */
	async function nextChapters(videoId: string, signal?: AbortSignal): Promise<Chapter[] | null> {
		try {
			return await chapters.chaptersOf(videoId, signal)
		} catch (error) {
			if (!(error instanceof YouTubeError) && !signal?.aborted) {
				deps.logger?.warn('chapters failed', { videoId, error: String(error) })
			}
			return null
		}
	}

	/**
	 * Built answers, kept with the cached text they were built from (with and without chapters): one lives only as
	 * long as the texts cache keeps its cues, so that cache's size and TTL bound these too, and a list refreshed
	 * after its TTL, another translation target or other chapters build a new one.
	 */
	const answers = new WeakMap<Cue[], { withChapters?: BuiltAnswer; plain?: BuiltAnswer }>()
	/** A clip link's cut of an answer, kept with the answer (and gone with it). */
	const clipAnswers = new WeakMap<TranscriptPageResult, Map<string, TranscriptPageResult>>()

	/** Counts of the path that got each text (the admin's refusal figures read these). */
	const paths = new Map<CaptionPath, number>()

	function listTtl(list: TrackList): number {
		if (list.expiresAt === null) return listTtlMs
		return Math.max(0, Math.min(listTtlMs, list.expiresAt * 1000 - EXPIRY_MARGIN_MS - now()))
	}

	async function forVideo(
		videoId: string,
		language: string | undefined,
		pageLanguage: string,
		signal?: AbortSignal,
		/**
		 * `false`: no chapters, and no `next` call for them. The hashtag tool reads only the words, and every
		 * request spared counts: this server's address is what YouTube limits.
		 */
		withChapters = true,
	): Promise<TranscriptPageResult> {
		// Concurrent requests for one video share the lookup; each list is kept by its own expiry.
		const list = await lists.load(videoId, () => fetchTrackList(videoId, playerDeps, signal), listTtl)
		const selection = selectTrack(list.captions, language, pageLanguage)
		const want = wantOf(selection.track, selection.tlang)
		const key = `${videoId}|${want.vssId}|${want.languageCode}|${want.kind}|${want.tlang ?? ''}`
		// Asked for alongside the caption text, once the player said the video is there (no call for a video that is not).
		const pendingChapters = withChapters ? nextChapters(videoId, signal) : Promise.resolve(null)
		const cues = await texts.load(key, async () => {
			const text = await fetchCaptionText(list, want, playerDeps, signal)
			paths.set(text.via, (paths.get(text.via) ?? 0) + 1)
			if (text.attempts.length) deps.logger?.info('captions path', { videoId, via: text.via, attempts: text.attempts })
			return text.cues
		})
		// `next` is YouTube's word on chapters; without it, its rule read from the player answer's description.
		const found = withChapters
			? ((await within(pendingChapters, chaptersGraceMs)) ?? descriptionChapters(list.description, list.lengthSeconds))
			: []
		const kept = answers.get(cues)
		const slot = withChapters ? 'withChapters' : 'plain'
		const built = kept?.[slot]
		if (built && built.list === list && built.language === selection.language && sameChapters(built.chapters, found)) {
			return built.result
		}
		const apiCues: TranscriptCue[] = cues.map((c) => ({
			start: seconds(c.startMs),
			duration: seconds(c.durationMs),
			text: c.text,
		}))
		const result: TranscriptPageResult = {
			title: list.title ?? videoId,
			videoId,
			language: selection.language,
			isGenerated: selection.track.kind === 'asr',
			isTranslated: selection.tlang !== null,
			trackId: selection.track.vssId,
			tracks: apiTracks(list),
			cues: apiCues,
			chapters: found,
		}
		answers.set(cues, { ...kept, [slot]: { list, language: selection.language, chapters: found, result } })
		return result
	}

	/**
	 * `result` answered for a clip link (withClip), kept with `result`: a warm clip request cuts no cues and builds
	 * no text either. A few cuts per answer at most, the oldest going first.
	 */
	function forClip(
		result: TranscriptPageResult,
		clipId: string,
		clip: { startMs: number; endMs: number },
		range: ClipRange,
	): TranscriptPageResult {
		const key = `${clipId}|${clip.startMs}|${clip.endMs}|${range}`
		const cuts = clipAnswers.get(result) ?? new Map<string, TranscriptPageResult>()
		const kept = cuts.get(key)
		if (kept) return kept
		const cut = withClip(result, clipId, clip, range)
		clipAnswers.set(result, cuts)
		cuts.set(key, cut)
		if (cuts.size > CLIPS_PER_ANSWER) cuts.delete(cuts.keys().next().value as string)
		return cut
	}

	const clips = deps.clips ?? createClipResolver({ upstream: deps.upstream, caches })
	return { forVideo, forClip, lists, texts, paths, clips, chapters }
}

export type TranscriptService = ReturnType<typeof createTranscriptService>

import { type CacheFactory, memoryCaches } from '../state/lookup-cache'
import { CLIENTS } from './clients'
import { innertube } from './innertube.server'
import { type Chapter, parseNextChapters } from './parse/chapters'
import type { Upstream } from './upstream.server'

export interface ChapterReaderDeps {
	upstream: Upstream
	/** Where chapters are kept: this process (default), or Redis for every replica. */
	caches?: CacheFactory
	/** Chapters change only when the uploader edits the description: kept as long as a caption text. */
	ttlMs?: number
	maxEntries?: number
	now?: () => number
}

/**
 * A video's chapters (parse/chapters.ts): one `next` call as the WEB client through the one
 * upstream door, cached by video. An answer without chapters is cached as none.
 * @throws YouTubeError a refusal, timeout or unparseable answer: callers treat chapters as optional.
 * @example await createChapterReader({ upstream }).chaptersOf('KI7fMGRg0Wk') // [{ start: 0, title: 'Guten Abend' }, …]
 */
export function createChapterReader({
	upstream,
	caches = memoryCaches,
	ttlMs = 3 * 3600_000,
	maxEntries = 2000,
	now,
}: ChapterReaderDeps) {
	const cache = caches<Chapter[]>('chapters', { max: maxEntries, ttlMs, ...(now ? { now } : {}) })
	return {
		chaptersOf(videoId: string, signal?: AbortSignal): Promise<Chapter[]> {
			return cache.load(videoId, async () => {
				const json = await innertube(
					upstream,
					'next',
					{ videoId, contentCheckOk: true, racyCheckOk: true },
					{ client: CLIENTS.WEB, ...(signal ? { signal } : {}) },
				)
				return parseNextChapters(json).chapters
			})
		},
	}
}

export type ChapterReader = ReturnType<typeof createChapterReader>

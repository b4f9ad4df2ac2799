import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ErrorBody, errorBody } from '../../core/error-answer'
import { AppError, type ErrorCode } from '../../core/errors'
import type { Locale } from '../../i18n/locales'
import type { Pacer } from '../../state/pacer'
import { toAppError } from '../../youtube/app-error'
import type { ListedVideo } from '../../youtube/listing'

/** The list as YouTube gave it: all its videos up to the cap, and whether the cap cut it. */
export interface Listing {
	title: string | null
	videos: ListedVideo[]
	/** More videos were there than the cap lets through. */
	capped: boolean
	/** A page after the first failed: `videos` is what was listed before it, and this is why (an error code). */
	cut: { code: ErrorCode; params?: Record<string, string | number> } | null
	/** Video links pasted at once, as given: the list is theirs (the ZIP's link carries them, not a list link). */
	links?: string[]
}

/** What a batch streams, one JSON object per line (docs/ARCHITECTURE.md, "Batches"). */
export type BatchEvent<Item> =
	| {
			type: 'list'
			title: string | null
			total: number
			capped: boolean
			/** The list was cut short by a failed page: the reason, localized (null: read to its end). */
			cut: ErrorBody['error'] | null
			videos: ListedVideo[]
	  }
	| ({ type: 'video'; index: number; videoId: string; title: string } & (
			| { state: 'done'; item: Item }
			| { state: 'failed'; error: ErrorBody['error'] }
	  ))
	| { type: 'end'; done: number; failed: number; cancelled: boolean }
	| ({ type: 'error'; status: ContentfulStatusCode } & ErrorBody)

export interface RunOptions<Item> {
	/** Reads the list (a few paced requests); its failure ends the batch before any video. */
	list(signal: AbortSignal): Promise<Listing>
	/** One video, as the single tool does it (the same runner, caches, errors and usage figures). */
	work(video: ListedVideo, signal: AbortSignal): Promise<Item>
	/** A done video's title from its result, for a video listed without one (pasted links). */
	titleOf?: (item: Item) => string
	pacer: Pacer
	concurrency: number
	locale: Locale
	signal: AbortSignal
}

/**
 * Runs a batch: lists the videos, then works through them `concurrency` at a time, each one only at
 * its slot of the global pace. Yields the list, every video's outcome as it comes (a failure is the
 * video's localized reason, never the batch's end), and the totals. Cancelling (the signal: the
 * visitor stopped, or closed the page) stops at once; the totals still come, marked cancelled.
 */
export type { ListedVideo }

export async function* runBatch<Item>(options: RunOptions<Item>): AsyncGenerator<BatchEvent<Item>> {
	const { signal, locale } = options
	let listing: Listing
	try {
		listing = await options.list(signal)
	} catch (error) {
		if (signal.aborted) return
		const failure = asAppError(error)
		yield { type: 'error', status: failure.status, ...errorBody(locale, failure.code, failure.params) }
		return
	}
	yield {
		type: 'list',
		title: listing.title,
		total: listing.videos.length,
		capped: listing.capped,
		cut: listing.cut ? errorBody(locale, listing.cut.code, listing.cut.params).error : null,
		videos: listing.videos,
	}

	const outcomes: BatchEvent<Item>[] = []
	let wake: (() => void) | null = null
	const push = (event: BatchEvent<Item>) => {
		outcomes.push(event)
		wake?.()
	}
	let done = 0
	let failed = 0
	let next = 0
	async function worker(): Promise<void> {
		while (!signal.aborted && next < listing.videos.length) {
			const video = listing.videos[next++] as ListedVideo
			try {
				await options.pacer.wait(signal)
				const item = await options.work(video, signal)
				done++
				const title = video.title || options.titleOf?.(item) || ''
				push({ type: 'video', ...video, title, state: 'done', item })
			} catch (error) {
				if (signal.aborted) return
				const failure = asAppError(error)
				failed++
				push({ type: 'video', ...video, state: 'failed', error: errorBody(locale, failure.code, failure.params).error })
			}
		}
	}
	const workers = Array.from({ length: Math.min(options.concurrency, listing.videos.length) }, worker)
	let running = workers.length
	for (const w of workers)
		void w.finally(() => {
			running--
			wake?.()
		})
	while (running > 0 || outcomes.length > 0) {
		const event = outcomes.shift()
		if (event) {
			yield event
			continue
		}
		await new Promise<void>((resolve) => {
			wake = resolve
		})
		wake = null
	}
	yield { type: 'end', done, failed, cancelled: signal.aborted }
}

/** A YouTube failure as its AppError; anything unexpected is `internal` (the caller logs it). */
export function asAppError(error: unknown): AppError {
	const known = toAppError(error)
	return known instanceof AppError ? known : new AppError(500, 'internal')
}

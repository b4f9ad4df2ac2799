import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../core/app-env'
import { toCsv } from '../../core/csv'
import { AppError, errorBody } from '../../core/errors'
import type { Logger } from '../../core/logger'
import { requestLocale } from '../../core/request-locale'
import { validationHook } from '../../core/validation'
import type { Locale } from '../../i18n/locales'
import type { Leases } from '../../state/one-at-a-time'
import type { Pacer } from '../../state/pacer'
import type { RateLimiter } from '../../state/rate-limiter'
import { zipDisposition } from './file-names'
import { INDEX_COLUMNS, type IndexRow, indexRow, inListOrder } from './index-rows'
import type { BatchKind } from './kinds.server'
import { type BatchEvent, type Listing, runBatch } from './run.server'
import { type BatchItem, type BatchOptions, batchRequest } from './schema'
import { zipWriter } from './zip-stream'

export interface BatchDeps {
	/** Reads a pasted link's list (playlist, mix, channel tab) up to `cap` videos; null: the link names no list. */
	lister(url: string): ((cap: number, signal: AbortSignal) => Promise<Listing>) | null
	pacer: Pacer
	leases: Leases
	/** Batches per client and hour (RATE_LIMIT_BATCHES_PER_HOUR). */
	limiter: RateLimiter
	maxVideos: number
	concurrency: number
	/** The batch's own outcome in the admin's tool-usage figures. */
	record(tool: string, outcome: string): void
	logger: Logger
}

/** A batch that may start: its list reader and the lease to give back when it ends. */
interface Admitted {
	list: (cap: number, signal: AbortSignal) => Promise<Listing>
	release: () => Promise<void>
}

/**
 * POST /batch (the page's progress, one JSON event per line) and GET /batch.zip (the ZIP itself,
 * streamed: the no-JavaScript page and API clients) for one tool (issue 17, item 1). Both count one
 * unit of the client's batch budget and hold the client's one lease while they run; the videos go
 * through the single tool's runner, so its caches, errors and usage figures apply.
 */
export function batchApi(kind: BatchKind, deps: BatchDeps) {
	async function admit(c: Context<AppEnv>, input: BatchOptions): Promise<Admitted> {
		const list = deps.lister(input.list_url)
		if (!list) throw new AppError(400, 'invalidListUrl')
		const clientKey = c.get('clientKey')
		const { refusal } = await deps.limiter.take(clientKey)
		if (refusal) throw refusal
		const release = await deps.leases.acquire(`batch:${clientKey ?? 'unknown'}`)
		if (!release) throw new AppError(409, 'batchRunning')
		return { list, release }
	}

	function events(input: BatchOptions, admitted: Admitted, locale: Locale, signal: AbortSignal) {
		return runBatch<BatchItem>({
			list: (s) => admitted.list(deps.maxVideos, s),
			work: (video, s) => kind.work(video, input, { signal: s, locale }),
			pacer: deps.pacer,
			concurrency: deps.concurrency,
			locale,
			signal,
		})
	}

	/** The batch's own outcome once it ended: ok, cancelled, or why the list could not be read. */
	function recordEnd(event: BatchEvent<BatchItem> | undefined) {
		const outcome = !event
			? 'cancelled'
			: event.type === 'error'
				? event.error.code
				: event.type === 'end' && event.cancelled
					? 'cancelled'
					: 'ok'
		deps.record(kind.usage, outcome)
	}

	/**
	 * Admits the batch and reads its list: a link whose list cannot be read answers its error with
	 * its status (not a 200 stream or an empty ZIP); else the list and the rest of the events.
	 */
	async function begin(c: Context<AppEnv>, input: BatchOptions) {
		const locale = requestLocale(c)
		const admitted = await admit(c, input)
		const abort = new AbortController()
		c.req.raw.signal.addEventListener('abort', () => abort.abort(), { once: true })
		const stream = events(input, admitted, locale, abort.signal)
		let released = false
		const end = async (last: BatchEvent<BatchItem> | undefined) => {
			if (released) return
			released = true
			recordEnd(last)
			await admitted.release()
		}
		const first = await stream.next()
		if (first.done || first.value.type !== 'list') {
			const failure = first.done ? undefined : first.value
			await end(failure)
			if (failure?.type === 'error') return { failure: c.json({ error: failure.error }, failure.status) }
			throw new AppError(500, 'internal')
		}
		return { listed: first.value, stream, abort, end, locale }
	}

	return new Hono<AppEnv>()
		.post('/batch', zValidator('json', batchRequest, validationHook), async (c) => {
			const started = await begin(c, c.req.valid('json'))
			if ('failure' in started) return started.failure
			const { listed, stream, abort, end } = started
			const encoder = new TextEncoder()
			const line = (event: BatchEvent<BatchItem>) => encoder.encode(`${JSON.stringify(event)}\n`)
			let last: BatchEvent<BatchItem> = listed
			const body = new ReadableStream<Uint8Array>({
				start(controller) {
					controller.enqueue(line(listed))
				},
				async pull(controller) {
					try {
						const next = await stream.next()
						if (next.done) {
							await end(last)
							return controller.close()
						}
						last = next.value
						controller.enqueue(line(next.value))
					} catch (error) {
						deps.logger.error('batch failed', { error: String(error) })
						await end(last)
						controller.error(error)
					}
				},
				// The visitor stopped, or left: the batch stops with the request.
				async cancel() {
					abort.abort()
					await stream.return(undefined)
					await end(undefined)
				},
			})
			return new Response(body, {
				headers: {
					'Content-Type': 'application/x-ndjson; charset=utf-8',
					'Cache-Control': 'no-store',
					// Proxies must pass each line on as it comes (nginx buffers otherwise).
					'X-Accel-Buffering': 'no',
				},
			})
		})
		.get('/batch.zip', zValidator('query', batchRequest, validationHook), async (c) => {
			const input = c.req.valid('query')
			const started = await begin(c, input)
			if ('failure' in started) return started.failure
			const { listed, stream, abort, end, locale } = started

			const zip = zipWriter()
			void (async () => {
				const rows: IndexRow[] = []
				let last: BatchEvent<BatchItem> | undefined
				try {
					for await (const event of stream) {
						last = event
						if (event.type !== 'video') continue
						const video = { index: event.index, videoId: event.videoId, title: event.title }
						if (event.state === 'failed') {
							rows.push(indexRow(video, { reason: event.error.message }))
							continue
						}
						try {
							const file = await kind.file(video, event.item, abort.signal, input)
							await zip.add(file.name, file.data, file.compress)
							rows.push(indexRow(video, { file: file.name, item: event.item }))
						} catch (error) {
							if (abort.signal.aborted) break
							const code = error instanceof AppError ? error.code : 'upstreamError'
							rows.push(indexRow(video, { reason: errorBody(locale, code).error.message }))
						}
					}
					await zip.add('index.csv', toCsv(INDEX_COLUMNS, inListOrder(rows)), true)
					zip.end()
				} catch (error) {
					deps.logger.error('batch zip failed', { error: String(error) })
					zip.end()
				} finally {
					await end(last)
				}
			})()
			return new Response(zip.stream, {
				headers: {
					'Content-Type': 'application/zip',
					'Content-Disposition': zipDisposition(listed.title, kind.usage),
					'Cache-Control': 'no-store',
				},
			})
		})
}

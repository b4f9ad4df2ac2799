import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../core/app-env'
import { toCsv } from '../../core/csv'
import { errorBody, requestLocale } from '../../core/error-answer'
import { AppError } from '../../core/errors'
import type { Logger } from '../../core/logger'
import { validationHook } from '../../core/validation'
import type { Locale } from '../../i18n/locales'
import { translatorFor } from '../../i18n/translator'
import type { Leases } from '../../state/one-at-a-time'
import type { Pacer } from '../../state/pacer'
import type { RateLimiter } from '../../state/rate-limiter'
import { zipDisposition } from './file-names'
import { errorsText, INDEX_COLUMNS, type IndexRow, indexRow, inListOrder } from './index-rows'
import { KEEP_ALIVE, withKeepAlive } from './keep-alive'
import type { BatchKind } from './kinds.server'
import { pastedVideos } from './pasted-links'
import { type BatchEvent, type Listing, runBatch } from './run.server'
import { type BatchItem, type BatchOptions, batchQuery, batchRequest, queryOptions } from './schema'
import { zipWriter } from './zip-stream'

export interface BatchDeps {
	/**
	 * Reads a pasted link's list (playlist, mix, channel tab) up to `cap` videos, its pages paced as `client`'s;
	 * null: the link names no list.
	 */
	lister(url: string): ((cap: number, signal: AbortSignal, client?: string) => Promise<Listing>) | null
	pacer: Pacer
	leases: Leases
	/** Batches per client and hour (RATE_LIMIT_BATCHES_PER_HOUR). */
	limiter: RateLimiter
	maxVideos: number
	concurrency: number
	/** Longest silence of a batch's stream (BATCH_KEEPALIVE_MS). */
	keepAliveMs: number
	/** The batch's own outcome in the admin's tool-usage figures. */
	record(tool: string, outcome: string): void
	logger: Logger
}

/** A batch that may start: its list reader, whose it is, and the lease to give back when it ends. */
interface Admitted {
	list: (cap: number, signal: AbortSignal, client?: string) => Promise<Listing>
	client: string
	release: () => Promise<void>
}

/**
 * POST /batch (the page's progress, one JSON event per line) and GET /batch.zip (the ZIP itself,
 * streamed: the no-JavaScript page and API clients) for one tool. Both count one
 * unit of the client's batch budget and hold the client's one lease while they run; the videos go
 * through the single tool's runner, so its caches, errors and usage figures apply. Neither stream is
 * silent for longer than `keepAliveMs`, and one that ends early says so (an error line; errors.txt).
 */
export function batchApi(kind: BatchKind, deps: BatchDeps) {
	async function admit(c: Context<AppEnv>, input: BatchOptions): Promise<Admitted> {
		const list = input.urls
			? pastedLister(input.urls, deps.maxVideos, requestLocale(c))
			: deps.lister(input.list_url ?? '')
		if (!list) throw new AppError(400, 'invalidListUrl')
		const client = c.get('clientKey') ?? 'unknown'
		// The lease first: a second batch while one runs is refused without spending the budget.
		const release = await deps.leases.acquire(`batch:${client}`)
		if (!release) throw new AppError(409, 'batchRunning')
		const { refusal } = await deps.limiter.take(client)
		if (refusal) {
			await release()
			throw refusal
		}
		return { list, client, release }
	}

	function events(input: BatchOptions, admitted: Admitted, locale: Locale, signal: AbortSignal) {
		const { client } = admitted
		return runBatch<BatchItem>({
			list: (s) => admitted.list(deps.maxVideos, s, client),
			work: (video, s) => kind.work(video, input, { signal: s, locale }),
			titleOf: kind.titleOf,
			// Each video at its client's fair share of the one pace (state/pacer.ts).
			pacer: { wait: (s) => deps.pacer.wait(s, client) },
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

	/** The visitor went away: what it is, not an error of this server. */
	const left = () => deps.logger.info('batch left by its visitor', { tool: kind.usage })

	/**
	 * Admits the batch and reads its list: a link whose list cannot be read answers its error with
	 * its status (not a 200 stream or an empty ZIP), and gives back the unit of the hourly budget (a
	 * typo is not a batch; it still counted as a request of the per-minute budget); else the list and
	 * the rest of the events.
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
			if (failure?.type === 'error') {
				await deps.limiter.refund(admitted.client)
				return { failure: c.json({ error: failure.error }, failure.status) }
			}
			throw new AppError(500, 'internal')
		}
		return { listed: first.value, stream, abort, end, locale }
	}

	return new Hono<AppEnv>()
		.post('/batch', zValidator('json', batchRequest, validationHook), async (c) => {
			const started = await begin(c, c.req.valid('json'))
			if ('failure' in started) return started.failure
			const { listed, stream, abort, end, locale } = started
			const encoder = new TextEncoder()
			const line = (event: BatchEvent<BatchItem>) => encoder.encode(`${JSON.stringify(event)}\n`)
			const ticks = withKeepAlive(stream, deps.keepAliveMs)
			let last: BatchEvent<BatchItem> = listed
			let gone = false
			const body = new ReadableStream<Uint8Array>({
				start(controller) {
					controller.enqueue(line(listed))
				},
				async pull(controller) {
					let next: IteratorResult<BatchEvent<BatchItem> | typeof KEEP_ALIVE>
					try {
						next = await ticks.next()
					} catch (error) {
						if (gone) return
						// The batch broke off: the page hears it as an error line, not as a connection that just ends.
						deps.logger.error('batch failed', { error: String(error) })
						last = { type: 'error', status: 500, ...errorBody(locale, 'internal') }
						controller.enqueue(line(last))
						await end(last)
						return controller.close()
					}
					// The visitor left while the batch worked: the stream is closed already.
					if (gone) return
					if (next.done) {
						await end(last)
						return controller.close()
					}
					// A blank line: NDJSON readers skip it (read-events.ts), the connection is not idle.
					if (next.value === KEEP_ALIVE) return controller.enqueue(encoder.encode('\n'))
					last = next.value
					controller.enqueue(line(next.value))
				},
				// The visitor stopped, or left: the batch stops with the request.
				async cancel() {
					gone = true
					left()
					abort.abort()
					void ticks.return(undefined)
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
		.get('/batch.zip', zValidator('query', batchQuery, validationHook), async (c) => {
			const input = queryOptions(c.req.valid('query'))
			// Hono answers HEAD with this GET handler: what the ZIP would be, without a batch (no lease, no budget,
			// nothing asked of YouTube). A link that names no list, or a refused paste, is its error all the same.
			if (c.req.method === 'HEAD') {
				if (
					!(input.urls ? pastedLister(input.urls, deps.maxVideos, requestLocale(c)) : deps.lister(input.list_url ?? ''))
				)
					throw new AppError(400, 'invalidListUrl')
				return c.body(null, 200, { 'Content-Type': 'application/zip', 'Cache-Control': 'no-store' })
			}
			const started = await begin(c, input)
			if ('failure' in started) return started.failure
			const { listed, stream, abort, end, locale } = started
			const t = translatorFor(locale).batch

			const zip = zipWriter()
			zip.gone.addEventListener(
				'abort',
				() => {
					left()
					abort.abort()
				},
				{ once: true },
			)
			void (async () => {
				const rows: IndexRow[] = []
				// Why the ZIP holds less than the list: errors.txt's first lines.
				const notes = listed.cut ? [`${t.listCut({ count: listed.total })} ${listed.cut.message}`] : []
				let last: BatchEvent<BatchItem> | undefined
				try {
					// A first file at once: until a video's file comes, the keep-alives go into it.
					const title = listed.title ?? t.untitled()
					const link = input.list_url ?? (input.urls ?? []).join(', ')
					await zip.add('README.txt', t.zipReadme({ title, total: listed.total, link }), true)
					for await (const event of withKeepAlive(stream, deps.keepAliveMs)) {
						if (event === KEEP_ALIVE) {
							zip.keepAlive()
							continue
						}
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
				} catch (error) {
					if (!abort.signal.aborted) {
						deps.logger.error('batch zip failed', { error: String(error) })
						last = { type: 'error', status: 500, ...errorBody(locale, 'internal') }
						notes.push(`${t.stoppedEarly()} ${last.error.message}`)
					}
				}
				try {
					// A ZIP that ends early still ends as a ZIP, and says why in errors.txt.
					const errors = errorsText(notes, rows)
					if (errors) await zip.add('errors.txt', errors, true)
					await zip.add('index.csv', toCsv(INDEX_COLUMNS, inListOrder(rows)), true)
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

/**
 * The list of video links pasted at once: their videos in the order pasted, each once, untitled until each is
 * done (the lookup names it). Refused before the batch starts, so neither the lease nor the budget is spent: a
 * link that names no video, or more videos than a batch takes.
 */
function pastedLister(urls: readonly string[], maxVideos: number, locale: Locale) {
	const listing = pastedListing(urls, maxVideos, locale)
	return async () => listing
}

/** Pasted links as the list of their videos (see pastedLister); the page without JavaScript lists them too. */
export function pastedListing(urls: readonly string[], maxVideos: number, locale: Locale): Listing {
	const { videoIds, refused } = pastedVideos(urls)
	if (refused !== null) throw new AppError(400, 'batchLinkInvalid', { link: refused.slice(0, 200) })
	if (videoIds.length > maxVideos)
		throw new AppError(400, 'batchTooManyLinks', { count: videoIds.length, max: maxVideos })
	return {
		title: translatorFor(locale).batch.pastedTitle({ count: videoIds.length }),
		videos: videoIds.map((videoId, i) => ({ index: i + 1, videoId, title: '' })),
		capped: false,
		cut: null,
		links: [...new Set(urls)],
	}
}

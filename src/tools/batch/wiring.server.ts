import type { Config } from '../../core/config'
import type { Logger } from '../../core/logger'
import type { Locale } from '../../i18n/locales'
import type { ImageStore } from '../../image-proxy/store.server'
import { type Leases, memoryLeases, redisLeases } from '../../state/one-at-a-time'
import { memoryPacer, type Pacer, redisPacer } from '../../state/pacer'
import { createRateLimiter } from '../../state/rate-limiter'
import type { SharedState } from '../../state/shared-state.server'
import { YouTubeError } from '../../youtube/errors'
import { parseListUrl } from '../../youtube/list-url'
import { readListing } from '../../youtube/listing'
import type { Upstream } from '../../youtube/upstream.server'
import type { BatchToolKey, ToolKey } from '../registry'
import type { ToolRunner } from '../shared/runner.server'
import { type BatchDeps, batchApi, pastedListing } from './api'
import { type BatchKind, thumbnailKind, transcriptKind } from './kinds.server'
import { isPastedBatch, pastedLinks } from './pasted-links'
import { asAppError, type Listing } from './run.server'

/**
 * Whole playlists and channels: the batch doors mounted beside their tools' APIs,
 * and the list reader of the pages without JavaScript. One pace for every
 * batch of every replica, one lease per client, the batch budget per client and hour (all in
 * Redis when there is one; docs/ARCHITECTURE.md, "Batches").
 */
export function createBatch(p: {
	config: Config
	shared: SharedState
	upstream: Upstream
	images: ImageStore
	runners: Record<ToolKey, ToolRunner>
	record(tool: string, outcome: string): void
	logger: Logger
}) {
	const { batch } = p.config
	// Counted for /metrics: batches running on this replica, videos waiting for the pace.
	const depth = { running: 0, waiting: 0 }
	const pacer: Pacer = counted(
		p.shared.redis ? redisPacer(p.shared.redis, batch.spacingMs) : memoryPacer(batch.spacingMs),
		depth,
	)
	const leases: Leases = countedLeases(p.shared.redis ? redisLeases(p.shared.redis) : memoryLeases(), depth)
	const deps: BatchDeps = {
		lister(url) {
			const source = parseListUrl(url)
			// Liked videos, Watch later…: lists only their owner signed in to YouTube can see.
			if (!source.ok && source.reason === 'privateList')
				return async () => {
					throw new YouTubeError('playlistPrivate', url)
				}
			if (!source.ok) return null
			return async (cap, signal, client) => {
				const pace = (s?: AbortSignal) => pacer.wait(s, client)
				const listing = await readListing(source, { upstream: p.upstream, cap, signal, pace })
				let cut: Listing['cut'] = null
				if (listing.cut) {
					const reason = asAppError(listing.cut)
					p.logger.warn('list cut short', { url, listed: listing.videos.length, code: reason.code })
					cut = { code: reason.code, ...(Object.keys(reason.params).length ? { params: reason.params } : {}) }
				}
				return { title: listing.meta.title, videos: listing.videos, capped: listing.capped, cut }
			}
		},
		pacer,
		leases,
		limiter: createRateLimiter({
			group: 'batch',
			limit: batch.perHour,
			windowMs: 3600_000,
			counters: p.shared.counters,
		}),
		maxVideos: batch.maxVideos,
		concurrency: batch.concurrency,
		keepAliveMs: batch.keepAliveMs,
		record: p.record,
		logger: p.logger,
	}
	const kinds = {
		thumbnail: thumbnailKind(p.runners.thumbnail, p.images),
		transcript: transcriptKind(p.runners.transcript),
	} satisfies Record<BatchToolKey, BatchKind>
	return {
		/** This replica's batches now: running, and videos waiting for their slot in the pace (for /metrics). */
		depth: () => ({ ...depth }),
		/** /batch and /batch.zip of one tool, mounted beside its API. */
		routes: (key: BatchToolKey) => batchApi(kinds[key], deps),
		/**
		 * The videos of a list link, or of video links pasted at once, for the page without JavaScript (a list with
		 * links to each result and the ZIP); null when the link names no list. Reading a list is a few requests,
		 * counted as one tool call, not as a batch.
		 */
		async list(url: string, signal: AbortSignal, locale: Locale): Promise<Listing | null> {
			if (isPastedBatch(url)) return pastedListing(pastedLinks(url), batch.maxVideos, locale)
			const read = deps.lister(url)
			return read ? read(batch.maxVideos, signal) : null
		},
	}
}

/** The pacer, counting the videos that wait for their slot. */
function counted(pacer: Pacer, depth: { waiting: number }): Pacer {
	return {
		async wait(signal, client) {
			depth.waiting++
			try {
				await pacer.wait(signal, client)
			} finally {
				depth.waiting--
			}
		},
	}
}

/** The one-batch-per-client leases, counting the batches that hold one (each released once). */
function countedLeases(leases: Leases, depth: { running: number }): Leases {
	return {
		async acquire(key) {
			const release = await leases.acquire(key)
			if (!release) return null
			depth.running++
			let released = false
			return async () => {
				if (!released) depth.running--
				released = true
				await release()
			}
		},
	}
}

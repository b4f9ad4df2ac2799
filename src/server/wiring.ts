import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { RouteObject } from 'react-router'
import { loadAllLocales } from '../../i18n/i18n-util.sync'
import { createAdminAuth } from '../admin/auth.server'
import type { AdminDeps } from '../admin/routes.server'
import { createNotifier } from '../alerts/notify.server'
import { createRefusalAlert, type RefusalAlert } from '../alerts/refusal-alert.server'
import { createToolUsage, type ToolUsage } from '../analytics/tool-usage.server'
import { contactResendCheck, contactSubmitter } from '../contact/api'
import { createOutbox, type Outbox } from '../contact/outbox.server'
import { type BuildInfo, readBuildInfo } from '../core/build-info'
import { type Config, missingOperatorSettings } from '../core/config'
import { AppError } from '../core/errors'
import { createLogger, type Logger } from '../core/logger'
import type { ServiceProbe } from '../core/service-probe'
import type { ProxyTrust } from '../core/trust-proxy'
import { type Database, openDatabase } from '../db/client.server'
import { instanceSecret } from '../db/leases.server'
import { scheduleRetention } from '../db/retention.server'
import { type ImageSigner, imageProxySecret, imageSigner } from '../image-proxy/sign.server'
import { createImageStore, type ImageStore } from '../image-proxy/store.server'
import { createCooldown } from '../llm/cooldown'
import { createOllama } from '../llm/ollama.server'
import { createQueue, type Queue } from '../llm/queue'
import { createMetrics, type Metrics, type QueueSample } from '../metrics/metrics.server'
import { createRoutes } from '../routes'
import { createRateLimiter, type RateLimiter } from '../state/rate-limiter'
import { createSharedState, type SharedState } from '../state/shared-state.server'
import { createBatch } from '../tools/batch/wiring.server'
import { createChapterService } from '../tools/chapters/service.server'
import { createHashtagService } from '../tools/hashtags/service.server'
import type { ToolKey } from '../tools/registry'
import { toolRunners } from '../tools/registry.server'
import type { ToolRunner } from '../tools/shared/runner.server'
import { createTranscriptService, type TranscriptService } from '../tools/transcript/service.server'
import { createEgressRotation } from '../youtube/egress/wiring.server'
import { createOutcomeCounts } from '../youtube/outcome-counts.server'
import { createUpstream, type Upstream } from '../youtube/upstream.server'
import { createOutcomeBus, type OutcomeBus } from '../youtube/upstream-outcomes.server'
import { createWorkerPool, type WorkerPool } from '../youtube/worker-pool.server'
import type { LocalWorker } from './local-worker'
import { clientHasher, requestIds } from './middleware/every-request'
import { proxyTrust } from './middleware/forwarded'
import { securityPolicy } from './middleware/security-policy'
import { entryLoader } from './render/entry-loader'
import { type AssetManifest, loadManifest } from './render/manifest'
import { createRenderer } from './render/render-page'

export interface AppDeps {
	logger?: Logger
	database?: Database
	manifest?: AssetManifest
	/** Route tree override for tests. */
	routes?: RouteObject[]
	/** The supervised worker main.ts started (used instead of WORKER_URL, which is then empty). */
	localWorker?: LocalWorker | null
	/** Shared state override for tests (e.g. one Redis connection for several apps). */
	shared?: SharedState
	/** The release that runs (main.ts reads it once and logs it first); read from the build when absent. */
	build?: BuildInfo
}

/** Everything the HTTP layer is assembled from (middleware-order.ts installs it). */
export type AppParts = Awaited<ReturnType<typeof createParts>>

/**
 * Builds the app's parts once, from the configuration: storage, shared state, the one door to
 * YouTube, the browser workers, the tools, the contact outbox, the admin. No HTTP routing here.
 */
export async function createParts(config: Config, deps: AppDeps) {
	const logger = deps.logger ?? createLogger(config.logLevel)
	loadAllLocales()
	const build = deps.build ?? readBuildInfo()
	const database =
		deps.database ?? (await openDatabase(config.databaseUrl, config.databaseAuthToken ?? undefined, { logger }))
	const manifest = deps.manifest ?? loadManifest()
	// Decision 20: what replicas share lives in Redis when REDIS_URL is set, else in this process.
	const shared = deps.shared ?? (await createSharedState({ ...config.redis, redisUrl: config.redis.url, logger }))
	// A standard deployment would otherwise publish a privacy policy without a controller: say so at start.
	const operatorMissing = missingOperatorSettings(config.operator)
	if (operatorMissing.length > 0) {
		logger.warn('the legal pages do not name the operator: set these settings', { missing: operatorMissing })
	}
	const routes = deps.routes ?? createRoutes({ imprint: config.operator.imprint !== null })
	// The one inline script of every page; its hash is the CSP's (middleware/security-policy.ts).
	const loader = entryLoader(manifest, config.analyticsScriptUrl)
	const renderer = createRenderer({ config, manifest, loader, logger, routes })
	// Every request to YouTube reports what it came to: the refusal alert and /metrics listen.
	const outcomes: OutcomeBus = createOutcomeBus()
	// ...and the counts per hour and day by path and egress (the admin's "which way to YouTube works").
	const outcomeCounts = createOutcomeCounts(database.db, outcomes, { logger })
	const upstream: Upstream = createUpstream({
		outcomes,
		overrides: config.upstreamOverrides,
		// OUTBOUND_PROXY's egresses, their rests shared through Redis when there is one.
		rotation: createEgressRotation(config.egress, shared.redis, logger),
		timeoutMs: config.upstreamTimeoutMs,
	})
	const signer: ImageSigner = imageSigner(
		await imageProxySecret(config.imageProxySecret, config.dataDir, database.client),
	)
	// The proxy's images, which the thumbnail lookup asks through it too (decision 15).
	const images: ImageStore = createImageStore({
		upstream,
		maxBytes: config.imageMaxBytes,
		cacheBytes: config.imageCacheBytes,
	})
	const worker = workerPool(config, deps.localWorker ?? null, logger, outcomes)
	const services = new Map<string, ServiceProbe>()
	probeWorkers(services, config, worker, shared)
	const https = config.publicUrl.startsWith('https:')
	// One trust decision for the client address (rate limits, logs) and the scheme (admin cookie).
	const proxies: ProxyTrust = proxyTrust(config.trustProxy)
	// One key for every replica, or each would count a visitor under another name (decision 20).
	const hash = clientHasher(
		config.rateLimitSecret ?? (await instanceSecret(database.client, 'client-hash')),
		proxies,
		config.ipv6ClientPrefix,
	)
	const { counters } = shared
	const limitBody: MiddlewareHandler = bodyLimit({
		maxSize: config.bodyLimitBytes,
		onError: () => {
			throw new AppError(413, 'payloadTooLarge')
		},
	})
	// The contact API and the contact page's form post share one budget; the tool APIs and the
	// tool forms share another.
	const limiters: { contact: RateLimiter; api: RateLimiter } = {
		contact: createRateLimiter({ group: 'contact', limit: config.contact.perHour, windowMs: 3600_000, counters }),
		api: createRateLimiter({ group: 'api', limit: config.rateLimits.api, windowMs: 60_000, counters }),
	}
	const usage: ToolUsage = createToolUsage(database.db, { logger })
	const modelQueue: Queue = createQueue({ concurrency: config.ollama.concurrency, maxQueued: config.ollama.queueMax })
	const metrics: Metrics = createMetrics({
		db: database.db,
		bus: outcomes,
		queues: () => queueDepths(modelQueue, worker, batch),
		alert: () => alert.look(),
		build,
	})
	/** A tool call counted for the dashboard (per day, in the database) and for /metrics (since start). */
	const record = (tool: string, outcome: string) => {
		usage.record(tool, outcome)
		metrics.toolCall(tool, outcome)
	}
	// Each tool runs the same code for its JSON API and its no-JavaScript form.
	const transcripts = createTranscriptService({
		upstream,
		worker,
		clients: config.youtubeClients,
		logger,
		caches: shared.caches,
	})
	const runners: Record<ToolKey, ToolRunner> = toolRunners(
		{
			upstream,
			signer,
			images,
			worker,
			caches: shared.caches,
			clients: config.youtubeClients,
			transcripts,
			...modelTools(config, shared, services, transcripts, upstream, logger, modelQueue),
		},
		record,
	)
	const batch = createBatch({ config, shared, upstream, images, runners, record, logger })
	const retention = scheduleRetention(database, config.contact, logger)
	const outbox: Outbox = createOutbox(database.db, { ...config.contact, logger })
	outbox.start()
	// Hear it first: the operator is told once per incident, by one replica.
	const alert: RefusalAlert = createRefusalAlert({
		settings: config.alerts,
		dashboardUrl: `${config.publicUrl}/admin`,
		db: database.db,
		redis: shared.redis,
		bus: outcomes,
		notifier: createNotifier({ ...config.alerts, sendMail: (mail) => outbox.send(mail), logger }),
		logger,
	})
	alert.start()
	const admin: AdminDeps = {
		db: database.db,
		auth: createAdminAuth({ ...config.admin, sessions: shared.sessions }),
		outbox,
		loginLimiter: createRateLimiter({
			group: 'adminLogin',
			limit: config.admin.loginsPer15Min,
			windowMs: 900_000,
			counters,
		}),
		inlineCss: manifest.inlineCss,
		build,
		https,
		proxies,
		services,
		workerUrls: () => worker?.urls() ?? [],
		youtubeNow: () => alert.window(),
		operatorMissing,
	}
	return {
		config,
		logger,
		build,
		database,
		shared,
		routes,
		renderer,
		upstream,
		/** Every try at YouTube by path, egress and outcome: subscribe to hear of them. */
		outcomes,
		outcomeCounts,
		signer,
		images,
		worker,
		services,
		policy: securityPolicy({ scriptSources: [loader.source], analyticsScriptUrl: config.analyticsScriptUrl, https }),
		ids: requestIds(),
		hash,
		limitBody,
		limiters,
		usage,
		transcripts,
		runners,
		batch,
		retention,
		outbox,
		submitContact: contactSubmitter(database.db, outbox),
		isContactResend: contactResendCheck(database.db),
		admin,
		metrics,
		alert,
		/** Closes what was opened here, in reverse; a shared connection a test handed in is the test's. */
		async close() {
			await alert.stop()
			retention.stop()
			await outbox.stop()
			await usage.close()
			await outcomeCounts.close()
			database.close()
			if (!deps.shared) shared.close()
		},
	}
}

/** The browser workers as one client (WORKER_URL's pool, or the one main.ts started), when any run. */
function workerPool(
	config: Config,
	local: LocalWorker | null,
	logger: Logger,
	outcomes: OutcomeBus,
): WorkerPool | null {
	const secret = local?.secret ?? config.worker.secret
	const members = local ? [local] : config.worker.urls.map((url) => ({ url }))
	if (!members.length || !secret) return null
	return createWorkerPool({ members, secret, timeoutMs: config.worker.jobTimeoutMs + 1000, logger, outcomes })
}

/** /readyz's reports on the worker, Redis and Chromium. */
function probeWorkers(
	services: Map<string, ServiceProbe>,
	config: Config,
	worker: WorkerPool | null,
	shared: SharedState,
) {
	services.set(
		'worker',
		worker
			? () => worker.health()
			: async () => ({
					available: false,
					detail: config.chromiumPath
						? 'not started: plain-HTTP extraction only'
						: 'no Chromium: plain-HTTP extraction only',
				}),
	)
	services.set('redis', () => shared.probe())
	// The browser the worker will drive (YouTube data layer): without it, tools use plain HTTP only.
	services.set('chromium', async () =>
		config.chromiumPath && (await Bun.file(config.chromiumPath).exists())
			? { available: true, detail: config.chromiumPath }
			: { available: false, detail: 'not found: plain-HTTP extraction only' },
	)
}

/**
 * The tools that ask the local Ollama model when one is set (the hashtag and chapter generators), each with its
 * built-in method meanwhile. They share the model, its queue and its cool-down: one model, one line in front of it.
 */
function modelTools(
	config: Config,
	shared: SharedState,
	services: Map<string, ServiceProbe>,
	transcripts: TranscriptService,
	upstream: Upstream,
	logger: Logger,
	queue: Queue,
) {
	const model = config.ollama.host
		? createOllama({
				host: config.ollama.host,
				model: config.ollama.model,
				timeoutMs: config.ollama.timeoutMs,
				keepAlive: config.ollama.keepAlive,
				logger,
			})
		: null
	services.set('ollama', async () => {
		if (!model) return { available: false, detail: 'off (OLLAMA_HOST=off): built-in hashtag generator' }
		const state = await model.check()
		if (state.status === 'ready') return { available: true, detail: `${model.model} ready (Ollama ${state.version})` }
		if (state.status === 'missing')
			return { available: false, detail: `model ${model.model} not pulled: ollama pull ${model.model}` }
		return { available: false, detail: `unreachable at ${model.host}: built-in hashtag generator` }
	})
	// Start-up check: logs how to pull a missing model; the built-in generator answers meanwhile.
	void model?.check()
	// Shared through Redis, so every replica leaves a slow model alone together.
	const cooldown = createCooldown({ ms: config.ollama.cooldownMs, redis: shared.redis })
	const common = {
		model,
		queue,
		deadlineMs: config.ollama.timeoutMs,
		cooldown,
		transcripts,
		youtube: { upstream, clients: config.youtubeClients },
		caches: shared.caches,
		logger,
	}
	return { hashtags: createHashtagService(common), chapters: createChapterService(common) }
}

/** /metrics's queue depths: the hashtag model's queue, the jobs at each browser worker, the batches. */
function queueDepths(
	model: Queue,
	worker: WorkerPool | null,
	batch: { depth(): { running: number; waiting: number } },
): QueueSample[] {
	const { running, waiting } = model.stats()
	const batches = batch.depth()
	return [
		{ queue: 'model', state: 'running', value: running },
		{ queue: 'model', state: 'waiting', value: waiting },
		{ queue: 'worker', state: 'running', value: (worker?.inflight() ?? []).reduce((a, n) => a + n, 0) },
		{ queue: 'batch', state: 'running', value: batches.running },
		{ queue: 'batch_video', state: 'waiting', value: batches.waiting },
	]
}

import { resolve } from 'node:path'
import type { Server } from 'bun'
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { serveStatic } from 'hono/bun'
import { HTTPException } from 'hono/http-exception'
import { type RouteObject, RouterContextProvider } from 'react-router'
import { loadAllLocales } from '../../i18n/i18n-util.sync'
import { createAdminAuth } from '../admin/auth.server'
import { type AdminDeps, adminApi, adminPages } from '../admin/routes.server'
import { eventsApi } from '../analytics/api'
import { createToolUsage, type ToolUsage } from '../analytics/tool-usage.server'
import { contactApi, contactSubmitter } from '../contact/api'
import { contactForm } from '../contact/form.server'
import { contactFormContext } from '../contact/form-action'
import { createOutbox, type Outbox } from '../contact/outbox.server'
import type { AppEnv } from '../core/app-env'
import type { Config } from '../core/config'
import { AppError, errorResponse } from '../core/errors'
import { createLogger, type Logger } from '../core/logger'
import { type Database, openDatabase } from '../db/client.server'
import { instanceSecret } from '../db/leases.server'
import { scheduleRetention } from '../db/retention.server'
import { imageApi } from '../image-proxy/api'
import { type ImageSigner, imageProxySecret, imageSigner } from '../image-proxy/sign.server'
import { createCooldown } from '../llm/cooldown'
import { createOllama } from '../llm/ollama.server'
import { createQueue } from '../llm/queue'
import { createRoutes } from '../routes'
import { createSharedState, type SharedState } from '../state/shared-state.server'
import { hashtagsRunner } from '../tools/hashtags/api'
import { createHashtagService } from '../tools/hashtags/service.server'
import { profileRunner } from '../tools/profile/api'
import { createProfileService } from '../tools/profile/service.server'
import { formRunnerContext, type ToolName } from '../tools/shared/form-action'
import { countedRunner, formRunner, type ToolRunner, toolApi } from '../tools/shared/runner.server'
import { thumbnailsRunner } from '../tools/thumbnails/api'
import { createThumbnailService } from '../tools/thumbnails/service.server'
import { transcriptDownloadApi, transcriptRunner } from '../tools/transcript/api'
import { createTranscriptService } from '../tools/transcript/service.server'
import { createUpstream, type Upstream } from '../youtube/upstream.server'
import { createWorkerPool, type WorkerPool } from '../youtube/worker-pool.server'
import { fastPages } from './fast-pages'
import { healthRoutes, type ServiceProbe } from './health'
import type { LocalWorker } from './local-worker'
import { accessLog } from './middleware/access-log'
import { clientHasher, clientKey } from './middleware/client-key'
import { compression } from './middleware/compression'
import { proxyTrust } from './middleware/forwarded'
import { languageRedirect } from './middleware/language-redirect'
import { publicFiles } from './middleware/public-files'
import { createRateLimiter, rateLimit } from './middleware/rate-limit'
import { requestId, requestIds } from './middleware/request-id'
import { securityHeaders, securityPolicy } from './middleware/security-headers'
import { FORM_PATHS, SITEMAP_PATHS } from './page-paths'
import { type AssetManifest, CLIENT_DIR, loadManifest } from './render/manifest'
import { createRenderer } from './render/render-page'
import { robotsTxt, sitemapXml } from './seo/sitemap'

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
}

export interface TubekitApp {
	app: Hono<AppEnv>
	/** The server's entry: cached pages on the fast path, everything else through `app`. */
	fetch: (request: Request, server?: Server<undefined>) => Response | Promise<Response>
	/** `fetch` for tests: a path (and init) instead of a Request. */
	request: (path: string, init?: RequestInit) => Response | Promise<Response>
	database: Database
	logger: Logger
	/** The one door to YouTube (UPSTREAM_OVERRIDES, OUTBOUND_PROXY, timeouts). */
	upstream: Upstream
	/** The browser workers as one client (WORKER_URL's pool, or the one main.ts started), when any run. */
	worker: WorkerPool | null
	/** Signs image URLs for /api/image. */
	signer: ImageSigner
	/** Optional services report here for /readyz (later: worker, Ollama, SMTP). */
	services: Map<string, ServiceProbe>
	/** Tool calls per day and outcome, written every few seconds (flush() writes now). */
	usage: ToolUsage
	/** Mails stored contact messages (drain() sends what is due now). */
	outbox: Outbox
	close(): Promise<void>
}

const PUBLIC_DIR = resolve(import.meta.dir, '../../public')
/** nginx's status for a request the client closed before the answer (no standard one exists). */
const CLIENT_CLOSED_REQUEST = 499

/**
 * Builds the whole HTTP application; `main.ts` serves it and the tests call `app.request()`.
 *
 * Middleware order (fixed, and the same in docs/ARCHITECTURE.md):
 *  1. request id  2. client key (keyed hash of the address: the right-most X-Forwarded-For address
 *     no trusted proxy added, with TRUST_PROXY; forwarded.ts)  3. access log
 *  4. security headers + CSP nonce  5. compression
 *  6. hashed assets (immutable) and public files  7. /healthz, /readyz
 *  8. robots.txt, sitemap.xml  9. /api: body limit, rate limit per group, routes
 *  10. /admin: the admin area (off without ADMIN_PASSWORD; session, CSRF, sign-in limit)
 *  11. forms posted without JavaScript (tools, contact): body limit, their rate limit, rendering
 *  12. language redirect, then server rendering of every other GET
 * In front of all this, `fetch` answers pages already in the render cache (fast-pages.ts)
 * with the same headers and log line, and passes everything else to the app.
 * @example const { app } = await createApp(testConfig()); await app.request('/')
 */
export async function createApp(config: Config, deps: AppDeps = {}): Promise<TubekitApp> {
	const logger = deps.logger ?? createLogger(config.logLevel)
	loadAllLocales()
	const database = deps.database ?? (await openDatabase(config.databaseUrl, config.databaseAuthToken ?? undefined))
	const manifest = deps.manifest ?? loadManifest()
	// Decision 20: what replicas share lives in Redis when REDIS_URL is set, else in this process.
	const shared = deps.shared ?? (await createSharedState({ ...config.redis, redisUrl: config.redis.url, logger }))
	const { counters, caches } = shared
	const routes = deps.routes ?? createRoutes()
	const renderer = createRenderer({ config, manifest, logger, routes })
	const upstream = createUpstream({
		overrides: config.upstreamOverrides,
		proxy: config.outboundProxy,
		timeoutMs: config.upstreamTimeoutMs,
	})
	const signer = imageSigner(await imageProxySecret(config.imageProxySecret, config.dataDir, database.client))
	const local = deps.localWorker ?? null
	const workerSecret = local?.secret ?? config.worker.secret
	const workerMembers = local ? [local] : config.worker.urls.map((url) => ({ url }))
	const worker: WorkerPool | null =
		workerMembers.length && workerSecret
			? createWorkerPool({
					members: workerMembers,
					secret: workerSecret,
					timeoutMs: config.worker.jobTimeoutMs + 1000,
					logger,
				})
			: null
	const services = new Map<string, ServiceProbe>()
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
	const https = config.publicUrl.startsWith('https:')

	const app = new Hono<AppEnv>()
	const policy = securityPolicy({ analyticsScriptUrl: config.analyticsScriptUrl, https })
	const ids = requestIds()
	// One trust decision for the client address (rate limits, logs) and the scheme (admin cookie).
	const proxies = proxyTrust(config.trustProxy)
	// One key for every replica, or each would count a visitor under another name (decision 20).
	const hash = clientHasher(config.rateLimitSecret ?? (await instanceSecret(database.client, 'client-hash')), proxies)
	app.use(requestId(ids))
	app.use(clientKey(hash))
	app.use(accessLog(logger))
	app.use(securityHeaders(policy))
	app.use(compression())

	const assets = serveStatic({
		root: CLIENT_DIR,
		onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
	})
	// The router decodes `%00`, and Bun.file() throws on a NUL byte: no file has one, so such a
	// path goes on to the not-found page like any missing asset (found by tests/fuzz, issue 15).
	app.use('/assets/*', (c, next) => (c.req.path.includes('\0') ? next() : assets(c, next)))
	app.use(publicFiles(PUBLIC_DIR))

	app.route('/', healthRoutes(database, services))
	app.get('/robots.txt', (c) => c.text(robotsTxt(config.publicUrl, config.robots)))
	app.get('/sitemap.xml', (c) =>
		c.body(sitemapXml(config.publicUrl, SITEMAP_PATHS), 200, { 'Content-Type': 'application/xml; charset=utf-8' }),
	)

	const limitBody = bodyLimit({
		maxSize: config.bodyLimitBytes,
		onError: () => {
			throw new AppError(413, 'payloadTooLarge')
		},
	})
	const api = new Hono<AppEnv>()
	api.use(limitBody)
	// The contact API and the contact page's form post share one budget.
	const contactLimiter = createRateLimiter({
		group: 'contact',
		limit: config.contact.perHour,
		windowMs: 3600_000,
		counters,
	})
	// One budget per route group: page-view reports are frequent and cheap, everything else
	// (the tool APIs) shares the "api" group.
	const limits = {
		'/api/events': rateLimit({ group: 'events', limit: config.rateLimits.events, windowMs: 60_000, counters }),
		// A result page shows many images at once.
		'/api/image': rateLimit({ group: 'images', limit: config.rateLimits.images, windowMs: 60_000, counters }),
		'/api/contact': rateLimit(contactLimiter),
	} as Record<string, MiddlewareHandler>
	const apiLimiter = createRateLimiter({ group: 'api', limit: config.rateLimits.api, windowMs: 60_000, counters })
	const apiLimit = rateLimit(apiLimiter)
	api.use('*', (c, next) => (limits[c.req.path] ?? apiLimit)(c, next))
	// Each tool runs the same code for its JSON API and its no-JavaScript form.
	const transcripts = createTranscriptService({ upstream, worker, clients: config.youtubeClients, logger, caches })
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
	const hashtags = createHashtagService({
		model,
		queue: createQueue({ concurrency: config.ollama.concurrency, maxQueued: config.ollama.queueMax }),
		deadlineMs: config.ollama.timeoutMs,
		// Shared through Redis, so every replica leaves a slow model alone together.
		cooldown: createCooldown({ ms: config.ollama.cooldownMs, redis: shared.redis }),
		transcripts,
		youtube: { upstream, clients: config.youtubeClients },
		caches,
		logger,
	})
	const usage = createToolUsage(database.db, { logger })
	const runners = Object.fromEntries(
		Object.entries({
			thumbnails: thumbnailsRunner(createThumbnailService({ upstream, signer, caches })),
			profile: profileRunner(createProfileService({ upstream, signer, worker, caches })),
			transcript: transcriptRunner(transcripts),
			hashtags: hashtagsRunner(hashtags),
		} satisfies Record<ToolName, ToolRunner>).map(([name, runner]) => [
			name,
			countedRunner(name, runner as ToolRunner, usage.record),
		]),
	) as Record<ToolName, ToolRunner>
	const retention = scheduleRetention(database, config.contact.retentionDays, logger)
	const outbox = createOutbox(database.db, { ...config.contact, logger })
	outbox.start()
	const submitContact = contactSubmitter(database.db, outbox)
	api.route('/contact', contactApi(submitContact))
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
		https,
		proxies,
		services,
		workerUrls: () => worker?.urls() ?? [],
	}
	api.route('/admin', adminApi(admin))
	api.route('/events', eventsApi(database.db, routes, config.publicUrl))
	api.route('/image', imageApi({ upstream, signer, maxBytes: config.imageMaxBytes }))
	api.route('/tools/transcript/download', transcriptDownloadApi(transcripts))
	for (const [name, runner] of Object.entries(runners)) api.route(`/tools/${name}`, toolApi(runner))
	api.all('*', () => {
		throw new AppError(404, 'notFound')
	})
	app.route('/api', api)

	// Decision 18: the admin area (its own server-rendered pages, no client script).
	app.use('/admin/*', limitBody)
	app.route('/admin', adminPages(admin))

	if (config.robots === 'noindex') {
		app.use('*', async (c, next) => {
			await next()
			c.header('X-Robots-Tag', 'noindex, nofollow')
		})
	}
	// Decision 12: a form (a tool's, the contact page's) posted without JavaScript is run on the
	// server and its page rendered with the outcome (rate limited like the API, errors shown in
	// the page).
	for (const path of FORM_PATHS) {
		app.post(path, limitBody, (c) => {
			const context = new RouterContextProvider()
			const clientKey = c.get('clientKey')
			context.set(formRunnerContext, formRunner({ runners, limiter: apiLimiter, clientKey, logger }))
			context.set(
				contactFormContext,
				contactForm({ submit: submitContact, limiter: contactLimiter, clientKey, logger }),
			)
			return renderer.render(c, context)
		})
	}
	app.use('*', languageRedirect())
	app.get('*', (c) => renderer.render(c))

	app.onError((err, c) => {
		if (err instanceof AppError) return errorResponse(c, err)
		if (err instanceof HTTPException && err.status < 500) {
			return errorResponse(c, new AppError(err.status as 400, err.status === 413 ? 'payloadTooLarge' : 'badRequest'))
		}
		// A client that left (closed the tab, aborted the fetch) is not a server error (issue 15): it
		// is logged as what it is and answered with nginx's 499, which nobody will read.
		if (c.req.raw.signal.aborted) {
			logger.info('client closed the request', { requestId: c.get('requestId'), path: c.req.path })
			return c.body(null, CLIENT_CLOSED_REQUEST as 200)
		}
		logger.error('unhandled error', { requestId: c.get('requestId'), error: String(err), stack: err.stack })
		return errorResponse(c, new AppError(500, 'internal'))
	})
	app.notFound((c) => errorResponse(c, new AppError(404, 'notFound')))

	const fast = fastPages({ renderer, policy, ids, hash, logger, noindex: config.robots === 'noindex' })
	const fetch = (request: Request, server?: Server<undefined>): Response | Promise<Response> =>
		fast(request, server) ?? app.fetch(request, { server })

	return {
		app,
		fetch,
		request: (path, init) => fetch(new Request(new URL(path, 'http://localhost'), init)),
		database,
		logger,
		upstream,
		worker,
		signer,
		services,
		usage,
		outbox,
		close: async () => {
			retention.stop()
			await outbox.stop()
			await usage.close()
			database.close()
			// A shared connection a test handed in belongs to the test.
			if (!deps.shared) shared.close()
		},
	}
}

import { Hono, type MiddlewareHandler } from 'hono'
import { adminApi } from '../admin/routes.server'
import { eventsApi } from '../analytics/api'
import { apiDocsRoutes, localizedApiDocs } from '../api-docs/routes.server'
import { type ContactResendCheck, contactApi } from '../contact/api'
import { contactRequest } from '../contact/schema'
import type { AppEnv } from '../core/app-env'
import { AppError } from '../core/errors'
import { imageApi } from '../image-proxy/api'
import { BATCH_TOOL_KEYS, TOOL_KEYS, TOOLS } from '../tools/registry'
import { toolApi } from '../tools/shared/runner.server'
import { transcriptDownloadApi } from '../tools/transcript/api'
import { rateLimit } from './middleware/rate-limit'
import type { AppParts } from './wiring'

/** The `/api` step: its routes, then the developers' page in the other languages (/de/api/docs, …), before the pages. */
export function installApi(app: Hono<AppEnv>, p: AppParts): void {
	app.route('/api', apiRoutes(p))
	app.route('/', localizedApiDocs({ publicUrl: p.config.publicUrl, inlineCss: p.admin.inlineCss }))
}

/** Everything under /api: the body limit, one rate limit per route group, then the routes. */
export function apiRoutes(p: AppParts): Hono<AppEnv> {
	const { config, shared } = p
	const api = new Hono<AppEnv>()
	api.use(p.limitBody)
	// One budget per route group: page-view reports are frequent and cheap, everything else
	// (the tool APIs) shares the "api" group.
	const limits = {
		'/api/events': rateLimit({
			group: 'events',
			limit: config.rateLimits.events,
			windowMs: 60_000,
			counters: shared.counters,
		}),
		// A result page shows many images at once.
		'/api/image': rateLimit({
			group: 'images',
			limit: config.rateLimits.images,
			windowMs: 60_000,
			counters: shared.counters,
		}),
		'/api/contact': spareResends(rateLimit(p.limiters.contact), p.isContactResend),
	} as Record<string, MiddlewareHandler>
	const apiLimit = rateLimit(p.limiters.api)
	api.use('*', (c, next) => (limits[c.req.path] ?? apiLimit)(c, next))
	api.route('/contact', contactApi(p.submitContact))
	api.route('/admin', adminApi(p.admin))
	api.route('/events', eventsApi(p.database.db, p.routes, config.publicUrl))
	api.route('/image', imageApi({ images: p.images, signer: p.signer }))
	api.route('/tools/transcript/download', transcriptDownloadApi(p.transcripts))
	for (const key of TOOL_KEYS) api.route(`/tools/${TOOLS[key].api}`, toolApi(p.runners[key]))
	// Whole playlists and channels: /batch (progress) and /batch.zip beside the two tools that take them.
	for (const key of BATCH_TOOL_KEYS) api.route(`/tools/${TOOLS[key].api}`, p.batch.routes(key))
	// The API described by its own schemas: /api/openapi.json and the /api/docs page.
	api.route('/', apiDocsRoutes({ publicUrl: config.publicUrl, inlineCss: p.admin.inlineCss }))
	api.all('*', () => {
		throw new AppError(404, 'notFound')
	})
	return api
}

/**
 * The contact budget, spent by every post but the resend of a message already stored (same
 * submission id and text): the form sends a post again when a replica died under it (decision 5),
 * and that must not turn into a 429. Hono keeps the parsed body for the route's validator.
 */
function spareResends(limit: MiddlewareHandler<AppEnv>, isResend: ContactResendCheck): MiddlewareHandler<AppEnv> {
	return async (c, next) => {
		if (c.req.method === 'POST') {
			const parsed = contactRequest.safeParse(await c.req.json().catch(() => null))
			if (parsed.success && (await isResend(parsed.data))) return next()
		}
		return limit(c, next)
	}
}

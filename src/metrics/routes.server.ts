import { Hono } from 'hono'
import type { AppEnv } from '../core/app-env'
import { AppError } from '../core/errors'
import { CONTENT_TYPE, exposition } from './exposition'
import type { Metrics } from './metrics.server'

/**
 * GET /metrics in Prometheus's text format, for `Authorization: Bearer <ADMIN_TOKEN>` only
 * (clarifications). Without ADMIN_TOKEN the path is like any path that does not exist
 * (the app's own 404 page): nothing tells a visitor there is an endpoint to guess a token for. A
 * missing or wrong token is a 401 in the API's error shape, with `WWW-Authenticate: Bearer`.
 * Not rate limited, like /readyz: a scraper behind a visitors' NAT must not eat their budget nor
 * leave gaps in its graphs for theirs, and a 24-character token is not guessed by trying. `checkBearer` is null
 * without ADMIN_TOKEN.
 */
export function metricsRoutes(metrics: Metrics, checkBearer: ((header: string | undefined) => boolean) | null) {
	return new Hono<AppEnv>().on(['GET', 'HEAD'], '/metrics', async (c, next) => {
		if (!checkBearer) return next()
		if (!checkBearer(c.req.header('authorization'))) {
			throw new AppError(401, 'adminUnauthorized', {}, { 'WWW-Authenticate': 'Bearer realm="metrics"' })
		}
		c.header('Cache-Control', 'no-store')
		return c.body(exposition(await metrics.families()), 200, { 'Content-Type': CONTENT_TYPE })
	})
}

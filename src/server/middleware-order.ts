import { resolve } from 'node:path'
import type { Hono } from 'hono'
import { adminPages } from '../admin/routes.server'
import { localizedApiDocs } from '../api-docs/routes.server'
import type { AppEnv } from '../core/app-env'
import { metricsRoutes } from '../metrics/routes.server'
import { apiRoutes } from './api-routes'
import { installFormPosts } from './form-posts'
import { healthRoutes } from './health'
import {
	accessLog,
	clientKey,
	compression,
	knownFiles,
	languageRedirect,
	refuseUnusableHost,
	requestId,
	securityHeaders,
} from './middleware/every-request'
import { CLIENT_DIR } from './render/manifest'
import { installSeoFiles } from './seo/sitemap'
import type { AppParts } from './wiring'

const PUBLIC_DIR = resolve(import.meta.dir, '../../public')

/** One step of the request pipeline: `name` is how docs/ARCHITECTURE.md's list starts that step. */
export interface PipelineStep {
	name: string
	install(app: Hono<AppEnv>, parts: AppParts): void
}

/** The order every request meets the middleware and routes; docs/ARCHITECTURE.md ("Middleware order") quotes it. */
export const MIDDLEWARE_ORDER: readonly PipelineStep[] = [
	{ name: 'request id', install: (app, p) => app.use(requestId(p.ids)) },
	{ name: 'client key', install: (app, p) => app.use(clientKey(p.hash)) },
	{ name: 'access log', install: (app, p) => app.use(accessLog(p.logger)) },
	{ name: 'security headers', install: (app, p) => app.use(securityHeaders(p.policy)) },
	{ name: '`Host`', install: (app) => app.use(refuseUnusableHost()) },
	{ name: 'compression', install: (app) => app.use(compression()) },
	{
		name: '`/assets/*`',
		install: (app) => {
			app.use('/assets/*', knownFiles(CLIENT_DIR, 'public, max-age=31536000, immutable', 'assets'))
			app.use(knownFiles(PUBLIC_DIR, 'public, max-age=3600'))
		},
	},
	{ name: '`/healthz`, `/readyz`', install: (app, p) => app.route('/', healthRoutes(p.database, p.services, p.build)) },
	{
		name: '`/metrics`',
		install: (app, p) =>
			app.route('/', metricsRoutes(p.metrics, p.config.admin.token !== null ? p.admin.auth.checkBearer : null)),
	},
	{ name: '`/robots.txt`, `/sitemap.xml`', install: (app, p) => installSeoFiles(app, p.config) },
	{
		name: '`/api`',
		install: (app, p) => {
			app.route('/api', apiRoutes(p))
			// The developers' page in the other languages (/de/api/docs, …), before the page renderer.
			app.route('/', localizedApiDocs({ publicUrl: p.config.publicUrl, inlineCss: p.admin.inlineCss }))
		},
	},
	{ name: '`/admin/*`', install: (app, p) => app.use('/admin/*', p.limitBody).route('/admin', adminPages(p.admin)) },
	{
		name: '`X-Robots-Tag`',
		install: (app, p) => {
			if (p.config.robots !== 'noindex') return
			app.use('*', async (c, next) => {
				await next()
				c.header('X-Robots-Tag', 'noindex, nofollow')
			})
		},
	},
	{ name: 'forms posted without JavaScript', install: installFormPosts },
	{
		name: 'language redirect',
		install: (app, p) => {
			app.use('*', languageRedirect())
			app.get('*', (c) => p.renderer.render(c))
		},
	},
]

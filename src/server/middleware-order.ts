import { resolve } from 'node:path'
import type { Hono } from 'hono'
import { adminPages } from '../admin/routes.server'
import type { AppEnv } from '../core/app-env'
import { metricsRoutes } from '../metrics/routes.server'
import { installApi } from './api-routes'
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
	robotsTag,
	securityHeaders,
} from './middleware/every-request'
import { CLIENT_DIR } from './render/manifest'
import { installSeoFiles } from './seo/sitemap'
import type { AppParts } from './wiring'

const PUBLIC_DIR = resolve(import.meta.dir, '../../public')

/** The order every request meets the middleware and routes; docs/ARCHITECTURE.md's list starts each step by its name. */
export const MIDDLEWARE_ORDER: readonly { name: string; install: (app: Hono<AppEnv>, p: AppParts) => unknown }[] = [
	{ name: 'request id', install: (app, p) => app.use(requestId(p.ids)) },
	{ name: 'client key', install: (app, p) => app.use(clientKey(p.hash)) },
	{ name: 'access log', install: (app, p) => app.use(accessLog(p.logger)) },
	{ name: 'security headers', install: (app, p) => app.use(securityHeaders(p.policy)) },
	{ name: '`Host`', install: (app) => app.use(refuseUnusableHost()) },
	{ name: 'compression', install: (app) => app.use(compression()) },
	{
		name: '`/assets/*`',
		install: (app) =>
			app
				.use('/assets/*', knownFiles(CLIENT_DIR, 'public, max-age=31536000, immutable', 'assets'))
				.use(knownFiles(PUBLIC_DIR, 'public, max-age=3600')),
	},
	{ name: '`/healthz`, `/readyz`', install: (app, p) => app.route('/', healthRoutes(p.database, p.services, p.build)) },
	{
		name: '`/metrics`',
		install: (app, p) =>
			app.route('/', metricsRoutes(p.metrics, p.config.admin.token !== null ? p.admin.auth.checkBearer : null)),
	},
	{ name: '`/robots.txt`, `/sitemap.xml`', install: (app, p) => installSeoFiles(app, p.config) },
	{ name: '`/api`', install: installApi },
	{ name: '`/admin/*`', install: (app, p) => app.use('/admin/*', p.limitBody).route('/admin', adminPages(p.admin)) },
	{ name: '`X-Robots-Tag`', install: (app, p) => app.use(robotsTag(p.config.robots === 'noindex')) },
	{ name: 'forms posted without JavaScript', install: installFormPosts },
	{ name: 'language redirect', install: (app, p) => app.use(languageRedirect()).get('*', (c) => p.renderer.render(c)) },
]

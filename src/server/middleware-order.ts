import { resolve } from 'node:path'
import type { Hono } from 'hono'
import { RouterContextProvider } from 'react-router'
import { adminPages } from '../admin/routes.server'
import { localizedApiDocs } from '../api-docs/routes.server'
import { FORM_PATHS, sitemapPaths } from '../app/page-paths'
import { contactForm } from '../contact/form.server'
import { contactFormContext } from '../contact/form-action'
import type { AppEnv } from '../core/app-env'
import { metricsRoutes } from '../metrics/routes.server'
import { formRunnerContext } from '../tools/shared/form-action'
import { formRunner } from '../tools/shared/runner.server'
import { apiRoutes } from './api-routes'
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
import { robotsTxt, sitemapXml } from './seo/sitemap'
import type { AppParts } from './wiring'

const PUBLIC_DIR = resolve(import.meta.dir, '../../public')

/** One step of the request pipeline: `name` is how docs/ARCHITECTURE.md's list starts that step. */
export interface PipelineStep {
	name: string
	install(app: Hono<AppEnv>, parts: AppParts): void
}

/**
 * The order every request meets the app's middleware and routes, as data: createApp installs
 * these in this order, and docs/ARCHITECTURE.md ("Middleware order") quotes the names in the
 * same order (middleware-order.test.ts holds them together). In front of all this, the server's
 * fetch answers pages already in the render cache (fast-pages.ts).
 */
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
			// Only names the build and public/ hold at start reach the disk (known-files.ts).
			app.use('/assets/*', knownFiles(CLIENT_DIR, 'public, max-age=31536000, immutable', 'assets'))
			app.use(knownFiles(PUBLIC_DIR, 'public, max-age=3600'))
		},
	},
	{ name: '`/healthz`, `/readyz`', install: (app, p) => app.route('/', healthRoutes(p.database, p.services, p.build)) },
	{
		// Prometheus's scrape, behind ADMIN_TOKEN, before any rate limit.
		name: '`/metrics`',
		install: (app, p) =>
			app.route(
				'/',
				metricsRoutes({
					enabled: p.config.admin.token !== null,
					checkBearer: p.admin.auth.checkBearer,
					metrics: p.metrics,
				}),
			),
	},
	{
		name: '`/robots.txt`, `/sitemap.xml`',
		install: (app, p) => {
			app.get('/robots.txt', (c) => c.text(robotsTxt(p.config.publicUrl, p.config.robots)))
			const paths = sitemapPaths({ imprint: p.config.operator.imprint !== null })
			app.get('/sitemap.xml', (c) =>
				c.body(sitemapXml(p.config.publicUrl, paths), 200, {
					'Content-Type': 'application/xml; charset=utf-8',
				}),
			)
		},
	},
	{
		name: '`/api`',
		install: (app, p) => {
			app.route('/api', apiRoutes(p))
			// The developers' page in the other languages (/de/api/docs, …), before the page renderer.
			app.route('/', localizedApiDocs({ publicUrl: p.config.publicUrl, inlineCss: p.admin.inlineCss }))
		},
	},
	{
		// Decision 18: the admin area (its own server-rendered pages, no client script).
		name: '`/admin/*`',
		install: (app, p) => {
			app.use('/admin/*', p.limitBody)
			app.route('/admin', adminPages(p.admin))
		},
	},
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
	{
		// Decision 12: a form (a tool's, the contact page's) posted without JavaScript is run on the
		// server and its page rendered with the outcome (rate limited like the API, errors shown in
		// the page).
		name: 'forms posted without JavaScript',
		install: (app, p) => {
			for (const path of FORM_PATHS) {
				app.post(path, p.limitBody, (c) => {
					const context = new RouterContextProvider()
					const key = c.get('clientKey')
					const { logger } = p
					context.set(
						formRunnerContext,
						formRunner({ runners: p.runners, limiter: p.limiters.api, clientKey: key, logger, list: p.batch.list }),
					)
					context.set(
						contactFormContext,
						contactForm({
							submit: p.submitContact,
							isResend: p.isContactResend,
							limiter: p.limiters.contact,
							clientKey: key,
							logger,
						}),
					)
					return p.renderer.render(c, context)
				})
			}
		},
	},
	{
		name: 'language redirect',
		install: (app, p) => {
			app.use('*', languageRedirect())
			app.get('*', (c) => p.renderer.render(c))
		},
	},
]

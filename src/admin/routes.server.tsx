import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { alertOverview } from '../alerts/log.server'
import type { WindowNow } from '../alerts/refusal-alert.server'
import type { Outbox } from '../contact/outbox.server'
import type { AppEnv } from '../core/app-env'
import type { BuildInfo } from '../core/build-info'
import { toCsv } from '../core/csv'
import { errorResponse } from '../core/error-answer'
import { AppError } from '../core/errors'
import type { ServiceProbe } from '../core/service-probe'
import type { ProxyTrust } from '../core/trust-proxy'
import type { Db } from '../db/client.server'
import type { RateLimiter } from '../state/rate-limiter'
import { AdminDocument } from './AdminDocument'
import { AlertBanner } from './AlertBanner'
import { AlertLog } from './AlertLog'
import { type AdminAuth, SESSION_COOKIE } from './auth.server'
import { DashboardPage } from './DashboardPage'
import { ErrorScreen } from './ErrorScreen'
import { InboxPage } from './InboxPage'
import { LoginPage } from './LoginPage'
import { MessagePage } from './MessagePage'
import {
	allMessages,
	changeMessage,
	getMessage,
	inboxCounts,
	listMessages,
	MESSAGE_CHANGES,
	type MessageChange,
	type MessageRow,
	parseFilters,
} from './messages.server'
import { OffPage } from './OffPage'
import { OperatorNotice } from './OperatorNotice'
import { PERIOD_INFO, parsePeriod } from './period'
import type { ServiceRow } from './ServicesTable'
import { createDashboardStats, type DashboardStatsSource } from './stats.server'
import { UpstreamPathsSection } from './UpstreamPathsSection'
import { upstreamPaths } from './upstream-paths.server'

export interface AdminDeps {
	db: Db
	auth: AdminAuth
	outbox: Outbox
	/** Sign-in attempts per client (RATE_LIMIT_ADMIN_LOGIN_PER_15_MIN). */
	loginLimiter: RateLimiter
	inlineCss: string
	/** The version and commit that run, in every screen's footer. */
	build: BuildInfo
	/** Whether the site is served over HTTPS (PUBLIC_URL), for the cookie's Secure flag. */
	https: boolean
	/** TRUST_PROXY's decision: a trusted proxy's X-Forwarded-Proto counts too. */
	proxies: ProxyTrust
	/** What /readyz reports, for the dashboard; plus what /readyz must not show (worker addresses). */
	services: Map<string, ServiceProbe>
	workerUrls: () => string[]
	/** The refusal alert's window now: the "Now" of "which way to YouTube works". */
	youtubeNow: () => Promise<WindowNow>
	/** The OPERATOR_* settings the legal pages need and lack (config.ts, missingOperatorSettings). */
	operatorMissing: readonly string[]
}

/** Every optional service as /readyz sees it, worker addresses added. Never throws. */
async function serviceRows(deps: AdminDeps): Promise<ServiceRow[]> {
	const urls = deps.workerUrls()
	return Promise.all(
		[...deps.services].map(async ([name, probe]) => {
			const state = await probe().catch((error: unknown) => ({ available: false, detail: String(error), workers: [] }))
			return {
				name,
				available: state.available,
				detail: state.detail ?? '',
				workers: (('workers' in state && state.workers) || []).map((w) => ({
					index: w.index,
					url: urls[w.index] ?? '',
					state: w.state,
					detail: w.detail ?? '',
					restarts: w.restarts ?? 0,
				})),
			}
		}),
	)
}

const CSV_COLUMNS = [
	'id',
	'createdAt',
	'name',
	'email',
	'subject',
	'category',
	'message',
	'lang',
	'review',
	'delivery',
	'spam',
	'suspect',
	'attempts',
	'sentAt',
	'lastError',
	'messageId',
] as const satisfies readonly (keyof MessageRow)[]

/** A message as JSON: dates as ISO strings. */
const messageJson = (m: MessageRow) => ({
	...m,
	createdAt: m.createdAt.toISOString(),
	sentAt: m.sentAt?.toISOString() ?? null,
	nextAttemptAt: m.nextAttemptAt?.toISOString() ?? null,
})

// One source of dashboard figures per database, shared by the pages and the JSON API, so the
// sums of past hours and days it keeps serve both (stats.server.ts).
const statsSources = new WeakMap<Db, DashboardStatsSource>()
const statsOf = (db: Db) => {
	const source = statsSources.get(db) ?? createDashboardStats(db)
	statsSources.set(db, source)
	return source
}

/** The dashboard with the refusal alert's banner and log and "which way to YouTube works" in their places. */
function Dashboard({
	csrf,
	data,
	operatorMissing,
}: {
	csrf: string
	data: Awaited<ReturnType<typeof overview>>
	operatorMissing: readonly string[]
}) {
	const { alerts, upstream, ...rest } = data
	return (
		<DashboardPage
			csrf={csrf}
			{...rest}
			alertBanner={
				<>
					<AlertBanner active={alerts.active} />
					<OperatorNotice missing={operatorMissing} />
				</>
			}
			upstream={
				<>
					<UpstreamPathsSection view={upstream} phrase={PERIOD_INFO[data.period].phrase} />
					<AlertLog events={alerts.events} />
				</>
			}
		/>
	)
}

/** The dashboard's data for `?period=` (anything else: the default period, never an error). */
async function overview(deps: AdminDeps, periodParam: string | undefined) {
	const period = parsePeriod(periodParam)
	const [stats, counts, services, alerts, upstream] = await Promise.all([
		statsOf(deps.db).get(period),
		inboxCounts(deps.db),
		serviceRows(deps),
		alertOverview(deps.db),
		deps.youtubeNow().then((current) => upstreamPaths(deps.db, period, current)),
	])
	return {
		period: stats.period,
		stats,
		counts,
		refusals: stats.refusals,
		outbox: { configured: deps.outbox.configured },
		services,
		alerts,
		upstream,
	}
}

const csvName = () => `tubekit-messages-${new Date().toISOString().slice(0, 10)}.csv`

const messageId = (c: Context) => {
	const id = Number(c.req.param('id'))
	if (!Number.isSafeInteger(id) || id < 1) throw new AppError(404, 'notFound')
	return id
}

/**
 * /admin: the HTML admin area. Without a session every page redirects to the sign-in; every
 * change is a form post carrying the session's CSRF token (403 without it), then a redirect.
 */
export function adminPages(deps: AdminDeps) {
	const { auth } = deps
	const app = new Hono<AppEnv>()
	const page = (c: Context, status: number, title: string, body: ReactElement) => {
		c.header('Cache-Control', 'no-store')
		c.header('X-Robots-Tag', 'noindex, nofollow')
		const html = renderToString(
			<AdminDocument title={title} inlineCss={deps.inlineCss} build={deps.build}>
				{body}
			</AdminDocument>,
		)
		return c.html(`<!doctype html>${html}`, status as 200)
	}
	const secure = (c: Context) =>
		deps.https || new URL(c.req.url).protocol === 'https:' || deps.proxies.fromContext(c).proto === 'https'

	app.use('*', async (c, next) => {
		if (!auth.enabled) return page(c, 404, 'Off', <OffPage />)
		await next()
	})
	// Decision 20: while the shared session store is away nobody is signed in; say so plainly.
	app.onError((error, c) => {
		if (!(error instanceof AppError)) throw error
		if (error.code !== 'sessionsUnavailable') return errorResponse(c, error)
		c.header('Retry-After', '5')
		return page(
			c,
			503,
			'Sign in',
			<LoginPage error="Sign-in is unavailable for a moment: the shared session store (Redis) cannot be reached. Visitors are not affected. Try again shortly; /readyz shows when Redis is back." />,
		)
	})

	app.get('/login', async (c) => {
		if (await auth.session(getCookie(c, SESSION_COOKIE))) return c.redirect('/admin', 303)
		return page(c, 200, 'Sign in', <LoginPage />)
	})
	app.post('/login', async (c) => {
		const { refusal, headers } = await deps.loginLimiter.take(c.get('clientKey'))
		if (refusal) {
			for (const [k, v] of Object.entries({ ...headers, ...refusal.headers })) c.header(k, v)
			return page(c, 429, 'Sign in', <LoginPage error="Too many sign-in attempts. Wait a few minutes and try again." />)
		}
		const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
		const password = typeof form.password === 'string' ? form.password : ''
		if (!auth.checkPassword(password)) return page(c, 401, 'Sign in', <LoginPage error="Wrong password." />)
		const { id } = await auth.login()
		setCookie(c, SESSION_COOKIE, id, {
			httpOnly: true,
			sameSite: 'Strict',
			secure: secure(c),
			path: '/',
			maxAge: auth.maxAgeSeconds,
		})
		return c.redirect('/admin', 303)
	})

	// Everything below needs a session; every post also the session's CSRF token.
	app.use('*', async (c, next) => {
		const session = await auth.session(getCookie(c, SESSION_COOKIE))
		if (!session) return c.redirect('/admin/login', 303)
		if (c.req.method === 'POST') {
			const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
			const token = typeof form._csrf === 'string' ? form._csrf : undefined
			if (!auth.checkCsrf(session, token)) {
				return page(
					c,
					403,
					'Forbidden',
					<ErrorScreen
						csrf={session.csrf}
						title="This form has expired"
						text="Go back, reload the page and try again."
					/>,
				)
			}
		}
		c.set('adminCsrf', session.csrf)
		await next()
	})

	app.post('/logout', async (c) => {
		await auth.logout(getCookie(c, SESSION_COOKIE))
		deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secure(c), httpOnly: true, sameSite: 'Strict' })
		return c.redirect('/admin/login', 303)
	})
	app.get('/', async (c) =>
		page(
			c,
			200,
			'Dashboard',
			<Dashboard
				csrf={c.get('adminCsrf')}
				data={await overview(deps, c.req.query('period'))}
				operatorMissing={deps.operatorMissing}
			/>,
		),
	)
	app.get('/messages', async (c) => {
		const filters = parseFilters(c.req.query())
		const { messages, total } = await listMessages(deps.db, filters)
		return page(
			c,
			200,
			'Inbox',
			<InboxPage csrf={c.get('adminCsrf')} filters={filters} messages={messages} total={total} />,
		)
	})
	app.get('/messages.csv', async (c) => {
		const rows = await allMessages(deps.db, parseFilters(c.req.query()))
		c.header('Content-Disposition', `attachment; filename="${csvName()}"`)
		c.header('Cache-Control', 'no-store')
		return c.body(toCsv(CSV_COLUMNS, rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' })
	})
	app.get('/messages/:id', async (c) => {
		const message = await getMessage(deps.db, messageId(c))
		if (!message)
			return page(
				c,
				404,
				'Not found',
				<ErrorScreen csrf={c.get('adminCsrf')} title="Not found" text="This message does not exist (any more)." />,
			)
		return page(c, 200, message.subject, <MessagePage csrf={c.get('adminCsrf')} message={message} />)
	})
	app.post('/messages/:id/:change', async (c) => {
		const id = messageId(c)
		const change = c.req.param('change') as MessageChange
		if (!MESSAGE_CHANGES.includes(change)) throw new AppError(404, 'notFound')
		const done = await changeMessage(deps.db, id, change)
		if (done && (change === 'retry' || change === 'notSpam')) deps.outbox.wake()
		return c.redirect(change === 'delete' || !done ? '/admin/messages' : `/admin/messages/${id}`, 303)
	})
	return app
}

/**
 * /api/admin: the same data as JSON, for the session (changes need the
 * X-CSRF-Token header) or `Authorization: Bearer <ADMIN_TOKEN>` (scripts; no CSRF, since no
 * browser sends that header by itself). Either setting opens it: a token alone serves scripts
 * while the admin pages stay off.
 */
export function adminApi(deps: AdminDeps) {
	const { auth } = deps
	const app = new Hono<AppEnv>()
	app.use('*', async (c, next) => {
		if (!auth.apiEnabled) throw new AppError(404, 'adminOff')
		c.header('Cache-Control', 'no-store')
		if (auth.checkBearer(c.req.header('authorization'))) return next()
		const session = await auth.session(getCookie(c, SESSION_COOKIE))
		if (!session) throw new AppError(401, 'adminUnauthorized')
		if (!['GET', 'HEAD'].includes(c.req.method) && !auth.checkCsrf(session, c.req.header('x-csrf-token'))) {
			throw new AppError(403, 'csrfInvalid')
		}
		await next()
	})
	app.get('/session', async (c) => {
		const session = await auth.session(getCookie(c, SESSION_COOKIE))
		return c.json({ csrf: session?.csrf ?? null })
	})
	app.get('/stats', async (c) => c.json(await overview(deps, c.req.query('period'))))
	app.get('/messages', async (c) => {
		const filters = parseFilters(c.req.query())
		const { messages, total } = await listMessages(deps.db, filters)
		return c.json({ filters, total, messages: messages.map(messageJson) })
	})
	app.get('/messages.csv', async (c) => {
		const rows = await allMessages(deps.db, parseFilters(c.req.query()))
		c.header('Content-Disposition', `attachment; filename="${csvName()}"`)
		return c.body(toCsv(CSV_COLUMNS, rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' })
	})
	app.get('/messages/:id', async (c) => {
		const message = await getMessage(deps.db, messageId(c))
		if (!message) throw new AppError(404, 'notFound')
		return c.json(messageJson(message))
	})
	app.post('/messages/:id/:change', async (c) => {
		const change = c.req.param('change') as MessageChange
		if (!MESSAGE_CHANGES.includes(change)) throw new AppError(404, 'notFound')
		const done = await changeMessage(deps.db, messageId(c), change)
		if (!done) throw new AppError(404, 'notFound')
		if (change === 'retry' || change === 'notSpam') deps.outbox.wake()
		return c.json({ ok: true })
	})
	app.delete('/messages/:id', async (c) => {
		if (!(await changeMessage(deps.db, messageId(c), 'delete'))) throw new AppError(404, 'notFound')
		return c.json({ ok: true })
	})
	return app
}

import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import Papa from 'papaparse'
import pkg from '../../package.json'
import { seedDashboard } from '../../tests/support/dashboard-seed'
import { startSmtp, type TestSmtp } from '../../tests/support/smtp'
import { readBuildInfo } from '../core/build-info'
import { contactMessages } from '../db/schema'
import { testApp } from '../server/test-app'

// Decision 18: the admin area behind ADMIN_PASSWORD, its session cookie,
// CSRF on every change, the inbox, the CSV export, the dashboard and the JSON API.
const PASSWORD = 'correct horse battery'
const TOKEN = 'admin-token-0123456789abcdefghij'
type App = Awaited<ReturnType<typeof testApp>>

let smtp: TestSmtp
beforeAll(async () => {
	smtp = await startSmtp()
})
afterAll(() => smtp.stop())

const adminApp = (env: Record<string, string> = {}) =>
	testApp({ ADMIN_PASSWORD: PASSWORD, ADMIN_TOKEN: TOKEN, RATE_LIMIT_CONTACT_PER_HOUR: '1000', ...env })

const form = (fields: Record<string, string>) => ({
	method: 'POST',
	headers: { 'content-type': 'application/x-www-form-urlencoded' },
	body: new URLSearchParams(fields).toString(),
})

async function login(app: App, password = PASSWORD) {
	const res = await app.request('/admin/login', form({ password }))
	const cookie = res.headers.get('set-cookie') ?? ''
	return { res, cookie, session: cookie.split(';')[0] ?? '' }
}

/** Signs in and reads the CSRF token the pages carry. */
async function signedIn(app: App) {
	const { session } = await login(app)
	const csrf = (
		(await (await app.request('/api/admin/session', { headers: { cookie: session } })).json()) as { csrf: string }
	).csrf
	return { session, csrf }
}

const submit = (app: App, body: Record<string, string>) =>
	app.request('/api/contact', {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ from_name: 'Ann', from_email: 'ann@example.org', message: 'Hello', ...body }),
	})

describe('admin area switched off', () => {
	test('with neither ADMIN_PASSWORD nor ADMIN_TOKEN the pages and the API say so, in the asked language', async () => {
		const app = await testApp()
		try {
			const page = await app.request('/admin')
			expect(page.status).toBe(404)
			expect(await page.text()).toContain('The admin area is off')
			const api = await app.request('/api/admin/messages', {
				headers: { authorization: `Bearer ${TOKEN}`, 'x-tubekit-lang': 'de' },
			})
			expect(api.status).toBe(404)
			const body = (await api.json()) as { error: { code: string; message: string } }
			expect(body.error.code).toBe('adminOff')
			expect(body.error.message).toContain('weder ADMIN_PASSWORD noch ADMIN_TOKEN')
		} finally {
			await app.close()
		}
	})

	test('ADMIN_TOKEN alone opens the JSON API to the bearer token; the pages stay off and no password works', async () => {
		const app = await testApp({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_CONTACT_PER_HOUR: '1000' })
		try {
			const page = await app.request('/admin')
			expect(page.status).toBe(404)
			expect(await page.text()).toContain('The admin area is off')
			expect((await login(app, '')).res.status).toBe(404)

			expect((await submit(app, { subject: 'Token only' })).status).toBe(200)
			const bearer = { authorization: `Bearer ${TOKEN}` }
			const list = await app.request('/api/admin/messages', { headers: bearer })
			expect(list.status).toBe(200)
			const { messages } = (await list.json()) as { messages: { id: number; subject: string }[] }
			expect(messages.map((m) => m.subject)).toEqual(['Token only'])
			expect((await app.request('/api/admin/stats', { headers: bearer })).status).toBe(200)
			const id = messages[0]?.id
			const change = await app.request(`/api/admin/messages/${id}/archive`, { method: 'POST', headers: bearer })
			expect(change.status).toBe(200)

			// Without the token (or with another one, or a made-up session) it is closed, not off.
			const wrong = { authorization: 'Bearer wrong-token-0123456789abcdef' }
			for (const headers of [{}, wrong, { cookie: 'tk_admin=forged' }] as Record<string, string>[]) {
				const res = await app.request('/api/admin/messages', { headers })
				expect(res.status).toBe(401)
				expect(((await res.json()) as { error: { code: string } }).error.code).toBe('adminUnauthorized')
			}
		} finally {
			await app.close()
		}
	})
})

describe('sign-in and session', () => {
	test('no session: pages redirect to the sign-in, the API answers 401', async () => {
		const app = await adminApp()
		try {
			for (const path of ['/admin', '/admin/messages', '/admin/messages/1', '/admin/messages.csv']) {
				const res = await app.request(path)
				expect([path, res.status, res.headers.get('location')]).toEqual([path, 303, '/admin/login'])
			}
			const post = await app.request('/admin/messages/1/delete', form({ _csrf: 'x' }))
			expect(post.status).toBe(303)
			expect((await app.request('/api/admin/messages')).status).toBe(401)
			expect((await app.request('/api/admin/messages', { headers: { cookie: 'tk_admin=forged' } })).status).toBe(401)
		} finally {
			await app.close()
		}
	})

	test('wrong password: 401 and no cookie; right password: HttpOnly, SameSite=Strict session cookie', async () => {
		const app = await adminApp()
		try {
			const wrong = await login(app, 'correct horse battery!')
			expect(wrong.res.status).toBe(401)
			expect(wrong.cookie).toBe('')
			expect(await wrong.res.text()).toContain('Wrong password.')
			const right = await login(app)
			expect(right.res.status).toBe(303)
			expect(right.res.headers.get('location')).toBe('/admin')
			expect(right.cookie).toMatch(/^tk_admin=[\w-]{40,};/)
			expect(right.cookie).toContain('HttpOnly')
			expect(right.cookie).toContain('SameSite=Strict')
			expect(right.cookie).not.toContain('Secure')
			const dashboard = await app.request('/admin', { headers: { cookie: right.session } })
			expect(dashboard.status).toBe(200)
			expect(dashboard.headers.get('cache-control')).toBe('no-store')
			expect(dashboard.headers.get('x-robots-tag')).toContain('noindex')
			expect(await dashboard.text()).toContain('Dashboard')
		} finally {
			await app.close()
		}
	})

	test('the cookie is Secure behind HTTPS (PUBLIC_URL, or a trusted proxy saying https)', async () => {
		const https = await adminApp({ PUBLIC_URL: 'https://tubekit.example' })
		const proxied = await adminApp({ TRUST_PROXY: 'true' })
		try {
			expect((await login(https)).cookie).toContain('Secure')
			const res = await proxied.request('/admin/login', {
				...form({ password: PASSWORD }),
				headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
			})
			expect(res.headers.get('set-cookie')).toContain('Secure')
		} finally {
			await https.close()
			await proxied.close()
		}
	})

	test('sign-in attempts are rate-limited per client, even with the right password after', async () => {
		const app = await adminApp({ RATE_LIMIT_ADMIN_LOGIN_PER_15_MIN: '3' })
		try {
			const statuses = []
			for (let i = 0; i < 3; i++) statuses.push((await login(app, `wrong password ${i}`)).res.status)
			const blocked = await login(app)
			expect(statuses).toEqual([401, 401, 401])
			expect(blocked.res.status).toBe(429)
			expect(blocked.res.headers.get('retry-after')).toMatch(/^\d+$/)
			expect(blocked.cookie).toBe('')
		} finally {
			await app.close()
		}
	})

	test('sign out ends the session', async () => {
		const app = await adminApp()
		try {
			const { session, csrf } = await signedIn(app)
			const out = await app.request('/admin/logout', {
				...form({ _csrf: csrf }),
				headers: { ...form({}).headers, cookie: session },
			})
			expect(out.status).toBe(303)
			expect(out.headers.get('set-cookie')).toContain('tk_admin=;')
			expect((await app.request('/admin', { headers: { cookie: session } })).status).toBe(303)
		} finally {
			await app.close()
		}
	})
})

describe('inbox', () => {
	test('every change needs the CSRF token: 403 without or with a wrong one, done with it', async () => {
		const app = await adminApp()
		try {
			await submit(app, {})
			const [row] = await app.database.db.select().from(contactMessages)
			const { session, csrf } = await signedIn(app)
			const post = (fields: Record<string, string>) =>
				app.request(`/admin/messages/${row?.id}/archive`, {
					...form(fields),
					headers: { ...form({}).headers, cookie: session },
				})
			expect((await post({})).status).toBe(403)
			expect((await post({ _csrf: `${csrf}x` })).status).toBe(403)
			const [unchanged] = await app.database.db.select().from(contactMessages)
			expect(unchanged?.review).toBe('new')
			const done = await post({ _csrf: csrf })
			expect(done.status).toBe(303)
			const [archived] = await app.database.db.select().from(contactMessages)
			expect(archived?.review).toBe('archived')

			const api = (headers: Record<string, string>) =>
				app.request(`/api/admin/messages/${row?.id}/read`, { method: 'POST', headers: { cookie: session, ...headers } })
			expect((await api({})).status).toBe(403)
			expect(((await (await api({})).json()) as { error: { code: string } }).error.code).toBe('csrfInvalid')
			expect((await api({ 'x-csrf-token': csrf })).status).toBe(200)
			expect(
				(await app.request(`/api/admin/messages/${row?.id}`, { method: 'DELETE', headers: { cookie: session } }))
					.status,
			).toBe(403)
		} finally {
			await app.close()
		}
	})

	test('an XSS payload is shown as text in the inbox and the message view', async () => {
		const app = await adminApp()
		try {
			const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>'
			await submit(app, { from_name: payload, subject: payload, message: `${payload}\n"quoted" & more` })
			const { session } = await signedIn(app)
			const inbox = await (await app.request('/admin/messages', { headers: { cookie: session } })).text()
			const [row] = await app.database.db.select().from(contactMessages)
			const view = await (await app.request(`/admin/messages/${row?.id}`, { headers: { cookie: session } })).text()
			for (const html of [inbox, view]) {
				expect(html).not.toContain('<script>alert(1)')
				expect(html).not.toContain('<img src=x')
				expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;')
			}
			expect(view).toContain('&quot;quoted&quot; &amp; more')
		} finally {
			await app.close()
		}
	})

	test('filters, search, mark read, archive, delete; spam and archived hidden unless asked for', async () => {
		const app = await adminApp()
		try {
			await submit(app, { from_name: 'Bea', subject: 'Crash on upload', category: 'bug', message: 'It fails at 100%' })
			await submit(app, { from_name: 'Cem', subject: 'Partnership', category: 'business', message: 'Hello' })
			await submit(app, { from_name: 'Bot', message: 'cheap pills', website: 'http://spam.example' })
			await app.outbox.drain()
			const { session, csrf } = await signedIn(app)
			const list = async (query: string) =>
				(
					(await (await app.request(`/api/admin/messages${query}`, { headers: { cookie: session } })).json()) as {
						total: number
						messages: { id: number; name: string; review: string }[]
					}
				).messages.map((m) => m.name)
			expect(await list('')).toEqual(['Cem', 'Bea'])
			expect(await list('?category=bug')).toEqual(['Bea'])
			expect(await list('?q=100%25')).toEqual(['Bea'])
			expect(await list('?q=%25')).toEqual(['Bea'])
			expect(await list('?q=partner')).toEqual(['Cem'])
			expect(await list('?spam=yes')).toEqual(['Bot'])
			expect(await list('?delivery=not_configured')).toEqual(['Cem', 'Bea'])
			expect(await list('?category=nonsense&review=bogus')).toEqual(['Cem', 'Bea'])

			const rows = await app.database.db.select().from(contactMessages)
			const bea = rows.find((r) => r.name === 'Bea')
			const cem = rows.find((r) => r.name === 'Cem')
			const change = (id: number | undefined, what: string) =>
				app.request(`/admin/messages/${id}/${what}`, {
					...form({ _csrf: csrf }),
					headers: { ...form({}).headers, cookie: session },
				})
			await change(bea?.id, 'read')
			expect(await list('?review=read')).toEqual(['Bea'])
			expect(await list('?review=new')).toEqual(['Cem'])
			await change(cem?.id, 'archive')
			expect(await list('')).toEqual(['Bea'])
			expect(await list('?review=archived')).toEqual(['Cem'])
			const del = await change(bea?.id, 'delete')
			expect(del.headers.get('location')).toBe('/admin/messages')
			expect(await list('?review=all')).toEqual(['Cem'])
			expect((await app.request(`/admin/messages/${bea?.id}`, { headers: { cookie: session } })).status).toBe(404)

			const html = await (
				await app.request('/admin/messages?review=all&spam=all', { headers: { cookie: session } })
			).text()
			expect(html).toContain('2 messages')
		} finally {
			await app.close()
		}
	})

	test('retry delivery: a message that waited without SMTP goes out when retried on an app with SMTP', async () => {
		const app = await adminApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'support@tubekit.example' })
		try {
			smtp.mails.length = 0
			smtp.setMode('reject')
			await submit(app, { subject: 'Retry me' })
			await app.outbox.drain()
			const [failed] = await app.database.db.select().from(contactMessages)
			expect(failed?.delivery).toBe('failed')
			expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now())
			smtp.setMode('accept')
			const { session, csrf } = await signedIn(app)
			const res = await app.request(`/api/admin/messages/${failed?.id}/retry`, {
				method: 'POST',
				headers: { cookie: session, 'x-csrf-token': csrf },
			})
			expect(res.status).toBe(200)
			await smtp.waitFor(1)
			expect(smtp.mails[0]?.subject).toBe('[Tubekit] Retry me')
			await app.outbox.drain()
			const [sent] = await app.database.db
				.select()
				.from(contactMessages)
				.where(eq(contactMessages.id, failed?.id ?? 0))
			expect(sent?.delivery).toBe('sent')
		} finally {
			smtp.setMode('accept')
			await app.close()
		}
	})

	test('the CSV export escapes formulas and reads back to the stored values', async () => {
		const app = await adminApp()
		try {
			const evil = {
				from_name: '=HYPERLINK("http://evil.example","x")',
				subject: '+SUM(1,2)',
				message: "-2+3\n=cmd|' /C calc'!A0",
				category: 'legal',
			}
			await submit(app, evil)
			await submit(app, { from_name: '@ann', subject: 'Plain, with "quotes"', message: 'Zeile 1\nÜmlaut' })
			const { session } = await signedIn(app)
			for (const path of ['/admin/messages.csv', '/api/admin/messages.csv']) {
				const res = await app.request(path, { headers: { cookie: session } })
				expect(res.status).toBe(200)
				expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
				expect(res.headers.get('content-disposition')).toMatch(
					/^attachment; filename="tubekit-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
				)
				const text = await res.text()
				expect(text.charCodeAt(0)).toBe(0xfeff)
				const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true })
				expect(parsed.errors).toEqual([])
				const [second, first] = parsed.data
				expect(first?.name).toBe(`'${evil.from_name}`)
				expect(first?.subject).toBe(`'${evil.subject}`)
				expect(first?.message).toBe(`'${evil.message}`)
				expect(first?.category).toBe('legal')
				expect(second?.name).toBe("'@ann")
				expect(second?.subject).toBe('Plain, with "quotes"')
				expect(second?.message).toBe('Zeile 1\nÜmlaut')
				// No cell a spreadsheet would evaluate.
				for (const row of parsed.data) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
			}
		} finally {
			await app.close()
		}
	})
})

describe('dashboard and JSON API', () => {
	test('page views per day, page and language, tool usage with YouTube refusals, the same in JSON', async () => {
		const app = await adminApp()
		try {
			const view = (path: string) =>
				app.request('/api/events', {
					method: 'POST',
					headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Firefox/140.0' },
					body: JSON.stringify({ path }),
				})
			await view('/')
			await view('/de/contact')
			await view('/de/contact')
			app.usage.record('transcript', 'ok')
			app.usage.record('transcript', 'youtubeBlocked')
			app.usage.record('thumbnails', 'ok')
			app.usage.record('profile', 'tokenRequired')
			await app.usage.flush()
			const { session } = await signedIn(app)
			const html = await (await app.request('/admin', { headers: { cookie: session } })).text()
			expect(html).toContain('2 of 4 tool calls in the last 30 days (50.0%)')
			// The footer names the release that runs.
			expect(html).toMatch(
				new RegExp(
					`<footer[^>]*>Tubekit ${pkg.version.replaceAll('.', '\\.')} · commit <code>${readBuildInfo().commit}</code></footer>`,
				),
			)
			const bearer = { authorization: `Bearer ${TOKEN}` }
			const stats = (await (await app.request('/api/admin/stats', { headers: bearer })).json()) as {
				stats: {
					views: { bucket: string; views: number }[]
					pages: { path: string; views: number }[]
					languages: { lang: string; views: number }[]
					toolUsage: { tool: string; outcome: string; calls: number }[]
				}
				refusals: { refused: number; calls: number }
			}
			const today = new Date().toISOString().slice(0, 10)
			expect(stats.stats.views).toHaveLength(30)
			expect(stats.stats.views.at(-1)).toEqual({ bucket: today, views: 3 })
			expect(stats.stats.pages).toEqual([
				{ path: '/contact', views: 2 },
				{ path: '/', views: 1 },
			])
			expect(stats.stats.languages).toEqual([
				{ lang: 'de', views: 2 },
				{ lang: 'en', views: 1 },
			])
			expect(stats.stats.toolUsage).toContainEqual({ tool: 'transcript', outcome: 'youtubeBlocked', calls: 1 })
			expect(stats.refusals).toEqual({ refused: 2, calls: 4 })
			expect(
				(await app.request('/api/admin/stats', { headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } }))
					.status,
			).toBe(401)
			const messages = await app.request('/api/admin/messages', { headers: bearer })
			expect(messages.status).toBe(200)
			// A bearer script needs no CSRF token (no browser sends that header on its own).
			await submit(app, {})
			const [row] = await app.database.db.select().from(contactMessages)
			expect((await app.request(`/api/admin/messages/${row?.id}`, { method: 'DELETE', headers: bearer })).status).toBe(
				200,
			)
		} finally {
			await app.close()
		}
	})
})

// Charts of a chosen period, from the hourly rows (24 h, 7 days) or the day
// rows (30 days, 12 months summed per month), each with its table; a bad period is the default.
describe('dashboard periods', () => {
	const EXPECTED = {
		'24h': { buckets: 24, unit: 'hour', table: 'page_views_hourly', key: 'hour' },
		'7d': { buckets: 168, unit: 'hour', table: 'page_views_hourly', key: 'hour' },
		'30d': { buckets: 30, unit: 'day', table: 'page_views', key: 'day' },
		'12m': { buckets: 12, unit: 'month', table: 'page_views', key: 'day' },
	} as const

	test('each period: 200, every chart with its title and table, sums equal to the rows', async () => {
		const app = await adminApp()
		try {
			await seedDashboard(app.database.db, { days: 370, paths: 20, viewsPerDay: 48, callsPerDay: 48 })
			const { session } = await signedIn(app)
			const bearer = { authorization: `Bearer ${TOKEN}` }
			for (const [period, want] of Object.entries(EXPECTED)) {
				const res = await app.request(`/admin?period=${period}`, { headers: { cookie: session } })
				expect([period, res.status]).toEqual([period, 200])
				const html = await res.text()
				const per = want.unit
				for (const title of [
					`Page views per ${per}`,
					'Top pages',
					'Languages',
					'Referrers',
					`Tool calls per ${per}, by outcome`,
					`YouTube refusals per ${per}, as a share of tool calls`,
				]) {
					expect([period, html.includes(`>${title}</h2>`)]).toEqual([period, true])
				}
				expect(html.match(/<svg [^>]*role="img"/g)).toHaveLength(6)
				for (const table of ['views', 'pages', 'languages', 'referrers', 'outcomes', 'refusals', 'tool-usage']) {
					const id = table === 'tool-usage' ? 'admin-tool-usage' : `admin-${table}-table`
					expect([period, html.includes(`data-testid="${id}"`)]).toEqual([period, true])
				}
				expect(html).toMatch(new RegExp(`href="/admin\\?period=${period}"[^>]*aria-current="page"`))
				expect(html.match(/aria-current="page"/g)).toHaveLength(1)

				const { stats } = (await (
					await app.request(`/api/admin/stats?period=${period}`, { headers: bearer })
				).json()) as {
					stats: {
						unit: string
						buckets: string[]
						views: { bucket: string; views: number }[]
						totalViews: number
						pages: { path: string; views: number }[]
						calls: { bucket: string; calls: number; refused: number }[]
					}
				}
				expect([period, stats.unit, stats.views.length]).toEqual([period, want.unit, want.buckets])
				expect(stats.views.map((v) => v.bucket)).toEqual(stats.buckets)
				const from = want.unit === 'month' ? `${stats.buckets[0]}-01` : stats.buckets[0]
				const sum = await app.database.client.execute({
					sql: `SELECT coalesce(sum(count), 0) AS n FROM ${want.table} WHERE ${want.key} >= ?`,
					args: [from as string],
				})
				expect([period, stats.totalViews]).toEqual([period, Number(sum.rows[0]?.n)])
				expect(stats.pages.reduce((a, p) => a + p.views, 0)).toBe(stats.totalViews)
				expect(stats.calls.some((c) => c.refused > 0)).toBe(true)
			}
			// Empty buckets are there, as zeros: a day without rows in the middle of the month.
			const { stats } = (await (await app.request('/api/admin/stats?period=30d', { headers: bearer })).json()) as {
				stats: { views: { bucket: string; views: number }[] }
			}
			const gap = stats.views[10]?.bucket as string
			await app.database.client.execute({ sql: 'DELETE FROM page_views WHERE day = ?', args: [gap] })
			const fresh = await adminAppStats(app, '30d')
			expect(fresh.views[10]).toEqual({ bucket: gap, views: 0 })
			expect(fresh.views).toHaveLength(30)
		} finally {
			await app.close()
		}
	}, 60_000)

	test('a bad period shows the default (30 days), never an error', async () => {
		const app = await adminApp()
		try {
			const { session } = await signedIn(app)
			for (const bad of ['1y', '7D', '%00', '%E0%A4%A', 'x'.repeat(300), '']) {
				const res = await app.request(`/admin?period=${bad}`, { headers: { cookie: session } })
				const html = await res.text()
				expect([bad, res.status, /href="\/admin\?period=30d"[^>]*aria-current="page"/.test(html)]).toEqual([
					bad,
					200,
					true,
				])
			}
			const json = await app.request('/api/admin/stats?period=nope', { headers: { authorization: `Bearer ${TOKEN}` } })
			expect(json.status).toBe(200)
			expect(((await json.json()) as { period: string }).period).toBe('30d')
		} finally {
			await app.close()
		}
	})
})

/** A fresh app's figures over the same database would miss the cache: read the JSON of a new source. */
async function adminAppStats(app: App, period: string) {
	const { createDashboardStats } = await import('./stats.server')
	const { parsePeriod } = await import('./period')
	return createDashboardStats(app.database.db).get(parsePeriod(period))
}

describe('services on the dashboard', () => {
	test('each worker with its address for the admin, while the public /readyz names none', async () => {
		const workers = ['http://127.0.0.1:9', 'http://127.0.0.1:10'] as const
		const app = await adminApp({ WORKER_URL: workers.join(','), WORKER_SECRET: 'worker-secret-0123456789' })
		try {
			const { session } = await signedIn(app)
			const html = await (await app.request('/admin', { headers: { cookie: session } })).text()
			for (const url of workers) expect(html).toContain(url)
			expect(html).toContain('off (no REDIS_URL): state kept in this process')
			const stats = (await (await app.request('/api/admin/stats', { headers: { cookie: session } })).json()) as {
				services: { name: string; workers: { url: string; state: string }[] }[]
			}
			const pool = stats.services.find((s) => s.name === 'worker')
			expect(pool?.workers.map((w) => [w.url, w.state])).toEqual([
				[workers[0], 'down'],
				[workers[1], 'down'],
			])
			const ready = await (await app.request('/readyz')).text()
			expect(ready).toContain('"index":1')
			expect(ready).not.toContain('127.0.0.1:9')
			expect(ready).not.toContain('127.0.0.1:10')
		} finally {
			await app.close()
		}
	})
})

// Only a filled honeypot is spam; weak signals (a fast form, many links) mark a
// message that is still mailed, and the dashboard counts the unread ones to review.
describe('suspected spam', () => {
	const sixLinks = Array.from({ length: 6 }, (_, i) => `https://x${i}.example`).join(' ')

	test('honeypot: spam, not mailed, "not spam" releases it and it is mailed', async () => {
		const app = await adminApp({ SMTP_URL: smtp.url, SUPPORT_EMAIL: 'support@tubekit.example' })
		try {
			smtp.mails.length = 0
			await submit(app, { subject: 'Caught', website: 'http://spam.example' })
			await app.outbox.drain()
			const [held] = await app.database.db.select().from(contactMessages)
			expect(held).toMatchObject({ spam: true, suspect: null, delivery: 'pending', attempts: 0 })
			expect(smtp.mails).toEqual([])
			const { session, csrf } = await signedIn(app)
			const view = await (await app.request(`/admin/messages/${held?.id}`, { headers: { cookie: session } })).text()
			expect(view).toContain('spam: never mailed unless released')
			expect(view).toContain('data-testid="admin-notSpam"')
			const released = await app.request(`/admin/messages/${held?.id}/notSpam`, {
				...form({ _csrf: csrf }),
				headers: { ...form({}).headers, cookie: session },
			})
			expect(released.status).toBe(303)
			await smtp.waitFor(1)
			expect(smtp.mails[0]?.subject).toBe('[Tubekit] Caught')
			await app.outbox.drain()
			const [sent] = await app.database.db.select().from(contactMessages)
			expect(sent).toMatchObject({ spam: false, delivery: 'sent' })
			// Released once: "not spam" again (or on any message that isn't spam) mails nothing twice.
			const again = await app.request(`/api/admin/messages/${held?.id}/notSpam`, {
				method: 'POST',
				headers: { authorization: `Bearer ${TOKEN}` },
			})
			expect(again.status).toBe(404)
			await app.outbox.drain()
			expect(smtp.mails).toHaveLength(1)
		} finally {
			await app.close()
		}
	})

	test('the dashboard and the JSON count the suspected messages to review; the filter lists exactly them', async () => {
		const app = await adminApp()
		try {
			const fast = String(Date.now() - 1000)
			await submit(app, { from_name: 'Ann', subject: 'Plain', form_started: String(Date.now() - 20_000) })
			await submit(app, { from_name: 'Fay', subject: 'Autofilled', form_started: fast })
			await submit(app, { from_name: 'Lin', subject: 'Links', message: sixLinks })
			await submit(app, { from_name: 'Bot', message: sixLinks, website: 'x', form_started: fast })
			const { session, csrf } = await signedIn(app)
			const bearer = { authorization: `Bearer ${TOKEN}` }
			const counts = async () =>
				(
					(await (await app.request('/api/admin/stats', { headers: bearer })).json()) as {
						counts: { suspected: number; spam: number }
					}
				).counts
			const list = async (query: string) =>
				(
					(await (await app.request(`/api/admin/messages${query}`, { headers: bearer })).json()) as {
						messages: { name: string; spam: boolean; suspect: string | null }[]
					}
				).messages.map((m) => m.name)

			expect(await counts()).toMatchObject({ suspected: 2, spam: 1 })
			const dashboard = await (await app.request('/admin', { headers: { cookie: session } })).text()
			expect(dashboard).toContain('href="/admin/messages?spam=suspected&amp;review=new"')
			expect(dashboard).toContain('2 suspected spam to review')

			expect(await list('?spam=suspected&review=new')).toEqual(['Lin', 'Fay'])
			expect(await list('?spam=suspected')).toEqual(['Lin', 'Fay'])
			// Suspected messages are not spam: the default view shows them with the plain ones.
			expect(await list('')).toEqual(['Lin', 'Fay', 'Ann'])
			expect(await list('?spam=yes')).toEqual(['Bot'])

			const inbox = await (await app.request('/admin/messages?spam=suspected', { headers: { cookie: session } })).text()
			expect(inbox).toContain('<option value="suspected" selected="">Suspected only</option>')
			expect(inbox.match(/>suspected<\/span>/g)).toHaveLength(2)
			const rows = await app.database.db.select().from(contactMessages)
			const fay = rows.find((r) => r.name === 'Fay')
			const view = await (await app.request(`/admin/messages/${fay?.id}`, { headers: { cookie: session } })).text()
			expect(view).toMatch(
				/data-testid="admin-suspect">sent 1\.\d s after the form was shown \(under 3 s\) \(weak signals/,
			)

			// Reviewed (read) leaves the count and the dashboard's list, not the suspected filter.
			await app.request(`/admin/messages/${fay?.id}/read`, {
				...form({ _csrf: csrf }),
				headers: { ...form({}).headers, cookie: session },
			})
			expect((await counts()).suspected).toBe(1)
			expect(await list('?spam=suspected&review=new')).toEqual(['Lin'])
			expect(await list('?spam=suspected')).toEqual(['Lin', 'Fay'])
			const csv = await (await app.request('/api/admin/messages.csv?spam=suspected', { headers: bearer })).text()
			expect(csv).toContain('"6 links (more than 5)"')
		} finally {
			await app.close()
		}
	})
})

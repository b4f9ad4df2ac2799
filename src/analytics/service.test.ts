import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test'
import { type Database, openDatabase } from '../db/client.server'
import { pageViews, pageViewsHourly } from '../db/schema'
import { createRoutes } from '../routes'
import { recordPageView } from './service.server'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const ctx = { userAgent: BROWSER, doNotTrack: false, ownHost: 'tubekit.example' }
const day = new Date('2026-11-21T12:00:00Z')
let database: Database
const routes = createRoutes({ imprint: false })

beforeAll(async () => {
	database = await openDatabase(':memory:')
})
afterAll(() => database.close())

const rows = () => database.db.select().from(pageViews).all()

describe('first-party page views (decision 2)', () => {
	test('counts per day, path, language and referrer host', async () => {
		expect(await recordPageView(database.db, routes, { path: '/' }, ctx, day)).toBe(true)
		await recordPageView(database.db, routes, { path: '/' }, ctx, day)
		await recordPageView(database.db, routes, { path: '/de/', referrer: 'https://www.google.com/search?q=x' }, ctx, day)
		await recordPageView(
			database.db,
			routes,
			{ path: '/de/?utm=1#top', referrer: 'https://tubekit.example/' },
			ctx,
			day,
		)
		expect(
			(await rows()).sort((a, b) => a.lang.localeCompare(b.lang) || a.referrerHost.localeCompare(b.referrerHost)),
		).toEqual([
			{ day: '2026-11-21', path: '/', lang: 'de', referrerHost: '', count: 1 },
			{ day: '2026-11-21', path: '/', lang: 'de', referrerHost: 'www.google.com', count: 1 },
			{ day: '2026-11-21', path: '/', lang: 'en', referrerHost: '', count: 2 },
		])
		// The same counts per hour, in the same write.
		expect(
			(await database.db.select().from(pageViewsHourly)).sort(
				(a, b) => a.lang.localeCompare(b.lang) || a.referrerHost.localeCompare(b.referrerHost),
			),
		).toEqual([
			{ hour: '2026-11-21T12', path: '/', lang: 'de', referrerHost: '', count: 1 },
			{ hour: '2026-11-21T12', path: '/', lang: 'de', referrerHost: 'www.google.com', count: 1 },
			{ hour: '2026-11-21T12', path: '/', lang: 'en', referrerHost: '', count: 2 },
		])
		await recordPageView(database.db, routes, { path: '/' }, ctx, new Date('2026-11-21T13:05:00Z'))
		expect((await rows()).find((r) => r.lang === 'en' && r.referrerHost === '')?.count).toBe(3)
		expect(
			(await database.db.select().from(pageViewsHourly))
				.filter((r) => r.lang === 'en')
				.map((r) => `${r.hour} ${r.count}`)
				.sort(),
		).toEqual(['2026-11-21T12 2', '2026-11-21T13 1'])
	})

	test('a path with an escape that does not decode is not counted, and writes nothing to the console', async () => {
		// React Router warned on the console for each such path, the whole path in it (found by tests/fuzz).
		const warn = spyOn(console, 'warn')
		try {
			const before = await rows()
			for (const path of ['/%7F%FF%3F', '/de/%zz', '/de/help%', '/%C3']) {
				expect(await recordPageView(database.db, routes, { path }, ctx, day)).toBe(false)
			}
			expect(await rows()).toEqual(before)
			expect(warn).not.toHaveBeenCalled()
		} finally {
			warn.mockRestore()
		}
	})

	test('stores no address, user agent or visitor id: the table has only these columns', async () => {
		const columns = await database.client.execute('PRAGMA table_info(page_views)')
		expect(columns.rows.map((r) => r.name)).toEqual(['day', 'path', 'lang', 'referrer_host', 'count'])
		const hourly = await database.client.execute('PRAGMA table_info(page_views_hourly)')
		expect(hourly.rows.map((r) => r.name)).toEqual(['hour', 'path', 'lang', 'referrer_host', 'count'])
	})

	test('unknown paths, bots, DNT/GPC and missing user agents are not counted', async () => {
		const before = JSON.stringify([await rows(), await database.db.select().from(pageViewsHourly)])
		expect(await recordPageView(database.db, routes, { path: '/no-such-page' }, ctx, day)).toBe(false)
		expect(await recordPageView(database.db, routes, { path: '/fr/' }, ctx, day)).toBe(false)
		for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', 'HeadlessChrome/120']) {
			expect(await recordPageView(database.db, routes, { path: '/' }, { ...ctx, userAgent: ua }, day)).toBe(false)
		}
		expect(await recordPageView(database.db, routes, { path: '/' }, { ...ctx, doNotTrack: true }, day)).toBe(false)
		expect(await recordPageView(database.db, routes, { path: '/' }, { ...ctx, userAgent: undefined }, day)).toBe(false)
		expect(JSON.stringify([await rows(), await database.db.select().from(pageViewsHourly)])).toBe(before)
	})
})

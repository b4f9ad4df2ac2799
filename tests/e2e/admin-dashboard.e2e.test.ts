/**
 * The admin dashboard's charts in Chromium, over seeded counts: every period
 * at phone and desktop width, light and dark, passes axe; each chart is an image with a name and
 * its table opens; the page never scrolls sideways on a phone; the period picker works by links.
 */
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { openDatabase } from '../../src/db/client.server'
import { violations } from '../support/a11y'
import { seedDashboard } from '../support/dashboard-seed'
import { expectClean, liveApp, openPage, pathOf } from '../support/e2e'

const PASSWORD = 'a long admin password'
const live = liveApp({ ADMIN_PASSWORD: PASSWORD })
const PERIODS = ['24h', '7d', '30d', '12m'] as const

describe('admin dashboard', () => {
	test('each period on a phone in dark mode and on a desktop in light: charts named, tables behind them, no axe violation', async () => {
		const database = await openDatabase(`file:${join(live.server.dataDir, 'tubekit.db')}`)
		await seedDashboard(database.db, { days: 370, paths: 40, viewsPerDay: 150, callsPerDay: 100 })
		database.close()

		const axe: Record<string, string[]> = {}
		const overflow: Record<string, number> = {}
		for (const [width, height, colorScheme] of [
			[390, 844, 'dark'],
			[1280, 900, 'light'],
		] as const) {
			const g = await openPage(live.browser, live.server.url, { viewport: { width, height }, colorScheme })
			const { page } = g
			await page.goto(`${live.server.url}/admin/login`)
			await page.fill('#admin-password', PASSWORD)
			await page.click('button[type=submit]')
			await page.waitForSelector('[data-testid=admin-period]')
			// The default period, then each one through the picker's links (no script on the page).
			expect(await page.getAttribute('[data-testid=admin-period] [aria-current=page]', 'href')).toBe(
				'/admin?period=30d',
			)
			for (const period of PERIODS) {
				await page.click(`[data-testid=admin-period] a[href="/admin?period=${period}"]`)
				await page.waitForURL(`**/admin?period=${period}`)
				const key = `${period} ${width} ${colorScheme}`
				const names = await page.$$eval('svg[role=img]', (svgs) =>
					svgs.map((svg) => {
						const title = document.getElementById(svg.getAttribute('aria-labelledby') ?? '')
						const desc = document.getElementById(svg.getAttribute('aria-describedby') ?? '')
						return Boolean(title?.textContent && desc?.textContent)
					}),
				)
				expect([key, names]).toEqual([key, [true, true, true, true, true, true]])
				// Every table behind a chart opens (a disclosure needs no script) and shows rows.
				for (const summary of await page.locator('summary').all()) await summary.click()
				const rows = await page.$$eval('details table tbody', (bodies) =>
					bodies.map((b) => (b as HTMLTableSectionElement).rows.length > 0),
				)
				expect([key, rows.length, rows.every(Boolean)]).toEqual([key, 7, true])
				overflow[key] = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
				axe[key] = await violations(page)
			}
			expect(pathOf(page)).toBe('/admin')
			expectClean(g)
			await g.close()
		}
		expect(Object.values(overflow).filter((px) => px > 0)).toEqual([])
		expect(Object.entries(axe).filter(([, v]) => v.length > 0)).toEqual([])
	}, 300_000)
})

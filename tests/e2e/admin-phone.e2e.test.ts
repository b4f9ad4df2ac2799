/**
 * The admin area on a phone: no page is wider than the screen at 390 and 320 px (the dashboard's
 * tables scroll inside their card instead of widening the page), over seeded counts and a message
 * with long unbroken words, with every chart's table opened.
 */
import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { openDatabase } from '../../src/db/client.server'
import { seedDashboard } from '../support/dashboard-seed'
import { expectClean, liveApp, openPage } from '../support/e2e'

const PASSWORD = 'a long admin password'
const live = liveApp({ ADMIN_PASSWORD: PASSWORD })
const SCREENSHOTS = process.env.ADMIN_SCREENSHOTS_DIR

describe('admin area at phone width', () => {
	test('login, dashboard, inbox and a message never scroll sideways at 390 and 320 px', async () => {
		const database = await openDatabase(`file:${join(live.server.dataDir, 'tubekit.db')}`)
		await seedDashboard(database.db, { days: 40, paths: 40, viewsPerDay: 150, callsPerDay: 100 })
		database.close()
		const sent = await fetch(`${live.server.url}/api/contact`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				from_name: 'Someone With A Rather Long Name',
				from_email: 'a.very.long.address.that.does.not.break@an-example-domain.example.org',
				subject: 'A subject line that goes on for a while without stopping anywhere soon',
				category: 'business',
				message: `https://example.org/${'x'.repeat(120)}\nsecond line`,
			}),
		})
		expect(sent.status).toBe(200)

		const overflow: Record<string, number> = {}
		for (const width of [390, 320]) {
			const g = await openPage(live.browser, live.server.url, { viewport: { width, height: 800 } })
			const { page } = g
			const measure = async (name: string) => {
				overflow[`${name} ${width}`] = await page.evaluate(
					() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
				)
				if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/admin-${name}-${width}.png`, fullPage: true })
			}
			await page.goto(`${live.server.url}/admin/login`)
			await measure('login')
			await page.fill('#admin-password', PASSWORD)
			await page.click('button[type=submit]')
			await page.waitForSelector('[data-testid=admin-period]')
			for (const summary of await page.locator('summary').all()) await summary.click()
			await measure('dashboard')
			await page.goto(`${live.server.url}/admin/messages`)
			await page.waitForSelector('[data-testid=admin-message-row]')
			await measure('inbox')
			await page.locator('[data-testid=admin-message-row] a').first().click()
			await page.waitForSelector('[data-testid=admin-body]')
			await measure('message')
			expectClean(g)
			await g.close()
		}
		expect(Object.keys(overflow)).toHaveLength(8)
		expect(Object.entries(overflow).filter(([, px]) => px > 0)).toEqual([])
	}, 300_000)
})

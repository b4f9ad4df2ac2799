/**
 * The admin flow in Chromium: sign-in (wrong, then right password), the
 * dashboard, the inbox with a hostile message shown as text, mark read, archive, the CSV
 * export, delete, sign-out; axe on every admin screen.
 */
import { describe, expect, test } from 'bun:test'
import { violations } from '../support/a11y'
import { expectClean, liveApp, openPage, pathOf } from '../support/e2e'

const PASSWORD = 'a long admin password'
const live = liveApp({ ADMIN_PASSWORD: PASSWORD })
const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script>'

describe('admin area', () => {
	test('sign in, read, archive, export and delete a message, sign out', async () => {
		const sent = await fetch(`${live.server.url}/api/contact`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				from_name: XSS,
				from_email: 'x@example.org',
				subject: 'Hostile',
				category: 'bug',
				message: `${XSS}\nsecond line`,
			}),
		})
		expect(sent.status).toBe(200)
		const g = await openPage(live.browser, live.server.url, {
			viewport: { width: 1280, height: 900 },
			acceptDownloads: true,
		})
		const { page } = g
		const dialogs: string[] = []
		page.on('dialog', async (d) => {
			dialogs.push(d.message())
			await d.dismiss()
		})
		const axe: Record<string, string[]> = {}

		await page.goto(`${live.server.url}/admin`)
		expect(pathOf(page)).toBe('/admin/login')
		axe.login = await violations(page)
		await page.fill('#admin-password', 'not the password')
		await page.click('button[type=submit]')
		expect(await page.textContent('[data-testid=admin-error]')).toBe('Wrong password.')
		await page.fill('#admin-password', PASSWORD)
		await page.click('button[type=submit]')
		await page.waitForSelector('[data-testid=admin-inbox-summary]')
		expect(pathOf(page)).toBe('/admin')
		const cookie = (await page.context().cookies()).find((c) => c.name === 'tk_admin')
		expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' })
		expect(await page.textContent('[data-testid=admin-inbox-summary]')).toContain('1 new')
		axe.dashboard = await violations(page)

		await page.click('text=Inbox')
		const row = page.locator('[data-testid=admin-message-row]')
		expect(await row.count()).toBe(1)
		expect(await row.textContent()).toContain(XSS)
		axe.inbox = await violations(page)
		await row.locator('a').click()
		await page.waitForSelector('[data-testid=admin-body]')
		expect(await page.textContent('[data-testid=admin-body]')).toBe(`${XSS}\nsecond line`)
		expect(await page.locator('[data-testid=admin-body] img, [data-testid=admin-body] script').count()).toBe(0)
		axe.message = await violations(page)

		await page.click('[data-testid=admin-read]')
		expect(await page.textContent('[data-testid=admin-review]')).toBe('read')
		await page.click('[data-testid=admin-archive]')
		expect(await page.textContent('[data-testid=admin-review]')).toBe('archived')

		await page.goto(`${live.server.url}/admin/messages?review=archived`)
		const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=admin-csv]')])
		expect(download.suggestedFilename()).toMatch(/^tubekit-messages-\d{4}-\d{2}-\d{2}\.csv$/)
		const csv = await Bun.file((await download.path()) as string).text()
		expect(csv).toContain('"Hostile"')
		expect(csv).toContain(`"${XSS.replaceAll('"', '""')}`)

		await row.locator('a').click()
		await page.click('[data-testid=admin-delete]')
		expect(pathOf(page)).toBe('/admin/messages')
		await page.goto(`${live.server.url}/admin/messages?review=all&spam=all`)
		expect(await page.textContent('[data-testid=admin-total]')).toBe('0 messages')

		await page.click('text=Sign out')
		expect(pathOf(page)).toBe('/admin/login')
		await page.goto(`${live.server.url}/admin/messages`)
		expect(pathOf(page)).toBe('/admin/login')

		expect(dialogs).toEqual([])
		expect(axe).toEqual({ login: [], dashboard: [], inbox: [], message: [] })
		expectClean(g)
		await g.close()
	})
})

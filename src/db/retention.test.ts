import { afterAll, beforeAll, expect, test } from 'bun:test'
import { testApp } from '../server/test-app'
import { applyRetention } from './retention.server'
import { contactMessages, pageViews } from './schema'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	t = await testApp()
})
afterAll(() => t.close())

const DAY = 86_400_000

test('contact messages older than CONTACT_RETENTION_DAYS and page views older than 400 days are deleted', async () => {
	const now = new Date('2026-11-21T12:00:00Z')
	const message = (id: number, daysAgo: number) => ({
		name: 'A',
		email: 'a@example.org',
		subject: 's',
		category: 'general',
		message: 'm',
		lang: 'en',
		createdAt: new Date(now.getTime() - daysAgo * DAY),
		messageId: `<${id}@test>`,
	})
	await t.database.db.insert(contactMessages).values([message(1, 731), message(2, 729), message(3, 1)])
	await t.database.db.insert(pageViews).values([
		{ day: '2025-10-16', path: '/', lang: 'en', count: 3 },
		{ day: '2025-10-17', path: '/', lang: 'en', count: 2 },
		{ day: '2026-11-20', path: '/', lang: 'en', count: 1 },
	])
	expect(await applyRetention(t.database.db, 730, now)).toEqual({ messages: 1, pageViews: 1 })
	expect((await t.database.db.select().from(contactMessages)).map((m) => m.messageId)).toEqual(['<2@test>', '<3@test>'])
	expect((await t.database.db.select().from(pageViews)).map((v) => v.day).sort()).toEqual(['2025-10-17', '2026-11-20'])
})

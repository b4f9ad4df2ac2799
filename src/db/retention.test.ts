import { afterAll, beforeAll, expect, test } from 'bun:test'
import { testConfig } from '../core/config'
import { testApp } from '../server/test-app'
import { applyRetention } from './retention.server'
import { contactMessages, pageViews, pageViewsHourly, toolUsage, toolUsageHourly, upstreamOutcomes } from './schema'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
	t = await testApp()
})
afterAll(() => t.close())

const DAY = 86_400_000

test('a message held as spam goes after CONTACT_QUARANTINE_RETENTION_DAYS; a released one, and any other, stays for CONTACT_RETENTION_DAYS', async () => {
	const now = new Date('2026-12-07T12:00:00Z')
	const message = (id: string, daysAgo: number, spam: boolean) => ({
		name: 'Bot',
		email: 'bot@example.org',
		subject: 's',
		category: 'general',
		message: 'm',
		lang: 'en',
		createdAt: new Date(now.getTime() - daysAgo * DAY),
		messageId: `<q-${id}@test>`,
		spam,
	})
	await t.database.db
		.insert(contactMessages)
		.values([message('held-old', 31, true), message('held-new', 29, true), message('released-old', 31, false)])
	expect(await applyRetention(t.database.db, { retentionDays: 730, quarantineDays: 30 }, now)).toMatchObject({
		messages: 0,
		quarantined: 1,
	})
	const left = await t.database.db.select().from(contactMessages)
	expect(left.map((m) => m.messageId).sort()).toEqual(['<q-held-new@test>', '<q-released-old@test>'])
	await t.database.db.delete(contactMessages)
})

test('the quarantine period is 30 days unless set, never longer than the contact retention, and named when it would be', () => {
	expect(testConfig().contact.quarantineDays).toBe(30)
	expect(testConfig({ CONTACT_RETENTION_DAYS: '14' }).contact.quarantineDays).toBe(14)
	expect(testConfig({ CONTACT_QUARANTINE_RETENTION_DAYS: '7' }).contact.quarantineDays).toBe(7)
	expect(() => testConfig({ CONTACT_RETENTION_DAYS: '14', CONTACT_QUARANTINE_RETENTION_DAYS: '20' })).toThrow(
		'CONTACT_QUARANTINE_RETENTION_DAYS: must be at most CONTACT_RETENTION_DAYS (14)',
	)
})

test('contact messages past CONTACT_RETENTION_DAYS, day counts past 400 days and hour counts past 7 days are deleted', async () => {
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
	// Hours are kept 7 days (the oldest kept is 2026-11-14T12), days 400.
	await t.database.db.insert(pageViewsHourly).values([
		{ hour: '2026-11-14T11', path: '/', lang: 'en', count: 1 },
		{ hour: '2026-11-14T12', path: '/', lang: 'en', count: 1 },
		{ hour: '2026-11-21T12', path: '/', lang: 'en', count: 1 },
	])
	await t.database.db.insert(toolUsage).values([
		{ day: '2025-10-16', tool: 'transcript', outcome: 'ok', count: 1 },
		{ day: '2025-10-17', tool: 'transcript', outcome: 'ok', count: 1 },
	])
	await t.database.db.insert(toolUsageHourly).values([
		{ hour: '2026-11-14T11', tool: 'transcript', outcome: 'ok', count: 1 },
		{ hour: '2026-11-14T12', tool: 'transcript', outcome: 'ok', count: 1 },
	])
	await t.database.db.insert(upstreamOutcomes).values(
		['2025-10-16', '2025-10-17', '2026-11-14T11', '2026-11-14T12', '2026-11-21'].map((bucket) => ({
			bucket,
			path: 'ANDROID',
			egress: 'direct',
			outcome: 'ok',
			count: 1,
		})),
	)
	expect(await applyRetention(t.database.db, { retentionDays: 730, quarantineDays: 30 }, now)).toEqual({
		messages: 1,
		quarantined: 0,
		pageViews: 1,
		pageViewsHourly: 1,
		toolUsage: 1,
		toolUsageHourly: 1,
		upstreamOutcomes: 2,
	})
	const { db } = t.database
	expect((await db.select().from(contactMessages)).map((m) => m.messageId)).toEqual(['<2@test>', '<3@test>'])
	expect((await db.select().from(pageViews)).map((v) => v.day).sort()).toEqual(['2025-10-17', '2026-11-20'])
	expect((await db.select().from(pageViewsHourly)).map((v) => v.hour).sort()).toEqual([
		'2026-11-14T12',
		'2026-11-21T12',
	])
	expect((await db.select().from(toolUsage)).map((v) => v.day)).toEqual(['2025-10-17'])
	expect((await db.select().from(toolUsageHourly)).map((v) => v.hour)).toEqual(['2026-11-14T12'])
	expect((await db.select().from(upstreamOutcomes)).map((v) => v.bucket).sort()).toEqual([
		'2025-10-17',
		'2026-11-14T12',
		'2026-11-21',
	])
})

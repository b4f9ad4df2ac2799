import { afterAll, expect, test } from 'bun:test'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { until } from '../../tests/support/until'
import { createLogger } from '../core/logger'
import { openDatabase } from './client.server'
import { claimLease, releaseLease } from './leases.server'

// Upgrades keep the data and say in the log what they applied (docs/OPERATIONS.md, "Upgrade").
const FIXTURES = resolve(import.meta.dir, '../../tests/fixtures/db')
const TAGS = (
	JSON.parse(readFileSync(resolve(import.meta.dir, '../../drizzle/meta/_journal.json'), 'utf8')) as {
		entries: { tag: string }[]
	}
).entries.map((e) => e.tag)
const LATEST = TAGS.at(-1)

const dir = mkdtempSync(join(tmpdir(), 'tubekit-migrations-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function capture() {
	const lines: { level: string; msg: string; [field: string]: unknown }[] = []
	const logger = createLogger('info', (line) => lines.push(JSON.parse(line)))
	return { logger, lines, find: (msg: string) => lines.find((l) => l.msg === msg) }
}

/** A copy of a fixture made by an older release (tests/fixtures/db/README.md), so the fixture stays as it was. */
function copyOf(fixture: string): string {
	const file = join(dir, `${fixture}-${crypto.randomUUID()}.db`)
	copyFileSync(join(FIXTURES, fixture), file)
	return file
}

test('a new database: every migration is applied and named in the log; the next start says it is up to date', async () => {
	const file = join(dir, 'fresh.db')
	const first = capture()
	;(await openDatabase(`file:${file}`, undefined, { logger: first.logger })).close()
	expect(first.find('applying database migrations')).toMatchObject({ from: null, pending: TAGS })
	expect(first.find('database migrations applied')).toMatchObject({ from: null, to: LATEST, applied: TAGS })

	const again = capture()
	;(await openDatabase(`file:${file}`, undefined, { logger: again.logger })).close()
	expect(again.find('database schema up to date')).toMatchObject({ schema: LATEST })
	expect(again.find('database migrations applied')).toBeUndefined()
})

test('the data of ab34d22 (three tables, migrations 0000–0002) survives the upgrade, and the log names 0003 on', async () => {
	const log = capture()
	const { client, close } = await openDatabase(`file:${copyOf('ab34d22.db')}`, undefined, { logger: log.logger })
	try {
		expect(log.find('database migrations applied')).toMatchObject({
			from: '0002_contact_messages',
			to: LATEST,
			applied: TAGS.slice(3),
		})
		const message = (await client.execute('SELECT * FROM contact_messages')).rows
		expect(message).toHaveLength(1)
		expect(message[0]).toMatchObject({
			name: 'Ada Example',
			email: 'ada@example.org',
			message: 'Written before the upgrade.',
			review: 'read',
			delivery: 'sent',
			message_id: '<fixture-1@tubekit.local>',
			// Columns the later migrations added, empty for an old row.
			suspect: null,
			submission_id: null,
			lease_owner: null,
		})
		expect((await client.execute('SELECT path, lang, referrer_host, count FROM page_views')).rows[0]).toMatchObject({
			path: '/help',
			lang: 'de',
			referrer_host: 'example.org',
			count: 7,
		})
		expect((await client.execute('SELECT tool, outcome, count FROM tool_usage')).rows[0]).toMatchObject({
			tool: 'thumbnails',
			outcome: 'ok',
			count: 3,
		})
	} finally {
		close()
	}
})

test('the data of 76c3348 (every table of its day, keys included) survives the upgrade to 0006', async () => {
	const log = capture()
	const { client, close } = await openDatabase(`file:${copyOf('76c3348.db')}`, undefined, { logger: log.logger })
	try {
		expect(log.find('database migrations applied')).toMatchObject({
			from: '0005_hourly_upstream_alerts',
			applied: TAGS.slice(6),
		})
		const count = async (table: string) =>
			Number((await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n)
		for (const table of [
			'page_views',
			'tool_usage',
			'contact_messages',
			'instance_secrets',
			'leases',
			'alert_events',
			'alert_state',
			'page_views_hourly',
			'tool_usage_hourly',
			'upstream_outcomes',
		]) {
			expect({ table, rows: await count(table) }).toEqual({ table, rows: 1 })
		}
		expect((await client.execute('SELECT value FROM instance_secrets')).rows[0]?.value).toBe(
			'fixture-image-key-0123456789abcdef',
		)
		expect((await client.execute('SELECT email, submission_id FROM contact_messages')).rows[0]).toMatchObject({
			email: 'ada@example.org',
			submission_id: null,
		})
	} finally {
		close()
	}
})

test('a replica waiting for another one’s migrations says so, then finds nothing left to apply', async () => {
	const file = join(dir, 'replicas.db')
	;(await openDatabase(`file:${file}`)).close()
	// Another replica holds the migration lock (as while it migrates).
	const other = createClient({ url: `file:${file}` })
	expect(await claimLease(other, 'migrate', 'other-replica', 60_000, { table: '_migration_lock' })).toBe(true)
	const log = capture()
	const opening = openDatabase(`file:${file}`, undefined, { logger: log.logger })
	await until(() => log.find('waiting for another replica to migrate the database') !== undefined, 'the waiting line')
	expect(log.find('database schema up to date')).toBeUndefined()
	await releaseLease(other, 'migrate', 'other-replica', '_migration_lock')
	other.close()
	;(await opening).close()
	expect(log.find('migration lock taken after waiting')?.waitedMs).toBeGreaterThanOrEqual(0)
	expect(log.find('database schema up to date')).toMatchObject({ schema: LATEST })
	expect(log.lines.map((l) => l.msg)).toEqual([
		'waiting for another replica to migrate the database',
		'migration lock taken after waiting',
		'database schema up to date',
	])
})

test('a database a newer release migrated is named in a warning (going back means restoring a backup)', async () => {
	const file = join(dir, 'newer.db')
	;(await openDatabase(`file:${file}`)).close()
	const client = createClient({ url: `file:${file}` })
	await client.execute({
		sql: 'INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)',
		args: ['from-the-future', Date.now() + 365 * 86_400_000],
	})
	client.close()
	const log = capture()
	;(await openDatabase(`file:${file}`, undefined, { logger: log.logger })).close()
	expect(log.find('database migrated by a newer release')).toMatchObject({ level: 'warn' })
})

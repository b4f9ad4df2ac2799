import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
import type { Logger } from '../core/logger'
import { claimLease, releaseLease } from './leases.server'
import * as schema from './schema'

export type Db = LibSQLDatabase<typeof schema>

export interface Database {
	db: Db
	client: Client
	/** True for an SQLite file or memory database on this machine (WAL and pragmas apply). */
	local: boolean
	close(): void
}

const MIGRATIONS = resolve(import.meta.dir, '../../drizzle')

/** How long one replica may hold the migration lock before another may take it over. */
const MIGRATION_LOCK_MS = 60_000
/** How long a replica waits for another one's migrations before it gives up starting. */
const MIGRATION_WAIT_MS = 120_000

/**
 * Opens the database named by DATABASE_URL, creates the folder of a local SQLite file,
 * switches it to WAL with a busy timeout (concurrent writers wait instead of failing) and
 * applies the migrations in drizzle/, saying in the log what it applied (docs/OPERATIONS.md).
 * @example const { db, close } = await openDatabase('file:./data/tubekit.db', undefined, { logger })
 */
export async function openDatabase(
	url: string,
	authToken?: string,
	{ logger }: { logger?: Logger } = {},
): Promise<Database> {
	const local = url.startsWith('file:') || url === ':memory:'
	if (url.startsWith('file:')) mkdirSync(dirname(resolve(url.slice('file:'.length))), { recursive: true })
	const client = createClient({ url, ...(authToken ? { authToken } : {}), ...(local ? { timeout: 5000 } : {}) })
	if (local && url !== ':memory:') {
		await client.execute('PRAGMA journal_mode = WAL')
		await client.execute('PRAGMA synchronous = NORMAL')
	}
	const db = drizzle(client, { schema })
	const run = () => migrateLogged(client, () => migrate(db, { migrationsFolder: MIGRATIONS }), logger)
	if (url === ':memory:') await run()
	else await migrateOnce(client, run, logger)
	return { db, client, local, close: () => client.close() }
}

/** drizzle-kit's list of migrations (drizzle/meta/_journal.json): `when` is what drizzle records as applied. */
interface JournalEntry {
	tag: string
	when: number
}
const journal = (): JournalEntry[] =>
	(JSON.parse(readFileSync(resolve(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries

/**
 * The migrations this database has and lacks, read the way drizzle's migrator decides (the newest
 * `created_at` in __drizzle_migrations against each migration's `when`).
 */
export async function migrationState(
	client: Client,
): Promise<{ schema: string | null; pending: string[]; newer: boolean }> {
	const entries = journal()
	const table = await client.execute(
		"SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'",
	)
	let last = Number.NEGATIVE_INFINITY
	if (table.rows.length > 0) {
		const row = (await client.execute('SELECT max(created_at) AS last FROM __drizzle_migrations')).rows[0]
		if (row?.last !== null && row?.last !== undefined) last = Number(row.last)
	}
	const applied = entries.filter((e) => e.when <= last)
	return {
		schema: applied.at(-1)?.tag ?? null,
		pending: entries.filter((e) => e.when > last).map((e) => e.tag),
		// Migrated by a later release than this one: its tables may not be what this code expects.
		newer: last > Math.max(...entries.map((e) => e.when)),
	}
}

/**
 * Runs drizzle's migrator between two looks at what the database holds, so the log says which
 * migrations ran (an upgrade's only trace otherwise is the changed tables). A line before them too:
 * if one fails, the log shows where it started.
 */
async function migrateLogged(client: Client, run: () => Promise<void>, logger?: Logger): Promise<void> {
	const before = await migrationState(client)
	if (before.newer) {
		logger?.warn('database migrated by a newer release', {
			schema: before.schema,
			hint: 'migrations only go forward: to go back, restore the backup taken before the upgrade (docs/OPERATIONS.md)',
		})
	}
	if (before.pending.length === 0) {
		logger?.info('database schema up to date', { schema: before.schema })
		return
	}
	logger?.info('applying database migrations', { from: before.schema, pending: before.pending })
	const started = performance.now()
	await run()
	const after = await migrationState(client)
	logger?.info('database migrations applied', {
		from: before.schema,
		to: after.schema,
		applied: before.pending.filter((tag) => !after.pending.includes(tag)),
		ms: Math.round(performance.now() - started),
	})
}

/**
 * Replicas starting together on one database (decision 20): exactly one migrates, under a lock
 * row; the others wait for it, then find nothing left to apply. Without the lock two of them
 * create the same table and one fails to start.
 */
async function migrateOnce(client: Client, run: () => Promise<void>, logger?: Logger): Promise<void> {
	await client.execute(
		'CREATE TABLE IF NOT EXISTS _migration_lock (name TEXT PRIMARY KEY NOT NULL, owner TEXT NOT NULL, until INTEGER NOT NULL)',
	)
	const owner = crypto.randomUUID()
	const started = Date.now()
	const deadline = started + MIGRATION_WAIT_MS
	let waited = false
	while (!(await claimLease(client, 'migrate', owner, MIGRATION_LOCK_MS, { table: '_migration_lock' }))) {
		if (Date.now() > deadline) throw new Error('another replica has held the migration lock for too long')
		// Said once: a replica that sits here looks hung otherwise (decision 20).
		if (!waited) logger?.info('waiting for another replica to migrate the database', { upToMs: MIGRATION_WAIT_MS })
		waited = true
		await Bun.sleep(100 + Math.random() * 100)
	}
	if (waited) logger?.info('migration lock taken after waiting', { waitedMs: Date.now() - started })
	try {
		await run()
	} finally {
		await releaseLease(client, 'migrate', owner, '_migration_lock')
	}
}

/** Proves the database accepts a write (used by /readyz): a write inside a rolled-back transaction. */
export async function checkWritable(database: Database): Promise<boolean> {
	try {
		const tx = await database.client.transaction('write')
		try {
			await tx.execute('CREATE TABLE IF NOT EXISTS _readyz (x INTEGER)')
			await tx.execute('INSERT INTO _readyz (x) VALUES (1)')
		} finally {
			await tx.rollback()
		}
		return true
	} catch {
		return false
	}
}

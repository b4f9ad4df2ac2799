import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
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
 * applies the migrations in drizzle/.
 * @example const { db, close } = await openDatabase('file:./data/tubekit.db')
 */
export async function openDatabase(url: string, authToken?: string): Promise<Database> {
	const local = url.startsWith('file:') || url === ':memory:'
	if (url.startsWith('file:')) mkdirSync(dirname(resolve(url.slice('file:'.length))), { recursive: true })
	const client = createClient({ url, ...(authToken ? { authToken } : {}), ...(local ? { timeout: 5000 } : {}) })
	if (local && url !== ':memory:') {
		await client.execute('PRAGMA journal_mode = WAL')
		await client.execute('PRAGMA synchronous = NORMAL')
	}
	const db = drizzle(client, { schema })
	if (url === ':memory:') await migrate(db, { migrationsFolder: MIGRATIONS })
	else await migrateOnce(client, () => migrate(db, { migrationsFolder: MIGRATIONS }))
	return { db, client, local, close: () => client.close() }
}

/**
 * Replicas starting together on one database (decision 20): exactly one migrates, under a lock
 * row; the others wait for it, then find nothing left to apply. Without the lock two of them
 * create the same table and one fails to start.
 */
async function migrateOnce(client: Client, run: () => Promise<void>): Promise<void> {
	await client.execute(
		'CREATE TABLE IF NOT EXISTS _migration_lock (name TEXT PRIMARY KEY NOT NULL, owner TEXT NOT NULL, until INTEGER NOT NULL)',
	)
	const owner = crypto.randomUUID()
	const deadline = Date.now() + MIGRATION_WAIT_MS
	while (!(await claimLease(client, 'migrate', owner, MIGRATION_LOCK_MS, { table: '_migration_lock' }))) {
		if (Date.now() > deadline) throw new Error('another replica has held the migration lock for too long')
		await Bun.sleep(100 + Math.random() * 100)
	}
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

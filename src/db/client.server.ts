import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
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
	await migrate(db, { migrationsFolder: MIGRATIONS })
	return { db, client, local, close: () => client.close() }
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

import type { Client } from '@libsql/client'

/**
 * Leases between replicas on one database (decision 20). One statement claims a lease that
 * is free or has run out, so it is atomic on an SQLite file (writers are serialised) and on
 * remote libSQL alike; a replica that dies holding one simply lets it expire.
 */

/** Tables of this shape: `leases` (migration 0003) and the migration lock made before any migration. */
type LeaseTable = 'leases' | '_migration_lock'

/**
 * Takes the lease `name` for `owner` for `ms` when nobody holds it, or its holder's time is up
 * (or `owner` holds it already: a renewal).
 * @returns whether `owner` holds it now
 */
export async function claimLease(
	client: Client,
	name: string,
	owner: string,
	ms: number,
	{ table = 'leases', now = Date.now() }: { table?: LeaseTable; now?: number } = {},
): Promise<boolean> {
	const result = await client.execute({
		sql: `INSERT INTO ${table} (name, owner, until) VALUES (?, ?, ?)
			ON CONFLICT(name) DO UPDATE SET owner = excluded.owner, until = excluded.until
			WHERE ${table}.until <= ? OR ${table}.owner = excluded.owner
			RETURNING owner`,
		args: [name, owner, now + ms, now],
	})
	return result.rows.length === 1
}

/** Gives the lease back early (only its holder can). */
export async function releaseLease(
	client: Client,
	name: string,
	owner: string,
	table: LeaseTable = 'leases',
): Promise<void> {
	await client.execute({ sql: `DELETE FROM ${table} WHERE name = ? AND owner = ?`, args: [name, owner] })
}

/**
 * A key generated once per installation and kept in the database, so that every replica signs
 * and hashes with the same one (decision 20). The first replica to ask writes it; `seed`
 * (a key an older version kept in a file) is the value written when there is none yet.
 */
export async function instanceSecret(client: Client, name: string, seed?: string): Promise<string> {
	const fresh = seed ?? Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
	await client.execute({
		sql: 'INSERT OR IGNORE INTO instance_secrets (name, value) VALUES (?, ?)',
		args: [name, fresh],
	})
	const result = await client.execute({ sql: 'SELECT value FROM instance_secrets WHERE name = ?', args: [name] })
	return String(result.rows[0]?.value)
}

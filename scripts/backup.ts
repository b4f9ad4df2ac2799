/**
 * `bun run backup <file>`: a consistent copy of the running server's SQLite database (DATABASE_URL),
 * taken while it serves and writes. SQLite's VACUUM INTO, through the same libSQL client the server
 * uses, reads one snapshot (WAL readers never block writers, nor they it) and writes it as a fresh,
 * compact file; a plain `cp` of a database in WAL mode can catch it between a write and its
 * checkpoint. A remote libSQL database (Turso, sqld) is backed up where it lives: the script says how.
 * Restore, upgrade and going back: docs/OPERATIONS.md.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { ConfigError, loadConfig } from '../src/core/config'
import { migrationState } from '../src/db/client.server'

const REMOTE_HELP = `DATABASE_URL names a remote libSQL database: back it up where it lives.
  Turso:  point-in-time restore is built in (turso db create restored --from-db <db> --timestamp <time>);
          for a file of your own: turso db shell <db> .dump > tubekit.sql
  sqld:   sqlite3 <sqld data dir>/dbs/default/data ".backup tubekit.db" on its machine,
          or stop sqld and copy its data directory.
See docs/OPERATIONS.md ("Backup").`

function fail(message: string, code = 1): never {
	console.error(message)
	process.exit(code)
}

const target = process.argv[2]
if (!target || target.startsWith('-')) fail('usage: bun run backup <file>   (a new file: the copy of DATABASE_URL)', 2)

let url: string
try {
	url = loadConfig().databaseUrl
} catch (error) {
	if (error instanceof ConfigError) fail(error.message)
	throw error
}
if (url === ':memory:') fail('DATABASE_URL is :memory: — nothing outlives the process, so there is nothing to back up.')
if (!url.startsWith('file:')) fail(REMOTE_HELP)

const source = resolve(url.slice('file:'.length))
const file = resolve(target)
if (!existsSync(source)) fail(`no database at ${source} (DATABASE_URL=${url})`)
// VACUUM INTO refuses a non-empty file anyway; saying so first names the file, and never touches it.
if (existsSync(file)) fail(`${file} exists: a backup goes to a new file`)
mkdirSync(dirname(file), { recursive: true })

// The server's own busy timeout: a snapshot read waits for a checkpoint instead of failing.
const client = createClient({ url, timeout: 5000 })
try {
	const started = performance.now()
	await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
	const ms = Math.round(performance.now() - started)
	const copy = createClient({ url: `file:${file}` })
	try {
		const check = await copy.execute('PRAGMA integrity_check')
		const verdict = String(check.rows[0]?.[0])
		if (verdict !== 'ok') fail(`the copy at ${file} fails SQLite's integrity check: ${verdict}`)
		const { schema } = await migrationState(copy)
		console.log(`backup: ${file} (${statSync(file).size} bytes, schema ${schema ?? 'none'}, ${ms} ms) from ${source}`)
	} finally {
		copy.close()
	}
} finally {
	client.close()
}

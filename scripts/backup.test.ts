import { afterAll, expect, test } from 'bun:test'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { openDatabase } from '../src/db/client.server'
import { until } from '../tests/support/until'

// `bun run backup <file>` while the server writes, and restoring by copying the file back
// (docs/OPERATIONS.md, "Backup" and "Restore").
const ROOT = resolve(import.meta.dir, '..')
const dir = mkdtempSync(join(tmpdir(), 'tubekit-backup-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function backup(databaseUrl: string, file: string) {
	const run = Bun.spawn(['bun', 'scripts/backup.ts', file], {
		cwd: ROOT,
		env: { ...process.env, DATABASE_URL: databaseUrl },
		stdout: 'pipe',
		stderr: 'pipe',
	})
	const [code, stdout, stderr] = await Promise.all([
		run.exited,
		new Response(run.stdout).text(),
		new Response(run.stderr).text(),
	])
	return { code, stdout, stderr }
}

/**
 * The server's writes, in a process of its own (stopping the server is part of a restore): transactions
 * of two statements, a page view row and a running total beside it, so a copy caught between the two
 * statements of a write shows a total that disagrees with its rows. It prints the count after each write.
 */
function startWriter(url: string) {
	const code = `
		const { openDatabase } = await import(${JSON.stringify(resolve(ROOT, 'src/db/client.server.ts'))})
		const { client } = await openDatabase(${JSON.stringify(url)})
		for (let n = 1; ; n++) {
			await client.batch([
				{ sql: "INSERT INTO page_views (day, path, lang, referrer_host, count) VALUES ('2025-01-15', ?, 'en', '', 1)", args: ['/p' + n] },
				"INSERT INTO tool_usage (day, tool, outcome, count) VALUES ('2025-01-15', 'writes', 'ok', 1) ON CONFLICT DO UPDATE SET count = count + 1",
			], 'write')
			console.log(n)
			await Bun.sleep(1)
		}`
	const child = Bun.spawn(['bun', '-e', code], { cwd: ROOT, stdout: 'pipe', stderr: 'inherit' })
	const state = { written: 0 }
	void (async () => {
		const decoder = new TextDecoder()
		for await (const chunk of child.stdout) {
			const last = decoder.decode(chunk).trim().split('\n').at(-1)
			if (last) state.written = Number(last)
		}
	})()
	const stop = async () => {
		child.kill('SIGKILL')
		await child.exited
	}
	return { state, stop }
}

const rowsAndTotal = async (url: string) => {
	const client = createClient({ url })
	try {
		const rows = Number((await client.execute('SELECT count(*) AS n FROM page_views')).rows[0]?.n)
		const total = Number((await client.execute("SELECT count FROM tool_usage WHERE tool = 'writes'")).rows[0]?.count)
		const integrity = String((await client.execute('PRAGMA integrity_check')).rows[0]?.[0])
		return { rows, total, integrity }
	} finally {
		client.close()
	}
}

test('a backup taken while writes go on is a consistent database; copying it back restores that moment', async () => {
	const file = join(dir, 'live.db')
	const url = `file:${file}`
	// Nothing in this process opens the database before the restore: the server's connection is the writer's.
	const writer = startWriter(url)
	await until(() => writer.state.written >= 50, 'the first writes', 30_000)
	const copy = join(dir, 'backups', 'tubekit-copy.db')
	const atStart = writer.state.written
	const result = await backup(url, copy)
	// Keep writing a little past the backup, so writes surely ran on both sides of it.
	const atEnd = writer.state.written
	await until(() => writer.state.written >= atEnd + 50, 'writes after the backup', 30_000)
	// Stop the server (as hard as a crash), then restore.
	await writer.stop()
	const written = writer.state.written
	expect(result).toMatchObject({ code: 0, stderr: '' })
	expect(result.stdout).toContain(`backup: ${copy}`)
	expect(result.stdout).toMatch(/schema 0006_/)
	expect(atEnd).toBeGreaterThan(atStart) // writes went on while the backup ran

	const saved = await rowsAndTotal(`file:${copy}`)
	expect(saved.integrity).toBe('ok')
	expect(saved.total).toBe(saved.rows) // never half a write
	expect(saved.rows).toBeGreaterThanOrEqual(atStart)
	expect(saved.rows).toBeLessThan(written)

	// Restore as docs/OPERATIONS.md says: with the server stopped, remove the WAL and shared-memory files,
	// copy the backup over the database file, start again.
	for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
	copyFileSync(copy, file)
	const restored = await openDatabase(url)
	restored.close()
	expect(await rowsAndTotal(url)).toEqual(saved)
})

test('a backup never overwrites a file, and a remote libSQL database gets directions instead', async () => {
	const file = join(dir, 'small.db')
	;(await openDatabase(`file:${file}`)).close()
	const taken = join(dir, 'taken.db')
	expect((await backup(`file:${file}`, taken)).code).toBe(0)
	const again = await backup(`file:${file}`, taken)
	expect(again.code).toBe(1)
	expect(again.stderr).toContain('exists')

	const remote = await backup('libsql://tubekit-example.turso.io', join(dir, 'remote.db'))
	expect(remote.code).toBe(1)
	expect(remote.stderr).toContain('turso db shell')
	expect(remote.stderr).toContain('docs/OPERATIONS.md')
	expect(existsSync(join(dir, 'remote.db'))).toBe(false)

	const usage = await backup(`file:${file}`, '')
	expect(usage.code).toBe(2)
	expect(usage.stderr).toContain('usage: bun run backup <file>')
})

import { afterEach, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Database, openDatabase } from './client.server'
import { claimLease, instanceSecret, releaseLease } from './leases.server'

const open: Database[] = []
const dirs: string[] = []
afterEach(() => {
	for (const d of open.splice(0)) d.close()
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function fileDatabase(): Promise<string> {
	const dir = mkdtempSync(join(tmpdir(), 'tubekit-leases-'))
	dirs.push(dir)
	return `file:${join(dir, 'tubekit.db')}`
}

describe('claimLease', () => {
	test('one owner at a time; free again when it runs out or is released; the holder renews', async () => {
		const url = await fileDatabase()
		const a = await openDatabase(url)
		const b = await openDatabase(url)
		open.push(a, b)
		const t = 1_000_000
		expect(await claimLease(a.client, 'job', 'A', 10_000, { now: t })).toBe(true)
		expect(await claimLease(b.client, 'job', 'B', 10_000, { now: t + 1 })).toBe(false)
		expect(await claimLease(a.client, 'job', 'A', 10_000, { now: t + 5000 })).toBe(true)
		// A renewed until t + 15 000: B still waits at t + 12 000, then takes it over.
		expect(await claimLease(b.client, 'job', 'B', 10_000, { now: t + 12_000 })).toBe(false)
		expect(await claimLease(b.client, 'job', 'B', 10_000, { now: t + 15_000 })).toBe(true)
		await releaseLease(a.client, 'job', 'A')
		expect(await claimLease(a.client, 'job', 'A', 10_000, { now: t + 16_000 })).toBe(false)
		await releaseLease(b.client, 'job', 'B')
		expect(await claimLease(a.client, 'job', 'A', 10_000, { now: t + 16_000 })).toBe(true)
	})

	test('of many claims made at once on one file, exactly one wins', async () => {
		const url = await fileDatabase()
		const replicas = await Promise.all(Array.from({ length: 4 }, () => openDatabase(url)))
		open.push(...replicas)
		const won = await Promise.all(replicas.map((r, i) => claimLease(r.client, 'retention', `R${i}`, 60_000)))
		expect(won.filter(Boolean)).toHaveLength(1)
	})
})

describe('instanceSecret', () => {
	test('the first replica writes the key, every other one reads the same', async () => {
		const url = await fileDatabase()
		const [a, b] = [await openDatabase(url), await openDatabase(url)]
		open.push(a, b)
		const [one, two] = await Promise.all([instanceSecret(a.client, 'k'), instanceSecret(b.client, 'k')])
		expect(one).toBe(two)
		expect(one.length).toBeGreaterThanOrEqual(40)
		expect(await instanceSecret(b.client, 'k', 'ignored-seed')).toBe(one)
		expect(await instanceSecret(a.client, 'other', 'seeded-from-file')).toBe('seeded-from-file')
	})
})

describe('migrations under a lock', () => {
	test('three processes starting together on a fresh file all start, and each migration runs once', async () => {
		const url = await fileDatabase()
		const script = `import { openDatabase } from ${JSON.stringify(join(import.meta.dir, 'client.server.ts'))}
const d = await openDatabase(process.env.TEST_DATABASE_URL ?? ''); d.close(); console.log('started')`
		const procs = Array.from({ length: 3 }, () =>
			Bun.spawn(['bun', '-e', script], {
				env: { ...process.env, TEST_DATABASE_URL: url },
				stdout: 'pipe',
				stderr: 'pipe',
			}),
		)
		const outputs = await Promise.all(
			procs.map(async (p) => `${await new Response(p.stdout).text()}${await new Response(p.stderr).text()}`),
		)
		expect(outputs.map((o) => o.trim())).toEqual(['started', 'started', 'started'])
		const db = await openDatabase(url)
		open.push(db)
		const journal = (await Bun.file(join(import.meta.dir, '../../drizzle/meta/_journal.json')).json()) as {
			entries: unknown[]
		}
		const applied = await db.client.execute('SELECT count(*) AS n FROM __drizzle_migrations')
		expect(Number(applied.rows[0]?.n)).toBe(journal.entries.length)
	}, 30_000)
})

/**
 * Contact messages, measured on this machine against the production server:
 *
 *  1. POST /api/contact submissions per second with the outbox running and mailing every
 *     message to a real SMTP server (smtp-server on 127.0.0.1, in this process), and the same
 *     with SMTP not configured (messages only stored), for the ratio. 16 clients at once.
 *  2. The SQLite file's size per 10,000 messages of ordinary length (after a checkpoint), and
 *     its ratio to the bytes the visitors typed.
 *
 * Run alone: `bun bench/contact.ts` (needs `bun run build`).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { startSmtp } from '../tests/support/smtp'
import { assertBuilt, benchHeader, percentile, startBenchServer } from './support/server'

const REQUESTS = 3000
const CONCURRENCY = 16
const SIZE_MESSAGES = 10_000

await assertBuilt()
benchHeader('contact')

const text = (i: number) =>
	`Hello Tubekit team, message ${i}. The transcript downloader could not read the captions of one of my videos ` +
	'yesterday; it said YouTube refused the request. Today it works again. Could you add a note about this to the ' +
	'help centre? Thanks a lot for the free tools, they save me a lot of time every week.'
const body = (i: number) =>
	JSON.stringify({
		from_name: `Visitor ${i}`,
		from_email: `visitor${i}@example.org`,
		subject: `Question ${i}`,
		category: 'general',
		message: text(i),
		to_email: 'ignored@example.org',
	})

/** Sends `count` submissions from `CONCURRENCY` clients; per-request times in ms. */
async function submit(
	url: string,
	count: number,
	offset = 0,
): Promise<{ seconds: number; times: number[]; failed: number }> {
	let next = 0
	let failed = 0
	const times: number[] = []
	const t0 = performance.now()
	await Promise.all(
		Array.from({ length: CONCURRENCY }, async () => {
			for (let i = next++; i < count; i = next++) {
				const s = performance.now()
				const res = await fetch(`${url}/api/contact`, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: body(offset + i),
				})
				await res.arrayBuffer()
				if (res.status !== 200) failed++
				times.push(performance.now() - s)
			}
		}),
	)
	return { seconds: (performance.now() - t0) / 1000, times: times.sort((a, b) => a - b), failed }
}

const env = { RATE_LIMIT_CONTACT_PER_HOUR: '1000000', LOG_LEVEL: 'warn' }
const report = (label: string, r: Awaited<ReturnType<typeof submit>>) => {
	const rate = REQUESTS / r.seconds
	console.log(
		`  ${label.padEnd(40)} ${rate.toFixed(0).padStart(6)} submissions/s   p50 ${percentile(r.times, 50).toFixed(2)} ms   p99 ${percentile(r.times, 99).toFixed(2)} ms   failed ${r.failed}`,
	)
	return rate
}

// 1. Throughput, with and without the outbox mailing.
console.log(`\n1. POST /api/contact, ${REQUESTS} submissions, ${CONCURRENCY} at once`)
const smtp = await startSmtp()
const mailing = await startBenchServer({ ...env, SMTP_URL: smtp.url, SUPPORT_EMAIL: 'support@tubekit.example' })
await submit(mailing.url, 200, 1_000_000) // warm-up
const withOutbox = report('stored + outbox mailing (SMTP on)', await submit(mailing.url, REQUESTS))
// The outbox drains the backlog after the burst: its own rate (one SMTP connection, in order).
const backlogAt = performance.now()
const backlog = REQUESTS + 200 - smtp.mails.length
const deadline = Date.now() + 180_000
while (smtp.mails.length < REQUESTS + 200 && Date.now() < deadline) await Bun.sleep(50)
const drainSeconds = (performance.now() - backlogAt) / 1000
console.log(
	`  mails delivered by the outbox: ${smtp.mails.length} of ${REQUESTS + 200}; the ${backlog} left after the burst took ${drainSeconds.toFixed(1)} s (${(backlog / drainSeconds).toFixed(0)} mails/s)`,
)
await mailing.stop()
await smtp.stop()
const storing = await startBenchServer(env)
await submit(storing.url, 200, 1_000_000)
const storeOnly = report('stored only (SMTP not configured)', await submit(storing.url, REQUESTS))
await storing.stop()
console.log(`  ratio with outbox / stored only: ${(withOutbox / storeOnly).toFixed(2)}×`)

// 2. Database size per 10,000 messages.
const dir = mkdtempSync(join(tmpdir(), 'tubekit-contact-bench-'))
const file = join(dir, 'tubekit.db')
const sizing = await startBenchServer({ ...env, DATABASE_URL: `file:${file}` })
const empty = statSync(file).size
const typed = Array.from({ length: SIZE_MESSAGES }, (_, i) => {
	const b = JSON.parse(body(i)) as Record<string, string>
	return Buffer.byteLength(`${b.from_name}${b.from_email}${b.subject}${b.category}${b.message}`)
}).reduce((a, n) => a + n, 0)
const r = await submit(sizing.url, SIZE_MESSAGES)
await sizing.stop()
const client = createClient({ url: `file:${file}` })
await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
const rows = Number((await client.execute('SELECT count(*) AS n FROM contact_messages')).rows[0]?.n)
client.close()
const size = statSync(file).size - empty
console.log(`\n2. Database size: ${rows} messages stored (${r.failed} failed)`)
console.log(
	`  file growth per 10,000 messages: ${(size / 1024 / 1024).toFixed(2)} MiB (${(size / rows).toFixed(0)} bytes per message)`,
)
console.log(
	`  typed by visitors: ${(typed / 1024 / 1024).toFixed(2)} MiB; ratio file / typed: ${(size / typed).toFixed(2)}×`,
)
rmSync(dir, { recursive: true, force: true })

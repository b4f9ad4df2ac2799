/**
 * The outbox (decision 5): a background sender that mails every stored, non-spam
 * message to SUPPORT_EMAIL with nodemailer, reply-to the sender, at least once: a row only
 * becomes `sent` after the SMTP server accepted it, so a failed send, or a process killed in
 * the middle of one, is sent again (with the same Message-ID) on the next pass or after the
 * restart. Failures back off exponentially up to OUTBOX_MAX_BACKOFF_S. Without SMTP the
 * messages wait as `not_configured` and go out once SMTP is configured. A suspected message
 * (weak spam signals only) is mailed too, marked in the subject, the reasons
 * in the footer.
 *
 * Several replicas may share the database (decision 20): before sending, a pass claims one
 * message with a lease in one atomic UPDATE, so no two replicas send the same message at once. A
 * replica killed mid-send leaves its lease to run out (OUTBOX_LEASE_S), and another one sends
 * the message again with the same Message-ID: at most the one message whose SMTP 250 came just
 * before the crash goes out twice.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { createTransport, type Transporter } from 'nodemailer'
import type { Logger } from '../core/logger'
import type { Db } from '../db/client.server'
import { contactMessages } from '../db/schema'

export interface OutboxOptions {
	smtpUrl: string | null
	mailFrom: string
	supportEmail: string | null
	/** Longest silence of the SMTP server (connecting, greeting, any reply); then the send fails and is retried. */
	smtpTimeoutMs?: number
	maxBackoffSeconds: number
	/** How long a claimed message is this replica's to send; then any replica may retry it. */
	leaseSeconds: number
	logger: Logger
	/** Rows per pass. */
	batch?: number
	/** How often an idle outbox looks for due retries. */
	idleMs?: number
	now?: () => Date
}

const DUE_STATES = ['pending', 'failed', 'not_configured']

/** Seconds before attempt `attempts + 1`: 1, 2, 4, 8… up to the cap. */
export function backoffSeconds(attempts: number, cap: number): number {
	return Math.min(cap, 2 ** Math.max(0, attempts - 1))
}

type Row = typeof contactMessages.$inferSelect

/** Marks the subject of a message caught by weak spam signals: mailed, so no person is dropped, but sortable. */
export const SUSPECT_MARK = '[suspected spam]'

function mailOf(row: Row, options: OutboxOptions, supportEmail: string) {
	return {
		from: options.mailFrom,
		to: supportEmail,
		// nodemailer encodes these header values; the API refused line breaks in them already.
		replyTo: { name: row.name, address: row.email },
		subject: row.suspect ? `[Tubekit] ${SUSPECT_MARK} ${row.subject}` : `[Tubekit] ${row.subject}`,
		messageId: row.messageId,
		text: [
			row.message,
			'',
			'--',
			`From: ${row.name} <${row.email}>`,
			`Category: ${row.category}`,
			`Language: ${row.lang}`,
			`Received: ${row.createdAt.toISOString()}`,
			...(row.suspect ? [`Suspected spam (weak signals, mailed anyway): ${row.suspect}`] : []),
		].join('\n'),
	}
}

export function createOutbox(db: Db, options: OutboxOptions) {
	const now = options.now ?? (() => new Date())
	/** This replica's name on its leases (unique per process start). */
	const owner = crypto.randomUUID()
	const m = contactMessages

	/**
	 * Claims the oldest due message that no other replica is sending, in one statement (a
	 * subquery picks it, the UPDATE takes it only if its lease is still free).
	 */
	async function claimNext(): Promise<Row | null> {
		const t = now()
		const free = or(isNull(m.leaseUntil), lte(m.leaseUntil, t))
		const due = and(
			eq(m.spam, false),
			inArray(m.delivery, DUE_STATES),
			or(isNull(m.nextAttemptAt), lte(m.nextAttemptAt, t)),
			free,
		)
		const next = db.select({ id: m.id }).from(m).where(due).orderBy(asc(m.id)).limit(1)
		const [row] = await db
			.update(m)
			.set({ leaseOwner: owner, leaseUntil: new Date(t.getTime() + options.leaseSeconds * 1000) })
			.where(and(sql`${m.id} = (${next})`, due))
			.returning()
		return row ?? null
	}

	/** Records the outcome of a send on a message this replica holds, and frees the lease. */
	const settle = (row: Row, values: Partial<Row>) =>
		db
			.update(m)
			.set({ ...values, leaseOwner: null, leaseUntil: null })
			.where(and(eq(m.id, row.id), eq(m.leaseOwner, owner)))
	const configured = Boolean(options.smtpUrl && options.supportEmail)
	// With SMTP_URL alone (no SUPPORT_EMAIL) the transport still carries operator alerts (`send`).
	const transport: Transporter | null = options.smtpUrl
		? createTransport({
				url: options.smtpUrl as string,
				// One kept-open connection: a backlog goes out without a new handshake per message.
				pool: true,
				maxConnections: 1,
				// A server that hangs mid-send fails the attempt after this silence; the message stays due for a retry.
				connectionTimeout: Math.min(10_000, options.smtpTimeoutMs ?? 30_000),
				greetingTimeout: options.smtpTimeoutMs ?? 30_000,
				socketTimeout: options.smtpTimeoutMs ?? 30_000,
			})
		: null
	let timer: ReturnType<typeof setTimeout> | null = null
	let running: Promise<void> | null = null
	let stopped = false
	let again = false
	/** Milliseconds until the earliest retry this pass scheduled (the timer wakes for it). */
	let nextRetryMs = Number.POSITIVE_INFINITY

	/** One pass: every due message, oldest first. */
	async function pass(): Promise<void> {
		if (!transport || !options.supportEmail) {
			await db
				.update(contactMessages)
				.set({ delivery: 'not_configured' })
				.where(and(eq(contactMessages.spam, false), eq(contactMessages.delivery, 'pending')))
			return
		}
		const batch = options.batch ?? 20
		let sent = 0
		// One claim per message: a lease covers one send, never a whole batch that a slow SMTP
		// server could outlast.
		while (!stopped && sent < batch) {
			const row = await claimNext()
			if (!row) break
			sent++
			options.logger.debug('contact mail claimed', { id: row.id, attempt: row.attempts + 1 })
			try {
				await transport.sendMail(mailOf(row, options, options.supportEmail))
				await settle(row, {
					delivery: 'sent',
					sentAt: now(),
					attempts: row.attempts + 1,
					lastError: null,
					nextAttemptAt: null,
				})
			} catch (error) {
				const attempts = row.attempts + 1
				const wait = backoffSeconds(attempts, options.maxBackoffSeconds)
				nextRetryMs = Math.min(nextRetryMs, wait * 1000)
				options.logger.warn('contact mail failed', { id: row.id, attempts, retryInSeconds: wait, error: String(error) })
				await settle(row, {
					delivery: 'failed',
					attempts,
					lastError: String(error).slice(0, 500),
					nextAttemptAt: new Date(now().getTime() + wait * 1000),
				})
			}
		}
		if (sent === batch) again = true
	}

	function schedule(ms: number) {
		if (stopped) return
		if (timer) clearTimeout(timer)
		timer = setTimeout(run, ms)
		timer.unref?.()
	}

	/**
	 * Starts a pass through the one guard (`running`): never two passes at once. Resets what a
	 * pass reports (`again`, `nextRetryMs`); the returned promise fails when the pass fails.
	 */
	function startPass(): Promise<void> {
		again = false
		nextRetryMs = Number.POSITIVE_INFINITY
		const current = pass()
		running = current
			.catch(() => {})
			.finally(() => {
				running = null
			})
		return current
	}

	/** When the timer should look again: at once when a pass left work, else at the next retry or idle poll. */
	const nextWakeMs = () => (again ? 0 : Math.min(options.idleMs ?? 5000, nextRetryMs))

	function run() {
		if (running) {
			again = true
			return
		}
		startPass()
			.catch((error: unknown) => options.logger.error('outbox pass failed', { error: String(error) }))
			.finally(() => schedule(nextWakeMs()))
	}

	return {
		configured,
		/**
		 * Sends one mail that is not a contact message (an operator alert) through the same
		 * SMTP transport, from MAIL_FROM, once: no row, no retry. False when SMTP_URL is unset; throws
		 * when the server refuses it.
		 */
		async send(mail: { to: string; subject: string; text: string }): Promise<boolean> {
			if (!transport) return false
			await transport.sendMail({ from: options.mailFrom, ...mail })
			return true
		},
		/** Starts the sender; messages left from an earlier run go out first. */
		start: () => schedule(0),
		/** A new message was stored: send it now rather than on the next idle pass. */
		wake: () => schedule(0),
		/** Runs passes until nothing is due now (tests, shutdown). */
		async drain(): Promise<void> {
			do {
				while (running) await running
				await startPass()
			} while (again && !stopped)
			// Failures of these passes are retried by the timer, like the timer's own.
			schedule(nextWakeMs())
		},
		async stop(): Promise<void> {
			stopped = true
			if (timer) clearTimeout(timer)
			if (running) await running
			transport?.close()
		},
	}
}

export type Outbox = ReturnType<typeof createOutbox>

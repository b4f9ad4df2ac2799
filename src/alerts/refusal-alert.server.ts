import { eq } from 'drizzle-orm'
import type { Config } from '../core/config'
import type { Logger } from '../core/logger'
import type { Db } from '../db/client.server'
import { alertEvents } from '../db/schema'
import type { SharedRedis } from '../state/redis.server'
import type { OutcomeBus } from '../youtube/upstream-outcomes.server'
import { alertStore } from './alert-state.server'
import { type AlertDetail, REFUSAL_ALERT, summary } from './message'
import type { Notifier } from './notify.server'
import { redisWindow } from './redis-window.server'
import { memoryWindow, type RefusalWindow, type WindowTotals, windowStart } from './refusal-window'

/** What the last look saw (for /metrics). */
export interface AlertLook {
	active: boolean
	share: number
	calls: number
	refusals: number
}

/** The alert's window as it stands, for the dashboard's "Now" (the same counts the alert judges). */
export interface WindowNow extends WindowTotals {
	/** When the window begins (ISO): nothing before it is counted. */
	from: string
	minutes: number
	/** The share that fires the alert (0–1). */
	threshold: number
}

/**
 * Hear it first: listens to every request to YouTube on the outcome bus and,
 * on a timer (never inside a request), judges the refusal share of the sliding window.
 *
 * - Fires when the window holds at least `minCalls` calls and at least `threshold` of them
 *   were refused (refusal-window.ts: a tool call is one call per path and egress it used, and no
 *   answer at all is a refusal, so a block is heard within `minCalls` tool calls). A quieter window decides nothing either way: one refused call at night is no
 *   incident, and a night without calls is no recovery.
 * - Clears once a window of at least `minCalls` calls is under half the threshold (the
 *   hysteresis: a share wavering around the threshold is one incident, not a message per minute)
 *   and no replica has seen otherwise for a few looks (alert-state.server.ts).
 * - The state is one row in the database, changed by compare-and-set, so of all replicas exactly
 *   one sends each message. The window's counts are shared through Redis when there is one (every
 *   replica judges the same sums); without Redis each replica judges what it sent itself, which
 *   is what YouTube judges too (it refuses an address, and replicas on several machines have
 *   several), and the confirmations keep one replica's good window from clearing another's incident.
 * - Each change is kept in `alert_events` with what became of the mail and the webhook.
 */
export function createRefusalAlert(options: {
	settings: Config['alerts']
	dashboardUrl: string
	db: Db
	redis: SharedRedis | null
	bus: OutcomeBus
	notifier: Notifier
	logger: Logger
	/** How often to look (default: a twentieth of the window, between 0.2 and 5 s). */
	lookMs?: number
	now?: () => number
}) {
	const { settings, db, logger } = options
	const now = options.now ?? Date.now
	const lookMs = options.lookMs ?? Math.min(5000, Math.max(200, Math.round(settings.windowMs / 20)))
	// Three looks without a confirmation: every replica has looked at least once since.
	const quietMs = 3 * lookMs
	const clearBelow = settings.threshold / 2
	const window: RefusalWindow = options.redis
		? redisWindow(options.redis, settings.windowMs, { logger, now })
		: memoryWindow(settings.windowMs, now)
	const store = alertStore(db, REFUSAL_ALERT)
	const unsubscribe = options.bus.subscribe((outcome) => window.add(outcome))
	let last: AlertLook = { active: false, share: 0, calls: 0, refusals: 0 }
	let timer: ReturnType<typeof setInterval> | null = null
	let looking: Promise<'fired' | 'cleared' | null> | null = null

	function detailOf(state: 'fired' | 'cleared', totals: WindowTotals, share: number, since: Date, at: Date) {
		const base = {
			kind: REFUSAL_ALERT,
			state,
			share: Math.round(share * 10_000) / 10_000,
			calls: totals.calls,
			refusals: totals.refusals,
			windowMinutes: settings.windowMs / 60_000,
			threshold: settings.threshold,
			clearBelow,
			since: since.toISOString(),
			at: at.toISOString(),
			paths: totals.paths.filter((p) => p.refusals > 0).slice(0, 20),
			dashboardUrl: options.dashboardUrl,
		} satisfies Omit<AlertDetail, 'text'>
		return { ...base, text: summary(base) }
	}

	/** Logs the change first (the banner shows it at once), then sends, then keeps what was sent. */
	async function announce(detail: AlertDetail): Promise<void> {
		logger.warn(detail.state === 'fired' ? 'refusal alert fired' : 'refusal alert cleared', {
			share: detail.share,
			calls: detail.calls,
			refusals: detail.refusals,
		})
		const [row] = await db
			.insert(alertEvents)
			.values({
				at: new Date(detail.at),
				kind: detail.kind,
				state: detail.state,
				detail: JSON.stringify(detail),
				email: 'pending',
				webhook: 'pending',
			})
			.returning({ id: alertEvents.id })
		const sent = await options.notifier.notify(detail)
		if (row) await db.update(alertEvents).set(sent).where(eq(alertEvents.id, row.id))
	}

	async function judge(): Promise<'fired' | 'cleared' | null> {
		const totals = await window.totals()
		const share = totals.calls ? totals.refusals / totals.calls : 0
		const state = await store.read()
		last = { active: state.active, share, calls: totals.calls, refusals: totals.refusals }
		if (totals.calls < settings.minCalls) return null
		const at = new Date(now())
		if (!state.active && share >= settings.threshold) {
			if (!(await store.fire(at))) return null
			last.active = true
			await announce(detailOf('fired', totals, share, at, at))
			return 'fired'
		}
		if (!state.active) return null
		if (share >= clearBelow) {
			await store.confirm(at)
			return null
		}
		const since = await store.clear(at, quietMs)
		if (!since) return null
		last.active = false
		await announce(detailOf('cleared', totals, share, since, at))
		return 'cleared'
	}

	/** One look now (the timer's, and tests'); never two at once in this replica; never throws. */
	function check(): Promise<'fired' | 'cleared' | null> {
		if (looking) return looking
		looking = judge()
			.catch((error: unknown) => {
				logger.error('refusal alert check failed', { error: String(error) })
				return null
			})
			.finally(() => {
				looking = null
			})
		return looking
	}

	return {
		check,
		start() {
			if (timer) return
			timer = setInterval(() => void check(), lookMs)
			timer.unref?.()
		},
		/** What the last look saw. */
		look: (): AlertLook => last,
		/** The window now, per path and egress (the admin's "which way to YouTube works"). */
		async window(): Promise<WindowNow> {
			const totals = await window.totals()
			return {
				...totals,
				from: new Date(windowStart(settings.windowMs, now())).toISOString(),
				minutes: settings.windowMs / 60_000,
				threshold: settings.threshold,
			}
		},
		async stop(): Promise<void> {
			if (timer) clearInterval(timer)
			timer = null
			unsubscribe()
			await looking
		},
	}
}

export type RefusalAlert = ReturnType<typeof createRefusalAlert>

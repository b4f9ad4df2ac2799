import { sql } from 'drizzle-orm'
import type { AlertLook } from '../alerts/refusal-alert.server'
import type { BuildInfo } from '../core/build-info'
import type { Db } from '../db/client.server'
import { contactMessages } from '../db/schema'
import type { OutcomeBus } from '../youtube/upstream-outcomes.server'
import { type Family, labeledCounter, type Sample } from './exposition'

/** A queue's depth now: `queue` names it, `state` says running or waiting. */
export type QueueSample = { queue: string; state: 'running' | 'waiting'; value: number }

/**
 * What /metrics shows (clarifications): counters since this process started (requests
 * by status class, tool calls by outcome, requests to YouTube by path, egress and outcome), gauges
 * read at the scrape (queue depths, the refusal alert), and the contact outbox's delivery states,
 * read from the database and so the same on every replica. Counters are per replica: scrape each
 * one (README, "Metrics").
 */
export function createMetrics(options: {
	db: Db
	bus: OutcomeBus
	queues: () => QueueSample[]
	alert: () => AlertLook
	build: BuildInfo
}) {
	// Requests by status class (1…5): counted on every answer, so a plain map of numbers rather than
	// labeledCounter's key building (a cached page's whole cost is a few µs).
	const requests = new Map<number, number>()
	const tools = labeledCounter(['tool', 'outcome'] as const)
	const youtube = labeledCounter(['path', 'egress', 'outcome'] as const)
	options.bus.subscribe(({ path, egress, outcome }) => youtube.inc({ path, egress, outcome }))

	async function outboxSamples(): Promise<{ delivery: Sample[]; spam: number }> {
		const m = contactMessages
		const rows = await options.db
			.select({ delivery: m.delivery, spam: m.spam, count: sql<number>`count(*)` })
			.from(m)
			.groupBy(m.delivery, m.spam)
		const delivery = new Map<string, number>()
		let spam = 0
		for (const row of rows) {
			if (row.spam) spam += Number(row.count)
			else delivery.set(row.delivery, (delivery.get(row.delivery) ?? 0) + Number(row.count))
		}
		// Every state, zero included: a series that appears only when non-zero cannot be alerted on.
		for (const state of ['pending', 'sent', 'failed', 'not_configured']) delivery.set(state, delivery.get(state) ?? 0)
		return { delivery: [...delivery].map(([state, value]) => ({ labels: { delivery: state }, value })), spam }
	}

	return {
		/** One answered request (not /metrics itself: a scraper's visits are not traffic). */
		request(status: number): void {
			const statusClass = Math.floor(status / 100)
			requests.set(statusClass, (requests.get(statusClass) ?? 0) + 1)
		},
		/** One tool call and its outcome (`ok` or the error code), as tool-usage.server.ts counts it. */
		toolCall(tool: string, outcome: string): void {
			tools.inc({ tool, outcome })
		},
		async families(): Promise<Family[]> {
			const outbox = await outboxSamples()
			const alert = options.alert()
			const queues = options.queues()
			return [
				{
					// The usual info metric: always 1, the labels say what runs (join on it to split any series by release).
					name: 'tubekit_build_info',
					help: 'The release this replica runs: its version (package.json) and the commit it was built from.',
					type: 'gauge',
					samples: [{ labels: { version: options.build.version, commit: options.build.commit }, value: 1 }],
				},
				{
					name: 'tubekit_http_requests_total',
					help: 'HTTP requests answered by this replica since it started, by status class.',
					type: 'counter',
					samples: [...requests].map(([c, value]) => ({ labels: { class: `${c}xx` }, value })),
				},
				{
					name: 'tubekit_tool_calls_total',
					help: 'Tool calls on this replica since it started, by tool and outcome (ok or the error code).',
					type: 'counter',
					samples: tools.samples(),
				},
				{
					name: 'tubekit_youtube_requests_total',
					help: 'Requests to YouTube from this replica since it started, by path, egress and outcome (ok, refused, failed).',
					type: 'counter',
					samples: youtube.samples(),
				},
				{
					name: 'tubekit_queue_depth',
					help: 'Work in the queues of this replica now: the hashtag model, the browser workers, the batches.',
					type: 'gauge',
					samples: queues.map(({ queue, state, value }) => ({ labels: { queue, state }, value })),
				},
				{
					name: 'tubekit_contact_messages',
					help: 'Contact messages (not spam) by delivery state, in the database shared by all replicas.',
					type: 'gauge',
					samples: outbox.delivery,
				},
				{
					name: 'tubekit_contact_messages_spam',
					help: 'Contact messages kept apart as spam (never mailed), in the database.',
					type: 'gauge',
					samples: [{ value: outbox.spam }],
				},
				{
					name: 'tubekit_youtube_refusal_share',
					help: 'Refused share of the requests to YouTube in the refusal alert window, at its last look.',
					type: 'gauge',
					samples: [{ value: alert.share }],
				},
				{
					name: 'tubekit_youtube_refusal_alert_active',
					help: 'Whether the refusal alert is on (1) or off (0), at its last look.',
					type: 'gauge',
					samples: [{ value: alert.active ? 1 : 0 }],
				},
			]
		},
	}
}

export type Metrics = ReturnType<typeof createMetrics>

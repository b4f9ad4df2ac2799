import type { PathCount } from './refusal-window'

/** The one kind of alert today: YouTube refusing this server. */
export const REFUSAL_ALERT = 'youtubeRefusals'

/** What an alert event says, kept as `alert_events.detail` and sent as the webhook's body. */
export interface AlertDetail {
	kind: string
	state: 'fired' | 'cleared'
	/**
	 * Refused ÷ all calls to YouTube in the window (0–1): a tool call counts once per path and egress
	 * it used; a refusal includes no answer at all (refusal-window.ts).
	 */
	share: number
	calls: number
	refusals: number
	windowMinutes: number
	/** The share that fires the alert (0–1). */
	threshold: number
	/** The share under which it clears (0–1). */
	clearBelow: number
	/** When the incident began (ISO). */
	since: string
	/** When this event happened (ISO). */
	at: string
	/** Paths and egresses that were refused in the window, most refusals first. */
	paths: PathCount[]
	dashboardUrl: string
	/** One line for chat webhooks that show `text` (Slack, Mattermost). */
	text: string
}

const percent = (share: number) => `${Math.round(share * 100)}%`
const minutes = (m: number) => (m === 1 ? '1 minute' : `${Number(m.toFixed(2))} minutes`)

function duration(ms: number): string {
	const m = Math.round(ms / 60_000)
	if (m < 1) return 'under a minute'
	if (m < 120) return m === 1 ? '1 minute' : `${m} minutes`
	return `${Math.round(m / 60)} hours`
}

/** The one-line summary: the webhook's `text`, the banner's sentence. */
export function summary(d: Omit<AlertDetail, 'text'>): string {
	return d.state === 'fired'
		? `YouTube refused ${d.refusals} of ${d.calls} calls from this server in the last ${minutes(d.windowMinutes)} (${percent(d.share)}, alert at ${percent(d.threshold)}).`
		: `YouTube answers this server again: ${d.refusals} of ${d.calls} calls refused in the last ${minutes(d.windowMinutes)} (${percent(d.share)}, under ${percent(d.clearBelow)}).`
}

/** The alert mail: plain English text, for the operator (the admin area is English). */
export function alertMail(d: AlertDetail): { subject: string; text: string } {
	const refusing = d.paths.filter((p) => p.refusals > 0)
	const lines = refusing.map((p) => `  ${p.path} via ${p.egress}: ${p.refusals} of ${p.calls} refused`)
	if (d.state === 'fired') {
		return {
			subject: `[Tubekit] YouTube is refusing this server (${percent(d.share)} of calls)`,
			text: [
				d.text,
				'',
				'Refused by path and egress:',
				...(lines.length ? lines : ['  (none named)']),
				'',
				`Since: ${d.since}`,
				`Dashboard: ${d.dashboardUrl}`,
				'',
				`You get one more message when the share falls under ${percent(d.clearBelow)}; nothing else is sent for this incident.`,
				'Visitors may see "YouTube refused" errors meanwhile. An outbound proxy (OUTBOUND_PROXY) or the browser worker can help; see the README.',
			].join('\n'),
		}
	}
	return {
		subject: '[Tubekit] Cleared: YouTube answers this server again',
		text: [
			d.text,
			'',
			`The incident began at ${d.since} and lasted ${duration(Date.parse(d.at) - Date.parse(d.since))}.`,
			...(lines.length ? ['', 'Still refused by path and egress:', ...lines] : []),
			'',
			`Dashboard: ${d.dashboardUrl}`,
		].join('\n'),
	}
}

import type { Logger } from '../core/logger'
import { type AlertDetail, alertMail } from './message'

/** What became of one channel: the values of `alert_events.email` and `.webhook`. */
export type Delivery = 'sent' | 'failed' | 'not_configured'

/** The webhook gets this long (connection and answer) before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 5000

/** Sends a mail through the contact outbox's SMTP transport; false when SMTP is not configured. */
export type SendMail = (mail: { to: string; subject: string; text: string }) => Promise<boolean>

/** The operator's origin only: a webhook's path or query often is its secret (Slack, Discord). */
const originOf = (url: string) => {
	try {
		return new URL(url).origin
	} catch {
		return 'webhook'
	}
}

/**
 * Tells the operator by e-mail and webhook, each once, and says what became of each; never throws
 * (an alert runs on a timer, never inside a visitor's request). The webhook is the operator's own
 * URL (ALERT_WEBHOOK_URL), so it is the one outbound call here that is not to YouTube: no visitor
 * request ever triggers it, it goes direct (OUTBOUND_PROXY is for YouTube only), and a redirect is
 * not followed (the operator named this URL, not another).
 */
export function createNotifier(options: {
	email: string | null
	webhookUrl: string | null
	sendMail: SendMail
	logger: Logger
	timeoutMs?: number
}) {
	async function mail(detail: AlertDetail): Promise<Delivery> {
		if (!options.email) return 'not_configured'
		try {
			const sent = await options.sendMail({ to: options.email, ...alertMail(detail) })
			return sent ? 'sent' : 'not_configured'
		} catch (error) {
			options.logger.warn('alert mail failed', { kind: detail.kind, state: detail.state, error: String(error) })
			return 'failed'
		}
	}

	async function webhook(detail: AlertDetail): Promise<Delivery> {
		if (!options.webhookUrl) return 'not_configured'
		const target = originOf(options.webhookUrl)
		try {
			const answer = await fetch(options.webhookUrl, {
				method: 'POST',
				headers: { 'content-type': 'application/json', 'user-agent': 'Tubekit-Alert/1' },
				body: JSON.stringify(detail),
				redirect: 'manual',
				signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
			})
			await answer.body?.cancel()
			if (answer.ok) return 'sent'
			options.logger.warn('alert webhook refused', { kind: detail.kind, target, status: answer.status })
			return 'failed'
		} catch (error) {
			options.logger.warn('alert webhook failed', { kind: detail.kind, target, error: String(error) })
			return 'failed'
		}
	}

	return {
		async notify(detail: AlertDetail): Promise<{ email: Delivery; webhook: Delivery }> {
			const [email, hook] = await Promise.all([mail(detail), webhook(detail)])
			return { email, webhook: hook }
		},
	}
}

export type Notifier = ReturnType<typeof createNotifier>

import type { Locale } from '../i18n/locales'
import { postJson, ToolRequestError, toolRequestError } from '../tools/shared/api-client'

/**
 * How long the form waits before sending a message again after the load balancer or the network
 * failed it: one wait per resend. A replica that died under the post is out of the balancer's
 * rotation within these (deploy/scaled/Caddyfile checks every second).
 */
export const RESEND_DELAYS_MS = [1000, 2000] as const

/**
 * One attempt not answered in this time counts as no answer, and is sent again: a replica frozen
 * with the post in hand never answers, and the balancer waits as long as the visitor does. Storing
 * a message takes milliseconds; the form's own deadline (30 s) still bounds the whole send.
 */
export const ATTEMPT_TIMEOUT_MS = 10_000

/** A failure that says nothing about the message: no answer, or the load balancer's 502/503/504. */
const resendable = (status: number) => status === 0 || status === 502 || status === 503 || status === 504

/**
 * Sends a contact message as the contact form does (POST /api/contact) and resolves once it is
 * stored. No answer, or a 502/503/504 (a replica gone under the post: the load balancer's own
 * answers; the API's own refusals are 4xx), sends the same body again after a short wait, at most
 * RESEND_DELAYS_MS.length times: its submission id lets the server recognise a post it already
 * stored (decision 5), and such a resend spends no rate-limit budget. An attempt unanswered after
 * ATTEMPT_TIMEOUT_MS is no answer. Anything else throws the ToolRequestError the form shows; so
 * does the last failure, and `signal` aborting ends the send.
 * @example await sendContactMessage('/api/contact', { ...fields, submission_id }, 'en', AbortSignal.timeout(30_000))
 */
export async function sendContactMessage(
	url: string,
	body: Record<string, string> & { submission_id: string },
	locale: Locale,
	signal: AbortSignal,
	delays: readonly number[] = RESEND_DELAYS_MS,
): Promise<void> {
	for (let attempt = 0; ; attempt++) {
		let error: ToolRequestError
		const one = attemptSignal(signal, ATTEMPT_TIMEOUT_MS)
		try {
			const response = await postJson(url, body, locale, one.signal)
			if (response.ok) {
				// Read to the end (the answer is `{ ok: true }`), as any API answer the page gets.
				await response.text()
				return
			}
			error = await toolRequestError(response)
		} catch (thrown) {
			if (signal.aborted) throw thrown
			if (thrown instanceof ToolRequestError) error = thrown
			else if (one.signal.aborted)
				error = new ToolRequestError({ status: 0, code: 'network', params: {} }, '0: no answer')
			else throw thrown
		} finally {
			one.done()
		}
		const delay = delays[attempt]
		if (delay === undefined || !resendable(error.info.status)) throw error
		await wait(delay, signal)
	}
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
	return new Promise((resolve, reject) => {
		if (signal.aborted) return reject(signal.reason)
		const timer = setTimeout(() => {
			signal.removeEventListener('abort', abort)
			resolve()
		}, ms)
		const abort = () => {
			clearTimeout(timer)
			reject(signal.reason)
		}
		signal.addEventListener('abort', abort, { once: true })
	})
}

/**
 * A signal that aborts with `outer` or after `ms`, whichever comes first (AbortSignal.any is
 * missing from browsers older than 2024); done() lets go of the timer and the listener.
 */
function attemptSignal(outer: AbortSignal, ms: number): { signal: AbortSignal; done(): void } {
	const controller = new AbortController()
	const abort = () => controller.abort(outer.reason)
	const timer = setTimeout(() => controller.abort(new DOMException('no answer', 'TimeoutError')), ms)
	if (outer.aborted) abort()
	else outer.addEventListener('abort', abort, { once: true })
	return {
		signal: controller.signal,
		done() {
			clearTimeout(timer)
			outer.removeEventListener('abort', abort)
		},
	}
}

/**
 * The spam signals of one contact message. Only the honeypot is certain: the
 * field is hidden from people, so a filled one is a bot, kept apart and never mailed unless the
 * admin releases it. Speed and links are weak: a person who autofills or pastes sends in a
 * second, and a support question may quote many links. They only mark a message as suspected,
 * which is still mailed (marked) and counted for review: a person is never silently dropped.
 */

/** A form sent faster than this after it was shown is suspected (only when the form says when). */
export const MIN_FILL_MS = 3000
/** More links than this in one message: suspected. */
export const MAX_LINKS = 5

export interface SpamSignals {
	/** The honeypot was filled: certainly a bot. */
	spam: boolean
	/** The weak signals that fired, in words for the admin ('; '-separated), or null. */
	suspect: string | null
}

export function spamSignals(
	input: { website?: string; form_started?: string | number; message: string },
	now = Date.now(),
): SpamSignals {
	const reasons: string[] = []
	const started = Number(input.form_started)
	if (input.form_started !== undefined && Number.isFinite(started)) {
		// The time comes from the visitor's clock: one running ahead of ours looks like "too fast".
		const ms = now - started
		if (ms < 0) reasons.push(`form shown ${(-ms / 1000).toFixed(1)} s in the future (the sender's clock may be ahead)`)
		else if (ms < MIN_FILL_MS) {
			reasons.push(`sent ${(ms / 1000).toFixed(1)} s after the form was shown (under ${MIN_FILL_MS / 1000} s)`)
		}
	}
	const links = input.message.match(/https?:\/\//gi)?.length ?? 0
	if (links > MAX_LINKS) reasons.push(`${links} links (more than ${MAX_LINKS})`)
	return { spam: Boolean(input.website?.trim()), suspect: reasons.length ? reasons.join('; ') : null }
}

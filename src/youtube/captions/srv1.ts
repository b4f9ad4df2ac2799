/**
 * srv1, timedtext's default body (no `fmt=`; docs/youtube-data.md §2.2):
 * `<transcript><text start="0.56" dur="5.799">…</text>…</transcript>`. Times are decimal
 * seconds, and the text is HTML escaped inside XML (`&amp;#39;`), which normaliseCueText undoes.
 */
import { YouTubeError } from '../errors'
import { type Cue, makeCue } from './cue'
import { rootElementName, xmlElements } from './xml'

/** Decimal seconds to whole milliseconds; a missing or broken value counts as 0, as ytta reads a missing `dur`. */
function secondsToMs(value: string | undefined): number {
	const seconds = Number(value)
	return Number.isFinite(seconds) ? seconds * 1000 : 0
}

/**
 * The cues of an srv1 body: any `<text>` element anywhere, attributes in any order and quoting.
 * @example parseSrv1('<transcript><text start="1.5" dur="2">Hi</text></transcript>') // [{ startMs: 1500, durationMs: 2000, text: 'Hi' }]
 */
export function parseSrv1(body: string): Cue[] {
	if (rootElementName(body) !== 'transcript') throw new YouTubeError('upstreamError', 'srv1: no <transcript> root')
	const cues: Cue[] = []
	for (const { attributes, inner } of xmlElements(body, 'text')) {
		const cue = makeCue(secondsToMs(attributes.start), secondsToMs(attributes.dur), inner)
		if (cue) cues.push(cue)
	}
	return cues
}

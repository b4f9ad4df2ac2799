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
 * The cues of an srv1 body: one pass over it when it is exactly in the shape YouTube writes (readSrv1Fast), else
 * the general XML reading.
 * @example parseSrv1('<transcript><text start="1.5" dur="2">Hi</text></transcript>') // [{ startMs: 1500, durationMs: 2000, text: 'Hi' }]
 */
export function parseSrv1(body: string): Cue[] {
	if (rootElementName(body) !== 'transcript') throw new YouTubeError('upstreamError', 'srv1: no <transcript> root')
	return readSrv1Fast(body) ?? readSrv1(body)
}

/** The general path: any `<text>` element anywhere, attributes in any order and quoting. */
export function readSrv1(body: string): Cue[] {
	const cues: Cue[] = []
	for (const { attributes, inner } of xmlElements(body, 'text')) {
		const cue = makeCue(secondsToMs(attributes.start), secondsToMs(attributes.dur), inner)
		if (cue) cues.push(cue)
	}
	return cues
}

/** An optional BOM and XML declaration, then `<transcript>`: no other markup before the first cue. */
const FAST_HEAD = /\ufeff?\s*(?:<\?xml[^<>]*\?>\s*)?<transcript>\s*/y
/**
 * One cue as YouTube writes it (issue 18, item 4): `start` then `dur`, double-quoted plain decimals, text without
 * markup. On these the general path's attribute and element patterns find exactly the same values and text.
 */
const FAST_TEXT = /<text start="([\d.]+)" dur="([\d.]+)">([^<]*)<\/text>\s*/y
const FAST_TAIL = /<\/transcript>\s*$/y

/**
 * The cues of a body that is exactly head, cues and `</transcript>` (the peer library's one-regex reading, kept
 * strict), or null for anything else — another attribute, single quotes, a self-closed or empty-text element, a
 * comment — which readSrv1 reads instead. The cues are readSrv1's (srv1.test.ts holds the two together).
 */
export function readSrv1Fast(body: string): Cue[] | null {
	FAST_HEAD.lastIndex = 0
	if (!FAST_HEAD.test(body)) return null
	const cues: Cue[] = []
	FAST_TEXT.lastIndex = FAST_HEAD.lastIndex
	let end = FAST_TEXT.lastIndex
	for (let match = FAST_TEXT.exec(body); match !== null; match = FAST_TEXT.exec(body)) {
		const cue = makeCue(secondsToMs(match[1]), secondsToMs(match[2]), match[3] as string)
		if (cue) cues.push(cue)
		end = FAST_TEXT.lastIndex
	}
	FAST_TAIL.lastIndex = end
	return FAST_TAIL.test(body) ? cues : null
}

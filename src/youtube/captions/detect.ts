/**
 * One entry point for caption bodies: picks the parser from `fmt=` when the caller knows it,
 * else from the body's first bytes. An empty (or whitespace-only) body is YouTube's answer to
 * a PO-token-gated URL fetched without a token, HTTP 200 and no text (docs/youtube-data.md §2.4,
 * "The PO-token wall"), so it is tokenRequired and never "no captions".
 */
import { YouTubeError } from '../errors'
import type { Cue } from './cue'
import { parseJson3 } from './json3'
import { parseSrv1 } from './srv1'
import { parseSrv3 } from './srv3'
import { parseTtml } from './ttml'
import { parseVtt } from './vtt'
import { rootElementName } from './xml'

export type CaptionFormat = 'srv1' | 'srv3' | 'json3' | 'vtt' | 'ttml'

const PARSERS: Record<CaptionFormat, (body: string) => Cue[]> = {
	srv1: parseSrv1,
	srv3: parseSrv3,
	json3: parseJson3,
	vtt: parseVtt,
	ttml: parseTtml,
}

/** A Map, not an object literal, so a `<constructor>` root cannot pick up Object.prototype. */
const XML_ROOTS = new Map<string, CaptionFormat>([
	['transcript', 'srv1'],
	['timedtext', 'srv3'],
	['tt', 'ttml'],
])

/**
 * The format a body is written in, or null (an HTML error page, plain text, an unknown root).
 * @example detectCaptionFormat('WEBVTT\nKind: captions\n') // 'vtt'
 */
export function detectCaptionFormat(body: string): CaptionFormat | null {
	const start = body.replace(/^\ufeff/, '').trimStart()
	if (start.startsWith('{')) return 'json3'
	if (/^WEBVTT(?:[ \t\r\n]|$)/.test(start)) return 'vtt'
	const root = rootElementName(start)
	return root === null ? null : (XML_ROOTS.get(root) ?? null)
}

/**
 * The cues of a timedtext body in document order, blank cues dropped.
 * @throws YouTubeError tokenRequired for an empty body; upstreamError for a body that is not
 *   (or, with `format`, not in) a known caption format.
 * @example parseCaptions(await response.text(), 'json3')
 */
export function parseCaptions(body: string, format?: CaptionFormat): Cue[] {
	if (body.trim() === '') throw new YouTubeError('tokenRequired', 'empty caption body (HTTP 200 without text)')
	const chosen = format ?? detectCaptionFormat(body)
	if (chosen === null)
		throw new YouTubeError('upstreamError', `unknown caption format: ${JSON.stringify(body.slice(0, 40))}`)
	if (cutShort(body)) throw new YouTubeError('upstreamError', `${chosen} captions cut short: no end tag of the root`)
	return PARSERS[chosen](body)
}

/**
 * An XML body (srv1, srv3, TTML) that stops before its root's end tag was cut on the way (a
 * dropped connection behind a proxy): its cues would pass for the whole text, so it is refused
 * like any broken answer. JSON cannot be cut unnoticed; WebVTT has no end to miss.
 */
function cutShort(body: string): boolean {
	const root = rootElementName(body)
	if (root === null) return false
	const name = root.replace(/[.]/g, '\\.')
	return !new RegExp(`(?:</${name}\\s*>|<${name}(?:\\s[^>]*)?/>)\\s*$`).test(body)
}

/**
 * TTML (`fmt=ttml`, NewPipe's default): `<tt><head>…</head><body><div><p begin="00:00:00.080"
 * end="00:00:06.400" style="s2">…</p>`, with `<br/>` for a line break and `&#39;` entities.
 * Every `<p>` with text is a cue; a raw newline inside one is XML source formatting, not a break. Auto-generated tracks overlap (each `end` is the `begin` two
 * cues later), which is kept as is.
 */
import { YouTubeError } from '../errors'
import { type Cue, makeCue } from './cue'
import { rootElementName, xmlElements } from './xml'

const OFFSET_UNITS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 }

/**
 * A TTML time expression in milliseconds: clock time `hh:mm:ss(.fff)` as YouTube writes it, or
 * an offset `12.5s`/`400ms`/`2m`/`1h`. Frame and tick forms need the document's rates, which
 * YouTube never sets, so they count as missing (NaN).
 */
export function ttmlTimeMs(value: string | undefined): number {
	const text = value?.trim() ?? ''
	const clock = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(text)
	if (clock) return (Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3])) * 1000
	const offset = /^(\d+(?:\.\d+)?)(h|ms|m|s)$/.exec(text)
	if (offset) return Number(offset[1]) * (OFFSET_UNITS[offset[2] ?? ''] ?? Number.NaN)
	return Number.NaN
}

export function parseTtml(body: string): Cue[] {
	if (rootElementName(body) !== 'tt') throw new YouTubeError('upstreamError', 'ttml: no <tt> root')
	// `<p>` belongs to the body; the head holds only styling and layout.
	const start = body.search(/<body(?=[\s/>])/)
	const cues: Cue[] = []
	for (const { attributes, inner } of xmlElements(start === -1 ? body : body.slice(start), 'p')) {
		const begin = ttmlTimeMs(attributes.begin)
		const end = ttmlTimeMs(attributes.end)
		const duration = Number.isFinite(end) ? end - begin : ttmlTimeMs(attributes.dur)
		const cue = makeCue(begin, duration, inner, 'space')
		if (cue) cues.push(cue)
	}
	return cues
}

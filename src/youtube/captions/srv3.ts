/**
 * srv3 (`fmt=srv3`, what ANDROID baseUrls ask for): `<timedtext format="3"><head>…</head><body>`
 * with `<p t="ms" d="ms">`, optionally split into per-word `<s t="offset">` segments. `<w>`
 * window records and `<p>` that hold only a newline (the roll-up append, `a="1"`) carry no text
 * and are dropped. No full real body is recorded yet (captions MANIFEST "Still missing"), so this
 * follows the shape yt-dlp and the test excerpts show.
 */
import { YouTubeError } from '../errors'
import { type Cue, makeCue } from './cue'
import { rootElementName, xmlElements } from './xml'

export function parseSrv3(body: string): Cue[] {
	if (rootElementName(body) !== 'timedtext') throw new YouTubeError('upstreamError', 'srv3: no <timedtext> root')
	const cues: Cue[] = []
	for (const { attributes, inner } of xmlElements(body, 'p')) {
		// Number(undefined) is NaN, which makeCue reads as 0: a missing `d` is a zero duration.
		const cue = makeCue(Number(attributes.t), Number(attributes.d), inner)
		if (cue) cues.push(cue)
	}
	return cues
}

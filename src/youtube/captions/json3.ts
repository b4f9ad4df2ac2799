/**
 * json3 (`fmt=json3`): `{"wireMagic":"pb3","events":[{tStartMs,dDurationMs,segs:[{utf8}]}]}`.
 * A cue is an event whose `segs[].utf8`, joined, is not blank. That one rule drops the window
 * records (`id`/`wpWinPosId`/`wsWinStyleId`, no `segs`) and the auto-generated roll-up appends
 * (`aAppend:1` with a single "\n" seg). Segs are joined without a separator because each word
 * seg brings its own leading space (" are"). Missing numbers read as 0, protobuf's default: two
 * append events of the recorded 2020 body have no `dDurationMs`.
 */
import { YouTubeError } from '../errors'
import { isObject, jsonObject, list, num } from '../parse/json-read'
import { type Cue, makeCue } from './cue'

function segsText(segs: unknown[]): string {
	let text = ''
	for (const seg of segs) if (isObject(seg) && typeof seg.utf8 === 'string') text += seg.utf8
	return text
}

/** The cues of a json3 body. */
export function parseJson3(body: string): Cue[] {
	const root = jsonObject(body, 'json3 captions')
	if (!Array.isArray(root.events)) throw new YouTubeError('upstreamError', 'json3 captions: no events array')
	const cues: Cue[] = []
	for (const event of root.events) {
		if (!isObject(event) || !Array.isArray(event.segs)) continue
		const cue = makeCue(num(event.tStartMs) ?? 0, num(event.dDurationMs) ?? 0, segsText(list(event.segs)))
		if (cue) cues.push(cue)
	}
	return cues
}

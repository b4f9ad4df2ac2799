/**
 * A recorded json3 caption body made longer (issue 18, item 4): its events repeated with shifted times, so the
 * cues are as real as the recording's and only their number grows, written in YouTube's layout as the recording is
 * (so it takes the same fast scan). The transcript bench and the formatter's
 * tests measure and check the 10× case with the same body.
 * @example parseCaptions(repeatedJson3(fixtureText('captions/vanessa-live-y2bcaptions.en.asr.json3'), 10))
 */
import { youtubeJson3 } from './json3-layout'

export function repeatedJson3(body: string, times: number): string {
	const json = JSON.parse(body) as { events: { tStartMs?: number; dDurationMs?: number }[] }
	const span = Math.max(...json.events.map((e) => (e.tStartMs ?? 0) + (e.dDurationMs ?? 0)))
	const events = Array.from({ length: times }, (_, copy) =>
		json.events.map((e) => ({ ...e, tStartMs: (e.tStartMs ?? 0) + copy * span })),
	).flat()
	return youtubeJson3({ ...json, events })
}

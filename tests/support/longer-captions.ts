/**
 * A recorded json3 caption body made longer: its events repeated with shifted times, so the cues are as real as the
 * recording's and only their number grows. The transcript bench and the formatter's tests use the same 10× body.
 * @example parseCaptions(repeatedJson3(fixtureText('captions/vanessa-live-y2bcaptions.en.asr.json3'), 10))
 */
export function repeatedJson3(body: string, times: number): string {
	const json = JSON.parse(body) as { events: { tStartMs?: number; dDurationMs?: number }[] }
	const span = Math.max(...json.events.map((e) => (e.tStartMs ?? 0) + (e.dDurationMs ?? 0)))
	const events = Array.from({ length: times }, (_, copy) =>
		json.events.map((e) => ({ ...e, tStartMs: (e.tStartMs ?? 0) + copy * span })),
	).flat()
	return JSON.stringify({ ...json, events }, null, 2)
}

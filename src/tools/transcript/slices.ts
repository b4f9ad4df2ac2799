/**
 * A long transcript's paragraphs in slices, built as the page asks for them (TranscriptView.tsx). A result that
 * arrives on a live page shows FIRST_SLICE paragraphs with its first paint and SLICE more per later task: building
 * a live stream's every paragraph before the first paint was 17–22 ms of a phone's main thread (CPU ×4) for the
 * largest recording and 53–73 ms for its 10× copy, in a journey whose goal is the first paint
 * (bench/tool-journeys.ts).
 */
import type { Chapter } from '../../youtube/parse/chapters'
import type { TranscriptCue } from './format'
import type { Paragraph } from './readable'
import { type Passage, passagesOf } from './sections'

/**
 * Paragraphs of a result that arrives on a live page rendered with it: more than a screenful (a paragraph is two
 * lines or more, and the text starts below the controls), so the visitor sees the start at once.
 */
export const FIRST_SLICE = 20
/**
 * Paragraphs added per later task, after the first slice is painted: a live stream's hundreds of paragraphs built
 * in one task held the first paint back (bench/tool-journeys.ts), and one slice is a short task even on a slow
 * phone, so typing and scrolling stay responsive meanwhile.
 */
export const SLICE = 60

/** Paragraphs `from`, `from + 1`… of the readable text with their chapters; final once built. */
export interface Slice {
	from: number
	passages: Passage[]
}

/** What has been built so far: the slices, their paragraphs in one list, and whether that is every paragraph. */
export interface SlicesSoFar {
	slices: Slice[]
	paragraphs: Paragraph[]
	complete: boolean
}

/**
 * The readable text of `cues` under `chapters`, sliced: [0, FIRST_SLICE), then SLICE at a time, so a slice keeps
 * its bounds as more are added and is rendered once.
 * @example sliceReader(cues, []).read(FIRST_SLICE) // { slices: [{ from: 0, passages: [20 passages] }], complete: false, … }
 */
export function sliceReader(cues: readonly TranscriptCue[], chapters: readonly Chapter[]) {
	const source = passagesOf(cues, chapters)
	const slices: Slice[] = []
	const paragraphs: Paragraph[] = []
	// One passage read ahead: whether the text is complete is known with its last slice, not a task later.
	let ahead = source.next()
	return {
		/** The slices holding at least the first `count` paragraphs (every one, for Infinity). */
		read(count: number): SlicesSoFar {
			while (!ahead.done && paragraphs.length < count) {
				const slice: Slice = { from: paragraphs.length, passages: [] }
				const size = slice.from === 0 ? FIRST_SLICE : SLICE
				while (!ahead.done && slice.passages.length < size) {
					slice.passages.push(ahead.value)
					paragraphs.push(ahead.value.paragraph)
					ahead = source.next()
				}
				slices.push(slice)
			}
			return { slices: [...slices], paragraphs: [...paragraphs], complete: ahead.done === true }
		},
	}
}

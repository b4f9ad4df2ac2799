/**
 * WebVTT (`fmt=vtt`). Blocks are separated by empty lines; a block is a cue when it has a
 * `start --> end [settings]` line, optionally after an identifier line. Everything else is skipped:
 * the header (`Kind:`, `Language:`, and the 2018-era `Style:` with `::cue(…)` CSS and `##`, all
 * before the first empty line), `STYLE`, `NOTE` and `REGION` blocks.
 *
 * Auto-generated tracks are written for a two-row roll-up display, and every spoken line shows
 * up twice: first as the second row of a word-timed block (inline `<00:00:04.170><c> word</c>`),
 * then as the first row of the next blocks (a 10 ms copy with a blank second row, then the next
 * word-timed block). So in a body with inline timestamps, a first row that repeats the line already
 * on screen is dropped; the 10 ms copies are then blank and vanish like any blank cue. This keeps
 * one cue per spoken line with that line's own start and end, and never drops text that is not a
 * repeat (a one-word line has no inline timestamp but is still new speech). Uploaded tracks have
 * no inline timing and every block is a cue, all rows joined.
 */
import { YouTubeError } from '../errors'
import { type Cue, makeCue, normaliseCueText } from './cue'

/** `hh:mm:ss.mmm` or `mm:ss.mmm` (hours may have more digits); `,` is tolerated as in SRT. */
const TIME = String.raw`(?:(\d+):)?(\d{2}):(\d{2})[.,](\d{3})`
const TIMING_LINE = new RegExp(String.raw`^\s*${TIME}\s+-->\s+${TIME}(?:\s.*)?$`)
const INLINE_TIMESTAMP = /<\d+(?::\d{2}){1,2}[.,]\d{3}>/

interface Block {
	startMs: number
	endMs: number
	lines: string[]
}

function timeMs(hours: string | undefined, minutes: string, seconds: string, millis: string): number {
	return ((Number(hours ?? 0) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis)
}

/** The cue blocks in order; blocks without a valid timing line are not cues. */
function cueBlocks(body: string): Block[] {
	const blocks: Block[] = []
	for (const chunk of body.split(/\n{2,}/)) {
		const lines = chunk.split('\n')
		const index = lines.findIndex((line) => line.includes('-->'))
		const timing = index === -1 ? null : TIMING_LINE.exec(lines[index] ?? '')
		if (!timing) continue
		const [, h1, m1, s1, f1, h2, m2, s2, f2] = timing
		blocks.push({
			startMs: timeMs(h1, m1 ?? '0', s1 ?? '0', f1 ?? '0'),
			endMs: timeMs(h2, m2 ?? '0', s2 ?? '0', f2 ?? '0'),
			lines: lines.slice(index + 1),
		})
	}
	return blocks
}

/** The text a roll-up block adds: its rows minus a first row that repeats what is on screen. */
function rollUpCues(blocks: Block[]): Cue[] {
	const cues: Cue[] = []
	let onScreen = ''
	for (const block of blocks) {
		const rows = block.lines.map((line) => normaliseCueText(line))
		const fresh = rows.length > 1 && rows[0] === onScreen ? rows.slice(1) : rows
		const cue = makeCue(block.startMs, block.endMs - block.startMs, fresh.join('\n'))
		if (cue) cues.push(cue)
		onScreen = rows.findLast((row) => row !== '') ?? onScreen
	}
	return cues
}

export function parseVtt(body: string): Cue[] {
	const text = body.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n')
	if (!/^WEBVTT(?:[ \t]|\n|$)/.test(text)) throw new YouTubeError('upstreamError', 'vtt: no WEBVTT header')
	const blocks = cueBlocks(text)
	if (blocks.some((block) => block.lines.some((line) => INLINE_TIMESTAMP.test(line)))) return rollUpCues(blocks)
	const cues: Cue[] = []
	for (const block of blocks) {
		const cue = makeCue(block.startMs, block.endMs - block.startMs, block.lines.join('\n'))
		if (cue) cues.push(cue)
	}
	return cues
}

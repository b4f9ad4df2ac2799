/**
 * YouTube's rules for a chapter list in a description (support.google.com/youtube/answer/9884579): the first
 * timestamp is 0:00, there are at least three, in ascending order, each chapter at least 10 seconds long. Ours on
 * top: short titles, and at most about one chapter per five minutes in a long video (a long list nobody reads).
 * Both makers' lists pass `checkChapters` before they are answered; the model's are repaired first (`repairChapters`).
 */
import type { Chapter } from '../../youtube/parse/chapters'
import { shortTimestamp } from '../transcript/timestamp'

export const MIN_CHAPTERS = 3
export const MIN_CHAPTER_SECONDS = 10
/** Characters a title may have: YouTube shows about this much under the progress bar. */
export const MAX_TITLE_CHARS = 48
/** In a long video, at most one chapter per this many seconds… */
const LONG_SPACING_S = 300
/** …and in a shorter one, about ten at most, never closer than this. */
const SHORT_SPACING_S = 30
const TARGET_COUNT = 10

/** The shortest video three chapters of 10 seconds fit in. */
export const MIN_VIDEO_SECONDS = MIN_CHAPTERS * MIN_CHAPTER_SECONDS

/**
 * The most chapters a video of `duration` seconds gets: about ten, one per five minutes once that is fewer
 * (a two-hour video: 24), and never closer than 30 seconds on average.
 * @example maxChapters(7200) // 24
 */
export function maxChapters(duration: number): number {
	const spacing = Math.min(LONG_SPACING_S, Math.max(SHORT_SPACING_S, duration / TARGET_COUNT))
	return Math.max(MIN_CHAPTERS, Math.floor(duration / spacing))
}

/** What is wrong with a list by the rules above; empty when nothing is. */
export function checkChapters(chapters: readonly Chapter[], duration: number): string[] {
	const problems: string[] = []
	if (chapters.length < MIN_CHAPTERS) problems.push(`fewer than ${MIN_CHAPTERS} chapters`)
	if (chapters.length > maxChapters(duration)) problems.push(`more than ${maxChapters(duration)} chapters`)
	if (chapters[0] && chapters[0].start !== 0) problems.push('the first chapter does not start at 0:00')
	chapters.forEach((chapter, i) => {
		const end = chapters[i + 1]?.start ?? duration
		if (end - chapter.start < MIN_CHAPTER_SECONDS) problems.push(`chapter ${i + 1} is shorter than 10 s`)
		if (!chapter.title.trim()) problems.push(`chapter ${i + 1} has no title`)
		if ([...chapter.title].length > MAX_TITLE_CHARS) problems.push(`chapter ${i + 1}'s title is too long`)
		if (!Number.isInteger(chapter.start)) problems.push(`chapter ${i + 1} does not start on a whole second`)
	})
	return problems
}

/** A title cut to MAX_TITLE_CHARS at a word end, without line breaks or a trailing colon or dash. */
export function shortTitle(title: string): string {
	const flat = title.replace(/\s+/g, ' ').trim()
	const chars = [...flat]
	let cut = chars.length <= MAX_TITLE_CHARS ? flat : chars.slice(0, MAX_TITLE_CHARS + 1).join('')
	if (chars.length > MAX_TITLE_CHARS) cut = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))
	return [...cut]
		.slice(0, MAX_TITLE_CHARS)
		.join('')
		.replace(/[\s:;,.\-–—]+$/u, '')
}

/**
 * A list brought within the rules when it can be: whole seconds, in order, the first moved to 0:00, titles
 * shortened, chapters under 10 s merged into the one before, and the shortest merged away while there are too
 * many. Null when fewer than three remain: the caller answers another list.
 */
export function repairChapters(chapters: readonly Chapter[], duration: number): Chapter[] | null {
	const list = chapters
		.map((c) => ({ start: Math.max(0, Math.floor(c.start)), title: shortTitle(c.title) }))
		.filter((c) => c.title && c.start < duration)
		.sort((a, b) => a.start - b.start)
	if (!list[0]) return null
	list[0].start = 0
	const kept: Chapter[] = []
	for (const chapter of list) {
		const previous = kept.at(-1)
		if (previous && chapter.start - previous.start < MIN_CHAPTER_SECONDS) continue
		kept.push(chapter)
	}
	// The last must last 10 s to the end of the video too.
	while (kept.length > 1 && duration - (kept.at(-1)?.start ?? 0) < MIN_CHAPTER_SECONDS) kept.pop()
	const most = maxChapters(duration)
	while (kept.length > most) {
		// Merge the shortest chapter (not the first) into the one before it.
		let shortest = 1
		let length = Number.POSITIVE_INFINITY
		for (let i = 1; i < kept.length; i++) {
			const span = (kept[i + 1]?.start ?? duration) - (kept[i]?.start ?? 0)
			if (span < length) {
				length = span
				shortest = i
			}
		}
		kept.splice(shortest, 1)
	}
	return checkChapters(kept, duration).length ? null : kept
}

/** The lines to paste into a description: `0:00 Intro`, one per chapter. */
export function chapterLines(chapters: readonly Chapter[]): string {
	return chapters.map((c) => `${shortTimestamp(c.start)} ${c.title}`).join('\n')
}

/**
 * The readable transcript under its video's chapter headings: the cues of each chapter become
 * that chapter's paragraphs (readable.ts), so no paragraph runs across a chapter's start. Pure, for the page, the
 * copy button and the files alike. Without chapters there is one section without a heading, and the text is the
 * same as before chapters existed, byte for byte.
 */
import type { Chapter } from '../../youtube/parse/chapters'
import type { TranscriptCue } from './format'
import { type Paragraph, paragraphsOf, readableText } from './readable'

export type { Chapter }

export interface Section {
	/** The chapter these paragraphs belong to; null before the first chapter, or for a video without chapters. */
	chapter: Chapter | null
	paragraphs: Paragraph[]
}

/**
 * The cues grouped by the chapter they start in, each group as paragraphs; chapters without a cue (none spoken,
 * or outside a clip's range) are left out.
 * @example readableSections(cues, [{ start: 0, title: 'Intro' }, { start: 28, title: 'News' }])
 * // [{ chapter: { start: 0, title: 'Intro' }, paragraphs: […] }, { chapter: { start: 28, … }, paragraphs: […] }]
 */
export function readableSections(cues: readonly TranscriptCue[], chapters: readonly Chapter[] = []): Section[] {
	const sections: Section[] = []
	for (const passage of passagesOf(cues, chapters)) {
		if (passage.opens) sections.push({ chapter: passage.chapter, paragraphs: [] })
		sections.at(-1)?.paragraphs.push(passage.paragraph)
	}
	return sections
}

/** A paragraph of the readable text, with its section's chapter. */
export interface Passage {
	paragraph: Paragraph
	chapter: Chapter | null
	/** The first paragraph of its section (its chapter's heading goes before it). */
	opens: boolean
}

/**
 * readableSections one paragraph at a time, each final when it is yielded: a page shows a long transcript's first
 * paragraphs without building the rest first (TranscriptView.tsx).
 */
export function* passagesOf(
	cues: readonly TranscriptCue[],
	chapters: readonly Chapter[] = [],
): Generator<Passage, void, undefined> {
	for (const [chapter, group] of chapterGroups(cues, chapters)) {
		let opens = true
		for (const paragraph of paragraphsOf(group)) {
			yield { paragraph, chapter, opens }
			opens = false
		}
	}
}

/** The cues grouped by the chapter they start in (null: before the first chapter, or no chapters), in time order. */
function chapterGroups(
	cues: readonly TranscriptCue[],
	chapters: readonly Chapter[],
): [Chapter | null, readonly TranscriptCue[]][] {
	if (chapters.length === 0) return [[null, cues]]
	const sorted = [...chapters].sort((a, b) => a.start - b.start)
	const groups = new Map<number, TranscriptCue[]>()
	for (const cue of cues) {
		let index = -1
		for (const [i, chapter] of sorted.entries()) if (chapter.start <= cue.start) index = i
		const group = groups.get(index) ?? []
		group.push(cue)
		groups.set(index, group)
	}
	return [...groups.keys()].sort((a, b) => a - b).map((index) => [sorted[index] ?? null, groups.get(index) ?? []])
}

/**
 * A heading in plain text: the title underlined, which reads as a heading in any editor (and in Markdown) and is
 * told apart from a paragraph, also from one with a timestamp.
 */
export function plainHeading(title: string): string {
	return `${title}\n${'-'.repeat(Math.max(3, [...title].length))}`
}

/**
 * The readable transcript: sections separated by a blank line, each a heading and its paragraphs.
 * @example sectionsText(readableSections(cues), true) // "[0:00] so what's new …"
 */
export function sectionsText(sections: readonly Section[], timestamps = false): string {
	return sections
		.map((section) => {
			const body = readableText(section.paragraphs, timestamps)
			return section.chapter ? `${plainHeading(section.chapter.title)}\n\n${body}` : body
		})
		.join('\n\n')
}

/**
 * How good a hashtag answer is, judged from the outside (bench/hashtags.ts): the same checks
 * whichever code made it, so the figures before and after a change compare.
 *
 * - glued: a tag that is none of: one word of the visitor's words or of the evidence, a
 *   contiguous run of at most three of those words, or a tag the evidence holds as such (a
 *   video's hashtag or keyword, a suggestion). `#howtocamerareview` from "camera review" is glued.
 * - stop word / duplicate: a tag that is only a run starting or ending with a stop word
 *   (`#howto`, `#forbeginners`), a stop word alone, a tag that holds a word twice, or a tag that
 *   appears twice in one answer.
 * - backed: a tag the evidence holds as such: one the answer's evidence names (how many ranking
 *   videos use it, a suggestion), or one of a linked video's own tags.
 * - plain words (the category's one-word seeds) are words, not glued, and not evidence.
 * - visitor word first: every group's first three tags hold at least one of the visitor's words.
 */

import type { Locale } from '../../src/i18n/locales'
import { fold, stopWordsOf, wordsOf } from '../../src/tools/hashtags/filters'
import { SEEDS } from '../../src/tools/hashtags/seeds'

export interface Judged {
	tags: number
	glued: number
	weak: number
	backed: number
	visitorFirst: boolean
}

const LOCALES: Locale[] = ['en', 'de', 'es', 'tr', 'nl']
const STOP = new Set(LOCALES.flatMap((l) => [...stopWordsOf(l)]))

/** Every run of one to three words of `text`, glued: what a real tag of it may be, with its words. */
function runsOf(text: string, into: Map<string, string[]>) {
	const words = wordsOf(text)
	for (let i = 0; i < words.length; i++) {
		for (let n = 1; n <= 3 && i + n <= words.length; n++) {
			const run = words.slice(i, i + n)
			const key = run.join('')
			if (!into.has(key)) into.set(key, run)
		}
	}
}

const bodyOf = (tag: string) => fold(tag.replace(/^#/, '')).replace(/[^\p{L}\p{N}]/gu, '')

/** One answer's figures; `texts` are the visitor's words and, for a link, the video's title. */
export function judge(
	answer: { trending: string[]; hashtags: string[]; longTail: string[]; evidence?: { uses?: Record<string, number> } },
	visitorWords: string,
	evidenceTexts: readonly string[] = [],
	plainWords: readonly string[] = [],
): Judged {
	const groups = [answer.trending, answer.hashtags, answer.longTail]
	const all = groups.flat()
	const runs = new Map<string, string[]>()
	runsOf(visitorWords, runs)
	for (const text of [...evidenceTexts, ...plainWords]) runsOf(text, runs)
	const whole = new Set(evidenceTexts.map(bodyOf))
	const uses = new Set(Object.keys(answer.evidence?.uses ?? {}).map(bodyOf))
	const seen = new Set<string>()
	let glued = 0
	let weak = 0
	let backed = 0
	for (const tag of all) {
		const body = bodyOf(tag)
		const run = runs.get(body)
		const found = run !== undefined || whole.has(body) || uses.has(body)
		if (!found) glued++
		if (uses.has(body) || whole.has(body)) backed++
		const words = run ?? [body]
		const stopEdge = STOP.has(words[0] as string) || STOP.has(words.at(-1) as string)
		const twice = new Set(words).size < words.length || seen.has(body)
		if (stopEdge || twice) weak++
		seen.add(body)
	}
	const own = wordsOf(visitorWords).filter((w) => !STOP.has(w) && [...w].length >= 3)
	const visitorFirst =
		own.length > 0 &&
		groups
			.filter((g) => g.length > 0)
			.every((g) => g.slice(0, 3).some((tag) => own.some((w) => bodyOf(tag).includes(w))))
	return { tags: all.length, glued, weak, backed, visitorFirst }
}

/** The category seeds' one-word entries: words, not glued, wherever they come from. */
export function seedWords(locale: Locale): string[] {
	const lists = Object.values(SEEDS[locale].categories).flatMap((c) => [...c.trending, ...c.recommended])
	return lists.filter((s) => !/\s/.test(s.trim()))
}

export interface Totals {
	answers: number
	tags: number
	glued: number
	weak: number
	backed: number
	visitorFirst: number
}

export const emptyTotals = (): Totals => ({ answers: 0, tags: 0, glued: 0, weak: 0, backed: 0, visitorFirst: 0 })

export function add(t: Totals, j: Judged) {
	t.answers++
	t.tags += j.tags
	t.glued += j.glued
	t.weak += j.weak
	t.backed += j.backed
	if (j.visitorFirst) t.visitorFirst++
}

const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '—')

/** One printed line: language, path and the five figures. */
export function line(label: string, t: Totals): string {
	return [
		label.padEnd(22),
		`answers ${String(t.answers).padStart(3)}`,
		`tags/answer ${(t.answers ? t.tags / t.answers : 0).toFixed(1).padStart(5)}`,
		`backed ${pct(t.backed, t.tags).padStart(7)}`,
		`glued ${pct(t.glued, t.tags).padStart(7)}`,
		`stop/dup ${pct(t.weak, t.tags).padStart(7)}`,
		`visitor word in first 3 ${pct(t.visitorFirst, t.answers).padStart(7)}`,
	].join('  ')
}

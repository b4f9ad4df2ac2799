/**
 * The built-in chapter maker, for when there is no model (or it is slow, busy or wrong). Topic shifts are found
 * the TextTiling way (Hearst 1997): the transcript's paragraphs are the units; at every gap between two, the words
 * of a few paragraphs before it are compared with those of a few after it (cosine of their counts, stop words
 * left out); a gap deep in a valley of that similarity is where the talk moved on. The deepest gaps become
 * chapter starts, as many as rules.ts allows and as the valleys are clear. Each chapter is titled with its most
 * telling words (titles.ts).
 */
import * as stopword from 'stopword'
import { isLocale } from '../../i18n/locales'
import type { Chapter } from '../../youtube/parse/chapters'
import { fold, stopWordsOf } from '../hashtags/filters'
import type { TranscriptCue } from '../transcript/format'
import { type Paragraph, readableParagraphs } from '../transcript/readable'
import { MIN_CHAPTER_SECONDS, MIN_CHAPTERS, maxChapters, repairChapters, shortTitle } from './rules'
import { chapterTitles, type TitleUnit } from './titles'

/** The `stopword` package's list by the transcript's language (its ISO 639-1 code, region dropped). */
const STOP_LISTS: Record<string, readonly string[]> = {
	en: stopword.eng,
	de: stopword.deu,
	es: stopword.spa,
	tr: stopword.tur,
	nl: stopword.nld,
	fr: stopword.fra,
	it: stopword.ita,
	pt: stopword.por,
	pl: stopword.pol,
	ru: stopword.rus,
	la: stopword.lat,
	sv: stopword.swe,
	da: stopword.dan,
	fi: stopword.fin,
	id: stopword.ind,
}
/** Words in more of the paragraphs than this share say nothing about where a topic changes. */
const COMMON_SHARE = 0.5
/** Sounds and fillers auto-captions write in every language. */
const NOISE = new Set(['music', 'applause', 'laughter', 'um', 'uh', 'yeah', 'okay', 'ok', 'gonna', 'wanna'])

export interface Unit extends TitleUnit {
	start: number
}

/** The hashtag tool's corrected lists for the site's five languages, the package's for the others. */
function stopWordsFor(language: string): Set<string> {
	const code = language.toLowerCase().split(/[-_]/)[0] ?? ''
	const list = isLocale(code) ? [...stopWordsOf(code)] : (STOP_LISTS[code] ?? []).map(fold)
	return new Set([...list, ...NOISE])
}

/**
 * The paragraphs as units of words: sound markers out, each word folded (case and accents) beside its spoken
 * form, and whether it is capitalised inside a sentence (after no full stop, question or exclamation mark).
 */
export function unitsOf(paragraphs: readonly Paragraph[]): Unit[] {
	return paragraphs
		.filter((p) => !p.sound)
		.map((p) => {
			const text = p.text.replace(/\[[^\]]*\]|\([^)]*\)|>>/g, ' ')
			const surface: string[] = []
			const capital: boolean[] = []
			for (const match of text.matchAll(/[\p{L}\p{N}'’-]+/gu)) {
				const word = match[0].replace(/^['’-]+|['’-]+$/g, '')
				if (!word) continue
				const before = text.slice(0, match.index).trimEnd()
				const startsSentence = !before || /[.!?…:;"“”«»¿¡]$/u.test(before)
				surface.push(word)
				capital.push(!startsSentence && /^\p{Lu}/u.test(word) && word !== 'I')
			}
			return { start: p.start, surface, capital, words: surface.map(fold) }
		})
}

type Counts = Map<string, number>

function countsOf(units: readonly Unit[], keep: (word: string) => boolean): Counts {
	const counts: Counts = new Map()
	for (const unit of units) for (const w of unit.words) if (keep(w)) counts.set(w, (counts.get(w) ?? 0) + 1)
	return counts
}

function cosine(a: Counts, b: Counts): number {
	let dot = 0
	let na = 0
	let nb = 0
	for (const [w, n] of a) {
		na += n * n
		dot += n * (b.get(w) ?? 0)
	}
	for (const n of b.values()) nb += n * n
	return na && nb ? dot / Math.sqrt(na * nb) : 0
}

/**
 * The gaps where the topic shifts most, deepest first, as unit indices (a chapter starts at that unit): each
 * gap's similarity (block comparison over `window` units each side, smoothed), its depth (how far it lies below
 * the highest similarity reached climbing left and right), and the local minima kept.
 */
export function topicShifts(units: readonly Unit[], keep: (word: string) => boolean, window: number) {
	const scores: number[] = []
	for (let gap = 1; gap < units.length; gap++) {
		const before = countsOf(units.slice(Math.max(0, gap - window), gap), keep)
		const after = countsOf(units.slice(gap, gap + window), keep)
		scores.push(cosine(before, after))
	}
	const smooth = scores.map((_, i) => {
		const near = scores.slice(Math.max(0, i - 1), i + 2)
		return near.reduce((a, b) => a + b, 0) / near.length
	})
	const shifts: { unit: number; depth: number }[] = []
	smooth.forEach((score, i) => {
		if (i > 0 && (smooth[i - 1] ?? 0) < score) return
		if (i < smooth.length - 1 && (smooth[i + 1] ?? 0) < score) return
		let left = score
		for (let j = i - 1; j >= 0 && (smooth[j] ?? 0) >= left; j--) left = smooth[j] ?? 0
		let right = score
		for (let j = i + 1; j < smooth.length && (smooth[j] ?? 0) >= right; j++) right = smooth[j] ?? 0
		shifts.push({ unit: i + 1, depth: left - score + (right - score) })
	})
	return shifts.sort((a, b) => b.depth - a.depth)
}

/** The chapter starts (unit indices, ascending, the first 0): the clear valleys, spaced, within the rules' count. */
function chooseStarts(units: readonly Unit[], keep: (word: string) => boolean, duration: number): number[] {
	const most = maxChapters(duration)
	const window = Math.min(6, Math.max(2, Math.round(units.length / (2 * most))))
	const shifts = topicShifts(units, keep, window)
	// TextTiling's cut-off: valleys deeper than the mean less half a standard deviation.
	const depths = shifts.map((s) => s.depth)
	const mean = depths.reduce((a, b) => a + b, 0) / (depths.length || 1)
	const sd = Math.sqrt(depths.reduce((a, d) => a + (d - mean) ** 2, 0) / (depths.length || 1))
	const cutoff = mean - sd / 2
	// Chapters at least half an even share long, so the list does not bunch up in one lively stretch.
	const spacing = Math.max(MIN_CHAPTER_SECONDS, duration / most / 2)
	const starts = [0]
	const fits = (t: number) =>
		duration - t >= spacing && starts.every((u) => Math.abs((units[u]?.start ?? 0) - t) >= spacing)
	for (const shift of shifts) {
		if (starts.length >= most) break
		const enough = starts.length >= MIN_CHAPTERS
		if (enough && shift.depth <= cutoff) break
		const t = units[shift.unit]?.start ?? 0
		if (fits(t)) starts.push(shift.unit)
	}
	// Too few clear valleys (a talk on one subject): the rest at even times, so there are still three.
	for (let k = 1; starts.length < MIN_CHAPTERS && k < units.length; k++) {
		const wanted = (duration * starts.length) / MIN_CHAPTERS
		const unit = units.findIndex((u, i) => i > 0 && u.start >= wanted && fits(u.start))
		if (unit > 0) starts.push(unit)
		else break
	}
	return [...new Set(starts)].sort((a, b) => a - b)
}

/**
 * Chapters for a transcript, by the method above, within YouTube's rules (rules.ts); null when the video is too
 * short for three chapters of 10 seconds or has too few words to tell topics apart.
 * @example builtinChapters(result.cues, 401, 'en') // [{ start: 0, title: 'Azure & updates' }, …]
 */
export function builtinChapters(cues: readonly TranscriptCue[], duration: number, language: string): Chapter[] | null {
	const units = unitsOf(readableParagraphs(cues))
	if (units.length < MIN_CHAPTERS) return null
	const stop = stopWordsFor(language)
	const share = new Map<string, number>()
	for (const unit of units) for (const w of new Set(unit.words)) share.set(w, (share.get(w) ?? 0) + 1)
	const common = units.length >= 8 ? COMMON_SHARE * units.length : Number.POSITIVE_INFINITY
	const keep = (w: string) => w.length > 2 && !/^\d+$/.test(w) && !stop.has(w) && (share.get(w) ?? 0) <= common
	const starts = chooseStarts(units, keep, duration)
	const groups = starts.map((s, i) => units.slice(s, starts[i + 1] ?? units.length))
	const titles = chapterTitles(groups, keep, language)
	const chapters = starts.map((s, i) => ({
		start: i === 0 ? 0 : Math.floor(units[s]?.start ?? 0),
		title: shortTitle(titles[i] || `${i + 1}`),
	}))
	return repairChapters(chapters, duration)
}

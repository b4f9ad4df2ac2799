/**
 * What the built-in generator makes of the visitor's keywords: phrases as
 * typed, and within each phrase the parts worth a tag. A part never starts or ends with a stop
 * word ("workout for beginners", never "for beginners"), and a stop word is never a part alone.
 */
import type { Locale } from '../../i18n/locales'
import { fold, type TagRules } from './filters'

/**
 * Keyword phrases as the visitor separated them (commas, semicolons, line breaks), or, for a
 * plain run of words, the whole run; at most five.
 */
export function keywordPhrases(keywords: string, locale: Locale): string[] {
	const phrases = keywords
		.split(/(?:[;\n|]|,(?!\d)|(?<!\d),)+/)
		.map((p) => p.replace(/#/g, ' ').replace(/\s+/g, ' ').trim().toLocaleLowerCase(locale))
		.filter((p) => (p.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2)
	return [...new Set(phrases)].slice(0, 5)
}

export interface PhraseParts {
	/** The phrase as typed (lower case). */
	whole: string
	/** Runs of two words, in the phrase's order. */
	pairs: string[]
	/** Runs of three words or more, shorter than the phrase, longest first. */
	longer: string[]
	/** Words that are not stop words, of at least three letters, in the phrase's order. */
	content: string[]
	/** Neither starts nor ends with a stop word, no word twice: the phrase may take a pattern. */
	clean: boolean
	/**
	 * The phrase's head for suffixes and patterns ("home workout" of "home workout for
	 * beginners"): the phrase itself up to two words without a stop word at either end, else
	 * its last pair, else its longest word.
	 */
	core: string | null
}

/**
 * The parts of one phrase under `rules`' stop words.
 * @example phraseParts('home workout for beginners', rules).longer // ['workout for beginners']
 */
export function phraseParts(phrase: string, rules: TagRules): PhraseParts {
	const words = phrase.split(' ').filter(Boolean)
	const isStop = (w: string) => rules.stopWords.has(fold(w))
	// A run worth a tag: a word at either end, no word twice.
	const good = (run: string[]) =>
		run.length > 0 &&
		!isStop(run[0] as string) &&
		!isStop(run.at(-1) as string) &&
		new Set(run.map(fold)).size === run.length
	const runs = (length: number) =>
		words
			.map((_, i) => words.slice(i, i + length))
			.filter((run) => run.length === length && good(run))
			.map((run) => run.join(' '))
	const pairs = words.length > 2 ? runs(2) : []
	const longer: string[] = []
	for (let length = words.length - 1; length >= 3; length--) longer.push(...runs(length))
	const content = [...new Set(words.filter((w) => !isStop(w) && [...w].length >= 3))]
	const longest = [...content].sort((a, b) => [...b].length - [...a].length)[0] ?? null
	const clean = good(words)
	const core = words.length <= 2 && clean ? phrase : (pairs.at(-1) ?? longest)
	return { whole: phrase, pairs, longer, content, clean, core }
}

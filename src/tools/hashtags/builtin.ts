/**
 * The words-only generator (decision 3): answers when YouTube gave no evidence for the words
 * (it refused, or found nothing). Deterministic: the same keywords, category and language always
 * give the same tags. Every tag is a word of the visitor's or a contiguous run of at most three
 * of them (filters.ts, tagRuns): nothing glued across a phrase, no pattern or suffix words the
 * visitor did not type, no stop word at either end, no word twice. The category only adds one
 * or two one-word tags of its own after the visitor's.
 */
import type { Locale } from '../../i18n/locales'
import { allowedTags, fold, type TagRules, tagRules, tagRuns } from './filters'
import { keywordPhrases } from './keywords'
import { normaliseGroups } from './normalise'
import type { HashtagGroups } from './schema'
import { SEEDS } from './seeds'
import type { HashtagCategory } from './seeds/types'

export { keywordPhrases } from './keywords'

/** One-word tags of the category added after the visitor's own in the trending group. */
const CATEGORY_WORDS = 2

/**
 * Runs of the visitor's phrases grouped by length, each run once, best first: a run typed in
 * more phrases first, then in the order typed. Runs keep their spaces (normalise.ts glues them).
 */
function runsByLength(phrases: readonly string[], rules: TagRules): Map<number, string[]> {
	const counts = new Map<string, { words: string[]; count: number; order: number }>()
	for (const phrase of phrases) {
		const inPhrase = new Set<string>()
		for (const run of tagRuns(phrase, rules)) {
			const key = run.map(fold).join(' ')
			if (inPhrase.has(key)) continue
			inPhrase.add(key)
			const seen = counts.get(key)
			if (seen) seen.count++
			else counts.set(key, { words: run, count: 1, order: counts.size })
		}
	}
	const byLength = new Map<number, string[]>()
	const sorted = [...counts.values()].sort((a, b) => b.count - a.count || a.order - b.order)
	for (const { words } of sorted) {
		// A word of one or two letters says nothing on its own.
		if (words.length === 1 && [...fold(words[0] as string)].length < 3) continue
		byLength.set(words.length, [...(byLength.get(words.length) ?? []), words.join(' ')])
	}
	return byLength
}

/** The category's one-word trending seeds in the page's language. */
export function categoryWords(category: HashtagCategory | undefined, locale: Locale): string[] {
	if (!category) return []
	return SEEDS[locale].categories[category].trending.filter((s) => !/\s/.test(s.trim())).slice(0, CATEGORY_WORDS)
}

/**
 * Raw candidates per group, best first: trending the visitor's single words (then the
 * category's words), recommended their pairs, then the words again for what trending left,
 * long-tail their runs of three, then pairs. normaliseGroups makes them tags, each once.
 */
export function builtinCandidates(
	keywords: string,
	category: HashtagCategory | undefined,
	locale: Locale,
	rules: TagRules = tagRules(keywords, locale),
	whole: readonly string[] = [],
): HashtagGroups {
	const runs = runsByLength(keywordPhrases(keywords, locale), rules)
	const ones = runs.get(1) ?? []
	const twos = runs.get(2) ?? []
	const threes = runs.get(3) ?? []
	return {
		trending: [...ones.slice(0, 5), ...categoryWords(category, locale)],
		hashtags: [...twos, ...whole, ...ones],
		longTail: [...threes, ...twos],
	}
}

/**
 * Hashtags from the visitor's words alone (and a linked video's title and its own tags, `whole`,
 * which may be longer than three words): the three groups, at most 10 each, every tag real.
 * @example builtinHashtags('minecraft, redstone', 'gaming', 'en').trending[0] // '#minecraft'
 */
export function builtinHashtags(
	keywords: string,
	category: HashtagCategory | undefined,
	locale: Locale,
	whole: readonly string[] = [],
): HashtagGroups {
	const base = tagRules(keywords, locale)
	const rules = { ...base, allowed: allowedTags([keywords], [...categoryWords(category, locale), ...whole], base) }
	return normaliseGroups(builtinCandidates(keywords, category, locale, rules, whole), locale, rules)
}

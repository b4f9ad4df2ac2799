/**
 * The built-in generator (issue 5, decision 3): answers when no model is reachable or the
 * model fails. Deterministic: the same keywords, category and language always give the same
 * tags, built from the keywords (as typed: their language wins) and the seed lists of the
 * category in the page's language.
 */
import type { Locale } from '../../i18n/locales'
import { normaliseGroups, topUp } from './normalise'
import type { HashtagGroups } from './schema'
import { de } from './seeds/de'
import { en } from './seeds/en'
import { es } from './seeds/es'
import { nl } from './seeds/nl'
import { tr } from './seeds/tr'
import type { HashtagCategory, LanguageSeeds } from './seeds/types'

const SEEDS: Record<Locale, LanguageSeeds> = { en, de, es, tr, nl }

/**
 * Keyword phrases as the visitor separated them (commas, semicolons, line breaks), or, for a
 * plain run of words, the whole run; at most five.
 */
export function keywordPhrases(keywords: string, locale: Locale): string[] {
	const phrases = keywords
		.split(/[,;\n|]+/)
		.map((p) => p.replace(/#/g, ' ').replace(/\s+/g, ' ').trim().toLocaleLowerCase(locale))
		.filter((p) => (p.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2)
	return [...new Set(phrases)].slice(0, 5)
}

/** The single words of the phrases, longest first (more specific), at most eight. */
function keywordWords(phrases: string[]): string[] {
	const words = phrases.flatMap((p) => p.split(' ')).filter((w) => [...w].length >= 3)
	return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, 8)
}

/**
 * Raw candidates per group, best first (normaliseGroups makes them tags); they also top up a
 * model's answer that came back short.
 */
export function builtinCandidates(
	keywords: string,
	category: HashtagCategory | undefined,
	locale: Locale,
): HashtagGroups {
	const seeds = SEEDS[locale]
	const own = seeds.categories[category ?? 'general']
	const phrases = keywordPhrases(keywords, locale)
	const words = keywordWords(phrases)
	return {
		trending: [...phrases.slice(0, 2), ...own.trending],
		hashtags: [
			...phrases.filter((p) => p.includes(' ')),
			...words,
			...phrases.slice(0, 2).flatMap((p) =>
				seeds.suffixes
					.filter((s) => !p.split(' ').includes(s))
					.slice(0, 3)
					.map((s) => `${p} ${s}`),
			),
			...own.recommended,
		],
		longTail: [
			...phrases.slice(0, 2).flatMap((p) => seeds.longTailPatterns.map((pattern) => pattern.replace('{k}', p))),
			...own.longTail,
		],
	}
}

/**
 * Hashtags without a model: normalised groups of the right sizes.
 * @example builtinHashtags('minecraft, redstone', 'gaming', 'en').trending[0] // '#minecraft'
 */
export function builtinHashtags(
	keywords: string,
	category: HashtagCategory | undefined,
	locale: Locale,
): HashtagGroups {
	const groups = normaliseGroups(builtinCandidates(keywords, category, locale), locale)
	// Too few keywords and seeds left after de-duplication: the general seeds fill up.
	return topUp(groups, builtinCandidates('', undefined, locale), locale)
}

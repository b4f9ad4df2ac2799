/**
 * The built-in generator (decision 3): answers when no model is reachable or the
 * model fails. Deterministic: the same keywords, category and language always give the same
 * tags, built from the keywords (as typed: their language wins) and the seed lists of the
 * category in the page's language.
 *
 * The visitor's keywords come first in every group, and the category's seeds only fill up
 * after them, a few at most (SEED_SHARE), so a fitness phrase in Tech keeps its own tags
 *. Stop words and repeated words are filtered out (filters.ts).
 */
import type { Locale } from '../../i18n/locales'
import { isWeakTag, type TagRules, tagRules } from './filters'
import { keywordPhrases, type PhraseParts, phraseParts } from './keywords'
import { fill, type Group, MAX_LENGTH, normaliseGroups, toHashtag, topUp } from './normalise'
import { GROUP_SIZES, type HashtagGroups } from './schema'
import { SEEDS } from './seeds'
import type { HashtagCategory } from './seeds/types'

export { keywordPhrases } from './keywords'

/** Seed tags a group takes beyond the keywords' own (more only to reach its minimum). */
export const SEED_SHARE: Record<Group, number> = { trending: 3, hashtags: 4, longTail: 2 }
/** Keyword tags in the trending group: the phrases, then their two-word heads. */
const TRENDING_OWN = 4
/** Single keyword words among the recommended tags, longest (most specific) first. */
const MAX_WORDS = 8
/** Long-tail patterns per phrase: more would be glued variants of one phrase. */
const PATTERNS_PER_PHRASE = 3

const unique = (items: readonly string[]) => [...new Set(items)]

/** `raws` that make a valid, not weak tag of at most `maxLength` letters, the first `count`. */
function firstValid(raws: readonly string[], count: number, maxLength: number, locale: Locale, rules: TagRules) {
	return raws.filter((raw) => toHashtag(raw, locale, maxLength) && !isWeakTag(raw, rules)).slice(0, count)
}

/** Tags made of the keywords alone, per group, best first. */
function ownCandidates(keywords: string, locale: Locale, rules: TagRules): HashtagGroups {
	const seeds = SEEDS[locale]
	// A phrase of stop words only ("how to") gives nothing of its own.
	const parts = keywordPhrases(keywords, locale)
		.map((p) => phraseParts(p, rules))
		.filter((p) => p.content.length > 0)
	const wholes = parts.map((p) => p.whole)
	const heads = parts.flatMap((p) => (p.core && p.pairs.includes(p.core) ? [p.core] : []))
	const pairs = unique([...heads, ...parts.flatMap((p) => p.pairs)])
	const words = unique(parts.flatMap((p) => p.content))
		.sort((a, b) => [...b].length - [...a].length)
		.slice(0, MAX_WORDS)
	const suffixed = (p: PhraseParts | undefined, count: number) => {
		const core = p?.core
		const raws = core ? seeds.suffixes.map((s) => `${core} ${s}`) : []
		return firstValid(raws, count, MAX_LENGTH.hashtags, locale, rules)
	}
	// A short phrase as it is, else (or when too long) its head.
	const patterned = parts.slice(0, 2).map((p) => {
		const short = p.clean && p.whole.split(' ').length <= 3
		const bases = unique([...(short ? [p.whole] : []), ...(p.core ? [p.core] : [])])
		const raws = bases
			.flatMap((base) => seeds.longTailPatterns.map((pattern) => pattern.replace('{k}', base)))
			.filter((raw) => !wholes.includes(raw))
		return firstValid(raws, PATTERNS_PER_PHRASE, MAX_LENGTH.longTail, locale, rules)
	})
	// One pattern of each phrase in turn, so two phrases share the group.
	const interleaved = Array.from({ length: PATTERNS_PER_PHRASE }, (_, i) => patterned.map((list) => list[i] ?? ''))
	const broad = firstValid([...wholes.slice(0, 2), ...pairs], TRENDING_OWN, MAX_LENGTH.trending, locale, rules)
	return {
		// Phrases too long for a tag and without a pair: their longest word leads instead.
		trending: broad.length ? broad : words.slice(0, 1),
		hashtags: [...wholes.slice(2), ...words, ...pairs, ...suffixed(parts[0], 2), ...suffixed(parts[1], 1)],
		longTail: [...parts.flatMap((p) => p.longer), ...interleaved.flat().filter(Boolean)],
	}
}

/** The category's seed lists (`general` without one) in the page's language. */
function seedCandidates(category: HashtagCategory | undefined, locale: Locale): HashtagGroups {
	const own = SEEDS[locale].categories[category ?? 'general']
	return { trending: [...own.trending], hashtags: [...own.recommended], longTail: [...own.longTail] }
}

/**
 * Raw candidates per group, best first (normaliseGroups makes them tags): the keywords' own,
 * then the category's seeds. They top up a model's answer that came back short.
 */
export function builtinCandidates(
	keywords: string,
	category: HashtagCategory | undefined,
	locale: Locale,
): HashtagGroups {
	const own = ownCandidates(keywords, locale, tagRules(keywords, locale))
	const seeds = seedCandidates(category, locale)
	return {
		trending: [...own.trending, ...seeds.trending],
		hashtags: [...own.hashtags, ...seeds.hashtags],
		longTail: [...own.longTail, ...seeds.longTail],
	}
}

/**
 * Hashtags without a model: normalised groups of the right sizes, the keywords' own tags
 * first, then at most SEED_SHARE of the category's seeds (more only to reach a group's minimum).
 * @example builtinHashtags('minecraft, redstone', 'gaming', 'en').trending[0] // '#minecraft'
 */
export function builtinHashtags(
	keywords: string,
	category: HashtagCategory | undefined,
	locale: Locale,
): HashtagGroups {
	const rules = tagRules(keywords, locale)
	const own = normaliseGroups(ownCandidates(keywords, locale, rules), locale, rules)
	const limit = (g: Group) => Math.max(GROUP_SIZES[g].min, own[g].length + SEED_SHARE[g])
	const limits = { trending: limit('trending'), hashtags: limit('hashtags'), longTail: limit('longTail') }
	const seeded = fill(own, seedCandidates(category, locale), locale, rules, limits)
	// Too few keywords and seeds left after de-duplication: the general seeds fill up.
	return topUp(seeded, seedCandidates(undefined, locale), locale, rules)
}

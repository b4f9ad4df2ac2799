/** The ten categories of docs/product-spec.md §9, and `general` for a request without one. */
export const HASHTAG_CATEGORIES = [
	'gaming',
	'tech',
	'beauty',
	'food',
	'fitness',
	'travel',
	'music',
	'education',
	'comedy',
	'lifestyle',
] as const

export type HashtagCategory = (typeof HASHTAG_CATEGORIES)[number]

/** Words and short phrases (not yet hashtags: normalise.ts makes them tags). */
export interface CategorySeeds {
	/** 8 broad, popular tags of the category. */
	trending: readonly string[]
	/** 10 common, more specific tags. */
	recommended: readonly string[]
	/** 6 specific multi-word phrases. */
	longTail: readonly string[]
}

/**
 * The built-in generator's seed lists in one language: what creators in that language
 * really tag with (English tags where they are what that audience uses too).
 */
export interface LanguageSeeds {
	categories: Record<HashtagCategory | 'general', CategorySeeds>
	/** Words put after a keyword for recommended tags ("tips", "tutorial"): 6. */
	suffixes: readonly string[]
	/**
	 * Phrases that make a keyword a long-tail tag: `{k}` stands for the keyword ("{k} for
	 * beginners", "how to {k}"): 6, none repeating a word (no "step by step": filters.ts drops it).
	 */
	longTailPatterns: readonly string[]
	/**
	 * Corrections of the `stopword` package's list for this language (filters.ts): `add` function words it lacks, `keep` words it lists that creators tag as topics.
	 */
	stopWords: { add: readonly string[]; keep: readonly string[] }
}

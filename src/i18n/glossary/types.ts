/**
 * One language's house vocabulary: the term used for each concept, the variants that
 * must not appear in its dictionary, and the conventions (formality, quotation marks, spelling)
 * an editor holds the texts to. `glossary.test.ts` fails on any banned variant in any string.
 */
export type GlossaryTerm = {
	/** The concept, in English, e.g. "thumbnail" or "caption track". */
	concept: string
	/** The one word or phrase the dictionary uses for it. */
	term: string
	/** Variants that must not appear (matched as whole words, case-insensitively unless `caseSensitive`). */
	avoid: readonly string[]
	/** Why, or where YouTube shows the term. */
	note?: string
	caseSensitive?: boolean
	/**
	 * Dictionary keys (dotted paths) where a banned variant is right, e.g. a sentence that explains
	 * the word itself. Each exception says why in `note`.
	 */
	allowIn?: readonly string[]
}

export type Glossary = {
	language: 'en' | 'de' | 'es' | 'tr' | 'nl'
	/** How the reader is addressed: du, tú, siz, je; "you" in English. */
	formality: string
	/** The quotation marks used around quoted words, and marks that must not appear. */
	quotes: { open: string; close: string; avoid: readonly string[] }
	/** Spelling variant, e.g. "US English" or "neutral international Spanish". */
	spelling: string
	terms: readonly GlossaryTerm[]
}

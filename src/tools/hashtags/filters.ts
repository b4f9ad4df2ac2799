/**
 * The filters every hashtag passes, whoever wrote it, the model or the built-in generator
 * (its clarification "Hashtag filters"): no tag made only of stop words
 * (`#for`, `#the`), and no tag that repeats a word (`#forbeginnersforbeginners`,
 * `#workoutworkout`). Words are compared without case and accents (`Für` = `fur`, `İ` = `i`).
 *
 * Stop words come from the `stopword` package (MIT, lists for all five languages, one array
 * per language), corrected per language in seeds/<lang>.ts (`stopWords.add` and `.keep`).
 */
import { deu, eng, nld, spa, tur } from 'stopword'
import type { Locale } from '../../i18n/locales'
import { SEEDS } from './seeds'

const PACKAGE_LISTS: Record<Locale, readonly string[]> = { en: eng, de: deu, es: spa, tr: tur, nl: nld }

/**
 * A word as the filters compare it: lower case, without accents (`más` = `mas`, `Für` = `fur`),
 * `ı` as `i`, `ß` as `ss`, apostrophes gone (`Let’s` = `lets`); the same in every page
 * language. The tilde, cedilla and breve stay: `ñ`, `ç`, `ş` and `ğ` are letters of their own
 * (`uñas` is not `unas`, `su` is not `şu`).
 * @example fold('Anfänger') // 'anfanger'
 */
export function fold(text: string): string {
	return text
		.toLowerCase()
		.normalize('NFD')
		.replace(/(?![\u0303\u0306\u0327])\p{M}/gu, '')
		.normalize('NFC')
		.replace(/ı/g, 'i')
		.replace(/ß/g, 'ss')
		.replace(/['’]/g, '')
}

/** The folded words of a text: runs of letters and digits. */
export function wordsOf(text: string): string[] {
	return fold(text)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
}

const stopWordCache = new Map<Locale, ReadonlySet<string>>()

/** The stop words of one language, folded: the package's list plus `add`, less `keep`. */
export function stopWordsOf(locale: Locale): ReadonlySet<string> {
	let set = stopWordCache.get(locale)
	if (!set) {
		const { add, keep } = SEEDS[locale].stopWords
		const kept = new Set(keep.map(fold))
		set = new Set([...PACKAGE_LISTS[locale], ...add].map(fold).filter((w) => w && !kept.has(w)))
		stopWordCache.set(locale, set)
	}
	return set
}

/** What the filters need for one request. */
export interface TagRules {
	/** Stop words (folded) of the page's language, of English and of the keywords' language. */
	stopWords: { has(word: string): boolean }
	/** The visitor's own words, folded: never taken for a glued repetition. */
	own: ReadonlySet<string>
}

/**
 * The rules for keywords typed on a page in `locale`. Keywords are often in another language
 * than the page (English on every page): the stop words of English, of the languages whose
 * stop words the keywords use most (at least as many as the page language's), and of any
 * language one of whose own stop words they use are added.
 * @example tagRules('home workout for beginners', 'de').stopWords.has('for') // true
 */
export function tagRules(keywords: string, locale: Locale): TagRules {
	const words = new Set(wordsOf(keywords))
	const all = Object.keys(PACKAGE_LISTS) as Locale[]
	const found = new Map(all.map((l) => [l, [...words].filter((w) => stopWordsOf(l).has(w))]))
	const hits = (l: Locale) => found.get(l)?.length ?? 0
	const languages = new Set<Locale>([locale, 'en'])
	const best = Math.max(...all.map(hits))
	if (best > 0 && best >= hits(locale)) for (const l of all) if (hits(l) === best) languages.add(l)
	// A stop word of one language only ("voor" in "make-up tutorial voor beginners") names it too.
	for (const l of all) {
		const own = found.get(l) ?? []
		if (own.some((w) => all.every((other) => other === l || !stopWordsOf(other).has(w)))) languages.add(l)
	}
	const sets = [...languages].map(stopWordsOf)
	return { stopWords: { has: (word) => sets.some((set) => set.has(word)) }, own: words }
}

/** Shortest run of letters whose repetition inside one glued word counts as a repeated word. */
const MIN_REPEAT = 4

/**
 * Whether a glued word holds the same run of MIN_REPEAT letters twice without overlap
 * (`workoutworkout`, `forbeginnersforbeginners`; not `mississippi`). Any longer repeated run
 * starts with such a run, so that length alone is checked.
 */
function repeatsInside(word: string): boolean {
	const letters = [...word]
	for (let i = 0; i + 2 * MIN_REPEAT <= letters.length; i++) {
		const run = letters.slice(i, i + MIN_REPEAT).join('')
		if (
			letters
				.slice(i + MIN_REPEAT)
				.join('')
				.includes(run)
		)
			return true
	}
	return false
}

/**
 * Whether a raw tag (a word, a phrase, a `#tag`) must not appear: all its words are stop
 * words, a word comes twice, or a glued word that is not one of the visitor's own holds a
 * word twice (the model's `#workoutworkout`; a phrase's words are seen one by one).
 * @example isWeakTag('#for', tagRules('', 'en')) // true
 */
export function isWeakTag(raw: string, rules: TagRules): boolean {
	const words = wordsOf(raw)
	if (words.length === 0) return false
	if (words.every((w) => rules.stopWords.has(w))) return true
	if (new Set(words).size < words.length) return true
	return words.some((w) => !rules.own.has(w) && repeatsInside(w))
}

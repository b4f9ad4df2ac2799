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

/**
 * Case endings Turkish writes after an apostrophe on a name ("İstanbul'da", "YouTube'a"): the tag
 * is the name (`#istanbul`), never the name glued to its ending (`#istanbulda`).
 */
const TURKISH_ENDINGS =
	/(\p{L})['’](?:da|de|ta|te|dan|den|tan|ten|a|e|ya|ye|ı|i|u|ü|yı|yi|yu|yü|ın|in|un|ün|nın|nin|nun|nün|la|le|yla|yle|daki|deki|taki|teki|lar|ler|ları|leri|dır|dir|tır|tir)(?![\p{L}\p{N}])/gu

/** A comma, point or apostrophe between two digits: part of the number. */
const NUMBER_MARKS = /(\p{N})[.,'’](?=\p{N})/gu

/**
 * The words of a text as typed: runs of letters, marks and digits. A number stays whole
 * ("100,000,000th" is one word, "2.5" another), so a tag never holds a number torn from its
 * context (`#igavemy100`); an apostrophe inside a word goes ("let's" is one word, as fold
 * sees it); a Turkish case ending after a name goes with its apostrophe.
 */
export function tokensOf(text: string): string[] {
	return text
		.normalize('NFC')
		.replace(TURKISH_ENDINGS, '$1')
		.replace(NUMBER_MARKS, '$1')
		.replace(/(\p{L})['’](?=\p{L})/gu, '$1')
		.split(/[^\p{L}\p{M}\p{N}]+/u)
		.filter(Boolean)
}

/** The folded words of a text (tokensOf, then fold): how the filters compare words. */
export function wordsOf(text: string): string[] {
	return tokensOf(text).map(fold).filter(Boolean)
}

/** Where a run of words ends: punctuation that parts a title or a list ("Cirque du Soleil | KURIOS"). */
const BREAKS = /[,;|:()[\]{}!?¡¿"“”«»/–—…•·]+|\s[-.]\s|\.(?=\s|$)/u

/** Most words in a tag made from a text (decision 17): longer runs are glued phrases, not tags. */
export const MAX_RUN = 3

/**
 * The runs of one to MAX_RUN words of `text` that make real tags under `rules`: contiguous, within
 * one part of the text (never across a comma or a bar), neither starting nor ending with a stop
 * word, no word twice, not a bare number. Words as typed (tokensOf), in the text's order.
 * @example tagRuns('camera review', tagRules('', 'en')) // [['camera'], ['camera', 'review'], ['review']]
 */
export function tagRuns(text: string, rules: TagRules, max = MAX_RUN): string[][] {
	const out: string[][] = []
	// A number's commas and points are not breaks ("100,000,000th").
	for (const part of text.replace(NUMBER_MARKS, '$1').split(BREAKS)) {
		const words = tokensOf(part)
		const folded = words.map(fold)
		for (let i = 0; i < words.length; i++) {
			for (let n = 1; n <= max && i + n <= words.length; n++) {
				const run = folded.slice(i, i + n)
				if (!isWeakRun(run, rules) && !(n === 1 && /^\p{N}+$/u.test(run[0] as string))) {
					out.push(words.slice(i, i + n))
				}
			}
		}
	}
	return out
}

/** A run of words that is no tag: a stop word at either end, a word twice. */
function isWeakRun(words: readonly string[], rules: TagRules): boolean {
	if (words.length === 0) return true
	if (rules.stopWords.has(words[0] as string) || rules.stopWords.has(words.at(-1) as string)) return true
	return new Set(words).size < words.length
}

/** A tag's identity as the filters compare it: its folded letters and digits. */
export const tagKey = (tag: string) => wordsOf(tag).join('')

/**
 * The tags `texts` allow: every run tagRuns finds in them, and each of `whole` as it stands (a
 * video's own keyword, a search suggestion or a hashtag real videos use may be longer than
 * MAX_RUN words) unless weak. Keys as tagKey gives them.
 */
export function allowedTags(texts: readonly string[], whole: readonly string[], rules: TagRules): Set<string> {
	const allowed = new Set<string>()
	for (const text of texts) for (const run of tagRuns(text, rules)) allowed.add(tagKey(run.join(' ')))
	for (const tag of whole) if (!isWeakTag(tag, rules)) allowed.add(tagKey(tag))
	// A tag that reads as weak words in another spelling is weak: a video's keyword "TerraX" beside
	// its "Terra X" (German `x`) is `#terrax` either way, a run ending with a stop word.
	for (const key of weakKeys(texts, whole, rules)) allowed.delete(key)
	return allowed
}

/**
 * The keys of the weak runs of `texts` and the weak tags of `whole`. The evidence is in any
 * language whatever the page's, so a run counts as weak at a stop word of any site language
 * ("Nguyen Kim": Turkish `kim`).
 */
function weakKeys(texts: readonly string[], whole: readonly string[], pageRules: TagRules): Set<string> {
	const rules = { ...pageRules, stopWords: anyStopWords() }
	const weak = new Set<string>()
	for (const text of [...texts, ...whole]) {
		for (const part of text.replace(NUMBER_MARKS, '$1').split(BREAKS)) {
			const folded = wordsOf(part)
			for (let i = 0; i < folded.length; i++) {
				for (let n = 2; n <= MAX_RUN && i + n <= folded.length; n++) {
					const run = folded.slice(i, i + n)
					if (isWeakRun(run, rules)) weak.add(run.join(''))
				}
			}
		}
	}
	for (const tag of whole) if (isWeakTag(tag, pageRules)) weak.add(tagKey(tag))
	return weak
}

/** The stop words of every site language. */
function anyStopWords(): { has(word: string): boolean } {
	const sets = (Object.keys(PACKAGE_LISTS) as Locale[]).map(stopWordsOf)
	return { has: (word) => sets.some((set) => set.has(word)) }
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
	/**
	 * The tags the words and the evidence allow (allowedTags), keyed by tagKey; absent: any tag
	 * that is not weak. Every answer sets it: a tag that is none of them is glued.
	 */
	allowed?: ReadonlySet<string>
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
	// A phrase that starts or ends with a stop word is half a phrase ("how to", "for beginners").
	if (words.length > 1 && isWeakRun(words, rules)) return true
	return words.some((w) => !rules.own.has(w) && repeatsInside(w))
}

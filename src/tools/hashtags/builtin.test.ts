/**
 * The built-in generator on what creators really type: no tag that is only
 * a stop word, no tag that repeats a word, the visitor's keywords first in every group, and
 * the category's seeds never more than a few.
 */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { LOCALES, type Locale } from '../../i18n/locales'
import { builtinHashtags, keywordPhrases, SEED_SHARE } from './builtin'
import { fold, stopWordsOf, wordsOf } from './filters'
import { GROUP_SIZES, type HashtagGroups } from './schema'
import { SEEDS } from './seeds'
import { HASHTAG_CATEGORIES } from './seeds/types'
import { CREATOR_PHRASES } from './test-phrases'

const GROUPS = ['trending', 'hashtags', 'longTail'] as const
const CATEGORIES = [...HASHTAG_CATEGORIES, undefined]

/** Stop words nobody would call a hashtag, whatever list the code uses. */
const CLASSIC_STOP_WORDS = [
	...['for', 'the', 'and', 'to', 'of', 'in', 'on', 'with', 'how', 'a', 'an', 'your', 'my', 'is'],
	...['für', 'und', 'der', 'die', 'das', 'mit', 'im', 'am', 'zu', 'ohne', 'wie', 'ein', 'einer'],
	...['de', 'la', 'el', 'para', 'con', 'en', 'por', 'los', 'las', 'del', 'al', 'un', 'sin', 'mi'],
	...['ve', 'için', 'ile', 'bir', 'bu', 'da', 'nasıl', 'çok', 'en', 'gibi'],
	...['het', 'een', 'met', 'voor', 'van', 'op', 'door', 'uit', 'ons', 'zonder', 'mijn'],
].map(fold)

/** Folded tag text without the `#`. */
const body = (tag: string) => fold(tag.slice(1))

/** Content words of the keywords: not stop words of their language or English, 3+ letters. */
function contentWords(keywords: string, language: Locale): string[] {
	const stop = new Set([...stopWordsOf(language), ...stopWordsOf('en')])
	return wordsOf(keywords).filter((w) => [...w].length >= 3 && !stop.has(w) && !/^\d+$/.test(w))
}

/**
 * Words a built-in tag is made of: the keywords' and the language's suffixes and patterns;
 * not those inside another of them ("skin" of "skincare"), which a glued tag can't tell apart.
 */
function vocabulary(keywords: string, locale: Locale): string[] {
	const seeds = SEEDS[locale]
	const words = [...new Set(wordsOf([keywords, ...seeds.suffixes, ...seeds.longTailPatterns].join(' ')))]
	return words.filter((w) => [...w].length >= 4 && !words.some((other) => other !== w && other.includes(w)))
}

/** Word `w` twice in one glued tag (`forbeginnersforbeginners`). */
const twice = (tag: string, w: string) => body(tag).split(w).length > 2

/**
 * Every rule for one answer, with what to print when one fails.
 * `language` is the keywords' language, `locale` the page's.
 */
function problems(out: HashtagGroups, keywords: string, language: Locale, locale: Locale): string[] {
	const found: string[] = []
	const stop = new Set([...stopWordsOf(language), ...stopWordsOf(locale), ...stopWordsOf('en'), ...CLASSIC_STOP_WORDS])
	const content = contentWords(keywords, language)
	const words = vocabulary(keywords, locale)
	const isOwn = (tag: string) => content.some((w) => body(tag).includes(w))
	for (const group of GROUPS) {
		const tags = out[group]
		for (const tag of tags) {
			if (stop.has(body(tag))) found.push(`${group}: stop word ${tag}`)
			const repeated = words.find((w) => twice(tag, w))
			if (repeated) found.push(`${group}: ${tag} repeats "${repeated}"`)
		}
		if (content.length > 0) {
			if (!tags[0] || !isOwn(tags[0])) found.push(`${group}: first tag ${tags[0]} is not the keywords'`)
			const own = tags.filter(isOwn).length
			const seeds = tags.length - own
			const allowed = Math.max(SEED_SHARE[group], GROUP_SIZES[group].min - own)
			if (seeds > allowed) found.push(`${group}: ${seeds} seed tags for ${own} own ones`)
		}
		if (tags.length < GROUP_SIZES[group].min || tags.length > GROUP_SIZES[group].max) {
			found.push(`${group}: ${tags.length} tags`)
		}
	}
	return found
}

describe('the built-in generator on creators’ phrases', () => {
	test.each(LOCALES)(
		'%s: 30 phrases in every category, on their own page',
		(locale) => {
			const phrases = CREATOR_PHRASES[locale]
			expect(phrases.length).toBeGreaterThanOrEqual(30)
			const failures = phrases.flatMap((keywords) =>
				CATEGORIES.flatMap((category) =>
					problems(builtinHashtags(keywords, category, locale), keywords, locale, locale).map(
						(p) => `${keywords} (${category ?? 'none'}): ${p}`,
					),
				),
			)
			expect(failures).toEqual([])
		},
		60_000,
	) // 0.2 s each when quiet; a loaded 2-core machine has taken far longer

	test.each(LOCALES)(
		'%s phrases typed on another language’s page keep the same rules',
		(language) => {
			const locale: Locale = language === 'en' ? 'de' : 'en'
			const failures = CREATOR_PHRASES[language].flatMap((keywords) =>
				['fitness', 'tech', undefined].flatMap((category) =>
					problems(builtinHashtags(keywords, category as never, locale), keywords, language, locale).map(
						(p) => `${keywords} on ${locale} (${category ?? 'none'}): ${p}`,
					),
				),
			)
			expect(failures).toEqual([])
		},
		60_000,
	)

	test('the issue’s example: no #for, no doubled phrase, the tech seeds no longer drown a fitness phrase', () => {
		for (const locale of ['en', 'de'] as const) {
			const out = builtinHashtags('home workout for beginners', 'tech', locale)
			const all = [...out.trending, ...out.hashtags, ...out.longTail]
			expect(all).not.toContain('#for')
			expect(all.filter((t) => t.includes('forbeginnersforbeginners'))).toEqual([])
			expect(out.trending.slice(0, 2)).toEqual(['#homeworkoutforbeginners', '#homeworkout'])
			expect(out.hashtags[0]).toBe('#beginners')
			expect(out.longTail[0]).toBe('#workoutforbeginners')
			const seeds = all.filter((t) => !/home|workout|beginner/.test(t))
			expect(seeds.length).toBeLessThan(all.length / 2)
		}
	})

	test('any phrase of keyword and stop words follows the rules (fast-check)', () => {
		const pool: Record<Locale, string[]> = {
			en: ['guitar', 'sourdough', 'camping', 'makeup', 'python', 'garden', 'rocket', 'vlog', 'piano'],
			de: ['gitarre', 'sauerteig', 'wandern', 'schminke', 'garten', 'rakete', 'klavier', 'häkeln'],
			es: ['guitarra', 'paella', 'uñas', 'jardín', 'cohete', 'piano', 'montaña', 'tortilla'],
			tr: ['gitar', 'ekmek', 'kamp', 'makyaj', 'bahçe', 'roket', 'piyano', 'çorba', 'ışık'],
			nl: ['gitaar', 'zuurdesem', 'kamperen', 'tuin', 'raket', 'piano', 'fietsen', 'pannenkoek'],
		}
		const stopWords: Record<Locale, string[]> = {
			en: ['for', 'the', 'and', 'with', 'how', 'to', 'of', 'my', 'in', 'a'],
			de: ['für', 'und', 'mit', 'der', 'die', 'im', 'am', 'zu', 'ohne', 'wie'],
			es: ['de', 'la', 'el', 'para', 'con', 'en', 'por', 'los', 'mi', 'sin'],
			tr: ['ve', 'için', 'ile', 'bir', 'bu', 'nasıl', 'çok', 'gibi', 'en', 'da'],
			nl: ['de', 'het', 'een', 'met', 'voor', 'van', 'op', 'in', 'mijn', 'zonder'],
		}
		const input = fc.constantFrom(...LOCALES).chain((locale) =>
			fc.record({
				locale: fc.constant(locale),
				category: fc.constantFrom(...CATEGORIES),
				phrases: fc.array(
					fc.array(fc.constantFrom(...pool[locale], ...stopWords[locale]), { minLength: 1, maxLength: 4 }),
					{
						minLength: 1,
						maxLength: 3,
					},
				),
			}),
		)
		fc.assert(
			fc.property(input, ({ locale, category, phrases }) => {
				const keywords = phrases.map((p) => p.join(' ')).join(', ')
				expect([keywords, problems(builtinHashtags(keywords, category, locale), keywords, locale, locale)]).toEqual([
					keywords,
					[],
				])
			}),
			{ numRuns: 400 },
		)
	})

	test('keyword phrases keep their words as typed (lower case in the page language)', () => {
		expect(keywordPhrases('Sauerteigbrot backen für Anfänger', 'de')).toEqual(['sauerteigbrot backen für anfänger'])
	})
})

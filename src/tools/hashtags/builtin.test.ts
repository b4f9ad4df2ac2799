/**
 * The built-in generator on what creators really type: no tag that is only
 * a stop word, no tag that repeats a word, the visitor's keywords first in every group, and
 * the category's seeds never more than a few.
 */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { LOCALES, type Locale } from '../../i18n/locales'
import { builtinHashtags, keywordPhrases } from './builtin'
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
 * What a words-only tag may be, judged apart from the code: a word of the keywords, a
 * contiguous run of at most three of them within one comma-separated phrase (runs keyed as
 * their folded words glued), or one of the category's one-word seeds. Each with its words.
 */
function realTags(keywords: string, category: (typeof CATEGORIES)[number], locale: Locale): Map<string, string[]> {
	const out = new Map<string, string[]>()
	for (const phrase of keywords.split(/[;\n|]|,(?!\d)|(?<!\d),/)) {
		const words = wordsOf(phrase)
		for (let i = 0; i < words.length; i++)
			for (let n = 1; n <= 3 && i + n <= words.length; n++) {
				const run = words.slice(i, i + n)
				out.set(run.join(''), run)
			}
	}
	if (category)
		for (const seed of SEEDS[locale].categories[category].trending)
			if (!seed.includes(' ')) out.set(fold(seed), [fold(seed)])
	return out
}

/**
 * Every rule for one answer, with what to print when one fails.
 * `language` is the keywords' language, `locale` the page's.
 */
function problems(
	out: HashtagGroups,
	keywords: string,
	language: Locale,
	locale: Locale,
	category?: (typeof CATEGORIES)[number],
): string[] {
	const found: string[] = []
	const stop = new Set([...stopWordsOf(language), ...stopWordsOf(locale), ...stopWordsOf('en'), ...CLASSIC_STOP_WORDS])
	const content = contentWords(keywords, language)
	const real = realTags(keywords, category, locale)
	const isOwn = (tag: string) => content.some((w) => body(tag).includes(w))
	for (const group of GROUPS) {
		const tags = out[group]
		for (const tag of tags) {
			const words = real.get(body(tag))
			if (!words) found.push(`${group}: ${tag} is glued (no word or run of at most three of the words)`)
			else if (stop.has(words[0] as string) || stop.has(words.at(-1) as string))
				found.push(`${group}: ${tag} starts or ends with a stop word`)
			else if (new Set(words).size < words.length) found.push(`${group}: ${tag} repeats a word`)
		}
		if (content.length > 0 && tags[0] && !isOwn(tags[0]))
			found.push(`${group}: first tag ${tags[0]} is not the keywords'`)
		if (tags.length > GROUP_SIZES[group].max) found.push(`${group}: ${tags.length} tags`)
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
					problems(builtinHashtags(keywords, category, locale), keywords, locale, locale, category).map(
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
					problems(
						builtinHashtags(keywords, category as never, locale),
						keywords,
						language,
						locale,
						category as never,
					).map((p) => `${keywords} on ${locale} (${category ?? 'none'}): ${p}`),
				),
			)
			expect(failures).toEqual([])
		},
		60_000,
	)

	test('no #for, no doubled phrase, no pattern words; the category adds a word or two after the phrase', () => {
		for (const locale of ['en', 'de'] as const) {
			const out = builtinHashtags('home workout for beginners', 'tech', locale)
			const all = [...out.trending, ...out.hashtags, ...out.longTail]
			expect(all).not.toContain('#for')
			expect(all).not.toContain('#forbeginners')
			expect(all).not.toContain('#homeworkoutforbeginners')
			expect(out.trending.slice(0, 3)).toEqual(['#home', '#workout', '#beginners'])
			expect(out.hashtags[0]).toBe('#homeworkout')
			expect(out.longTail).toEqual(['#workoutforbeginners'])
			expect(all.filter((t) => !/home|workout|beginner/.test(t)).length).toBeLessThanOrEqual(2)
		}
	})

	test.each([
		['iphone 16 pro camera review', 'tech', 'en', ['#iphone16procamerareview', '#howtocamerareview', '#samsung']],
		['how to camera review', undefined, 'en', ['#howtocamerareview', '#howto', '#howtocamera']],
		['I Gave My 100,000,000th Subscriber An Island', undefined, 'en', ['#igavemy100', '#howto000', '#000', '#100']],
		['beste Kette wechseln Ideen', undefined, 'de', ['#bestekettewechselnideen']],
		['cómo hacer patatas fácil', 'food', 'es', ['#cómohacerpatatasfácil', '#cómohacer', '#cómo']],
		['sourdough bread', 'food', 'en', ['#veganrecipes']],
		["İstanbul'da bir gün", undefined, 'tr', ['#istanbulda', '#istanbuldabirgün']],
		["hoe maak je z'n eigen fiets", undefined, 'nl', ['#zn', '#hoemaak', '#jezn']],
	] as const)('%s (%s, %s): none of %j', (keywords, category, locale, never) => {
		const out = builtinHashtags(keywords, category, locale)
		const all = [...out.trending, ...out.hashtags, ...out.longTail]
		expect(all.filter((tag) => (never as readonly string[]).includes(tag))).toEqual([])
		expect(all.length).toBeGreaterThan(0)
		expect(problems(out, keywords, locale, locale, category)).toEqual([])
	})

	test('a number stays whole, a Turkish ending leaves the name', () => {
		const island = builtinHashtags('I Gave My 100,000,000th Subscriber An Island', undefined, 'en')
		expect(island.trending).toContain('#100000000th')
		expect(builtinHashtags("İstanbul'da bir gün", undefined, 'tr').trending[0]).toBe('#istanbul')
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
				expect([
					keywords,
					problems(builtinHashtags(keywords, category, locale), keywords, locale, locale, category),
				]).toEqual([keywords, []])
			}),
			{ numRuns: 400 },
		)
	})

	test('keyword phrases keep their words as typed (lower case in the page language)', () => {
		expect(keywordPhrases('Sauerteigbrot backen für Anfänger', 'de')).toEqual(['sauerteigbrot backen für anfänger'])
	})
})

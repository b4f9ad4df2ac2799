import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { LOCALES } from '../../i18n/locales'
import { builtinHashtags, keywordPhrases } from './builtin'
import { normaliseGroups, toHashtag } from './normalise'
import { GROUP_SIZES } from './schema'
import { HASHTAG_CATEGORIES } from './seeds/types'

const TAG = /^#[\p{L}\p{M}\p{N}]{2,40}$/u

describe('one hashtag (decision 17)', () => {
	test.each([
		['Let’s Play!', 'en', '#letsplay'],
		['#Minecraft Tips', 'en', '#minecrafttips'],
		['ÇOCUK ŞARKILARI', 'tr', '#çocukşarkıları'],
		['İstanbul', 'tr', '#istanbul'],
		['İstanbul', 'en', '#istanbul'],
		['IŞIK', 'tr', '#ışık'],
		['Straße & Grüße', 'de', '#straßegrüße'],
		['niño-ñandú', 'es', '#niñoñandú'],
		['café', 'nl', '#café'],
		['2026', 'en', null],
		['a', 'en', null],
		['   ', 'en', null],
	] as const)('%j in %s → %j', (raw, locale, tag) => {
		expect(toHashtag(raw, locale)).toBe(tag)
	})

	test('too long for its group is dropped, not cut', () => {
		expect(toHashtag('a'.repeat(31), 'en', 30)).toBeNull()
		expect(toHashtag('a'.repeat(40), 'en', 40)).toBe(`#${'a'.repeat(40)}`)
	})
})

describe('three groups', () => {
	test('de-duplicated across groups in any case, the first group keeps a tag, groups cut to size', () => {
		const groups = normaliseGroups(
			{
				trending: ['#Gaming', '#gaming', 'minecraft', ...Array.from({ length: 10 }, (_, i) => `trend${i}x`)],
				hashtags: ['#GAMING', '#Minecraft', '#redstone'],
				longTail: ['#redstone', 'redstone for beginners'],
			},
			'en',
		)
		expect(groups.trending.slice(0, 2)).toEqual(['#gaming', '#minecraft'])
		expect(groups.trending).toHaveLength(GROUP_SIZES.trending.max)
		expect(groups.hashtags).toEqual(['#redstone'])
		expect(groups.longTail).toEqual(['#redstoneforbeginners'])
	})

	test('any model output comes out as valid, unique tags within the limits', () => {
		const group = fc.array(fc.string({ maxLength: 50 }), { maxLength: 30 })
		fc.assert(
			fc.property(group, group, group, fc.constantFrom(...LOCALES), (trending, hashtags, longTail, locale) => {
				const out = normaliseGroups({ trending, hashtags, longTail }, locale)
				const all = [...out.trending, ...out.hashtags, ...out.longTail]
				for (const tag of all) expect(tag).toMatch(TAG)
				expect(new Set(all.map((t) => t.toLowerCase())).size).toBe(all.length)
				for (const g of ['trending', 'hashtags', 'longTail'] as const) {
					expect(out[g].length).toBeLessThanOrEqual(GROUP_SIZES[g].max)
				}
			}),
			{ numRuns: 300 },
		)
	})
})

describe('the built-in generator', () => {
	test('the same input gives the same tags; the keywords come first', () => {
		const a = builtinHashtags('sourdough bread, baking', 'food', 'en')
		expect(builtinHashtags('sourdough bread, baking', 'food', 'en')).toEqual(a)
		expect(a.trending.slice(0, 3)).toEqual(['#sourdough', '#bread', '#baking'])
		expect(a.hashtags).toContain('#sourdoughbread')
		// No pattern words the visitor did not type ("… for beginners").
		expect(a.longTail).not.toContain('#sourdoughbreadforbeginners')
	})

	test('every language and category, with or without keywords: valid groups of at most 10', () => {
		for (const locale of LOCALES) {
			for (const category of [...HASHTAG_CATEGORIES, undefined]) {
				for (const keywords of ['', 'x', 'yoga am morgen, entspannung', 'çok güzel ışık', '???']) {
					const out = builtinHashtags(keywords, category, locale)
					const all = [...out.trending, ...out.hashtags, ...out.longTail]
					for (const tag of all) expect(tag).toMatch(TAG)
					expect(new Set(all).size).toBe(all.length)
					for (const g of ['trending', 'hashtags', 'longTail'] as const) {
						expect([locale, category, keywords, g, out[g].length <= GROUP_SIZES[g].max]).toEqual([
							locale,
							category,
							keywords,
							g,
							true,
						])
					}
				}
			}
		}
	})

	test('category seeds in the page language: German food seeds differ from English ones', () => {
		const de = builtinHashtags('', 'food', 'de')
		const en = builtinHashtags('', 'food', 'en')
		expect(de.trending).not.toEqual(en.trending)
	})

	test('keyword phrases: separators, hashes, case in the page language, at most five', () => {
		expect(keywordPhrases('#Minecraft,  Redstone ; tips\nmods | x', 'en')).toEqual([
			'minecraft',
			'redstone',
			'tips',
			'mods',
		])
		expect(keywordPhrases('IŞIK', 'tr')).toEqual(['ışık'])
		expect(keywordPhrases('a,b,c,dd,ee,ff,gg,hh,ii', 'en')).toEqual(['dd', 'ee', 'ff', 'gg', 'hh'])
	})
})

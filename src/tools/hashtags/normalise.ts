/**
 * YouTube's hashtag rules (decision 17): a `#`, then letters (of any language: Turkish ı and
 * ş, German ß and ü…), marks and digits, nothing else (a space or punctuation ends a hashtag
 * on YouTube); lower case in the page's language; no two alike in any case across the three
 * groups; sensible lengths; each group cut to its size. And ours (filters.ts):
 * no stop word alone, no word twice in a tag, for the model's tags as for the built-in ones.
 */
import type { Locale } from '../../i18n/locales'
import { isWeakTag, type TagRules, tagKey, tagRules } from './filters'
import { GROUP_SIZES, type HashtagGroups } from './schema'

/** Shortest and longest tag (without `#`); long-tail tags are phrases and may be longer. */
const MIN_LENGTH = 2
export const MAX_LENGTH = { trending: 30, hashtags: 30, longTail: 40 } as const

/**
 * One tag from a word or phrase: `#` plus its letters and digits, lower-cased in `locale`
 * (Turkish `I` → `ı`); null when too short, too long or digits only.
 * @example toHashtag('Let’s Play!', 'en') // '#letsplay'
 */
export function toHashtag(raw: string, locale: Locale, maxLength: number = MAX_LENGTH.hashtags): string | null {
	const body = raw
		.normalize('NFC')
		.toLocaleLowerCase(locale)
		// `İ` lower-cased outside Turkish is `i` plus a combining dot: the dot goes.
		.replace(/i\u0307/g, 'i')
		.replace(/[^\p{L}\p{M}\p{N}]/gu, '')
	const letters = [...body].length
	if (letters < MIN_LENGTH || letters > maxLength || /^\p{N}+$/u.test(body)) return null
	return `#${body}`
}

/** Case-insensitive identity of a tag, for de-duplication across groups. */
const identity = (tag: string) => tag.toLocaleLowerCase('und')

export type Group = keyof HashtagGroups
const GROUPS: readonly Group[] = ['trending', 'hashtags', 'longTail']

/** Adds the valid, not yet taken tags of `raws` to `group` of `out` until it holds `limit`. */
function addTags(
	out: HashtagGroups,
	group: Group,
	raws: readonly string[],
	limit: number,
	taken: Set<string>,
	locale: Locale,
	rules: TagRules,
) {
	for (const raw of raws) {
		if (out[group].length >= limit) break
		const tag = toHashtag(raw, locale, MAX_LENGTH[group])
		if (!tag || taken.has(identity(tag)) || isWeakTag(raw, rules)) continue
		// Glued, a fragment, a torn number: not a word or run of the words or the evidence.
		if (rules.allowed && !rules.allowed.has(tagKey(raw))) continue
		taken.add(identity(tag))
		out[group].push(tag)
	}
}

/**
 * The three groups as YouTube takes them: valid tags only, each tag once (the first group
 * that has it keeps it: trending, then recommended, then long-tail), at most each group's
 * maximum, none that `rules` call weak (by default the page language's and English stop
 * words). Groups may come out shorter than their minimum; the caller tops them up.
 */
export function normaliseGroups(
	groups: HashtagGroups,
	locale: Locale,
	rules: TagRules = tagRules('', locale),
): HashtagGroups {
	const out: HashtagGroups = { trending: [], hashtags: [], longTail: [] }
	const taken = new Set<string>()
	for (const group of GROUPS) addTags(out, group, groups[group], GROUP_SIZES[group].max, taken, locale, rules)
	return out
}

/**
 * `groups` with tags from `extra` added after their own until each holds `limits` (never
 * more than its maximum), under the same rules and still de-duplicated.
 */
export function fill(
	groups: HashtagGroups,
	extra: HashtagGroups,
	locale: Locale,
	rules: TagRules,
	limits: Record<Group, number>,
): HashtagGroups {
	const taken = new Set(GROUPS.flatMap((g) => groups[g]).map(identity))
	const out: HashtagGroups = {
		trending: [...groups.trending],
		hashtags: [...groups.hashtags],
		longTail: [...groups.longTail],
	}
	for (const group of GROUPS) {
		const limit = Math.min(limits[group], GROUP_SIZES[group].max)
		addTags(out, group, extra[group], limit, taken, locale, rules)
	}
	return out
}

/**
 * `groups` topped up from `extra` where a group is below its minimum (the built-in
 * generator's candidates fill what the model left short), still de-duplicated.
 */
export function topUp(
	groups: HashtagGroups,
	extra: HashtagGroups,
	locale: Locale,
	rules: TagRules = tagRules('', locale),
): HashtagGroups {
	const mins = {
		trending: GROUP_SIZES.trending.min,
		hashtags: GROUP_SIZES.hashtags.min,
		longTail: GROUP_SIZES.longTail.min,
	}
	return fill(groups, extra, locale, rules, mins)
}

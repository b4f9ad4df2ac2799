/**
 * The three groups from what YouTube shows for the words (docs/decisions.md, "Hashtags from
 * YouTube's evidence"), by rules, the same for every install:
 * - Trending: hashtags many of the ranking videos published in the last TRENDING_DAYS days use
 *   (in their titles or description snippets),
 *   with the count behind each (at least MIN_TRENDING_USES videos);
 * - Recommended: the tags real videos use (their hashtags, runs of the visitor's words in their
 *   titles) closest to the visitor's words first;
 * - Long-tail: YouTube's search suggestions, each turned into a tag.
 * Every tag still passes the filters (filters.ts): evidence tags are allowed whole, anything else
 * must be a word or run of the words.
 */
import type { Locale } from '../../i18n/locales'
import type { SearchVideo } from '../../youtube/parse/search'
import { fold, type TagRules, tagKey, tagRuns, wordsOf } from './filters'
import { normaliseGroups } from './normalise'
import type { HashtagGroups } from './schema'

/** What YouTube showed for one query, as the lookup cache keeps it. */
export interface Evidence {
	query: string
	/** `de-DE`: the language and region YouTube answered for. */
	region: string
	/** When it answered (ms, the service's clock): a video's publish time is this less its age. */
	fetchedAt: number
	videos: Pick<SearchVideo, 'title' | 'ageMs' | 'hashtags'>[]
	suggestions: string[]
}

/** "Recently": published within this many days of now. */
export const TRENDING_DAYS = 30
/** "Many": a trending tag is used by at least this many recent ranking videos. */
export const MIN_TRENDING_USES = 2
const DAY_MS = 24 * 3600_000

/** Whether YouTube showed anything to build tags from. */
export const hasEvidence = (e: Evidence | null): e is Evidence =>
	e !== null && (e.videos.length > 0 || e.suggestions.length > 0)

export interface EvidenceGroups {
	groups: HashtagGroups
	/** Per tag key (tagKey): how many ranking videos use it (recent ones for trending tags). */
	uses: Map<string, number>
	recentVideos: number
}

/** The visitor's own words worth matching: no stop words, at least three letters. */
function ownWords(words: string, rules: TagRules): string[] {
	return [...new Set(wordsOf(words))].filter((w) => !rules.stopWords.has(w) && [...w].length >= 3)
}

/** How many of `own` a tag holds: the closeness of a tag to the visitor's words. */
const closeness = (key: string, own: readonly string[]) => own.filter((w) => key.includes(w)).length

/**
 * The groups from `evidence` for the visitor's `words` (for a video link: its title when they
 * typed none), raw and best first; normaliseGroups (with `rules`) makes them tags.
 */
export function evidenceGroups(
	evidence: Evidence,
	words: string,
	locale: Locale,
	rules: TagRules,
	now: number,
): EvidenceGroups {
	const own = ownWords(words, rules)
	/** Per tag: videos using it (as a hashtag or title words), and recent videos using it as a hashtag. */
	const all = new Map<string, { raw: string; uses: number; recent: number }>()
	let recentVideos = 0
	// YouTube gives ages in whole units ("1 month ago" is 30 days), so the time since the answer is counted in whole
	// days: a video "1 month ago" is recent for the day its answer is kept, not until the next millisecond.
	const since = Math.floor(Math.max(0, now - evidence.fetchedAt) / DAY_MS) * DAY_MS
	for (const video of evidence.videos) {
		const recent = video.ageMs !== null && video.ageMs + since <= TRENDING_DAYS * DAY_MS
		if (recent) recentVideos++
		const keys = new Map<string, { raw: string; hashtag: boolean }>()
		// The visitor's runs of words that the video's title holds: tags real videos use as words.
		const title = ` ${wordsOf(video.title).join(' ')} `
		for (const run of tagRuns(words, rules)) {
			const raw = run.join(' ')
			if (title.includes(` ${run.map(fold).join(' ')} `)) keys.set(tagKey(raw), { raw, hashtag: false })
		}
		for (const tag of video.hashtags) keys.set(tagKey(tag), { raw: tag.slice(1), hashtag: true })
		for (const [key, { raw, hashtag }] of keys) {
			if (!key) continue
			const seen = all.get(key) ?? { raw, uses: 0, recent: 0 }
			if (hashtag) seen.raw = raw
			seen.uses++
			if (recent && hashtag) seen.recent++
			all.set(key, seen)
		}
	}
	const entries = [...all.entries()]
	const trending = entries
		.filter(([, t]) => t.recent >= MIN_TRENDING_USES)
		.sort(([a, x], [b, y]) => y.recent - x.recent || closeness(b, own) - closeness(a, own) || y.uses - x.uses)
	const recommended = entries
		.filter(([key, t]) => closeness(key, own) > 0 || t.uses >= MIN_TRENDING_USES)
		.sort(([a, x], [b, y]) => closeness(b, own) - closeness(a, own) || y.uses - x.uses)
	const raw: HashtagGroups = {
		trending: trending.map(([, t]) => t.raw),
		hashtags: recommended.map(([, t]) => t.raw),
		// The query itself is the visitor's words, not a suggestion of YouTube's.
		longTail: evidence.suggestions.filter((s) => tagKey(s) !== tagKey(evidence.query)),
	}
	const groups = normaliseGroups(raw, locale, rules)
	const trendingKeys = new Set(groups.trending.map(tagKey))
	const uses = new Map<string, number>()
	for (const [key, t] of all) uses.set(key, trendingKeys.has(key) ? t.recent : t.uses)
	return { groups, uses, recentVideos }
}

/** The tags `evidence` allows whole: the videos' hashtags and YouTube's suggestions (may be long). */
export function evidenceTags(evidence: Evidence | null): string[] {
	if (!evidence) return []
	return [...evidence.videos.flatMap((v) => v.hashtags), ...evidence.suggestions]
}

/** The answer's per-tag counts: for each tag of `groups` that ranking videos use, how many. */
export function countsOf(groups: HashtagGroups, uses: ReadonlyMap<string, number>): Record<string, number> {
	const out: Record<string, number> = {}
	for (const tag of [...groups.trending, ...groups.hashtags, ...groups.longTail]) {
		const count = uses.get(tagKey(tag))
		if (count) out[tag] = count
	}
	return out
}

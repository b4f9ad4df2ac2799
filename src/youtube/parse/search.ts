/**
 * YouTube's search answer (innertube `search`, WEB client; tests/fixtures/youtube/MANIFEST.md,
 * "Search, suggestions and tags"): the videos ranking for the query, in their order, with what
 * the hashtag tool reads of each: title, channel, publish age and the hashtags of its title and
 * description snippet. Only the result list's own videos count: shelves ("Popular in Lyon",
 * "Channels new to you", Shorts) are YouTube's suggestions beside the query, not its ranking.
 */
import { at, list, str, text } from './json-read'

export interface SearchVideo {
	videoId: string
	title: string
	channel: string | null
	channelId: string | null
	/** As YouTube wrote it in the request's language ("3 days ago", "vor 3 Tagen"); null for a live stream. */
	publishedTimeText: string | null
	/** How long before the answer it was published (parseAge), or null when the text says nothing we read. */
	ageMs: number | null
	/** The start of its description as the search shows it, or ''. */
	snippet: string
	/** The hashtags of its title and snippet, as written (`#Shorts`), each once, numbers alone left out. */
	hashtags: string[]
}

export interface SearchAnswer {
	/** The query YouTube searched instead ("Showing results for", "Including results for"), or null. */
	correctedQuery: string | null
	videos: SearchVideo[]
}

const HOUR = 3600_000
const DAY = 24 * HOUR
/**
 * The units of an age text in the five page languages (YouTube writes the age in the request's
 * `hl`), by the start of the word: a month is 30 days, a year 365: the age is read to a day at best.
 */
const UNITS: readonly [RegExp, number][] = [
	[/^(second|sekunde|segundo|saniye|seconde)/, 1000],
	[/^(minute|minuto|dakika|minuut|minuten)/, 60_000],
	[/^(hour|stunde|hora|saat|uur)/, HOUR],
	[/^(day|tag|día|dia|gün|dag)/, DAY],
	[/^(week|woche|semana|hafta)/, 7 * DAY],
	[/^(month|monat|mes|ay|maand)/, 30 * DAY],
	[/^(year|jahr|año|ano|yıl|jaar)/, 365 * DAY],
]

/**
 * How old a publish age text says a video is, in milliseconds: "3 days ago", "Streamed 2 weeks
 * ago", "vor 3 Tagen", "hace 1 año", "3 gün önce", "2 maanden geleden"; null when it has no number
 * and unit we know.
 * @example parseAge('3 days ago') // 259200000
 */
export function parseAge(value: string): number | null {
	const words = value
		.toLocaleLowerCase('und')
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
	for (let i = 0; i + 1 < words.length; i++) {
		const count = Number(words[i])
		if (!Number.isInteger(count)) continue
		const unit = UNITS.find(([pattern]) => pattern.test(words[i + 1] as string))
		if (unit) return count * unit[1]
	}
	return null
}

/** Hashtags of a text: `#` and letters, marks, digits or `_`, as YouTube links them; a bare number is no tag. */
export function hashtagsIn(value: string): string[] {
	const found = value.match(/#[\p{L}\p{M}\p{N}_]+/gu) ?? []
	const seen = new Set<string>()
	return found.filter((tag) => {
		const key = tag.toLocaleLowerCase('und')
		if (/^#\p{N}+$/u.test(tag) || seen.has(key)) return false
		seen.add(key)
		return true
	})
}

function video(renderer: unknown): SearchVideo | null {
	const videoId = str(at(renderer, 'videoId'))
	const title = text(at(renderer, 'title'))
	if (!videoId || !title) return null
	const publishedTimeText = text(at(renderer, 'publishedTimeText'))
	const snippet = list(at(renderer, 'detailedMetadataSnippets'))
		.map((s) => text(at(s, 'snippetText')) ?? '')
		.join(' ')
	return {
		videoId,
		title,
		channel: text(at(renderer, 'ownerText')),
		channelId: str(at(renderer, 'ownerText', 'runs', 0, 'navigationEndpoint', 'browseEndpoint', 'browseId')),
		publishedTimeText,
		ageMs: publishedTimeText ? parseAge(publishedTimeText) : null,
		snippet,
		hashtags: hashtagsIn(`${title} ${snippet}`),
	}
}

/**
 * The ranking videos of a search answer, in order, and the query YouTube searched instead of the
 * one asked, if it did. An answer without results is an empty list, never an error.
 */
export function parseSearch(json: unknown): SearchAnswer {
	const sections = list(
		at(json, 'contents', 'twoColumnSearchResultsRenderer', 'primaryContents', 'sectionListRenderer', 'contents'),
	)
	const videos: SearchVideo[] = []
	let correctedQuery: string | null = null
	for (const section of sections) {
		for (const item of list(at(section, 'itemSectionRenderer', 'contents'))) {
			const found = at(item, 'videoRenderer')
			if (found) {
				const parsed = video(found)
				if (parsed) videos.push(parsed)
				continue
			}
			const correction = at(item, 'showingResultsForRenderer') ?? at(item, 'includingResultsForRenderer')
			if (correction) correctedQuery = text(at(correction, 'correctedQuery')) ?? correctedQuery
		}
	}
	return { correctedQuery, videos }
}

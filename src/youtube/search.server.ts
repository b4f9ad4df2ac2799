/**
 * What YouTube shows for a visitor's words: the videos ranking for them (innertube `search`, WEB
 * client, as recorded: tests/fixtures/youtube/MANIFEST.md) and what its search box suggests
 * (the suggestion service). Both through the one upstream module, so UPSTREAM_OVERRIDES, the
 * egress rotation and the admin's usage and refusal figures (paths `WEB` and `suggest`) hold.
 */
import type { Locale } from '../i18n/locales'
import { CLIENTS } from './clients'
import { SUGGEST_HOST } from './hosts'
import { innertube } from './innertube.server'
import { parseSearch, type SearchAnswer } from './parse/search'
import { parseSuggestions } from './parse/suggest'
import { MAIN_REGIONS, type YouTubeRegion } from './search-regions'
import { assertServed, type Upstream } from './upstream.server'

/** The hosts these requests go to (the privacy policy names them). */
export const SEARCH_HOST = 'www.youtube.com'
export { SUGGEST_HOST }

/**
 * Where YouTube is asked from: `hl` the page's language (it words its answers in it), `gl` the
 * region it ranks and suggests for (search-regions.ts: the language's main one unless the visitor
 * picks another).
 */
export interface SearchRegion {
	hl: Locale
	gl: YouTubeRegion
}

/** The page language's main region: what YouTube is asked for when the visitor picks none. */
export const mainRegion = (locale: Locale): SearchRegion => ({ hl: locale, gl: MAIN_REGIONS[locale] })

/** `de-AT`: the language and region YouTube answered for, as the answer's evidence names it. */
export const regionTag = ({ hl, gl }: SearchRegion) => `${hl}-${gl}`

/** The Videos filter, as NewPipe sends it (recorded): videos only, no channel or playlist items. */
const VIDEOS_ONLY = 'EgIQAfABAQ%3D%3D'

export interface SearchDeps {
	upstream: Upstream
}

/**
 * The first page of videos ranking for `query` in `region`, worded in its language.
 * @throws YouTubeError a refusal (rateLimited, botCheck, upstreamTimeout…)
 * @example (await fetchSearch('sourdough bread', { hl: 'en', gl: 'GB' }, { upstream })).videos[0].title
 */
export async function fetchSearch(
	query: string,
	region: SearchRegion,
	deps: SearchDeps,
	signal?: AbortSignal,
): Promise<SearchAnswer> {
	const { hl, gl } = region
	const json = await innertube(
		deps.upstream,
		'search',
		{ query, params: VIDEOS_ONLY },
		{ client: CLIENTS.WEB, hl, gl, ...(signal ? { signal } : {}) },
	)
	return parseSearch(json)
}

/**
 * What YouTube's search box suggests for `query` in `region`'s language and region; an empty list
 * when it suggests nothing.
 * @throws YouTubeError a refusal, or upstreamError for an answer that is no suggestion list
 */
export async function fetchSuggestions(
	query: string,
	region: SearchRegion,
	deps: SearchDeps,
	signal?: AbortSignal,
): Promise<string[]> {
	const { hl, gl } = region
	const params = new URLSearchParams({ client: 'youtube', ds: 'yt', hl, gl, q: query, xhr: 't' })
	const answer = await deps.upstream.request(`https://${SUGGEST_HOST}/complete/search?${params}`, {
		path: 'suggest',
		headers: { 'Accept-Language': hl },
		...(signal ? { signal } : {}),
	})
	assertServed(answer)
	if (answer.verdict === 'notFound') return []
	return parseSuggestions(answer.body)
}

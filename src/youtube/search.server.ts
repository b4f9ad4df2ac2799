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
import { assertServed, type Upstream } from './upstream.server'

/** The hosts these requests go to (the privacy policy names them). */
export const SEARCH_HOST = 'www.youtube.com'
export { SUGGEST_HOST }

/** A page language's main region: YouTube ranks and words its answers for it (`hl`, `gl`). */
export const SEARCH_REGIONS: Record<Locale, { hl: string; gl: string }> = {
	en: { hl: 'en', gl: 'US' },
	de: { hl: 'de', gl: 'DE' },
	es: { hl: 'es', gl: 'ES' },
	tr: { hl: 'tr', gl: 'TR' },
	nl: { hl: 'nl', gl: 'NL' },
}

/** `de-DE`: the region as the page names it. */
export const regionTag = (locale: Locale) => `${SEARCH_REGIONS[locale].hl}-${SEARCH_REGIONS[locale].gl}`

/** The Videos filter, as NewPipe sends it (recorded): videos only, no channel or playlist items. */
const VIDEOS_ONLY = 'EgIQAfABAQ%3D%3D'

export interface SearchDeps {
	upstream: Upstream
}

/**
 * The first page of videos ranking for `query` in `locale`'s region.
 * @throws YouTubeError a refusal (rateLimited, botCheck, upstreamTimeout…)
 * @example (await fetchSearch('sourdough bread', 'en', { upstream })).videos[0].title
 */
export async function fetchSearch(
	query: string,
	locale: Locale,
	deps: SearchDeps,
	signal?: AbortSignal,
): Promise<SearchAnswer> {
	const { hl, gl } = SEARCH_REGIONS[locale]
	const json = await innertube(
		deps.upstream,
		'search',
		{ query, params: VIDEOS_ONLY },
		{ client: CLIENTS.WEB, hl, gl, ...(signal ? { signal } : {}) },
	)
	return parseSearch(json)
}

/**
 * What YouTube's search box suggests for `query` in `locale`'s language and region; an empty list
 * when it suggests nothing.
 * @throws YouTubeError a refusal, or upstreamError for an answer that is no suggestion list
 */
export async function fetchSuggestions(
	query: string,
	locale: Locale,
	deps: SearchDeps,
	signal?: AbortSignal,
): Promise<string[]> {
	const { hl, gl } = SEARCH_REGIONS[locale]
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

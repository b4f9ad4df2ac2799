/**
 * YouTube's search suggestions (suggestqueries-clients6.youtube.com/complete/search,
 * `client=youtube&ds=yt&xhr=t`): `["query", [["suggestion", 0, [ints]], …], {"k":1,"q":"…"}]`; the
 * older `jsonp=JP` form wraps the same array in `JP(…)` (tests/fixtures/youtube/MANIFEST.md).
 */
import { YouTubeError } from '../errors'
import { list, str } from './json-read'

/**
 * The suggestions, in YouTube's order.
 * @throws YouTubeError upstreamError when the body is not a suggestion answer
 * @example parseSuggestions('["hello",[["hello kitty",0,[512]]],{"k":1}]') // ['hello kitty']
 */
export function parseSuggestions(body: string): string[] {
	const json = body.trim().replace(/^[\w.]+\(([\s\S]*)\)\s*;?$/, '$1')
	let parsed: unknown
	try {
		parsed = JSON.parse(json)
	} catch {
		throw new YouTubeError('upstreamError', 'suggestions: not JSON')
	}
	if (!Array.isArray(parsed) || !Array.isArray(parsed[1]))
		throw new YouTubeError('upstreamError', 'suggestions: no list')
	return list(parsed[1])
		.map((entry) => str(Array.isArray(entry) ? entry[0] : entry))
		.filter((s): s is string => s !== null && s.trim() !== '')
}

/**
 * YouTube's page configuration, `ytcfg.set({...})` in every youtube.com HTML page: the innertube
 * API key and WEB client version that youtube-transcript-api reads before calling `/player`
 * (docs/youtube-data.md §1).
 */
import { jsonCallArguments } from './brace-match'
import { isObject, type JsonObject } from './json-read'

/**
 * All `ytcfg.set({…})` objects of the page merged (later calls win). Calls with a JS rather
 * than JSON argument are skipped.
 */
export function readYtcfg(html: string): JsonObject {
	const merged: JsonObject = {}
	for (const value of jsonCallArguments(html, 'ytcfg.set')) {
		if (isObject(value)) Object.assign(merged, value)
	}
	return merged
}

/**
 * One string value of the page's ytcfg, e.g. `INNERTUBE_API_KEY`; falls back to a plain
 * `"KEY":"value"` search when no ytcfg object parsed as JSON.
 * @example ytcfgString(html, 'INNERTUBE_CLIENT_VERSION') // '2.20250610.00.00'
 */
export function ytcfgString(html: string, key: string, ytcfg: JsonObject = readYtcfg(html)): string | null {
	const value = ytcfg[key]
	if (typeof value === 'string') return value
	if (!/^\w+$/.test(key)) return null
	const match = new RegExp(`"${key}"\\s*:\\s*"([^"\\\\]*)"`).exec(html)
	return match?.[1] ?? null
}

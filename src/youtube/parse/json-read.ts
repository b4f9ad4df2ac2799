/**
 * Defensive readers for YouTube's JSON. Every accessor takes `unknown` and answers `null` (or
 * an empty list) for a missing or mistyped field, so the parsers never throw a TypeError on
 * a surprising response; they decide themselves when something missing is an error.
 */
import { YouTubeError } from '../errors'

export type JsonObject = Record<string, unknown>

/** An image as YouTube lists them (`thumbnails[]`, `image.sources[]`). */
export interface Thumbnail {
	url: string
	width: number | null
	height: number | null
}

export function isObject(value: unknown): value is JsonObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The value at `path` below `value`, or undefined as soon as a step is missing.
 * @example at(json, 'captions', 'playerCaptionsTracklistRenderer', 'captionTracks', 0)
 */
export function at(value: unknown, ...path: (string | number)[]): unknown {
	let current = value
	for (const key of path) {
		if (typeof key === 'number') {
			if (!Array.isArray(current)) return undefined
			current = current[key]
		} else {
			if (!isObject(current)) return undefined
			current = current[key]
		}
	}
	return current
}

/** The object at `path`, or null. */
export function obj(value: unknown, ...path: (string | number)[]): JsonObject | null {
	const found = at(value, ...path)
	return isObject(found) ? found : null
}

export function str(value: unknown): string | null {
	return typeof value === 'string' ? value : null
}

export function bool(value: unknown): boolean | null {
	return typeof value === 'boolean' ? value : null
}

/** A finite number, also from a numeric string (`"lengthSeconds":"316"`). */
export function num(value: unknown): number | null {
	if (typeof value === 'number') return Number.isFinite(value) ? value : null
	if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value)
	return null
}

export function list(value: unknown): unknown[] {
	return Array.isArray(value) ? value : []
}

/**
 * The plain text of YouTube's text shapes: a string, `{simpleText}` (WEB), `{runs:[{text}]}`
 * (ANDROID/VISIONOS, joined), or `{content}` (view models).
 * @example text({ runs: [{ text: 'English' }, { text: ' (auto-generated)' }] }) // 'English (auto-generated)'
 */
export function text(value: unknown): string | null {
	if (typeof value === 'string') return value
	if (!isObject(value)) return null
	if (typeof value.simpleText === 'string') return value.simpleText
	if (typeof value.content === 'string') return value.content
	if (Array.isArray(value.runs)) {
		const parts = value.runs.map((run) => str(at(run, 'text'))).filter((part) => part !== null)
		return parts.length > 0 ? parts.join('') : null
	}
	return null
}

/** Which of the text shapes `value` has, for callers that care (e.g. tests on fixtures). */
export function textShape(value: unknown): 'string' | 'simpleText' | 'runs' | 'content' | null {
	if (typeof value === 'string') return 'string'
	if (!isObject(value)) return null
	if ('simpleText' in value) return 'simpleText'
	if ('runs' in value) return 'runs'
	if ('content' in value) return 'content'
	return null
}

/**
 * The images of `{thumbnails:[…]}`, `{sources:[…]}` or a bare list; entries without a URL are
 * dropped, protocol-relative URLs (`//yt3…`) get `https:`.
 */
export function thumbnails(value: unknown): Thumbnail[] {
	const items = Array.isArray(value) ? value : (at(value, 'thumbnails') ?? at(value, 'sources'))
	const out: Thumbnail[] = []
	for (const item of list(items)) {
		const url = str(at(item, 'url'))
		if (!url) continue
		out.push({
			url: url.startsWith('//') ? `https:${url}` : url,
			width: num(at(item, 'width')),
			height: num(at(item, 'height')),
		})
	}
	return out
}

/**
 * `JSON.parse` that fails as a YouTubeError: an unparseable answer is an upstream problem.
 * @example parseJson(body, 'player response')
 */
export function parseJson(body: string, what: string): unknown {
	try {
		return JSON.parse(body)
	} catch {
		throw new YouTubeError('upstreamError', `${what}: not JSON`)
	}
}

/** The input itself if it is an object, else parsed from a string; anything else is an upstream error. */
export function jsonObject(input: unknown, what: string): JsonObject {
	const value = typeof input === 'string' ? parseJson(input, what) : input
	if (!isObject(value)) throw new YouTubeError('upstreamError', `${what}: not a JSON object`)
	return value
}

/**
 * The first value stored under `key` anywhere below `value` (depth-first, at most `maxDepth`
 * levels), for renderers whose position in the tree moves around.
 * @example findKey(json.contents, 'channelAgeGateRenderer')
 */
export function findKey(value: unknown, key: string, maxDepth = 12): unknown {
	if (maxDepth < 0 || typeof value !== 'object' || value === null) return undefined
	if (!Array.isArray(value) && key in value) return (value as JsonObject)[key]
	for (const child of Object.values(value)) {
		const found = findKey(child, key, maxDepth - 1)
		if (found !== undefined) return found
	}
	return undefined
}

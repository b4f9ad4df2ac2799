/**
 * A `/youtubei/v1/browse` answer to a `continuation` token: the next page of a playlist or of a channel tab
 * (tests/fixtures/youtube rows 49, 50, 58, 60, 64). The entries come in `onResponseReceivedActions`, as
 * `appendContinuationItemsAction` (the next page) or `reloadContinuationItemsCommand` (the first page, asked for
 * with NewPipe's built token); the last entry holds the token of the page after.
 */
import { innertubeErrorToYouTubeError, readInnertubeError } from './innertube-error'
import { at, isObject, jsonObject, list, obj, str } from './json-read'
import { continuationOf, entryRenderer, type ListItem, readListItems } from './listing-items'

export interface ContinuationAnswer {
	/** The action names, e.g. `['appendContinuationItemsAction']`. */
	actions: string[]
	/** The list the entries belong to (a playlist id, or the id of a channel tab's grid). */
	targetId: string | null
	/** The renderer of the entries (`playlistVideoRenderer`, `lockupViewModel`, `shortsLockupViewModel`). */
	itemsRenderer: string | null
	videos: ListItem[]
	continuation: string | null
}

const ACTIONS = ['appendContinuationItemsAction', 'reloadContinuationItemsCommand']

/**
 * Parses a continuation answer. A token YouTube no longer knows answers 400 INVALID_ARGUMENT: `notFound` says which
 * code that is for the caller's list (playlistNotFound, channelNotFound).
 * @example parseContinuationAnswer(json, 'playlistNotFound').videos.length // 50
 */
export function parseContinuationAnswer(
	input: unknown,
	notFound: 'playlistNotFound' | 'channelNotFound',
): ContinuationAnswer {
	const json = jsonObject(input, 'browse continuation')
	const error = readInnertubeError(json)
	if (error) throw innertubeErrorToYouTubeError(error, 'browse', notFound, [400, 404, 'INVALID_ARGUMENT', 'NOT_FOUND'])
	const actions: string[] = []
	const entries: unknown[] = []
	let targetId: string | null = null
	for (const received of list(json.onResponseReceivedActions).concat(list(json.onResponseReceivedEndpoints))) {
		if (!isObject(received)) continue
		for (const name of ACTIONS) {
			const action = obj(received, name)
			if (!action) continue
			actions.push(name)
			targetId ??= str(action.targetId)
			entries.push(...list(action.continuationItems))
		}
	}
	const first = entries.find((entry) => !isObject(entry) || !('continuationItemRenderer' in entry))
	return {
		actions,
		targetId,
		itemsRenderer: first === undefined ? null : entryRenderer(first),
		videos: readListItems(entries),
		continuation: continuationOf(entries),
	}
}

/** `responseContext`'s `browse_id` (the playlist's `VL…` on a playlist continuation). */
export function trackedBrowseId(input: unknown): string | null {
	for (const service of list(at(input, 'responseContext', 'serviceTrackingParams'))) {
		for (const param of list(at(service, 'params'))) {
			if (str(at(param, 'key')) === 'browse_id') return str(at(param, 'value'))
		}
	}
	return null
}

import { parseListUrl } from '../../youtube/list-url'
import { parseVideoUrl } from '../../youtube/url'

/**
 * What a pasted link offers the thumbnail and transcript tools: `list` a whole
 * playlist, mix or channel and no single video (a batch starts); `both` a video inside a playlist
 * (`watch?v=…&list=…`: the video, and the offer of its whole list); null neither.
 * @example batchLinkKind('https://www.youtube.com/playlist?list=PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU') // 'list'
 */
export function batchLinkKind(value: string): 'list' | 'both' | null {
	const list = parseListUrl(value)
	// Liked videos and Watch later are lists too: the server says they are private.
	if (!list.ok && list.reason !== 'privateList') return null
	return parseVideoUrl(value).ok ? 'both' : 'list'
}

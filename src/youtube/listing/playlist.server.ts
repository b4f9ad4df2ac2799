import { parseContinuationAnswer } from '../parse/listing-continuation'
import { parsePlaylistAnswer } from '../parse/listing-playlist'
import { firstPlaylistPageToken } from '../parse/listing-token'
import type { FlowCall, FlowStep } from './types'

/** NewPipe's params of the playlist browse: unavailable videos shown, so the numbering stays YouTube's. */
const SHOW_UNAVAILABLE = 'wgYCCAA%3D'

/**
 * A playlist: `browse VL<id>` gives its title, owner, count and, as YouTube answers it, the first 100 videos with the
 * next page's token; an answer without the list (as NewPipe's `$fields` request gets it, tests/fixtures/youtube row
 * 48) is followed by NewPipe's own first-page token. Then continuation pages until YouTube gives no token.
 * Alerts throw playlistNotFound, playlistUnviewable or playlistPrivate.
 */
export async function* playlistFlow(playlistId: string, call: FlowCall): AsyncGenerator<FlowStep> {
	const answer = parsePlaylistAnswer(await call('browse', { browseId: `VL${playlistId}`, params: SHOW_UNAVAILABLE }))
	yield {
		type: 'meta',
		meta: {
			kind: 'playlist',
			id: playlistId,
			title: answer.title,
			owner: answer.owner?.name ?? null,
			ownerChannelId: answer.owner?.channelId ?? null,
			total: answer.total,
			infinite: false,
		},
	}
	let token = answer.videos ? answer.continuation : firstPlaylistPageToken(playlistId)
	if (answer.videos) yield { type: 'items', items: answer.videos, more: token !== null }
	const used = new Set<string>()
	while (token && !used.has(token)) {
		used.add(token)
		const page = parseContinuationAnswer(await call('browse', { continuation: token }), 'playlistNotFound')
		token = page.continuation
		yield { type: 'items', items: page.videos, more: token !== null && !used.has(token) }
		// A page without a video would only lead to more of the same: the list ends here.
		if (page.videos.length === 0) return
	}
}

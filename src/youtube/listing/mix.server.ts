import { YouTubeError } from '../errors'
import { type MixAnswer, parseMixAnswer } from '../parse/listing-mix'
import type { FlowCall, FlowStep } from './types'

/**
 * A mix: `next` with its id and video gives a window of about 25 videos; the next stretch is another `next` with the
 * window's last video, its index and params (NewPipe's YoutubeMixPlaylistExtractor, tests/fixtures/youtube rows
 * 53–54). Windows overlap, so only videos not listed before count. A mix never ends: the driver stops it at the cap;
 * it ends here only when a stretch brings nothing new or YouTube stops answering it with a playlist.
 * The mix of a video that does not exist throws mixUnavailable.
 */
export async function* mixFlow(playlistId: string, videoId: string, call: FlowCall): AsyncGenerator<FlowStep> {
	let answer = parseMixAnswer(await call('next', { playlistId, videoId }))
	yield {
		type: 'meta',
		meta: {
			kind: 'mix',
			id: answer.playlistId ?? playlistId,
			title: answer.title,
			owner: answer.ownerName,
			ownerChannelId: null,
			total: null,
			infinite: true,
		},
	}
	const seen = new Set<string>()
	for (;;) {
		const items = answer.videos.filter((item) => !seen.has(item.videoId) && seen.add(item.videoId))
		const next = answer.next
		yield { type: 'items', items, more: items.length > 0 && next !== null }
		if (items.length === 0 || !next) return
		const following = await nextStretch(playlistId, next, call)
		if (!following) return
		answer = following
	}
}

/** The following window, or null when YouTube no longer answers it with a playlist. */
async function nextStretch(
	playlistId: string,
	next: NonNullable<MixAnswer['next']>,
	call: FlowCall,
): Promise<MixAnswer | null> {
	const fields = {
		videoId: next.videoId,
		playlistId,
		playlistIndex: next.playlistIndex,
		...(next.params ? { params: next.params } : {}),
	}
	try {
		return parseMixAnswer(await call('next', fields))
	} catch (error) {
		if (error instanceof YouTubeError && error.code === 'mixUnavailable') return null
		throw error
	}
}

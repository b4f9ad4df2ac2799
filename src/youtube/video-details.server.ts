import { CLIENTS, DEFAULT_PLAYER_CLIENTS } from './clients'
import { YouTubeError } from './errors'
import { innertube } from './innertube.server'
import { playabilityError } from './parse/playability'
import { parsePlayerResponse, type VideoDetails } from './parse/player'
import type { PlayerDeps } from './player.server'

/** Refusals of one client that the next may get past (as in player.server.ts). */
const PASSABLE = new Set(['botCheck', 'rateLimited', 'consentWall', 'upstreamError'])

/**
 * What a video says about itself (title, tags, description: its `videoDetails`), whether or
 * not it plays or has captions: an age-restricted video or an upcoming stream still has them,
 * a private or removed one has none. Hashtags fall back on them when the transcript cannot be
 * had (docs/ARCHITECTURE.md "Hashtags"). Plain HTTP only, the configured
 * clients in order: the browser worker is not worth a Chromium page for a title.
 * @throws YouTubeError the video's verdict (videoPrivate, videoUnavailable…) when it has no
 *   details, a timeout or unreachable YouTube at once, else the last client's refusal.
 * @example (await fetchVideoDetails('dsMFmonKDD4', { upstream })).keywords // ['Angèle', 'Eels', …]
 */
export async function fetchVideoDetails(
	videoId: string,
	deps: Pick<PlayerDeps, 'upstream' | 'clients'>,
	signal?: AbortSignal,
): Promise<VideoDetails> {
	let last: YouTubeError | null = null
	for (const name of deps.clients ?? DEFAULT_PLAYER_CLIENTS) {
		let failure: YouTubeError
		try {
			const json = await innertube(
				deps.upstream,
				'player',
				{ videoId, contentCheckOk: true, racyCheckOk: true },
				{ client: CLIENTS[name], ...(signal ? { signal } : {}) },
			)
			const player = parsePlayerResponse(json)
			if (player.video?.title) return player.video
			const problem = playabilityError(player.playability) ?? {
				code: 'upstreamError' as const,
				detail: `${name}: no videoDetails`,
				retryWithOtherClient: true,
			}
			failure = new YouTubeError(problem.code, problem.detail)
			// Private, removed, …: every client says the same.
			if (!problem.retryWithOtherClient && !PASSABLE.has(problem.code)) throw failure
		} catch (error) {
			if (signal?.aborted || !(error instanceof YouTubeError) || !PASSABLE.has(error.code)) throw error
			failure = error
		}
		last = failure
	}
	throw last ?? new YouTubeError('upstreamError', `no client answered for ${videoId}`)
}

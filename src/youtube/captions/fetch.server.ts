/**
 * A caption track's text, by every path there is (docs/youtube-data.md §§1, 2 and 6):
 * the track's own URL, the same track as each other configured innertube client hands it out,
 * then the browser worker, whose Chromium lets YouTube's player fetch the captions (with the
 * proof-of-origin token only a real player has) and captures that answer. A URL marked
 * `exp=xpe`/`xpv` is not fetched at all (it answers an empty 200); an empty 200 from an
 * unmarked URL counts the same. Only when every path fails is the answer tokenRequired.
 */

import type { TrackWant } from '../../worker-contract/requests'
import { type ClientName, DEFAULT_PLAYER_CLIENTS } from '../clients'
import { YouTubeError } from '../errors'
import {
	type Captions,
	type CaptionTrack,
	parsePlayerResponse,
	requireCaptions,
	trackNeedsPoToken,
} from '../parse/player'
import { fetchPlayer, fetchPlayerAs, type PlayerDeps } from '../player.server'
import { assertServed } from '../upstream.server'
import { workerDown } from '../worker-client.server'
import type { Cue } from './cue'
import { parseCaptions } from './detect'

export type CaptionPath = ClientName | 'worker'

export interface TrackList {
	videoId: string
	title: string | null
	/** The player answer's description and length: chapters when `next` cannot be had (parse/chapters.ts). */
	description?: string | null
	lengthSeconds?: number | null
	captions: Captions
	/** The path whose answer this is; its caption URLs are tried first. */
	via: CaptionPath
	/** Earliest `expire=` of the caption URLs (Unix seconds), or null. */
	expiresAt: number | null
}

export interface CaptionText {
	cues: Cue[]
	via: CaptionPath
	/** What each earlier path said (for logs and the admin's refusal counts). */
	attempts: { via: CaptionPath; code: string }[]
}

/** Failures another path may get past; anything else (a parse error in our code…) is thrown at once. */
const PASSABLE = new Set([
	'tokenRequired',
	'rateLimited',
	'botCheck',
	'consentWall',
	'upstreamError',
	'upstreamUnreachable',
	'upstreamTimeout',
])

/**
 * The caption tracks of a video, from the first configured client that may play it (then
 * the worker). Throws the playability error (private, age-restricted…), or noCaptions.
 * @example const list = await fetchTrackList('eF8Qqp7rjDg', { upstream, worker })
 */
export async function fetchTrackList(videoId: string, deps: PlayerDeps, signal?: AbortSignal): Promise<TrackList> {
	const { player, via } = await fetchPlayer(videoId, deps, signal)
	const captions = requireCaptions(player)
	const expiries = captions.tracks.map((t) => t.expiresAt).filter((t): t is number => t !== null)
	return {
		videoId,
		title: player.video?.title ?? player.microformat?.ownerChannelName ?? null,
		description: player.video?.shortDescription ?? null,
		lengthSeconds: player.video?.lengthSeconds ?? null,
		captions,
		via,
		expiresAt: expiries.length ? Math.min(...expiries) : null,
	}
}

export function wantOf(track: CaptionTrack, tlang: string | null): TrackWant {
	return { vssId: track.vssId, languageCode: track.languageCode, kind: track.kind, tlang }
}

/** The same track in another answer: by vssId, else by language and kind. */
export function findTrack(captions: Captions | null, want: TrackWant): CaptionTrack | undefined {
	const tracks = captions?.tracks ?? []
	return (
		tracks.find((t) => t.vssId !== '' && t.vssId === want.vssId) ??
		tracks.find((t) => t.languageCode === want.languageCode && t.kind === want.kind)
	)
}

/**
 * The timedtext URL to fetch: the signed baseUrl without `fmt` (ANDROID's `fmt=srv3` has
 * per-word timing noise; the default srv1 body is one line per cue, as youtube-transcript-api
 * asks), with `tlang` for a translation.
 */
export function timedtextUrl(track: CaptionTrack, tlang: string | null): string {
	const url = new URL(track.baseUrl)
	url.searchParams.delete('fmt')
	url.searchParams.delete('tlang')
	if (tlang) url.searchParams.set('tlang', tlang)
	return url.href
}

/** The track's text from its URL, counted under `path`: the client whose player answer listed it. */
async function fetchBody(
	track: CaptionTrack,
	tlang: string | null,
	path: ClientName,
	deps: PlayerDeps,
	signal?: AbortSignal,
) {
	if (trackNeedsPoToken(track)) throw new YouTubeError('tokenRequired', `exp=${track.exp.join(',')}`)
	const answer = await deps.upstream.request(timedtextUrl(track, tlang), { path, ...(signal ? { signal } : {}) })
	assertServed(answer)
	return parseCaptions(answer.body)
}

/**
 * The cues of `want`, starting with the track list's own URL. A path that fails with a
 * refusal or the token wall moves on to the next one; the last resort is the worker.
 * @throws YouTubeError tokenRequired when any path met the token wall and none got through,
 *   else the last path's error.
 * @example await fetchCaptionText(list, wantOf(track, null), { upstream, worker })
 */
export async function fetchCaptionText(
	list: TrackList,
	want: TrackWant,
	deps: PlayerDeps,
	signal?: AbortSignal,
): Promise<CaptionText> {
	const attempts: CaptionText['attempts'] = []
	let last: YouTubeError | null = null
	const attempt = async (via: CaptionPath, fetchCues: () => Promise<Cue[]>): Promise<Cue[] | null> => {
		try {
			return await fetchCues()
		} catch (error) {
			if (signal?.aborted || !(error instanceof YouTubeError) || !PASSABLE.has(error.code)) throw error
			attempts.push({ via, code: error.code })
			// The worker down (killed mid-job, unreachable) says nothing of the captions: an earlier
			// path's answer stays the one given.
			if (!(workerDown(error) && last)) last = error
			return null
		}
	}
	const own = findTrack(list.captions, want)
	const listedBy = list.via
	if (own && listedBy !== 'worker') {
		const cues = await attempt(listedBy, () => fetchBody(own, want.tlang, listedBy, deps, signal))
		if (cues) return { cues, via: list.via, attempts }
	}
	for (const name of deps.clients ?? DEFAULT_PLAYER_CLIENTS) {
		if (name === list.via) continue
		const cues = await attempt(name, async () => {
			// The video is known to play: whatever this client says of it only ends this path.
			const player = await fetchPlayerAs(list.videoId, name, deps, signal).catch((error: unknown) => {
				if (!(error instanceof YouTubeError) || PASSABLE.has(error.code)) throw error
				throw new YouTubeError('upstreamError', `${name}: ${error.message}`)
			})
			const track = findTrack(player.captions, want)
			if (!track) throw new YouTubeError('upstreamError', `${name} lists no ${want.vssId}`)
			return fetchBody(track, want.tlang, name, deps, signal)
		})
		if (cues) return { cues, via: name, attempts }
	}
	if (deps.worker) {
		const worker = deps.worker
		const cues = await attempt('worker', async () => {
			const answer = await worker.captions(list.videoId, want, signal)
			// The worker's page may say more than the plain path did (private since, region…).
			requireCaptions(parsePlayerResponse(answer.playerResponse))
			return parseCaptions(answer.body)
		})
		if (cues) return { cues, via: 'worker', attempts }
	}
	if (attempts.some((a) => a.code === 'tokenRequired')) {
		throw new YouTubeError('tokenRequired', attempts.map((a) => `${a.via}: ${a.code}`).join('; '))
	}
	throw last ?? new YouTubeError('tokenRequired', 'no path to the caption text')
}

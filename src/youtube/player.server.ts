import { CLIENTS, type ClientName, DEFAULT_PLAYER_CLIENTS } from './clients'
import { REFUSAL_CODES, YouTubeError } from './errors'
import { innertube } from './innertube.server'
import { playabilityError } from './parse/playability'
import { type PlayerResponse, parsePlayerResponse } from './parse/player'
import type { Upstream } from './upstream.server'
import { type WorkerClient, workerDown } from './worker-client.server'

/** Refusals of the plain path that another client, or the browser, may get past. */
const REFUSALS: ReadonlySet<string> = new Set(REFUSAL_CODES)

export interface PlayerResult {
	player: PlayerResponse
	/** Which path answered: an innertube client, or the browser worker. */
	via: ClientName | 'worker'
	/** What the earlier paths said, for logs and the admin's refusal counts. */
	attempts: { via: ClientName | 'worker'; code: string }[]
}

export interface PlayerDeps {
	upstream: Upstream
	worker?: WorkerClient | null
	/** Client order from configuration; ANDROID first: its caption URLs need no PO token. */
	clients?: ClientName[]
}

/** Marks a playability verdict that holds for one client only ("unplayable" for VISIONOS). */
class ClientVerdict extends YouTubeError {}
const isClientVerdict = (error: YouTubeError) => error instanceof ClientVerdict

/**
 * The player response as one innertube client gets it, when that client may play the video.
 * Throws the playability error: a ClientVerdict (a YouTubeError) when another client may get
 * further, refusals (bot check, 429, consent, 5xx, timeout) as thrown by the call.
 * @example const player = await fetchPlayerAs('GJLlxj_dtq8', 'VISIONOS', { upstream })
 */
export async function fetchPlayerAs(
	videoId: string,
	name: ClientName,
	deps: Pick<PlayerDeps, 'upstream'>,
	signal?: AbortSignal,
): Promise<PlayerResponse> {
	const json = await innertube(
		deps.upstream,
		'player',
		{ videoId, contentCheckOk: true, racyCheckOk: true },
		{ client: CLIENTS[name], ...(signal ? { signal } : {}) },
	)
	const player = parsePlayerResponse(json)
	const problem = playabilityError(player.playability)
	if (!problem) return player
	if (problem.retryWithOtherClient) throw new ClientVerdict(problem.code, problem.detail)
	throw new YouTubeError(problem.code, problem.detail)
}

/**
 * A video's player response, trying the configured innertube clients in order and then the
 * browser worker (docs/youtube-data.md §§1 and 6): a client that says "unplayable" for
 * itself only, or a refused request (bot check, 429, consent, 5xx, timeout), moves on to the
 * next path; a definite answer (private, age-restricted, unavailable…) ends the search.
 * @example const { player, via } = await fetchPlayer('GJLlxj_dtq8', { upstream, worker })
 */
export async function fetchPlayer(videoId: string, deps: PlayerDeps, signal?: AbortSignal): Promise<PlayerResult> {
	const attempts: PlayerResult['attempts'] = []
	let last: YouTubeError | null = null
	for (const name of deps.clients ?? DEFAULT_PLAYER_CLIENTS) {
		try {
			const player = await fetchPlayerAs(videoId, name, deps, signal)
			return { player, via: name, attempts }
		} catch (error) {
			if (!(error instanceof YouTubeError) || !(REFUSALS.has(error.code) || isClientVerdict(error))) throw error
			attempts.push({ via: name, code: error.code })
			last = error
		}
	}
	if (deps.worker) {
		const page = await deps.worker.watch(videoId, signal).catch((error: unknown) => {
			// The worker down (killed mid-job, unreachable) says nothing of the video: the plain
			// path's refusal is the true answer (a 503 youtubeBlocked, not "YouTube answered badly").
			throw workerDown(error) && last ? last : error
		})
		const player = parsePlayerResponse(page.playerResponse)
		const problem = playabilityError(player.playability)
		if (problem) throw new YouTubeError(problem.code, problem.detail)
		return { player, via: 'worker', attempts }
	}
	throw last ?? new YouTubeError('upstreamError', `no client answered for ${videoId}`)
}

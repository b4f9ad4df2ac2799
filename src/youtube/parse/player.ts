/**
 * The innertube player response (docs/youtube-data.md §§1, 2 and 4), whichever way it came:
 * `/youtubei/v1/player` as WEB, ANDROID or VISIONOS, NewPipe's `reel_item_watch` wrapper
 * `{"playerResponse":…}`, or `ytInitialPlayerResponse` from a watch page.
 */
import { YouTubeError } from '../errors'
import {
	at,
	bool,
	isObject,
	type JsonObject,
	jsonObject,
	list,
	num,
	obj,
	str,
	type Thumbnail,
	text,
	thumbnails,
} from './json-read'
import { assertPlayable, type Playability, readPlayability } from './playability'

export interface VideoDetails {
	videoId: string
	/** The other fields are absent from `$fields`-filtered WEB answers. */
	title: string | null
	author: string | null
	channelId: string | null
	lengthSeconds: number | null
	isLiveContent: boolean | null
	thumbnails: Thumbnail[]
	/** The uploader's tags ("keywords"), in their order; empty when the video has none. */
	keywords: string[]
	/** The description as the uploader wrote it (links and all), or null. */
	shortDescription: string | null
}

export interface Microformat {
	ownerChannelName: string | null
	externalChannelId: string | null
	ownerProfileUrl: string | null
	/** `2019-10-14T07:00:16-07:00`, or a bare date (`2023-02-27`) on older answers. */
	publishDate: string | null
	isFamilySafe: boolean | null
	thumbnails: Thumbnail[]
}

export interface CaptionTrack {
	/** Signed and expiring (`expire=` ≈ fetch time + 6 h): never cache it across hours. */
	baseUrl: string
	/** Localized to the request's `hl` ("English (auto-generated)", "Arabisch (automatisch erzeugt)"). */
	name: string
	languageCode: string
	/** `.en`, `.de.CcQ45jRV4-E` (uploaded, several per language possible), `a.en` (auto-generated). */
	vssId: string
	kind: 'asr' | 'uploaded'
	isTranslatable: boolean
	/** The uploader's name for the track, when it has one. */
	trackName?: string
	/** `exp=` values of the baseUrl: `xpe`/`xpv` mean a PO token is required (section 2). */
	exp: string[]
	/** `fmt=` of the baseUrl (ANDROID answers carry `srv3`), or null for the default srv1. */
	fmt: string | null
	/** The baseUrl's `expire=` as a Unix time in seconds. */
	expiresAt: number | null
}

export interface TranslationLanguage {
	code: string
	name: string
}

export interface Captions {
	tracks: CaptionTrack[]
	/**
	 * The track YouTube itself shows for the default audio track
	 * (`audioTracks[defaultAudioTrackIndex].defaultCaptionTrackIndex`): the uploader's choice, which YouTube's own
	 * player follows. Its index in `tracks`; absent in answers without `audioTracks` (and in lists cached before it was
	 * read).
	 */
	defaultTrackIndex?: number
	/** Targets for `&tlang=`; absent in some answers (ANDROID lists only a short subset). */
	translationLanguages: TranslationLanguage[] | null
}

export interface PlayerResponse {
	/** Null when the answer has no playabilityStatus at all (a `$fields`-filtered WEB call). */
	playability: Playability | null
	video: VideoDetails | null
	microformat: Microformat | null
	/** Null when the response has no `captions` key: the video has no captions (or is unplayable). */
	captions: Captions | null
}

function readVideo(response: JsonObject): VideoDetails | null {
	const details = obj(response, 'videoDetails')
	const videoId = str(details?.videoId)
	if (!details || !videoId) return null
	return {
		videoId,
		title: str(details.title),
		author: str(details.author),
		channelId: str(details.channelId),
		lengthSeconds: num(details.lengthSeconds),
		isLiveContent: bool(details.isLiveContent),
		thumbnails: thumbnails(details.thumbnail),
		keywords: list(details.keywords).flatMap((keyword) => str(keyword) ?? []),
		shortDescription: str(details.shortDescription),
	}
}

function readMicroformat(response: JsonObject): Microformat | null {
	const renderer = obj(response, 'microformat', 'playerMicroformatRenderer')
	if (!renderer) return null
	return {
		ownerChannelName: str(renderer.ownerChannelName),
		externalChannelId: str(renderer.externalChannelId),
		ownerProfileUrl: str(renderer.ownerProfileUrl),
		publishDate: str(renderer.publishDate),
		isFamilySafe: bool(renderer.isFamilySafe),
		thumbnails: thumbnails(renderer.thumbnail),
	}
}

function readTrack(raw: unknown): CaptionTrack | null {
	const baseUrl = str(at(raw, 'baseUrl'))
	const languageCode = str(at(raw, 'languageCode'))
	if (!baseUrl || !languageCode) return null
	const absolute = baseUrl.startsWith('/') ? `https://www.youtube.com${baseUrl}` : baseUrl
	const params = URL.canParse(absolute) ? new URL(absolute).searchParams : new URLSearchParams()
	const vssId = str(at(raw, 'vssId')) ?? ''
	const kind = str(at(raw, 'kind')) === 'asr' || vssId.startsWith('a.') ? 'asr' : 'uploaded'
	const trackName = str(at(raw, 'trackName'))
	return {
		baseUrl: absolute,
		name: text(at(raw, 'name')) ?? languageCode,
		languageCode,
		vssId,
		kind,
		isTranslatable: bool(at(raw, 'isTranslatable')) ?? false,
		...(trackName ? { trackName } : {}),
		exp: params.getAll('exp'),
		fmt: params.get('fmt'),
		expiresAt: num(params.get('expire')),
	}
}

function readCaptions(response: JsonObject): Captions | null {
	const renderer = obj(response, 'captions', 'playerCaptionsTracklistRenderer')
	if (!renderer) return null
	const languages = renderer.translationLanguages
	// Indices into the raw list: read before dropping unreadable tracks, so that they still point at the right one.
	const all = list(renderer.captionTracks).map(readTrack)
	const audio = at(list(renderer.audioTracks), num(renderer.defaultAudioTrackIndex) ?? 0)
	const index = bool(at(audio, 'hasDefaultTrack')) === false ? null : num(at(audio, 'defaultCaptionTrackIndex'))
	const named = index === null ? null : all[index]
	const tracks = all.filter((track) => track !== null)
	const defaultTrackIndex = named ? tracks.indexOf(named) : -1
	return {
		tracks,
		...(defaultTrackIndex >= 0 ? { defaultTrackIndex } : {}),
		translationLanguages: Array.isArray(languages)
			? languages.flatMap((language) => {
					const code = str(at(language, 'languageCode'))
					return code ? [{ code, name: text(at(language, 'languageName')) ?? code }] : []
				})
			: null,
	}
}

/**
 * Parses a player response (object or JSON text). Throws YouTubeError('upstreamError') for
 * something that is not a player response at all (not an object, or an innertube `{error}`);
 * `rateLimited` for an innertube 429.
 * @example const player = parsePlayerResponse(await response.text()); assertPlayable(player.playability)
 */
export function parsePlayerResponse(input: unknown): PlayerResponse {
	const outer = jsonObject(input, 'player response')
	const error = obj(outer, 'error')
	if (error) {
		const code = num(error.code)
		const detail = `player: HTTP ${code ?? '?'} ${str(error.status) ?? ''} ${str(error.message) ?? ''}`.trim()
		throw new YouTubeError(code === 429 ? 'rateLimited' : 'upstreamError', detail)
	}
	const wrapped = outer.playerResponse
	const response = isObject(wrapped) ? wrapped : outer
	if (Object.keys(response).length === 0) {
		const playability: Playability = { status: 'EMPTY_RESPONSE', reason: null, subreason: null, messages: [] }
		return { playability, video: null, microformat: null, captions: null }
	}
	return {
		playability: readPlayability(response.playabilityStatus),
		video: readVideo(response),
		microformat: readMicroformat(response),
		captions: readCaptions(response),
	}
}

/**
 * The caption list of a playable video; throws the playability error, or `noCaptions` when the
 * response has no caption tracks (docs/youtube-data.md §6).
 */
export function requireCaptions(player: PlayerResponse): Captions {
	assertPlayable(player.playability)
	if (!player.captions || player.captions.tracks.length === 0) {
		throw new YouTubeError('noCaptions', player.video?.videoId ?? undefined)
	}
	return player.captions
}

/** True when the track's URL is PO-token gated (`exp=xpe`/`xpv`): fetching it gives an empty 200. */
export function trackNeedsPoToken(track: CaptionTrack): boolean {
	return track.exp.some((value) => value === 'xpe' || value === 'xpv')
}

/**
 * Which caption track answers a request ("Language choice"). Pure: the track list
 * in, a track (and maybe a translation target) out, or YouTubeError languageUnavailable with
 * the codes the video has.
 */
import { YouTubeError } from '../../youtube/errors'
import type { Captions, CaptionTrack } from '../../youtube/parse/player'
import { baseLanguage, isTranscriptLanguage, readLanguageRequest, sameLanguage, youtubeTarget } from './languages'

export interface Selection {
	track: CaptionTrack
	/** YouTube's `tlang=` when the text is YouTube's translation of `track`. */
	tlang: string | null
	/** The language of the text the user gets: the track's, or the translation target. */
	language: string
}

const uploadedFirst = (a: CaptionTrack, b: CaptionTrack) => Number(a.kind === 'asr') - Number(b.kind === 'asr')

/**
 * The video's own main track: the spoken language is the auto-generated track's, so an
 * uploaded track in that language comes first, then the auto-generated one, then the first
 * uploaded track (a video without speech recognition), then whatever there is.
 */
export function mainTrack(tracks: readonly CaptionTrack[]): CaptionTrack | undefined {
	const asr = tracks.find((t) => t.kind === 'asr')
	if (asr) return tracks.find((t) => t.kind === 'uploaded' && sameLanguage(t.languageCode, asr.languageCode)) ?? asr
	return tracks.find((t) => t.kind === 'uploaded') ?? tracks[0]
}

/**
 * The track the video starts from when no language of its own was asked for: YouTube's named default (the uploader's
 * choice for the default audio track, which YouTube's player shows) before {@link mainTrack}'s guess from the
 * auto-generated track, whose language YouTube sometimes detects wrongly.
 */
function startTrack(captions: Captions): CaptionTrack | undefined {
	const named = captions.defaultTrackIndex === undefined ? undefined : captions.tracks[captions.defaultTrackIndex]
	return named ?? mainTrack(captions.tracks)
}

/** Tracks in `code`'s language: uploaded before auto-generated, then the exact code before a regional one. */
function tracksIn(tracks: readonly CaptionTrack[], code: string): CaptionTrack[] {
	const exact = (t: CaptionTrack) => Number(t.languageCode.toLowerCase() !== code.toLowerCase())
	return tracks
		.filter((t) => sameLanguage(t.languageCode, code))
		.sort((a, b) => uploadedFirst(a, b) || exact(a) - exact(b))
}

/**
 * The `tlang` YouTube can translate into for `code`: from the video's own list of targets
 * (exact code, then same language: `zh` → `zh-Hans`, `he` → `iw`), else for a language of
 * the select, YouTube's spelling of it (ANDROID answers list only a few targets, and some
 * answers none, while YouTube translates into every language of the select).
 */
function translationTarget(captions: Captions, code: string): string | null {
	const targets = captions.translationLanguages ?? []
	const exact = targets.find((t) => t.code.toLowerCase() === code.toLowerCase())
	if (exact) return exact.code
	const preferred = youtubeTarget(baseLanguage(code))
	const related = targets.find((t) => t.code === preferred) ?? targets.find((t) => sameLanguage(t.code, code))
	if (related) return related.code
	return isTranscriptLanguage(code) ? youtubeTarget(code) : null
}

/** The distinct language codes of a track list, for the "languages this video has" message. */
export function availableLanguages(tracks: readonly CaptionTrack[]): string[] {
	return [...new Set(tracks.map((t) => t.languageCode))]
}

function unavailable(captions: Captions, asked: string): YouTubeError {
	const languages = availableLanguages(captions.tracks).join(', ')
	return new YouTubeError('languageUnavailable', `${asked} not in ${languages}`, { languages })
}

/**
 * Picks the track for `language` ('auto'/empty, a language code, or a track's vssId).
 * Auto: the page language's track when the video has one (uploaded first), else YouTube's
 * default track, else the main track. A language the video lacks is YouTube's translation of
 * that same track (of the first translatable one) when YouTube can translate into it.
 * @throws YouTubeError languageUnavailable; invalidUrl is not thrown here (the runner checks the field)
 * @example selectTrack(captions, 'de', 'en') // German track, or { tlang: 'de' } from the main track
 */
export function selectTrack(captions: Captions, language: string | undefined, pageLanguage: string): Selection {
	const tracks = captions.tracks
	const request = readLanguageRequest(language)
	if (request === null) throw unavailable(captions, String(language))
	if (request.kind === 'track') {
		const track = tracks.find((t) => t.vssId === request.id)
		if (!track) throw unavailable(captions, request.id)
		return { track, tlang: null, language: track.languageCode }
	}
	if (request.kind === 'auto') {
		const track = tracksIn(tracks, pageLanguage)[0] ?? startTrack(captions)
		if (!track) throw new YouTubeError('noCaptions')
		return { track, tlang: null, language: track.languageCode }
	}
	const own = tracksIn(tracks, request.code)[0]
	if (own) return { track: own, tlang: null, language: own.languageCode }
	const main = startTrack(captions)
	const source = main?.isTranslatable ? main : tracks.filter((t) => t.isTranslatable).sort(uploadedFirst)[0]
	const tlang = source ? translationTarget(captions, request.code) : null
	if (!source || !tlang) throw unavailable(captions, request.code)
	return { track: source, tlang, language: tlang }
}

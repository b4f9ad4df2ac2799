/**
 * A fake YouTube for tests: one Bun.serve on 127.0.0.1 that answers for every YouTube host
 * (point UPSTREAM_OVERRIDES at it with `fake.overrides`) with the recorded responses in
 * tests/fixtures/youtube (see its MANIFEST.md), real JPEG/WebP image bytes,
 * and switchable failures (429, 5xx, slow, garbage HTML, garbage bytes, a truncated answer,
 * consent wall, captcha, bot check, connection reset). Every request is recorded.
 *
 * @example
 *   const yt = await startFakeYouTube()
 *   const server = await startServer({ UPSTREAM_OVERRIDES: yt.overrides })
 *   yt.fail('429', { times: 1, paths: /\/youtubei\/v1\/player/ })
 *   …
 *   expect(yt.requests.filter((r) => r.route === 'player')).toHaveLength(2)
 *   await yt.stop()
 *
 * Routing (method + path + JSON body field; the host does not matter, so one origin serves
 * www.youtube.com, youtubei.googleapis.com, i.ytimg.com and yt3.*):
 *   POST /youtubei/v1/player                    body videoId + context.client.clientName
 *   POST /youtubei/v1/reel/reel_item_watch      body playerRequest.videoId (or videoId)
 *   POST /youtubei/v1/navigation/resolve_url    body url (case-insensitive path)
 *   POST /youtubei/v1/browse                    body browseId (+ params for channel tabs), or body continuation
 *   POST /youtubei/v1/next                      body playlistId + videoId (+ playlistIndex): mixes; videoId: chapters
 *   GET  /playlist?list=ID                      the recorded playlist page (PLAYLIST_PAGES)
 *   GET  /watch?v=ID, /@handle[/tab], /channel/UC…[/tab], /feeds/videos.xml, /api/timedtext
 *   GET  /clip/ID                               the hand-made clip pages (CLIP_FIXTURES)
 *   POST /youtubei/v1/search                    body query + context.client.gl (SEARCH_FIXTURES, recorded and hand-made)
 *   GET  /complete/search?q=&gl=                the suggestion service (SUGGEST_FIXTURES)
 *   GET  /vi/ID/NAME.jpg, /vi_webp/ID/NAME.webp, yt3 avatar/banner paths (…=s88-…, …=w1060-…)
 * Unknown answers are YouTube's: player → ANDROID "This video is unavailable" (200),
 * reel → `{}` (200), search → a result list with no videos (200), suggestions → an empty list (200), resolve_url → 404 NOT_FOUND, browse (also an unknown continuation) → 400 INVALID_ARGUMENT,
 * next → the answer for a video that does not exist (200, no playlist), playlist page → Google's 404 page, watch →
 * "Video unavailable" page (200), clip → that page too (a page without clip data), feed and channel page → Google's
 * 404 page, timedtext → 404,
 * missing thumbnail → 404 with the grey 120x90 placeholder JPEG.
 *
 * Only what was recorded is served: timedtext bodies exist for a few (video, lang, kind, fmt)
 * (CAPTION_ENTRIES; add more with the `captions` option), there is no translated (tlang) body,
 * and a player call for a client that was not recorded gets another client's recording of the
 * same video (`fallback: true`). Images are generated (see fake-youtube-images.ts); a WEB answer lists
 * maxresdefault only if the video has it (`setThumbnails`), as YouTube's does.
 */

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Server } from 'bun'
import { YOUTUBE_HOSTS } from '../../src/youtube/hosts'
import { avatarJpeg, bannerJpeg, placeholderJpeg, solidWebp, thumbnailJpeg, thumbnailSize } from './fake-youtube-images'
import { YOUTUBE_FIXTURES } from './fixtures'

export const FIXTURES_DIR = YOUTUBE_FIXTURES

/** Every host the app may call (src/youtube/hosts.ts); `overrides` maps each one to the fake. */
export { YOUTUBE_HOSTS }

/**
 * Search answers as [query (lower case, as the app sends the visitor's words), file]: two recordings of
 * NewPipe's (answered for any hl/gl) and the hand-made ones for the hashtag tests and bench, one per
 * query in its page language's main region, and "yoga am morgen" in Austria too (MANIFEST.md,
 * "Hand-made"). A hand-made answer is served for its own region only (`regionOf`), so a test sees
 * which region the app asked for.
 */
export const SEARCH_FIXTURES: readonly (readonly [string, string])[] = [
	['#shorts', 'newpipe/search_web_hashtag-shorts_videos_page1.json'],
	['cirque du soleil', 'newpipe/search_web_cirque-du-soleil_videos_page1.json'],
	['sourdough bread baking', 'handmade/search_web_sourdough-bread-baking_en-US.json'],
	['home workout for beginners', 'handmade/search_web_home-workout-for-beginners_en-US.json'],
	['lofi beats', 'handmade/search_web_lofi-beats_en-US.json'],
	['sauerteigbrot backen für anfänger', 'handmade/search_web_sauerteigbrot-backen_de-DE.json'],
	['yoga am morgen', 'handmade/search_web_yoga-am-morgen_de-DE.json'],
	['yoga am morgen', 'handmade/search_web_yoga-am-morgen_de-AT.json'],
	['receta de pan casero', 'handmade/search_web_receta-de-pan-casero_es-ES.json'],
	['rutina de ejercicios en casa', 'handmade/search_web_rutina-de-ejercicios-en-casa_es-ES.json'],
	['evde kolay ekmek tarifi', 'handmade/search_web_evde-kolay-ekmek-tarifi_tr-TR.json'],
	['sabah rutini', 'handmade/search_web_sabah-rutini_tr-TR.json'],
	['beginnen met hardlopen', 'handmade/search_web_beginnen-met-hardlopen_nl-NL.json'],
	['fietsen door nederland', 'handmade/search_web_fietsen-door-nederland_nl-NL.json'],
]

/** Suggestion answers as [query (lower case), file]: NewPipe's one recorded query, and the hand-made ones. */
export const SUGGEST_FIXTURES: readonly (readonly [string, string])[] = [
	['hello', 'newpipe/suggest_youtube_hello_gl-DE_2026-07.json'],
	...SEARCH_FIXTURES.filter(([, file]) => file.startsWith('handmade/')).map(
		([query, file]) => [query, file.replace('/search_web_', '/suggest_youtube_')] as const,
	),
]

/** The region a hand-made answer was made for (`…_de-AT.json`: AT); null for a recording, which answers any. */
const regionOf = (file: string): string | null =>
	file.startsWith('handmade/') ? (/_[a-z]{2}-([A-Z]{2})\.json$/.exec(file)?.[1] ?? null) : null

/** The answer for `query` asked for region `gl`: its own region's hand-made one, or a recording. */
function fixtureFor(fixtures: readonly (readonly [string, string])[], query: string, gl: string): string | undefined {
	const region = gl.toUpperCase()
	return fixtures.find(([q, file]) => q === query && (regionOf(file) ?? region) === region)?.[1]
}

/** YouTube's answer to a search that found nothing, as far as the tests need it: a result list with no videos. */
const NO_RESULTS = JSON.stringify({
	contents: {
		twoColumnSearchResultsRenderer: {
			primaryContents: { sectionListRenderer: { contents: [{ itemSectionRenderer: { contents: [] } }] } },
		},
	},
})

export type ClientName = 'ANDROID' | 'VISIONOS' | 'WEB'

export interface PlayerFixture {
	videoId: string
	/** The innertube client the response was recorded for. */
	client: ClientName
	/** Path under FIXTURES_DIR. */
	file: string
	/**
	 * Where the player response sits in the file: the whole file (default), under
	 * `playerResponse` (reel_item_watch recordings, also an ANDROID answer), or the watch
	 * page's `ytInitialPlayerResponse` (a WEB answer).
	 */
	from?: 'playerResponse' | 'ytInitialPlayerResponse'
	/** Recorded with `$fields=` (NewPipe's WEB call): only microformat + thumbnails. */
	partial?: boolean
}

/** Player responses by video and client, preferred first within a client. */
export const PLAYER_FIXTURES: readonly PlayerFixture[] = [
	{ videoId: 'GJLlxj_dtq8', client: 'ANDROID', file: 'ytta/player_android_GJLlxj_dtq8.json' },
	{ videoId: 'F1xioXWb8CY', client: 'ANDROID', file: 'ytta/player_android_F1xioXWb8CY.json' },
	{ videoId: 'dsMFmonKDD4', client: 'ANDROID', file: 'ytta/player_android_dsMFmonKDD4_no_captions.json' },
	{ videoId: 'Njp5uhTorCo', client: 'ANDROID', file: 'ytta/player_android_Njp5uhTorCo_age_restricted.json' },
	{ videoId: 'eF8Qqp7rjDg', client: 'ANDROID', file: 'ytt-dart/player_android_eF8Qqp7rjDg.json' },
	{ videoId: 'M4gD1WSo5mA', client: 'ANDROID', file: 'newpipe/reel_android_M4gD1WSo5mA.json', from: 'playerResponse' },
	{
		videoId: 'it3OtbTxQk0',
		client: 'ANDROID',
		file: 'newpipe/reel_android_it3OtbTxQk0_ok.json',
		from: 'playerResponse',
	},
	{
		videoId: '8VajtrESJzA',
		client: 'ANDROID',
		file: 'newpipe/reel_android_8VajtrESJzA_private.json',
		from: 'playerResponse',
	},
	{ videoId: '3sbYbckT1VY', client: 'VISIONOS', file: 'newpipe/player_visionos_3sbYbckT1VY_36tracks.json' },
	{ videoId: 'KI7fMGRg0Wk', client: 'VISIONOS', file: 'newpipe/player_visionos_KI7fMGRg0Wk_de_asr_only.json' },
	{ videoId: 'M4gD1WSo5mA', client: 'VISIONOS', file: 'newpipe/player_visionos_M4gD1WSo5mA.json' },
	{ videoId: 'X4VbdwhkE10', client: 'VISIONOS', file: 'newpipe/player_visionos_X4VbdwhkE10_live_no_captions.json' },
	{ videoId: 'it3OtbTxQk0', client: 'VISIONOS', file: 'newpipe/player_visionos_it3OtbTxQk0_unplayable.json' },
	{ videoId: 'ud9d5cMDP_0', client: 'VISIONOS', file: 'newpipe/player_visionos_ud9d5cMDP_0_de_manual_only.json' },
	{ videoId: '2isYuQZMbdU', client: 'WEB', file: 'ivmocks/player_web_2isYuQZMbdU.json' },
	{ videoId: 'N-yVic7BbY0', client: 'WEB', file: 'ivmocks/player_web_N-yVic7BbY0_scheduled_live.json' },
	{ videoId: 'M4gD1WSo5mA', client: 'WEB', file: 'newpipe/player_web_fields_M4gD1WSo5mA.json', partial: true },
	{ videoId: '3sbYbckT1VY', client: 'WEB', file: 'newpipe/player_web_fields_3sbYbckT1VY.json', partial: true },
	{
		videoId: 'GJLlxj_dtq8',
		client: 'WEB',
		file: 'ytta/watch_GJLlxj_dtq8_2025-06.html',
		from: 'ytInitialPlayerResponse',
	},
	{
		videoId: 'F1xioXWb8CY',
		client: 'WEB',
		file: 'ytta/watch_F1xioXWb8CY_2025-02.html',
		from: 'ytInitialPlayerResponse',
	},
	{
		videoId: 'P3pFkriw10Q',
		client: 'WEB',
		file: 'ytta/watch_P3pFkriw10Q_2023-12.html',
		from: 'ytInitialPlayerResponse',
	},
	{
		videoId: 'Njp5uhTorCo',
		client: 'WEB',
		file: 'ytta/watch_Njp5uhTorCo_age_restricted_2025-02.html',
		from: 'ytInitialPlayerResponse',
	},
	{
		videoId: 'eF8Qqp7rjDg',
		client: 'WEB',
		file: 'ytt-dart/watch_eF8Qqp7rjDg_2025-12.html',
		from: 'ytInitialPlayerResponse',
	},
]

/** reel_item_watch recordings (ANDROID) by video id. */
export const REEL_FIXTURES: Readonly<Record<string, string>> = {
	M4gD1WSo5mA: 'newpipe/reel_android_M4gD1WSo5mA.json',
	it3OtbTxQk0: 'newpipe/reel_android_it3OtbTxQk0_ok.json',
	'8VajtrESJzA': 'newpipe/reel_android_8VajtrESJzA_private.json',
}

/** resolve_url recordings by lower-cased path (`/c/name` is looked up as `/name`). */
export const RESOLVE_FIXTURES: Readonly<Record<string, string>> = {
	'/user/vsauce': 'newpipe/resolve_url_user_Vsauce.json',
	'/@gronkh': 'newpipe/resolve_url_handle_Gronkh.json',
	'/gronkh': 'newpipe/resolve_url_custom_gronkh.json',
	'/@thedailyshow': 'newpipe/resolve_url_handle_TheDailyShow.json',
	'/thedailyshow': 'newpipe/resolve_url_custom_thedailyshow.json',
	'/user/creativecommons': 'newpipe/resolve_url_user_creativecommons.json',
}

/**
 * browse recordings by browseId. Hospital Records has no browse recording; its channel
 * page's `ytInitialData` is the same object (docs/youtube-data.md §3) and is served instead.
 */
export const BROWSE_FIXTURES: Readonly<Record<string, string>> = {
	UCsXVk37bltHxD1rDPwtNM8Q: 'newpipe/browse_UCsXVk37bltHxD1rDPwtNM8Q_kurzgesagt.json',
	'UC6nSFpj9HTCZ5t-N3Rm3-HA': 'newpipe/browse_UC6nSFpj9HTCZ5t-N3Rm3-HA_vsauce.json',
	UCYJ61XIK64sp6ZFFS8sctxw: 'newpipe/browse_UCYJ61XIK64sp6ZFFS8sctxw_gronkh.json',
	UCUaQMQS9lY5lit3vurpXQ6w: 'newpipe/browse_UCUaQMQS9lY5lit3vurpXQ6w_small_channel.json',
	UCoaO4U_p7G7AwalqSbGCZOA: 'newpipe/browse_UCoaO4U_p7G7AwalqSbGCZOA_removed.json',
	'UCbfnHqxXs_K3kvaH-WlNlig': 'newpipe/browse_UCbfnHqxXs_K3kvaH-WlNlig_age_gated_channel.json',
	UCw49uOTAJjGUdoAeUcp7tOg: 'yt-meta/channel_hospitalrecords_videos_2025-06.html#ytInitialData',
	// Playlists (browse VL<id>). PL-osiE80… has no browse recording: its playlist page's ytInitialData is
	// the same object (as for Hospital Records above), with the first 100 videos.
	VLPLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr: 'newpipe/browse_VLPLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr_playlist_header.json',
	'VLPL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU':
		'yt-meta/playlist_PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU_2025-06.html#ytInitialData',
	VLINVALID_ID: 'newpipe/browse_VLINVALID_ID_unviewable.json',
	VLPL11111111111111111111111111111111: 'newpipe/browse_VLPL11111111111111111111111111111111_not_exist.json',
}

/** Channel tabs by `browseId params` (the tab's own params, as recorded); looked up before BROWSE_FIXTURES. */
export const BROWSE_TAB_FIXTURES: Readonly<Record<string, string>> = {
	'UCTwECeGqMZee77BjdoYtI2Q EgZ2aWRlb3PyBgQKAjoA': 'newpipe/browse_UCTwECeGqMZee77BjdoYtI2Q_videos_tab.json',
	'UCh8gHdtzO2tXd593_bjErWg EgZzaG9ydHPyBgUKA5oBAA%3D%3D': 'newpipe/browse_UCh8gHdtzO2tXd593_bjErWg_shorts_tab.json',
}

/**
 * browse answers to a `continuation` token. The token each one answers is the one its request carried: read from the
 * NewPipe sidecar, or for yt-meta's page 2 (no sidecar) the page-1 token EXPECTED.json records for the playlist page.
 */
export const CONTINUATION_FIXTURES: readonly { file: string; tokenOf?: string }[] = [
	{ file: 'newpipe/browse_continuation_PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr_page1.json' },
	{ file: 'newpipe/browse_continuation_PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr_page2.json' },
	{ file: 'newpipe/browse_continuation_UCTwECeGqMZee77BjdoYtI2Q_videos_page2.json' },
	{ file: 'newpipe/browse_continuation_UCh8gHdtzO2tXd593_bjErWg_shorts_page2.json' },
	{
		file: 'yt-meta/browse_continuation_PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU_page2.json',
		tokenOf: 'yt-meta/playlist_PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU_2025-06.html',
	},
]

/** `next` answers by `playlistId|videoId|playlistIndex` (absent parts empty): a mix's stretches, and chapters. */
export const NEXT_FIXTURES: Readonly<Record<string, string>> = {
	'RDFAqYW76GLPA|FAqYW76GLPA|': 'newpipe/next_mix_RDFAqYW76GLPA_page1.json',
	'RDFAqYW76GLPA|bY0357VJE2U|24': 'newpipe/next_mix_RDFAqYW76GLPA_page2_index24.json',
	'RDabcde|abcde|': 'newpipe/next_mix_RDabcde_invalid_video.json',
	'|ud9d5cMDP_0|': 'newpipe/next_web_ud9d5cMDP_0_chapters.json',
	'|KI7fMGRg0Wk|': 'newpipe/next_web_KI7fMGRg0Wk_chapters.json',
}

/** Playlist pages (`/playlist?list=`) by playlist id. */
export const PLAYLIST_PAGES: Readonly<Record<string, string>> = {
	'PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU': 'yt-meta/playlist_PL-osiE80TeTt2d9bfVyTiXJA-UTHn6WwU_2025-06.html',
}

/** Watch pages by video id. */
export const WATCH_FIXTURES: Readonly<Record<string, string>> = {
	GJLlxj_dtq8: 'ytta/watch_GJLlxj_dtq8_2025-06.html',
	F1xioXWb8CY: 'ytta/watch_F1xioXWb8CY_2025-02.html',
	P3pFkriw10Q: 'ytta/watch_P3pFkriw10Q_2023-12.html',
	Njp5uhTorCo: 'ytta/watch_Njp5uhTorCo_age_restricted_2025-02.html',
	eF8Qqp7rjDg: 'ytt-dart/watch_eF8Qqp7rjDg_2025-12.html',
}

/**
 * Clip pages by clip id. No clip page was ever recorded: these are hand-made to the structure
 * yt-dlp's clip extractor reads (MANIFEST.md, "Hand-made"). YouTube's answer for a clip that does not exist is not
 * recorded either; a page without clip data stands for it (the recorded "Video unavailable" watch page).
 */
export const CLIP_FIXTURES: Readonly<Record<string, string>> = {
	'UgytZKpehg-hEMBSn3F4AaABCQ': 'handmade/clip_UgytZKpehg-hEMBSn3F4AaABCQ.html',
	UgkxTubekitHandmadeClipOfeF8Qqp7rjDg: 'handmade/clip_UgkxTubekitHandmadeClipOfeF8Qqp7rjDg.html',
}

/** Channel HTML pages (any tab of the handle or channel id serves the recorded Videos tab). */
export const CHANNEL_PAGES: readonly { handle: string; channelId: string; file: string }[] = [
	{
		handle: 'hospitalrecords',
		channelId: 'UCw49uOTAJjGUdoAeUcp7tOg',
		file: 'yt-meta/channel_hospitalrecords_videos_2025-06.html',
	},
]

/** RSS feeds by `channel_id=` or lower-cased `user=`. */
export const FEED_FIXTURES: Readonly<Record<string, string>> = {
	'user=kurzgesagt': 'newpipe/feed_rss_user_Kurzgesagt.xml',
	'channel_id=UCsXVk37bltHxD1rDPwtNM8Q': 'newpipe/feed_rss_user_Kurzgesagt.xml',
}

const FIXTURE = {
	playerUnavailable: 'ytta/player_android_video_unavailable.json',
	playerBotCheck: 'ytta/player_android_bot_check.json',
	reelEmpty: 'newpipe/reel_android_dont-exist_empty.json',
	resolveNotFound: 'newpipe/resolve_url_handle_nonexistent_404.json',
	browseInvalid: 'newpipe/browse_DOESNT-EXIST_400.json',
	/** `next` for a video that does not exist: 200 without a playlist or a video. */
	nextNoVideo: 'newpipe/next_mix_RDabcde_invalid_video.json',
	watchUnavailable: 'ytta/watch_video_unavailable_2025-02.html',
	watchBotCheck: 'ytta/watch_bot_check_2025-02.html',
	consent: 'ytta/consent_page_2021.html',
	captcha: 'ytta/recaptcha_unusual_traffic_2021.html',
	/** Google's generic "Error 404 (Not Found)!!1" page, recorded for a dead RSS feed. */
	notFoundHtml: 'newpipe/feed_rss_UCTGjY2I-ZUGnwVoWAGRd7XQ_404.html',
} as const

export type CaptionFormat = 'srv1' | 'srv2' | 'srv3' | 'json3' | 'vtt' | 'ttml'

/** One `/api/timedtext` body: matched on v, lang, kind, fmt (absent = srv1) and tlang. */
export interface CaptionEntry {
	videoId: string
	lang: string
	/** 'asr' for auto-generated tracks (the request then carries `kind=asr`). */
	kind?: 'asr'
	fmt: CaptionFormat
	tlang?: string
	/** Path under FIXTURES_DIR, or… */
	file?: string
	/** …the body itself. */
	body?: string
}

/** The caption bodies whose video id is known (captions/MANIFEST.md, MANIFEST.md #17). */
export const CAPTION_ENTRIES: readonly CaptionEntry[] = [
	{
		videoId: 'eF8Qqp7rjDg',
		lang: 'en',
		kind: 'asr',
		fmt: 'srv1',
		file: 'ytt-dart/timedtext_eF8Qqp7rjDg_en_asr.srv1.xml',
	},
	{ videoId: 'LW9XRA4641E', lang: 'la', fmt: 'json3', file: 'captions/LW9XRA4641E.la.json3' },
	{ videoId: 'VMvdvP02f-Y', lang: 'en', kind: 'asr', fmt: 'vtt', file: 'captions/VMvdvP02f-Y.en.asr.vtt' },
	/** "probably bKwbFuqt528" per captions/MANIFEST.md. */
	{ videoId: 'bKwbFuqt528', lang: 'en', fmt: 'vtt', file: 'captions/freelancetowin-proposals.en.vtt' },
]

/**
 * Real caption bodies whose video id is unknown: map them onto a video with the
 * `captions` option, e.g. `{ videoId: 'M4gD1WSo5mA', lang: 'en', kind: 'asr', fmt: 'json3', file }`.
 */
export const UNMAPPED_CAPTION_FILES = {
	json3Asr2025: 'captions/dashboards-aivants.en.asr.json3',
	json3Asr2020: 'captions/vanessa-live-y2bcaptions.en.asr.json3',
	vttAsr2026: 'captions/argentinian-cvi-narrate.en.asr.vtt',
	ttmlAsr: 'captions/kids-nursery-ai-tutorial.en.asr.ttml',
} as const

const CAPTION_TYPES: Record<CaptionFormat, string> = {
	srv1: 'text/xml; charset=UTF-8',
	srv2: 'text/xml; charset=UTF-8',
	srv3: 'text/xml; charset=UTF-8',
	ttml: 'text/xml; charset=UTF-8',
	json3: 'application/json; charset=UTF-8',
	vtt: 'text/vtt; charset=UTF-8',
}

/** Thumbnail names every video id has unless configured otherwise. */
export const DEFAULT_THUMBNAILS = ['default', 'mqdefault', 'hqdefault', 'sddefault'] as const

const JSON_TYPE = 'application/json; charset=UTF-8'
const HTML_TYPE = 'text/html; charset=utf-8'

export type Route =
	| 'player'
	| 'reel'
	| 'resolve_url'
	| 'browse'
	| 'next'
	| 'watch'
	| 'playlist'
	| 'clip'
	| 'channel'
	| 'feed'
	| 'timedtext'
	| 'search'
	| 'suggest'
	| 'thumbnail'
	| 'avatar'
	| 'unknown'

/**
 * `garbage`: a 200 HTML page of random words; `bytes`: a 200 of random bytes (not UTF-8) under
 * the route's own Content-Type; `truncated`: the route's normal answer cut short (a JSON answer
 * at half its length, a page in the middle of its `ytInitialPlayerResponse` / `ytInitialData`),
 * sent complete with a 200, as a proxy or a dropped connection behind one leaves it; `cut`: the
 * route's normal status, headers and first half of its body, then the connection drops.
 */
export type FailMode =
	| '429'
	| '500'
	| '503'
	| 'slow'
	| 'garbage'
	| 'bytes'
	| 'truncated'
	| 'cut'
	| 'consent'
	| 'captcha'
	| 'botCheck'
	| 'reset'

export interface FailOptions {
	/** How many matching requests fail; then normal service resumes (default: all). */
	times?: number
	/**
	 * Which requests, tested against path + query (e.g. `/\/youtubei\/v1\/player/`). Default:
	 * every request, except `consent` (watch and channel pages) and `botCheck` (player,
	 * reel_item_watch and watch pages).
	 */
	paths?: RegExp
	/** Wait this long before answering (for `slow`, default 10 s; other modes default 0). */
	delayMs?: number
	/** Let this many matching requests through first (e.g. 2: a listing's third page fails, not its first). */
	skip?: number
}

export interface RecordedRequest {
	method: string
	/** The host the app meant: X-Forwarded-Host (sent by src/youtube/upstream.server.ts), else guessed from the path. */
	host: string
	path: string
	/** Query parameters (the last value wins). */
	query: Record<string, string>
	/** All request headers, lower-cased names (cookie, user-agent, x-youtube-client-name, …). */
	headers: Record<string, string>
	/** The parsed JSON body, or null. */
	body: unknown
	route: Route
	/** The fixture served (path under FIXTURES_DIR, `#…` for an extracted part), or null. */
	fixture: string | null
	/** Status answered; 0 when the connection was reset; null while pending. */
	status: number | null
	/** The exact client (player) or video (reel) was not recorded: another recording was served. */
	fallback: boolean
	/** The fail mode that answered this request, if any. */
	failed: FailMode | null
}

export interface FakeYouTubeOptions {
	/** Port on 127.0.0.1; 0 (default) picks a free one. */
	port?: number
	/** Exact thumbnail names per video id (replaces the defaults for that id). */
	thumbnails?: Record<string, string[]>
	/** Names every other 11-character id has (default DEFAULT_THUMBNAILS). */
	defaultThumbnails?: string[]
	/** Which ids have `vi_webp` twins of their JPEG names: true (default) = all, false = none, or a list. */
	webp?: boolean | string[]
	/** Extra timedtext bodies, looked up before CAPTION_ENTRIES. */
	captions?: CaptionEntry[]
	/** Pixel size of an avatar's original (`=s0`, and the largest `=sN` served). Default 900. */
	avatarOriginalSize?: number
	/**
	 * Video ids whose player and `next` answers are a recorded video's (`{ listedId: recordedId }`): the
	 * videos of a recorded playlist get real answers, captions and chapters (batch tests; no recording has both).
	 */
	playerAliases?: Record<string, string>
	/**
	 * Milliseconds every answer waits before it starts, as a request to the real YouTube takes (benches of what a
	 * visitor waits for use 80). Default 0: answers at once.
	 */
	latencyMs?: number
}

export interface FakeYouTube {
	/** http://127.0.0.1:PORT */
	origin: string
	/** The UPSTREAM_OVERRIDES value sending every YouTube host (YOUTUBE_HOSTS) to this fake. */
	overrides: string
	/** Every request so far, oldest first (the same array across reset()). */
	requests: RecordedRequest[]
	/** Make matching requests fail (rules stack; the first matching rule answers). */
	fail(mode: FailMode, opts?: FailOptions): void
	/** Thumbnail names of one video id from now on (null: back to the defaults). */
	setThumbnails(videoId: string, names: string[] | null): void
	/**
	 * The PO-token wall (docs/youtube-data.md §2.4). `marked`: every innertube player answer
	 * carries `exp=xpe` on its caption URLs, as WEB answers do since 2025. `unmarked`: caption
	 * URLs look clean but timedtext answers an empty 200 to any request without `pot=`. With
	 * either, only the watch page's player (which mints a token) gets caption text.
	 */
	setTokenWall(mode: 'off' | 'marked' | 'unmarked'): void
	/**
	 * The watch page's player fetches its first track, whatever it is asked for (as YouTube's
	 * does when it loads the viewer's default captions first).
	 */
	setPlayerDefaultTrackOnly(on: boolean): void
	/** Clears fail modes, recorded requests and the set…() changes above. */
	reset(): void
	stop(): Promise<void>
}

interface FailRule {
	mode: FailMode
	remaining: number
	paths: RegExp | null
	delayMs: number
	skip: number
}

interface Served {
	body: string | Uint8Array<ArrayBuffer>
	status: number
	contentType: string
	fixture: string | null
	fallback?: boolean
}

const bytesCache = new Map<string, Uint8Array<ArrayBuffer>>()
const textCache = new Map<string, string>()
const metaCache = new Map<string, { status: number; contentType: string | null } | null>()

function fixtureBytes(file: string): Uint8Array<ArrayBuffer> {
	let bytes = bytesCache.get(file)
	if (!bytes) {
		bytes = new Uint8Array(readFileSync(join(FIXTURES_DIR, file)))
		bytesCache.set(file, bytes)
	}
	return bytes
}

function fixtureText(file: string): string {
	let text = textCache.get(file)
	if (text === undefined) {
		text = new TextDecoder().decode(fixtureBytes(file))
		textCache.set(file, text)
	}
	return text
}

/** Recorded response status and Content-Type from a NewPipe `.meta.json` sidecar. */
function sidecar(file: string): { status: number; contentType: string | null } | null {
	if (metaCache.has(file)) return metaCache.get(file) ?? null
	const path = join(FIXTURES_DIR, `${file}.meta.json`)
	let meta: { status: number; contentType: string | null } | null = null
	if (existsSync(path)) {
		const parsed = JSON.parse(readFileSync(path, 'utf8')) as {
			response?: { status?: number; headers?: Record<string, string[]> }
		}
		meta = {
			status: parsed.response?.status ?? 200,
			contentType: parsed.response?.headers?.['content-type']?.[0] ?? null,
		}
	}
	metaCache.set(file, meta)
	return meta
}

function defaultType(file: string): string {
	if (file.endsWith('.json')) return JSON_TYPE
	if (file.endsWith('.xml')) return 'text/xml; charset=UTF-8'
	return HTML_TYPE
}

/** A whole fixture file, with the sidecar's status and Content-Type when there is one. */
function serveFile(file: string, status?: number): Served {
	const meta = sidecar(file)
	return {
		body: fixtureBytes(file),
		status: status ?? meta?.status ?? 200,
		contentType: meta?.contentType ?? defaultType(file),
		fixture: file,
	}
}

/**
 * A served answer cut short (fail mode `truncated`): a page in the middle of its first data
 * object (the part a reader needs), anything else (an image: its bytes) at half its length.
 */
function truncate(served: Served): Served {
	const fixture = served.fixture && `${served.fixture}#truncated`
	if (served.contentType.startsWith('image/')) {
		const bytes = typeof served.body === 'string' ? new TextEncoder().encode(served.body) : served.body
		return { ...served, body: bytes.slice(0, Math.floor(bytes.length / 2)), status: 200, fixture }
	}
	const text = typeof served.body === 'string' ? served.body : new TextDecoder().decode(served.body)
	const data = /(ytInitialPlayerResponse|ytInitialData)\s*=\s*\{/.exec(text)
	const cut = data ? data.index + data[0].length + 200 : Math.floor(text.length / 2)
	return { ...served, body: text.slice(0, cut), status: 200, fixture }
}

/**
 * The JSON text of `var <name> = {…};` in an HTML page, brace-matched (strings and escapes
 * respected, so a `};` inside a title does not end it).
 */
export function extractJsObject(html: string, name: string): string | null {
	const found = new RegExp(`${name}\\s*=\\s*\\{`).exec(html)
	if (!found) return null
	const start = found.index + found[0].length - 1
	let depth = 0
	let inString = false
	for (let i = start; i < html.length; i++) {
		const c = html[i]
		if (inString) {
			if (c === '\\') i++
			else if (c === '"') inString = false
		} else if (c === '"') inString = true
		else if (c === '{') depth++
		else if (c === '}' && --depth === 0) return html.slice(start, i + 1)
	}
	return null
}

const partCache = new Map<string, string>()

let continuationMap: Map<string, string> | null = null

/** CONTINUATION_FIXTURES by the token each one answers. */
function continuationFiles(): Map<string, string> {
	if (!continuationMap) {
		continuationMap = new Map()
		const expected = JSON.parse(fixtureText('EXPECTED.json')) as { file: string; facts: Record<string, unknown> }[]
		for (const { file, tokenOf } of CONTINUATION_FIXTURES) {
			const token = tokenOf
				? expected.find((entry) => entry.file === tokenOf)?.facts.next_continuation
				: field(JSON.parse(fixtureText(`${file}.meta.json`)), 'request', 'body', 'continuation')
			if (typeof token !== 'string') throw new Error(`fake-youtube: no continuation token for ${file}`)
			continuationMap.set(token, file)
		}
	}
	return continuationMap
}

/**
 * Every timedtext URL in a JSON text (`&` written as `&` or `\u0026`) as YouTube would hand it
 * out now: `expire=` set to `expire`, and with `marked` an `exp=xpe` appended where it has no `exp=`.
 */
export function freshTimedtextUrls(json: string, expire: number, marked: boolean): string {
	return json.replace(/(\/api\/timedtext\?[^"]*)/g, (url) => {
		const renewed = url.replace(/((?:[?&]|\\u0026)expire=)\d+/, `$1${expire}`)
		return marked && !/[?&;]exp=|u0026exp=/.test(renewed) ? `${renewed}\\u0026exp=xpe` : renewed
	})
}

/**
 * Stands in for YouTube's player on a recorded watch page, which loads only the HTML: a
 * `#movie_player` whose `setOption('captions', 'track', { languageCode, kind?,
 * translationLanguage? })` fetches the track from the page's own ytInitialPlayerResponse with
 * a proof-of-origin token, the way the real player does (`&pot=…&potc=1&c=WEB`). The token
 * is made up; the fake only checks that one is there.
 */
function playerStub(defaultTrackOnly: boolean): string {
	return `<script>(() => {
	const defaultTrackOnly = ${defaultTrackOnly}
	const response = window.ytInitialPlayerResponse
	const tracks = response?.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? []
	let element = document.getElementById('movie_player')
	if (!element) {
		element = document.createElement('div')
		element.id = 'movie_player'
		document.body.appendChild(element)
	}
	const token = 'fake-pot-' + Math.random().toString(36).slice(2)
	element.loadModule = () => {}
	element.setOption = (module, option, value) => {
		if (module !== 'captions' || option !== 'track' || !value) return
		if (defaultTrackOnly) value = { languageCode: tracks[0]?.languageCode, kind: tracks[0]?.kind }
		const track =
			tracks.find((t) => t.languageCode === value.languageCode && (t.kind === 'asr') === (value.kind === 'asr')) ??
			tracks.find((t) => t.languageCode === value.languageCode) ??
			tracks[0]
		if (!track) return
		let url = track.baseUrl + '&pot=' + token + '&potc=1&c=WEB'
		if (value.translationLanguage?.languageCode) url += '&tlang=' + value.translationLanguage.languageCode
		fetch(url.replace('https://www.youtube.com', ''))
	}
})()</script>`
}

function withPlayer(html: string, defaultTrackOnly: boolean): string {
	const stub = playerStub(defaultTrackOnly)
	const end = html.lastIndexOf('</body>')
	return end < 0 ? html + stub : html.slice(0, end) + stub + html.slice(end)
}

/** `file` or `file#ytInitialData` / the player response inside a reel recording or watch page. */
function fixturePart(file: string, from: 'playerResponse' | 'ytInitialPlayerResponse' | 'ytInitialData'): string {
	const key = `${file}#${from}`
	let part = partCache.get(key)
	if (part === undefined) {
		if (from === 'playerResponse') {
			const parsed = JSON.parse(fixtureText(file)) as { playerResponse?: unknown }
			part = JSON.stringify(parsed.playerResponse ?? {})
		} else {
			part = extractJsObject(fixtureText(file), from) ?? '{}'
		}
		partCache.set(key, part)
	}
	return part
}

function servePlayerFixture(f: PlayerFixture, fallback: boolean): Served {
	if (!f.from) return { ...serveFile(f.file), fallback }
	return {
		body: fixturePart(f.file, f.from),
		status: 200,
		contentType: JSON_TYPE,
		fixture: `${f.file}#${f.from}`,
		fallback,
	}
}

/** Thumbnail names seen per video id in the fixtures (EXPECTED.json thumbnail lists). */
let seenThumbnails: Map<string, Set<string>> | null = null

function seenNames(videoId: string): Set<string> {
	if (!seenThumbnails) {
		seenThumbnails = new Map()
		const text = fixtureText('EXPECTED.json')
		for (const m of text.matchAll(/ytimg\.com\/vi(?:_webp)?\/([A-Za-z0-9_-]{11})\/([A-Za-z0-9_]+)\.(?:jpg|webp)/g)) {
			const [, id = '', name = ''] = m
			const names = seenThumbnails.get(id) ?? new Set<string>()
			names.add(name)
			if (name.startsWith('maxresdefault')) names.add('hq720')
			seenThumbnails.set(id, names)
		}
	}
	return seenThumbnails.get(videoId) ?? new Set()
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

/** `table[key]` for the table's own keys only (`constructor` is not a video id). */
function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
	return Object.hasOwn(table, key) ? table[key] : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function field(value: unknown, ...keys: string[]): unknown {
	let current = value
	for (const key of keys) {
		if (!isRecord(current)) return undefined
		current = current[key]
	}
	return current
}

function stringField(value: unknown, ...keys: string[]): string | null {
	const found = field(value, ...keys)
	return typeof found === 'string' ? found : null
}

const CLIENT_IDS: Readonly<Record<string, ClientName>> = { '1': 'WEB', '3': 'ANDROID', '101': 'VISIONOS' }

function routeOf(method: string, path: string): Route {
	if (method === 'POST') {
		if (path === '/youtubei/v1/player') return 'player'
		if (path === '/youtubei/v1/reel/reel_item_watch') return 'reel'
		if (path === '/youtubei/v1/navigation/resolve_url') return 'resolve_url'
		if (path === '/youtubei/v1/browse') return 'browse'
		if (path === '/youtubei/v1/next') return 'next'
		if (path === '/youtubei/v1/search') return 'search'
		return 'unknown'
	}
	if (method !== 'GET' && method !== 'HEAD') return 'unknown'
	if (path === '/watch') return 'watch'
	if (path === '/playlist') return 'playlist'
	if (/^\/clip\/[^/]+$/.test(path)) return 'clip'
	if (path === '/feeds/videos.xml') return 'feed'
	if (path === '/api/timedtext') return 'timedtext'
	if (path === '/complete/search') return 'suggest'
	if (path.startsWith('/vi/') || path.startsWith('/vi_webp/')) return 'thumbnail'
	if (/^\/(@[^/]+|channel\/[^/]+)(\/[^/]*)?$/.test(path)) return 'channel'
	if (/^\/(ytc\/|a\/)?[A-Za-z0-9_-]+=[^/]*$/.test(path)) return 'avatar'
	return 'unknown'
}

function guessHost(route: Route, clientName: string | null): string {
	if (route === 'thumbnail') return 'i.ytimg.com'
	if (route === 'avatar') return 'yt3.googleusercontent.com'
	if (route === 'suggest') return 'suggestqueries-clients6.youtube.com'
	if ((route === 'player' || route === 'reel') && clientName !== 'WEB') return 'youtubei.googleapis.com'
	return 'www.youtube.com'
}

/** The default scope of a fail mode when no `paths` is given. */
function inDefaultScope(mode: FailMode, route: Route): boolean {
	if (mode === 'consent') return route === 'watch' || route === 'clip' || route === 'channel'
	if (mode === 'botCheck') return route === 'player' || route === 'reel' || route === 'watch' || route === 'clip'
	return true
}

/**
 * Starts the fake on 127.0.0.1 (a free port unless `port` is given).
 * @example const yt = await startFakeYouTube({ thumbnails: { GJLlxj_dtq8: ['default', 'hqdefault'] } })
 */
export async function startFakeYouTube(options: FakeYouTubeOptions = {}): Promise<FakeYouTube> {
	const requests: RecordedRequest[] = []
	let rules: FailRule[] = []
	const thumbnailOverrides = new Map<string, Set<string>>()
	const captionEntries = [...(options.captions ?? []), ...CAPTION_ENTRIES]
	const defaultNames = options.defaultThumbnails ?? [...DEFAULT_THUMBNAILS]
	const originalAvatar = options.avatarOriginalSize ?? 900
	const latencyMs = options.latencyMs ?? 0
	const pendingDelays = new Set<() => void>()

	let tokenWall: 'off' | 'marked' | 'unmarked' = 'off'
	let playerDefaultTrackOnly = false

	function thumbnailNames(videoId: string): Set<string> {
		const override = thumbnailOverrides.get(videoId)
		if (override) return override
		const configured = options.thumbnails && Object.hasOwn(options.thumbnails, videoId)
		if (configured) return new Set(options.thumbnails?.[videoId])
		if (!VIDEO_ID.test(videoId)) return new Set()
		return new Set([...defaultNames, ...seenNames(videoId)])
	}

	function hasWebp(videoId: string): boolean {
		const webp = options.webp ?? true
		return typeof webp === 'boolean' ? webp : webp.includes(videoId)
	}

	/** Waits `ms`, or less if the client goes away or the fake stops. */
	function delay(ms: number, signal: AbortSignal): Promise<void> {
		return new Promise((done) => {
			const finish = () => {
				clearTimeout(timer)
				pendingDelays.delete(finish)
				signal.removeEventListener('abort', finish)
				done()
			}
			const timer = setTimeout(finish, ms)
			pendingDelays.add(finish)
			signal.addEventListener('abort', finish)
		})
	}

	function takeRule(route: Route, pathAndQuery: string): FailRule | null {
		for (const rule of rules) {
			if (rule.remaining <= 0) continue
			if (rule.paths) {
				rule.paths.lastIndex = 0
				if (!rule.paths.test(pathAndQuery)) continue
			} else if (!inDefaultScope(rule.mode, route)) continue
			if (rule.skip > 0) {
				rule.skip--
				continue
			}
			rule.remaining--
			rules = rules.filter((r) => r.remaining > 0)
			return rule
		}
		return null
	}

	/** The answer of a fail mode; null when the request should then be served normally (`slow`). */
	function failAnswer(mode: FailMode, route: Route): Served | null {
		switch (mode) {
			case 'slow':
				return null
			case '429':
				return errorPage(429, 'Too Many Requests')
			case '500':
				return errorPage(500, 'Internal Server Error')
			case '503':
				return errorPage(503, 'Service Unavailable')
			case 'garbage':
				return {
					body: `<!DOCTYPE html><html><head><title>${crypto.randomUUID()}</title></head><body><p>${crypto.randomUUID()}</p><script>var x = {</script></body></html>`,
					status: 200,
					contentType: HTML_TYPE,
					fixture: null,
				}
			case 'consent':
				return serveFile(FIXTURE.consent, 200)
			case 'captcha':
				return serveFile(FIXTURE.captcha, 429)
			case 'botCheck':
				if (route === 'watch' || route === 'clip') return serveFile(FIXTURE.watchBotCheck, 200)
				if (route === 'reel') {
					return {
						body: `{"playerResponse":${fixtureText(FIXTURE.playerBotCheck)}}`,
						status: 200,
						contentType: JSON_TYPE,
						fixture: `${FIXTURE.playerBotCheck}#wrapped`,
					}
				}
				return serveFile(FIXTURE.playerBotCheck, 200)
			case 'bytes':
				return {
					// 0xff and 0xfe never occur in UTF-8: the text decodes to replacement characters.
					body: Uint8Array.from({ length: 2048 }, (_, i) => (i % 7 === 0 ? 0xff : (i * 131 + 17) % 256)),
					status: 200,
					contentType: route === 'watch' || route === 'clip' || route === 'channel' ? HTML_TYPE : JSON_TYPE,
					fixture: null,
				}
			case 'reset':
			case 'truncated':
			case 'cut':
				return null
		}
	}

	function player(body: unknown, headers: Headers, query: URLSearchParams): Served {
		const asked = stringField(body, 'videoId') ?? stringField(body, 'playerRequest', 'videoId') ?? ''
		const videoId = (options.playerAliases && own(options.playerAliases, asked)) || asked
		const client = (
			stringField(body, 'context', 'client', 'clientName') ??
			own(CLIENT_IDS, headers.get('x-youtube-client-name') ?? '') ??
			''
		).toUpperCase()
		const wantsPartial = query.has('$fields')
		const recorded = PLAYER_FIXTURES.filter((f) => f.videoId === videoId)
		const byPartial = (a: PlayerFixture, b: PlayerFixture) =>
			Number(Boolean(a.partial) !== wantsPartial) - Number(Boolean(b.partial) !== wantsPartial)
		const exact = recorded.filter((f) => f.client === client).sort(byPartial)
		if (exact[0]) return withListedMaxres(videoId, client, servePlayerFixture(exact[0], false))
		const other = [...recorded].sort(byPartial)
		if (other[0]) return servePlayerFixture(other[0], true)
		return serveFile(FIXTURE.playerUnavailable)
	}

	/**
	 * A WEB answer lists maxresdefault in `videoDetails.thumbnail` when, and only when, the video has it
	 * (every WEB recording lists it, and those videos have it): a video given sizes with `setThumbnails`
	 * gets an answer that agrees with them.
	 */
	function withListedMaxres(videoId: string, client: string, served: Served): Served {
		const names = thumbnailOverrides.get(videoId)
		if (client !== 'WEB' || !names || names.has('maxresdefault')) return served
		const text = typeof served.body === 'string' ? served.body : new TextDecoder().decode(served.body)
		const json = JSON.parse(text) as { videoDetails?: { thumbnail?: { thumbnails?: { url: string }[] } } }
		const thumbnail = json.videoDetails?.thumbnail
		if (!thumbnail?.thumbnails) return served
		thumbnail.thumbnails = thumbnail.thumbnails.filter((t) => !t.url.includes('/maxresdefault.'))
		return { ...served, body: JSON.stringify(json) }
	}

	function reel(body: unknown): Served {
		const videoId = stringField(body, 'playerRequest', 'videoId') ?? stringField(body, 'videoId') ?? ''
		const file = own(REEL_FIXTURES, videoId)
		if (file) return serveFile(file)
		const recorded = PLAYER_FIXTURES.find((f) => f.videoId === videoId && !f.partial)
		if (recorded) {
			const inner = servePlayerFixture(recorded, true)
			const text = typeof inner.body === 'string' ? inner.body : new TextDecoder().decode(inner.body)
			return { ...inner, body: `{"playerResponse":${text}}`, fixture: `${inner.fixture}#wrapped` }
		}
		return serveFile(FIXTURE.reelEmpty)
	}

	function resolveUrl(body: unknown): Served {
		const raw = stringField(body, 'url')
		let key = ''
		if (raw) {
			try {
				const segments = new URL(raw, 'https://www.youtube.com/').pathname.toLowerCase().split('/').filter(Boolean)
				if (segments[0] === 'c') segments.shift()
				const head = segments[0] === 'user' || segments[0] === 'channel' ? segments.slice(0, 2) : segments.slice(0, 1)
				key = `/${head.join('/')}`
			} catch {
				key = ''
			}
		}
		const file = own(RESOLVE_FIXTURES, key)
		return file ? serveFile(file) : serveFile(FIXTURE.resolveNotFound)
	}

	function browse(body: unknown): Served {
		const continuation = stringField(body, 'continuation')
		if (continuation !== null) {
			const recorded = continuationFiles().get(continuation)
			return recorded ? serveFile(recorded) : serveFile(FIXTURE.browseInvalid)
		}
		const browseId = stringField(body, 'browseId') ?? ''
		const params = stringField(body, 'params') ?? ''
		const file = own(BROWSE_TAB_FIXTURES, `${browseId} ${params}`) ?? own(BROWSE_FIXTURES, browseId)
		if (!file) return serveFile(FIXTURE.browseInvalid)
		const [path = '', part] = file.split('#')
		if (part === 'ytInitialData') {
			return { body: fixturePart(path, 'ytInitialData'), status: 200, contentType: JSON_TYPE, fixture: file }
		}
		return serveFile(path)
	}

	function search(body: unknown): Served {
		const query = (stringField(body, 'query') ?? '').trim().toLowerCase()
		const file = fixtureFor(SEARCH_FIXTURES, query, stringField(body, 'context', 'client', 'gl') ?? '')
		if (file) return serveFile(file, 200)
		return { body: NO_RESULTS, status: 200, contentType: JSON_TYPE, fixture: null }
	}

	function suggest(params: URLSearchParams): Served {
		const query = (params.get('q') ?? '').trim().toLowerCase()
		const file = fixtureFor(SUGGEST_FIXTURES, query, params.get('gl') ?? '')
		if (file) return serveFile(file, 200)
		return { body: JSON.stringify([query, [], { k: 1 }]), status: 200, contentType: JSON_TYPE, fixture: null }
	}

	function next(body: unknown): Served {
		const index = field(body, 'playlistIndex')
		const asked = stringField(body, 'videoId') ?? ''
		const key = [
			stringField(body, 'playlistId') ?? '',
			(options.playerAliases && own(options.playerAliases, asked)) || asked,
			typeof index === 'number' || typeof index === 'string' ? String(index) : '',
		].join('|')
		return serveFile(own(NEXT_FIXTURES, key) ?? FIXTURE.nextNoVideo)
	}

	function playlistPage(query: URLSearchParams): Served {
		const file = own(PLAYLIST_PAGES, query.get('list') ?? '')
		return file ? serveFile(file, 200) : serveFile(FIXTURE.notFoundHtml, 404)
	}

	function watch(query: URLSearchParams): Served {
		const file = own(WATCH_FIXTURES, query.get('v') ?? '')
		if (!file) return serveFile(FIXTURE.watchUnavailable, 200)
		const page = serveFile(file, 200)
		const html = typeof page.body === 'string' ? page.body : new TextDecoder().decode(page.body)
		return { ...page, body: withPlayer(html, playerDefaultTrackOnly) }
	}

	function clip(path: string): Served {
		const file = own(CLIP_FIXTURES, path.slice('/clip/'.length))
		return file ? serveFile(file, 200) : serveFile(FIXTURE.watchUnavailable, 200)
	}

	function channel(path: string): Served {
		const [, first = '', second = ''] = path.split('/')
		const page = CHANNEL_PAGES.find((p) =>
			first.startsWith('@') ? p.handle === first.slice(1).toLowerCase() : first === 'channel' && p.channelId === second,
		)
		return page ? serveFile(page.file, 200) : serveFile(FIXTURE.notFoundHtml, 404)
	}

	function feed(query: URLSearchParams): Served {
		const channelId = query.get('channel_id')
		const user = query.get('user')
		const key = channelId ? `channel_id=${channelId}` : user ? `user=${user.toLowerCase()}` : ''
		const file = own(FEED_FIXTURES, key)
		return file ? serveFile(file) : serveFile(FIXTURE.notFoundHtml, 404)
	}

	function timedtext(query: URLSearchParams): Served {
		const fmt = (query.get('fmt') || 'srv1') as CaptionFormat
		const contentType = CAPTION_TYPES[fmt] ?? 'text/xml; charset=UTF-8'
		const exp = (query.get('exp') ?? '').split(',')
		const gated = exp.includes('xpe') || exp.includes('xpv') || tokenWall !== 'off'
		if (gated && !query.get('pot')) {
			return { body: '', status: 200, contentType, fixture: null }
		}
		const lang = (query.get('lang') ?? '').toLowerCase()
		const entry = captionEntries.find(
			(e) =>
				e.videoId === query.get('v') &&
				e.lang.toLowerCase() === lang &&
				(e.kind ?? '') === (query.get('kind') ?? '') &&
				e.fmt === fmt &&
				(e.tlang ?? '') === (query.get('tlang') ?? ''),
		)
		if (!entry) return { body: '', status: 404, contentType: HTML_TYPE, fixture: null }
		if (entry.body !== undefined) return { body: entry.body, status: 200, contentType, fixture: null }
		return { body: fixtureBytes(entry.file ?? ''), status: 200, contentType, fixture: entry.file ?? null }
	}

	function thumbnail(path: string): Served {
		const missing: Served = { body: placeholderJpeg(), status: 404, contentType: 'image/jpeg', fixture: null }
		const m = /^\/(vi|vi_webp)\/([^/]+)\/([^/]+)\.(jpg|webp)$/.exec(path)
		if (!m) return missing
		const [, dir, videoId = '', name = '', ext] = m
		if ((dir === 'vi') !== (ext === 'jpg')) return missing
		const size = thumbnailSize(name)
		if (!size || !thumbnailNames(videoId).has(name)) return missing
		if (ext === 'webp') {
			if (!hasWebp(videoId)) return missing
			return { body: solidWebp(size[0], size[1]), status: 200, contentType: 'image/webp', fixture: null }
		}
		return { body: thumbnailJpeg(size[0], size[1]), status: 200, contentType: 'image/jpeg', fixture: null }
	}

	function avatar(path: string): Served {
		const options = path.slice(path.indexOf('=') + 1).split('-')
		let square: number | null = null
		let width: number | null = null
		let height: number | null = null
		let crop: [number, number] | null = null
		for (const option of options) {
			const s = /^s(\d+)$/.exec(option)?.[1]
			const w = /^w(\d+)$/.exec(option)?.[1]
			const h = /^h(\d+)$/.exec(option)?.[1]
			const box = /^fcrop64=1,([0-9a-f]{16})$/i.exec(option)?.[1]
			if (s !== undefined) square = Number(s)
			if (w !== undefined) width = Number(w)
			if (h !== undefined) height = Number(h)
			if (box) {
				const [x1, y1, x2, y2] = [0, 4, 8, 12].map((i) => Number.parseInt(box.slice(i, i + 4), 16)) as [
					number,
					number,
					number,
					number,
				]
				crop = [Math.max(1, x2 - x1), Math.max(1, y2 - y1)]
			}
		}
		if (width !== null) {
			// Banners: a 16:9 original, cropped by fcrop64 (fractions of 65535).
			const w = Math.min(Math.max(width, 1), 4096)
			const h = height ?? Math.max(1, Math.round(((w * 9) / 16) * (crop ? crop[1] / crop[0] : 1)))
			return { body: bannerJpeg(w, Math.min(h, 4096)), status: 200, contentType: 'image/jpeg', fixture: null }
		}
		const size = square === null || square === 0 ? originalAvatar : Math.min(square, originalAvatar)
		return { body: avatarJpeg(size), status: 200, contentType: 'image/jpeg', fixture: null }
	}

	function errorPage(status: number, text: string): Served {
		return {
			body: `<!DOCTYPE html><html lang=en><meta charset=utf-8><title>Error ${status} (${text})!!1</title><p><b>${status}.</b> <ins>That’s an error.</ins></p></html>`,
			status,
			contentType: HTML_TYPE,
			fixture: null,
		}
	}

	/**
	 * A player answer as YouTube would give it now: caption URLs expire six hours from now
	 * (the recordings' `expire=` lies in the past), and with the `marked` token wall they
	 * carry `exp=xpe`.
	 */
	function fresh(served: Served): Served {
		const text = typeof served.body === 'string' ? served.body : new TextDecoder().decode(served.body)
		const expire = Math.floor(Date.now() / 1000) + 6 * 3600
		return { ...served, body: freshTimedtextUrls(text, expire, tokenWall === 'marked') }
	}

	function serve(route: Route, req: Request, url: URL, body: unknown): Served {
		switch (route) {
			case 'player':
				return fresh(player(body, req.headers, url.searchParams))
			case 'reel':
				return fresh(reel(body))
			case 'resolve_url':
				return resolveUrl(body)
			case 'browse':
				return browse(body)
			case 'next':
				return next(body)
			case 'search':
				return search(body)
			case 'suggest':
				return suggest(url.searchParams)
			case 'playlist':
				return playlistPage(url.searchParams)
			case 'watch':
				return watch(url.searchParams)
			case 'clip':
				return clip(url.pathname)
			case 'channel':
				return channel(url.pathname)
			case 'feed':
				return feed(url.searchParams)
			case 'timedtext':
				return timedtext(url.searchParams)
			case 'thumbnail':
				return thumbnail(url.pathname)
			case 'avatar':
				return avatar(url.pathname)
			case 'unknown':
				return {
					body: `fake-youtube: no route for ${req.method} ${url.pathname}`,
					status: 404,
					contentType: 'text/plain; charset=utf-8',
					fixture: null,
				}
		}
	}

	function respond(rec: RecordedRequest, served: Served): Response {
		rec.status = served.status
		rec.fixture = served.fixture
		rec.fallback = served.fallback ?? false
		const headers: Record<string, string> = { 'Content-Type': served.contentType }
		if (served.fixture) headers['X-Fake-YouTube-Fixture'] = served.fixture
		if (served.fallback) headers['X-Fake-YouTube-Fallback'] = '1'
		if (served.contentType.startsWith('image/')) headers['Cache-Control'] = 'public, max-age=7200'
		return new Response(served.body, { status: served.status, headers })
	}

	/** The answer's status, headers and first half of its body; then the stream errors and Bun drops the socket. */
	async function cutShort(full: Response): Promise<Response> {
		const bytes = new Uint8Array(await full.arrayBuffer())
		const half = bytes.slice(0, Math.max(1, Math.floor(bytes.length / 2)))
		return new Response(
			new ReadableStream({
				async pull(controller) {
					controller.enqueue(half)
					// Let the first half leave before the connection drops.
					await Bun.sleep(20)
					controller.error()
				},
			}),
			{ status: full.status, headers: full.headers },
		)
	}

	const server: Server<undefined> = Bun.serve({
		hostname: '127.0.0.1',
		port: options.port ?? 0,
		idleTimeout: 120,
		async fetch(req) {
			const url = new URL(req.url)
			const raw = req.method === 'POST' ? await req.text() : ''
			let body: unknown = null
			try {
				body = raw ? JSON.parse(raw) : null
			} catch {
				body = null
			}
			const route = routeOf(req.method, url.pathname)
			const headers: Record<string, string> = {}
			req.headers.forEach((value, key) => {
				headers[key] = value
			})
			const clientName = stringField(body, 'context', 'client', 'clientName')
			const rec: RecordedRequest = {
				method: req.method,
				host: headers['x-forwarded-host'] ?? guessHost(route, clientName),
				path: url.pathname,
				query: Object.fromEntries(url.searchParams),
				headers,
				body,
				route,
				fixture: null,
				status: null,
				fallback: false,
				failed: null,
			}
			requests.push(rec)
			if (latencyMs > 0) await delay(latencyMs, req.signal)

			const rule = takeRule(route, url.pathname + url.search)
			if (rule) {
				rec.failed = rule.mode
				const wait = rule.delayMs || (rule.mode === 'slow' ? 10_000 : 0)
				if (wait > 0) await delay(wait, req.signal)
				if (rule.mode === 'reset') {
					rec.status = 0
					// An errored body before the first byte makes Bun drop the socket: no status line.
					return new Response(
						new ReadableStream({
							start(controller) {
								controller.error()
							},
						}),
					)
				}
				const failed = failAnswer(rule.mode, route)
				if (failed) return respond(rec, failed)
				if (rule.mode === 'truncated') return respond(rec, truncate(serve(route, req, url, body)))
				if (rule.mode === 'cut') return cutShort(respond(rec, serve(route, req, url, body)))
			}
			if (raw && body === null && route !== 'unknown') return respond(rec, serveFile(FIXTURE.browseInvalid, 400))
			return respond(rec, serve(route, req, url, body))
		},
	})

	const origin = `http://127.0.0.1:${server.port}`
	return {
		origin,
		overrides: YOUTUBE_HOSTS.map((host) => `${host}=${origin}`).join(','),
		requests,
		fail(mode, opts = {}) {
			rules.push({
				mode,
				remaining: opts.times ?? Number.POSITIVE_INFINITY,
				paths: opts.paths ?? null,
				delayMs: opts.delayMs ?? 0,
				skip: opts.skip ?? 0,
			})
		},
		setThumbnails(videoId, names) {
			if (names) thumbnailOverrides.set(videoId, new Set(names))
			else thumbnailOverrides.delete(videoId)
		},
		setTokenWall(mode) {
			tokenWall = mode
		},
		setPlayerDefaultTrackOnly(on) {
			playerDefaultTrackOnly = on
		},
		reset() {
			tokenWall = 'off'
			playerDefaultTrackOnly = false
			rules = []
			requests.length = 0
			thumbnailOverrides.clear()
		},
		async stop() {
			for (const finish of [...pendingDelays]) finish()
			await server.stop(true)
		},
	}
}

/**
 * Every entry of tests/fixtures/youtube/EXPECTED.json, parsed by the parser for its `kind`, with
 * every fact compared. A fact key without a checker fails the entry, and each entry's compared
 * leaves must add up to all leaves of its facts, so nothing is skipped silently.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { YOUTUBE_ERROR_STATUS } from '../app-error'
import type { Cue } from '../captions/cue'
import { parseSrv1 } from '../captions/srv1'
import { rootElementName, type XmlElement, xmlElements } from '../captions/xml'
import { YouTubeError } from '../errors'
import { extractJsonAssignment } from './brace-match'
import { type BrowseResponse, channelFromBrowse, parseBrowse, readBrowseResponse } from './browse'
import { parseChannelPage } from './channel-page'
import { descriptionTimestamps, type NextChapters, parseNextChapters } from './chapters'
import { type ClipPage, parseClipPage } from './clip-page'
import { canonicalHref, decodeEntities } from './html'
import { readInnertubeError } from './innertube-error'
import { CONSENT_FORM_ACTION, detectInterstitial, type Interstitial } from './interstitial'
import { at, isObject, list, textShape } from './json-read'
import { type ChannelTabAnswer, parseChannelTab } from './listing-channel'
import { type ContinuationAnswer, parseContinuationAnswer, trackedBrowseId } from './listing-continuation'
import type { ListItem } from './listing-items'
import { type MixAnswer, parseMixAnswer } from './listing-mix'
import { type PlaylistAnswer, parsePlaylistAnswer, parsePlaylistPage, readPlaylistAnswer } from './listing-playlist'
import { type PageMeta, parsePageMeta } from './page-meta'
import { playabilityError } from './playability'
import { type CaptionTrack, type PlayerResponse, parsePlayerResponse } from './player'
import { parseResolveUrl, type ResolvedUrl } from './resolve-url'
import { type ChannelFeed, parseChannelFeed } from './rss'
import { parseSearch, type SearchAnswer } from './search'
import { parseSuggestions } from './suggest'
import {
	DEFERRED_FILES,
	DEFERRED_KINDS,
	type ExpectedEntry,
	expectedEntries,
	fixtureJson,
	fixtureText,
	thrownBy,
} from './test-fixtures'
import { parseWatchPage, type WatchPage } from './watch-page'

/** Everything a kind's parsers produced for one fixture; each kind fills what it has. */
interface Ctx {
	entry: ExpectedEntry
	html?: string
	json?: unknown
	meta?: PageMeta
	watch?: WatchPage
	player?: PlayerResponse
	/** The player response object as recorded (unwrapped), for facts about YouTube's raw shapes. */
	rawPlayer?: unknown
	browse?: BrowseResponse
	resolved?: ResolvedUrl
	feed?: ChannelFeed
	interstitial?: Interstitial | null
	thrown?: unknown
	playlist?: PlaylistAnswer
	continuation?: ContinuationAnswer
	mix?: MixAnswer
	clip?: ClipPage
	/** A `next` answer's chapters, each source apart. */
	chapters?: NextChapters
}

/** Per caption track: the parsed track and the recorded one. */
interface TrackCtx {
	track: CaptionTrack
	raw: unknown
}

type Check<C> = (ctx: C, expected: unknown, path: string, walker: Walker) => void
type Spec<C> = Check<C> | { readonly [key: string]: Spec<C> }

/** Number of primitive values in a fact (an empty list or object counts as one). */
function leafCount(value: unknown): number {
	if (Array.isArray(value)) return value.length === 0 ? 1 : value.reduce<number>((n, v) => n + leafCount(v), 0)
	if (isObject(value)) {
		const values = Object.values(value)
		return values.length === 0 ? 1 : values.reduce<number>((n, v) => n + leafCount(v), 0)
	}
	return 1
}

class Walker {
	unhandled: string[] = []
	leaves = 0

	/** Compares one fact (all its leaves) with what the parser produced. */
	equal(actual: unknown, expected: unknown, path: string): void {
		this.leaves += leafCount(expected)
		expect({ [path]: actual }).toEqual({ [path]: expected })
	}

	walk<C>(spec: Spec<C>, ctx: C, expected: unknown, path: string): void {
		if (typeof spec === 'function') {
			spec(ctx, expected, path, this)
			return
		}
		if (!isObject(expected)) {
			this.unhandled.push(`${path} (not an object)`)
			return
		}
		for (const [key, value] of Object.entries(expected)) {
			const child = spec[key]
			const childPath = path ? `${path}.${key}` : key
			if (child === undefined) this.unhandled.push(childPath)
			else this.walk(child, ctx, value, childPath)
		}
	}
}

function must<T>(value: T | null | undefined, what: string): T {
	if (value === null || value === undefined) throw new Error(`parser produced no ${what}`)
	return value
}

/** A check comparing one value computed from the context with the fact. */
function field<C>(get: (ctx: C) => unknown): Check<C> {
	return (ctx, expected, path, walker) => walker.equal(get(ctx), expected, path)
}

// ---- player responses (player_json, reel_json, watch_html) ----

const video = (ctx: Ctx) => must(must(ctx.player, 'player response').video, 'videoDetails')
const microformat = (ctx: Ctx) => must(must(ctx.player, 'player response').microformat, 'microformat')
const captions = (ctx: Ctx) => must(ctx.player, 'player response').captions
const trackParam = (ctx: TrackCtx, name: string) => new URL(ctx.track.baseUrl).searchParams.get(name)

const TRACK: Spec<TrackCtx> = {
	languageCode: field((c) => c.track.languageCode),
	kind: field((c) => (c.track.kind === 'asr' ? 'asr' : null)),
	name: field((c) => c.track.name),
	name_shape: field((c) => textShape(at(c.raw, 'name'))),
	vssId: field((c) => c.track.vssId),
	isTranslatable: field((c) => c.track.isTranslatable),
	baseUrl_exp: field((c) => c.track.exp),
	baseUrl_fmt: field((c) => c.track.fmt),
	baseUrl_kind: field((c) => trackParam(c, 'kind')),
	baseUrl_lang: field((c) => trackParam(c, 'lang')),
	baseUrl_host: field((c) => {
		const url = new URL(c.track.baseUrl)
		return `${url.origin}${url.pathname}`
	}),
}

const PLAYABILITY_KEYS = ['status', 'reason', 'subreason', 'messages']

const PLAYER: Record<string, Spec<Ctx>> = {
	playabilityStatus: (ctx, expected, path, walker) => {
		const playability = must(must(ctx.player, 'player response').playability, 'playability')
		const facts = isObject(expected) ? expected : {}
		for (const key of Object.keys(facts)) if (!PLAYABILITY_KEYS.includes(key)) walker.unhandled.push(`${path}.${key}`)
		walker.equal(playability.status, facts.status, `${path}.status`)
		walker.equal(playability.reason, facts.reason, `${path}.reason`)
		// Facts list subreason/messages only when the recording has them: otherwise they must be empty.
		if ('subreason' in facts) walker.equal(playability.subreason, facts.subreason, `${path}.subreason`)
		else expect(playability.subreason).toBeNull()
		if ('messages' in facts) walker.equal(playability.messages, facts.messages, `${path}.messages`)
		else expect(playability.messages).toEqual([])
	},
	videoDetails: {
		videoId: field((c) => video(c).videoId),
		title: field((c) => video(c).title),
		author: field((c) => video(c).author),
		channelId: field((c) => video(c).channelId),
		// YouTube sends a string ("316"); the parser gives a number.
		lengthSeconds: field((c) => String(video(c).lengthSeconds)),
		isLiveContent: field((c) => video(c).isLiveContent),
	},
	'videoDetails.thumbnails': field((c) => video(c).thumbnails),
	captionTracks: (ctx, expected, path, walker) => {
		const tracks = must(captions(ctx), 'captions').tracks
		const raw = list(at(ctx.rawPlayer, 'captions', 'playerCaptionsTracklistRenderer', 'captionTracks'))
		const facts = list(expected)
		expect(tracks.length).toBe(facts.length)
		facts.forEach((fact, i) => {
			walker.walk(TRACK, { track: must(tracks[i], `track ${i}`), raw: raw[i] }, fact, `${path}[${i}]`)
		})
	},
	translationLanguages_count: field((c) => must(captions(c), 'captions').translationLanguages?.length ?? 'absent'),
	captions: field((c) => captions(c)),
	captured_approx_utc: field((c) => {
		const expires = must(captions(c), 'captions').tracks.map((track) => must(track.expiresAt, 'expire='))
		const captured = new Date((Math.min(...expires) - 6 * 3600) * 1000).toISOString().slice(0, 10)
		return `${captured} (expire param minus 6h)`
	}),
	microformat: {
		ownerProfileUrl: field((c) => microformat(c).ownerProfileUrl),
		externalChannelId: field((c) => microformat(c).externalChannelId),
		ownerChannelName: field((c) => microformat(c).ownerChannelName),
		publishDate: field((c) => microformat(c).publishDate),
		isFamilySafe: field((c) => microformat(c).isFamilySafe),
	},
	'microformat.thumbnails': field((c) => microformat(c).thumbnails),
	wrapper: field((c) => `top-level keys: ${Object.keys(c.json as object).join(', ')}`),
	body: field((c) => (Object.keys(c.json as object).length === 0 ? '{} (empty JSON object)' : 'not empty')),
}

// ---- page heads (watch_html, channel_html) ----

const og = (ctx: Ctx) => must(ctx.meta, 'page meta').og

const PAGE: Spec<Ctx> = {
	'og:title': field((c) => og(c).title),
	'og:image': field((c) => og(c).image),
	'og:image:width': field((c) => String(og(c).imageWidth)),
	'og:image:height': field((c) => String(og(c).imageHeight)),
	'og:url': field((c) => og(c).url),
	'og:type': field((c) => og(c).type),
	'og:video:url': field((c) => og(c).videoUrl),
	// The raw href ("undefined" on error pages); parsePageMeta keeps only absolute URLs (checked in extra).
	'link canonical': field((c) => canonicalHref(must(c.html, 'html'))),
	'<title>': field((c) => must(c.meta, 'page meta').title),
	INNERTUBE_API_KEY: field((c) => must(c.meta, 'page meta').apiKey),
	INNERTUBE_CLIENT_VERSION: field((c) => must(c.meta, 'page meta').clientVersion),
}

const OG_FACTS: [string, keyof PageMeta['og']][] = [
	['og:title', 'title'],
	['og:image', 'image'],
	['og:image:width', 'imageWidth'],
	['og:image:height', 'imageHeight'],
	['og:url', 'url'],
	['og:type', 'type'],
	['og:video:url', 'videoUrl'],
]

function checkPageExtras(ctx: Ctx): void {
	const page = ctx.entry.facts.page
	const meta = must(ctx.meta, 'page meta')
	if (!isObject(page)) return
	// og tags the recording lacks must come out null, not invented.
	for (const [fact, key] of OG_FACTS) if (!(fact in page)) expect({ [fact]: meta.og[key] }).toEqual({ [fact]: null })
	const href = page['link canonical']
	expect(meta.canonical).toBe(typeof href === 'string' && /^https:\/\//.test(href) ? href : null)
}

// ---- browse answers (browse_json, channel_html) ----

const browse = (ctx: Ctx) => must(ctx.browse, 'browse response')
const metadata = (ctx: Ctx) => must(browse(ctx).metadata, 'channelMetadataRenderer')
const pageHeader = (ctx: Ctx) => must(browse(ctx).pageHeader, 'pageHeaderViewModel')
const c4 = (ctx: Ctx) => must(browse(ctx).c4Header, 'c4TabbedHeaderRenderer')
const ageGate = (ctx: Ctx) => must(browse(ctx).ageGate, 'channelAgeGateRenderer')
const channelMicroformat = (ctx: Ctx) => must(browse(ctx).microformat, 'microformatDataRenderer')

const BROWSE: Record<string, Spec<Ctx>> = {
	channelMetadataRenderer: {
		title: field((c) => metadata(c).title),
		externalId: field((c) => metadata(c).externalId),
		vanityChannelUrl: field((c) => metadata(c).vanityChannelUrl),
		channelUrl: field((c) => metadata(c).channelUrl),
		rssUrl: field((c) => metadata(c).rssUrl),
	},
	'channelMetadataRenderer.avatar': field((c) => metadata(c).avatars),
	header_renderer: field((c) => {
		const renderer = browse(c).headerRenderer
		return renderer === null ? null : [renderer]
	}),
	'pageHeader.title': field((c) => pageHeader(c).title),
	'pageHeader.avatar': field((c) => pageHeader(c).avatars),
	'pageHeader.metadataRows': field((c) => pageHeader(c).metadataRows),
	microformat: {
		urlCanonical: field((c) => channelMicroformat(c).urlCanonical),
		title: field((c) => channelMicroformat(c).title),
		thumbnails: field((c) => channelMicroformat(c).thumbnails),
	},
	c4TabbedHeader: {
		channelId: field((c) => c4(c).channelId),
		title: field((c) => c4(c).title),
		avatar: field((c) => c4(c).avatars),
	},
	alerts: field((c) => browse(c).alerts),
	channelAgeGateRenderer: {
		channelTitle: field((c) => ageGate(c).channelTitle),
		header: field((c) => ageGate(c).header),
		avatar: field((c) => ageGate(c).avatars),
	},
	// Channel tabs record the selected tab with its params and path; the others only its title.
	selected_tab: (ctx, expected, path, walker) => {
		const tab = browse(ctx).selectedTab
		if (Array.isArray(expected)) walker.equal(tab === null ? [] : [tab], expected, path)
		else walker.equal(channelTab(ctx).selectedTab, expected, path)
	},
	items_renderer: field((c) => channelTab(c).itemsRenderer),
	items: listSpec((c) => channelTab(c).videos),
	next_continuation: field((c) => channelTab(c).continuation),
}

function channelTab(ctx: Ctx): ChannelTabAnswer {
	return parseChannelTab(must(ctx.json, 'json'))
}

/** The merged ChannelInfo must agree with the renderers the facts describe. */
function checkChannelExtras(ctx: Ctx): void {
	const read = browse(ctx)
	const channel = channelFromBrowse(read)
	const facts = ctx.entry.facts
	const listed = ['channelMetadataRenderer.avatar', 'pageHeader.avatar']
		.flatMap((key) => list(facts[key]))
		.concat(list(at(facts, 'microformat', 'thumbnails')), list(at(facts, 'c4TabbedHeader', 'avatar')))
		.concat(list(at(facts, 'channelAgeGateRenderer', 'avatar')))
	for (const avatar of listed) expect(channel.avatars).toContainEqual(avatar as never)
	const widths = channel.avatars.map((avatar) => avatar.width ?? 0)
	expect(widths).toEqual([...widths].sort((a, b) => a - b))
	const metadataTitle = at(facts, 'channelMetadataRenderer', 'title')
	if (typeof metadataTitle === 'string') expect(channel.title).toBe(metadataTitle)
	const externalId = at(facts, 'channelMetadataRenderer', 'externalId')
	if (typeof externalId === 'string') expect(channel.channelId).toBe(externalId)
	const rows = list(facts['pageHeader.metadataRows'])
	if (rows.length > 0) expect(channel.handle).toBe(list(rows[0])[0] as string)
	const ageGateTitle = at(facts, 'channelAgeGateRenderer', 'channelTitle')
	expect(channel.ageGated).toBe(ageGateTitle !== undefined)
	if (typeof ageGateTitle === 'string') {
		expect(channel.title).toBe(ageGateTitle)
		expect(channel.channelId).toBe(/browse_([A-Za-z0-9_-]{24})_/.exec(ctx.entry.file)?.[1] ?? null)
	}
	const c4Id = at(facts, 'c4TabbedHeader', 'channelId')
	if (typeof c4Id === 'string') expect(channel.channelId).toBe(c4Id)
	if (read.pageHeader) expect(channel.bannerUrl).toMatch(/^https:\/\/yt3\.googleusercontent\.com\//)
	const errorAlert = list(facts.alerts).find((alert) => at(alert, 'type') === 'ERROR')
	const thrown = thrownBy(() =>
		parseBrowse(ctx.json ?? must(ctx.html && extractJsonAssignment(ctx.html, 'ytInitialData'), 'data')),
	)
	if (errorAlert) {
		expect(thrown).toBeInstanceOf(YouTubeError)
		expect((thrown as YouTubeError).code).toBe('channelTerminated')
		expect((thrown as YouTubeError).detail).toBe(at(errorAlert, 'text') as string)
	} else {
		expect(thrown).toBeUndefined()
	}
}

// ---- lists (playlists, continuations, mixes, channel tabs) ----

/** A list entry's facts: playlist entries give index and length as strings, mix entries the index as a number. */
function itemSpec(get: (ctx: Ctx) => ListItem | undefined, indexAs: 'string' | 'number'): Spec<Ctx> {
	const item = (ctx: Ctx) => must(get(ctx), 'list item')
	return {
		videoId: field((c) => item(c).videoId),
		title: field((c) => item(c).title),
		contentType: field((c) => item(c).contentType),
		index: field((c) => (indexAs === 'string' ? String(item(c).position) : item(c).position)),
		lengthSeconds: field((c) => String(item(c).lengthSeconds)),
	}
}

function listSpec(get: (ctx: Ctx) => ListItem[], indexAs: 'string' | 'number' = 'string'): Spec<Ctx> {
	return {
		count: field((c) => get(c).length),
		first: itemSpec((c) => get(c)[0], indexAs),
		last: itemSpec((c) => get(c).at(-1), indexAs),
	}
}

const playlist = (ctx: Ctx) => must(ctx.playlist, 'playlist answer')

/** The playlist facts that browse VL<id>, the playlist page and continuation pages share. */
const PLAYLIST: Record<string, Spec<Ctx>> = {
	'microformat.urlCanonical': field((c) => must(playlist(c).microformat, 'microformat').urlCanonical),
	'microformat.title': field((c) => must(playlist(c).microformat, 'microformat').title),
	'microformat.noindex': field((c) => must(playlist(c).microformat, 'microformat').noindex),
	'sidebar.title': field((c) => must(playlist(c).sidebar, 'sidebar').title),
	'sidebar.stats': field((c) => must(playlist(c).sidebar, 'sidebar').stats),
	header_renderer: field((c) => [playlist(c).headerRenderer]),
	owner: field((c) => must(playlist(c).owner, 'owner').name),
	'owner.browseId': field((c) => must(playlist(c).owner, 'owner').channelId),
}

/** The playlist's own facts agree with what the listing uses: title, count, and no error. */
function checkPlaylistExtras(ctx: Ctx): void {
	const answer = playlist(ctx)
	const data = ctx.json ?? extractJsonAssignment(must(ctx.html, 'html'), 'ytInitialData')
	expect(() => parsePlaylistAnswer(data)).not.toThrow()
	const stats = answer.sidebar?.stats ?? []
	expect(answer.total).toBe(Number((stats[0] ?? '').replace(/\D/g, '')))
	expect(answer.title).toBe(answer.sidebar?.title ?? null)
}

const continuation = (ctx: Ctx) => must(ctx.continuation, 'continuation answer')

/** The token the page before ended with, for the facts about the request that asked for this page. */
function previousToken(file: string): string | null {
	const page1 = file.replace('_page2', '_page1')
	if (page1.startsWith('newpipe/browse_continuation_PL'))
		return parseContinuationAnswer(fixtureJson(page1), 'playlistNotFound').continuation
	const tab = /browse_continuation_(UC[\w-]{22})_(videos|shorts)_page2/.exec(file)
	if (tab) return parseChannelTab(fixtureJson(`newpipe/browse_${tab[1]}_${tab[2]}_tab.json`)).continuation
	const html = file.replace(/browse_continuation_(.*)_page2\.json$/, 'playlist_$1_2025-06.html')
	return parsePlaylistPage(fixtureText(html)).answer.continuation
}

/** The recorded request body (the NewPipe sidecar). */
function requestBody(entry: ExpectedEntry): Record<string, unknown> {
	return at(fixtureJson(must(entry.meta_sidecar, 'sidecar')), 'request', 'body') as Record<string, unknown>
}

const mix = (ctx: Ctx) => must(ctx.mix, 'mix answer')

// ---- the kinds ----

interface Handler {
	load(entry: ExpectedEntry): Ctx
	spec: Spec<Ctx>
	extra?(ctx: Ctx): void
}

function loadPlayer(entry: ExpectedEntry): Ctx {
	const json = fixtureJson(entry.file)
	const wrapped = at(json, 'playerResponse')
	return { entry, json, player: parsePlayerResponse(json), rawPlayer: isObject(wrapped) ? wrapped : json }
}

function checkPlayerExtras(ctx: Ctx): void {
	const player = must(ctx.player, 'player response')
	const status = player.playability?.status
	// Playable answers map to no error; the others to an error (details in playability.test.ts).
	if (player.playability) expect(playabilityError(player.playability) === null).toBe(status === 'OK')
	if ('body' in ctx.entry.facts) expect(playabilityError(player.playability)?.code).toBe('videoUnavailable')
}

const PLAYER_HANDLER: Handler = { load: loadPlayer, spec: PLAYER, extra: checkPlayerExtras }

// ---- search and suggestions (the hashtag tool's evidence) ----

interface SearchCtx {
	search: SearchAnswer
}
const SEARCH_HANDLER = {
	load: (entry: ExpectedEntry): SearchCtx => ({ search: parseSearch(JSON.parse(fixtureText(entry.file))) }),
	spec: {
		video_results: field((c: SearchCtx) => c.search.videos.length),
		corrected_query: field((c: SearchCtx) => c.search.correctedQuery),
		videos: field((c: SearchCtx) =>
			c.search.videos.map(({ videoId, title, channel, publishedTimeText, hashtags }) => ({
				videoId,
				title,
				channel,
				publishedTimeText,
				hashtags,
			})),
		),
	} as Spec<SearchCtx>,
}
const SUGGEST_HANDLER = {
	load: (entry: ExpectedEntry) => ({ suggestions: parseSuggestions(fixtureText(entry.file)) }),
	spec: { suggestions: field((c: { suggestions: string[] }) => c.suggestions) } as Spec<{ suggestions: string[] }>,
}

const HANDLERS: Record<string, Handler> = {
	search_json: SEARCH_HANDLER as unknown as Handler,
	suggest_json: SUGGEST_HANDLER as unknown as Handler,
	playlist_browse_json: {
		load(entry) {
			const json = fixtureJson(entry.file)
			return { entry, json, playlist: readPlaylistAnswer(json) }
		},
		spec: PLAYLIST,
		extra(ctx) {
			checkPlaylistExtras(ctx)
			// NewPipe asked with $fields: the answer holds no list, and the listing builds the first page's token.
			expect(playlist(ctx).videos).toBeNull()
		},
	},
	playlist_html: {
		load(entry) {
			const html = fixtureText(entry.file)
			const page = parsePlaylistPage(html)
			return { entry, html, meta: page, playlist: page.answer }
		},
		spec: {
			...PLAYLIST,
			page: PAGE,
			has_ytInitialData: field((c) => extractJsonAssignment(must(c.html, 'html'), 'ytInitialData') !== null),
			playlistId: field((c) => playlist(c).playlistId),
			'playlistMetadataRenderer.title': field((c) => playlist(c).metadataTitle),
			playlistVideoListRenderer: listSpec((c) => must(playlist(c).videos, 'videos')),
			next_continuation: field((c) => playlist(c).continuation),
		},
		extra: checkPlaylistExtras,
	},
	browse_continuation_json: {
		load(entry) {
			const json = fixtureJson(entry.file)
			const notFound = entry.file.includes('_PL') ? 'playlistNotFound' : 'channelNotFound'
			return { entry, json, continuation: parseContinuationAnswer(json, notFound), playlist: readPlaylistAnswer(json) }
		},
		spec: {
			...PLAYLIST,
			onResponseReceivedActions: field((c) => continuation(c).actions),
			targetId: field((c) => continuation(c).targetId),
			playlistVideoRenderer: listSpec((c) => continuation(c).videos),
			items_renderer: field((c) => continuation(c).itemsRenderer),
			items: listSpec((c) => continuation(c).videos),
			next_continuation: field((c) => continuation(c).continuation),
			'request.continuation_equals_page1_next_continuation': field(
				(c) => requestBody(c.entry).continuation === previousToken(c.entry.file),
			),
			'responseContext.browse_id': field((c) => trackedBrowseId(c.json)),
		},
	},
	next_json: {
		load(entry) {
			const json = fixtureJson(entry.file)
			const thrown = thrownBy(() => parseMixAnswer(json))
			const chapters = parseNextChapters(json)
			return { entry, json, thrown, chapters, ...(thrown ? {} : { mix: parseMixAnswer(json) }) }
		},
		spec: {
			playlist: {
				playlistId: field((c) => mix(c).playlistId),
				title: field((c) => mix(c).title),
				isInfinite: field((c) => mix(c).isInfinite),
				currentIndex: field((c) => mix(c).currentIndex),
				ownerName: field((c) => mix(c).ownerName),
			},
			playlistPanelVideoRenderer: listSpec((c) => mix(c).videos, 'number'),
			currentVideoEndpoint: {
				videoId: field((c) => must(mix(c).current, 'current').videoId),
				playlistId: field((c) => must(mix(c).current, 'current').playlistId),
				index: field((c) => must(mix(c).current, 'current').index),
			},
			continuations_key_present: field((c) =>
				isObject(at(c.json, 'contents', 'twoColumnWatchNextResults', 'playlist', 'playlist', 'continuations')),
			),
			'request.videoId_equals_page1_last_videoId': field(
				(c) =>
					requestBody(c.entry).videoId ===
					parseMixAnswer(fixtureJson('newpipe/next_mix_RDFAqYW76GLPA_page1.json')).next?.videoId,
			),
			'backgroundPromoRenderer.title': field((c) => (c.thrown as YouTubeError).detail),
			has_playlist: field((c) => c.mix !== undefined),
			has_currentVideoEndpoint: field((c) => isObject(at(c.json, 'currentVideoEndpoint'))),
			// Chapters: the answer of a video with chapters, not of a mix.
			'currentVideoEndpoint.videoId': field((c) => chapters(c).videoId),
			'videoPrimaryInfoRenderer.title': field((c) => chapters(c).title),
			panelIdentifier: field((c) => must(chapters(c).panel, 'chapters panel').identifier),
			'panel.title': field((c) => must(chapters(c).panel, 'chapters panel').title),
			'macroMarkersListRenderer.chapters': field((c) =>
				must(chapters(c).panel, 'chapters panel').chapters.map((m) => ({
					title: m.title,
					timeDescription: m.timeDescription,
					startTimeSeconds: m.start,
				})),
			),
			'playerOverlays.markersMap': field((c) =>
				chapters(c).playerBar.map((set) => ({
					key: set.key,
					chapters: set.chapters.map((m) => ({ timeRangeStartMillis: m.startMs, title: m.title })),
				})),
			),
			'description.timestamps': field((c) => descriptionTimestamps(must(chapters(c).description, 'description').text)),
			'description.source': field((c) => must(chapters(c).description, 'description').source),
		},
		extra(ctx) {
			if ('macroMarkersListRenderer.chapters' in ctx.entry.facts) {
				// All three sources agree, and the chapters given are theirs.
				const found = chapters(ctx)
				const fromPanel = must(found.panel, 'panel').chapters.map((m) => ({ start: m.start, title: m.title }))
				expect(found.chapters).toEqual(fromPanel)
				expect(found.playerBar[0]?.chapters.map((m) => ({ start: m.startMs / 1000, title: m.title }))).toEqual(
					fromPanel,
				)
				const description = descriptionTimestamps(found.description?.text)
				expect(description.map((d) => ({ start: d.seconds, title: d.title }))).toEqual(fromPanel)
				return
			}
			expect(chapters(ctx).chapters).toEqual([])
			if (ctx.mix) {
				// The next stretch is asked for with the window's last video and its index (the recorded page 2).
				const last = must(ctx.mix.videos.at(-1), 'last video')
				expect(ctx.mix.next).toEqual({ videoId: last.videoId, playlistIndex: last.position ?? -1, params: 'OAE%3D' })
			} else {
				expect(ctx.thrown).toBeInstanceOf(YouTubeError)
				expect((ctx.thrown as YouTubeError).code).toBe('mixUnavailable')
				expect(YOUTUBE_ERROR_STATUS.mixUnavailable).toBe(404)
			}
		},
	},
	player_json: PLAYER_HANDLER,
	reel_json: PLAYER_HANDLER,
	watch_html: {
		load(entry) {
			const html = fixtureText(entry.file)
			const watch = parseWatchPage(html)
			const rawPlayer = extractJsonAssignment(html, 'ytInitialPlayerResponse')
			return { entry, html, watch, meta: watch, player: watch.playerResponse, rawPlayer }
		},
		spec: {
			...PLAYER,
			page: PAGE,
			has_ytInitialPlayerResponse: field((c) => c.rawPlayer !== null),
			has_ytInitialData: field((c) => must(c.watch, 'watch page').initialData !== null),
		},
		extra(ctx) {
			checkPageExtras(ctx)
			checkPlayerExtras(ctx)
			expect(detectInterstitial(must(ctx.html, 'html'))).toBeNull()
		},
	},
	channel_html: {
		load(entry) {
			const html = fixtureText(entry.file)
			const page = parseChannelPage(html)
			return { entry, html, meta: page, browse: page.browse }
		},
		spec: { ...BROWSE, page: PAGE },
		extra(ctx) {
			checkPageExtras(ctx)
			checkChannelExtras(ctx)
			const thrown = thrownBy(() => parseWatchPage(must(ctx.html, 'html')))
			expect((thrown as YouTubeError).code).toBe('upstreamError') // not a watch page
		},
	},
	browse_json: {
		load(entry) {
			const json = fixtureJson(entry.file)
			return { entry, json, browse: readBrowseResponse(json) }
		},
		spec: BROWSE,
		extra: checkChannelExtras,
	},
	resolve_json: {
		load(entry) {
			return { entry, resolved: parseResolveUrl(fixtureJson(entry.file)) }
		},
		spec: {
			browseId: field((c) => must(c.resolved, 'resolved').browseId),
			webPageType: field((c) => must(c.resolved, 'resolved').webPageType),
			isVanityUrl: field((c) => must(c.resolved, 'resolved').isVanityUrl),
			params: field((c) => must(c.resolved, 'resolved').params),
		},
	},
	error_json: {
		load(entry) {
			const json = fixtureJson(entry.file)
			if (isPlaylistBrowse(entry)) {
				return { entry, json, playlist: readPlaylistAnswer(json), thrown: thrownBy(() => parsePlaylistAnswer(json)) }
			}
			const parse = entry.request.url.includes('/navigation/resolve_url') ? parseResolveUrl : readBrowseResponse
			return { entry, json, thrown: thrownBy(() => parse(json)) }
		},
		spec: {
			error: {
				code: field((c) => readInnertubeError(c.json)?.code),
				status: field((c) => readInnertubeError(c.json)?.status),
				message: field((c) => readInnertubeError(c.json)?.message),
			},
			// Playlists: a 200 with an ERROR alert instead of the playlist.
			alerts: field((c) => playlist(c).alerts),
			keys: field((c) => Object.keys(c.json as object)),
		},
		extra(ctx) {
			expect(ctx.thrown).toBeInstanceOf(YouTubeError)
			if (isPlaylistBrowse(ctx.entry)) {
				const text = playlist(ctx).alerts[0]?.text ?? ''
				const code = /unviewable/.test(text) ? 'playlistUnviewable' : 'playlistNotFound'
				expect((ctx.thrown as YouTubeError).code).toBe(code)
				expect((ctx.thrown as YouTubeError).detail).toBe(text)
				expect(YOUTUBE_ERROR_STATUS[code]).toBe(code === 'playlistNotFound' ? 404 : 422)
				return
			}
			expect((ctx.thrown as YouTubeError).code).toBe('channelNotFound')
			expect(YOUTUBE_ERROR_STATUS[(ctx.thrown as YouTubeError).code]).toBe(404)
			expect(ctx.entry.request.status).toBe(readInnertubeError(ctx.json)?.code ?? -1)
		},
	},
	/** Hand-made clip pages: the facts are what yt-dlp's clip extractor reads. */
	clip_html: {
		load(entry) {
			const html = fixtureText(entry.file)
			const player = parsePlayerResponse(extractJsonAssignment(html, 'ytInitialPlayerResponse'))
			return { entry, html, clip: parseClipPage(html), player }
		},
		spec: {
			'currentVideoEndpoint.watchEndpoint.videoId': field((c) => must(c.clip, 'clip').videoId),
			loopCommand: {
				startTimeMs: field((c) => String(must(c.clip, 'clip').startMs)),
				endTimeMs: field((c) => String(must(c.clip, 'clip').endMs)),
			},
			'videoDetails.title': field((c) => video(c).title),
		},
		extra(ctx) {
			expect(must(ctx.clip, 'clip').videoId).toBe(video(ctx).videoId)
		},
	},
	rss_xml: {
		load(entry) {
			return { entry, feed: parseChannelFeed(fixtureText(entry.file)) }
		},
		spec: {
			feed: {
				title: field((c) => must(c.feed, 'feed').title),
				'yt:channelId': field((c) => must(c.feed, 'feed').feedChannelId),
				link_alternate: field((c) => [must(c.feed, 'feed').alternateUrl]),
				'author.name': field((c) => must(c.feed, 'feed').authorName),
				entries: field((c) => must(c.feed, 'feed').entries.length),
				first_entry: {
					'yt:videoId': field((c) => must(c.feed?.entries[0], 'entry').videoId),
					title: field((c) => must(c.feed?.entries[0], 'entry').title),
					'yt:channelId': field((c) => must(c.feed?.entries[0], 'entry').channelId),
				},
			},
		},
		extra(ctx) {
			const feed = must(ctx.feed, 'feed')
			expect(feed.channelId).toBe(`UC${feed.feedChannelId}`)
			expect(feed.channelId).toBe(feed.entries[0]?.channelId ?? null)
		},
	},
	html_404: {
		load(entry) {
			const html = fixtureText(entry.file)
			return { entry, html, thrown: thrownBy(() => parseChannelFeed(html)) }
		},
		spec: {
			markers: {
				// The feed parser reports the 404 page's title as the detail of channelNotFound.
				title: field((c) => [(c.thrown as YouTubeError).detail]),
			},
		},
		extra(ctx) {
			expect(ctx.thrown).toBeInstanceOf(YouTubeError)
			expect((ctx.thrown as YouTubeError).code).toBe('channelNotFound')
		},
	},
	consent_html: {
		load(entry) {
			const html = fixtureText(entry.file)
			return { entry, html, interstitial: detectInterstitial(html), thrown: thrownBy(() => parseWatchPage(html)) }
		},
		spec: {
			markers: {
				'form_action_consent.youtube.com/s': field(
					(c) => c.interstitial?.kind === 'consent' && c.interstitial.formAction === CONSENT_FORM_ACTION,
				),
				hidden_v: field((c) => (c.interstitial?.kind === 'consent' ? c.interstitial.hiddenV : undefined)),
				continue: field((c) => (c.interstitial?.kind === 'consent' ? c.interstitial.continueUrl : undefined)),
				title: field((c) => (c.interstitial?.kind === 'consent' ? c.interstitial.title : undefined)),
				has_ytInitialPlayerResponse: field(
					(c) => extractJsonAssignment(must(c.html, 'html'), 'ytInitialPlayerResponse') !== null,
				),
			},
		},
		extra(ctx) {
			expect((ctx.thrown as YouTubeError).code).toBe('consentWall')
		},
	},
	captcha_html: {
		load(entry) {
			const html = fixtureText(entry.file)
			return {
				entry,
				html,
				meta: parsePageMeta(html),
				interstitial: detectInterstitial(html),
				thrown: thrownBy(() => parseWatchPage(html)),
			}
		},
		spec: {
			markers: {
				'class="g-recaptcha"': field((c) => c.interstitial?.kind === 'captcha' && c.interstitial.recaptchaWidget),
				form_action: field((c) => (c.interstitial?.kind === 'captcha' ? c.interstitial.formActions : undefined)),
				recaptcha_script: field((c) => c.interstitial?.kind === 'captcha' && c.interstitial.recaptchaScript),
				has_ytInitialPlayerResponse: field(
					(c) => extractJsonAssignment(must(c.html, 'html'), 'ytInitialPlayerResponse') !== null,
				),
				has_INNERTUBE_API_KEY: field((c) => must(c.meta, 'page meta').apiKey !== null),
			},
		},
		extra(ctx) {
			expect((ctx.thrown as YouTubeError).code).toBe('rateLimited')
		},
	},
}

const chapters = (ctx: Ctx) => must(ctx.chapters, 'chapters')

/** A browse of `VL<id>`: a playlist's answer, whose errors are alerts. */
function isPlaylistBrowse(entry: ExpectedEntry): boolean {
	return entry.meta_sidecar !== null && String(requestBody(entry).browseId ?? '').startsWith('VL')
}

/** srv1 facts: cues as parseSrv1 reads them, texts also after the XML layer alone (one decode). */
interface Srv1Ctx {
	entry: ExpectedEntry
	body: string
	cues: Cue[]
	raw: XmlElement[]
}
const srv1Cue = (cue: Cue | undefined, raw: XmlElement | undefined): Record<string, unknown> => ({
	start: must(cue, 'cue').startMs / 1000,
	dur: must(cue, 'cue').durationMs / 1000,
	text_after_xml_parse: decodeEntities(must(raw, 'element').inner),
	text_after_second_html_unescape: must(cue, 'cue').text,
})
const SRV1_HANDLER = {
	load(entry: ExpectedEntry): Srv1Ctx {
		const body = fixtureText(entry.file)
		return { entry, body, cues: parseSrv1(body), raw: xmlElements(body, 'text') }
	},
	spec: {
		root: field((c: Srv1Ctx) => rootElementName(c.body)),
		cue_count: field((c: Srv1Ctx) => c.cues.length),
		cues_with_empty_text: field((c: Srv1Ctx) => c.raw.length - c.cues.length),
		first_3_cues: field((c: Srv1Ctx) => [0, 1, 2].map((i) => srv1Cue(c.cues[i], c.raw[i]))),
		last_cue: field((c: Srv1Ctx) => srv1Cue(c.cues.at(-1), c.raw.at(-1))),
		'cues_containing_&#39;_after_xml_parse': field(
			(c: Srv1Ctx) => c.raw.filter((r) => decodeEntities(r.inner).includes('&#39;')).length,
		),
	} as Spec<Srv1Ctx>,
}

let factsAsserted = 0
let topLevelFacts = 0

describe('EXPECTED.json facts', () => {
	for (const entry of expectedEntries()) {
		const handler = entry.kind === 'timedtext_srv1' ? (SRV1_HANDLER as unknown as Handler) : HANDLERS[entry.kind]
		if (!handler || DEFERRED_FILES[entry.file]) {
			const reason = DEFERRED_FILES[entry.file] ?? DEFERRED_KINDS[entry.kind]
			if (reason) test.todo(`${entry.file} [${entry.kind}]: ${reason}`)
			else test(`${entry.file} [${entry.kind}] has a parser`, () => expect(entry.kind).toBe('a kind with a handler'))
			continue
		}
		test(`${entry.file} [${entry.kind}]`, () => {
			const ctx = handler.load(entry)
			const walker = new Walker()
			walker.walk(handler.spec, ctx, entry.facts, '')
			expect(walker.unhandled).toEqual([])
			expect(walker.leaves).toBe(leafCount(entry.facts))
			handler.extra?.(ctx)
			factsAsserted += walker.leaves
			topLevelFacts += Object.keys(entry.facts).length
		})
	}
})

afterAll(() => {
	console.log(`EXPECTED.json: ${topLevelFacts} fact keys, ${factsAsserted} leaf values asserted`)
})

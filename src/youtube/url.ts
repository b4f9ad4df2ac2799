/**
 * Parses the YouTube video and channel links people paste (docs/youtube-data.md §5, decision 7).
 *
 * One module for browser and server: no Node APIs and no dependencies, only the WHATWG `URL` class, so
 * the form rejects exactly what the API would reject and the client bundle stays small. The parsers
 * return results instead of throwing because a bad link is ordinary user input, not an exceptional state;
 * callers map a failure to the spec's validation message (or to `YouTubeError('invalidUrl')` on the server).
 * Links arrive as people copy them: inside a sentence, wrapped in chat or Markdown punctuation, HTML-escaped (once or
 * more), behind a consent page or YouTube's or Google's redirect; {@link cleanPaste} and {@link unwrapRedirect} undo
 * that first.
 */

/** A video id: exactly 11 characters of YouTube's URL-safe base64 alphabet (NewPipe, yt-dlp). */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/

/** A channel id: `UC` and 22 characters of the same alphabet (yt-dlp `_YT_CHANNEL_UCID_RE`). */
export const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/

/**
 * A clip id (`youtube.com/clip/ID`): every one seen starts with `Ug`, then the same alphabet:
 * 26 characters for the clips of 2021 (`UgytZKpehg-hEMBSn3F4AaABCQ`, yt-dlp's test), 36 since (`Ugkx…`).
 * The length is left loose; a wrong id costs one clip page that says it has no clip.
 */
export const CLIP_ID_PATTERN = /^Ug[A-Za-z0-9_-]{20,60}$/

export type VideoUrlFailure = 'empty' | 'notYouTube' | 'noVideoId' | 'playlistOnly' | 'channel'

export type VideoUrlResult =
	| { ok: true; videoId: string; startSeconds?: number }
	| { ok: false; reason: VideoUrlFailure }

/** A clip link: its video and range are on YouTube's clip page (src/youtube/clip.server.ts). */
export interface ClipLink {
	ok: true
	kind: 'clip'
	clipId: string
}

/** What a tool that also takes clip links reads from a paste: a video, a clip, or why neither. */
export type VideoLinkResult = VideoUrlResult | ClipLink

/** A channel reference as the profile tool needs it: an id to browse, or something to resolve first. */
export type ChannelRef =
	| { ok: true; kind: 'id'; channelId: string }
	| { ok: true; kind: 'handle'; handle: string }
	| { ok: true; kind: 'custom' | 'user'; name: string; url: string }

export type ChannelUrlFailure = 'empty' | 'notYouTube' | 'notChannel'

export type ChannelUrlResult = ChannelRef | { ok: false; reason: ChannelUrlFailure }

// Handles: 3–30 letters (any script), digits, `_`, `-`, `.` (yt-dlp `_YT_HANDLE_RE`, Python's Unicode \w).
// Marks are allowed so that decomposed input such as "mu\u0308ller" is not rejected.
const HANDLE_PATTERN = /^@[\p{L}\p{M}\p{N}_.-]{3,30}$/u
const NAME_PATTERN = /^[\p{L}\p{M}\p{N}_.-]{1,100}$/u
// A bare `/name` must not look like a file (`/robots.txt`, `/sw.js`), so no dots there.
const BARE_NAME_PATTERN = /^[\p{L}\p{M}\p{N}_-]{1,100}$/u
// Ports must not be taken for a scheme: `youtube.com:443/watch` has no scheme.
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i
const HTTP_SCHEME = /^https?:/i
const VND_PREFIX = /^vnd\.youtube(?:\.launch)?:(\/\/)?/i
const VND_ID = /^([A-Za-z0-9_-]{11})(?:[/?&#]|$)/
const TIME_PATTERN = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/i

// First path segments that are YouTube pages, not legacy `/name` custom channel URLs. yt-dlp `_RESERVED_NAMES`
// plus other top-level pages; generous on purpose, because a false "channel" costs a failed resolve_url call.
const RESERVED_PATHS = new Set(
	(
		'about account account_advanced account_notifications account_playback account_privacy activate ads ' +
		'analytics api attribution_link browse c channel channel_switcher clip copyright courses create_channel ' +
		'creators css dashboard das_captcha e embed error explore fashion feed feeds gaming get_video_info hashtag ' +
		'howyoutubeworks html5 iframe_api img index jobs js kids learning live live_chat live_chat_replay login ' +
		'logout merch movie movies music my_videos new news oembed oops originals pair paid_memberships playables ' +
		'playlist podcasts post premium press profile purchases red redirect reporthistory results s search ' +
		'select_site set_language shared shorts show signin signup source sports store storefront studio ' +
		'subscription_manager supported_browsers t testtube timedtext timedtext_editor trending tv upload user v ' +
		'verify view_play_list w watch watch_popup watch_videos youtubei yt ytkids ypc'
	).split(' '),
)

// Channel tabs YouTube has shown. After `/channel/UC…`, `/@handle`, `/c/` and `/user/` any one word is taken as a tab
// (channels have had custom and renamed tabs: `/home`, `/join`…); after a bare `/name`, whose first segment could be
// any YouTube page, only these count as evidence of a channel.
const CHANNEL_TABS = new Set(
	(
		'about channels community courses discussion featured home join live membership playlists podcasts posts ' +
		'releases search shorts store streams videos'
	).split(' '),
)
const ANY_TAB = /^[A-Za-z0-9_]{1,40}$/

// Pairs people (or chat apps and Markdown) put around a link; stripped from both ends while they match.
const WRAPPERS: readonly [string, string][] = [
	['(', ')'],
	['<', '>'],
	['[', ']'],
	['{', '}'],
	['"', '"'],
	["'", "'"],
	['`', '`'],
	['\u201c', '\u201d'],
	['\u201e', '\u201c'],
	['\u2018', '\u2019'],
	['\u00ab', '\u00bb'],
	['\u00bb', '\u00ab'],
]
// A Markdown link: the target is the link (`[my video](https://youtu.be/ID "title")`).
const MARKDOWN_LINK = /^!?\[[^\]]*\]\(\s*<?([^\s()<>]+)>?(?:\s+["'(].*)?\)$/s
// Sentence punctuation after a link (`…youtu.be/ID.`); never part of an id, a handle's end or a useful query.
// Not `:`, which ends an Android intent (`vnd.youtube:`).
const TRAILING_PUNCTUATION = /[.,;!?\u2026\u3002\uff0c]+$/
// Closers left over when only the end of a wrapped link was copied: `https://youtu.be/ID)`.
const UNPAIRED_CLOSER = /[)\]}>"'`\u201d\u2019\u00bb]$/
// A link glued to the word before it (`this:https://youtu.be/…`, `[text](https://…)`) starts here.
const LINK_START = /https?:\/\/|vnd\.youtube/i
// Google's result redirect on any of its country domains (`google.de`, `google.co.uk`, `google.com.br`).
const GOOGLE_HOST = /^(?:www\.)?google\.(?:com|(?:co\.|com\.)?[a-z]{2})$/
// The first characters of the id alphabet after `v=` or `youtu.be/`: what NewPipe takes when text is glued on.
const ID_PREFIX = /^[A-Za-z0-9_-]{11}/
/** Redirects into YouTube are followed this deep (a consent page around a redirect link…), no deeper. */
const MAX_UNWRAP = 3

export type HostKind = 'main' | 'short' | 'nocookie' | 'kids' | 'studio' | 'consent'

/**
 * Parses anything a person may paste for a video into its 11-character id and optional start time.
 *
 * @example
 * parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?si=abc&t=42') // { ok: true, videoId: 'dQw4w9WgXcQ', startSeconds: 42 }
 * parseVideoUrl('https://www.youtube.com/playlist?list=PL123') // { ok: false, reason: 'playlistOnly' }
 */
export function parseVideoUrl(input: string): VideoUrlResult {
	// Form data and query strings may hand us anything at runtime; never throw on it.
	const text = cleanPaste(input)
	if (!text) return videoFailure('empty')
	if (VIDEO_ID_PATTERN.test(text)) return { ok: true, videoId: text }

	// Android intents (NewPipe): `vnd.youtube:ID`, `vnd.youtube://ID`, or `vnd.youtube://www.youtube.com/…`.
	const vnd = VND_PREFIX.exec(text)
	if (vnd) {
		const rest = text.slice(vnd[0].length)
		const id = VND_ID.exec(rest)?.[1]
		if (id) return videoResult(id, [paramsAfter(rest, '?')])
		if (!vnd[1]) return videoFailure('noVideoId')
		const url = toHttpUrl(`https://${rest}`)
		return url ? videoFromUrl(url, false) : videoFailure('noVideoId')
	}

	const pasted = toHttpUrl(text)
	if (!pasted) return videoFailure('notYouTube')
	const url = unwrapRedirect(pasted)
	if (url === null) return videoFailure('noVideoId')
	return url === 'notYouTube' ? videoFailure('notYouTube') : videoFromUrl(url, false)
}

/**
 * Like {@link parseVideoUrl}, but a clip link (`youtube.com/clip/ID`, also behind a consent or redirect page) is a
 * clip rather than a link without a video id. Tools that resolve clips read this; the others keep parseVideoUrl.
 *
 * @example
 * parseVideoLink('https://youtube.com/clip/UgytZKpehg-hEMBSn3F4AaABCQ?si=x') // { ok: true, kind: 'clip', clipId: 'UgytZKpehg-hEMBSn3F4AaABCQ' }
 * parseVideoLink('https://youtu.be/dQw4w9WgXcQ') // { ok: true, videoId: 'dQw4w9WgXcQ' }
 */
export function parseVideoLink(input: string): VideoLinkResult {
	const pasted = toHttpUrl(cleanPaste(input))
	const url = pasted ? unwrapRedirect(pasted) : null
	if (url && url !== 'notYouTube' && hostKind(url) === 'main') {
		const [first, second = ''] = pathSegments(url)
		if (first?.toLowerCase() === 'clip') {
			return CLIP_ID_PATTERN.test(second) ? { ok: true, kind: 'clip', clipId: second } : videoFailure('noVideoId')
		}
	}
	return parseVideoUrl(input)
}

/** Whether a parsed link is a clip (its video is known only after its page is read). */
export function isClipLink(result: VideoLinkResult): result is ClipLink {
	return result.ok && 'kind' in result && result.kind === 'clip'
}

/** The link of a clip as YouTube shares it. */
export function clipUrlFor(clipId: string): string {
	return `https://www.youtube.com/clip/${clipId}`
}

/**
 * Parses a channel link (or a bare `@handle` / `UC…` id) into what is needed to look the channel up.
 * Handles and names are returned percent-decoded; use {@link channelUrlFor} for the URL to resolve.
 *
 * @example
 * parseChannelUrl('https://www.youtube.com/@Gronkh/videos') // { ok: true, kind: 'handle', handle: '@Gronkh' }
 * parseChannelUrl('youtube.com/user/Vsauce')
 * // { ok: true, kind: 'user', name: 'Vsauce', url: 'https://www.youtube.com/user/Vsauce' }
 */
export function parseChannelUrl(input: string): ChannelUrlResult {
	const text = cleanPaste(input)
	if (!text) return channelFailure('empty')
	if (CHANNEL_ID_PATTERN.test(text)) return { ok: true, kind: 'id', channelId: text }
	if (text.startsWith('@')) {
		const segments = decodeSegments(text.split(/[?#]/, 1)[0] ?? '')
		return (segments && channelFromSegments(segments, 'main')) || channelFailure('notChannel')
	}

	const pasted = toHttpUrl(text)
	const url = pasted ? unwrapRedirect(pasted) : 'notYouTube'
	if (url === 'notYouTube') return channelFailure('notYouTube')
	const host = url && hostKind(url)
	if (!url || !host) return channelFailure('notChannel')
	const segments = decodeSegments(url.pathname)
	if (!segments || host === 'short') return channelFailure('notChannel')
	// The player embed of a channel's live stream names the channel (`/embed/live_stream?channel=UC…`).
	if (segments[0]?.toLowerCase() === 'embed' && segments[1]?.toLowerCase() === 'live_stream') {
		const channelId = url.searchParams.get('channel') ?? ''
		return CHANNEL_ID_PATTERN.test(channelId) ? { ok: true, kind: 'id', channelId } : channelFailure('notChannel')
	}
	// youtu.be and other nocookie links are videos (docs/product-spec.md §5); kids and Studio links may name a channel.
	return channelFromSegments(segments, host) || channelFailure('notChannel')
}

/**
 * The canonical youtube.com URL of a channel reference, as sent to `navigation/resolve_url`.
 *
 * @example
 * channelUrlFor({ ok: true, kind: 'handle', handle: '@Gronkh' }) // 'https://www.youtube.com/@Gronkh'
 */
export function channelUrlFor(ref: ChannelRef): string {
	switch (ref.kind) {
		case 'id':
			return `https://www.youtube.com/channel/${ref.channelId}`
		case 'handle':
			return `https://www.youtube.com/@${encodeURIComponent(ref.handle.slice(1))}`
		default:
			return ref.url
	}
}

function videoFailure(reason: VideoUrlFailure): VideoUrlResult {
	return { ok: false, reason }
}

function channelFailure(reason: ChannelUrlFailure): ChannelUrlResult {
	return { ok: false, reason }
}

/**
 * The link inside what was pasted: trimmed, unwrapped from chat and Markdown punctuation (`(…)`, `<…>`, `"…"`,
 * `[text](…)`, a sentence's full stop or comma after it), taken out of the sentence around it, and with HTML's
 * `&amp;` read as `&` however often it was escaped (links copied from page sources and e-mails, `&amp;amp;`).
 * Never throws: form data may hold anything at runtime.
 * @example cleanPaste('(https://youtu.be/dQw4w9WgXcQ).') // 'https://youtu.be/dQw4w9WgXcQ'
 * @example cleanPaste('watch this: https://youtu.be/dQw4w9WgXcQ it is great') // 'https://youtu.be/dQw4w9WgXcQ'
 */
export function cleanPaste(input: unknown): string {
	const text = unwrapPunctuation(typeof input === 'string' ? input : '')
	// Words around the link: a sentence, a chat message. Its one YouTube link is what was meant.
	// A link of another scheme (`data:…`, `javascript:…`) is refused whole, whatever YouTube link it carries.
	// (`Look: https://…` is a word and a colon, not a scheme.)
	const otherScheme =
		/^\S+:\S/.test(text) && OTHER_SCHEME.test(text) && !HTTP_SCHEME.test(text) && !VND_PREFIX.test(text)
	const link = /\s/.test(text) && !otherScheme ? linkInProse(text) : null
	return (link ?? text).replace(/&(?:amp;)+/gi, '&')
}

/**
 * The first YouTube link (or redirect into YouTube) among the words of `text`, else its first `@handle`; null when
 * it has neither, so that the whole text is refused as it stands. Only a word that is a link to a YouTube host counts:
 * an 11-letter word ("programming") is not a video id in a sentence.
 */
function linkInProse(text: string): string | null {
	const words = text.split(/\s+/).map((word) => {
		const at = word.search(LINK_START)
		return unwrapPunctuation(at > 0 ? word.slice(at) : word).replace(/&(?:amp;)+/gi, '&')
	})
	const link = words.find((word) => {
		if (VND_PREFIX.test(word)) return true
		const url = word.includes('.') ? toHttpUrl(word) : null
		if (!url) return false
		const target = unwrapRedirect(url)
		return hostKind(url) !== null || (target !== null && target !== 'notYouTube')
	})
	return link ?? words.find((word) => HANDLE_PATTERN.test(word.replace(/\.+$/, ''))) ?? null
}

/** Chat and Markdown punctuation around one link, removed while any is left (see {@link cleanPaste}). */
function unwrapPunctuation(input: string): string {
	let text = input.trim()
	for (let previous = ''; text !== previous; ) {
		previous = text
		const markdown = MARKDOWN_LINK.exec(text)
		if (markdown?.[1]) text = markdown[1]
		const pair = WRAPPERS.find(([open, close]) => text.length > 1 && text.startsWith(open) && text.endsWith(close))
		if (pair) text = text.slice(pair[0].length, -pair[1].length)
		else if (WRAPPERS.some(([open]) => text.startsWith(open))) text = text.slice(1)
		text = text.replace(TRAILING_PUNCTUATION, '')
		// A closer without its opener inside the link only ever comes from the text around it.
		const last = text.at(-1)
		if (
			last &&
			UNPAIRED_CLOSER.test(last) &&
			// The opener before it (a quote is its own opener: not the closer itself).
			!WRAPPERS.some(([open, close]) => close === last && text.slice(0, -1).includes(open))
		)
			text = text.slice(0, -1)
		text = text.trim()
	}
	return text
}

/**
 * A consent page (`consent.youtube.com/m?continue=…`), YouTube's outbound redirect (`/redirect?q=…`) or Google's
 * result redirect (`google.com/url?q=…` or `url=…`, on any of Google's country domains) stands for the link it leads
 * to: that link is parsed instead, and only if it is YouTube's. A link to any other host is 'notYouTube'; a YouTube
 * link comes back as it is, and null means a redirect that names no target.
 */
export function unwrapRedirect(start: URL | null): URL | null | 'notYouTube' {
	let url = start
	for (let depth = 0; url && depth <= MAX_UNWRAP; depth++) {
		const host = hostKind(url)
		const first = pathSegments(url)[0]?.toLowerCase()
		const query = url.searchParams
		const google = !host && GOOGLE_HOST.test(url.hostname.toLowerCase().replace(/\.$/, '')) && first === 'url'
		const target =
			host === 'consent'
				? query.get('continue')
				: host === 'main' && first === 'redirect'
					? query.get('q')
					: google
						? (query.get('q') ?? query.get('url'))
						: undefined
		if (target === undefined) return host ? url : 'notYouTube'
		if (target === null) return host ? null : 'notYouTube'
		const inner = toHttpUrl(target.trim())
		if (!inner) return 'notYouTube'
		url = inner
	}
	// Redirects nested deeper than any real link: not followed.
	return null
}

/** Turns pasted text into an http(s) URL, adding the scheme people leave out; anything else is null. */
export function toHttpUrl(text: string): URL | null {
	let href = text
	if (href.startsWith('//')) href = `https:${href}`
	else if (!HTTP_SCHEME.test(href)) {
		// javascript:, data:, ftp:, mailto: … are never YouTube links.
		if (OTHER_SCHEME.test(href)) return null
		href = `https://${href}`
	}
	try {
		const url = new URL(href)
		return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
	} catch {
		return null
	}
}

/**
 * Exact host matching: look-alikes such as `youtube.com.evil.com` or `notyoutube.com` must fail, which is
 * why the spec's substring rule alone is not enough (decision 7).
 */
export function hostKind(url: URL): HostKind | null {
	const host = url.hostname.replace(/\.$/, '')
	if (host === 'studio.youtube.com') return 'studio'
	if (host === 'consent.youtube.com') return 'consent'
	if (host === 'youtube.com' || host.endsWith('.youtube.com')) return 'main'
	if (host === 'youtu.be' || host === 'www.youtu.be') return 'short'
	// Player-only hosts: they address videos, never channels (yt-dlp knows the googleapis one from old embeds).
	if (host === 'youtube-nocookie.com' || host === 'www.youtube-nocookie.com' || host === 'youtube.googleapis.com')
		return 'nocookie'
	if (host === 'youtubekids.com' || host === 'www.youtubekids.com') return 'kids'
	return null
}

function pathSegments(url: URL): string[] {
	return url.pathname.split('/').filter((segment) => segment !== '')
}

export function decodeSegments(path: string): string[] | null {
	try {
		return path
			.split('/')
			.filter((segment) => segment !== '')
			.map((segment) => decodeURIComponent(segment))
	} catch {
		return null
	}
}

/** Query-string parameters after the first `separator` in `text` (empty when there is none). */
function paramsAfter(text: string, separator: string): URLSearchParams {
	const at = text.indexOf(separator)
	return new URLSearchParams(at === -1 ? '' : text.slice(at + 1))
}

/** Old fragment forms carry parameters too: `#!v=ID`, `#/watch?v=ID` (old mobile site), `#t=30`. */
function fragmentParams(hash: string): URLSearchParams {
	return new URLSearchParams(hash.replace(/^#!?\/?(?:watch\/?)?\??/, ''))
}

function videoFromUrl(url: URL, insideAttribution: boolean): VideoUrlResult {
	const host = hostKind(url)
	if (!host) return videoFailure('notYouTube')
	const query = url.searchParams
	const fragment = fragmentParams(url.hash)
	const segments = pathSegments(url)

	if (host === 'short') {
		// NewPipe prefers an explicit `v=` over the path on youtu.be; cobalt reads only the path.
		const v = query.get('v')
		if (v) return videoResult(v, [query, fragment])
		return segments[0] ? videoFromPathSegment(segments[0], [query, fragment]) : videoFailure('noVideoId')
	}

	const first = segments[0]?.toLowerCase() ?? ''
	const second = segments[1]
	// YouTube Studio: `/video/ID/edit`, `/video/ID/analytics/tab-overview/…`; its other pages name no video.
	if (host === 'studio') {
		if (first === 'video' && second) return videoResult(second, [])
		return isChannelPath(url, first, host) ? videoFailure('channel') : videoFailure('noVideoId')
	}
	if (host === 'consent') return videoFailure('noVideoId')
	switch (first) {
		case '':
		case 'watch':
		case 'watch_popup':
		case 'movie':
		case 'movie_popup': {
			if (first === 'watch' && second) return videoFromPathSegment(second, [query, fragment])
			const v = query.get('v') || fragment.get('v')
			if (v) return videoResult(v, [query, fragment])
			return videoFailure(query.has('list') ? 'playlistOnly' : 'noVideoId')
		}
		case 'shorts':
		case 'live':
		case 'v':
		case 'e':
		case 'w':
			return second ? videoFromPathSegment(second, [query, fragment]) : videoFailure('noVideoId')
		case 'embed': {
			const sub = second?.toLowerCase()
			if (sub === 'videoseries') return videoFailure('playlistOnly')
			if (sub === 'live_stream') return videoFailure('channel')
			if (second) return videoFromPathSegment(second, [query, fragment])
			return videoFailure(query.has('list') ? 'playlistOnly' : 'noVideoId')
		}
		case 'playlist': {
			const v = query.get('v')
			return v ? videoResult(v, [query, fragment]) : videoFailure('playlistOnly')
		}
		case 'attribution_link':
			return insideAttribution ? videoFailure('noVideoId') : videoFromAttribution(query.get('u'))
		default:
			return isChannelPath(url, first, host) ? videoFailure('channel') : videoFailure('noVideoId')
	}
}

/**
 * `attribution_link?a=…&u=%2Fwatch%3Fv%3DID…` (NewPipe): the target is in `u`, relative to youtube.com.
 * E-mail clients sometimes encode it twice, so decode until it looks like a path or URL.
 */
function videoFromAttribution(target: string | null): VideoUrlResult {
	if (!target) return videoFailure('noVideoId')
	let u = target
	for (let round = 0; round < 3 && !u.includes('?') && /%[0-9A-Fa-f]{2}/.test(u); round++) {
		try {
			u = decodeURIComponent(u)
		} catch {
			return videoFailure('noVideoId')
		}
	}
	let inner: URL
	try {
		inner = new URL(u, 'https://www.youtube.com')
	} catch {
		return videoFailure('noVideoId')
	}
	if (inner.protocol !== 'https:' && inner.protocol !== 'http:') return videoFailure('notYouTube')
	return videoFromUrl(inner, true)
}

/**
 * An id taken from the path (`/shorts/ID`, `youtu.be/ID`). Shared links are often "fixed" by hand into
 * `youtu.be/ID&t=42s` (no `?`), so parameters after an `&` are read as a query rather than rejected.
 */
function videoFromPathSegment(segment: string, sources: URLSearchParams[]): VideoUrlResult {
	const amp = segment.indexOf('&')
	if (amp === -1) return videoResult(segment, sources)
	return videoResult(segment.slice(0, amp), [new URLSearchParams(segment.slice(amp + 1)), ...sources])
}

function videoResult(raw: string, sources: URLSearchParams[]): VideoUrlResult {
	// The first 11 id characters, as NewPipe reads them: text glued onto a link in a chat message
	// (`youtu.be/ID)hello`, `watch?v=IDwhatever`) is far more common than a link whose id was mistyped longer.
	const id = ID_PREFIX.exec(raw)?.[0]
	if (!id) return videoFailure('noVideoId')
	for (const params of sources) {
		const start = parseStart(params.get('t') ?? params.get('start'))
		if (start !== undefined) return { ok: true, videoId: id, startSeconds: start }
	}
	return { ok: true, videoId: id }
}

/** `42`, `42s`, `1m30s`, `1h2m3s` → seconds; anything else, and 0, means "from the start". */
function parseStart(value: string | null): number | undefined {
	if (!value) return undefined
	const match = TIME_PATTERN.exec(value)
	if (!match) return undefined
	const [, h = '0', m = '0', s = '0'] = match
	const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s)
	return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : undefined
}

/** Whether a youtube.com path that is not a video points at a channel, to say so instead of "no video". */
function isChannelPath(url: URL, first: string, host: HostKind): boolean {
	if (first === 'channel' || first === 'c' || first === 'user' || first.startsWith('@')) return true
	if (first === 'embed' && pathSegments(url)[1]?.toLowerCase() === 'live_stream') return true
	const segments = decodeSegments(url.pathname)
	return segments !== null && channelFromSegments(segments, host) !== null
}

/**
 * The channel a path names. youtube.com knows every form; YouTube Kids and Studio address channels by id only
 * (Studio's `/channel/UC…/videos/upload` and the like go deeper than a tab).
 */
function channelFromSegments(segments: string[], host: HostKind): ChannelRef | null {
	const [first = '', second = ''] = segments
	const lower = first.toLowerCase()
	if (host !== 'main') {
		const byId = (host === 'kids' || host === 'studio') && lower === 'channel' && CHANNEL_ID_PATTERN.test(second)
		return byId && (host === 'studio' || segments.length <= 3) ? { ok: true, kind: 'id', channelId: second } : null
	}
	let ref: ChannelRef | null = null
	let tabs = segments.slice(2)
	let knownTabsOnly = false
	if (first.startsWith('@')) {
		// A sentence's full stop after a handle is not part of it (`… my channel @name.`).
		const handle = first.replace(/\.+$/, '')
		if (HANDLE_PATTERN.test(handle)) ref = { ok: true, kind: 'handle', handle }
		tabs = segments.slice(1)
	} else if (lower === 'channel') {
		if (CHANNEL_ID_PATTERN.test(second)) ref = { ok: true, kind: 'id', channelId: second }
	} else if (lower === 'c' || lower === 'user') {
		if (NAME_PATTERN.test(second)) {
			const kind = lower === 'c' ? 'custom' : 'user'
			ref = { ok: true, kind, name: second, url: `https://www.youtube.com/${lower}/${encodeURIComponent(second)}` }
		}
	} else if (!RESERVED_PATHS.has(lower) && BARE_NAME_PATTERN.test(first)) {
		ref = { ok: true, kind: 'custom', name: first, url: `https://www.youtube.com/${encodeURIComponent(first)}` }
		tabs = segments.slice(1)
		knownTabsOnly = true
	}
	if (!ref || tabs.length > 1) return null
	const tab = tabs[0]
	if (tab === undefined) return ref
	return (knownTabsOnly ? CHANNEL_TABS.has(tab.toLowerCase()) : ANY_TAB.test(tab)) ? ref : null
}

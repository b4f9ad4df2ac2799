/**
 * A channel's Atom feed, `GET /feeds/videos.xml?channel_id=UC…|user=…` (docs/youtube-data.md §3):
 * name and id without an API call, and the 15 latest uploads. No avatar. Read with regular
 * expressions: the feed is flat, machine-written XML, and this runs without a DOM.
 */
import { YouTubeError } from '../errors'
import { decodeEntities, pageTitle } from './html'

export interface FeedEntry {
	videoId: string
	channelId: string | null
	title: string | null
	/** `https://www.youtube.com/watch?v=…` or `/shorts/…`. */
	url: string | null
	published: string | null
	updated: string | null
	/** `media:thumbnail`, hqdefault on an `i1…i4.ytimg.com` host. */
	thumbnail: { url: string; width: number | null; height: number | null } | null
}

export interface ChannelFeed {
	title: string | null
	/** `UC…`, from the alternate link or an entry; see feedChannelId. */
	channelId: string | null
	/** The feed-level `<yt:channelId>` as written: it lacks the `UC` prefix. */
	feedChannelId: string | null
	/** `<link rel="alternate">`, the channel page. */
	alternateUrl: string | null
	authorName: string | null
	authorUrl: string | null
	entries: FeedEntry[]
}

function element(xml: string, name: string): string | null {
	const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml)
	if (!match) return null
	const body = match[1] ?? ''
	const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(body)
	return cdata ? (cdata[1] ?? '') : decodeEntities(body)
}

function attribute(tag: string, name: string): string | null {
	const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag)
	return match ? decodeEntities(match[1] ?? match[2] ?? '') : null
}

function alternateLink(xml: string): string | null {
	for (const match of xml.matchAll(/<link\b[^>]*>/g)) {
		if (attribute(match[0], 'rel') === 'alternate') return attribute(match[0], 'href')
	}
	return null
}

function dimension(value: string | null): number | null {
	return value !== null && /^\d+$/.test(value) ? Number(value) : null
}

function readEntry(xml: string): FeedEntry | null {
	const videoId = element(xml, 'yt:videoId')
	if (!videoId) return null
	const thumbnail = /<media:thumbnail\b[^>]*>/.exec(xml)?.[0]
	const thumbnailUrl = thumbnail ? attribute(thumbnail, 'url') : null
	return {
		videoId,
		channelId: element(xml, 'yt:channelId'),
		title: element(xml, 'title'),
		url: alternateLink(xml),
		published: element(xml, 'published'),
		updated: element(xml, 'updated'),
		thumbnail:
			thumbnail && thumbnailUrl
				? {
						url: thumbnailUrl,
						width: dimension(attribute(thumbnail, 'width')),
						height: dimension(attribute(thumbnail, 'height')),
					}
				: null,
	}
}

const CHANNEL_URL_ID = /\/channel\/(UC[A-Za-z0-9_-]{22})/

/**
 * Parses the feed. An HTML answer (YouTube's 404 page for an unknown or terminated channel)
 * throws YouTubeError('channelNotFound') with the page title as detail; anything else that is not
 * an Atom feed throws `upstreamError`.
 * @example parseChannelFeed(xml).channelId // 'UCsXVk37bltHxD1rDPwtNM8Q'
 */
export function parseChannelFeed(xml: string): ChannelFeed {
	if (!/<feed\b/.test(xml)) {
		if (/<html\b|<!doctype html/i.test(xml)) throw new YouTubeError('channelNotFound', pageTitle(xml) ?? 'HTML answer')
		throw new YouTubeError('upstreamError', 'channel feed: not an Atom feed')
	}
	const firstEntry = xml.search(/<entry\b/)
	const head = firstEntry === -1 ? xml : xml.slice(0, firstEntry)
	const entries = Array.from(xml.matchAll(/<entry\b[^>]*>([\s\S]*?)<\/entry>/g), (match) =>
		readEntry(match[1] ?? ''),
	).filter((entry) => entry !== null)
	const author = element(head, 'author') ?? ''
	const alternateUrl = alternateLink(head)
	const feedChannelId = element(head, 'yt:channelId')
	// 22 characters: the id without its `UC`; 24 starting with UC: already complete.
	const fromFeedId =
		feedChannelId && /^[A-Za-z0-9_-]{22}$/.test(feedChannelId)
			? `UC${feedChannelId}`
			: feedChannelId && /^UC[A-Za-z0-9_-]{22}$/.test(feedChannelId)
				? feedChannelId
				: null
	const channelId =
		CHANNEL_URL_ID.exec(alternateUrl ?? '')?.[1] ??
		entries.find((entry) => entry.channelId?.startsWith('UC'))?.channelId ??
		CHANNEL_URL_ID.exec(element(author, 'uri') ?? '')?.[1] ??
		fromFeedId
	return {
		title: element(head, 'title'),
		channelId,
		feedChannelId,
		alternateUrl,
		authorName: element(author, 'name'),
		authorUrl: element(author, 'uri'),
		entries,
	}
}

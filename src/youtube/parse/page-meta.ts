/**
 * What every youtube.com HTML page says about itself in its head: Open Graph tags, the canonical
 * link, `<title>`, and the innertube key and client version from ytcfg. Shared by the watch page
 * and channel page parsers (docs/youtube-data.md §§1 and 3).
 */
import { canonicalHref, metaContents, pageTitle } from './html'
import { readYtcfg, ytcfgString } from './ytcfg'

export interface OpenGraph {
	title: string | null
	image: string | null
	imageWidth: number | null
	imageHeight: number | null
	url: string | null
	/** `video.other` on watch pages, `profile` on channel pages. */
	type: string | null
	/** The embed URL (`og:video:url`), watch pages only. */
	videoUrl: string | null
}

export interface PageMeta {
	og: OpenGraph
	/** `<link rel="canonical">` when it is an absolute http(s) URL; error pages write `href="undefined"`. */
	canonical: string | null
	/** The `<title>` text as is (`"… - YouTube"`, `" - YouTube"` on error pages). */
	title: string | null
	/** `INNERTUBE_API_KEY` from ytcfg. */
	apiKey: string | null
	/** `INNERTUBE_CLIENT_VERSION` from ytcfg (the WEB client version of that day). */
	clientVersion: string | null
}

function dimension(value: string | undefined): number | null {
	return value !== undefined && /^\d+$/.test(value) ? Number(value) : null
}

function absoluteUrl(value: string | null): string | null {
	return value !== null && /^https?:\/\//i.test(value) && URL.canParse(value) ? value : null
}

/**
 * Reads the head of a youtube.com page.
 * @example parsePageMeta(html).og.image // 'https://i.ytimg.com/vi/GJLlxj_dtq8/maxresdefault.jpg'
 */
export function parsePageMeta(html: string): PageMeta {
	const meta = metaContents(html)
	const ytcfg = readYtcfg(html)
	return {
		og: {
			title: meta.get('og:title') ?? null,
			image: meta.get('og:image') ?? null,
			imageWidth: dimension(meta.get('og:image:width')),
			imageHeight: dimension(meta.get('og:image:height')),
			url: meta.get('og:url') ?? null,
			type: meta.get('og:type') ?? null,
			videoUrl: meta.get('og:video:url') ?? null,
		},
		canonical: absoluteUrl(canonicalHref(html)),
		title: pageTitle(html),
		apiKey: ytcfgString(html, 'INNERTUBE_API_KEY', ytcfg),
		clientVersion: ytcfgString(html, 'INNERTUBE_CLIENT_VERSION', ytcfg),
	}
}

import { z } from 'zod'

/** POST /api/tools/thumbnails (docs/product-spec.md §7). */
export const thumbnailsRequest = z.object({
	video_url: z.string().max(2048),
})

/**
 * The sizes offered, best first: the spec's four (HD 1280x720, standard 640x480, medium
 * 320x180, default 120x90) plus hq720 and hqdefault (decision 15). `label` is an i18n key
 * of the page; the API sends no prose.
 */
export const QUALITIES = [
	{ name: 'maxresdefault', label: 'hd', width: 1280, height: 720 },
	{ name: 'hq720', label: 'hd720', width: 1280, height: 720 },
	{ name: 'sddefault', label: 'standard', width: 640, height: 480 },
	{ name: 'hqdefault', label: 'high', width: 480, height: 360 },
	{ name: 'mqdefault', label: 'medium', width: 320, height: 180 },
	{ name: 'default', label: 'default', width: 120, height: 90 },
] as const

export type QualityName = (typeof QUALITIES)[number]['name']

export interface ThumbnailQuality {
	name: QualityName
	label: (typeof QUALITIES)[number]['label']
	width: number
	height: number
	/** Proxied, signed URL that downloads as `thumbnail-{name}.jpg`. */
	url: string
	available: boolean
	/** Proxied WebP twin, when YouTube has one. */
	webpUrl: string | null
}

export interface ThumbnailsResult {
	videoId: string
	qualities: ThumbnailQuality[]
}

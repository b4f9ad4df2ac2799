import { z } from 'zod'

/** POST /api/tools/thumbnails (docs/product-spec.md §7). */
export const thumbnailsRequest = z.object({
	video_url: z
		.string()
		.max(2048)
		.describe(
			'A YouTube video link (watch, youtu.be, Shorts, live, embed), a clip link (youtube.com/clip/…: its video) or an 11-character video id',
		),
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

const QUALITY_NAMES = QUALITIES.map((q) => q.name)
const QUALITY_LABELS = [...new Set(QUALITIES.map((q) => q.label))]

/** One size of the answer; the answer's schema is also its OpenAPI description (src/api-docs/). */
export const thumbnailQuality = z.object({
	name: z.enum(QUALITY_NAMES).describe("YouTube's name of the size"),
	label: z.enum(QUALITY_LABELS).describe("The size's label, an i18n key of the page"),
	width: z.number().int(),
	height: z.number().int(),
	url: z.string().describe('Proxied, signed URL (/api/image?…) that downloads as `{title} [{videoId}].{name}.jpg`'),
	available: z
		.boolean()
		.nullable()
		.describe(
			'Whether YouTube has this size for the video. null: not asked before answering (hq720); url answers 404 if YouTube has none',
		),
	webpUrl: z
		.string()
		.nullable()
		.describe('Proxied WebP twin, not asked before answering: it answers 404 if YouTube has none. null: known missing'),
})
export type ThumbnailQuality = z.infer<typeof thumbnailQuality>

/** The answer of POST /api/tools/thumbnails: every size, best first. */
export const thumbnailsResult = z.object({
	videoId: z.string(),
	title: z
		.string()
		.nullable()
		.describe("The video's title when YouTube gave it in time (it names the files); else null"),
	qualities: z.array(thumbnailQuality),
	clip: z
		.object({
			id: z.string().describe('The clip id of the link (youtube.com/clip/ID)'),
			start: z.number().describe('Where the clip starts in the video, seconds'),
			end: z.number().describe('Where the clip ends in the video, seconds'),
		})
		.optional()
		.describe('Only for a clip link: the thumbnails are its video’s'),
})
export type ThumbnailsResult = z.infer<typeof thumbnailsResult>

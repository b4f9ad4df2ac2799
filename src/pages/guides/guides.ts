/**
 * The four guides (docs/product-spec.md §2): slug, reading time and illustration, in reading order
 * (each guide links to the one before and after it). `key` names the card texts in the
 * guideIndex namespace.
 */
export const GUIDES = [
	{ key: 'seo', slug: 'youtube-seo-guide', minutes: 15, image: 'images/guides/seo.svg', featured: true },
	{ key: 'thumbnails', slug: 'thumbnail-design', minutes: 20, image: 'images/guides/thumbnails.svg', featured: true },
	{
		key: 'transcription',
		slug: 'video-transcription',
		minutes: 15,
		image: 'images/guides/transcription.svg',
		featured: false,
	},
	{ key: 'workflow', slug: 'content-workflow', minutes: 25, image: 'images/guides/workflow.svg', featured: false },
] as const

export type GuideKey = (typeof GUIDES)[number]['key']
export type Guide = (typeof GUIDES)[number]

export const guidePath = (g: Pick<Guide, 'slug'>) => `/guides/${g.slug}`

/** The day the guides' texts last changed (Article JSON-LD). */
export const GUIDES_UPDATED = '2026-11-21'

export function neighbours(key: GuideKey): { previous: Guide | null; next: Guide | null } {
	const i = GUIDES.findIndex((g) => g.key === key)
	return { previous: GUIDES[i - 1] ?? null, next: GUIDES[i + 1] ?? null }
}

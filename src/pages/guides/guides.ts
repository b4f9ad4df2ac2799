/**
 * The guides (docs/product-spec.md §2, plus the hashtag guide): slug, reading time
 * illustration and the day its text last changed (Article JSON-LD), in reading order (each guide links to the one before and after it). `key`
 * names the card texts in the guideIndex namespace. The hashtag guide comes last, so the links
 * between the spec's four guides stay as the spec lists them.
 */
export const GUIDES = [
	{
		key: 'seo',
		slug: 'youtube-seo-guide',
		minutes: 15,
		image: 'images/guides/seo.svg',
		featured: true,
		updated: '2026-11-24',
	},
	{
		key: 'thumbnails',
		slug: 'thumbnail-design',
		minutes: 20,
		image: 'images/guides/thumbnails.svg',
		featured: true,
		updated: '2026-11-24',
	},
	{
		key: 'transcription',
		slug: 'video-transcription',
		minutes: 15,
		image: 'images/guides/transcription.svg',
		featured: false,
		updated: '2026-11-24',
	},
	{
		key: 'workflow',
		slug: 'content-workflow',
		minutes: 25,
		image: 'images/guides/workflow.svg',
		featured: false,
		updated: '2026-11-25',
	},
	{
		key: 'hashtags',
		slug: 'youtube-hashtags',
		minutes: 10,
		image: 'images/guides/hashtags.svg',
		featured: false,
		updated: '2026-11-24',
	},
] as const

export type GuideKey = (typeof GUIDES)[number]['key']
export type Guide = (typeof GUIDES)[number]

export const guidePath = (g: Pick<Guide, 'slug'>) => `/guides/${g.slug}`

/** The guide of `key` (every key is in GUIDES, so this always finds one). */
export const guideOf = (key: GuideKey): Guide => GUIDES.find((g) => g.key === key) ?? GUIDES[0]

export function neighbours(key: GuideKey): { previous: Guide | null; next: Guide | null } {
	const i = GUIDES.findIndex((g) => g.key === key)
	return { previous: GUIDES[i - 1] ?? null, next: GUIDES[i + 1] ?? null }
}

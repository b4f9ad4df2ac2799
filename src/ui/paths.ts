/** Unprefixed paths of the site's pages; localize with `localizePath(path, locale)`. */
export const PATHS = {
	home: '/',
	guides: '/guides',
	help: '/help',
	contact: '/contact',
	privacy: '/privacy-policy',
	terms: '/terms-of-service',
	tools: {
		thumbnail: '/tools/thumbnail-downloader',
		profile: '/tools/profile-downloader',
		transcript: '/tools/transcript-downloader',
		hashtag: '/tools/hashtag-generator',
	},
} as const

export const TOOL_KEYS = ['thumbnail', 'profile', 'transcript', 'hashtag'] as const
export type ToolKey = (typeof TOOL_KEYS)[number]
